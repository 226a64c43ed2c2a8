package tunnel

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/render"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
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
	pb, ok := battleOK(d.App.Table())
	if !ok || !pb.f.Privacy().Covered() {
		t.Fatalf("scene %T: want the Tunnel table covered by the privacy screen", d.App.Scene())
	}
	w, h := d.App.Size()
	all := func() int { return gametest.CountNear(d.frame(), image.Rect(0, 0, w, h), render.GlyphA, 6) }
	d.Button(ebiten.StandardGamepadButtonRightTop) // Y: not Confirm, the screen stays
	if !pb.f.Privacy().Covered() {
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

// TestPromptsFollowTheDevice collects what the Tunnel table tells the
// player (the prompt above the actions in every mode and phase, the hints
// under the board, every text and button of the panel) with the keyboard
// in hand, then a gamepad, then the keyboard again, and fails on a word of
// the other device ("click", "Esc", "[1]", "arrows" with the pad; "[A]",
// "LB", "D-pad" with the keyboard).
func TestPromptsFollowTheDevice(t *testing.T) {
	gameloop.NeedWindow(t)
	d := newDriver(t, 3)
	d.Src.ConnectPad(pad0)
	acts := append(append([]string(nil), gnomeFacesGoblin...), "A swing i3 1")
	defend := parseAll(t, acts...) // the Goblin defends next
	pickDie := append(defend, tf.Action{Kind: tf.Defend, Model: 'b', N: 0})
	setup := firstBloodSetup(t, []int{1, 2, 3, 4, 6})
	humans := []session.Sitter{session.Human, session.Human}
	hands := []struct {
		dev  input.Device
		use  func()
		want string
	}{
		{input.Keyboard, func() { d.Key(ebiten.KeyK) }, "[Enter]"},
		{input.Gamepad, func() { d.Button(ebiten.StandardGamepadButtonLeftStick) }, "[A]"},
		{input.Keyboard, func() { d.Key(ebiten.KeyK) }, "[Enter]"},
	}
	for _, h := range hands {
		b := openBattle(t, d.App, setup, humans, nil)
		d.settle()
		h.use()
		d.TicksN(2) // the next frame follows the device
		if got := d.App.In().LastDevice(); got != h.dev {
			t.Fatalf("last device %s, want %s", got, h.dev)
		}
		var said []string
		for _, sel := range []int{-1, b.Game().ModelByID('A')} {
			for _, m := range []mode{modeIdle, modeMove, modeFacing, modeTarget, modeCommit, modeDoor} {
				b.p.sel, b.p.mode = sel, m
				said = append(said, b.promptLine(d.App))
			}
		}
		b.p.sel, b.p.mode = -1, modeIdle
		said = append(said, b.hints.Line(d.App, 4000, 0, table.HintWords{Piece: "model"}, ""), gametest.PanelTexts(b.f.UI().Container))
		for _, acts := range [][]rules.Action{defend, pickDie} {
			b := openBattle(t, d.App, setup, humans, acts)
			d.settle()
			said = append(said, b.promptLine(d.App), gametest.PanelTexts(b.f.UI().Container))
		}
		all := strings.Join(said, "\n")
		if w := input.Misfit(all, h.dev); w != "" {
			t.Errorf("%s in hand, the Tunnel table says %q:\n%s", h.dev, w, all)
		}
		if !strings.Contains(all, h.want) {
			t.Errorf("%s in hand, the Tunnel table never names %s:\n%s", h.dev, h.want, all)
		}
	}
}
