package cli

import (
	"fmt"
	"runtime"

	"skirmish/version"
)

// runVersion prints the program's version and the Go toolchain and platform
// it was built with, e.g. "skirmish 0.4.0 (go1.26.8 linux/amd64)".
func runVersion(args []string, e *env) error {
	fs := newFlags("version", e)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "skirmish %s (%s %s/%s)\n", version.Version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return nil
}
