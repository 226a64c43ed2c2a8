package assets

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
)

// Set is a folder of icons: the PNG files NAME.png (white shapes on a
// transparent background, 128x128, drawn by build/assetgen from the list
// icons.txt beside the folder) in the folder "icons" of a file system,
// usually an embed.FS. The interface's own icons are one Set (this
// package's); each ruleset's render package embeds its own and registers
// it (Register). A Set is safe for concurrent use.
type Set struct {
	fsys  fs.FS
	names []string // sorted

	mu    sync.Mutex
	cache map[string]image.Image
}

// NewSet returns the icons in the folder "icons" of fsys. It fails when
// the folder cannot be read or holds no PNG file.
func NewSet(fsys fs.FS) (*Set, error) {
	entries, err := fs.ReadDir(fsys, "icons")
	if err != nil {
		return nil, fmt.Errorf("icon set: %w", err)
	}
	s := &Set{fsys: fsys, cache: map[string]image.Image{}}
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".png"); ok && !e.IsDir() {
			s.names = append(s.names, name)
		}
	}
	if len(s.names) == 0 {
		return nil, fmt.Errorf("icon set: no PNG file in the folder icons")
	}
	slices.Sort(s.names)
	return s, nil
}

// MustSet is NewSet for a set embedded in the binary, where a missing
// folder is a build mistake: it panics on an error.
func MustSet(fsys fs.FS) *Set {
	s, err := NewSet(fsys)
	if err != nil {
		panic(err)
	}
	return s
}

// Icon returns the named icon, decoded once and cached, or nil when the
// set has no such icon (or its file does not decode).
func (s *Set) Icon(name string) image.Image {
	if s == nil || !s.Has(name) {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if img, ok := s.cache[name]; ok {
		return img
	}
	data, err := fs.ReadFile(s.fsys, path.Join("icons", name+".png"))
	if err != nil {
		return nil
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil
	}
	s.cache[name] = img
	return img
}

// Has reports whether the set holds the named icon.
func (s *Set) Has(name string) bool {
	if s == nil {
		return false
	}
	_, ok := slices.BinarySearch(s.names, name)
	return ok
}

// Names lists the set's icon names, sorted. The caller may modify the
// returned slice.
func (s *Set) Names() []string {
	if s == nil {
		return nil
	}
	return slices.Clone(s.names)
}

// File returns the bytes of the named icon's PNG file.
func (s *Set) File(name string) ([]byte, error) {
	if !s.Has(name) {
		return nil, fmt.Errorf("no icon %q", name)
	}
	return fs.ReadFile(s.fsys, path.Join("icons", name+".png"))
}
