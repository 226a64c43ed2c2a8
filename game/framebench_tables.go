package game

import (
	"fmt"
	"math"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
	"skirmish/rules/catalog"
)

// benchSeed is the seed of the busy tables: the computer plays it against
// itself until the position wanted comes.
const benchSeed = 11

// catalogOf returns the rulesets of kinds.
func catalogOf(kinds []table.Kind) catalog.Catalog {
	var cat catalog.Catalog
	for _, k := range kinds {
		cat = append(cat, k.Rules())
	}
	return cat
}

// busyTable opens the scenario at a busy position on a's screen: the
// computer plays both sides from benchSeed until a position with
// everything on the table, and humans sit down to decide there.
func busyTable(a *App, rs rules.Ruleset, sc rules.Scenario) (table.BenchTable, error) {
	k, err := a.kindOf(rs)
	if err != nil {
		return nil, err
	}
	bk, ok := k.(table.BenchKind)
	if !ok {
		return nil, fmt.Errorf("%s: the %s table cannot be benchmarked (its kind is not a table.BenchKind)", sc.Name, rs.ID())
	}
	setup := session.Setup{Ruleset: rs, Scenario: sc, Seed: benchSeed}
	st, err := rs.Setup(sc, setup.Seed, setup.Options)
	if err != nil {
		return nil, err
	}
	comps := make([]session.Sitter, len(st.Seats()))
	humans := make([]session.Sitter, len(st.Seats()))
	for i := range comps {
		comps[i] = session.Computer
	}
	ses, err := session.NewSession(setup, comps, rules.UndoFree)
	if err != nil {
		return nil, err
	}
	acts, err := playTo(ses, bk.Busyness)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sc.Name, err)
	}
	s, err := a.startTable(setup, humans, acts)
	if err != nil {
		return nil, err
	}
	a.scene = s
	s.t.Uncover() // the table, not the hand-over screen
	tb, ok := s.t.(table.BenchTable)
	if !ok {
		return nil, fmt.Errorf("%s: the %s table is not a table.BenchTable", sc.Name, rs.ID())
	}
	return tb, nil
}

// busyness scores a position for the frame benchmark (table.BenchKind).
type busyness func(st rules.State, played int) int

// playTo lets the computer play ses until busy scores 2, or the game
// ends (then the last position scoring 1), and returns the actions to it.
func playTo(ses *session.Session, busy busyness) ([]rules.Action, error) {
	fallback := -1
	for n := 0; n < 5000; n++ {
		switch busy(ses.State(), ses.Position()) {
		case 2:
			return ses.History().Actions(), nil
		case 1:
			fallback = ses.Position()
		}
		if _, _, ok, err := ses.StepComputer(); err != nil {
			return nil, err
		} else if !ok {
			break
		}
	}
	if fallback < 0 {
		return nil, fmt.Errorf("the computer's game (seed %d) never reached a busy position", benchSeed)
	}
	return ses.History().Actions()[:fallback], nil
}

// sweepPeriod is the number of frames the mouse takes to go round its path
// over the table and start again.
const sweepPeriod = 240

// sweep is the mouse's path over the table: a Lissajous figure over the
// area that closes after sweepPeriod frames, moving a few pixels each
// frame, stepping over the places the table calls restless. A warm-up of
// one period has seen every place the frames recorded will.
type sweep struct {
	frame int
	x, y  int
}

// next moves the mouse on and returns where to.
func (s *sweep) next(tb table.BenchTable) (int, int) {
	r := tb.SweepArea().Inset(4)
	if r.Empty() {
		s.x = (s.x + 1) % 8 // still moving, so that the app keeps drawing
		return s.x, 0
	}
	s.frame = (s.frame + 1) % sweepPeriod
	// Step over restless places along the path, in steps small enough to
	// find the way out, as the same function of the frame every period.
	for k := range 64 {
		t := 2 * math.Pi * (float64(s.frame) + float64(k)/64) / sweepPeriod
		x := r.Min.X + int(float64(r.Dx())*(0.5+0.5*math.Sin(t)))
		y := r.Min.Y + int(float64(r.Dy())*(0.5+0.5*math.Sin(3*t+0.7)))
		if tb.Restful(x, y) {
			s.x, s.y = x, y
			return x, y
		}
	}
	return s.x, s.y
}
