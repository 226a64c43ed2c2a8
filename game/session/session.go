// Package session is one game being played, in pure Go: its history (for
// undo, saves and replays), who sits in each seat, the computer's turns, and
// recordings of games to review. The window's tables, the console and the
// tests use it; it knows no ruleset by name and no Ebiten.
package session

import (
	"fmt"
	"strings"

	"skirmish/rules"
	"skirmish/rules/catalog"
)

// Sitter says who decides for a seat.
type Sitter uint8

// The kinds of sitter.
const (
	Human Sitter = iota
	Computer
	Random
)

// ParseSitters reads a comma-separated list such as "human,ai".
func ParseSitters(list string) ([]Sitter, error) {
	var out []Sitter
	for _, w := range strings.Split(list, ",") {
		switch strings.TrimSpace(w) {
		case "human":
			out = append(out, Human)
		case "ai", "computer":
			out = append(out, Computer)
		case "random":
			out = append(out, Random)
		default:
			return nil, fmt.Errorf("unknown player %q (use human, ai or random)", strings.TrimSpace(w))
		}
	}
	return out, nil
}

// Setup is everything needed to start a game again from the beginning.
type Setup struct {
	Ruleset  rules.Ruleset
	Scenario rules.Scenario
	Seed     uint64
	Options  rules.Options
}

// Session is one game being played: its history (for undo and replays) and
// the players of the seats that are not human.
type Session struct {
	Setup
	hist    *rules.History
	sitters []Sitter
	players []rules.Player // nil for human seats
}

// NewSession starts a game. sitters has one entry per seat.
func NewSession(s Setup, sitters []Sitter, policy rules.UndoPolicy) (*Session, error) {
	st, err := s.Ruleset.Setup(s.Scenario, s.Seed, s.Options)
	if err != nil {
		return nil, err
	}
	if t, ok := st.(rules.Titled); ok && t.Title() != "" {
		s.Scenario.Title = t.Title() // a level from a file or a replay names itself
	}
	seats := st.Seats()
	if len(sitters) != len(seats) {
		return nil, fmt.Errorf("%d players given for %d seats", len(sitters), len(seats))
	}
	ses := &Session{Setup: s, hist: rules.NewHistory(st, policy), sitters: sitters, players: make([]rules.Player, len(seats))}
	for i, who := range sitters {
		ses.players[i] = PlayerFor(s.Ruleset, who, rules.Seat(i), s.Seed)
	}
	return ses, nil
}

// PlayerFor returns the player of a computer or random seat, seeded from the
// game's seed and the seat; it returns nil for a human seat.
func PlayerFor(rs rules.Ruleset, who Sitter, seat rules.Seat, gameSeed uint64) rules.Player {
	seed := gameSeed ^ uint64(seat+1)*0x9e3779b97f4a7c15
	switch who {
	case Computer:
		return rs.NewAI(seat, seed)
	case Random:
		return rules.NewRandomPlayer(seed)
	}
	return nil
}

// String returns "human", "ai" or "random".
func (s Sitter) String() string { return [...]string{"human", "ai", "random"}[s] }

// State returns the current position. Callers must not change it.
func (s *Session) State() rules.State { return s.hist.Current() }

// History returns the game's history.
func (s *Session) History() *rules.History { return s.hist }

// Sitter returns who decides for seat.
func (s *Session) Sitter(seat rules.Seat) Sitter { return s.sitters[seat] }

// Deciding returns the seat that must decide now, and whether there is one.
func (s *Session) Deciding() (rules.Seat, bool) {
	seats := s.State().ToAct()
	if len(seats) == 0 {
		return 0, false
	}
	return seats[0], true
}

// HumanToAct reports whether the game waits for a human decision.
func (s *Session) HumanToAct() bool {
	seat, ok := s.Deciding()
	return ok && s.sitters[seat] == Human
}

// Apply applies a human's action.
func (s *Session) Apply(a rules.Action) ([]rules.Event, error) {
	if seat, ok := s.Deciding(); ok && s.sitters[seat] != Human {
		return nil, fmt.Errorf("%s is played by the computer", s.State().Seats()[seat].Name)
	}
	return s.hist.Apply(a)
}

