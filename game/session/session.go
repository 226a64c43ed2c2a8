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

// ToAct returns the seats that must decide now: several when the rules
// ask for simultaneous choices, none when the game is over.
func (s *Session) ToAct() []rules.Seat { return s.State().ToAct() }

// Deciding returns the first seat that must decide now, and whether there
// is one.
func (s *Session) Deciding() (rules.Seat, bool) {
	seats := s.State().ToAct()
	if len(seats) == 0 {
		return 0, false
	}
	return seats[0], true
}

// HumansToAct returns the seats played by humans that must decide now, in
// seat order.
func (s *Session) HumansToAct() []rules.Seat {
	var out []rules.Seat
	for _, seat := range s.State().ToAct() {
		if s.sitters[seat] == Human {
			out = append(out, seat)
		}
	}
	return out
}

// FirstHumanToAct returns the first seat played by a human that must
// decide now, and whether there is one. Unlike HumansToAct it allocates
// nothing: tables ask it every frame.
func (s *Session) FirstHumanToAct() (rules.Seat, bool) {
	for _, seat := range s.State().ToAct() {
		if s.sitters[seat] == Human {
			return seat, true
		}
	}
	return 0, false
}

// HumanToAct reports whether some human seat must decide now.
func (s *Session) HumanToAct() bool {
	for _, seat := range s.State().ToAct() {
		if s.sitters[seat] == Human {
			return true
		}
	}
	return false
}

// ComputerToAct reports whether some computer seat must decide now and
// may: not while the computer waits for a human (ComputerWaits).
func (s *Session) ComputerToAct() bool {
	if s.ComputerWaits() {
		return false
	}
	for _, seat := range s.State().ToAct() {
		if s.sitters[seat] != Human {
			return true
		}
	}
	return false
}

// Apply applies an action a human chose. The action names its own seat
// (the rules know whose it is): it must be legal for a human seat that
// must decide now.
func (s *Session) Apply(a rules.Action) ([]rules.Event, error) {
	seat, ok := s.actorNow(a)
	if !ok {
		if _, err := s.State().Clone().Apply(a); err != nil {
			return nil, err // the rules say why it is illegal
		}
		return nil, fmt.Errorf("%q is not a decision of any seat deciding now", a)
	}
	if s.sitters[seat] != Human {
		return nil, fmt.Errorf("%s is played by the computer", s.State().Seats()[seat].Name)
	}
	return s.hist.Apply(a)
}

// ApplyFor applies an action a human chose for seat, which must decide
// now and be played by a human. When seat decides alone, the rules judge
// the action (Legal need not list it: a move may go to any point); when
// several seats decide at once, it must be one of seat's listed actions, so
// that no seat decides for another.
func (s *Session) ApplyFor(seat rules.Seat, a rules.Action) ([]rules.Event, error) {
	if !s.deciding(seat) {
		return nil, fmt.Errorf("%s does not decide now", s.seatName(seat))
	}
	if s.sitters[seat] != Human {
		return nil, fmt.Errorf("%s is played by the computer", s.seatName(seat))
	}
	if len(s.State().ToAct()) > 1 && !legalFor(s.State(), seat, a) {
		if _, err := s.State().Clone().Apply(a); err != nil {
			return nil, err
		}
		return nil, fmt.Errorf("%q is not a decision of %s", a, s.seatName(seat))
	}
	return s.hist.Apply(a)
}

// actorNow returns the seat deciding now whose action a is.
func (s *Session) actorNow(a rules.Action) (rules.Seat, bool) {
	to := s.State().ToAct()
	if len(to) == 1 {
		return to[0], true
	}
	for _, seat := range to {
		if legalFor(s.State(), seat, a) {
			return seat, true
		}
	}
	return 0, false
}

// deciding reports whether seat must decide now.
func (s *Session) deciding(seat rules.Seat) bool {
	for _, x := range s.State().ToAct() {
		if x == seat {
			return true
		}
	}
	return false
}

// seatName names a seat for messages.
func (s *Session) seatName(seat rules.Seat) string {
	seats := s.State().Seats()
	if int(seat) >= 0 && int(seat) < len(seats) {
		return seats[seat].Name
	}
	return fmt.Sprintf("seat %d", int(seat)+1)
}

// legalFor reports whether a is one of seat's legal actions in st.
func legalFor(st rules.State, seat rules.Seat, a rules.Action) bool {
	text := a.String()
	for _, l := range st.Legal(seat) {
		if l.String() == text {
			return true
		}
	}
	return false
}

// Replay returns the game so far as a replay.
func (s *Session) Replay() *rules.Replay {
	r := catalog.NewReplay(s.Ruleset, s.Scenario, s.Seed, s.Options)
	for i, a := range s.hist.Actions() {
		r.Record(a, s.hist.At(i+1))
	}
	return r
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
