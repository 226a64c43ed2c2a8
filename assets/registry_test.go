package assets

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"testing/fstest"
)

// testSet returns a set of the given icons, each a 128x128 PNG with one
// white square at a place of its own, so that two icons differ.
func testSet(t *testing.T, names ...string) *Set {
	t.Helper()
	files := fstest.MapFS{}
	for i, name := range names {
		img := image.NewNRGBA(image.Rect(0, 0, 128, 128))
		for y := 0; y < 8; y++ {
			for x := 8 * i; x < 8*i+8; x++ {
				img.Set(x, y, color.White)
			}
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		files["icons/"+name+".png"] = &fstest.MapFile{Data: buf.Bytes()}
	}
	s, err := NewSet(files)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestSetNames checks that a set lists its PNGs, sorted, and finds each.
func TestSetNames(t *testing.T) {
	s := testSet(t, "wolf", "axe")
	if got := s.Names(); !slices.Equal(got, []string{"axe", "wolf"}) {
		t.Errorf("Names = %v, want [axe wolf]", got)
	}
	if s.Icon("axe") == nil || s.Icon("wolf") == nil || s.Icon("bear") != nil || s.Icon("") != nil {
		t.Error("the set does not find exactly its icons")
	}
	if _, err := NewSet(fstest.MapFS{"icons/readme.txt": &fstest.MapFile{Data: []byte("x")}}); err == nil {
		t.Error("NewSet accepted a folder with no PNG")
	}
	if _, err := NewSet(fstest.MapFS{}); err == nil {
		t.Error("NewSet accepted a file system with no folder icons")
	}
}

// TestIconLooksInRegisteredSets checks the shared loader: the interface's
// icon first, then the registered sets by id, nil for a name none has; and
// that an id is registered once.
func TestIconLooksInRegisteredSets(t *testing.T) {
	ui0 := Names()[0]
	zeta := testSet(t, "only-in-zeta", "in-both", ui0)
	alpha := testSet(t, "in-both", "filler")
	Register("test-zeta", zeta)
	Register("test-alpha", alpha)
	if got := Icon("only-in-zeta"); got == nil || got != zeta.Icon("only-in-zeta") {
		t.Error("Icon does not find a registered set's icon")
	}
	if got := Icon("in-both"); got != alpha.Icon("in-both") {
		t.Error("Icon does not take the first registered set by id")
	}
	if got := Icon(ui0); got != Interface().Icon(ui0) {
		t.Errorf("Icon(%q) is not the interface's own", ui0)
	}
	if Icon("in-no-set") != nil {
		t.Error("Icon found a name no set has")
	}
	if Registered("test-alpha") != alpha || !slices.Contains(RegisteredIDs(), "test-zeta") {
		t.Error("Registered or RegisteredIDs does not report the sets")
	}
	defer func() {
		if recover() == nil {
			t.Error("Register accepted an id twice")
		}
	}()
	Register("test-alpha", zeta)
}

// TestRulesetSetsDecode checks every ruleset's icons (render/*/icons) as
// the interface's are checked: each decodes to white on transparent,
// 128x128, and no two of a set are the same file.
func TestRulesetSetsDecode(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "render", "*", "icons"))
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Fatal("no ruleset has icons in render/*/icons")
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(filepath.Dir(dir)), func(t *testing.T) {
			s, err := NewSet(os.DirFS(filepath.Dir(dir)))
			if err != nil {
				t.Fatal(err)
			}
			checkSetDecodes(t, s)
			seen := map[string]string{}
			for _, name := range s.Names() {
				data, err := s.File(name)
				if err != nil {
					t.Fatal(err)
				}
				if other, ok := seen[string(data)]; ok {
					t.Errorf("icons %q and %q are byte-identical", other, name)
				}
				seen[string(data)] = name
			}
		})
	}
}
