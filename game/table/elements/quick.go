package elements

import (
	"skirmish/game/table"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// kind gives the couch tests its quickest answers.
var _ table.Quickest = kind{}

// QuickChoice answers a decision at the table the quickest way
// (table.Quickest): the scenario's force, Ready; each model that can act
// ends its activation (a Stunned one recovers), chosen from the list;
// a result, if one is due, the first that hurts; a result's movement
// leaves the model where it is.
func (kind) QuickChoice(p table.Probe, memo *table.QuickMemo) (string, bool) {
	first := func(prefixes ...string) string { return table.FirstChoice(p, prefixes...) }
	switch p.Phase {
	case "muster":
		return first("Ready"), false
	case "result":
		return first("Earth", "Water", "Fire", "Air"), false
	case "shift":
		return first("Leave"), false
	}
	if o := first("Done", "Recover"); o != "" {
		return o, false
	}
	for _, c := range p.Choices { // a model to activate
		if c.Enabled {
			return c.Label, false
		}
	}
	return "", false
}

// quickKinds are QuickAction's preferences, first first.
var quickKinds = []el.Kind{el.Ready, el.Done, el.Recover, el.Result, el.Shift}

// QuickAction is QuickChoice in the rules' terms: Ready, Done, Recover,
// the first result, the first movement of a result (the model left where
// it is, facing north); else the first legal action.
func (kind) QuickAction(st rules.State, seat rules.Seat) (rules.Action, bool) {
	return table.QuickPreferring(st, seat, quickKinds, func(a el.Action) el.Kind { return a.Kind })
}

// CouchPlan: a game played the quickest way is ten rounds of activations
// that end at once (some sixty actions). Every test plays the musters and
// their two hand-overs and the first activations (20 actions in all), then
// the middle through the session up to the last eight actions. The first
// scenario hides nothing in battle, so the musters' are all the hand-overs.
func (kind) CouchPlan() table.CouchPlan {
	return table.CouchPlan{
		Skips:     []table.Skip{{After: 20, HandOvers: 2, Keep: 8, Always: true}},
		HandOvers: 2,
	}
}
