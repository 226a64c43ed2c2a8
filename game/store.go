package game

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"skirmish/fileio"
	"skirmish/game/session"
)

// Store keeps what a player makes: the settings, the running game, saved
// replays. On the desktop it is a folder (the user's configuration folder);
// in the browser, localStorage. Names are slash-separated, e.g.
// "settings.json" or "replays/first-blood-2026-11-22.json".
type Store interface {
	// Read returns the named file; a missing one gives an error that
	// errors.Is(err, fs.ErrNotExist) recognises.
	Read(name string) ([]byte, error)
	// Write replaces the named file atomically: afterwards it holds the old
	// content or the new, never a mix, even if the program dies midway.
	Write(name string, data []byte) error
	// SetAside renames a damaged file to name.damaged-N (N the first free
	// number) so that it is kept and never overwritten; it returns the new
	// name.
	SetAside(name string) (string, error)
	// List returns the names of the files in the folder prefix (e.g.
	// "replays/"), sorted, newest first when the store knows times.
	List(prefix string) ([]string, error)
	// Where says where a file is, for messages: a path, or "browser storage".
	Where(name string) string
}

// DirStore is a Store in a folder of the file system.
type DirStore struct{ Dir string }

// NewDirStore returns the store kept in dir (created when first written).
func NewDirStore(dir string) *DirStore { return &DirStore{Dir: dir} }

func (s *DirStore) path(name string) string { return filepath.Join(s.Dir, filepath.FromSlash(name)) }

// Read implements Store. Every file the game keeps (saves, replays,
// settings) is at most session.MaxReplayBytes; a larger one is refused unread.
func (s *DirStore) Read(name string) ([]byte, error) {
	return fileio.ReadLimited("file", s.path(name), session.MaxReplayBytes)
}

// Write implements Store with WriteFileAtomic (temporary file, fsync,
// rename), creating the folders it needs.
func (s *DirStore) Write(name string, data []byte) error {
	p := s.path(name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return WriteFileAtomic(p, data)
}

// SetAside implements Store.
func (s *DirStore) SetAside(name string) (string, error) {
	p, err := setAside(s.path(name))
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(s.Dir, p)
	if err != nil {
		return p, nil
	}
	return filepath.ToSlash(rel), nil
}

// List implements Store: newest first, then by name.
func (s *DirStore) List(prefix string) ([]string, error) {
	dir := s.path(strings.TrimSuffix(prefix, "/"))
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	type file struct {
		name string
		mod  int64
	}
	var files []file
	for _, e := range entries {
		if e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		files = append(files, file{e.Name(), info.ModTime().UnixNano()})
	}
	sort.Slice(files, func(i, j int) bool {
		if files[i].mod != files[j].mod {
			return files[i].mod > files[j].mod
		}
		return files[i].name < files[j].name
	})
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = strings.TrimSuffix(prefix, "/") + "/" + f.name
	}
	return out, nil
}

// Where implements Store.
func (s *DirStore) Where(name string) string { return s.path(name) }

// storeError names the file of a store in an error.
func storeError(s Store, name string, err error) error {
	return fmt.Errorf("%s: %w", s.Where(name), err)
}
