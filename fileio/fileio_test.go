package fileio

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func TestReadLimited(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.txt")
	os.WriteFile(small, []byte("hello"), 0o644)
	big := filepath.Join(dir, "big.bin")
	f, _ := os.Create(big)
	f.Truncate(100 << 20) // sparse: 100 MiB without writing them
	f.Close()

	if data, err := ReadLimited("level file", small, 5); err != nil || string(data) != "hello" {
		t.Fatalf("small file: %q, %v", data, err)
	}
	cases := []struct{ path, want string }{
		{small + "x", "level file " + small + "x: no such file"},
		{dir, "is a folder"},
		{big, "is 100 MiB; the limit is 1 MiB"},
	}
	for _, c := range cases {
		_, err := ReadLimited("level file", c.path, 1<<20)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.path, err, c.want)
		}
	}
	if _, err := ReadLimited("x", small+"x", 5); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file's error %v does not wrap fs.ErrNotExist", err)
	}
	if _, err := ReadLimited("level file", small, 4); err == nil || !strings.Contains(err.Error(), "5 bytes; the limit is 4 bytes") {
		t.Errorf("one byte over: %v", err)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		_, err := ReadLimited("replay file", "/dev/zero", 1<<20)
		var nr *NotRegularError
		if !errors.As(err, &nr) || !strings.Contains(err.Error(), "replay file /dev/zero is a device, not a regular file") {
			t.Errorf("/dev/zero: %v", err)
		}
	}
}

func TestReadFSLimited(t *testing.T) {
	fsys := fstest.MapFS{"a.json": {Data: []byte("12345678")}, "d/b": {Data: nil}}
	if _, err := ReadFSLimited(fsys, "dropped file", "a.json", 7); err == nil || !strings.Contains(err.Error(), "dropped file a.json is 8 bytes") {
		t.Errorf("over the limit: %v", err)
	}
	if data, err := ReadFSLimited(fsys, "dropped file", "a.json", 8); err != nil || len(data) != 8 {
		t.Errorf("at the limit: %q %v", data, err)
	}
	if _, err := ReadFSLimited(fsys, "dropped file", "d", 8); err == nil || !strings.Contains(err.Error(), "folder") {
		t.Errorf("folder: %v", err)
	}
}

func TestByteSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0 bytes", 1023: "1023 bytes", 1024: "1 KiB", 1536: "1.5 KiB", 100 << 20: "100 MiB", 3 << 30: "3 GiB"} {
		if got := ByteSize(n); got != want {
			t.Errorf("ByteSize(%d) = %q, want %q", n, got, want)
		}
	}
}
