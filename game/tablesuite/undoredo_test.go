package tablesuite

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/session"
	"skirmish/internal/gameloop"
)

// TestRedoAgainstTheComputer: at every table, with free undo, a human
// against the computer makes two decisions, each answered by the computer,
// then presses Ctrl+Z twice and Ctrl+Y twice. Redo plays the human's
// decision again and then the computer's recorded answers, until a human
// must decide again (session.RedoDecision): after the two Redos the game
// holds the actions it had before the two Undos, and nothing is left to
// redo. (A table that redoes one action lets the computer think again,
// which drops the rest of what was undone: its second Redo has nothing
// left.)
func TestRedoAgainstTheComputer(t *testing.T) {
	gameloop.NeedWindow(t)
	for _, k := range kinds() {
		t.Run(k.Rules().ID(), func(t *testing.T) {
			r := newRig(t, k)
			r.DrawEvery = 4
			r.start(againstComputer)
			r.playAnswered(2)
			before := trail(r.ses())
			for range 2 {
				r.keys(ebiten.KeyControlLeft, ebiten.KeyZ)
				r.settle()
			}
			undone := r.ses().Position()
			if undone >= len(before) {
				t.Fatalf("two Ctrl+Z took nothing back (%d actions)", undone)
			}
			for range 2 {
				r.keys(ebiten.KeyControlLeft, ebiten.KeyY)
				r.settle()
			}
			if diff := trailDiff(trail(r.ses()), before); diff != "" {
				t.Fatalf("two Ctrl+Z took the game back to %d actions; after two Ctrl+Y it has %s", undone, diff)
			}
			if ok, _ := r.ses().History().CanRedo(); ok {
				t.Errorf("after two Ctrl+Y something is left to redo (%d recorded actions, %d applied)", r.ses().History().Total(), r.ses().Position())
			}
			t.Logf("%d actions, two undos back to %d and two redos, %d ticks", len(before), undone, r.Ticks)
		})
	}
}

// playAnswered plays the quickest answers at the table until the last n
// human decisions were each answered by the computer (the action after
// each is a computer seat's), and the human decides again.
func (r *rig) playAnswered(n int) {
	r.T.Helper()
	for step := 0; ; step++ {
		r.settle()
		ses := r.ses()
		if ses.State().Outcome().Over {
			r.T.Fatalf("the game ended after %d actions before %d human decisions were answered by the computer", ses.Position(), n)
		}
		if answered(ses, n) && ses.HumanToAct() {
			return
		}
		if step > 500 {
			r.T.Fatalf("after %d decisions (%d actions) the computer had not answered %d human decisions in a row", step, ses.Position(), n)
		}
		if r.Window() != nil {
			r.keys(ebiten.KeyEscape)
			continue
		}
		r.answer(true)
	}
}

// answered reports whether each of the last n human decisions of ses was
// followed at once by a computer seat's action.
func answered(ses *session.Session, n int) bool {
	human := func(i int) bool {
		seat := ses.Actor(i)
		return seat >= 0 && ses.Sitter(seat) == session.Human
	}
	found := 0
	for i := ses.Position() - 1; i >= 0 && found < n; i-- {
		if !human(i) {
			continue
		}
		if i+1 >= ses.Position() || human(i+1) {
			return false
		}
		found++
	}
	return found == n
}
