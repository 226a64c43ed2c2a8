// Package proptest holds the property test that drives every ruleset of the
// catalog with seeded random legal actions and checks, after every action,
// the ruleset's invariants, the encoding, undo and, at the end of each
// game, the replay.
package proptest

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"skirmish/game/rulesets"
	"skirmish/rules"
	"skirmish/rules/catalog"
)

// minActions is how many actions a full run applies in total, over every
// ruleset (issue 6).
const minActions = 1_000_000

// Each ruleset's share of a full run, whether its Legal is a sample and
// whether its random games may be unbounded are in its rules.Profile,
// declared in its own folder.
const (
	shortDivisor = 20
	// workers is the number of parallel subtests per ruleset, each playing
	// every workers-th game.
	workers = 2
	// maxGameActions bounds a game: every random game must end within it,
	// but for a ruleset whose profile says Unbounded, whose games stop there.
	maxGameActions = 20_000
	// illegalEvery is how often (in actions) an illegal action is tried.
	illegalEvery = 5
)

// tally counts what one ruleset played.
type tally struct {
	games, actions int
	refused        int           // illegal actions tried and refused
	busy           time.Duration // summed over the workers
}

// TestEveryRulesetRandomGames plays seeded games of every scenario of every
// ruleset, each seat choosing uniformly among its legal actions, and checks
// after every action: the ruleset's invariants (rules.Checker), that the
// encoding decodes to a state with the same hash and the same encoding,
// and that undo gives back the previous hash and redo the new one. Every
// few actions it also checks that the decoded state offers the same legal
// actions and that the next action gives it the same hash, and that an
// action that is not legal is refused without changing the state. At the
// end of each game it writes the game as a replay, reads it back and
// verifies every recorded hash from a fresh set-up. A full run applies at
// least a million actions in all; a -short run a twentieth.
func TestEveryRulesetRandomGames(t *testing.T) {
	var mu sync.Mutex
	tallies := map[string]*tally{}
	planned, done := 0, 0
	start := time.Now()
	t.Run("rulesets", func(t *testing.T) {
		for _, rs := range rulesets.Catalog() {
			prof, err := rules.ProfileOf(rs)
			if err != nil {
				t.Error(err)
				continue
			}
			budget := prof.PropertyActions
			if testing.Short() {
				budget /= shortDivisor
			}
			scs := rs.Scenarios()
			if len(scs) == 0 {
				t.Errorf("%s has no scenarios", rs.ID())
				continue
			}
			tl := &tally{}
			tallies[rs.ID()] = tl
			for w := range workers {
				planned++
				t.Run(fmt.Sprintf("%s/%d", rs.ID(), w), func(t *testing.T) {
					t.Parallel()
					began := time.Now()
					games, actions, refused := 0, 0, 0
					for k := w; actions < budget/workers; k += workers {
						sc := scs[k%len(scs)]
						n, r := playGame(t, rs, prof, sc, uint64(k)*0x9e3779b97f4a7c15+1)
						games, actions, refused = games+1, actions+n, refused+r
					}
					mu.Lock()
					defer mu.Unlock()
					tl.games += games
					tl.actions += actions
					tl.refused += refused
					tl.busy += time.Since(began)
					done++
				})
			}
		}
	})
	total := 0
	for _, rs := range rulesets.Catalog() {
		if tl := tallies[rs.ID()]; tl != nil && tl.games > 0 {
			t.Logf("%s: %d games, %d actions, %d illegal actions refused, %v (summed over %d workers)",
				rs.ID(), tl.games, tl.actions, tl.refused, tl.busy.Round(time.Millisecond), workers)
			total += tl.actions
		}
	}
	t.Logf("%d actions in %v", total, time.Since(start).Round(time.Millisecond))
	if done == planned && !testing.Short() && !t.Failed() && total < minActions {
		t.Errorf("%d actions in total; a full run must apply at least %d", total, minActions)
	}
}

// game is one random game under test and what it needs to report a
// failure: every message names the ruleset, scenario and seed.
type game struct {
	t    *testing.T
	rs   rules.Ruleset
	prof rules.Profile
	sc   rules.Scenario
	seed uint64
	dice rules.Dice // the random players' choices
	hist *rules.History
	strs []string       // scratch for the notation of legal actions
	prev []rules.Action // the legal actions of the previous position
	// decoded is the last position checked, decoded from its encoding.
	decoded rules.State
	// refused counts the illegal actions tried and refused.
	refused int
}

func (g *game) fatalf(n int, a rules.Action, format string, args ...any) {
	g.t.Helper()
	act := "set-up"
	if a != nil {
		act = fmt.Sprintf("action %d %q", n, a)
	}
	g.t.Fatalf("%s, scenario %s, seed %d, %s: %s", g.rs.ID(), g.sc.Name, g.seed, act, fmt.Sprintf(format, args...))
}

