package elements

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// EventKind is what an Event reports.
type EventKind uint8

// The events of Elements.
const (
	EvMustered  EventKind = iota // a side changed its force (private to it)
	EvReady                      // a side declared its force ready
	EvForces                     // the forces are revealed and deployed
	EvRound                      // a round begins
	EvMoved                      // Model moved to To, facing Facing
	EvRevealed                   // Model came out of stealth
	EvHid                        // Model hid
	EvRecovered                  // Model recovered from Stunned
	EvDone                       // Model's activation ended
	EvCombat                     // Model attacks Other: the dice pools and bonuses
	EvRolled                     // the dice rolled (Attack, Defence), after re-rolls
	EvWinner                     // Model won the combat against Other
	EvResult                     // the winner chose Result
	EvMiss                       // the attack missed
	EvInjured                    // Other is Injured (or out)
	EvStunned                    // Other is Stunned
	EvOut                        // Other is out of the game
	EvShifted                    // Model was moved by a result to To
	EvGameOver                   // the game ended; Text says why
)

// Event is one thing that happened, with its explanation in Text.
type Event struct {
	Kind     EventKind
	Model    int8 // -1 when none
	Other    int8 // -1 when none
	Text     string
	Attack   []uint8 // EvRolled: the attacker's faces
	Defence  []uint8 // EvRolled: the defender's faces
	Result   Element
	From, To grid.Point // EvMoved, EvShifted: where the model went from and to; EvRevealed: To
	Facing   grid.Dir   // EvMoved, EvShifted: the facing it ends with
	chance   bool
	secretOf int8   // -1: public; else the side whose opponent may not read Text
	public   string // what the other side (and spectators) read instead
}

// String explains the event in plain words.
func (e Event) String() string { return e.Text }

// Chance reports whether the event revealed something not known before:
// dice rolled, forces revealed, a hidden model found.
func (e Event) Chance() bool { return e.chance }

// For returns the event as seat may see it (rules.Private): a hidden
// model's move or a force being chosen reads only as its public text to
// the other side and to spectators.
func (e Event) For(seat rules.Seat) rules.Event {
	if e.secretOf < 0 || int(seat) == int(e.secretOf) {
		return e
	}
	e.Text, e.Model, e.Other = e.public, -1, -1
	e.From, e.To, e.Facing = grid.Pt(-1, -1), grid.Pt(-1, -1), 0
	e.secretOf = -1
	return e
}

// event builds a public event.
func (g *Game) event(k EventKind, model, other int, format string, args ...any) Event {
	return Event{Kind: k, Model: int8(model), Other: int8(other), Text: fmt.Sprintf(format, args...), secretOf: -1}
}

// secret marks an event as private to side s, with the public text the
// other side reads.
func secret(e Event, s int, public string) Event {
	e.secretOf, e.public = int8(s), public
	return e
}
