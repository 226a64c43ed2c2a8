package magewinds

import (
	"fmt"

	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// EvKind is the kind of an event.
type EvKind uint8

// The kinds of event.
const (
	EvRollOff EvKind = iota
	EvDeployed
	EvPhase
	EvDrew
	EvPassed
	EvReshuffled
	EvMoved      // a Move action, a step, a knockback, a push or a blink
	EvGuard      // a Guard action
	EvCast       // a spell is cast and its cards discarded
	EvChoiceDown // an attack choice card is placed face down
	EvReacted    // the defence choice
	EvRevealed   // the attack choice is revealed
	EvRolled     // dice rolled for an attack or a spell
	EvDamaged
	EvTakenDown
	EvHealed
	EvCounter // an action counter placed, flipped, removed or recovered
	EvPickedUp
	EvDropped
	EvKept
	EvDiscarded
	EvScored
	EvOver
)

// Event is something that happened while an action was applied, with
// enough detail for the log to explain it and for the table to animate it.
type Event struct {
	Kind    EvKind
	Fighter int8 // -1 when none
	Target  int8 // -1 when none
	Side    int8
	From    geom.Point
	To      geom.Point
	Path    []geom.Point
	Dice    []uint8
	N       int // hits, damage, VP, cards, target number...
	Card    cards.Card
	Choice  Choice
	React   Reaction
	Text    string
	chance  bool
}

// String explains the event for the log.
func (e Event) String() string { return e.Text }

// Chance reports whether the event revealed something that was not known
// before (a roll, a card drawn blind, a reveal).
func (e Event) Chance() bool { return e.chance }

func (g *Game) event(k EvKind, format string, args ...any) Event {
	return Event{Kind: k, Fighter: -1, Target: -1, Side: -1, Card: cards.None, Text: fmt.Sprintf(format, args...)}
}
