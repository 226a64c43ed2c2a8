package cli

import (
	"fmt"
	"strings"

	"skirmish/rules"
)

// examples are the example lines of the commands' help, made from the
// default ruleset so that they name a real scenario and actions that work.
type examples struct {
	shot, console, play, odds, sim, bench string
}

// examplesFor returns the help's examples for rs: its id, its default
// scenario, an action legal at its start, and, for odds, the first action
// with odds (one that rolls dice) that its computer players reach when
// they play the scenario against each other.
func examplesFor(rs rules.Ruleset) examples {
	id, scen, first := rs.ID(), "SCENARIO", "ACTION"
	odds := fmt.Sprintf(`skirmish odds -ruleset %s -scenario SCENARIO -actions "ACTIONS" -action "ACTION"`, id)
	if scs := rs.Scenarios(); len(scs) > 0 {
		scen = scs[0].Name
		if st, err := rs.Setup(scs[0], 1, rules.Options{}); err == nil {
			if seats := st.ToAct(); len(seats) > 0 {
				if legal := st.Legal(seats[0]); len(legal) > 0 {
					first = legal[0].String()
				}
			}
			if before, a, ok := firstOdds(rs, st); ok {
				odds = fmt.Sprintf(`skirmish odds -ruleset %s -scenario %s -actions %q -action %q`, id, scen, strings.Join(before, "; "), a)
			}
		}
	}
	q := func(s string) string {
		if strings.ContainsAny(s, " ;\"") {
			return fmt.Sprintf("%q", s)
		}
		return s
	}
	return examples{
		shot:    fmt.Sprintf("skirmish shot -ruleset %s -scenario %s -seed 1 -actions %s -out battle.png -size 1280x720", id, scen, q(first)),
		console: fmt.Sprintf("skirmish console -ruleset %s -scenario %s -players human,ai", id, scen),
		play:    fmt.Sprintf("skirmish play -ruleset %s -scenario %s -seed 1 -actions %s", id, scen, q(first)),
		odds:    odds,
		sim:     fmt.Sprintf("skirmish sim -ruleset %s -scenario %s -seed 1 -games 20 -players ai,random", id, scen),
		bench:   fmt.Sprintf("skirmish bench -ruleset %s -seconds 1", id),
	}
}

// maxExampleActions bounds the game firstOdds plays.
const maxExampleActions = 200

// firstOdds lets the computer play st (seed 1) until some seat to act has
// an action with odds, and returns the actions played before it and that
// action.
func firstOdds(rs rules.Ruleset, st rules.State) ([]string, string, bool) {
	var played []string
	players := map[rules.Seat]rules.Player{}
	for range maxExampleActions {
		seats := st.ToAct()
		if len(seats) == 0 {
			return nil, "", false
		}
		for _, seat := range seats {
			for _, a := range st.Legal(seat) {
				if _, err := st.Odds(a); err == nil {
					return played, a.String(), true
				}
			}
		}
		seat := seats[0]
		if players[seat] == nil {
			players[seat] = rs.NewAI(seat, 1)
		}
		a, err := players[seat].Choose(st.View(seat), seat)
		if err != nil {
			return nil, "", false
		}
		if _, err := st.Apply(a); err != nil {
			return nil, "", false
		}
		played = append(played, a.String())
	}
	return nil, "", false
}
