package elements

import (
	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// TestReviewStepsScrubsAndContinues opens a recorded game under way at
// the review table: it shows the last position as every player could see
// it (the public view: no seat's secrets), Undo steps back an action, Seek
// (the scrub bar's) shows any position with the tray's roll of that
// position (and a step back from the first attack none, at once), and
// "Continue from here" starts a new game at that position with the human
// on the side to act.
func TestReviewStepsScrubsAndContinues(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "infiltration", 2, nil)
	acts := rig.PlayedUntil(t, setup, func(g *el.Game) bool { return g.Round() >= 3 })
	d, f := rig.DriveReview(t, setup, acts)
	b := boardOf(f)
	if f.Session().Position() != len(acts) {
		t.Fatalf("the review shows action %d, want the last, %d", f.Session().Position(), len(acts))
	}
	if f.Screen().Viewer != rules.Spectator {
		t.Errorf("the review of a game under way shows seat %d's view, not the public one", f.Screen().Viewer)
	}
	for i, m := range shown(f).Models() {
		if w := whole(f).Models()[i]; w.Hidden && !m.Unseen && !m.Out {
			t.Errorf("the review shows the hidden %s on %s", whole(f).Name(i), m.At)
		}
	}
	if s := slider(f.UI().Container); s == nil || s.Max != len(acts) {
		t.Errorf("no scrub bar over the %d actions", len(acts))
	}
	d.Key(ebiten.KeyU)
	if f.Session().Position() != len(acts)-1 {
		t.Errorf("Undo stepped to %d, want %d", f.Session().Position(), len(acts)-1)
	}
	rolled := -1
	for i := range acts {
		if a := acts[i].(el.Action); a.Kind == el.Attack || a.Kind == el.Shoot || a.Kind == el.Throw {
			rolled = i + 1
			break
		}
	}
	if rolled > 0 {
		f.Seek(rolled)
		d.TicksN(2)
		if f.Session().Position() != rolled {
			t.Fatalf("Seek(%d) shows %d", rolled, f.Session().Position())
		}
		if r := b.recent(f).roll; !r.ok {
			t.Errorf("after the first attack the tray shows no roll")
		}
		d.Key(ebiten.KeyU) // a step back from the first attack, drawn at once
		if f.Session().Position() != rolled-1 {
			t.Fatalf("Undo from %d shows %d", rolled, f.Session().Position())
		}
		if r := b.recent(f).roll; r.ok {
			t.Errorf("before the first attack (%s, action %d) the tray shows a roll: %+v\n%v\n%v", acts[rolled-1], rolled, r, acts[:rolled], f.EventLog().Lines(table.Everything, 30))
		}
	}
	// a click on the scrub bar's track, left of its handle, goes back
	f.Seek(len(acts))
	d.TicksN(3)
	d.Src.MoveMouse(7, 7) // the mouse in hand: the panel says the mouse's words
	d.TicksN(3)
	sr := slider(f.UI().Container).GetWidget().Rect
	d.Src.MoveMouse(sr.Min.X+sr.Dx()/8, (sr.Min.Y+sr.Max.Y)/2)
	d.TicksN(3)
	d.Click(sr.Min.X+sr.Dx()/8, (sr.Min.Y+sr.Max.Y)/2)
	d.TicksN(3)
	if f.Session().Position() >= len(acts) {
		t.Errorf("a click on the scrub bar's track left of its handle left the review at %d of %d", f.Session().Position(), len(acts))
	}
	f.Seek(len(acts) / 2)
	d.TicksN(2)
	side := int(whole(f).ToAct()[0])
	d.TicksN(3)
	if f.Session().Position() != len(acts)/2 {
		t.Fatalf("the review moved on its own to %d", f.Session().Position())
	}
	hoverClick(d, "Continue from here")
	d.TicksN(3)
	n, ok := d.App.Table().(*table.Frame)
	if !ok || n == f {
		t.Fatalf("Continue from here opened %T", d.App.Table())
	}
	if n.Session().Position() != len(acts)/2 || n.Recording() != nil {
		t.Errorf("the new game is at action %d (review %v), want a game at %d", n.Session().Position(), n.Recording() != nil, len(acts)/2)
	}
	if n.Session().Sitter(rules.Seat(side)) != session.Human || n.Session().Sitter(rules.Seat(1-side)) != session.Computer {
		t.Errorf("the new game seats %v, want the human on side %d", n.Session().Sitters(), side)
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

// slider returns the first slider in c's tree of widgets (a review's scrub
// bar), or nil.
func slider(c widget.Containerer) *widget.Slider {
	for _, w := range c.Children() {
		switch w := w.(type) {
		case *widget.Slider:
			return w
		case widget.Containerer:
			if s := slider(w); s != nil {
				return s
			}
		}
	}
	return nil
}
