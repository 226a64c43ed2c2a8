package cli

import (
	"encoding/json"
	"errors"
	"fmt"

	"skirmish/rules"
)

// percent turns an exact count of rolls into a percentage for display.
func percent(count, total uint64) float64 {
	if total == 0 {
		return 0
	}
	return 100 * float64(count) / float64(total)
}

func runOdds(args []string, e *env) error {
	fs := newFlags("odds", e)
	var p position
	p.register(fs)
	action := fs.String("action", "", "the action whose outcomes to compute, in notation")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *action == "" {
		return usagef("-action is required, e.g. -action \"A swing d4 2\"")
	}
	if err := checkActionText("-action", *action); err != nil {
		return err
	}
	g, err := p.setup()
	if err != nil {
		return err
	}
	actions, err := p.actionList()
	if err != nil {
		return err
	}
	if err := applyAll(g.state, actions, nil); err != nil {
		return err
	}
	a, err := g.state.ParseAction(*action)
	if err != nil {
		return usagef("-action: %v", err)
	}
	odds, err := g.state.Odds(a)
	if errors.Is(err, rules.ErrNoOdds) {
		return usagef("-action %q rolls no dice, so it has no odds", *action)
	}
	if err != nil {
		return usagef("-action: %v", err)
	}
	if *asJSON {
		b, _ := json.MarshalIndent(odds, "", "  ")
		fmt.Fprintln(e.stdout, string(b))
		return nil
	}
	fmt.Fprintf(e.stdout, "Odds of %s\n", odds.Action)
	for _, c := range odds.Cases {
		fmt.Fprintf(e.stdout, "\n%s (%d equally likely rolls)\n", c.Condition, c.Total)
		for _, o := range c.Outcomes {
			fmt.Fprintf(e.stdout, "  %-26s %7.3f%%  (%d/%d)\n", o.Label, percent(o.Count, c.Total), o.Count, c.Total)
		}
		if c.Note != "" {
			fmt.Fprintf(e.stdout, "  note: %s\n", c.Note)
		}
	}
	return nil
}
