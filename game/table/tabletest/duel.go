// Package tabletest holds the Guessing Duel's table, a test-only table
// built on table.Frame alone: the proof that a ruleset's table is small
// (its rules are rules/rulestest), and the table the shared table suite
// (game/tablesuite) runs beside the registered ones. It draws each seat's
// points and choice as the viewer may see them, and lists the decider's
// legal actions.
//
//	kinds := []table.Kind{tabletest.Duel}
package tabletest

import (
	"fmt"
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	duel "skirmish/rules/rulestest"
)

// Duel is the Guessing Duel as the app sees it.
var Duel table.Kind = kind{}

type kind struct{}

var _ table.Quickest = kind{}

// Rules returns the Guessing Duel.
func (kind) Rules() rules.Ruleset { return duel.Ruleset{} }

// Open returns the table of a game, new or under way.
func (kind) Open(h table.Host, ses *session.Session) (table.Table, error) {
	if _, ok := ses.State().(*duel.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", ses.Setup.Scenario.Title, duel.Ruleset{}.Name())
	}
	return table.NewFrame(h, ses, &board{}), nil
}

// Review returns the table that shows a recorded game.
func (kind) Review(h table.Host, rec *session.Recording) (table.Table, error) {
	return table.NewReviewFrame[*duel.Game](h, rec, duel.Ruleset{}, &board{})
}

// Preview has no drawing of a scenario.
func (kind) Preview(rules.State) table.Preview { return nil }

// Sound: a die's rattle for a roll, a click for a choice.
func (kind) Sound(e rules.Event) table.Sound {
	if e.Chance() {
		return table.SoundDice
	}
	return table.SoundClick
}

// QuickChoice picks the first enabled entry: a number, a pass or a roll.
func (kind) QuickChoice(p table.Probe, _ *table.QuickMemo) (string, bool) {
	for _, c := range p.Choices {
		if c.Enabled {
			return c.Label, false
		}
	}
	return "", false
}

// QuickAction is the first legal action.
func (kind) QuickAction(st rules.State, seat rules.Seat) (rules.Action, bool) {
	if l := st.Legal(seat); len(l) > 0 {
		return l[0], true
	}
	return nil, false
}

// CouchPlan: a duel is short; every choice is hidden, so each round hands
// the screen over.
func (kind) CouchPlan() table.CouchPlan { return table.CouchPlan{HandOvers: 2} }

// board is the duel's board: a row of seats with their points and
// choices, and the house.
type board struct {
	area  image.Rectangle
	seats []image.Rectangle
}

// Layout puts the seats in a row across the middle of area.
func (b *board) Layout(f *table.Frame, area image.Rectangle) {
	b.area = area
	n := len(f.State().Seats())
	b.seats = b.seats[:0]
	m := f.Host().Theme().Px(16)
	w := (area.Dx() - m*(n+1)) / max(n, 1)
	for i := range n {
		x := area.Min.X + m + i*(w+m)
		b.seats = append(b.seats, image.Rect(x, area.Min.Y+area.Dy()/3, x+w, area.Min.Y+area.Dy()*2/3))
	}
}

// Settle: the board keeps no state of its own.
func (b *board) Settle(*table.Frame) uint64 { return 0 }

// Choices lists the decider's legal actions as seen in its view.
func (b *board) Choices(f *table.Frame) ([]table.ListGroup, []table.Choice) {
	v := f.DeciderView()
	var out []table.Choice
	for _, a := range v.Legal(f.Screen().Decider) {
		da := a.(duel.Action)
		label := "Pass"
		switch da.Verb {
		case duel.Pick:
			label = "Pick " + strconv.Itoa(int(da.N))
		case duel.Roll:
			label = "Roll a bonus die"
		}
		out = append(out, table.Choice{ListEntry: table.ListEntry{Label: label, Tip: a.String(), Primary: da.Verb == duel.Pick}, Action: a})
	}
	return nil, out
}

// Status names the round, in the decider's ink.
func (b *board) Status(f *table.Frame) (string, int) {
	g := f.View().(*duel.Game)
	if g.Outcome().Over {
		return "Game over", -1
	}
	return "Round " + strconv.Itoa(g.Round()), f.Screen().Side()
}

// Prompt says how to choose.
func (b *board) Prompt(f *table.Frame) string {
	in := f.Host().In()
	return table.Says(in, "Choose a number in secret below.", "Choose with the number keys.", in.Glyph(input.Panel)+" goes to the list, "+in.Glyph(input.Confirm)+" chooses.")
}

// Card is the game as text, as the viewer may see it.
func (b *board) Card(f *table.Frame) []string {
	return []string{f.View().(*duel.Game).Progress()}
}

// Input: the board takes no input of its own; everything is in the list.
func (b *board) Input(*table.Frame) {}

// Animate, Tick, Animating, Reset: nothing moves.
func (b *board) Animate(*table.Frame, []rules.Event) {}
func (b *board) Tick(*table.Frame)                   {}
func (b *board) Animating() bool                     { return false }
func (b *board) Reset(*table.Frame)                  {}

// Draw draws each seat's box with its points and choice as the viewer
// sees them, and the house's points.
func (b *board) Draw(f *table.Frame, screen *ebiten.Image) {
	g := f.View().(*duel.Game)
	t := f.Host().Theme()
	pal := f.Host().Pal()
	render.DrawLabel(screen, "House: "+strconv.Itoa(g.House()), t.Heading, float64(b.area.Min.X+t.Px(16)), float64(b.area.Min.Y+t.Px(16)), render.Tint(t.Accent))
	for i, r := range b.seats {
		seat := rules.Seat(i)
		vector.StrokeRect(screen, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 3, pal.Side[i%len(pal.Side)], false)
		x, y := float64(r.Min.X+t.Px(10)), float64(r.Min.Y+t.Px(10))
		render.DrawLabel(screen, g.Seats()[i].Name+": "+strconv.Itoa(g.Score(seat)), t.Heading, x, y, render.Tint(t.Ink))
		render.DrawLabel(screen, choiceWord(g.Choice(seat)), t.Body, x, y+float64(t.Px(40)), render.Tint(t.Muted))
	}
}

// choiceWord says what the viewer sees of a seat's choice.
func choiceWord(c duel.Choice) string {
	switch c {
	case duel.Undecided:
		return "choosing"
	case duel.Hidden:
		return "has chosen"
	case duel.Passed:
		return "passes"
	}
	return "picked " + strconv.Itoa(int(c))
}

// ProbeBoard names the phase for the tests.
func (b *board) ProbeBoard(f *table.Frame, p *table.Probe) {
	p.Phase = "choose"
	if f.State().Outcome().Over {
		p.Phase = "over"
	}
}
