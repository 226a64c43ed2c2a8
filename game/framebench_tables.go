package game

import (
	"fmt"
	"image"
	"math"

	"skirmish/rules"
	"skirmish/rules/catalog"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/tunnel"
)

// benchSeed is the seed of the busy tables: the computer plays it against
// itself until the position wanted comes.
const benchSeed = 11

// benchTable is a table the frame benchmark runs: where its mouse may go,
// and how often the table drew its widgets.
type benchTable interface {
	// sweepArea is where the mouse sweeps: the board or battlefield.
	sweepArea() image.Rectangle
	// restful reports whether the mouse may point at (x, y) without a
	// widget being rebuilt (a Tunnel model's card is).
	restful(x, y int) bool
	// panelDraws counts the times the side panel's widgets were drawn.
	panelDraws() int
}

// findScenario returns the ruleset holding the scenario named name.
func findScenario(name string) (rules.Ruleset, rules.Scenario, error) {
	var known []string
	for _, rs := range catalog.All() {
		for _, sc := range rs.Scenarios() {
			if sc.Name == name {
				return rs, sc, nil
			}
			known = append(known, sc.Name)
		}
	}
	return nil, rules.Scenario{}, fmt.Errorf("unknown scenario %q (known: %v)", name, known)
}

// busyTable opens the scenario at a busy position on a's screen: the
// computer plays both sides from benchSeed until a position with
// everything on the table, and humans sit down to decide there.
func busyTable(a *App, rs rules.Ruleset, sc rules.Scenario) (benchTable, error) {
	setup := Setup{Ruleset: rs, Scenario: sc, Seed: benchSeed}
	st, err := rs.Setup(sc, setup.Seed, setup.Options)
	if err != nil {
		return nil, err
	}
	comps := make([]Sitter, len(st.Seats()))
	humans := make([]Sitter, len(st.Seats()))
	for i := range comps {
		comps[i] = Computer
	}
	ses, err := NewSession(setup, comps, rules.UndoFree)
	if err != nil {
		return nil, err
	}
	acts, err := playTo(ses, busyAt(st))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sc.Name, err)
	}
	s, err := StartBattle(a, setup, humans, acts)
	if err != nil {
		return nil, err
	}
	a.scene = s
	if u, ok := s.(interface{ uncover() }); ok {
		u.uncover() // the table, not the hand-over screen
	}
	switch t := s.(type) {
	case *Battle:
		return t, nil
	case *MageTable:
		t.logHistory()
		return t, nil
	}
	return nil, fmt.Errorf("%s: no busy table for the %s ruleset", sc.Name, rs.ID())
}

// busyness scores a position for the frame benchmark: 2 is what the
// benchmark wants, 1 will do if nothing better comes, 0 is not busy.
type busyness func(st rules.State, played int) int

// busyAt returns the measure of a busy position for the ruleset of st.
func busyAt(st rules.State) busyness {
	switch st.(type) {
	case *tunnel.Game:
		// mid-swing: dice in the tray, a result to pick, a long log
		return func(st rules.State, played int) int {
			if g := st.(*tunnel.Game); g.Phase() == tunnel.PhasePick {
				return 1 + b2i(played > 30)
			}
			return 0
		}
	case *mw.Game:
		// mid-attack: every fighter deployed, the attack's lines and
		// odds on the field, a face-down choice, cards in both hands
		return func(st rules.State, played int) int {
			g := st.(*mw.Game)
			if g.Phase != mw.PhaseAction || g.Act.Step != mw.StepReact {
				return 0
			}
			for i := range g.Fighters {
				if !g.Fighters[i].Deployed {
					return 0
				}
			}
			return 1 + b2i(played > 30 && len(g.Hands[0]) > 0 && len(g.Hands[1]) > 0 && g.Act.Choice != mw.ChoiceNone)
		}
	}
	return func(rules.State, int) int { return 0 }
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// playTo lets the computer play ses until busy scores 2, or the game
// ends (then the last position scoring 1), and returns the actions to it.
func playTo(ses *Session, busy busyness) ([]rules.Action, error) {
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

// logHistory fills the log with the events of the actions played so far,
// as if they had been played at this table.
func (m *MageTable) logHistory() {
	h := m.ses.History()
	acts := h.Actions()
	m.log = m.log[:0]
	for i := range acts {
		evs, _ := h.At(i).Clone().Apply(acts[i])
		for _, e := range evs {
			m.log = append(m.log, rules.EventFor(e, rules.Spectator).String())
		}
	}
	if len(m.log) > 200 {
		m.log = m.log[len(m.log)-200:]
	}
	m.optsFor = 0 // show it
}

func (b *Battle) sweepArea() image.Rectangle { return b.area }

func (b *Battle) restful(x, y int) bool {
	q, ok := b.board.CellAt(x, y)
	return ok && b.Game().ModelAt(q) < 0 && !b.overWidget(x, y)
}

func (m *MageTable) sweepArea() image.Rectangle { return m.field.Bounds().Intersect(m.area) }

func (m *MageTable) restful(x, y int) bool {
	return m.root == nil || !pointIn(m.root.GetWidget().Rect, x, y)
}

func (m *MageTable) panelDraws() int { return m.widgets.draws }

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
func (s *sweep) next(tb benchTable) (int, int) {
	r := tb.sweepArea().Inset(4)
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
		if tb.restful(x, y) {
			s.x, s.y = x, y
			return x, y
		}
	}
	return s.x, s.y
}
