//go:build !js

package cli

import (
	"bytes"
	"compress/gzip"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// webDir writes a small browser build into a temporary folder: a page, a
// script with its gzip twin, the game with its brotli and gzip twins, a
// script with only a brotli twin, a page in a subfolder, and a secret
// beside the folder that no request may reach.
func webDir(t *testing.T) string {
	t.Helper()
	parent := t.TempDir()
	dir := filepath.Join(parent, "web")
	write := func(name string, data []byte) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("index.html", []byte("<!doctype html><title>Skirmish</title>"))
	write("wasm_exec.js", []byte("// the Go runtime's glue\n"))
	write("wasm_exec.js.gz", gzipped(t, []byte("// the Go runtime's glue\n")))
	write("skirmish.wasm", []byte(wasmPlain))
	write("skirmish.wasm.gz", gzipped(t, []byte(wasmPlain)))
	write("skirmish.wasm.br", brotlied(t, []byte(wasmPlain)))
	write("only-br.js", []byte("// only a brotli twin\n"))
	write("only-br.js.br", brotlied(t, []byte("// only a brotli twin\n")))
	write("sub/index.html", []byte("<p>sub</p>"))
	if err := os.WriteFile(filepath.Join(parent, "secret.txt"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// wasmPlain is skirmish.wasm of webDir: long enough that its twins differ
// from it and from each other.
var wasmPlain = "\x00asm\x01\x00\x00\x00" + strings.Repeat("the game ", 40)

func brotlied(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	bw := brotli.NewWriterLevel(&buf, brotli.BestCompression)
	bw.Write(data)
	if err := bw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func gzipped(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(data)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// get sends a GET for target to h with the given Accept-Encoding and
// returns the response.
func get(t *testing.T, h http.Handler, target, acceptEncoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, "http://skirmish.test/", nil)
	req.URL.Path = target // as the server sees it, after decoding
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func body(t *testing.T, res *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestServeContentTypes(t *testing.T) {
	h, err := newStaticHandler(webDir(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, ctype, cache string }{
		{"/", "text/html; charset=utf-8", "no-cache"},
		{"/index.html", "text/html; charset=utf-8", "no-cache"},
		{"/sub/", "text/html; charset=utf-8", "no-cache"},
		{"/wasm_exec.js", "text/javascript; charset=utf-8", ""},
		{"/skirmish.wasm", "application/wasm", ""},
	} {
		res := get(t, h, c.path, "")
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s: status %d", c.path, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Content-Type"); got != c.ctype {
			t.Errorf("%s: Content-Type %q, want %q", c.path, got, c.ctype)
		}
		if got := res.Header.Get("Cache-Control"); got != c.cache {
			t.Errorf("%s: Cache-Control %q, want %q", c.path, got, c.cache)
		}
		if got := res.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("%s without Accept-Encoding: Content-Encoding %q", c.path, got)
		}
	}
	if got := body(t, get(t, h, "/skirmish.wasm", "")); got != wasmPlain {
		t.Errorf("skirmish.wasm body %q", got)
	}
}

func TestServeGzip(t *testing.T) {
	h, err := newStaticHandler(webDir(t))
	if err != nil {
		t.Fatal(err)
	}
	plain := "// the Go runtime's glue\n"
	for _, c := range []struct {
		accept string
		gzip   bool
	}{
		{"gzip, deflate, br", true},
		{"br;q=1.0, gzip;q=0.8", true},
		{"*", true},
		{"identity", false},
		{"gzip;q=0", false},
		{"gzip;q=0.0, *", false},
		{"", false},
	} {
		res := get(t, h, "/wasm_exec.js", c.accept)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("Accept-Encoding %q: status %d", c.accept, res.StatusCode)
		}
		if ct := res.Header.Get("Content-Type"); ct != "text/javascript; charset=utf-8" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", c.accept, ct)
		}
		if v := res.Header.Get("Vary"); v != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q", c.accept, v)
		}
		got := body(t, res)
		if enc := res.Header.Get("Content-Encoding"); (enc == "gzip") != c.gzip {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want gzip %v", c.accept, enc, c.gzip)
		}
		if c.gzip {
			zr, err := gzip.NewReader(strings.NewReader(got))
			if err != nil {
				t.Fatalf("Accept-Encoding %q: body is not gzip: %v", c.accept, err)
			}
			b, _ := io.ReadAll(zr)
			got = string(b)
		}
		if got != plain {
			t.Errorf("Accept-Encoding %q: body %q, want %q", c.accept, got, plain)
		}
	}
	// No twin: the plain file, whatever the client accepts, and no Vary.
	res := get(t, h, "/index.html", "gzip, br")
	if enc := res.Header.Get("Content-Encoding"); enc != "" || res.StatusCode != http.StatusOK || res.Header.Get("Vary") != "" {
		t.Errorf("index.html has no twin: status %d, Content-Encoding %q, Vary %q", res.StatusCode, enc, res.Header.Get("Vary"))
	}
}

func TestServeNotFoundAndTraversal(t *testing.T) {
	dir := webDir(t)
	h, err := newStaticHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"/missing.js", "/sub", "/sub/missing.html"} {
		res := get(t, h, p, "gzip")
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", p, res.StatusCode)
		}
	}
	for _, p := range []string{"/../secret.txt", "/sub/../../secret.txt", "/..", "/sub\\..\\..\\secret.txt", "/a\x00b"} {
		res := get(t, h, p, "")
		if res.StatusCode == http.StatusOK || strings.Contains(body(t, res), "secret") {
			t.Errorf("%q: status %d: a file outside the folder was served", p, res.StatusCode)
		}
	}
	// A symbolic link inside the folder that points outside it is not
	// followed.
	if err := os.Symlink(filepath.Join(dir, "..", "secret.txt"), filepath.Join(dir, "link.txt")); err == nil {
		res := get(t, h, "/link.txt", "")
		if res.StatusCode == http.StatusOK || strings.Contains(body(t, res), "secret") {
			t.Errorf("link.txt: status %d: a link out of the folder was followed", res.StatusCode)
		}
	}
	// Over a real connection too, where the client sends the path raw.
	srv := httptest.NewServer(h)
	defer srv.Close()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "GET /../secret.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
	raw, _ := io.ReadAll(conn)
	if strings.Contains(string(raw), "secret") || strings.HasPrefix(string(raw), "HTTP/1.1 200") {
		t.Errorf("raw /../secret.txt answered:\n%s", raw)
	}
	res, err := http.Post(srv.URL+"/", "text/plain", strings.NewReader("x"))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", res.StatusCode)
	}
}

