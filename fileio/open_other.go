//go:build !unix

package fileio

import "os"

// openNoWait opens path for reading. Systems other than Unix have no named
// pipes in the file tree to wait on (Windows keeps its pipes apart, under
// \\.\pipe\), so a plain open will do; the mode was checked before.
func openNoWait(path string) (*os.File, error) {
	return os.Open(path)
}
