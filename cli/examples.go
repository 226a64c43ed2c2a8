package cli

import (
	"fmt"
	"strings"

	"skirmish/rules"
)

// examples are the example lines of the commands' help, made from the
// default ruleset so that they name a real scenario and real actions.
type examples struct {
	shot, console, play, odds, sim, bench string
}

// examplesFor returns the help's examples for rs: its id, its default
// scenario, and actions legal at the start of that scenario.
func examplesFor(rs rules.Ruleset) examples {
	id, scen, first := rs.ID(), "SCENARIO", "ACTION"
	if scs := rs.Scenarios(); len(scs) > 0 {
		scen = scs[0].Name
		if st, err := rs.Setup(scs[0], 1, rules.Options{}); err == nil {
			if seats := st.ToAct(); len(seats) > 0 {
				if legal := st.Legal(seats[0]); len(legal) > 0 {
					first = legal[0].String()
				}
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
		odds:    fmt.Sprintf(`skirmish odds -ruleset %s -scenario %s -actions "ACTIONS" -action "ACTION"`, id, scen),
		sim:     fmt.Sprintf("skirmish sim -ruleset %s -scenario %s -seed 1 -games 20 -players ai,random", id, scen),
		bench:   fmt.Sprintf("skirmish bench -ruleset %s -seconds 1", id),
	}
}
