// Package catalog knows every ruleset of the program and where scenarios
// come from: the embedded levels, a level file, or a replay's header.
package catalog

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"skirmish/fileio"
	"skirmish/rules"
	"skirmish/rules/magewinds"
	"skirmish/rules/tunnel"
)

// All returns every ruleset, in menu order.
func All() []rules.Ruleset {
	return []rules.Ruleset{tunnel.Ruleset{}, magewinds.Ruleset{}}
}

// IDs returns the ids of every ruleset.
func IDs() []string {
	var ids []string
	for _, rs := range All() {
		ids = append(ids, rs.ID())
	}
	return ids
}

// Lookup returns the ruleset with the given id.
func Lookup(id string) (rules.Ruleset, error) {
	for _, rs := range All() {
		if rs.ID() == id {
			return rs, nil
		}
	}
	return nil, fmt.Errorf("unknown ruleset %q (known: %s)", id, strings.Join(IDs(), ", "))
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
func Start(r *rules.Replay, origin string) (rules.Ruleset, rules.State, error) {
	rs, err := Lookup(r.Ruleset)
	if err != nil {
		return nil, nil, err
	}
	if r.RulesetVersion != rs.Version() {
		return nil, nil, fmt.Errorf("replay made with %s rules version %d; this program has version %d, so its actions may not replay", rs.ID(), r.RulesetVersion, rs.Version())
	}
	var sc rules.Scenario
	if r.Level != "" {
		sc = rules.Scenario{Name: r.Scenario, Title: r.Scenario, Origin: origin + " (level stored in the replay)", Source: []byte(r.Level)}
	} else if sc, err = Scenario(rs, r.Scenario); err != nil {
		return nil, nil, err
	}
	st, err := rs.Setup(sc, r.Seed, r.Options)
	if err != nil {
		return nil, nil, err
	}
	return rs, st, nil
}
