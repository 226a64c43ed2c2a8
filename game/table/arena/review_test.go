package arena

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// TestReviewStepsSeeksAndContinues opens a recorded bout at the review
// table: a bout under way shows the public view, with nobody deciding
// (the frame's review of a game under way), Undo steps back an action,
// Seek shows any position with the tray's roll of that position, and
// "Continue from here" starts a new game there with the human on the side
// to act.
func TestReviewStepsSeeksAndContinues(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-pit", 2, nil)
	acts := rig.PlayedUntil(t, setup, func(g *ar.Game) bool { return g.Round() >= 2 })
	d, f := rig.DriveReview(t, setup, acts)
	c := bd(f)
	if sc := f.Screen(); f.Session().Position() != len(acts) || sc.Viewer != rules.Spectator || sc.Deciding() {
		t.Fatalf("the review shows action %d to seat %d (decider %d), want the last, %d, as every player could see it", f.Session().Position(), sc.Viewer, sc.Decider, len(acts))
	}
	d.Key(ebiten.KeyU)
	if c.f.Session().Position() != len(acts)-1 {
		t.Errorf("Undo stepped to %d, want %d", c.f.Session().Position(), len(acts)-1)
	}
	rolled := -1
	for i := range acts {
		if a := acts[i].(ar.Action); a.Kind == ar.Attack || a.Kind == ar.Defend || a.Kind == ar.Shoot {
			f.Seek(i + 1)
			d.TicksN(2)
			if c.roll().ok {
				rolled = i + 1
				break
			}
		}
	}
	if rolled < 0 {
		t.Fatal("no position of the review shows a roll in the tray")
	}
	f.Seek(0)
	d.TicksN(2)
	if c.f.Session().Position() != 0 || c.roll().ok {
		t.Errorf("Seek(0) shows action %d with a roll %v", c.f.Session().Position(), c.roll().ok)
	}
	f.Seek(len(acts) / 2)
	d.TicksN(3)
	side := int(c.game().ToAct()[0])
	d.Settle()
	d.ClickButton("Continue from here")
	d.TicksN(3)
	n, ok := d.App.Table().(*table.Frame)
	if !ok || n == f {
		t.Fatalf("Continue from here opened %T", d.App.Table())
	}
	if ns := n.Session(); ns.Position() != len(acts)/2 || n.Recording() != nil || ns.Sitter(rules.Seat(side)) != session.Human {
		t.Errorf("the new game is at action %d (review %v), seats %v; want a game at %d with the human on side %d", ns.Position(), n.Recording() != nil, ns.Sitters(), len(acts)/2, side)
	}
}
