package magewinds

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"skirmish/rules"
)

// maxActions bounds a battle: every battle must be over within it.
const maxActions = 5000

// violations collects broken invariants: how often each was broken and
// where first, so that one run reports every kind at once.
type violations struct {
	mu    sync.Mutex
	count map[string]int
	first map[string]string
}

func (v *violations) add(kind, where string) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.count == nil {
		v.count, v.first = map[string]int{}, map[string]string{}
	}
	if v.count[kind] == 0 {
		v.first[kind] = where
	}
	v.count[kind]++
}

func (v *violations) report(t *testing.T) {
	v.mu.Lock()
	defer v.mu.Unlock()
	kinds := make([]string, 0, len(v.count))
	for k := range v.count {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		t.Errorf("%s: broken %d times; first %s", k, v.count[k], v.first[k])
	}
}

// invariants checks what must hold in every position of a battle
// (Game.CheckInvariants) and returns each broken rule as "kind: details".
func invariants(g *Game) []string {
	err := g.CheckInvariants()
	if err == nil {
		return nil
	}
	var bad []string
	for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
		ie := e.(*invariantError)
		bad = append(bad, ie.kind+": "+ie.detail)
	}
	return bad
}

// TestPropertyRandomBattles plays 1,000 seeded battles (100 with -short)
// between two random players, spread over the three scenarios, and checks
// the invariants after every action.
func TestPropertyRandomBattles(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	scs := scenarios(t)
	const chunks = 2 // per scenario, so that both cores are busy
	var v violations
	var mu sync.Mutex
	actions, longest := 0, 0
	over := [3]int{} // side 1 won, side 2 won, drawn
	start := time.Now()
	t.Cleanup(func() {
		t.Logf("%d battles, %d actions (longest %d), won by side 1/side 2/drawn: %v, in %v",
			games, actions, longest, over, time.Since(start).Round(time.Millisecond))
		v.report(t)
	})
	for si, sc := range scs {
		for c := range chunks {
			t.Run(fmt.Sprintf("%s/%d", sc.Name, c), func(t *testing.T) {
				t.Parallel()
				for k := c; k < games; k += chunks {
					if k%len(scs) != si {
						continue
					}
					seed := uint64(k)*0x9e3779b97f4a7c15 + 1
					g, err := Setup(sc, seed, rules.Options{})
					if err != nil {
						t.Fatal(err)
					}
					n := 0
					players := [2]rules.Player{rules.NewRandomPlayer(seed), rules.NewRandomPlayer(^seed)}
					for ; !g.Outcome().Over; n++ {
						if n >= maxActions {
							v.add("a battle does not end", fmt.Sprintf("seed %d after %d actions", seed, n))
							break
						}
						seat := g.ToAct()[0]
						a, err := players[seat].Choose(g, seat)
						if err != nil {
							v.add("no action to choose", fmt.Sprintf("seed %d, action %d: %v", seed, n, err))
							break
						}
						if _, err := g.Apply(a); err != nil {
							v.add("a legal action is refused", fmt.Sprintf("seed %d, action %d %q: %v", seed, n, a, err))
							break
						}
						for _, b := range invariants(g) {
							kind, _, _ := strings.Cut(b, ":")
							v.add(kind, fmt.Sprintf("seed %d, action %d %q: %s", seed, n, a, b))
						}
					}
					mu.Lock()
					actions += n
					longest = max(longest, n)
					if out := g.Outcome(); out.Over {
						if out.Winner() < 0 {
							over[2]++
						} else {
							over[out.Winner()]++
						}
					}
					mu.Unlock()
				}
			})
		}
	}
}

// 9: replaying the notation of a recorded battle from a fresh set-up with
// the same seed gives the same battle after every action.
func TestReplayIsDeterministic(t *testing.T) {
	for _, sc := range scenarios(t) {
		t.Run(sc.Name, func(t *testing.T) {
			t.Parallel()
			for _, seed := range []uint64{1, 77, 4242} {
				g, err := Setup(sc, seed, rules.Options{})
				if err != nil {
					t.Fatal(err)
				}
				var line []string
				var hashes []uint64
				randomGame(t, g, seed, maxActions, func(a Action, _ []rules.Event) {
					line = append(line, a.String())
					hashes = append(hashes, g.Hash())
				})
				st, err := Ruleset{}.Setup(sc, seed, rules.Options{})
				if err != nil {
					t.Fatal(err)
				}
				for i, s := range line {
					a, err := st.ParseAction(s)
					if err != nil {
						t.Fatalf("seed %d, action %d %q: %v", seed, i, s, err)
					}
					if _, err := st.Apply(a); err != nil {
						t.Fatalf("seed %d, action %d %q replayed: %v", seed, i, s, err)
					}
					if st.Hash() != hashes[i] {
						t.Fatalf("seed %d: the replay differs after action %d %q", seed, i, s)
					}
				}
				if !reflect.DeepEqual(st.Outcome(), g.Outcome()) {
					t.Errorf("seed %d: outcome %+v replayed as %+v", seed, g.Outcome(), st.Outcome())
				}
			}
		})
	}
}
