package rules

import (
	"errors"
	"fmt"
)

// UndoPolicy says how far back a game may be undone.
type UndoPolicy uint8

// The undo policies. UntilDice is the default: an action that rolled dice,
// drew a card or revealed something cannot be taken back, nor can anything
// before it.
const (
	UndoUntilDice UndoPolicy = iota
	UndoFree
	UndoNone
)

// String returns the policy's name as used in settings and flags.
func (p UndoPolicy) String() string {
	switch p {
	case UndoFree:
		return "free"
	case UndoNone:
		return "none"
	}
	return "until-dice"
}

// ParseUndoPolicy reads "free", "until-dice" or "none".
func ParseUndoPolicy(s string) (UndoPolicy, error) {
	switch s {
	case "free":
		return UndoFree, nil
	case "until-dice", "":
		return UndoUntilDice, nil
	case "none":
		return UndoNone, nil
	}
	return 0, fmt.Errorf("undo policy %q: expected free, until-dice or none", s)
}

// History keeps a snapshot of the game after every action, so that actions
// can be undone and redone exactly, random generator included.
type History struct {
	policy  UndoPolicy
	states  []State // states[0] is the start; states[i] follows actions[i-1]
	actions []Action
	chance  []bool // chance[i]: actions[i] revealed something (dice, cards)
	cur     int    // index in states of the current position
}

// NewHistory starts a history at state, which it takes ownership of.
func NewHistory(start State, policy UndoPolicy) *History {
	return &History{policy: policy, states: []State{start}}
}

// Policy returns the undo policy.
func (h *History) Policy() UndoPolicy { return h.policy }

// Current returns the current state. Callers must not change it; Clone it to
// look ahead.
func (h *History) Current() State { return h.states[h.cur] }

// Start returns the state before any action.
func (h *History) Start() State { return h.states[0] }

// Len returns the number of actions up to the current position.
func (h *History) Len() int { return h.cur }

// Total returns the number of recorded actions, including undone ones that
// can still be redone.
func (h *History) Total() int { return len(h.actions) }

// Actions returns the actions that led to the current position.
func (h *History) Actions() []Action { return h.actions[:h.cur] }

// At returns the state after the first i actions (0 is the start), for
// replay viewers. Callers must not change it.
func (h *History) At(i int) State { return h.states[i] }

// Apply applies a to a copy of the current state. On success the copy becomes
// the current state and anything that could have been redone is dropped; on
// failure nothing changes.
func (h *History) Apply(a Action) ([]Event, error) {
	next := h.Current().Clone()
	events, err := next.Apply(a)
	if err != nil {
		return nil, err
	}
	chance := false
	for _, e := range events {
		if e.Chance() {
			chance = true
			break
		}
	}
	h.states = append(h.states[:h.cur+1], next)
	h.actions = append(h.actions[:h.cur], a)
	h.chance = append(h.chance[:h.cur], chance)
	h.cur++
	return events, nil
}

// ErrCannotUndo and ErrCannotRedo are wrapped by Undo and Redo errors.
var (
	ErrCannotUndo = errors.New("cannot undo")
	ErrCannotRedo = errors.New("cannot redo")
)

// CanUndo reports whether the last action can be undone and, if not, why.
func (h *History) CanUndo() (bool, string) {
	switch {
	case h.cur == 0:
		return false, "nothing to undo"
	case h.policy == UndoNone:
		return false, "undo is off in this game"
	case h.policy == UndoUntilDice && h.chance[h.cur-1]:
		return false, "the dice have been rolled: undo stops at the last roll"
	}
	return true, ""
}

// Undo steps back one action.
func (h *History) Undo() error {
	if ok, why := h.CanUndo(); !ok {
		return fmt.Errorf("%w: %s", ErrCannotUndo, why)
	}
	h.cur--
	return nil
}

// CanRedo reports whether an undone action can be redone and, if not, why.
func (h *History) CanRedo() (bool, string) {
	if h.cur >= len(h.actions) {
		return false, "nothing to redo"
	}
	return true, ""
}

// Next returns the undone action that Redo would apply again, and whether
// there is one.
func (h *History) Next() (Action, bool) {
	if h.cur >= len(h.actions) {
		return nil, false
	}
	return h.actions[h.cur], true
}

// Redo steps forward again over an undone action.
func (h *History) Redo() error {
	if ok, why := h.CanRedo(); !ok {
		return fmt.Errorf("%w: %s", ErrCannotRedo, why)
	}
	h.cur++
	return nil
}
