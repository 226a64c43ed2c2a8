//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package fileio

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"skirmish/internal/testclock"
)

// noWriter is how long a test waits for a read of a named pipe that has
// no writer: opening one for reading the ordinary way waits for ever.
const noWriter = 5 * time.Second

// within runs read on another goroutine and fails the test if it has not
// returned after noWriter.
func within(t *testing.T, read func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- read() }()
	select {
	case err := <-done:
		return err
	case <-time.After(testclock.Limit(noWriter)):
		t.Fatalf("still waiting after %v on a named pipe with no writer", testclock.Limit(noWriter))
		return nil
	}
}

// TestReadNamedPipe reads a named pipe no one writes to, every way the
// game reads files: each is refused at once, naming the file.
func TestReadNamedPipe(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	want := "replay file " + fifo + " is a named pipe, not a regular file"
	check := func(name string, err error) {
		t.Helper()
		var nr *NotRegularError
		if !errors.As(err, &nr) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", name, err, want)
		}
	}
	check("ReadLimited", within(t, func() error {
		_, err := ReadLimited("replay file", fifo, 1<<20)
		return err
	}))
	// The path was a regular file when looked at and is a pipe when
	// opened: the look at what was opened refuses it.
	check("opened", within(t, func() error {
		f, err := openNoWait(fifo)
		if err != nil {
			return err
		}
		defer f.Close()
		_, err = readOpen(f, "replay file", fifo, 1<<20)
		return err
	}))

	// A dropped file: os.DirFS has Stat; onlyOpen has Open alone, so the
	// folder's listing says what the file is.
	want = "dropped file pipe.json is a named pipe, not a regular file"
	for name, fsys := range map[string]fs.FS{"DirFS": os.DirFS(dir), "Open only": onlyOpen{os.DirFS(dir)}} {
		check(name, within(t, func() error {
			_, err := ReadFSLimited(fsys, "dropped file", "pipe.json", 1<<20)
			return err
		}))
	}
}

// onlyOpen hides every method of an fs.FS but Open.
type onlyOpen struct{ fsys fs.FS }

func (o onlyOpen) Open(name string) (fs.File, error) { return o.fsys.Open(name) }
