// Package catalog finds rulesets and scenarios: in the program's list of
// rulesets (a Catalog), among a ruleset's embedded levels, in a level file,
// or in a replay's header.
package catalog

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"skirmish/fileio"
	"skirmish/rules"
)

// Catalog is the rulesets a program knows, in menu order. The program's
// one list of rulesets (game/rulesets) makes it; nothing here names one.
type Catalog []rules.Ruleset

// IDs returns the ids of every ruleset.
func (c Catalog) IDs() []string {
	ids := make([]string, 0, len(c))
	for _, rs := range c {
		ids = append(ids, rs.ID())
	}
	return ids
}

// Lookup returns the ruleset with the given id.
func (c Catalog) Lookup(id string) (rules.Ruleset, error) {
	for _, rs := range c {
		if rs.ID() == id {
			return rs, nil
		}
	}
	return nil, fmt.Errorf("unknown ruleset %q (known: %s)", id, strings.Join(c.IDs(), ", "))
}

// FindScenario returns the ruleset holding the embedded scenario named
// name, and the scenario.
func (c Catalog) FindScenario(name string) (rules.Ruleset, rules.Scenario, error) {
	var known []string
	for _, rs := range c {
		for _, sc := range rs.Scenarios() {
			if sc.Name == name {
				return rs, sc, nil
			}
			known = append(known, sc.Name)
		}
	}
	return nil, rules.Scenario{}, fmt.Errorf("unknown scenario %q (known: %s)", name, strings.Join(known, ", "))
}

// Scenario returns the embedded scenario of rs with the given name; an empty
// name gives the default scenario.
func Scenario(rs rules.Ruleset, name string) (rules.Scenario, error) {
	all := rs.Scenarios()
	if len(all) == 0 {
		return rules.Scenario{}, fmt.Errorf("%s has no scenarios", rs.ID())
	}
	if name == "" {
		return all[0], nil
	}
	var names []string
	for _, sc := range all {
		if sc.Name == name {
			return sc, nil
		}
		names = append(names, sc.Name)
	}
	return rules.Scenario{}, fmt.Errorf("%s has no scenario %q (known: %s)", rs.ID(), name, strings.Join(names, ", "))
}

// MaxLevelBytes is the largest level file read from disk.
const MaxLevelBytes = 1 << 20

// LevelFile reads a level from a path. The scenario's name is the file's
// base name without extension; the ruleset checks the contents at Setup.
func LevelFile(path string) (rules.Scenario, error) {
	src, err := fileio.ReadLimited("level file", path, MaxLevelBytes)
	if err != nil {
		return rules.Scenario{}, err
	}
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	return rules.Scenario{Name: name, Title: name, Origin: path, Source: src}, nil
}

// embedded reports whether sc is one of rs's own scenarios, unchanged.
func embedded(rs rules.Ruleset, sc rules.Scenario) bool {
	own, err := Scenario(rs, sc.Name)
	return err == nil && bytes.Equal(own.Source, sc.Source)
}

// NewReplay starts a replay of a game of rs set up from sc. A scenario that
// is not one of the ruleset's own is stored in the replay in full.
func NewReplay(rs rules.Ruleset, sc rules.Scenario, seed uint64, opts rules.Options) *rules.Replay {
	r := &rules.Replay{
		Format: rules.ReplayFormat, Version: rules.ReplayVersion,
		Ruleset: rs.ID(), RulesetVersion: rs.Version(),
		Scenario: sc.Name, Seed: seed, Options: opts,
	}
	if !embedded(rs, sc) {
		r.Level = string(sc.Source)
	}
	return r
}

// Start sets up the game a replay starts from.
func (c Catalog) Start(r *rules.Replay, origin string) (rules.Ruleset, rules.State, error) {
	rs, err := c.Lookup(r.Ruleset)
	if err != nil {
		return nil, nil, err
	}
	if r.RulesetVersion != rs.Version() {
		return nil, nil, fmt.Errorf("replay made with %s rules version %d; this program has version %d, so its actions may not replay", rs.ID(), r.RulesetVersion, rs.Version())
	}
	sc, err := ReplayScenario(rs, r, origin)
	if err != nil {
		return nil, nil, err
	}
	st, err := rs.Setup(sc, r.Seed, r.Options)
	if err != nil {
		return nil, nil, err
	}
	return rs, st, nil
}

// ReplayScenario returns the scenario a replay of rs was played on: the
// level stored in it, or the embedded scenario it names.
func ReplayScenario(rs rules.Ruleset, r *rules.Replay, origin string) (rules.Scenario, error) {
	if r.Level != "" {
		return rules.Scenario{Name: r.Scenario, Title: r.Scenario, Origin: origin + " (level stored in the replay)", Source: []byte(r.Level)}, nil
	}
	return Scenario(rs, r.Scenario)
}
