package cli

import (
	"flag"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"skirmish/game/rulesets"
	"skirmish/game/session"
	"skirmish/rules"
	"skirmish/rules/catalog"
)

// position is the flags that set up a game and play actions into it, shared
// by play and odds.
type position struct {
	ruleset, scenario, level string
	seed                     uint64
	dice                     string
	actions, actionsFile     string
}

func (p *position) register(fs *flag.FlagSet) {
	fs.StringVar(&p.ruleset, "ruleset", rulesets.Default().ID(), "ruleset id (see skirmish rulesets)")
	fs.StringVar(&p.scenario, "scenario", "", "embedded scenario name (default: the ruleset's first)")
	fs.StringVar(&p.level, "level", "", "level file to play instead of an embedded scenario")
	fs.Uint64Var(&p.seed, "seed", 1, "random seed")
	fs.StringVar(&p.dice, "dice", "", `load the dice: comma-separated results rolled in order, e.g. "3,5,1"`)
	fs.StringVar(&p.actions, "actions", "", `actions in notation separated by ";", e.g. "A move c3 E; end"`)
	fs.StringVar(&p.actionsFile, "actions-file", "", "file of actions in notation, one per line (or ; separated)")
}

// table is a game set up from flags, before any action.
type table struct {
	session.Setup
	state rules.State
}

func (p *position) setup() (*table, error) {
	rs, err := rulesets.Catalog().Lookup(p.ruleset)
	if err != nil {
		return nil, usageError{err}
	}
	var sc rules.Scenario
	switch {
	case p.level != "" && p.scenario != "":
		return nil, usagef("give -scenario or -level, not both")
	case p.level != "":
		sc, err = levelFile(p.level)
	default:
		sc, err = catalog.Scenario(rs, p.scenario)
	}
	if err != nil {
		return nil, usageError{err}
	}
	opts := rules.Options{}
	if opts.Dice, err = parseDice(p.dice); err != nil {
		return nil, usageError{err}
	}
	st, err := rs.Setup(sc, p.seed, opts)
	if err != nil {
		if p.level != "" {
			err = fmt.Errorf("%w%s", err, otherRuleset(rs, sc))
		}
		return nil, usageError{err}
	}
	return &table{Setup: session.Setup{Ruleset: rs, Scenario: sc, Seed: p.seed, Options: opts}, state: st}, nil
}

// levelFile reads a level file for -level. Like catalog.LevelFile, the
// scenario is named after the file; unlike it, the file is read through a
// limit, so a device or a pipe cannot feed it without end.
func levelFile(path string) (rules.Scenario, error) {
	src, err := readLimited("level file", path, catalog.MaxLevelBytes)
	if err != nil {
		return rules.Scenario{}, err
	}
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	return rules.Scenario{Name: name, Title: name, Origin: path, Source: src}, nil
}

// otherRuleset returns a hint naming another ruleset that can set up sc,
// for a level file given with the wrong -ruleset, or "".
func otherRuleset(rs rules.Ruleset, sc rules.Scenario) string {
	for _, other := range rulesets.Catalog() {
		if other.ID() == rs.ID() {
			continue
		}
		if _, err := other.Setup(sc, 1, rules.Options{}); err == nil {
			return fmt.Sprintf(" (it reads as a %s level: add -ruleset %s)", other.ID(), other.ID())
		}
	}
	return ""
}

func parseDice(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out []int
	for i, f := range strings.Split(s, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || v < 1 || v > 100 {
			return nil, fmt.Errorf("-dice: result %d (%q) is not a whole number from 1 to 100", i+1, clip(strings.TrimSpace(f), 40))
		}
		out = append(out, v)
	}
	return out, nil
}

// actionList returns the actions given by -actions and -actions-file.
func (p *position) actionList() ([]string, error) {
	if p.actions != "" && p.actionsFile != "" {
		return nil, usagef("give -actions or -actions-file, not both")
	}
	text := p.actions
	if p.actionsFile != "" {
		b, err := readLimited("-actions-file", p.actionsFile, maxActionsBytes)
		if err != nil {
			return nil, err
		}
		text = string(b)
	}
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		for _, a := range strings.Split(line, ";") {
			if a = strings.TrimSpace(a); a != "" {
				out = append(out, a)
			}
		}
	}
	return out, nil
}

// step is one action applied by play, with what it caused.
type step struct {
	action rules.Action
	events []rules.Event
}

// applyAll parses and applies actions in order. The first action that cannot
// be read or is illegal stops it with a usage error naming its position.
func applyAll(st rules.State, actions []string, each func(step)) error {
	for k, text := range actions {
		if err := checkActionText(fmt.Sprintf("action %d", k+1), text); err != nil {
			return err
		}
		a, err := st.ParseAction(text)
		if err != nil {
			return usagef("action %d: %v", k+1, err)
		}
		evs, err := st.Apply(a)
		if err != nil {
			return usagef("action %d (%q): %v", k+1, text, err)
		}
		if each != nil {
			each(step{action: a, events: evs})
		}
	}
	return nil
}
