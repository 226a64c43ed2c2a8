// Command precompress writes the brotli twin X.br of each file X it is
// given, which skirmish serve sends to the browsers that accept brotli
// (Content-Encoding: br), and checks the whole download against a budget.
// build/web runs it on index.html, wasm_exec.js and skirmish.wasm:
//
//	go run ./build/precompress [-quality 10] [-window 24] [-cache DIR] [-budget BYTES] FILE...
//
// Brotli's best quality (11) takes minutes on skirmish.wasm with this pure
// Go encoder, so the default is 10 with a 16 MiB window (about a minute on
// two busy cores, 3 % bigger than 11). With -cache, a twin is kept under
// the SHA-256 of its file and the settings, so building the same game
// again costs nothing.
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/andybalholm/brotli"
)

// options are the settings of one run.
type options struct {
	quality int    // brotli quality, 0 to 11
	window  int    // log2 of the window, 10 to 24
	cache   string // folder of twins kept by content; "" for none
}

// keep is how many twins the cache keeps (the newest): a few builds' worth.
const keep = 8

func main() {
	var o options
	flag.IntVar(&o.quality, "quality", 10, "brotli quality, 0 to 11 (11 is smallest and slowest)")
	flag.IntVar(&o.window, "window", 24, "log2 of brotli's window, 10 to 24")
	flag.StringVar(&o.cache, "cache", "", "folder that keeps twins by content, so an unchanged file is not compressed again")
	budget := flag.Int64("budget", 0, "fail when the twins together are bigger than this many bytes (0: no check)")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: precompress [flags] FILE...   (writes FILE.br beside each FILE)")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(o, *budget, flag.Args(), os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "precompress:", err)
		os.Exit(1)
	}
}

// run writes the twin of each file, prints a line per file and the total,
// and returns an error when one fails or the total is over budget (> 0).
func run(o options, budget int64, files []string, out io.Writer) error {
	if o.quality < brotli.BestSpeed || o.quality > brotli.BestCompression {
		return fmt.Errorf("-quality %d: use 0 to 11", o.quality)
	}
	if o.window < 10 || o.window > 24 {
		return fmt.Errorf("-window %d: use 10 to 24", o.window)
	}
	var total int64
	for _, f := range files {
		start := time.Now()
		r, err := writeTwin(o, f)
		if err != nil {
			return err
		}
		how := fmt.Sprintf("%.1f s", time.Since(start).Seconds())
		if r.cached {
			how = "from the cache"
		}
		fmt.Fprintf(out, "  %-14s %10d bytes raw, %10d bytes brotli (quality %d, window 2^%d, %s)\n",
			filepath.Base(f), r.raw, r.br, o.quality, o.window, how)
		total += r.br
	}
	fmt.Fprintf(out, "  download with brotli: %d bytes (%.2f MiB)", total, float64(total)/(1<<20))
	if budget > 0 {
		fmt.Fprintf(out, ", budget %d bytes (%.2f MiB)", budget, float64(budget)/(1<<20))
	}
	fmt.Fprintln(out)
	if budget > 0 && total > budget {
		return fmt.Errorf("the download is %d bytes with brotli, %d over the budget of %d bytes: cut what the browser build does not need before raising it", total, total-budget, budget)
	}
	return nil
}

// result is what writeTwin did for one file.
type result struct {
	raw, br int64 // the file's size and its twin's
	cached  bool  // the twin came from the cache
}

// writeTwin writes name.br, the brotli encoding of name, taking it from
// the cache (and putting it there) when o.cache is set.
func writeTwin(o options, name string) (result, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return result{}, err
	}
	sum := sha256.Sum256(data)
	key := fmt.Sprintf("%s-q%d-w%d.br", hex.EncodeToString(sum[:16]), o.quality, o.window)
	var br []byte
	cached := false
	if o.cache != "" {
		p := filepath.Join(o.cache, key)
		if b, err := os.ReadFile(p); err == nil && decodes(b, data) {
			br, cached = b, true
			now := time.Now()
			os.Chtimes(p, now, now) // the newest again, for prune
		}
	}
	if br == nil {
		if br, err = compress(data, o.quality, o.window); err != nil {
			return result{}, fmt.Errorf("%s: %w", name, err)
		}
	}
	if err := writeAtomic(name+".br", br); err != nil {
		return result{}, err
	}
	if o.cache != "" && !cached {
		if err := os.MkdirAll(o.cache, 0o755); err != nil {
			return result{}, err
		}
		if err := writeAtomic(filepath.Join(o.cache, key), br); err != nil {
			return result{}, err
		}
		prune(o.cache, keep)
	}
	return result{raw: int64(len(data)), br: int64(len(br)), cached: cached}, nil
}

// compress returns data encoded with brotli at the given quality and
// window.
func compress(data []byte, quality, window int) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: quality, LGWin: window})
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// decodes reports whether br is a brotli encoding of data: a cached twin
// that was cut short or changed is not used.
func decodes(br, data []byte) bool {
	got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br)))
	return err == nil && bytes.Equal(got, data)
}

// writeAtomic writes data to name through a file beside it, so that no
// reader ever sees half a file.
func writeAtomic(name string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(name), ".precompress-*")
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Chmod(f.Name(), 0o644); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), name); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}

// prune removes all but the n newest twins of the cache folder.
func prune(dir string, n int) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type twin struct {
		name string
		mod  time.Time
	}
	var twins []twin
	for _, e := range entries {
		if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), ".br") {
			continue
		}
		if info, err := e.Info(); err == nil {
			twins = append(twins, twin{e.Name(), info.ModTime()})
		}
	}
	sort.Slice(twins, func(i, j int) bool { return twins[i].mod.After(twins[j].mod) })
	for _, t := range twins[min(n, len(twins)):] {
		os.Remove(filepath.Join(dir, t.name))
	}
}
