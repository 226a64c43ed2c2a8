package battleaxe

import (
	"fmt"
	"sync"

	"skirmish/levels"
	lv "skirmish/levels/battleaxe"
	"skirmish/rules"
)

// RulesetID is the ruleset's id in files.
const RulesetID = "battleaxe"

// RulesetVersion changes whenever a rule change would alter replays.
const RulesetVersion = 3

// Ruleset is Battle-Axe as a rules.Ruleset. It is not yet listed in the
// game's registry: the table comes first.
type Ruleset struct{}

var (
	_ rules.Ruleset = Ruleset{}
	_ rules.State   = (*Game)(nil)
	_ rules.Checker = (*Game)(nil)
	_ rules.Titled  = (*Game)(nil)
	_ rules.Legend  = Ruleset{}
)

// ID returns "battleaxe".
func (Ruleset) ID() string { return RulesetID }

// Name returns "Battle-Axe".
func (Ruleset) Name() string { return "Battle-Axe" }

// Version returns RulesetVersion.
func (Ruleset) Version() int { return RulesetVersion }

// Scenarios lists the embedded quests, then the campaigns, then the fixed
// test dungeons, that parse, in file order: the default scenario is a
// quest.
func (Ruleset) Scenarios() []rules.Scenario { return append([]rules.Scenario(nil), embedded()...) }

var embedded = sync.OnceValue(func() []rules.Scenario {
	cat, err := Standard()
	if err != nil {
		return nil
	}
	out := rules.AppendScenarios(nil, lv.Quests(), func(f levels.File) (string, string, error) {
		l, err := QuestLevel(f.Name, f.Path, f.Source, cat)
		if err != nil {
			return "", "", err
		}
		return l.Title, l.Blurb, nil
	})
	out = rules.AppendScenarios(out, lv.Campaigns(), func(f levels.File) (string, string, error) {
		c, err := ParseCampaign(f.Name, f.Path, f.Source)
		if err != nil {
			return "", "", err
		}
		return c.Title, c.Blurb, nil
	})
	return rules.AppendScenarios(out, lv.List(), func(f levels.File) (string, string, error) {
		l, err := ParseLevel(f.Name, f.Path, f.Source, cat)
		if err != nil {
			return "", "", err
		}
		return l.Title, l.Blurb, nil
	})
})

// Setup parses the scenario and starts a game with dice seeded from seed,
// or loaded with opts.Dice.
func (Ruleset) Setup(sc rules.Scenario, seed uint64, opts rules.Options) (rules.State, error) {
	g, err := Setup(sc, seed, opts)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// Setup is Ruleset.Setup with the concrete type.
func Setup(sc rules.Scenario, seed uint64, opts rules.Options) (*Game, error) {
	cat, err := Standard()
	if err != nil {
		return nil, err
	}
	if IsCampaign(sc.Source) {
		dice, err := rules.LoadedDice(seed, opts.Dice)
		if err != nil {
			return nil, err
		}
		return setupCampaign(sc, dice, cat)
	}
	parse, start := ParseLevel, NewGame
	if IsQuest(sc.Source) {
		parse, start = QuestLevel, newQuestGame
	}
	lvl, err := parse(sc.Name, sc.Origin, sc.Source, cat)
	if err != nil {
		return nil, err
	}
	dice, err := rules.LoadedDice(seed, opts.Dice)
	if err != nil {
		return nil, err
	}
	g, err := start(lvl, dice)
	if err != nil {
		return nil, err
	}
	if len(g.seats) == 0 {
		return nil, fmt.Errorf("%s: a dungeon needs at least one hero", sc.Origin)
	}
	return g, nil
}

// Decode restores a state written by Game.Encode.
func (Ruleset) Decode(data []byte) (rules.State, error) {
	g, err := Decode(data)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// NewAI returns the computer player for a hero's seat.
func (Ruleset) NewAI(seat rules.Seat, seed uint64) rules.Player { return AI{} }

// Examples shows how Battle-Axe actions are written.
func (Ruleset) Examples() []rules.Example {
	return []rules.Example{
		{Action: "A move f5 g5", Means: "hero A moves along the squares given (the first move of a turn rolls Speed + D6)", Rolls: true},
		{Action: "A fight g", Means: "hero A attacks the adjacent enemy g once (D100 under his Attack Success)", Rolls: true},
		{Action: "A shoot h", Means: "hero A shoots his one missile of the turn at enemy h", Rolls: true},
		{Action: "A open N", Means: "hero A opens the door on the north side of his square"},
		{Action: "A jump d2", Means: "hero A jumps the chasm to d2: D100 under his chance, or he dies", Rolls: true},
		{Action: "A cast heal B", Means: "hero A casts the spell Heal at hero B"},
		{Action: "A hero torvik", Means: "in the muster, seat A chooses to play Torvik"},
		{Action: "A finish", Means: "after the quest's goal is achieved, the players end the quest"},
		{Action: "A end", Means: "hero A ends his turn; when every hero has, the enemies act"},
	}
}

// Legend explains Describe's map.
func (Ruleset) Legend() string {
	return "The map is drawn on a doubled grid: squares at odd columns of odd rows, walls and doors between them.\n" +
		". room  , passage  ~ chasm  1-9 room contents  letters minis (upper case heroes)\n" +
		"| - wall  # closed door  / open door"
}
