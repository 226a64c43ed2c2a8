// Package rulestest is Guessing Duel, a small ruleset that exists to test
// the engine's contract where the players' rulesets do not reach:
// several seats acting at once with hidden choices, events that read
// differently per seat (rules.Private), views that hide another seat's
// pending choice, a side the rules run themselves (the house), several
// winners, and games every seat loses together. It is not offered to
// players: its scenarios are constants here, not files under levels/, and
// the catalog does not list it. The app's session and table tests use it.
//
// Each round, every seat chooses a number from 1 to 3 at the same time and
// hidden (or passes, where the scenario allows it); a seat may first roll a
// bonus die, which scores a point on a 5 or 6. When every seat has chosen,
// the choices are revealed and the house rolls a three-sided die: every
// seat that picked its number scores a point, and the house scores when
// nobody did. After the scenario's rounds, a duel is won by the seats with
// the top score (several on a tie) unless the house has more than every
// seat; a co-op game is won by every seat together when their total beats
// the house, and otherwise the party is lost.
//
//	st, _ := rulestest.Ruleset{}.Setup(sc, 42, rules.Options{})
//	st.Apply(rulestest.Action{Verb: rulestest.Pick, Seat: 1, N: 2}) // "2 pick 2"
package rulestest

import (
	"fmt"
	"sync"

	"skirmish/levels"
	"skirmish/rules"
)

// RulesetID is the ruleset's id in files.
const RulesetID = "rulestest"

// RulesetVersion changes whenever a rule change would alter replays.
const RulesetVersion = 1

// Ruleset is Guessing Duel as a rules.Ruleset.
type Ruleset struct{}

var (
	_ rules.Ruleset   = Ruleset{}
	_ rules.Secretive = Ruleset{}
	_ rules.State     = (*Game)(nil)
)

// ID returns "rulestest".
func (Ruleset) ID() string { return RulesetID }

// Name returns "Guessing Duel".
func (Ruleset) Name() string { return "Guessing Duel" }

// Version returns RulesetVersion.
func (Ruleset) Version() int { return RulesetVersion }

// HidesInformation reports true: a seat's pending choice is hidden from
// the others (rules.Secretive).
func (Ruleset) HidesInformation() bool { return true }

// Scenarios lists the embedded scenarios, the default ("duel") first. A
// scenario that does not parse is left out (a test checks that all do).
func (Ruleset) Scenarios() []rules.Scenario {
	return append([]rules.Scenario(nil), embedded()...)
}

// embedded parses the embedded scenarios once.
var embedded = sync.OnceValue(func() []rules.Scenario {
	files := make([]levels.File, len(embeddedScenarios))
	for i, e := range embeddedScenarios {
		files[i] = levels.File{Name: e.name, Path: scenarioOrigin, Source: []byte(e.source)}
	}
	return rules.AppendScenarios(nil, files, func(f levels.File) (string, string, error) {
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

// Setup parses the scenario and starts a game with dice seeded from seed,
// or loaded with opts.Dice.
func (Ruleset) Setup(sc rules.Scenario, seed uint64, opts rules.Options) (rules.State, error) {
	g, err := Setup(sc, seed, opts)
	if err != nil {
		return nil, err // not a nil *Game, which would be a non-nil State
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

// Decode restores a state written by Game.Encode.
func (Ruleset) Decode(data []byte) (rules.State, error) {
	g, err := Decode(data)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// NewAI returns the computer player for a seat.
func (Ruleset) NewAI(seat rules.Seat, seed uint64) rules.Player { return NewAI(seed) }

// Examples shows how Guessing Duel actions are written.
func (Ruleset) Examples() []rules.Example {
	return []rules.Example{
		{Action: "1 pick 2", Means: "seat 1 chooses the number 2, hidden until every seat has chosen"},
		{Action: "2 pass", Means: "seat 2 sits this round out, where the scenario allows passing"},
		{Action: "1 roll", Means: "seat 1 rolls a bonus die before choosing: a 5 or 6 scores a point", Rolls: true},
	}
}

// Start sets up the game a replay of this ruleset starts from, as the
// catalog does for the rulesets it lists.
func Start(r *rules.Replay) (*Game, error) {
	if r.Ruleset != RulesetID {
		return nil, fmt.Errorf("a replay of %q, not of %s", r.Ruleset, RulesetID)
	}
	if r.RulesetVersion != RulesetVersion {
		return nil, fmt.Errorf("replay made with %s rules version %d; this program has version %d", RulesetID, r.RulesetVersion, RulesetVersion)
	}
	sc := rules.Scenario{Name: r.Scenario, Title: r.Scenario, Origin: "the replay", Source: []byte(r.Level)}
	if r.Level == "" {
		var err error
		if sc, err = Scenario(r.Scenario); err != nil {
			return nil, err
		}
	}
	return Setup(sc, r.Seed, r.Options)
}
