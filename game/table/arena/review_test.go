package arena

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// TestReviewStepsSeeksAndContinues opens a recorded bout at the review
// table: it shows the last position whole, Undo steps back an action,
// Seek shows any position with the tray's roll of that position, and
// "Continue from here" starts a new game there with the human on the side
// to act.
func TestReviewStepsSeeksAndContinues(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-pit", 2, nil)
	acts := rig.PlayedUntil(t, setup, func(g *ar.Game) bool { return g.Round() >= 2 })
	d, c := rig.DriveReview(t, setup, acts)
	if c.ses.Position() != len(acts) || c.seatAtScreen() != everything {
		t.Fatalf("the review shows action %d to seat %d, want the last, %d, to everyone", c.ses.Position(), c.seatAtScreen(), len(acts))
	}
	d.Key(ebiten.KeyU)
	if c.ses.Position() != len(acts)-1 {
		t.Errorf("Undo stepped to %d, want %d", c.ses.Position(), len(acts)-1)
	}
	rolled := -1
	for i := range acts {
		if a := acts[i].(ar.Action); a.Kind == ar.Attack || a.Kind == ar.Defend || a.Kind == ar.Shoot {
			c.Seek(i + 1)
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
	c.Seek(0)
	d.TicksN(2)
	if c.ses.Position() != 0 || c.roll().ok {
		t.Errorf("Seek(0) shows action %d with a roll %v", c.ses.Position(), c.roll().ok)
	}
	c.Seek(len(acts) / 2)
	d.TicksN(3)
	side := int(c.Game().ToAct()[0])
	d.Settle()
	d.ClickButton("Continue from here")
	d.TicksN(3)
	n, ok := d.App.Table().(*ArenaTable)
	if !ok || n == c {
		t.Fatalf("Continue from here opened %T", d.App.Table())
	}
	if n.ses.Position() != len(acts)/2 || n.rec != nil || n.ses.Sitter(rules.Seat(side)) != session.Human {
		t.Errorf("the new game is at action %d (review %v), seats %v; want a game at %d with the human on side %d", n.ses.Position(), n.rec != nil, n.ses.Sitters(), len(acts)/2, side)
	}
}
