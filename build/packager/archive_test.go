package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// testFiles is a small package for the archive tests, deliberately out of
// order.
var testFiles = []file{
	{Name: "top/sub/b.txt", Mode: 0o644, Data: []byte("b")},
	{Name: "top/run", Mode: 0o755, Data: []byte("#!/bin/sh\n")},
	{Name: "README.txt", Mode: 0o644, Data: []byte("read me")},
}

// TestArchivesReproducible writes each archive kind twice, from the files
// in two orders, and checks the bytes are the same and the listing sorted
// with the folders added.
func TestArchivesReproducible(t *testing.T) {
	reversed := []file{testFiles[2], testFiles[1], testFiles[0]}
	for _, kind := range []struct {
		ext   string
		write func(string, []file) error
	}{{".tar.gz", writeTarGz}, {".zip", writeZip}} {
		dir := t.TempDir()
		a, b := filepath.Join(dir, "a"+kind.ext), filepath.Join(dir, "b"+kind.ext)
		if err := kind.write(a, testFiles); err != nil {
			t.Fatal(err)
		}
		if err := kind.write(b, reversed); err != nil {
			t.Fatal(err)
		}
		da, _ := os.ReadFile(a)
		db, _ := os.ReadFile(b)
		if len(da) == 0 || !bytes.Equal(da, db) {
			t.Errorf("%s: two writes of the same files differ (%d and %d bytes)", kind.ext, len(da), len(db))
		}
		if leftovers, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(leftovers) > 0 {
			t.Errorf("%s: temporary files left: %v", kind.ext, leftovers)
		}
	}
	list, err := entries(testFiles)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range list {
		names = append(names, e.Name)
	}
	if got, want := strings.Join(names, " "), "README.txt top/ top/run top/sub/ top/sub/b.txt"; got != want {
		t.Errorf("entries: %s, want %s", got, want)
	}
}

// TestArchiveModesAndTime checks the modes and the fixed time inside both
// archive kinds, and that SOURCE_DATE_EPOCH sets the time.
func TestArchiveModesAndTime(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1700000000")
	dir := t.TempDir()
	tgz, zipName := filepath.Join(dir, "p.tar.gz"), filepath.Join(dir, "p.zip")
	if err := writeTarGz(tgz, testFiles); err != nil {
		t.Fatal(err)
	}
	if err := writeZip(zipName, testFiles); err != nil {
		t.Fatal(err)
	}
	want := time.Unix(1700000000, 0)
	files, _ := readTarGz(t, tgz)
	for name, mode := range map[string]int64{"top/": 0o755, "top/run": 0o755, "top/sub/b.txt": 0o644} {
		if h := files[name].Header; h == nil || h.Mode != mode || !h.ModTime.Equal(want) {
			t.Errorf("tar.gz: %s: header %+v, want mode %o and time %v", name, h, mode, want)
		}
	}
	data := readZip(t, zipName, []zipEntry{
		{"README.txt", 0o644},
		{"top/", os.ModeDir | 0o755},
		{"top/run", 0o755},
		{"top/sub/", os.ModeDir | 0o755},
		{"top/sub/b.txt", 0o644},
	})
	if string(data["top/run"]) != "#!/bin/sh\n" {
		t.Errorf("zip: top/run holds %q", data["top/run"])
	}
}

// TestArchiveRefusesBadNames checks that entries must be clean relative
// paths, each given once, and that a bad SOURCE_DATE_EPOCH is an error.
func TestArchiveRefusesBadNames(t *testing.T) {
	for _, name := range []string{"", "/abs", "../up", "a/../b", "a//b", "dir/"} {
		if _, err := entries([]file{{Name: name}}); err == nil {
			t.Errorf("entries accepted %q", name)
		}
	}
	if _, err := entries([]file{{Name: "a"}, {Name: "a"}}); err == nil {
		t.Error("entries accepted a name given twice")
	}
	t.Setenv("SOURCE_DATE_EPOCH", "yesterday")
	if err := writeZip(filepath.Join(t.TempDir(), "x.zip"), testFiles); err == nil || !strings.Contains(err.Error(), "SOURCE_DATE_EPOCH") {
		t.Errorf("a bad SOURCE_DATE_EPOCH gave %v", err)
	}
}
