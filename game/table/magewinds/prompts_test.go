package magewinds

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// TestPromptsFollowTheDevice collects what the Magewinds table tells the
// player in the muster, deployment, channelling and action phases (the
// prompt line in each mode, the hint bar, every text and button of the
// panel, the muster's status line) with the keyboard in hand, then a
// gamepad, then the keyboard again, and fails on a word of the other
// device ("click", "Esc", "[1]", "arrows" with the pad; "[A]", "LB",
// "D-pad" with the keyboard).
func TestPromptsFollowTheDevice(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := mageSetup(t)
	var starts [][]rules.Action
	for _, stop := range []func(*mw.Game) bool{
		func(g *mw.Game) bool { return true },
		func(g *mw.Game) bool { return g.Phase == mw.PhaseDeploy },
		func(g *mw.Game) bool { return g.Phase == mw.PhaseChannel },
		func(g *mw.Game) bool { return g.Phase == mw.PhaseAction },
		atStep,
	} {
		starts = append(starts, mageActions(t, setup, stop))
	}
	d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 720), 7)
	d.Src.ConnectPad(gametest.Pad0)
	humans := []session.Sitter{session.Human, session.Human}
	for _, h := range []struct {
		dev  input.Device
		use  func()
		want string
	}{
		{input.Keyboard, func() { d.Key(ebiten.KeyK) }, "[Enter]"},
		{input.Gamepad, func() { d.Button(ebiten.StandardGamepadButtonLeftStick) }, "[A]"},
		{input.Keyboard, func() { d.Key(ebiten.KeyK) }, "[Enter]"},
	} {
		h.use()
		d.Tick()
		if got := d.App.In().LastDevice(); got != h.dev {
			t.Fatalf("last device %s, want %s", got, h.dev)
		}
		var said []string
		for _, acts := range starts {
			m := openAt(t, d.App, setup, humans, acts)
			m.Privacy().Show(humanSide(m))
			d.TicksN(3)
			g := m.Game()
			for _, mode := range []mmode{mmNone, mmMove, mmCast} {
				m.p.mode = mode
				said = append(said, m.promptLine(d.App.In(), g))
			}
			m.p.mode = mmNone
			said = append(said, hintText(d.App.In()), m.hints.lines, gametest.PanelTexts(m.UI().Container))
			if g.Phase == mw.PhaseMuster {
				said = append(said, m.mu.statusText)
			}
		}
		all := strings.Join(said, "\n")
		if w := input.Misfit(all, h.dev); w != "" {
			t.Errorf("%s in hand, the Magewinds table says %q:\n%s", h.dev, w, all)
		}
		if !strings.Contains(all, h.want) {
			t.Errorf("%s in hand, the Magewinds table never names %s:\n%s", h.dev, h.want, all)
		}
	}
}
