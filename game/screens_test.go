package game_test

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/rulesets"
	"skirmish/internal/gameloop"
)

func TestTitleScreenPixels(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriverSized(t, rulesets.All, image.Pt(1280, 720))
	img := gametest.Frame(t, d.App, "title")
	play := gametest.FindButton(d.App.Scene().UI(), nil, "Play")
	if play == nil {
		t.Fatal("no Play button")
	}
	r := play.GetWidget().Rect
	// The Play button is the default: it has the focus, the one highlight.
	if n := gametest.CountNear(img, r, color.RGBA{0x57, 0x4A, 0x3A, 0xFF}, 24); n < r.Dx()*r.Dy()/3 {
		t.Errorf("the Play button has %d of %d pixels of its colour", n, r.Dx()*r.Dy())
	}
	// The title is written in the accent colour above the buttons.
	above := image.Rect(r.Min.X, r.Min.Y-r.Dy()*4, r.Max.X, r.Min.Y)
	if n := gametest.CountNear(img, above, d.App.Theme().Accent, 30); n < 800 {
		t.Errorf("%d accent pixels for the title above the buttons", n)
	}
}

// TestSettingsChangeIsSaved changes the UI scale with the keyboard on the
// settings screen and finds it in the settings file.
func TestSettingsChangeIsSaved(t *testing.T) {
	gameloop.NeedWindow(t)
	path := filepath.Join(t.TempDir(), "skirmish", "settings.json")
	src := input.NewScript()
	a := game.NewApp(game.Options{Kinds: rulesets.All, Source: src, Fixed: image.Pt(1280, 720), SettingsPath: path, NoSound: true, DataDir: t.TempDir()})
	a.SetScene(game.NewSettingsScene(game.NewTitle()))
	d := &gametest.Driver{T: t, Src: src, App: a, Screen: ebiten.NewImage(1280, 720)}
	d.TicksN(2)
	// The first row (Fullscreen) has the focus; Down moves it to UI scale.
	d.Key(ebiten.KeyArrowDown)
	d.Key(ebiten.KeyArrowRight)
	if a.Settings.UIScale != 125 {
		t.Fatalf("UI scale %d after Right on its row, want 125", a.Settings.UIScale)
	}
	got, err := game.LoadSettings(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.UIScale != 125 {
		t.Fatalf("the file says UI scale %d, want 125", got.UIScale)
	}
	if a.Theme().Scale != 1.25 {
		t.Errorf("the theme was not rebuilt at 125 %%: scale %v", a.Theme().Scale)
	}
}
