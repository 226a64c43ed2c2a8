package game

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/input"
	"skirmish/rules"
)

// privacy hands the screen from one human seat to another when the ruleset
// hides information from the other seats: the table is covered until the
// player whose decision it is says they are ready.
type privacy struct {
	on      bool // the ruleset hides information and humans share the screen
	covered bool // the table is hidden now
	forSide int  // the side the screen is handed to
	shown   int  // the human side the table was last shown to, -1 none
}

// newPrivacy returns the privacy of a game: needed when the ruleset hides
// information and at least two seats are played by humans.
func newPrivacy(rs rules.Ruleset, sitters []Sitter) privacy {
	humans := 0
	for _, s := range sitters {
		if s == Human {
			humans++
		}
	}
	sec, ok := rs.(rules.Secretive)
	return privacy{on: ok && sec.HidesInformation() && humans >= 2, shown: -1, forSide: -1}
}

// update covers the table when a different human seat is to decide, and
// uncovers it when that seat's player confirms (with their own controller,
// or a click when the mouse is theirs). It reports whether the table is
// covered.
func (b *Battle) updatePrivacy(a *App) bool {
	covered, uncovered := b.privacy.update(a, b.humanSide(), &b.seats)
	if uncovered {
		b.widgets.stale = true
	}
	return covered
}

// update covers the table when side, a human seat, is to decide after
// another human seat, and uncovers it when that side's player confirms. It
// reports whether the table is covered, and whether it was just uncovered.
func (pv *privacy) update(a *App, side int, seats *Seating) (covered, uncovered bool) {
	if !pv.on {
		return false, false
	}
	if !pv.covered && side >= 0 && side != pv.shown {
		pv.covered, pv.forSide = true, side
	}
	if !pv.covered {
		return false, false
	}
	ready := a.In.Clicked() && seats.Allows(side, KeyboardMouse)
	for _, ev := range a.In.Events() {
		if ev.Intent == input.Confirm && seats.Allows(side, controllerOf(ev)) {
			ready = true
		}
	}
	if ready {
		pv.covered, pv.shown = false, side
		return false, true
	}
	return true, false
}

// drawPrivacy covers the whole screen with the hand-over message.
func (b *Battle) drawPrivacy(a *App, screen *ebiten.Image) {
	w, h := a.Size()
	vector.FillRect(screen, 0, 0, float32(w), float32(h), color.NRGBA{0x0E, 0x0C, 0x0B, 0xFF}, false)
	t := a.Theme
	side := b.privacy.forSide
	name := b.Game().Level().Sides[side]
	who := "Press " + a.In.Prompt(input.Confirm) + " when ready."
	if len(b.seats.Sides[side]) > 0 {
		who = b.seats.Names(side) + ": press " + a.In.Prompt(input.Confirm) + " when ready."
	}
	lines := []struct {
		s    string
		face text.Face
		c    color.Color
	}{
		{"Pass to the " + name, t.Title, a.Pal.Side[side%len(a.Pal.Side)]},
		{fmt.Sprintf("Only the %s should look now. %s", name, who), t.Body, t.Ink},
	}
	y := float64(h)/2 - float64(t.Px(60))
	for _, l := range lines {
		tw, th := text.Measure(l.s, l.face, 0)
		op := &text.DrawOptions{}
		op.GeoM.Translate((float64(w)-tw)/2, y)
		op.ColorScale.ScaleWithColor(l.c)
		text.Draw(screen, l.s, l.face, op)
		y += th + float64(t.Px(20))
	}
}
