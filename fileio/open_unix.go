//go:build unix

package fileio

import (
	"os"
	"syscall"
)

// openNoWait opens path for reading without waiting: opening a named pipe
// for reading would otherwise block until a writer opens it. O_NONBLOCK
// changes nothing for the regular files read after the mode is checked.
func openNoWait(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
