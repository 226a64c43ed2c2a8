package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"skirmish/version"
)

// config is what one run of the packager builds, and where.
type config struct {
	Root    string   // Root is the skirmish module's directory; "" finds it from the current directory.
	Out     string   // Out is the directory the packages are written to; it is created if missing.
	Targets []target // Targets are the packages to build, in order.
	Jobs    int      // Jobs is how many packages are built at once; 0 means defaultJobs.
}

// result is one package written by run.
type result struct {
	Target target
	Path   string // Path is the package file, under config.Out.
	Size   int64  // Size is the package's size in bytes.
}

// builder is what the targets' pack functions share during one run. Its
// methods may be called from several goroutines at once.
type builder struct {
	ctx     context.Context
	root    string // root is the absolute directory of the skirmish module.
	out     string // out is the directory the packages go to.
	work    string // work is a temporary directory, removed when the run ends.
	version string // version is version.Version.

	icons sync.Map // icons holds the PNG of the application icon by size: int to *iconPNG.
	icns  func() ([]byte, error)
}

// iconPNG is one size of the application icon, encoded once per run.
type iconPNG struct {
	once sync.Once
	data []byte
	err  error
}

// defaultJobs returns how many packages run builds at once by default: one
// per processor, since each go build compiles with every processor and
// links with about one, and at most the number of targets.
func defaultJobs(targets int) int {
	return max(1, min(runtime.NumCPU(), targets))
}

// run builds every target of cfg into cfg.Out, cfg.Jobs at a time in the
// order of cfg.Targets, and prints one line per package to w as it is
// written: its path, its size and how long it took. At the first failure
// it stops the builds under way and starts no more; the packages already
// written stay. It returns the packages written, in the order of
// cfg.Targets.
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
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	b := &builder{ctx: ctx, root: root, out: cfg.Out, work: work, version: version.Version}
	b.icns = sync.OnceValues(func() ([]byte, error) { return encodeICNS(b.iconPNG) })

	jobs := cfg.Jobs
	if jobs <= 0 {
		jobs = defaultJobs(len(cfg.Targets))
	}
	var (
		mu       sync.Mutex // mu guards w, done and firstErr.
		done     = make([]*result, len(cfg.Targets))
		firstErr error
	)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(jobs, len(cfg.Targets)) {
		wg.Go(func() {
			for i := range next {
				if ctx.Err() != nil {
					continue // a target failed: start no more
				}
				t := cfg.Targets[i]
				start := time.Now()
				r, err := b.packTarget(t)
				mu.Lock()
				switch {
				case err != nil && firstErr == nil:
					firstErr = fmt.Errorf("%s: %w", t.Name, err)
					cancel()
				case err == nil:
					done[i] = &r
					fmt.Fprintf(w, "%s  %s  (built in %s)\n", r.Path, humanSize(r.Size), time.Since(start).Round(100*time.Millisecond))
				}
				mu.Unlock()
			}
		})
	}
feed:
	for i := range cfg.Targets {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	var results []result
	for _, r := range done {
		if r != nil {
			results = append(results, *r)
		}
	}
	if firstErr == nil && len(results) < len(cfg.Targets) {
		firstErr = ctx.Err() // interrupted before every target started
	}
	return results, firstErr
}

// packTarget builds t's package and returns where it is and its size.
func (b *builder) packTarget(t target) (result, error) {
	path, err := t.pack(b, t)
	if err != nil {
		return result{}, err
	}
	info, err := os.Stat(path)
	if err != nil {
		return result{}, err
	}
	return result{Target: t, Path: path, Size: info.Size()}, nil
}

// iconPNG returns the application icon at size×size as PNG, encoding it
// the first time a run asks for that size.
func (b *builder) iconPNG(size int) ([]byte, error) {
	v, _ := b.icons.LoadOrStore(size, new(iconPNG))
	icon := v.(*iconPNG)
	icon.once.Do(func() { icon.data, icon.err = appIconPNG(size) })
	return icon.data, icon.err
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
