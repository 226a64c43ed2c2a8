package magewinds

import (
	"strings"

	"skirmish/game/table"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// kind gives the couch tests its quickest answers.
var _ table.Quickest = kind{}

// QuickChoice answers a decision at the table the quickest way
// (table.Quickest): the scenario's warband, deploy at the table's aim,
// in each channelling draw one card blind per side (so that the hands hold
// secrets and the screen is handed over) then pass, discard at the
// windburn, and Guard with every fighter. memo marks the sides that drew
// in the channelling under way.
func (kind) QuickChoice(p table.Probe, memo *table.QuickMemo) (string, bool) {
	first := func(prefixes ...string) string { return table.FirstChoice(p, prefixes...) }
	if !strings.HasPrefix(p.Phase, "Channel") {
		memo.Forget()
	}
	switch {
	case strings.HasPrefix(p.Phase, "Muster"):
		return first("Take the scenario's warband", "Ready"), false
	case strings.HasPrefix(p.Phase, "Deploy"):
		return "", true
	case strings.HasPrefix(p.Phase, "Channel"):
		if !memo.Marked(p.ToAct) {
			o := first("Draw blind", "Take the", "Pass")
			if o != "" {
				memo.Mark(p.ToAct)
			}
			return o, false
		}
		return first("Pass"), false
	case strings.HasPrefix(p.Phase, "End Phase"):
		return first("Discard", "Keep"), false
	}
	return first("No reaction", "No step move", "Guard", "Activate"), false
}

// quickKinds are QuickAction's preferences, first first.
var quickKinds = []mw.Kind{mw.KDefault, mw.KReady, mw.KPass, mw.KDiscard, mw.KStay, mw.KGuard}

// QuickAction is QuickChoice in the rules' terms, without the draws:
// the scenario's warband, pass, discard, stay, guard; else the first legal
// action (a deployment, an activation).
func (kind) QuickAction(st rules.State, seat rules.Seat) (rules.Action, bool) {
	return table.QuickPreferring(st, seat, quickKinds, func(a mw.Action) mw.Kind { return a.Kind })
}

// CouchPlan: a game is too long to play whole through input. The
// browser's test plays the muster and a deployment each, then the rest
// of the deployment through the session, up to the first channelling
// (its first pass); every test plays the channelling's draws and their
// hand-overs (two in the muster, two in the channelling) and the first
// activations (28 actions in all), then the middle through the session
// up to the last eight actions.
func (kind) CouchPlan() table.CouchPlan {
	return table.CouchPlan{
		Skips: []table.Skip{
			{After: 6, Until: isPass},
			{After: 28, HandOvers: 4, Keep: 8, Always: true},
		},
		HandOvers: 4,
	}
}

// isPass reports whether a is a pass of the channelling.
func isPass(a rules.Action) bool {
	ma, ok := a.(mw.Action)
	return ok && ma.Kind == mw.KPass
}
