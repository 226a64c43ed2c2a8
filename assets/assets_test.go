package assets

import (
	"sync"
	"testing"
)

// TestIconsDecode checks that every named icon decodes to a 128x128 image of
// white shapes on a transparent background.
func TestIconsDecode(t *testing.T) {
	checkSetDecodes(t, Interface())
}

// checkSetDecodes checks that every icon of s decodes to a 128x128 image of
// white shapes on a transparent background.
func checkSetDecodes(t *testing.T, s *Set) {
	t.Helper()
	names := s.Names()
	if len(names) == 0 {
		t.Fatal("the set has no icons")
	}
	for _, name := range names {
		img := s.Icon(name)
		if img == nil {
			t.Errorf("Icon(%q) = nil", name)
			continue
		}
		b := img.Bounds()
		if b.Dx() != 128 || b.Dy() != 128 {
			t.Errorf("icon %q is %dx%d, want 128x128", name, b.Dx(), b.Dy())
			continue
		}
		var opaque, transparent int
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bl, a := img.At(x, y).RGBA()
				switch {
				case a == 0:
					transparent++
					continue
				case a == 0xFFFF:
					opaque++
				}
				// Premultiplied white has every channel equal to alpha.
				if r != a || g != a || bl != a {
					t.Errorf("icon %q: pixel (%d,%d) is not white: rgba %04x %04x %04x %04x", name, x, y, r, g, bl, a)
					break
				}
			}
		}
		if opaque == 0 || transparent == 0 {
			t.Errorf("icon %q: %d opaque and %d transparent pixels, want some of each", name, opaque, transparent)
		}
	}
}

// TestIconCached checks that Icon returns the same image on every call.
func TestIconCached(t *testing.T) {
	name := Names()[0]
	if a, b := Icon(name), Icon(name); a != b {
		t.Errorf("Icon(%q) decoded twice", name)
	}
}

// TestIconUnknown checks that an unknown name gives nil.
func TestIconUnknown(t *testing.T) {
	for _, name := range []string{"", "no-such-icon", "../assets", "logo.png"} {
		if img := Icon(name); img != nil {
			t.Errorf("Icon(%q) = %v, want nil", name, img.Bounds())
		}
	}
}

// TestIconsDistinct checks that no two icons have the same file contents
// and that every PNG file is named in Names.
func TestIconsDistinct(t *testing.T) {
	seen := map[string]string{}
	for _, name := range Names() {
		data, err := iconFS.ReadFile("icons/" + name + ".png")
		if err != nil {
			t.Errorf("icon %q: %v", name, err)
			continue
		}
		if other, ok := seen[string(data)]; ok {
			t.Errorf("icons %q and %q are byte-identical", other, name)
		}
		seen[string(data)] = name
	}
	entries, err := iconFS.ReadDir("icons")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(Names()) {
		t.Errorf("%d embedded PNG files, %d names", len(entries), len(Names()))
	}
}

// TestNamesCopy checks that changing the slice from Names does not change
// the list.
func TestNamesCopy(t *testing.T) {
	a := Names()
	a[0] = "changed"
	if Names()[0] == "changed" {
		t.Error("Names returns its internal slice")
	}
}

// TestIconConcurrent calls Icon from several goroutines; run with -race.
func TestIconConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, name := range Names() {
				if Icon(name) == nil {
					t.Errorf("Icon(%q) = nil", name)
				}
			}
		}()
	}
	wg.Wait()
}

// TestNamesUnique checks that Names has no duplicates.
func TestNamesUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, name := range Names() {
		if seen[name] {
			t.Errorf("name %q listed twice", name)
		}
		seen[name] = true
	}
}
