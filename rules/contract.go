// Package rules is the engine core shared by every ruleset: the contract a
// ruleset implements, dice whose generator lives in the game state, history
// with undo and redo, replay files and the players that drive a game.
//
// A ruleset package (rules/<id>) implements Ruleset and State. Nothing
// here imports Ebiten or reads the clock: a game is a pure function of its
// scenario, seed, options and actions.
//
//	st, _ := rs.Setup(sc, 42, rules.Options{})
//	for !st.Outcome().Over {
//		seat := st.ToAct()[0]
//		a, _ := player.Choose(st, seat)
//		events, err := st.Apply(a)
//		...
//	}
package rules

import "fmt"

// Seat is who decides for one side of a game. Seats are numbered from 0; the
// game maps devices (keyboard, gamepad, computer) to seats.
type Seat int

// Spectator is no seat: View(Spectator) is what every seat may see, the
// public view a shared screen shows between two players (behind the privacy
// screen), and EventFor(e, Spectator) an event as anyone may read it.
const Spectator Seat = -1

// Action is one choice a seat makes. Its String method returns the action's
// canonical notation, which the ruleset's ParseAction reads back exactly.
type Action interface {
	String() string
}

// Event is something that happened while an action was applied: dice rolled,
// dice cancelled, a model moved or damaged. String explains it in plain words
// for the log; Chance reports whether it revealed something that was not
// known before the action (a roll, a draw, a reveal), which limits undo.
//
// String tells the whole truth: an event that carries facts some seats may
// not see (the card drawn blind, the card kept at Windburn, a warband chosen
// in secret) also implements Private, and what a seat reads is always
// EventFor(e, seat).
type Event interface {
	String() string
	Chance() bool
}

// Private is implemented by events that carry facts some seats may not see.
// For returns the event as seat may see it: the event itself for a seat
// allowed to see everything in it, otherwise an event with the hidden facts
// withheld ("The Ashen Circle draws a card from the deck"). For(Spectator)
// withholds everything any seat may not see.
type Private interface {
	For(seat Seat) Event
}

// EventFor returns e as seat may see it.
func EventFor(e Event, seat Seat) Event {
	if p, ok := e.(Private); ok {
		return p.For(seat)
	}
	return e
}

// EventsFor returns evs as seat may see them, in a new slice.
func EventsFor(evs []Event, seat Seat) []Event {
	out := make([]Event, len(evs))
	for i, e := range evs {
		out[i] = EventFor(e, seat)
	}
	return out
}

// SeatInfo names a seat for menus and logs.
type SeatInfo struct {
	Seat Seat   `json:"seat"`
	Name string `json:"name"`
}

// Outcome tells whether the game is over and who won. Winners lists the
// winning seats in seat order: one in a duel, several when seats win
// together (a co-operative party, a team), none for a draw or when every
// seat loses together ("the party is lost"); Reason says which.
type Outcome struct {
	Over    bool   `json:"over"`
	Winners []Seat `json:"winners"`
	Reason  string `json:"reason,omitempty"`
}

// Won reports whether seat is among the winners.
func (o Outcome) Won(seat Seat) bool {
	for _, w := range o.Winners {
		if w == seat {
			return true
		}
	}
	return false
}

// Winner returns the only winner of a game one seat won, or Spectator when
// the game is not over, nobody won, or several seats won together.
func (o Outcome) Winner() Seat {
	if !o.Over || len(o.Winners) != 1 {
		return Spectator
	}
	return o.Winners[0]
}

// WinnersText names the winners for a message: "the Gnomes", "the Gnomes
// and the Goblins", or "" when nobody won.
func (o Outcome) WinnersText(seats []SeatInfo) string {
	var s string
	for i, w := range o.Winners {
		name := fmt.Sprintf("seat %d", int(w)+1)
		if int(w) >= 0 && int(w) < len(seats) {
			name = seats[w].Name
		}
		switch {
		case i == 0:
		case i == len(o.Winners)-1:
			s += " and "
		default:
			s += ", "
		}
		s += name
	}
	return s
}

// soleSeats holds a one-seat slice for each small seat number, so that a
// ruleset's Outcome need not allocate one for every call.
var soleSeats = func() (out [16][]Seat) {
	for i := range out {
		out[i] = []Seat{Seat(i)}
	}
	return out
}()

// Only returns a slice holding seat alone, shared for small seat numbers:
// callers must not change it.
func Only(seat Seat) []Seat {
	if seat >= 0 && int(seat) < len(soleSeats) {
		return soleSeats[seat]
	}
	return []Seat{seat}
}