// StepComputer lets the computer take one action if a computer seat must
// decide. It reports false when a human must decide or the game is over.
func (s *Session) StepComputer() (rules.Action, []rules.Event, bool, error) {
	seat, ok := s.Deciding()
	if !ok || s.sitters[seat] == Human {
		return nil, nil, false, nil
	}
	a, err := s.players[seat].Choose(s.State().View(seat), seat)
	if err != nil {
		return nil, nil, false, fmt.Errorf("the computer (%s): %w", s.State().Seats()[seat].Name, err)
	}
	evs, err := s.hist.Apply(a)
	if err != nil {
		return nil, nil, false, fmt.Errorf("the computer (%s) chose %q: %w", s.State().Seats()[seat].Name, a, err)
	}
	return a, evs, true, nil
}

// CanUndo reports whether Undo would take anything back, and if not, why.
func (s *Session) CanUndo() (bool, string) { return s.hist.CanUndo() }

// Undo takes back the last action and then any computer actions before it,
// so that a human decides again. If the undo policy stops it part way, the
// position stays where it stopped and the error says why.
func (s *Session) Undo() error {
	if err := s.hist.Undo(); err != nil {
		return err
	}
	for !s.HumanToAct() {
		if ok, _ := s.hist.CanUndo(); !ok {
			return nil
		}
		if err := s.hist.Undo(); err != nil {
			return err
		}
	}
	return nil
}

// Redo steps forward over an undone action.
func (s *Session) Redo() error { return s.hist.Redo() }

// Replay returns the game so far as a replay.
func (s *Session) Replay() *rules.Replay {
	r := catalog.NewReplay(s.Ruleset, s.Scenario, s.Seed, s.Options)
	for i, a := range s.hist.Actions() {
		r.Record(a, s.hist.At(i+1))
	}
	return r
}

// ComputerTurn returns the player of the computer seat that must decide now,
// the seat, and a private copy of the position for it to think on (possibly
// on another goroutine). ok is false when a human must decide or the game is
// over.
func (s *Session) ComputerTurn() (p rules.Player, seat rules.Seat, pos rules.State, ok bool) {
	seat, ok = s.Deciding()
	if !ok || s.sitters[seat] == Human {
		return nil, 0, nil, false
	}
	return s.players[seat], seat, s.State().Clone(), true
}

// ApplyComputer applies an action the computer chose for seat. It refuses
// when seat no longer decides (the position changed while it thought).
func (s *Session) ApplyComputer(seat rules.Seat, a rules.Action) ([]rules.Event, error) {
	if d, ok := s.Deciding(); !ok || d != seat || s.sitters[seat] == Human {
		return nil, fmt.Errorf("the computer's choice %q came too late: the position changed", a)
	}
	return s.hist.Apply(a)
}

// Continue applies recorded actions in order, whoever sits in the seats: it
// resumes a game from a replay. It stops at the first action that fails and
// says which.
func (s *Session) Continue(actions []rules.Action) error {
	for i, a := range actions {
		if _, err := s.hist.Apply(a); err != nil {
			return fmt.Errorf("action %d (%s): %w", i+1, a, err)
		}
	}
	return nil
}

// Sitters returns who sits in each seat.
func (s *Session) Sitters() []Sitter { return append([]Sitter(nil), s.sitters...) }

// ComputerToAct reports whether a computer seat must decide now.
func (s *Session) ComputerToAct() bool {
	seat, ok := s.Deciding()
	return ok && s.sitters[seat] != Human
}

// Position returns how many actions are applied now. Recorded actions after
// it were undone and Redo can apply them again.
func (s *Session) Position() int { return s.hist.Len() }

// Recorded returns every recorded action in order: the Position applied
// ones, then the undone ones that can still be redone.
func (s *Session) Recorded() []rules.Action {
	// A copy of the history shares its snapshots; Redo only moves the
	// copy's position and never writes them, so s does not change.
	h := *s.hist
	for h.Redo() == nil {
	}
	return append([]rules.Action(nil), h.Actions()...)
}

// RecordedReplay returns the whole game as a replay: every action of
// Recorded, undone ones included, with the state hash after each. Replay,
// by contrast, stops at Position.
func (s *Session) RecordedReplay() *rules.Replay {
	r := catalog.NewReplay(s.Ruleset, s.Scenario, s.Seed, s.Options)
	for i, a := range s.Recorded() {
		r.Record(a, s.hist.At(i+1))
	}
	return r
}

// rewind undoes single actions until only n are applied, so that the rest
// can be redone; a restored save uses it. Unlike Undo it stops exactly at n
// and does not step back over the computer's actions. When the undo policy
// refuses a step it stops there and says why.
func (s *Session) rewind(n int) error {
	for s.hist.Len() > n {
		if err := s.hist.Undo(); err != nil {
			return fmt.Errorf("action %d: %w", s.hist.Len(), err)
		}
	}
	return nil
}
