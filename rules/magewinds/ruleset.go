// Package magewinds is Magewinds (seed 004): two warbands of fighters on a
// 16" by 12" battlefield of round bases and terrain heights, a magic deck of
// playing cards channelled and spent on spells, alternating activations,
// hidden Light, Heavy and Feint attack choices and reactions in the middle
// of the other player's action.
//
// Geometry is in integer micrometres (package geom); the cards, casting
// costs and exact odds are in package cards. Where the seed is silent the
// package makes rulings; each is listed in docs/rules/magewinds.md.
package magewinds

import (
	"sync"

	"skirmish/levels"
	mwlevels "skirmish/levels/magewinds"
	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

// RulesetID is the ruleset's id on the command line and in files.
const RulesetID = "magewinds"

// RulesetVersion changes whenever a rule change would alter replays.
// Version 2: the battle starts with the muster of the warbands.
const RulesetVersion = 2

// PackPath is the embedded fighter pack every scenario uses.
const PackPath = "fighters-of-the-gale.pack"

// Ruleset is Magewinds as a rules.Ruleset.
type Ruleset struct{}

// ID returns "magewinds".
func (Ruleset) ID() string { return RulesetID }

// Name returns "Magewinds".
func (Ruleset) Name() string { return "Magewinds" }

// Version returns RulesetVersion.
func (Ruleset) Version() int { return RulesetVersion }

// HidesInformation reports that seats hide cards and attack choices from
// each other, so a shared screen hands over behind a privacy screen.
func (Ruleset) HidesInformation() bool { return true }

// DefaultPack returns the embedded fighter pack.
var DefaultPack = sync.OnceValues(func() (*Pack, error) {
	src, err := mwlevels.Read(PackPath)
	if err != nil {
		return nil, err
	}
	return ParsePack("levels/magewinds/"+PackPath, src)
})

// Scenarios lists the embedded scenarios, the default first.
func (Ruleset) Scenarios() []rules.Scenario { return append([]rules.Scenario(nil), embedded()...) }

var embedded = sync.OnceValue(func() []rules.Scenario {
	pk, err := DefaultPack()
	if err != nil {
		return nil
	}
	return rules.AppendScenarios(nil, mwlevels.List(), func(f levels.File) (string, string, error) {
		lv, err := ParseLevel(f.Name, f.Path, f.Source, pk)
		if err != nil {
			return "", "", err
		}
		return lv.Title, lv.Blurb, nil
	})
})

// Scenario returns the embedded scenario with the given name.
func Scenario(name string) (rules.Scenario, error) {
	return rules.FindScenario(embedded(), RulesetID, name)
}

// Setup starts a battle of the scenario.
func (Ruleset) Setup(sc rules.Scenario, seed uint64, opts rules.Options) (rules.State, error) {
	return Setup(sc, seed, opts)
}

// Setup is Ruleset.Setup with the concrete type.
func Setup(sc rules.Scenario, seed uint64, opts rules.Options) (*Game, error) {
	pk, err := DefaultPack()
	if err != nil {
		return nil, err
	}
	lv, err := ParseLevel(sc.Name, sc.Origin, sc.Source, pk)
	if err != nil {
		return nil, err
	}
	dice, err := rules.LoadedDice(seed, opts.Dice)
	if err != nil {
		return nil, err
	}
	return NewGame(lv, pk, dice), nil
}

// NewGame sets up a battle (10.0) at its muster (10.2): the objects stand
// on the battlefield and the magic deck lies unshuffled while both sides
// assemble their warbands. When both are ready the fighters are revealed,
// the deck is shuffled with five cards face up (10.4) and a roll-off (3.1)
// decides who deploys first (10.5): see endMuster.
func NewGame(lv *Level, pk *Pack, dice rules.Dice) *Game {
	g := &Game{lvl: lv, pack: pk, dice: dice, FirstDone: -1, Winner: -1, hidden: -1, Phase: PhaseMuster}
	for _, o := range lv.Objects {
		g.Objects = append(g.Objects, Object{Pos: o.At, CarriedBy: -1})
	}
	g.Deck = cards.FullDeck()
	for i := range g.FaceUp {
		g.FaceUp[i] = cards.None
	}
	g.Act = Activation{Fighter: -1, Target: -1, Object: -1, Spell: -1, Attack: -1}
	return g
}

// RollOff holds the last roll-off's dice, for the log.
func (g *Game) rollOff() int {
	for {
		if g.dice.Ensure(2, 6) != nil {
			g.diceOut = true
			return 0
		}
		a, b := g.dice.D6(), g.dice.D6()
		g.RollOff = [2]uint8{uint8(a), uint8(b)}
		if a != b {
			if a > b {
				return 0
			}
			return 1
		}
	}
}

// Decode restores a battle written by Game.Encode.
func (Ruleset) Decode(data []byte) (rules.State, error) {
	g, err := Decode(data)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// NewAI returns the computer opponent for a seat.
func (Ruleset) NewAI(seat rules.Seat, seed uint64) rules.Player { return NewAI(seed) }

// Ruleset returns "magewinds".
func (g *Game) Ruleset() string { return RulesetID }

// Seats lists the two warbands.
func (g *Game) Seats() []rules.SeatInfo {
	return []rules.SeatInfo{{Seat: 0, Name: g.lvl.Sides[0]}, {Seat: 1, Name: g.lvl.Sides[1]}}
}

// ParseAction reads an action in canonical notation.
func (g *Game) ParseAction(s string) (rules.Action, error) {
	a, err := ParseAction(s)
	if err != nil {
		return nil, err
	}
	return a, nil
}

// Examples shows how Magewinds actions are written (docs/notation.md).
func (Ruleset) Examples() []rules.Example {
	return []rules.Example{
		{Action: "a add stormblade", Means: "the muster: warband a adds a Stormblade (\"a remove stormblade\" takes it out again)"},
		{Action: "a default", Means: "warband a takes the scenario's warband; \"a ready\" declares it chosen"},
		{Action: "a1 deploy @76.2,50.8", Means: "a1 is set up 3\" across and 2\" down, wholly within its zone"},
		{Action: "draw 3", Means: "take face-up card 3 (\"draw deck\" draws blind, \"pass\" passes)"},
		{Action: "a1 move @120,80.5", Means: "a Move action to that point, in millimetres from the top-left corner"},
		{Action: "a1 attack b2 1", Means: "an Attack action at b2 with a1's first attack", Rolls: true},
		{Action: "a1 heavy", Means: "the attack choice, placed face down (light, heavy or feint)"},
		{Action: "b2 dodge", Means: "the defender's reaction (dodge, deflect or noreact)"},
		{Action: "a1 cast mend a2 pay 7H,KH", Means: "cast Mend at a2, paying with the 7 and King of Hearts"},
	}
}
