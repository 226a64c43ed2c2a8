// Package arena is Arena (seed 003): the combat chapter of a tabletop
// role-playing game, "The Arena", played by two sides on a grid of steps
// with heights, the program as the game master. Action Points from Speed
// + 3 pay for every swing and every defence; a resisted roll of 2D6 +
// Dexterity + Melee against TN 7 + the opponent's bonuses deals Damage to
// whichever side it favours; Damage stacks into dice; armour reduces it
// unless a vital shot goes round its Covering; Fate Points absorb what
// armour lets through; the fallen may be saved from death. Before the
// bout both sides choose their fighters in secret, within the points their
// scenario's ready-made forces are worth (the muster, muster.go).
//
// Where the seed is silent, cut off or contradicts itself the package
// makes rulings; each is listed in docs/rules/arena.md with the seed
// sentence it completes.
//
//	sc, _ := arena.Scenario("the-pit")
//	g, _ := arena.Setup(sc, 42, rules.Options{})
//	g.Do(arena.Action{Kind: arena.Ready, Who: '1'}) // the ready-made forces
//	g.Do(arena.Action{Kind: arena.Ready, Who: '2'})
//	a, _ := arena.ParseAction("A attack b greatsword")
//	events, err := g.Do(a)
package arena

import (
	"sync"

	"skirmish/levels"
	arenalevels "skirmish/levels/arena"
	"skirmish/rules"
)

// RulesetID is the ruleset's id on the command line and in files.
const RulesetID = "arena"

// RulesetVersion changes whenever a rule change would alter replays.
const RulesetVersion = 1

// Ruleset is Arena as a rules.Ruleset.
type Ruleset struct{}

var (
	_ rules.Ruleset = Ruleset{}
	_ rules.Legend  = Ruleset{}
	_ rules.State   = (*Game)(nil)
	_ rules.Checker = (*Game)(nil)
	_ rules.Titled  = (*Game)(nil)

	_ rules.Secretive    = Ruleset{}
	_ rules.SecretKeeper = (*Game)(nil)
	_ rules.Private      = Event{}
)

// ID returns "arena".
func (Ruleset) ID() string { return RulesetID }

// Name returns "Arena".
func (Ruleset) Name() string { return "Arena" }

// Version returns RulesetVersion.
func (Ruleset) Version() int { return RulesetVersion }

// Scenarios lists the embedded levels, the default first. A level that
// does not parse is left out (a test checks that every one parses).
func (Ruleset) Scenarios() []rules.Scenario {
	return append([]rules.Scenario(nil), embedded()...)
}

var embedded = sync.OnceValue(func() []rules.Scenario {
	return rules.AppendScenarios(nil, arenalevels.List(), func(f levels.File) (string, string, error) {
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

// Setup parses the scenario's level and starts its muster, the
// ready-made forces the default choice (rules.Ruleset).
func (Ruleset) Setup(sc rules.Scenario, seed uint64, opts rules.Options) (rules.State, error) {
	g, err := Setup(sc, seed, opts)
	if err != nil {
		return nil, err
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
	return NewMuster(lvl, dice)
}

// HidesInformation reports true: each side chooses its fighters in secret
// (rules.Secretive).
func (Ruleset) HidesInformation() bool { return true }

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

// Examples shows how Arena actions are written.
func (Ruleset) Examples() []rules.Example {
	return []rules.Example{
		{Action: "A attack b greatsword", Means: "fighter A attacks fighter b with its greatsword", Rolls: true},
		{Action: "A attack b fists", Means: "A kicks or head-butts b (Brawl, 1 AP)", Rolls: true},
		{Action: "A move c4", Means: "A moves to c4 (1 AP for 3 + Athletics steps)"},
		{Action: "A draw dagger", Means: "A draws its dagger (1 AP)"},
		{Action: "A drop buckler", Means: "A drops its buckler (0 AP)"},
		{Action: "A tend C", Means: "A tries to save the fallen C from death (Wits + Medicine, 1 AP)", Rolls: true},
		{Action: "A hold", Means: "A initiates nothing more this round"},
		{Action: "b defend buckler", Means: "the attacked b resists with its buckler", Rolls: true},
		{Action: "A shoot b shortbow", Means: "A shoots its short bow at b (1 AP and 1 to reload; b dodges for 1 AP)", Rolls: true},
		{Action: "A shoot b javelin", Means: "A throws its javelin at b (Damage - 2; the javelin is gone)", Rolls: true},
		{Action: "b interrupt A dagger", Means: "b interrupts A's move, now within its reach, with its dagger", Rolls: true},
		{Action: "b pass", Means: "b lets A's move go on"},
		{Action: "A both", Means: "A met the TN exactly and chooses both Damage"},
		{Action: "A neither", Means: "A met the TN exactly and chooses neither"},
		{Action: "A pick goblin", Means: "the muster: a goblin takes A's start square, if the side's points allow"},
		{Action: "1 default", Means: "the muster: side 1 takes its ready-made force back"},
		{Action: "1 ready", Means: "the muster: side 1 declares its force ready"},
		{Action: "A grab b", Means: "A grabs b to grapple (Dexterity + Brawl, 1 AP each)", Rolls: true},
		{Action: "A grapple b", Means: "A strikes b, whom it grapples (Strength + Brawl)", Rolls: true},
		{Action: "A break", Means: "A tries to break free of its grapple (Strength + Brawl)", Rolls: true},
		{Action: "A ram b", Means: "A runs at b and pushes it back (Strength + Brawl, 2 AP)", Rolls: true},
		{Action: "b brace", Means: "the rammed b stands its ground (Strength + Brawl, 1 AP)", Rolls: true},
		{Action: "b dodge c4", Means: "the rammed b dodges to c4 (Speed + Athletics, 1 AP)", Rolls: true},
		{Action: "A stand", Means: "A gets up from prone (1 AP)"},
		{Action: "A free", Means: "A pulls free of a web or mud (Strength + Athletics, 1 AP)", Rolls: true},
		{Action: "A jump c4", Means: "A jumps down a drop of more than one step to c4 (1 AP; a fall)", Rolls: true},
		{Action: "A fly c4", Means: "A flies to c4 (1 AP for 3 + Speed + Flight + 6 steps)"},
		{Action: "A guard C", Means: "A guards its ally C: attacks on C come to A first (1 AP)"},
		{Action: "b bypass A", Means: "b tries to get past A's guard (Dexterity + Athletics, 1 AP)", Rolls: true},
		{Action: "A disarm b longsword", Means: "A tries to knock b's weapon flying with its longsword (-2; b must have fewer AP)", Rolls: true},
		{Action: "A sneak b dagger", Means: "A sneak attacks the unaware b (Dexterity + Stealth; +2 Damage, a vital shot)", Rolls: true},
		{Action: "A take dagger", Means: "A picks up a dagger from its square or next to it (1 AP)"},
		{Action: "A reload crossbow", Means: "A spends its whole next round reloading its crossbow"},
		{Action: "A throw b longsword", Means: "A throws a weapon not made for throwing at b (-2 to hit, -2 Damage)", Rolls: true},
		{Action: "A breathe", Means: "A begins or ends holding its breath in the dark (1 AP)"},
		{Action: "A retreat", Means: "A runs from the fight (Speed + Athletics against the fastest enemy's, 1 AP)", Rolls: true},
		{Action: "A scream", Means: "A screams in the dark, drowning its side's wounded (1 AP)"},
	}
}
