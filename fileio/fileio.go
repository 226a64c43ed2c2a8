// Package fileio reads the files players and command lines hand the game
// (levels, replays, saves, settings) with a size limit, so that a huge
// file, a pipe or a device such as /dev/zero is refused with a message
// rather than read whole.
package fileio

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// TooLargeError is the error of a file over its limit.
type TooLargeError struct {
	What, Name string
	Size       int64 // the file's size, or -1 when only known to be over Limit
	Limit      int64
}

func (e *TooLargeError) Error() string {
	if e.Size < 0 {
		return fmt.Sprintf("%s %s is larger than %s, the limit", e.What, e.Name, ByteSize(e.Limit))
	}
	return fmt.Sprintf("%s %s is %s; the limit is %s", e.What, e.Name, ByteSize(e.Size), ByteSize(e.Limit))
}

// ReadLimited reads the file at path, which what describes ("level file",
// "replay file"), refusing folders and anything larger than limit bytes.
// Its errors name what and path and read as sentences.
func ReadLimited(what, path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, PathError(what, path, err)
	}
	defer f.Close()
	return readOpen(f, what, path, limit)
}

// ReadFSLimited is ReadLimited for a file of fsys (a dropped file, say).
func ReadFSLimited(fsys fs.FS, what, name string, limit int64) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, PathError(what, name, err)
	}
	defer f.Close()
	return readOpen(f, what, name, limit)
}

// readOpen reads an open file through a limit, so that a file that grows,
// a pipe or a device is refused too, after limit+1 bytes.
func readOpen(f fs.File, what, name string, limit int64) ([]byte, error) {
	info, err := f.Stat()
	if err != nil {
		return nil, PathError(what, name, err)
	}
	if info.IsDir() {
		return nil, fmt.Errorf("%s %s is a folder, not a file", what, name)
	}
	if info.Mode().IsRegular() && info.Size() > limit {
		return nil, &TooLargeError{What: what, Name: name, Size: info.Size(), Limit: limit}
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, PathError(what, name, err)
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{What: what, Name: name, Size: -1, Limit: limit}
	}
	return data, nil
}

// PathError rewords the errors of opening a file so that they name what
// and the file and read as sentences. It keeps the error it wraps, so
// errors.Is(err, fs.ErrNotExist) still holds.
func PathError(what, path string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s %s: no such file (%w)", what, path, fs.ErrNotExist)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%s %s: permission denied (%w)", what, path, fs.ErrPermission)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s %s: %w", what, path, pe.Err)
	}
	return fmt.Errorf("%s %s: %w", what, path, err)
}

// ByteSize writes a size for people: "512 bytes", "1.5 KiB", "100 MiB".
func ByteSize(n int64) string {
	unit, div := "", int64(1)
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d bytes", n)
	case n < 1<<20:
		unit, div = "KiB", 1<<10
	case n < 1<<30:
		unit, div = "MiB", 1<<20
	default:
		unit, div = "GiB", 1<<30
	}
	tenths := (n*10 + div/2) / div
	s := fmt.Sprintf("%d.%d", tenths/10, tenths%10)
	return strings.TrimSuffix(s, ".0") + " " + unit
}
