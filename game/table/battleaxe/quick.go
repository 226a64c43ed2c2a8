package battleaxe

import (
	"skirmish/game/table"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// kind gives the couch tests its quickest answers.
var _ table.Quickest = kind{}

// quickRounds is how many rounds the quickest way plays before the party
// retreats: every hero ends his turn at once, the enemies play theirs
// through, and on the fourth round the party leaves the dungeon from its
// starting squares (where it never left).
const quickRounds = 4

// QuickChoice answers a decision at the table the quickest way
// (table.Quickest): the enemies' turns played through, an enemy's roll
// accepted, the retreat once the heroes have ended three rounds, else the
// end of the hero's turn.
func (kind) QuickChoice(p table.Probe, memo *table.QuickMemo) (string, bool) {
	first := func(prefixes ...string) string { return table.FirstChoice(p, prefixes...) }
	if o := first("Play through", "Accept", "Finish", "Play "); o != "" {
		return o, false
	}
	heroes := 0
	for _, pc := range p.Pieces {
		if pc.Side >= 0 {
			heroes++
		}
	}
	if p.At >= (quickRounds-1)*max(heroes, 1) {
		if o := first("Retreat"); o != "" {
			return o, false
		}
	}
	return first("End "), false
}

// QuickAction is QuickChoice in the rules' terms: accept a roll, retreat
// from the fourth round on, else end the turn.
func (kind) QuickAction(st rules.State, seat rules.Seat) (rules.Action, bool) {
	g, ok := st.(*ba.Game)
	legal := st.Legal(seat)
	if !ok || len(legal) == 0 {
		return nil, false
	}
	want := []ba.ActKind{ba.ActMuster, ba.ActAccept, ba.ActFinish, ba.ActEnd}
	if g.Round() >= quickRounds {
		want = []ba.ActKind{ba.ActMuster, ba.ActAccept, ba.ActFinish, ba.ActRetreat, ba.ActEnd}
	}
	for _, k := range want {
		for _, a := range legal {
			if x, ok := a.(ba.Action); ok && x.Kind == k {
				return a, true
			}
		}
	}
	return legal[len(legal)-1], true
}

// CouchPlan: a game played the quickest way is three rounds of turns
// ended at once and the retreat (some seven to thirteen actions): nothing
// to skip, and no hand-over (the heroes share everything they see).
func (kind) CouchPlan() table.CouchPlan { return table.CouchPlan{} }

// phaseOf names the phase for the probe.
func (c *dungeon) phaseOf(g *ba.Game) string {
	switch {
	case g.Outcome().Over:
		return "over"
	case c.foes.on:
		return "enemies"
	case luckPending(g):
		return "luck"
	case mustering(g):
		return "muster"
	}
	return "turn"
}
