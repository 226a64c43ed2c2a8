//go:build !js

package cli

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"skirmish/internal/testclock"
)

// startServer serves webDir with the given timeouts on a free port of
// 127.0.0.1 until the test ends, and returns its address.
func startServer(t *testing.T, timeouts serverTimeouts) string {
	t.Helper()
	h, err := newStaticHandler(webDir(t))
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := newServer(h, timeouts)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// stillOpen is how long a test waits for the server to close a connection
// whose timeout is a tenth of a second.
const stillOpen = 3 * time.Second

// waitClosed reads from conn, discarding what comes, until the server
// closes it, and fails the test if it is still open after stillOpen.
func waitClosed(t *testing.T, conn net.Conn, r io.Reader) time.Duration {
	t.Helper()
	start := time.Now()
	conn.SetReadDeadline(start.Add(testclock.Limit(stillOpen)))
	_, err := io.Copy(io.Discard, r)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatalf("the server kept the connection open for %v", testclock.Limit(stillOpen))
	}
	return time.Since(start)
}

// TestServeTimeouts checks that the server closes connections that send
// nothing, send half a header, or stay idle after a request.
func TestServeTimeouts(t *testing.T) {
	const short, long = 100 * time.Millisecond, time.Hour
	request := "GET /index.html HTTP/1.1\r\nHost: skirmish.test\r\n\r\n"
	for _, c := range []struct {
		name     string
		timeouts serverTimeouts
		send     string
		response bool // read a response before waiting
	}{
		{"sends nothing", serverTimeouts{readHeader: short, read: long, write: long, idle: long}, "", false},
		{"half a header", serverTimeouts{readHeader: short, read: long, write: long, idle: long}, "GET / HTTP/1.1\r\nHost: sk", false},
		{"half a header, read timeout", serverTimeouts{readHeader: 0, read: short, write: long, idle: long}, "GET / HTTP/1.1\r\n", false},
		{"idle after a request", serverTimeouts{readHeader: long, read: long, write: long, idle: short}, request, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			addr := startServer(t, c.timeouts)
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			if _, err := io.WriteString(conn, c.send); err != nil {
				t.Fatal(err)
			}
			br := bufio.NewReader(conn)
			if c.response {
				conn.SetReadDeadline(time.Now().Add(testclock.Limit(stillOpen)))
				res, err := http.ReadResponse(br, nil)
				if err != nil {
					t.Fatal(err)
				}
				if b, err := io.ReadAll(res.Body); err != nil || res.StatusCode != http.StatusOK || len(b) == 0 {
					t.Fatalf("response %s, %d bytes, %v", res.Status, len(b), err)
				}
				res.Body.Close()
			}
			took := waitClosed(t, conn, br)
			t.Logf("closed after %v", took.Round(time.Millisecond))
		})
	}
}

// TestServeGet checks that a request gets its answer with the timeouts of
// skirmish serve, which are all set.
func TestServeGet(t *testing.T) {
	to := serveTimeouts
	srv := newServer(http.NotFoundHandler(), to)
	if srv.ReadHeaderTimeout <= 0 || srv.ReadTimeout <= 0 || srv.WriteTimeout <= 0 || srv.IdleTimeout <= 0 || srv.MaxHeaderBytes <= 0 {
		t.Fatalf("a limit of skirmish serve is not set: %+v", to)
	}
	addr := startServer(t, to)
	res, err := http.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if got := body(t, res); res.StatusCode != http.StatusOK || got != "<!doctype html><title>Skirmish</title>" {
		t.Fatalf("GET /: %s %q", res.Status, got)
	}
}
