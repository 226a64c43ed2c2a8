//go:build !js

package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"
)

// runServe serves a folder (the browser build in dist/web by default) over
// HTTP until the process is stopped.
func runServe(args []string, e *env) error {
	fset := newFlags("serve", e)
	addr := fset.String("addr", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one)")
	dir := fset.String("dir", "dist/web", "folder to serve (build it with build/web)")
	if err := parseFlags(fset, args); err != nil {
		return err
	}
	h, err := newStaticHandler(*dir)
	if err != nil {
		return err
	}
	if err := checkAddr(*addr); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if errors.Is(err, syscall.EADDRINUSE) {
		return fmt.Errorf("cannot listen on %s (is another server using it? pick another with -addr): %w", *addr, err)
	}
	if err != nil {
		return fmt.Errorf("cannot listen on %s (pick another address with -addr): %w", *addr, err)
	}
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(e.stderr, "skirmish serve: warning: %s has no index.html (run build/web to build the browser game)\n", *dir)
	}
	fmt.Fprintf(e.stdout, "serving %s at http://%s/\n", *dir, ln.Addr())
	return newServer(h, serveTimeouts).Serve(ln)
}

// serverTimeouts bounds how long the server gives a connection, so that
// no client can hold one open for ever by sending nothing, sending a
// request slowly, reading slowly or keeping an idle connection alive.
type serverTimeouts struct {
	readHeader time.Duration // from the connection's start, or the end of the last response, to a request's whole header
	read       time.Duration // to a whole request (the game's are GETs, without a body)
	write      time.Duration // from a request's header to the end of its response (skirmish.wasm is several MB)
	idle       time.Duration // between the requests of a kept-alive connection
}

// serveTimeouts are the timeouts of skirmish serve; tests shorten them.
var serveTimeouts = serverTimeouts{
	readHeader: 10 * time.Second,
	read:       30 * time.Second,
	write:      5 * time.Minute,
	idle:       time.Minute,
}

// maxHeaderBytes bounds a request's header: the game's requests are a
// line and a few short fields.
const maxHeaderBytes = 64 << 10

// newServer returns the HTTP server of h with the given timeouts.
func newServer(h http.Handler, t serverTimeouts) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: t.readHeader,
		ReadTimeout:       t.read,
		WriteTimeout:      t.write,
		IdleTimeout:       t.idle,
		MaxHeaderBytes:    maxHeaderBytes,
	}
}

// checkAddr refuses a listening address that is not host:port with a port
// number from 0 to 65535 and a host name or address in plain text.
func checkAddr(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		var ae *net.AddrError
		if errors.As(err, &ae) {
			err = errors.New(ae.Err)
		}
		return usagef("-addr %q: %v (use host:port, e.g. 127.0.0.1:8080)", clip(addr, 60), err)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return usagef("-addr %q: the port %q is not a number from 0 to 65535 (use host:port, e.g. 127.0.0.1:8080)", clip(addr, 60), clip(port, 20))
	}
	for _, r := range host {
		if r <= ' ' || r == utf8.RuneError || r > unicode.MaxASCII && !unicode.IsPrint(r) {
			return usagef("-addr %q: the host has a space, a control character or a byte that is not text", clip(addr, 60))
		}
	}
	return nil
}

// staticHandler serves the files of one folder and nothing outside it. A
// request for X is answered with a precompressed twin, X.br (brotli) or
// X.gz (gzip), with its Content-Encoding, when the twin exists and the
// client's Accept-Encoding allows it (see chooseEncoding).
type staticHandler struct {
	dir  string
	root *os.Root
}

// newStaticHandler returns the handler for dir, or a usage error naming
// dir when it is missing or not a folder.
func newStaticHandler(dir string) (*staticHandler, error) {
	info, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, usagef("-dir %s: no such folder (run build/web first to build the browser game)", dir)
	}
	if err != nil {
		return nil, usagef("-dir %s: %v", dir, err)
	}
	if !info.IsDir() {
		return nil, usagef("-dir %s is a file, not a folder", dir)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, usagef("-dir %s: %v", dir, err)
	}
	return &staticHandler{dir: dir, root: root}, nil
}

// contentTypes are the types the browser game needs, set here rather than
// taken from the system's MIME table, which differs between machines.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".mjs":  "text/javascript; charset=utf-8",
	".wasm": "application/wasm",
	".css":  "text/css; charset=utf-8",
	".json": "application/json",
	".png":  "image/png",
	".svg":  "image/svg+xml",
	".ico":  "image/x-icon",
	".txt":  "text/plain; charset=utf-8",
}

// contentType returns the Content-Type of a file name.
func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// ServeHTTP implements http.Handler.
func (h *staticHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := fileName(r.URL.Path)
	if !ok {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", contentType(name))
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if path.Base(name) == "index.html" {
		w.Header().Set("Cache-Control", "no-cache")
	}
	var twins []encoding
	for _, enc := range encodings {
		if h.isFile(name + enc.suffix) {
			twins = append(twins, enc)
		}
	}
	if len(twins) > 0 {
		w.Header().Add("Vary", "Accept-Encoding")
		if enc, ok := chooseEncoding(r.Header.Get("Accept-Encoding"), twins); ok && h.serve(w, r, name+enc.suffix, enc.name) {
			return
		}
	}
	if !h.serve(w, r, name, "") {
		w.Header().Del("Content-Type")
		w.Header().Del("Cache-Control")
		http.NotFound(w, r)
	}
}

// isFile reports whether the folder has a regular file name.
func (h *staticHandler) isFile(name string) bool {
	info, err := h.root.Stat(name)
	return err == nil && info.Mode().IsRegular()
}

// serve sends the regular file name of the folder, with the given
// Content-Encoding when not empty. It reports false, having written
// nothing, when there is no such file.
func (h *staticHandler) serve(w http.ResponseWriter, r *http.Request, name, encoding string) bool {
	f, err := h.root.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return false
	}
	if encoding != "" {
		w.Header().Set("Content-Encoding", encoding)
		// ServeContent leaves Content-Length out of an encoded answer (for
		// handlers that compress on the fly); a twin's size is known, and
		// ServeContent replaces it for a range and drops it for a 304.
		w.Header().Set("Content-Length", strconv.FormatInt(info.Size(), 10))
	}
	http.ServeContent(w, r, "", info.ModTime(), f)
	return true
}

// fileName turns a URL path into a slash-separated name inside the folder:
// "/" is "index.html". It refuses paths with ".." segments, backslashes or
// NUL bytes, so that no request can name a file outside the folder.
func fileName(urlPath string) (string, bool) {
	if !strings.HasPrefix(urlPath, "/") || strings.ContainsAny(urlPath, "\\\x00") {
		return "", false
	}
	for _, seg := range strings.Split(urlPath, "/") {
		if seg == ".." {
			return "", false
		}
	}
	name := strings.TrimPrefix(path.Clean(urlPath), "/")
	if name == "" || name == "." || strings.HasSuffix(urlPath, "/") {
		name = path.Join(name, "index.html")
	}
	return name, fs.ValidPath(name)
}
