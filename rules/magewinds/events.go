package magewinds

import (
	"fmt"

	"skirmish/rules"
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
	EvMustered // a side changes its warband in the muster (add, remove, default)
	EvReady    // a side has chosen its warband
	EvWarbands // both warbands are revealed
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
	// public is the text for the seats that may not see everything in the
	// event, "" when every seat may (see For).
	public string
}

// String explains the event for the log, the whole truth: the card drawn
// blind, the card kept at Windburn, the attack choice placed face down,
// the fighter mustered. What a seat may read is For(seat).
func (e Event) String() string { return e.Text }

// For returns the event as seat may see it (rules.Private): the event
// itself for the seat of the side it belongs to, or for every seat when it
// hides nothing; otherwise a copy with the hidden facts withheld, both
// from the text and from the fields (the card, the attack choice, the
// profile mustered). For(rules.Spectator) withholds from everyone.
func (e Event) For(seat rules.Seat) rules.Event {
	if e.public == "" || int(seat) == int(e.Side) {
		return e
	}
	p := e
	p.Text, p.public = e.public, ""
	switch e.Kind {
	case EvDrew, EvKept:
		p.Card = cards.None
	case EvChoiceDown:
		p.Choice = ChoiceHidden
	case EvMustered:
		p.N = -1
	}
	return p
}

// Hides reports whether the event holds facts some seats may not see.
func (e Event) Hides() bool { return e.public != "" }

// Chance reports whether the event revealed something that was not known
// before (a roll, a card drawn blind, a reveal).
func (e Event) Chance() bool { return e.chance }

func (g *Game) event(k EvKind, format string, args ...any) Event {
	return Event{Kind: k, Fighter: -1, Target: -1, Side: -1, Card: cards.None, Text: fmt.Sprintf(format, args...)}
}
