package main

import (
	"archive/zip"
	"io"
	"io/fs"
	"strings"
	"testing"
)

// zipEntry is what a test checks of one zip member.
type zipEntry struct {
	Name string
	Mode fs.FileMode // Mode is the full mode, fs.ModeDir included for a folder.
}

// readZip opens a package zip, checks that it lists exactly want in that
// order, each with its mode, a Unix mode in the external attributes and
// the archives' fixed time, and returns the files' contents by name.
func readZip(t *testing.T, name string, want []zipEntry) map[string][]byte {
	t.Helper()
	zr, err := zip.OpenReader(name)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	mtime, err := modTime()
	if err != nil {
		t.Fatal(err)
	}
	var got, wantNames []string
	for _, w := range want {
		wantNames = append(wantNames, w.Name)
	}
	data := map[string][]byte{}
	for i, f := range zr.File {
		got = append(got, f.Name)
		if i < len(want) && want[i].Name == f.Name {
			if f.Mode() != want[i].Mode {
				t.Errorf("%s: mode %v, want %v", f.Name, f.Mode(), want[i].Mode)
			}
			const unix = 3
			if f.CreatorVersion>>8 != unix || fs.FileMode(f.ExternalAttrs>>16).Perm() != want[i].Mode.Perm() {
				t.Errorf("%s: creator %d and external attributes %#x, want Unix (3) and mode %o", f.Name, f.CreatorVersion>>8, f.ExternalAttrs, want[i].Mode.Perm())
			}
		}
		if !f.Modified.Equal(mtime) {
			t.Errorf("%s: modified %v, want %v", f.Name, f.Modified, mtime)
		}
		if f.Mode().IsDir() {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		data[f.Name] = b
	}
	if strings.Join(got, " ") != strings.Join(wantNames, " ") {
		t.Errorf("%s lists\n%q, want\n%q", name, got, wantNames)
	}
	return data
}
