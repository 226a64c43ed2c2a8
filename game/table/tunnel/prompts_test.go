package tunnel

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/render"
)

// TestPrivacyScreenShowsTheButton covers the table for a hand-over and
// looks at the prompt: with a gamepad in hand it shows the round green A
// button, with the keyboard in hand no A button at all.
func TestPrivacyScreenShowsTheButton(t *testing.T) {
	gameloop.NeedWindow(t)
	d := &driver{gametest.NewDriver(t, []table.Kind{privateKind{Kind}}, 3)}
	d.Src.ConnectPad(pad0)
	d.App.StartGame(firstBloodSetup(t, nil), []session.Sitter{session.Human, session.Human}, nil)
	d.TicksN(2)
	pb, ok := d.App.Table().(*privateBattle)
	if !ok || !pb.privacy.Covered() {
		t.Fatalf("scene %T: want the Tunnel table covered by the privacy screen", d.App.Scene())
	}
	w, h := d.App.Size()
	all := func() int { return gametest.CountNear(d.frame(), image.Rect(0, 0, w, h), render.GlyphA, 6) }
	d.Button(ebiten.StandardGamepadButtonRightTop) // Y: not Confirm, the screen stays
	if !pb.privacy.Covered() {
		t.Fatal("Y uncovered the table")
	}
	d.TicksN(2)
	px := d.App.Theme().Px(14)
	if n := all(); n < px*px/2 {
		d.shot("privacy-pad")
		t.Errorf("a gamepad in hand: %d pixels of the A button's green on the privacy screen, want a button", n)
	}
	d.Key(ebiten.KeyDigit6)
	d.TicksN(2)
	if n := all(); n > 0 {
		t.Errorf("the keyboard in hand: %d pixels of the A button's green on the privacy screen", n)
	}
}
