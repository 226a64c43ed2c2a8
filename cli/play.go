package cli

import (
	"encoding/json"
	"fmt"
	"os"

	"skirmish/rules"
	"skirmish/rules/catalog"
)

func runPlay(args []string, e *env) error {
	fs := newFlags("play", e)
	var p position
	p.register(fs)
	asJSON := fs.Bool("json", false, "print JSON instead of text")
	saveReplay := fs.String("save-replay", "", "write the actions as a replay file")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *saveReplay != "" {
		if err := checkOutPath("-save-replay", *saveReplay); err != nil {
			return err
		}
	}
	g, err := p.setup()
	if err != nil {
		return err
	}
	actions, err := p.actionList()
	if err != nil {
		return err
	}
	replay := catalog.NewReplay(g.Ruleset, g.Scenario, g.Seed, g.Options)
	type jsonStep struct {
		Action string        `json:"action"`
		Events []rules.Event `json:"events"`
		Hash   string        `json:"hash"`
	}
	var steps []jsonStep
	n := 0
	err = applyAll(g.state, actions, func(s step) {
		n++
		replay.Record(s.action, g.state)
		if *asJSON {
			steps = append(steps, jsonStep{Action: s.action.String(), Events: s.events, Hash: rules.FormatHash(g.state.Hash())})
			return
		}
		fmt.Fprintf(e.stdout, "%d. %s\n", n, s.action)
		for _, ev := range s.events {
			fmt.Fprintf(e.stdout, "   %s\n", ev)
		}
	})
	if err != nil {
		return err
	}
	if *saveReplay != "" {
		if err := os.WriteFile(*saveReplay, replay.Marshal(), 0o644); err != nil {
			return fmt.Errorf("-save-replay: %w", err)
		}
	}
	if *asJSON {
		out := struct {
			Ruleset  string        `json:"ruleset"`
			Scenario string        `json:"scenario"`
			Seed     uint64        `json:"seed"`
			Steps    []jsonStep    `json:"steps"`
			Final    any           `json:"final"`
			ToAct    []rules.Seat  `json:"toAct"`
			Outcome  rules.Outcome `json:"outcome"`
			Hash     string        `json:"hash"`
		}{g.Ruleset.ID(), g.Scenario.Name, g.Seed, steps, summary(g.state), g.state.ToAct(), g.state.Outcome(), rules.FormatHash(g.state.Hash())}
		if out.Steps == nil {
			out.Steps = []jsonStep{}
		}
		b, err := json.MarshalIndent(out, "", "  ")
		if err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, string(b))
		return nil
	}
	fmt.Fprintln(e.stdout)
	fmt.Fprint(e.stdout, g.state.Describe())
	fmt.Fprintf(e.stdout, "hash %s\n", rules.FormatHash(g.state.Hash()))
	return nil
}

// summary returns the state's own JSON summary if it has one, else its text.
func summary(st rules.State) any {
	if s, ok := st.(interface{ Summary() any }); ok {
		return s.Summary()
	}
	return st.Describe()
}
