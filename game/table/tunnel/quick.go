package tunnel

import (
	"skirmish/game/table"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// kind gives the couch tests its quickest answers.
var _ table.Quickest = kind{}

// QuickChoice answers a decision at the table the quickest way
// (table.Quickest): every side ends its turn until the last round.
func (kind) QuickChoice(p table.Probe, _ *table.QuickMemo) (string, bool) {
	return table.FirstChoice(p, "End turn"), false
}

// QuickAction is QuickChoice in the rules' terms: end the turn, else the
// first legal action.
func (kind) QuickAction(st rules.State, seat rules.Seat) (rules.Action, bool) {
	return table.QuickPreferring(st, seat, []tf.Kind{tf.End}, func(a tf.Action) tf.Kind { return a.Kind })
}

// CouchPlan: the fifteen rounds of End turn are short enough to play
// through input where a press is cheap; the browser's test plays them
// through the session after the first four actions (and the unplugging),
// up to the last four. Tunnel Fighters hides nothing: no hand-over screen.
func (kind) CouchPlan() table.CouchPlan {
	return table.CouchPlan{Skips: []table.Skip{{After: 4, Keep: 4}}}
}
