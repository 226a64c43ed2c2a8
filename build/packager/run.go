package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"skirmish/version"
)

// config is what one run of the packager builds, and where.
type config struct {
	Root    string   // Root is the skirmish module's directory; "" finds it from the current directory.
	Out     string   // Out is the directory the packages are written to; it is created if missing.
	Targets []target // Targets are the packages to build, in order.
}

// result is one package written by run.
type result struct {
	Target target
	Path   string // Path is the package file, under config.Out.
	Size   int64  // Size is the package's size in bytes.
}

// builder is what the targets' pack functions share during one run.
type builder struct {
	ctx     context.Context
	root    string // root is the absolute directory of the skirmish module.
	out     string // out is the directory the packages go to.
	work    string // work is a temporary directory, removed when the run ends.
	version string // version is version.Version.
}

// run builds every target of cfg into cfg.Out and prints one line per
// package to w: its path, its size and how long it took. It stops at the
// first failure; the packages already written stay.
func run(ctx context.Context, cfg config, w io.Writer) ([]result, error) {
	root, err := moduleRoot(ctx, cfg.Root)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(cfg.Out, 0o755); err != nil {
		return nil, fmt.Errorf("output directory: %w", err)
	}
	work, err := os.MkdirTemp("", "skirmish-packager-")
	if err != nil {
		return nil, fmt.Errorf("temporary directory: %w", err)
	}
	defer os.RemoveAll(work)
	b := &builder{ctx: ctx, root: root, out: cfg.Out, work: work, version: version.Version}
	var results []result
	for _, t := range cfg.Targets {
		start := time.Now()
		path, err := t.pack(b, t)
		if err != nil {
			return results, fmt.Errorf("%s: %w", t.Name, err)
		}
		info, err := os.Stat(path)
		if err != nil {
			return results, fmt.Errorf("%s: %w", t.Name, err)
		}
		results = append(results, result{Target: t, Path: path, Size: info.Size()})
		fmt.Fprintf(w, "%s  %s  (built in %s)\n", path, humanSize(info.Size()), time.Since(start).Round(100*time.Millisecond))
	}
	return results, nil
}

// packagePath returns the path of t's package in the output directory:
// skirmish-VERSION-OS-ARCH followed by ext.
func (b *builder) packagePath(t target, ext string) string {
	return filepath.Join(b.out, "skirmish-"+b.version+"-"+t.Name+ext)
}

// humanSize formats n bytes as mebibytes and exact bytes, e.g.
// "9.4 MiB (9 851 002 bytes)".
func humanSize(n int64) string {
	digits := fmt.Sprint(n)
	var grouped []byte
	for i := range len(digits) {
		if i > 0 && (len(digits)-i)%3 == 0 {
			grouped = append(grouped, ' ')
		}
		grouped = append(grouped, digits[i])
	}
	return fmt.Sprintf("%.1f MiB (%s bytes)", float64(n)/(1<<20), grouped)
}
