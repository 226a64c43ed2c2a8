package determinism

import (
	"fmt"
	"strings"

	"skirmish/rules"
	"skirmish/rules/catalog"
)

// Who is who plays a seat in a corpus game.
type Who int

// The players of corpus games.
const (
	Computer Who = iota // the ruleset's computer opponent
	Random              // rules.RandomPlayer
)

// String returns "ai" or "random", as in file names and `skirmish sim`.
func (w Who) String() string { return [...]string{"ai", "random"}[w] }

// matchups are the pairings of corpus games, taken in turn for each
// scenario.
var matchups = [][2]Who{{Computer, Computer}, {Computer, Random}, {Random, Computer}, {Random, Random}}

// Limits on one corpus game: a game longer than MaxActions or whose file
// is over MaxBytes is set aside and the next seed tried, up to MaxTries
// times.
const (
	MaxActions = 5000
	MaxBytes   = 100 << 10
	MaxTries   = 50
)

// Game is one game of the corpus: a scenario, who plays each seat, and the
// seed from which the seed of each try is drawn.
type Game struct {
	Ruleset  string
	Scenario string
	Players  [2]Who
	Base     uint64 // Base seeds the tries; try k plays with seed Mix(Base, k).
	N        int    // N numbers the games of one scenario from 1.
}

// Path returns the game's replay path from the package directory:
// testdata/replays/<ruleset>/<scenario>_<p1>-<p2>_<n>.replay.json.
func (g Game) Path() string {
	return fmt.Sprintf("testdata/replays/%s/%s_%s-%s_%d.replay.json", g.Ruleset, g.Scenario, g.Players[0], g.Players[1], g.N)
}

// HashesPath returns the path, from the package directory, of the file
// that holds the Line of every replay of a ruleset:
// testdata/replays/<ruleset>/hashes.txt, beside the replays.
func HashesPath(ruleset string) string {
	return fmt.Sprintf("testdata/replays/%s/hashes.txt", ruleset)
}

// Corpus lists the games of the corpus: for every ruleset and every one of
// its scenarios, enough games that the ruleset has MinPerRuleset and a few
// more, going through the matchups in turn (from a different one for each
// scenario, so that a ruleset has about as many games of each).
func Corpus(cat catalog.Catalog) []Game {
	var out []Game
	for _, rs := range cat {
		scs := rs.Scenarios()
		if len(scs) == 0 {
			continue
		}
		per := (MinPerRuleset+len(scs)-1)/len(scs) + 1
		for k, sc := range scs {
			base := rules.Hash64([]byte(rs.ID() + "/" + sc.Name))
			for i := range per {
				out = append(out, Game{Ruleset: rs.ID(), Scenario: sc.Name, Players: matchups[(k+i)%len(matchups)], Base: Mix(base, uint64(i)), N: i + 1})
			}
		}
	}
	return out
}

// Mix derives independent seeds from one (SplitMix64's finaliser).
func Mix(seed, k uint64) uint64 {
	z := seed + (k+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Generate plays the game to its end and returns its replay. A try that
// is not over within MaxActions or whose file is over MaxBytes is set
// aside for the next seed.
func Generate(cat catalog.Catalog, g Game) (*rules.Replay, error) {
	rs, err := cat.Lookup(g.Ruleset)
	if err != nil {
		return nil, err
	}
	sc, err := catalog.Scenario(rs, g.Scenario)
	if err != nil {
		return nil, err
	}
	var why []string
	for k := range MaxTries {
		seed := Mix(g.Base, uint64(k))
		r, err := play(rs, sc, seed, g.Players)
		if err != nil {
			return nil, fmt.Errorf("%s seed %d: %w", g.Path(), seed, err)
		}
		if r == nil {
			why = append(why, fmt.Sprintf("seed %d: not over after %d actions", seed, MaxActions))
			continue
		}
		if n := len(r.Marshal()); n > MaxBytes {
			why = append(why, fmt.Sprintf("seed %d: %d actions, %d bytes", seed, len(r.Steps), n))
			continue
		}
		return r, nil
	}
	return nil, fmt.Errorf("%s: no game within the limits in %d tries: %s", g.Path(), MaxTries, strings.Join(why, "; "))
}

// play plays one game with the given seed and records it; a nil replay
// means that it was not over within MaxActions. Each player's seed is
// drawn from the game's as the game package does. A scenario of more
// than two seats (a party of heroes) gives the seats beyond the second
// the players of the first two in turn.
func play(rs rules.Ruleset, sc rules.Scenario, seed uint64, who [2]Who) (*rules.Replay, error) {
	st, err := rs.Setup(sc, seed, rules.Options{})
	if err != nil {
		return nil, err
	}
	n := len(st.Seats())
	if n < len(who) {
		return nil, fmt.Errorf("the scenario has %d seats; corpus games have at least %d", n, len(who))
	}
	players := make([]rules.Player, n)
	for i := range players {
		w := who[i%len(who)]
		pseed := seed ^ uint64(i+1)*0x9e3779b97f4a7c15
		if w == Computer {
			players[i] = rs.NewAI(rules.Seat(i), pseed)
		} else {
			players[i] = rules.NewRandomPlayer(pseed)
		}
	}
	r := catalog.NewReplay(rs, sc, seed, rules.Options{})
	for range MaxActions {
		seats := st.ToAct()
		if len(seats) == 0 {
			return r, nil
		}
		seat := seats[0]
		a, err := players[seat].Choose(st.View(seat), seat)
		if err != nil {
			return nil, fmt.Errorf("%s (seat %d) after %d actions: %w", players[seat].Name(), seat, len(r.Steps), err)
		}
		if _, err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("%s (seat %d) chose %q after %d actions: %w", players[seat].Name(), seat, a, len(r.Steps), err)
		}
		r.Record(a, st)
	}
	if len(st.ToAct()) == 0 {
		return r, nil
	}
	return nil, nil
}
