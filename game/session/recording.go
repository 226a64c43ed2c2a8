package session

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/catalog"
)

// MaxReplayBytes bounds the replay files the game reads.
const MaxReplayBytes = 64 << 20

// Recording is a replay read and checked: its setup, its actions and the
// position after each, ready to be watched or continued.
type Recording struct {
	Origin  string // the file it came from, for messages
	Setup   Setup
	Actions []rules.Action
	States  []rules.State   // States[0] is the start; States[i] follows Actions[i-1]
	Events  [][]rules.Event // Events[i] are the events of Actions[i]
}

// Len returns the number of actions.
func (r *Recording) Len() int { return len(r.Actions) }

// OpenReplay reads a replay of one of cat's rulesets from data and plays
// it, checking every recorded hash; origin names it in errors.
func OpenReplay(cat catalog.Catalog, data []byte, origin string) (*Recording, error) {
	r, err := rules.ParseReplay(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", origin, err)
	}
	rs, st, err := cat.Start(r, origin)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", origin, err)
	}
	sc, err := catalog.ReplayScenario(rs, r, origin)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", origin, err)
	}
	rec := &Recording{Origin: origin, Setup: Setup{Ruleset: rs, Scenario: sc, Seed: r.Seed, Options: r.Options}}
	rec.States = append(rec.States, st.Clone())
	for i, step := range r.Steps {
		a, err := st.ParseAction(step.Action)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", origin, &rules.StepError{Index: i + 1, Action: step.Action, Err: err})
		}
		evs, err := st.Apply(a)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", origin, &rules.StepError{Index: i + 1, Action: step.Action, Err: err})
		}
		if got := rules.FormatHash(st.Hash()); got != step.Hash {
			return nil, fmt.Errorf("%s: %w", origin, &rules.DivergenceError{Index: i + 1, Action: step.Action, Want: step.Hash, Got: got})
		}
		rec.Actions = append(rec.Actions, a)
		rec.Events = append(rec.Events, evs)
		rec.States = append(rec.States, st.Clone())
	}
	return rec, nil
}

// RecordingOf returns the game of a session so far as a recording.
func RecordingOf(s *Session) *Recording {
	h := s.History()
	rec := &Recording{Origin: "this game", Setup: s.Setup}
	rec.States = append(rec.States, h.At(0))
	for i, a := range h.Actions() {
		st := h.At(i).Clone()
		evs, _ := st.Apply(a)
		rec.Actions = append(rec.Actions, a)
		rec.Events = append(rec.Events, evs)
		rec.States = append(rec.States, h.At(i+1))
	}
	return rec
}

// Replay returns the recording's first n actions as a replay file.
func (r *Recording) Replay(n int) *rules.Replay {
	rep := catalog.NewReplay(r.Setup.Ruleset, r.Setup.Scenario, r.Setup.Seed, r.Setup.Options)
	for i := 0; i < n && i < len(r.Actions); i++ {
		rep.Record(r.Actions[i], r.States[i+1])
	}
	return rep
}
