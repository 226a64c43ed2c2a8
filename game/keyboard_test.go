package game_test

import (
	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/rulesets"
	"skirmish/internal/gameloop"
	"skirmish/ui"
)

// focusedLabel returns the label of the focused button of the scene shown.
func focusedLabel(d *gametest.Driver) string {
	if b, ok := d.App.Scene().UI().GetFocusedWidget().(*widget.Button); ok && b.Text() != nil {
		return b.Text().Label
	}
	return ""
}

// TestFirstEnterPressesTheHighlight checks that each menu opens with its
// default button focused (the one highlight), so that the first Enter on
// the title starts a setup, and the first on the setup starts the game.
func TestFirstEnterPressesTheHighlight(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, rulesets.All, 7)
	d.Settle()
	if got := focusedLabel(d); got != "Play" {
		t.Fatalf("the title opens with %q focused, want Play", got)
	}
	d.Key(ebiten.KeyEnter)
	d.TicksN(2)
	if _, ok := d.App.Scene().(*game.SetupScene); !ok {
		t.Fatalf("the first Enter on the title shows %T, want the setup", d.App.Scene())
	}
	if got := focusedLabel(d); got != "Start" {
		t.Fatalf("the setup opens with %q focused, want Start", got)
	}
	d.Key(ebiten.KeyEnter)
	d.TicksN(3)
	if d.App.Table() == nil {
		t.Fatalf("the first Enter on the setup shows %T, want a game", d.App.Scene())
	}
}

// TestTapsWithinOneFrameOpenTheThirdEntry opens the game menu and taps
// Down, Down, Down and Enter within one frame, as a quick player on a busy
// machine: the entry three below Resume (Settings) opens, not the one
// below it (Save replay).
func TestTapsWithinOneFrameOpenTheThirdEntry(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, rulesets.All, 7)
	d.Settle()
	d.Key(ebiten.KeyEnter)
	d.Until("the setup", 10, func() bool { _, ok := d.App.Scene().(*game.SetupScene); return ok })
	d.Key(ebiten.KeyEnter)
	d.Until("the game", 30, func() bool { return d.App.Table() != nil })
	d.Key(ebiten.KeyF10)
	d.Until("the game menu", 30, func() bool { return d.Window() != nil })
	focused, _ := d.App.Scene().UI().GetFocusedWidget().(*widget.Button)
	if focused == nil || !ui.IsDefault(focused) || focused.Text().Label != "Resume" {
		t.Fatalf("the menu opens with %v focused, want its default Resume", focused)
	}
	d.Src.Tap(ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyEnter)
	d.Until("a screen", 10, func() bool { return d.App.Table() == nil })
	if _, ok := d.App.Scene().(*game.SettingsScene); !ok {
		t.Fatalf("Down Down Down Enter within one frame shows %T, want the settings", d.App.Scene())
	}
}

// TestFirstPadAPressesTheHighlight: in a browser a gamepad appears only
// with its first press, so the first A arrives with the pad itself, and
// the prompts switch to the pad in that same tick (the title is rebuilt).
// That A presses Play, the highlight, rather than only showing the focus;
// so does the first A of a pad plugged in before.
func TestFirstPadAPressesTheHighlight(t *testing.T) {
	gameloop.NeedWindow(t)
	for _, early := range []bool{false, true} {
		d := gametest.NewDriver(t, rulesets.All, 7)
		d.Src.MoveMouse(5, 5)
		if early {
			d.Src.ConnectPad(gametest.Pad0)
		}
		d.Settle()
		if !early {
			d.Src.ConnectPad(gametest.Pad0)
		}
		d.Button(ebiten.StandardGamepadButtonRightBottom)
		d.TicksN(2)
		if _, ok := d.App.Scene().(*game.SetupScene); !ok {
			t.Fatalf("pad plugged in before: %v: the first A on the title shows %T (focus on %q), want the setup", early, d.App.Scene(), focusedLabel(d))
		}
	}
}
