// Package tunnel is Tunnel Fighters (seed 000): two sides of fighters in
// dark tunnels, facing, Strength and Stamina dice pools, attack and defence
// dice that cancel in pairs, six results, Prone, Charge and light.
//
// Where the seed is silent the package makes rulings; each is listed in
// docs/rules/tunnel.md with the seed sentence it extends.
package tunnel

import (
	"sync"

	"skirmish/levels"
	tunnellevels "skirmish/levels/tunnel"
	"skirmish/rules"
)

// RulesetID is the ruleset's id on the command line and in files.
const RulesetID = "tunnel"

// RulesetVersion changes whenever a rule change would alter replays.
const RulesetVersion = 1

// Ruleset is Tunnel Fighters as a rules.Ruleset.
type Ruleset struct{}

// ID returns "tunnel".
func (Ruleset) ID() string { return RulesetID }

// Name returns "Tunnel Fighters".
func (Ruleset) Name() string { return "Tunnel Fighters" }

// Version returns RulesetVersion.
func (Ruleset) Version() int { return RulesetVersion }

// Scenarios lists the embedded levels, the default first. A level that does
// not parse is left out (a test checks that every embedded level parses).
func (Ruleset) Scenarios() []rules.Scenario {
	return append([]rules.Scenario(nil), embedded()...)
}

// embedded parses the embedded levels once.
var embedded = sync.OnceValue(func() []rules.Scenario {
	return rules.AppendScenarios(nil, tunnellevels.List(), func(f levels.File) (string, string, error) {
		lvl, err := ParseLevel(f.Name, f.Path, f.Source)
		if err != nil {
			return "", "", err
		}
		return lvl.Title, lvl.Blurb, nil
	})
})

// Setup parses the scenario's level and starts a game with dice seeded from
// seed, or loaded with opts.Dice.
func (Ruleset) Setup(sc rules.Scenario, seed uint64, opts rules.Options) (rules.State, error) {
	g, err := Setup(sc, seed, opts)
	if err != nil {
		return nil, err // not a nil *Game in a non-nil State
	}
	return g, nil
}

// Setup is Ruleset.Setup with the concrete type.
func Setup(sc rules.Scenario, seed uint64, opts rules.Options) (*Game, error) {
	lvl, err := ParseLevel(sc.Name, sc.Origin, sc.Source)
	if err != nil {
		return nil, err
	}
	dice, err := rules.LoadedDice(seed, opts.Dice)
	if err != nil {
		return nil, err
	}
	return NewGame(lvl, dice), nil
}

// Decode restores a game written by Game.Encode.
func (Ruleset) Decode(data []byte) (rules.State, error) {
	g, err := Decode(data)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// NewAI returns the computer opponent for a seat.
func (Ruleset) NewAI(seat rules.Seat, seed uint64) rules.Player {
	return NewAI(seed)
}

// Scenario returns the embedded scenario with the given name.
func Scenario(name string) (rules.Scenario, error) {
	return rules.FindScenario(embedded(), RulesetID, name)
}

// Examples shows how Tunnel Fighters actions are written (docs/notation.md).
func (Ruleset) Examples() []rules.Example {
	return []rules.Example{
		{Action: "A move c3-c4 E", Means: "model A steps to c3, then c4, and faces east"},
		{Action: "A turn S", Means: "model A turns to face south"},
		{Action: "A swing d4 2", Means: "model A swings at the model on d4, committing 2 Stamina", Rolls: true},
		{Action: "A open e2", Means: "model A opens the closed door on e2"},
		{Action: "b defend 1", Means: "defending model b spends 1 leftover Stamina"},
		{Action: "A pick 3", Means: "attacker A picks the Attack Die showing 3"},
		{Action: "end", Means: "the side to act ends its turn"},
	}
}
