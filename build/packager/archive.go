package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// file is one regular file in a package archive.
type file struct {
	Name string      // Name is the slash-separated path inside the archive.
	Mode fs.FileMode // Mode holds the permission bits, e.g. 0o755 for an executable.
	Data []byte
}

// entry is one archive member: a file, or a directory when dir is set
// (its name then ends in a slash).
type entry struct {
	file
	dir bool
}

// deflateLevel is how hard the archives are compressed: flate's default
// level. On the 20 MB executable the best level takes about three times as
// long (ten seconds a package on a busy two-core machine) to make the
// packages 0.3% smaller.
const deflateLevel = flate.DefaultCompression

// defaultModTime is the modification time of every archive entry when
// SOURCE_DATE_EPOCH is not set: a fixed instant, so that the same sources
// give the same bytes.
var defaultModTime = time.Date(2025, time.January, 1, 0, 0, 0, 0, time.UTC)

// modTime returns the modification time for archive entries: the time in
// SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds
// convention) when set, else defaultModTime.
func modTime() (time.Time, error) {
	s := os.Getenv("SOURCE_DATE_EPOCH")
	if s == "" {
		return defaultModTime, nil
	}
	sec, err := strconv.ParseInt(s, 10, 64)
	if err != nil || sec < 315532800 { // zip cannot store times before 1980
		return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH=%q: want seconds since 1970, from 1980 on", s)
	}
	return time.Unix(sec, 0).UTC(), nil
}

// entries returns files with a directory entry (mode 0755) for every
// folder they are in, sorted by name, so that an archive lists parents
// before their contents and the order does not depend on the caller.
func entries(files []file) ([]entry, error) {
	seen := map[string]bool{}
	var out []entry
	for _, f := range files {
		if f.Name == "" || path.IsAbs(f.Name) || path.Clean(f.Name) != f.Name || strings.HasPrefix(f.Name, "../") {
			return nil, fmt.Errorf("archive entry %q: not a clean relative path", f.Name)
		}
		if seen[f.Name] {
			return nil, fmt.Errorf("archive entry %q: given twice", f.Name)
		}
		seen[f.Name] = true
		out = append(out, entry{file: f})
		for dir := path.Dir(f.Name); dir != "."; dir = path.Dir(dir) {
			if !seen[dir+"/"] {
				seen[dir+"/"] = true
				out = append(out, entry{file: file{Name: dir + "/", Mode: 0o755}, dir: true})
			}
		}
	}
	slices.SortFunc(out, func(a, b entry) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

// writeTarGz writes files, with their folders, as a gzip-compressed tar
// archive to name: entries sorted, owned by root (uid and gid 0, no owner
// names), with the given modes and modTime.
func writeTarGz(name string, files []file) error {
	return writeAtomically(name, func(w io.Writer) error {
		list, err := entries(files)
		if err != nil {
			return err
		}
		mtime, err := modTime()
		if err != nil {
			return err
		}
		gz, err := gzip.NewWriterLevel(w, deflateLevel)
		if err != nil {
			return err
		}
		tw := tar.NewWriter(gz)
		for _, e := range list {
			h := &tar.Header{
				Name:    e.Name,
				Mode:    int64(e.Mode.Perm()),
				ModTime: mtime,
				Format:  tar.FormatUSTAR,
			}
			if e.dir {
				h.Typeflag = tar.TypeDir
			} else {
				h.Typeflag = tar.TypeReg
				h.Size = int64(len(e.Data))
			}
			if err := tw.WriteHeader(h); err != nil {
				return fmt.Errorf("%s: %w", e.Name, err)
			}
			if _, err := tw.Write(e.Data); err != nil {
				return fmt.Errorf("%s: %w", e.Name, err)
			}
		}
		if err := tw.Close(); err != nil {
			return err
		}
		return gz.Close()
	})
}

// writeZip writes files, with their folders, as a zip archive to name:
// entries sorted, deflated at deflateLevel, with Unix modes in the
// external attributes (so unzip and macOS keep the executable bit) and
// modTime.
func writeZip(name string, files []file) error {
	return writeAtomically(name, func(w io.Writer) error {
		list, err := entries(files)
		if err != nil {
			return err
		}
		mtime, err := modTime()
		if err != nil {
			return err
		}
		zw := zip.NewWriter(w)
		zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) {
			return flate.NewWriter(w, deflateLevel)
		})
		for _, e := range list {
			h := &zip.FileHeader{Name: e.Name, Method: zip.Deflate, Modified: mtime}
			if e.dir {
				h.Method = zip.Store
				h.SetMode(fs.ModeDir | e.Mode.Perm())
			} else {
				h.SetMode(e.Mode.Perm())
			}
			fw, err := zw.CreateHeader(h)
			if err != nil {
				return fmt.Errorf("%s: %w", e.Name, err)
			}
			if _, err := io.Copy(fw, bytes.NewReader(e.Data)); err != nil {
				return fmt.Errorf("%s: %w", e.Name, err)
			}
		}
		return zw.Close()
	})
}

// writeAtomically writes a file through write into name's directory under
// a temporary name and renames it to name when complete, so that a failed
// run never leaves a truncated package behind. The file gets mode 0644.
func writeAtomically(name string, write func(io.Writer) error) error {
	f, err := os.CreateTemp(filepath.Dir(name), ".packager-*.tmp")
	if err != nil {
		return fmt.Errorf("writing %s: %w", name, err)
	}
	tmp := f.Name()
	defer os.Remove(tmp) // fails harmlessly after the rename
	if err := write(f); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", name, err)
	}
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", name, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", name, err)
	}
	if err := os.Rename(tmp, name); err != nil {
		return fmt.Errorf("writing %s: %w", name, err)
	}
	return nil
}
