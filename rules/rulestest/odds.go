package rulestest

import (
	"fmt"

	"skirmish/rules"
)

// Odds returns the exact distribution of an action that rolls dice: a roll
// (the bonus die), or the pick or pass of the last seat to choose, which
// ends the round and rolls the house die. It works on a view: whether the
// house scores depends on the other seats' hidden choices, so the odds say
// only whether the acting seat scores. Other actions give rules.ErrNoOdds,
// and an action not allowed now its *rules.IllegalError.
func (g *Game) Odds(ra rules.Action) (*rules.Odds, error) {
	a, ok := ra.(Action)
	if !ok {
		return nil, rules.ErrNoOdds
	}
	if why := g.whyIllegal(a); why != "" {
		return nil, rules.Illegal(a, "%s", why)
	}
	who := g.name(a.Seat)
	out := &rules.Odds{Action: a.String()}
	switch {
	case a.Verb == Roll:
		out.Cases = []rules.OddsCase{{
			Condition: fmt.Sprintf("one bonus die (D%d)", BonusSides),
			Total:     BonusSides,
			Outcomes: []rules.Chance{
				{Label: fmt.Sprintf("%d or more: %s scores 1 point", BonusScores, who), Count: BonusSides - BonusScores + 1},
				{Label: fmt.Sprintf("less than %d: %s scores nothing", BonusScores, who), Count: BonusScores - 1},
			},
		}}
	case !g.lastToChoose(a.Seat):
		return nil, rules.ErrNoOdds
	case a.Verb == Pick:
		out.Cases = []rules.OddsCase{{
			Condition: fmt.Sprintf("the house die (D%d), rolled as %s chooses last", Highest, who),
			Total:     Highest,
			Outcomes: []rules.Chance{
				{Label: fmt.Sprintf("the die shows %d: %s scores 1 point", a.N, who), Count: 1},
				{Label: fmt.Sprintf("another number: %s scores nothing", who), Count: Highest - 1},
			},
			Note: "whether the house scores depends on the other seats' hidden choices",
		}}
	default: // a pass
		out.Cases = []rules.OddsCase{{
			Condition: fmt.Sprintf("the house die (D%d), rolled as %s passes last", Highest, who),
			Total:     Highest,
			Outcomes:  []rules.Chance{{Label: who + " passed and scores nothing", Count: Highest}},
			Note:      "whether the house scores depends on the other seats' hidden choices",
		}}
	}
	return out, nil
}
