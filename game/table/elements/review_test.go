package elements

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// TestReviewStepsScrubsAndContinues opens a recorded game at the review
// table: it shows the last position with everything in view, Undo steps
// back an action, Seek (the scrub bar's) shows any position with the
// tray's roll of that position, and "Continue from here" starts a new game
// at that position with the human on the side to act.
func TestReviewStepsScrubsAndContinues(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "infiltration", 2, nil)
	acts := rig.PlayedUntil(t, setup, func(g *el.Game) bool { return g.Round() >= 3 })
	d, c := rig.DriveReview(t, setup, acts)
	if c.ses.Position() != len(acts) {
		t.Fatalf("the review shows action %d, want the last, %d", c.ses.Position(), len(acts))
	}
	if c.seatAtScreen() != everything {
		t.Errorf("the review shows seat %d's view, not everything", c.seatAtScreen())
	}
	if c.scrub.Slider() == nil || c.scrub.Max() != len(acts) {
		t.Errorf("no scrub bar over the %d actions", len(acts))
	}
	d.Key(ebiten.KeyU)
	if c.ses.Position() != len(acts)-1 {
		t.Errorf("Undo stepped to %d, want %d", c.ses.Position(), len(acts)-1)
	}
	rolled := -1
	for i := range acts {
		if a := acts[i].(el.Action); a.Kind == el.Attack || a.Kind == el.Shoot || a.Kind == el.Throw {
			rolled = i + 1
			break
		}
	}
	if rolled > 0 {
		c.Seek(rolled)
		d.TicksN(2)
		if c.ses.Position() != rolled {
			t.Fatalf("Seek(%d) shows %d", rolled, c.ses.Position())
		}
		if r := c.roll(); !r.ok {
			t.Errorf("after the first attack the tray shows no roll")
		}
		c.Seek(rolled - 1)
		d.TicksN(2)
		if c.ses.Position() != rolled-1 {
			t.Fatalf("Seek(%d) shows %d", rolled-1, c.ses.Position())
		}
		if r := c.roll(); r.ok {
			t.Errorf("before the first attack (%s, action %d) the tray shows a roll: %+v\n%v\n%v", acts[rolled-1], rolled, r, acts[:rolled], c.log.Lines(everything, 30))
		}
	}
	// a click on the scrub bar's track, left of its handle, goes back
	c.Seek(len(acts))
	d.TicksN(3)
	d.Src.MoveMouse(7, 7) // the mouse in hand: the panel says the mouse's words
	d.TicksN(3)
	sr := c.scrub.Slider().GetWidget().Rect
	d.Src.MoveMouse(sr.Min.X+sr.Dx()/8, (sr.Min.Y+sr.Max.Y)/2)
	d.TicksN(3)
	d.Click(sr.Min.X+sr.Dx()/8, (sr.Min.Y+sr.Max.Y)/2)
	d.TicksN(3)
	if c.ses.Position() >= len(acts) {
		t.Errorf("a click on the scrub bar's track left of its handle left the review at %d of %d", c.ses.Position(), len(acts))
	}
	c.Seek(len(acts) / 2)
	d.TicksN(2)
	side := int(c.Game().ToAct()[0])
	d.TicksN(3)
	if c.ses.Position() != len(acts)/2 {
		t.Fatalf("the review moved on its own to %d", c.ses.Position())
	}
	hoverClick(d, "Continue from here")
	d.TicksN(3)
	n, ok := d.App.Table().(*ClanTable)
	if !ok || n == c {
		t.Fatalf("Continue from here opened %T", d.App.Table())
	}
	if n.ses.Position() != len(acts)/2 || n.rec != nil {
		t.Errorf("the new game is at action %d (review %v), want a game at %d", n.ses.Position(), n.rec != nil, len(acts)/2)
	}
	if n.ses.Sitter(rules.Seat(side)) != session.Human || n.ses.Sitter(rules.Seat(1-side)) != session.Computer {
		t.Errorf("the new game seats %v, want the human on side %d", n.ses.Sitters(), side)
	}
}

// hoverClick moves the mouse onto the button labelled prefix, lets it rest
// there a few ticks, as a player's hand does, and clicks it: the panel
// built again as the mouse arrives (its prompts follow the device in hand)
// has a button that is not hovered yet.
func hoverClick(d *gametest.Driver, prefix string) {
	d.T.Helper()
	d.Settle()
	b := d.CurrentButton(prefix)
	if b == nil {
		d.T.Fatalf("no button %q", prefix)
	}
	r := b.GetWidget().Rect
	d.Src.MoveMouse((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
	d.TicksN(3)
	d.ClickButton(prefix)
}
