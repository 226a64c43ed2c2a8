//go:build !(linux || darwin || dragonfly || freebsd || netbsd || openbsd)

package cli

import "errors"

// mkfifo reports that this system has no named pipes in its file tree
// (Windows, the browser) or that Go's syscall package cannot make one.
func mkfifo(string) error { return errors.ErrUnsupported }