func TestServeErrors(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nowhere")
	errOut := mustFail(t, 2, "serve", "-dir", missing)
	wantContains(t, "serve with a missing folder", errOut, missing, "no such folder", "build/web")

	file := filepath.Join(t.TempDir(), "file.txt")
	os.WriteFile(file, []byte("x"), 0o644)
	errOut = mustFail(t, 2, "serve", "-dir", file)
	wantContains(t, "serve with a file", errOut, "not a folder")

	errOut = mustFail(t, 2, "serve", "-dir", webDir(t), "-addr", "no-port")
	wantContains(t, "serve with a bad address", errOut, `-addr "no-port"`)

	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	errOut = mustFail(t, 1, "serve", "-dir", webDir(t), "-addr", busy.Addr().String())
	wantContains(t, "serve on a busy address", errOut, "cannot listen on "+busy.Addr().String(), "-addr")
}

// TestServeBrotli checks which of skirmish.wasm's three files (the game,
// its .br and its .gz twin) each Accept-Encoding header gets: the bytes
// sent must be that file's, with its Content-Encoding, and decode to the
// game.
func TestServeBrotli(t *testing.T) {
	dir := webDir(t)
	h, err := newStaticHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	file := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	sent := map[string]string{"br": file("skirmish.wasm.br"), "gzip": file("skirmish.wasm.gz"), "": wasmPlain}
	for _, c := range []struct{ accept, want string }{
		{"gzip, deflate, br", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"br", "br"},
		{"BR", "br"},
		{"*", "br"},
		{"br;q=0.8, gzip;q=0.8", "br"}, // a tie: the smaller twin
		{"gzip;q=0.5, br;q=0.6", "br"},
		{"gzip", "gzip"},
		{"gzip, deflate", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"gzip;q=1.0, br;q=0.5", "gzip"},
		{"gzip, *;q=0", "gzip"},
		{"br;q=abc, gzip", "gzip"}, // a q that is no number refuses
		{"br;q=2, gzip", "gzip"},   // so does one above 1
		{"*;q=0.1, br;q=0", "gzip"},
		{"", ""},
		{"identity", ""},
		{"deflate", ""},
		{"*;q=0", ""},
		{"br;q=0, gzip;q=0.0", ""},
	} {
		res := get(t, h, "/skirmish.wasm", c.accept)
		got := body(t, res)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("Accept-Encoding %q: status %d", c.accept, res.StatusCode)
		}
		if enc := res.Header.Get("Content-Encoding"); enc != c.want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", c.accept, enc, c.want)
		}
		if got != sent[c.want] {
			t.Errorf("Accept-Encoding %q: the body (%d bytes) is not the file for %q (%d bytes)", c.accept, len(got), c.want, len(sent[c.want]))
		}
		if ct := res.Header.Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q, want application/wasm", c.accept, ct)
		}
		if v := res.Header.Get("Vary"); v != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q, want Accept-Encoding", c.accept, v)
		}
		if n := res.Header.Get("Content-Length"); n != strconv.Itoa(len(sent[c.want])) {
			t.Errorf("Accept-Encoding %q: Content-Length %s, want %d", c.accept, n, len(sent[c.want]))
		}
	}
	// The brotli twin decodes to the game.
	b, err := io.ReadAll(brotli.NewReader(strings.NewReader(body(t, get(t, h, "/skirmish.wasm", "br")))))
	if err != nil || string(b) != wasmPlain {
		t.Errorf("the br answer decodes to %d bytes (%v), want the game's %d", len(b), err, len(wasmPlain))
	}
	// A HEAD gets the same choice, without a body.
	req := httptest.NewRequest(http.MethodHead, "http://skirmish.test/skirmish.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip, br")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if enc := rec.Header().Get("Content-Encoding"); enc != "br" || rec.Body.Len() != 0 {
		t.Errorf("HEAD: Content-Encoding %q, %d body bytes; want br and none", enc, rec.Body.Len())
	}
	// A file with only a brotli twin: a gzip-only client gets it plain.
	for accept, want := range map[string]string{"gzip": "", "gzip, br": "br"} {
		res := get(t, h, "/only-br.js", accept)
		if enc := res.Header.Get("Content-Encoding"); enc != want {
			t.Errorf("only-br.js, Accept-Encoding %q: Content-Encoding %q, want %q", accept, enc, want)
		}
		if v := res.Header.Get("Vary"); v != "Accept-Encoding" {
			t.Errorf("only-br.js, Accept-Encoding %q: Vary %q", accept, v)
		}
	}
}
