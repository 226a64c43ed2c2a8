package arena

import (
	"skirmish/game/table"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// kind gives the couch tests its quickest answers.
var _ table.Quickest = kind{}

// QuickChoice answers a decision at the table the quickest way
// (table.Quickest): the fighter with the initiative holds; a defender
// resists with the first thing offered; a roll on the TN deals neither; an
// interruption is passed; a rammed fighter braces; the muster is Ready
// at once; anything else, the first entry offered.
func (kind) QuickChoice(p table.Probe, memo *table.QuickMemo) (string, bool) {
	first := func(prefixes ...string) string { return table.FirstChoice(p, prefixes...) }
	var o string
	switch p.Phase {
	case "muster":
		o = first("Ready")
	case "ram":
		o = first("Brace", "Dodge")
	case "act":
		o = first("Hold", "Stand", "Pull free", "Break")
	case "defend":
		o = first("Resist")
	case "tie":
		o = first("Neither")
	case "interrupt":
		o = first("Pass")
	}
	if o == "" { // a choice the rules added after the table: the first offered
		for _, ch := range p.Choices {
			if ch.Enabled {
				return ch.Label, false
			}
		}
	}
	return o, false
}

// quickKinds are QuickAction's preferences, first first.
var quickKinds = []ar.Kind{ar.Ready, ar.Hold, ar.Pass, ar.Neither, ar.Defend, ar.Brace}

// QuickAction is QuickChoice in the rules' terms: Ready, Hold, Pass,
// Neither, the first defence, Brace; else the first legal action.
func (kind) QuickAction(st rules.State, seat rules.Seat) (rules.Action, bool) {
	return table.QuickPreferring(st, seat, quickKinds, func(a ar.Action) ar.Kind { return a.Kind })
}

// CouchPlan: a bout played the quickest way is the secret muster (its
// two hand-overs), then every fighter holding in every round until the
// rounds run out (the first scenario: ten fighters, twelve rounds). Every
// test plays the muster and the first dozen actions, then the middle
// through the session up to the last eight.
func (kind) CouchPlan() table.CouchPlan {
	return table.CouchPlan{Skips: []table.Skip{{After: 14, HandOvers: 2, Keep: 8, Always: true}}, HandOvers: 2}
}
