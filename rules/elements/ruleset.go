// Package elements is Elements (seed 001): an elemental-dice ninja
// skirmish. Close combat where both sides can win, ranged attacks and
// shuriken, assists, back strikes, influence zones and stealth, on a
// square grid.
//
// Where the seed is silent or cut off the package makes rulings; each is
// listed in docs/rules/elements.md with the seed sentence it completes.
package elements

import (
	"sync"

	"skirmish/levels"
	elementslevels "skirmish/levels/elements"
	"skirmish/rules"
)

// RulesetID is the ruleset's id on the command line and in files.
const RulesetID = "elements"

// RulesetVersion changes whenever a rule change would alter replays.
const RulesetVersion = 1

// Ruleset is Elements as a rules.Ruleset.
type Ruleset struct{}

var (
	_ rules.Ruleset      = Ruleset{}
	_ rules.Secretive    = Ruleset{}
	_ rules.State        = (*Game)(nil)
	_ rules.Checker      = (*Game)(nil)
	_ rules.Titled       = (*Game)(nil)
	_ rules.Legend       = Ruleset{}
	_ rules.SecretKeeper = (*Game)(nil)
	_ rules.Private      = Event{}
)

// ID returns "elements".
func (Ruleset) ID() string { return RulesetID }

// Name returns "Elements".
func (Ruleset) Name() string { return "Elements" }

// Version returns RulesetVersion.
func (Ruleset) Version() int { return RulesetVersion }

// HidesInformation reports that Elements hides facts from a seat: the
// other side's muster and its hidden models (rules.Secretive).
func (Ruleset) HidesInformation() bool { return true }

// Scenarios lists the embedded levels, the default first. A level that
// does not parse is left out (a test checks that every one parses).
func (Ruleset) Scenarios() []rules.Scenario {
	return append([]rules.Scenario(nil), embedded()...)
}

var embedded = sync.OnceValue(func() []rules.Scenario {
	return rules.AppendScenarios(nil, elementslevels.List(), func(f levels.File) (string, string, error) {
		lvl, err := ParseLevel(f.Name, f.Path, f.Source)
		if err != nil {
			return "", "", err
		}
		return lvl.Title, lvl.Blurb, nil
	})
})

// Scenario returns the embedded scenario with the given name.
func Scenario(name string) (rules.Scenario, error) {
	return rules.FindScenario(embedded(), RulesetID, name)
}

// Setup parses the scenario's level and starts a game (rules.Ruleset).
func (Ruleset) Setup(sc rules.Scenario, seed uint64, opts rules.Options) (rules.State, error) {
	g, err := Setup(sc, seed, opts)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// Setup is Ruleset.Setup with the concrete type: the game starts in the
// muster, each side's force set to the scenario's ready-made one.
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

// NewGame starts a game of a level in the muster.
func NewGame(lvl *Level, dice rules.Dice) *Game {
	g := &Game{lvl: lvl, dice: dice, round: 1, cur: -1, viewer: -2, phase: PhaseMuster}
	for s := range 2 {
		g.force[s] = lvl.DefaultForce(s)
	}
	g.placeModels()
	return g
}

// Decode restores a game written by Game.Encode (rules.Ruleset).
func (Ruleset) Decode(data []byte) (rules.State, error) {
	g, err := Decode(data)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// NewAI returns the computer opponent for a seat.
func (Ruleset) NewAI(seat rules.Seat, seed uint64) rules.Player { return NewAI(seed) }

// Examples shows how Elements actions are written.
func (Ruleset) Examples() []rules.Example {
	return []rules.Example{
		{Action: "1 add monk", Means: "side 1 adds a Monk to its force (muster)"},
		{Action: "1 ready", Means: "side 1 declares its force ready"},
		{Action: "A move c3 E", Means: "model A moves to c3 and faces east"},
		{Action: "A attack d4", Means: "model A attacks the model on d4 in close combat", Rolls: true},
		{Action: "C shoot h8", Means: "model C shoots its bow at the model on h8", Rolls: true},
		{Action: "b throw e6", Means: "model b throws shuriken at the model on e6", Rolls: true},
		{Action: "A result fire", Means: "the winner A chooses the Fire result"},
		{Action: "b shift d5 S", Means: "the winner moves model b to d5, facing south"},
		{Action: "A done", Means: "model A ends its activation"},
	}
}
