// Package fileio reads the files players and command lines hand the game
// (levels, replays, saves, settings) with a size limit, so that a huge
// file is refused with a message rather than read whole, and refuses
// whatever is not a regular file (a folder, a named pipe, a device such as
// /dev/zero, a socket) without waiting on it.
package fileio

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
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

// NotRegularError is the error of a path that is neither a regular file
// nor a folder: a named pipe, a device, a socket. Reading one could wait
// for ever (a named pipe with no writer, a terminal) or never end
// (/dev/zero), so it is refused before it is read.
type NotRegularError struct {
	What, Name string
	Mode       fs.FileMode
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s %s is %s, not a regular file", e.What, e.Name, kind(e.Mode))
}

// kind names the type of a file that is not regular, for messages.
func kind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0, m&fs.ModeCharDevice != 0:
		return "a device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "a special file"
}

// checkMode refuses a folder and anything else that is not a regular file.
func checkMode(what, name string, info fs.FileInfo) error {
	switch {
	case info.IsDir():
		return fmt.Errorf("%s %s is a folder, not a file", what, name)
	case !info.Mode().IsRegular():
		return &NotRegularError{What: what, Name: name, Mode: info.Mode()}
	}
	return nil
}

// ReadLimited reads the file at path, which what describes ("level file",
// "replay file"), refusing folders, anything that is not a regular file
// and anything larger than limit bytes. Its errors name what and path and
// read as sentences.
//
// It never waits on a named pipe: it looks at the path before opening it,
// opens it without waiting for a writer where the system allows
// (O_NONBLOCK), and looks again at what it opened, in case the path was
// replaced in between.
func ReadLimited(what, path string, limit int64) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, PathError(what, path, err)
	}
	if err := checkMode(what, path, info); err != nil {
		return nil, err
	}
	f, err := openNoWait(path)
	if err != nil {
		return nil, PathError(what, path, err)
	}
	defer f.Close()
	return readOpen(f, what, path, limit)
}

// ReadFSLimited is ReadLimited for a file of fsys (a dropped file, say).
// It looks at the file through fsys.Stat or its folder's listing before
// opening it, so that a named pipe is refused without waiting on it.
func ReadFSLimited(fsys fs.FS, what, name string, limit int64) ([]byte, error) {
	if info, ok := statFS(fsys, name); ok {
		if err := checkMode(what, name, info); err != nil {
			return nil, err
		}
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, PathError(what, name, err)
	}
	defer f.Close()
	return readOpen(f, what, name, limit)
}

// statFS describes the file name of fsys without opening it: through
// fs.StatFS when fsys has it, otherwise through the listing of its folder
// (opening a folder never waits). It reports false when neither says.
func statFS(fsys fs.FS, name string) (fs.FileInfo, bool) {
	if sfs, ok := fsys.(fs.StatFS); ok {
		info, err := sfs.Stat(name)
		return info, err == nil
	}
	if !fs.ValidPath(name) || name == "." {
		return nil, false
	}
	entries, err := fs.ReadDir(fsys, path.Dir(name))
	if err != nil {
		return nil, false
	}
	base := path.Base(name)
	for _, e := range entries {
		if e.Name() == base {
			info, err := e.Info()
			return info, err == nil
		}
	}
	return nil, false
}

// readOpen reads an open file through a limit, so that a file that grows
// while it is read is refused too, after limit+1 bytes.
func readOpen(f fs.File, what, name string, limit int64) ([]byte, error) {
	info, err := f.Stat()
	if err != nil {
		return nil, PathError(what, name, err)
	}
	if err := checkMode(what, name, info); err != nil {
		return nil, err
	}
	if info.Size() > limit {
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
