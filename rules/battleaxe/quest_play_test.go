package battleaxe

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"skirmish/rules"
)

// quests returns the embedded quests' scenarios.
func quests(t testing.TB) []rules.Scenario {
	t.Helper()
	var out []rules.Scenario
	for _, sc := range (Ruleset{}).Scenarios() {
		if IsQuest(sc.Source) {
			out = append(out, sc)
		}
	}
	if len(out) < 2 {
		t.Fatalf("%d quests", len(out))
	}
	return out
}

// playQuest plays a quest to its end with four computer heroes, checking
// the invariants after every action; it returns the actions taken.
func playQuest(t testing.TB, sc rules.Scenario, seed uint64, limit int, check bool) (*Game, int) {
	t.Helper()
	g, err := Setup(sc, seed, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for ; n < limit && !g.Outcome().Over; n++ {
		seat := g.ToAct()[0]
		a, err := AI{}.Choose(g.View(seat), seat)
		if err != nil {
			t.Fatalf("%s seed %d step %d: %v\n%s", sc.Name, seed, n, err, g.Describe())
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s seed %d step %d: %q refused: %v\n%s", sc.Name, seed, n, a, err, g.Describe())
		}
		if check {
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("%s seed %d step %d after %q: %v\n%s", sc.Name, seed, n, a, err, g.Describe())
			}
		}
	}
	return g, n
}

// The property test: 500 seeded quests (50 with -short) played to the end
// by a party of four computer heroes, over every quest. None panics, the
// invariants hold after every action, and every quest ends by its goal,
// the party's death or a retreat within a bound of actions and of rounds
// (the party turns back after round 300; none may stall, as a lone hero
// once did, ending his turns for ever by an unconscious one he could not
// reach).
func TestComputerPartiesFinishQuests(t *testing.T) {
	games := 500
	if testing.Short() {
		games = 50
	}
	scs := quests(t)
	start := time.Now()
	wins := make([]int, len(scs))
	played := make([]int, len(scs))
	reasons := map[string]int{}
	total, longest := 0, 0
	const maxRounds = 400
	for seed := range uint64(games) {
		qi := int(seed) % len(scs)
		g, n := playQuest(t, scs[qi], seed, 6000, true)
		o := g.Outcome()
		if !o.Over {
			t.Fatalf("%s seed %d: not over after %d actions\n%s", scs[qi].Name, seed, n, g.Describe())
		}
		if g.round > maxRounds {
			t.Fatalf("%s seed %d: over only in round %d (more than %d)", scs[qi].Name, seed, g.round, maxRounds)
		}
		longest = max(longest, int(g.round))
		switch len(o.Winners) {
		case 4:
			wins[qi]++
		case 0:
		default:
			t.Fatalf("%s seed %d: winners %v", scs[qi].Name, seed, o.Winners)
		}
		played[qi]++
		total += n
		r := o.Reason
		if i := strings.Index(r, ":"); i > 0 {
			r = r[:i]
		}
		reasons[r]++
	}
	for qi, sc := range scs {
		t.Logf("%s: %d of %d won (%d%%)", sc.Name, wins[qi], played[qi], 100*wins[qi]/max(played[qi], 1))
	}
	t.Logf("%d quests, mean length %d actions, longest %d rounds, %v; endings %v", games, total/games, longest, time.Since(start).Round(time.Millisecond), fmt.Sprint(reasons))
}

// BenchmarkQuest plays one whole quest with four computer heroes.
func BenchmarkQuest(b *testing.B) {
	scs := quests(b)
	for i := range b.N {
		playQuest(b, scs[i%len(scs)], uint64(i), 6000, false)
	}
}

// Random players on the quests: every legal action is accepted, prints back
// as read, and the invariants and the encoding hold.
func TestRandomPlayersOnQuestsKeepTheRules(t *testing.T) {
	for seed := range uint64(6) {
		g, err := Setup(quests(t)[seed%2], seed, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		p := rules.NewRandomPlayer(seed)
		for step := 0; step < 300 && !g.Outcome().Over; step++ {
			seat := g.ToAct()[0]
			if step%15 == 0 {
				for _, a := range g.Legal(seat) {
					if b, err := ParseAction(a.String()); err != nil || b.String() != a.String() {
						t.Fatalf("%q does not read back: %v", a, err)
					}
					if _, err := g.Clone().(*Game).Apply(a); err != nil {
						t.Fatalf("seed %d step %d: legal %q refused: %v\n%s", seed, step, a, err, g.Describe())
					}
				}
			}
			a, err := p.Choose(g.View(seat), seat)
			if err != nil {
				t.Fatal(err)
			}
			if a.(Action).Kind == ActRetreat {
				continue
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d step %d: %q refused: %v", seed, step, a, err)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("seed %d step %d after %q: %v\n%s", seed, step, a, err, g.Describe())
			}
			if d, err := Decode(g.Encode()); err != nil || d.Hash() != g.Hash() {
				t.Fatalf("seed %d step %d: decode %v", seed, step, err)
			}
		}
	}
}

// The default scenario is a quest; the fixed test dungeons follow.
func TestScenariosListQuestsFirst(t *testing.T) {
	scs := Ruleset{}.Scenarios()
	if len(scs) < 4 || !IsQuest(scs[0].Source) || !IsQuest(scs[1].Source) || IsQuest(scs[len(scs)-1].Source) {
		t.Fatalf("%d scenarios", len(scs))
	}
}

// Copies of a game share the board until one of them changes it: cloning
// a quest's game copies no canvas.
func TestCloneSharesTheBoardUntilItChanges(t *testing.T) {
	g, _ := playQuest(t, quests(t)[0], 2, 0, false)
	for g.dg.mustering() {
		seat := g.ToAct()[0]
		g.Apply(g.Legal(seat)[0])
	}
	c := g.clone()
	if c.board != g.board {
		t.Fatal("a clone copied the board")
	}
	put(c, 'D', at(3, 0))
	d, _ := rules.LoadedDice(1, []int{1})
	c.dice = d
	if _, err := c.Do(Action{Kind: ActOpen, Hero: 'D', Dir: 1}); err != nil {
		t.Fatal(err)
	}
	if c.board == g.board || g.board.Ground(at(4, 0)) != Void || c.board.Ground(at(4, 0)) == Void {
		t.Fatal("laying a tile on a copy changed the original")
	}
}

// BenchmarkCloneQuest copies a grown quest's game.
func BenchmarkCloneQuest(b *testing.B) {
	g, _ := playQuest(b, quests(b)[0], 5, 200, false)
	b.ReportAllocs()
	for range b.N {
		_ = g.Clone()
	}
}
