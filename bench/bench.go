// Package bench measures a ruleset the way players feel it: how fast its
// rules apply actions and play whole games, how large its snapshots and
// replays are, how long undo and the computer's decisions take. It drives
// rulesets only through the rules contract, so a new ruleset is measured as
// soon as it is in the catalog. `skirmish bench` prints its figures.
package bench

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"skirmish/rules"
)

// Figure is one measured value, e.g. {RULESET SCENARIO apply_rate 2.1e6
// actions/s}: what was measured is in the name, its unit in Unit.
type Figure struct {
	Ruleset  string  `json:"ruleset"`
	Scenario string  `json:"scenario"`
	Name     string  `json:"figure"`
	Value    float64 `json:"value"`
	Unit     string  `json:"unit"`
}

// Config sets how long each measurement runs and the seed its games start
// from.
type Config struct {
	// Budget is the time each measurement (applying actions, random games,
	// undo, computer decisions) may take; each still runs at least once.
	Budget time.Duration
	// Seed derives every game's seed; the same seed measures the same games.
	Seed uint64
}

// maxLineActions stops a recorded game that would never end.
const maxLineActions = 100_000

// line is a recorded random game: its start and its actions.
type line struct {
	start   rules.State
	actions []rules.Action
}

// Scenario measures one scenario of a ruleset and returns its figures in a
// fixed order.
func Scenario(rs rules.Ruleset, sc rules.Scenario, cfg Config) ([]Figure, error) {
	if cfg.Budget <= 0 {
		cfg.Budget = time.Second
	}
	m := measurer{rs: rs, sc: sc, cfg: cfg}
	if err := m.record(); err != nil {
		return nil, err
	}
	steps := []func() error{m.applyRate, m.randomGames, m.snapshots, m.undo, m.replays, m.decisions}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, fmt.Errorf("%s %s: %w", rs.ID(), sc.Name, err)
		}
	}
	return m.out, nil
}

type measurer struct {
	rs    rules.Ruleset
	sc    rules.Scenario
	cfg   Config
	lines []line
	out   []Figure
}

func (m *measurer) add(name string, v float64, unit string) {
	m.out = append(m.out, Figure{Ruleset: m.rs.ID(), Scenario: m.sc.Name, Name: name, Value: v, Unit: unit})
}

