package tablesuite

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
)

// hotSeatGames is how many random hot-seat games a table plays,
// hotSeatSteps how many decisions each plays at most, and stuckSteps how
// many decisions in a row may play no action before a game stops.
const hotSeatGames, hotSeatSteps, stuckSteps = 1, 60, 12

// TestHotSeatSecrecy: for every ruleset that hides information, random
// hot-seat games (every seat human) played through the table's input:
// after every drawn frame the table drew View(Viewer) of the position for
// the seat its Screen names, and while the hand-over cover is up that
// seat is rules.Spectator, so that nothing secret is drawn. A table that
// does not yet say what it drew (table.ScreenReporter) is skipped, named.
func TestHotSeatSecrecy(t *testing.T) {
	gameloop.NeedWindow(t)
	for _, k := range kinds() {
		if sec, ok := k.Rules().(rules.Secretive); !ok || !sec.HidesInformation() {
			continue
		}
		t.Run(k.Rules().ID(), func(t *testing.T) {
			for game := range uint64(hotSeatGames) {
				r := newRig(t, k)
				tb := r.start(gametest.Humans)
				if _, ok := tb.(table.ScreenReporter); !ok {
					t.Skipf("%s: its table %T does not implement table.ScreenReporter yet", k.Rules().Name(), tb)
				}
				r.after = func() { r.checkScreen() }
				r.checkScreen()
				r.randomGame(rand.New(rand.NewPCG(seed, game)), hotSeatSteps)
			}
		})
	}
}

// checkScreen fails the test when the table shown drew other than what
// its Screen allows (screenFault). A finished game is not checked: its
// end may show everything.
func (r *rig) checkScreen() {
	r.T.Helper()
	tb := r.App.Table()
	if tb == nil || tb.Session() == nil || tb.Session().State().Outcome().Over {
		return
	}
	sr := tb.(table.ScreenReporter)
	if err := screenFault(tb.Session().State(), sr.Screen(), sr.DrawnView()); err != nil {
		r.T.Fatalf("tick %d, %d actions played: %v", r.Ticks, tb.Session().Position(), err)
	}
}

// screenFault says what is wrong when drawn, the view a table last drew
// at position st, is not what screen allows: View(screen.Viewer), with
// Viewer rules.Spectator while screen.Covered. It names whose view was
// drawn instead when it can tell.
func screenFault(st rules.State, screen table.Screen, drawn rules.State) error {
	if screen.Covered && screen.Viewer != rules.Spectator {
		return fmt.Errorf("the hand-over cover is up, but the screen's viewer is seat %d, not the spectator", screen.Viewer+1)
	}
	if drawn == nil {
		if screen.Covered {
			return nil // the cover hides the table: nothing of it was drawn
		}
		return fmt.Errorf("the table drew no view (viewer %s)", seatName(screen.Viewer))
	}
	if drawn.Hash() == st.View(screen.Viewer).Hash() {
		return nil
	}
	var same []string
	if drawn.Hash() == st.Hash() {
		same = append(same, "the whole position")
	}
	for _, s := range append([]rules.Seat{rules.Spectator}, seatsOf(st)...) {
		if s != screen.Viewer && drawn.Hash() == st.View(s).Hash() {
			same = append(same, seatName(s)+"'s view")
		}
	}
	if len(same) == 0 {
		same = append(same, "no view of the position")
	}
	return fmt.Errorf("the screen's viewer is %s (covered %v), but the table drew %s", seatName(screen.Viewer), screen.Covered, strings.Join(same, ", also "))
}

// seatsOf returns st's seats.
func seatsOf(st rules.State) []rules.Seat {
	var out []rules.Seat
	for _, s := range st.Seats() {
		out = append(out, s.Seat)
	}
	return out
}

// seatName names a seat for failures: "the spectator" or "seat N".
func seatName(s rules.Seat) string {
	if s == rules.Spectator {
		return "the spectator"
	}
	return fmt.Sprintf("seat %d", s+1)
}

// randomGame plays up to steps human decisions at the table, each a
// random enabled choice of the first nine of the table's list (key N+1
// chooses entry N) or, one time in three (or when none is enabled), the
// quickest answer; where the table offers no quick answer (a selection
// under way) it steps back with Escape. It takes the hand-over cover down
// with Enter and closes a window with Escape, and stops when the game is
// over or stuckSteps steps in a row played no action.
func (r *rig) randomGame(rng *rand.Rand, steps int) {
	r.T.Helper()
	stuck, at := 0, -1
	for step := 0; step < steps && stuck < stuckSteps; {
		r.settle()
		ses := r.ses()
		if ses.State().Outcome().Over {
			return
		}
		p := r.probe()
		switch {
		case p.Covered:
			r.keys(ebiten.KeyEnter)
		case r.Window() != nil:
			r.keys(ebiten.KeyEscape)
		case !ses.HumanToAct():
			r.tick()
		default:
			step++
			if ses.Position() == at {
				stuck++
			} else {
				stuck, at = 0, ses.Position()
			}
			var enabled []int // the entries keys 1 to 9 choose
			for i, c := range p.Choices[:min(len(p.Choices), 9)] {
				if c.Enabled {
					enabled = append(enabled, i)
				}
			}
			if len(enabled) == 0 || rng.IntN(3) == 0 {
				if !r.answer(false) {
					r.keys(ebiten.KeyEscape)
				}
				continue
			}
			r.keys(ebiten.KeyDigit1 + ebiten.Key(enabled[rng.IntN(len(enabled))]))
		}
	}
	if stuck >= stuckSteps {
		r.T.Logf("tick %d: %d steps in a row played no action; the game stops at %d actions", r.Ticks, stuckSteps, r.ses().Position())
	}
}