func (g *game) replayFatalf(format string, args ...any) {
	g.t.Helper()
	g.t.Fatalf("%s, scenario %s, seed %d, replay: %s", g.rs.ID(), g.sc.Name, g.seed, fmt.Sprintf(format, args...))
}

// playGame plays one seeded random game of sc to its end, checking every
// action, and returns the number of actions and of illegal actions tried
// and refused.
func playGame(t *testing.T, rs rules.Ruleset, prof rules.Profile, sc rules.Scenario, seed uint64) (actions, refused int) {
	t.Helper()
	g := &game{t: t, rs: rs, prof: prof, sc: sc, seed: seed, dice: rules.NewDice(^seed)}
	start, err := rs.Setup(sc, seed, rules.Options{})
	if err != nil {
		g.fatalf(0, nil, "%v", err)
	}
	hash := start.Hash()
	g.check(0, nil, start, hash)
	g.hist = rules.NewHistory(start, rules.UndoFree)
	replay := catalog.NewReplay(rs, sc, seed, rules.Options{})
	n := 0
	var last rules.Action
	for {
		cur := g.hist.Current()
		seats := cur.ToAct()
		if len(seats) == 0 {
			break
		}
		if n == maxGameActions {
			if prof.Unbounded {
				break
			}
			g.fatalf(n, last, "the game is not over after %d actions", n)
		}
		seat := seats[g.dice.IntN(len(seats))]
		legal := cur.Legal(seat)
		if len(legal) == 0 {
			g.fatalf(n, last, "seat %d must act but has no legal action", seat)
		}
		var shadow rules.State // a decoded copy of cur, to play alongside
		if n%illegalEvery == 0 {
			shadow = g.decoded
			g.sameChoices(n, last, cur, shadow, seats, seat, legal)
			g.tryIllegal(n, last, cur, seats, seat, legal, hash)
		}
		a := legal[g.dice.IntN(len(legal))]
		n++
		if _, err := g.hist.Apply(a); err != nil {
			g.fatalf(n, a, "the legal action is refused: %v", err)
		}
		after := g.hist.Current()
		h := after.Hash()
		if shadow != nil {
			if _, err := shadow.Apply(a); err != nil {
				g.fatalf(n, a, "the decoded state refuses the action: %v", err)
			}
			if got := shadow.Hash(); got != h {
				g.fatalf(n, a, "the action gives hash %016x from the decoded state, %016x from the state", got, h)
			}
		}
		g.check(n, a, after, h)
		if err := g.hist.Undo(); err != nil {
			g.fatalf(n, a, "undo: %v", err)
		}
		if got := g.hist.Current().Hash(); got != hash {
			g.fatalf(n, a, "undo gives hash %016x, the position before had %016x", got, hash)
		}
		if err := g.hist.Redo(); err != nil {
			g.fatalf(n, a, "redo: %v", err)
		}
		if got := g.hist.Current().Hash(); got != h {
			g.fatalf(n, a, "redo gives hash %016x, the action gave %016x", got, h)
		}
		replay.Record(a, after)
		hash, last, g.prev = h, a, legal
	}
	end := g.hist.Current()
	if last != nil && end.Outcome().Over {
		if _, err := end.Clone().Apply(last); !rules.IsIllegal(err) {
			g.fatalf(n, last, "the game is over, yet applying its last action again gives %v, not an illegal action error", err)
		}
	}
	g.verifyReplay(replay, end)
	return n, g.refused
}

// check checks one position, whose hash is hash: its invariants, and that
// its encoding decodes to a position with the same hash that encodes to the
// same bytes.
func (g *game) check(n int, a rules.Action, st rules.State, hash uint64) {
	g.t.Helper()
	c, ok := st.(rules.Checker)
	if !ok {
		g.fatalf(n, a, "%T does not implement rules.Checker: every ruleset must check its own invariants", st)
	}
	if err := c.CheckInvariants(); err != nil {
		g.fatalf(n, a, "invariant broken: %v", err)
	}
	enc := st.Encode()
	d, err := g.rs.Decode(enc)
	if err != nil {
		g.fatalf(n, a, "decoding the encoding: %v", err)
	}
	if got := d.Hash(); got != hash {
		g.fatalf(n, a, "the decoded state hashes to %016x, the state to %016x", got, hash)
	}
	if !bytes.Equal(d.Encode(), enc) {
		g.fatalf(n, a, "the decoded state encodes differently (%d bytes, the state %d)", len(d.Encode()), len(enc))
	}
	g.decoded = d
}

