package game

import (
	"fmt"
	"image"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/rulesets"
	"skirmish/ui"
)

// TestTVLayoutSetting: the TV layout is a setting saved like the others,
// off by default; the App draws it at the largest scale the window fits
// whatever the UI scale chosen, with body text of at least 24 px and small
// text of at least 20 px at 1280x720 (readable at 2-3 m), and a focus ring
// of at least 4 px, where the desk layout has 16 px, 13 px and 2 px.
func TestTVLayoutSetting(t *testing.T) {
	if DefaultSettings().TVLayout {
		t.Error("the TV layout is on by default")
	}
	path := filepath.Join(t.TempDir(), "settings.json")
	s := DefaultSettings()
	s.TVLayout = true
	if err := SaveSettings(path, s); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettings(path); err != nil || !got.TVLayout {
		t.Fatalf("the TV layout saved on reads back as %v (%v)", got.TVLayout, err)
	}

	for _, c := range []struct {
		size        image.Point
		tv          bool
		body, small float64 // the least sizes, in pixels
		ring        int
	}{
		{image.Pt(1280, 720), false, 16, 13, 2},
		{image.Pt(1280, 720), true, 24, 20, 4},
		{image.Pt(1920, 1080), true, 36, 30, 8},
	} {
		a := NewApp(Options{Kinds: rulesets.All, Fixed: c.size, NoSettings: true, NoSound: true, NoAutosave: true, DataDir: t.TempDir()})
		a.Settings.TVLayout = c.tv
		a.w, a.h = c.size.X, c.size.Y
		a.ensureBuilt(true)
		th := a.Theme()
		name := fmt.Sprintf("%dx%d TV %v", c.size.X, c.size.Y, c.tv)
		if th.TV != c.tv {
			t.Errorf("%s: the theme's TV is %v", name, th.TV)
		}
		if got := faceSize(th.Body); got < c.body {
			t.Errorf("%s: body text %.1f px, want at least %.0f", name, got, c.body)
		}
		if got := faceSize(th.Small); got < c.small {
			t.Errorf("%s: small text %.1f px, want at least %.0f", name, got, c.small)
		}
		if got := th.FocusRing(); got < c.ring {
			t.Errorf("%s: focus ring %d px, want at least %d", name, got, c.ring)
		}
		if !c.tv && faceSize(th.Body) > 16.5 {
			t.Errorf("%s: body text %.1f px at 100 %%: the desk layout changed", name, faceSize(th.Body))
		}
	}
}

// faceSize returns the size of a face made by render.Face, in pixels.
func faceSize(f text.Face) float64 {
	if g, ok := f.(*text.GoTextFace); ok {
		return g.Size
	}
	return 0
}

// TestFocusRingIsThick: the focus ring of the TV layout is at least 4 px
// at every scale; the desk layout's is thinner.
func TestFocusRingIsThick(t *testing.T) {
	tv := ui.NewTVTheme(1, nil, false)
	desk := ui.NewTheme(1, nil, false)
	if tv.FocusRing() < 4 || desk.FocusRing() >= 4 {
		t.Fatalf("focus rings: TV %d px, desk %d px", tv.FocusRing(), desk.FocusRing())
	}
	if ui.NewTVTheme(0.75, nil, false).FocusRing() < 4 {
		t.Error("the TV ring is thinner than 4 px at 75 %")
	}
}