// seed returns the k-th seed derived from the configured one (SplitMix64).
func (m *measurer) seed(k uint64) uint64 {
	z := m.cfg.Seed + (k+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// record plays random games, every seat choosing uniformly among its legal
// actions, for a quarter of the budget (at least one game, at most 50).
func (m *measurer) record() error {
	began := time.Now()
	for k := uint64(0); len(m.lines) == 0 || (len(m.lines) < 50 && time.Since(began) < m.cfg.Budget/4); k++ {
		start, err := m.rs.Setup(m.sc, m.seed(k), rules.Options{})
		if err != nil {
			return fmt.Errorf("%s %s: %w", m.rs.ID(), m.sc.Name, err)
		}
		g := start.Clone()
		p := rules.NewRandomPlayer(m.seed(k))
		var acts []rules.Action
		for len(g.ToAct()) > 0 {
			if len(acts) == maxLineActions {
				return fmt.Errorf("%s %s: a random game is not over after %d actions", m.rs.ID(), m.sc.Name, maxLineActions)
			}
			seat := g.ToAct()[0]
			a, err := p.Choose(g.View(seat), seat)
			if err != nil {
				return err
			}
			if _, err := g.Apply(a); err != nil {
				return fmt.Errorf("random action %q refused: %w", a, err)
			}
			acts = append(acts, a)
		}
		m.lines = append(m.lines, line{start: start, actions: acts})
	}
	return nil
}

// applyRate applies the recorded games' actions, each validated by Apply.
func (m *measurer) applyRate() error {
	n := 0
	var spent time.Duration
	for k := 0; n == 0 || spent < m.cfg.Budget; k++ {
		l := m.lines[k%len(m.lines)]
		g := l.start.Clone()
		began := time.Now()
		for _, a := range l.actions {
			if _, err := g.Apply(a); err != nil {
				return fmt.Errorf("replaying a recorded action %q: %w", a, err)
			}
		}
		spent += time.Since(began)
		n += len(l.actions)
	}
	m.add("apply_rate", float64(n)/spent.Seconds(), "actions/s")
	return nil
}

// randomGames plays whole games with uniformly random legal actions.
func (m *measurer) randomGames() error {
	games, actions, capped := 0, 0, 0
	var spent time.Duration
	for k := uint64(0); games == 0 || spent < m.cfg.Budget; k++ {
		g := m.lines[k%uint64(len(m.lines))].start.Clone()
		d := rules.NewDice(m.seed(1000 + k))
		began := time.Now()
		n, err := rules.Playout(g, &d, maxLineActions)
		spent += time.Since(began)
		switch {
		case errors.Is(err, rules.ErrPlayoutLimit):
			// Random players need not seek an end (a co-operative party
			// may wander a dungeon for ever): the game is stopped, counted
			// at the limit, and the stops are reported.
			capped++
		case err != nil:
			return fmt.Errorf("random game: %w", err)
		}
		games++
		actions += n
	}
	m.add("random_game_rate", float64(games)/spent.Seconds(), "games/s")
	m.add("random_game_length", float64(actions)/float64(games), "actions/game")
	if capped > 0 {
		m.add("random_game_capped", float64(capped), "games stopped at the action limit")
	}
	return nil
}

// snapshots encodes every position of the recorded games.
func (m *measurer) snapshots() error {
	largest, total, n := 0, 0, 0
	for _, l := range m.lines {
		g := l.start.Clone()
		for _, a := range l.actions {
			if _, err := g.Apply(a); err != nil {
				return err
			}
			size := len(g.Encode())
			largest = max(largest, size)
			total += size
			n++
		}
	}
	m.add("snapshot_max", float64(largest), "bytes")
	m.add("snapshot_mean", float64(total)/float64(max(n, 1)), "bytes")
	return nil
}

// undo times an action applied through the history (a snapshot taken) and
// undone, at every position of the recorded games.
func (m *measurer) undo() error {
	var times []time.Duration
	var spent time.Duration
	for k := 0; len(times) == 0 || (spent < m.cfg.Budget && k < len(m.lines)); k++ {
		l := m.lines[k]
		h := rules.NewHistory(l.start.Clone(), rules.UndoFree)
		for _, a := range l.actions {
			began := time.Now()
			_, err := h.Apply(a)
			if err == nil {
				err = h.Undo()
			}
			took := time.Since(began)
			if err != nil {
				return fmt.Errorf("apply and undo %q: %w", a, err)
			}
			times = append(times, took)
			spent += took
			if _, err := h.Apply(a); err != nil {
				return err
			}
		}
	}
	med, p99, _ := spread(times)
	m.add("move_undo_median", micros(med), "us")
	m.add("move_undo_p99", micros(p99), "us")
	return nil
}

// replays writes each recorded game as a replay file.
func (m *measurer) replays() error {
	fileBytes, notation, actions := 0, 0, 0
	for _, l := range m.lines {
		r := rules.Replay{Format: rules.ReplayFormat, Version: rules.ReplayVersion, Ruleset: m.rs.ID(), RulesetVersion: m.rs.Version(), Scenario: m.sc.Name}
		g := l.start.Clone()
		for _, a := range l.actions {
			if _, err := g.Apply(a); err != nil {
				return err
			}
			r.Record(a, g)
			notation += len(a.String())
		}
		fileBytes += len(r.Marshal())
		actions += len(l.actions)
	}
	m.add("replay_size", float64(fileBytes)/float64(max(actions, 1)), "bytes/action")
	m.add("notation_size", float64(notation)/float64(max(actions, 1)), "bytes/action")
	return nil
}

// decisions times the computer's decision at positions of the recorded
// games (every seventh, in turn), each on a copy of the position.
func (m *measurer) decisions() error {
	type position struct {
		s    rules.State
		seat rules.Seat
	}
	var positions []position
	for _, l := range m.lines {
		g := l.start.Clone()
		for i, a := range l.actions {
			if i%7 == 0 {
				positions = append(positions, position{g.Clone(), g.ToAct()[0]})
			}
			if _, err := g.Apply(a); err != nil {
				return err
			}
		}
	}
	if len(positions) == 0 {
		return nil
	}
	ais := map[rules.Seat]rules.Player{}
	var times []time.Duration
	var spent time.Duration
	// At least 20 decisions (or one per position, if fewer), then until
	// the budget is spent.
	for k := 0; spent < m.cfg.Budget || len(times) < min(20, len(positions)); k++ {
		p := positions[k%len(positions)]
		ai, ok := ais[p.seat]
		if !ok {
			ai = m.rs.NewAI(p.seat, m.seed(uint64(p.seat)))
			ais[p.seat] = ai
		}
		began := time.Now()
		a, err := ai.Choose(p.s.View(p.seat), p.seat)
		took := time.Since(began)
		if err != nil {
			return fmt.Errorf("computer decision: %w", err)
		}
		if _, err := p.s.Clone().Apply(a); err != nil {
			return fmt.Errorf("the computer chose %q: %w", a, err)
		}
		times = append(times, took)
		spent += took
	}
	med, p99, worst := spread(times)
	m.add("ai_decision_median", millis(med), "ms")
	m.add("ai_decision_p99", millis(p99), "ms")
	m.add("ai_decision_worst", millis(worst), "ms")
	m.add("ai_decisions", float64(len(times)), "decisions")
	return nil
}

// spread returns the median, the 99th percentile and the largest of ts
// (nearest rank), sorting ts.
func spread(ts []time.Duration) (med, p99, worst time.Duration) {
	if len(ts) == 0 {
		return 0, 0, 0
	}
	slices.Sort(ts)
	return ts[Rank(len(ts), 50)], ts[Rank(len(ts), 99)], ts[len(ts)-1]
}

// Rank returns the index of the p-th percentile (nearest rank) in a sorted
// list of n values.
func Rank(n, p int) int {
	r := (n*p + 99) / 100 // ceil(n·p/100)
	return min(max(r-1, 0), n-1)
}

func micros(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
func millis(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }
