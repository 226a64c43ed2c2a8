// Command packager builds the desktop packages of Skirmish: a tar.gz for
// Linux, a zip with Skirmish.exe for Windows and a zip with Skirmish.app for
// macOS (Apple silicon and Intel), all cross-compiled with CGO_ENABLED=0 from
// any machine with Go:
//
//	go run ./build/packager -out dist/packages -targets linux,windows,macos
//
// Every package is named skirmish-VERSION-OS-ARCH, with VERSION from
// skirmish/version. Several packages are built at once, one per processor
// (-jobs sets how many). The archives are reproducible: entries sorted,
// fixed modes and a fixed modification time (SOURCE_DATE_EPOCH when set). The
// Windows resources (icon, version information, manifest) are made with
// go-winres in a temporary copy of the module, so the checkout is never
// touched. The packager prints each package's path and size.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
)

func main() {
	out := flag.String("out", "dist/packages", "directory to write the packages into (created if missing)")
	targets := flag.String("targets", "linux,windows,macos", "comma-separated targets: "+targetNames())
	root := flag.String("root", "", "root of the skirmish module (default: the module of the current directory)")
	jobs := flag.Int("jobs", 0, "how many packages to build at once (default: one per processor)")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "Usage: go run ./build/packager [-out DIR] [-targets LIST] [-root DIR] [-jobs N]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "packager: unexpected argument %q\n", flag.Arg(0))
		flag.Usage()
		os.Exit(2)
	}
	sel, err := selectTargets(*targets)
	if err != nil {
		fmt.Fprintf(os.Stderr, "packager: -targets: %v\n", err)
		os.Exit(2)
	}
	if *jobs < 0 {
		fmt.Fprintf(os.Stderr, "packager: -jobs %d: want 1 or more (0 for one per processor)\n", *jobs)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if _, err := run(ctx, config{Root: *root, Out: *out, Targets: sel, Jobs: *jobs}, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "packager: %v\n", err)
		os.Exit(1)
	}
}