// sameChoices checks that the decoded copy of cur offers the same choices:
// the same seats to act and the same legal actions in the same order. It
// catches a field the encoding leaves out, which the hash cannot see.
func (g *game) sameChoices(n int, last rules.Action, cur, decoded rules.State, seats []rules.Seat, seat rules.Seat, legal []rules.Action) {
	g.t.Helper()
	if !slices.Equal(decoded.ToAct(), seats) {
		g.fatalf(n, last, "the decoded state has seats %v to act, the state %v", decoded.ToAct(), seats)
	}
	dl := decoded.Legal(seat)
	if len(dl) != len(legal) {
		g.fatalf(n, last, "the decoded state has %d legal actions, the state %d", len(dl), len(legal))
	}
	byValue := reflect.TypeOf(legal[0]).Comparable()
	for i, a := range legal {
		if byValue && a != dl[i] || !byValue && a.String() != dl[i].String() {
			g.fatalf(n, last, "legal action %d is %q in the decoded state, %q in the state", i, dl[i], a)
		}
	}
}

// tryIllegal applies, to a copy of cur, one action that was legal in the
// previous position but is not now, and checks that it is refused with an
// illegal action error and leaves the copy's hash unchanged.
func (g *game) tryIllegal(n int, last rules.Action, cur rules.State, seats []rules.Seat, seat rules.Seat, legal []rules.Action, hash uint64) {
	g.t.Helper()
	if len(g.prev) == 0 {
		return
	}
	now := legal
	if len(seats) > 1 {
		now = nil
		for _, s := range seats {
			now = append(now, cur.Legal(s)...)
		}
	}
	var bad rules.Action
	g.strs = g.strs[:0]
	for range 4 {
		if a := g.prev[g.dice.IntN(len(g.prev))]; !g.listed(a, now) {
			bad = a
			break
		}
	}
	if bad == nil {
		return
	}
	c := cur.Clone()
	_, err := c.Apply(bad)
	if err == nil && g.prof.SampledLegal {
		return
	}
	g.refused++
	if !rules.IsIllegal(err) {
		g.fatalf(n, last, "%q, not listed as legal now, gives %v, not an illegal action error", bad, err)
	}
	if got := c.Hash(); got != hash {
		g.fatalf(n, last, "the refused action %q changed the hash from %016x to %016x", bad, hash, got)
	}
}

// listed reports whether a is one of the actions in list: the same value
// when actions are comparable, else the same notation (the notation of list
// is kept in g.strs, which the caller empties for a new list).
func (g *game) listed(a rules.Action, list []rules.Action) bool {
	if reflect.TypeOf(a).Comparable() {
		for _, b := range list {
			if a == b {
				return true
			}
		}
		return false
	}
	if len(g.strs) == 0 {
		for _, b := range list {
			g.strs = append(g.strs, b.String())
		}
	}
	text := a.String()
	for _, s := range g.strs {
		if s == text {
			return true
		}
	}
	return false
}

// verifyReplay writes the game as a replay file, reads it back, sets up its
// start from the file's header and replays it, checking every hash.
func (g *game) verifyReplay(r *rules.Replay, end rules.State) {
	g.t.Helper()
	back, err := rules.ParseReplay(r.Marshal())
	if err != nil {
		g.replayFatalf("reading the replay back: %v", err)
	}
	_, st, err := rulesets.Catalog().Start(back, "property test")
	if err != nil {
		g.replayFatalf("setting up the replay: %v", err)
	}
	if got, want := st.Hash(), g.hist.Start().Hash(); got != want {
		g.replayFatalf("the replay starts from hash %016x, the game from %016x", got, want)
	}
	final, err := back.Verify(st)
	if err != nil {
		g.replayFatalf("%v", err)
	}
	if final.Hash() != end.Hash() || !reflect.DeepEqual(final.Outcome(), end.Outcome()) {
		g.replayFatalf("the replay ends at %016x %+v, the game at %016x %+v", final.Hash(), final.Outcome(), end.Hash(), end.Outcome())
	}
}

// TestCheckInvariantsAllocatesNothing: checking the invariants of a sound
// position allocates nothing, since the property test does it after every
// action. It samples positions of one random game per scenario.
func TestCheckInvariantsAllocatesNothing(t *testing.T) {
	for _, rs := range rulesets.Catalog() {
		for _, sc := range rs.Scenarios() {
			st, err := rs.Setup(sc, 7, rules.Options{})
			if err != nil {
				t.Fatalf("%s %s: %v", rs.ID(), sc.Name, err)
			}
			c, ok := st.(rules.Checker)
			if !ok {
				t.Fatalf("%s: %T does not implement rules.Checker", rs.ID(), st)
			}
			dice := rules.NewDice(7)
			for n := 0; n < maxGameActions && len(st.ToAct()) > 0; n++ {
				if n%10 == 0 {
					if allocs := testing.AllocsPerRun(3, func() { c.CheckInvariants() }); allocs != 0 {
						t.Fatalf("%s %s, action %d: CheckInvariants allocates %v times", rs.ID(), sc.Name, n, allocs)
					}
				}
				legal := st.Legal(st.ToAct()[0])
				if _, err := st.Apply(legal[dice.IntN(len(legal))]); err != nil {
					t.Fatalf("%s %s, action %d: %v", rs.ID(), sc.Name, n, err)
				}
			}
		}
	}
}