// State is one position of a game. Apply changes it in place; Clone gives an
// independent copy for snapshots, look-ahead and undo.
type State interface {
	// Ruleset returns the id of the ruleset that made this state.
	Ruleset() string
	// Seats lists every seat of the game in order.
	Seats() []SeatInfo
	// ToAct returns the seats that must decide now: usually one, several for
	// simultaneous hidden choices, none when the game is over. A side the
	// rules run themselves (scripted enemies) is never a seat: Apply plays
	// its turns with the state's dice before it returns, so ToAct lists only
	// seats players choose for.
	ToAct() []Seat
	// Legal returns every action the seat may take now, in a fixed order.
	Legal(seat Seat) []Action
	// Apply validates and resolves an action. An illegal action returns an
	// *IllegalError and leaves the state untouched.
	Apply(a Action) ([]Event, error)
	// ParseAction reads an action in canonical notation. It checks syntax
	// only; Apply decides whether the action is legal.
	ParseAction(s string) (Action, error)
	// View returns what seat may see of this state, as a state of its own:
	// hidden facts (another hand, the deck's order, a face-down choice) are
	// withheld, and the dice cannot foretell rolls. View(Spectator) withholds
	// everything any seat may not see. Legal, Odds and Describe work on a
	// view; a view need not be playable.
	View(seat Seat) State
	// Clone returns an independent copy, random generator included.
	Clone() State
	// Encode returns the canonical encoding: equal states encode equally.
	Encode() []byte
	// Hash returns a 64-bit hash of the canonical encoding.
	Hash() uint64
	// Outcome tells whether the game is over.
	Outcome() Outcome
	// Odds returns the exact outcome distribution of an action that rolls
	// dice, or an error for one that does not.
	Odds(a Action) (*Odds, error)
	// Describe draws the position as plain text, for the command line.
	Describe() string
	// Progress says in one short line how far the game is, for saves and
	// the offer to resume: "Round 2 of 15, Gnomes to act", or how it ended.
	Progress() string
}

// Scenario is a playable set-up of a ruleset: an embedded level or a file.
type Scenario struct {
	Name   string `json:"name"`
	Title  string `json:"title"`
	Blurb  string `json:"blurb,omitempty"`
	Origin string `json:"origin"` // where the source came from, for messages
	Source []byte `json:"-"`
}

// Options changes how a game is set up without changing its scenario.
type Options struct {
	// Dice, when set, loads the dice: rolls take these results in order.
	Dice []int `json:"dice,omitempty"`
}

// Ruleset is one game system played on the engine.
type Ruleset interface {
	// ID is the short id used on the command line and in files ("abc", lower case).
	ID() string
	// Name is the ruleset's display name.
	Name() string
	// Version changes whenever a rule change would alter replays.
	Version() int
	// Scenarios lists the embedded scenarios, the default one first.
	Scenarios() []Scenario
	// Setup starts a fresh game.
	Setup(sc Scenario, seed uint64, opts Options) (State, error)
	// Decode restores a state written by State.Encode.
	Decode(data []byte) (State, error)
	// NewAI returns the computer opponent for a seat. It chooses from
	// View(seat), never from the whole state.
	NewAI(seat Seat, seed uint64) Player
	// Examples shows a player of the console how actions are written: a
	// few actions in notation, each with what it does.
	Examples() []Example
}

// Example is an action in notation and what it does, for help texts.
type Example struct {
	Action string `json:"action"`
	Means  string `json:"means"`
	Rolls  bool   `json:"rolls,omitempty"` // the action rolls dice: State.Odds gives its odds
}

// Secretive is implemented by rulesets where a seat sees what another must
// not (cards in hand, face-down choices). When two human seats share one
// screen, the table hands over behind a privacy screen between their
// decisions. Rulesets that hide nothing do not implement it.
type Secretive interface {
	HidesInformation() bool
}

// SecretKeeper is implemented by the states of Secretive rulesets that can
// tell whether a seat has anything to hide now. HasSecrets(seat) reports
// whether View(seat) shows a fact that View(Spectator) withholds: a card in
// the seat's hand, its face-down choice. When it is false, the seat sees
// nothing another seat may not, and a shared screen is handed to it
// without a privacy screen.
type SecretKeeper interface {
	HasSecrets(seat Seat) bool
}

// Titled is implemented by states whose level names itself: Title returns
// the scenario's title as its level gives it ("Lamplight Crossing"), which
// a scenario read from a file or a replay knows only by its file name.
type Titled interface {
	Title() string
}

// Player chooses actions for a seat: the computer, a random player, a script.
// Choose is given View(seat), what the seat may see, never the whole state;
// the action it returns is applied to the whole state.
type Player interface {
	Name() string
	Choose(view State, seat Seat) (Action, error)
}

// Odds is the exact distribution of an action's outcomes. Each case is one
// circumstance the acting seat does not control (for example how much the
// defender spends); within a case, outcome i happens with probability
// Outcomes[i].Count / Total, all counts being exact.
type Odds struct {
	Action string     `json:"action"`
	Cases  []OddsCase `json:"cases"`
}

// OddsCase is the distribution of outcomes under one circumstance.
type OddsCase struct {
	Condition string   `json:"condition"`
	Total     uint64   `json:"total"`
	Outcomes  []Chance `json:"outcomes"`
	// Note explains how the outcomes relate, e.g. that they overlap.
	Note string `json:"note,omitempty"`
}

// Chance is one outcome and how many of the Total equally likely rolls give it.
type Chance struct {
	Label string `json:"label"`
	Count uint64 `json:"count"`
}
