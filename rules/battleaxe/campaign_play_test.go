package battleaxe

import (
	"bytes"
	"testing"

	"skirmish/rules"
)

// campaignScenario returns the embedded campaign's scenario.
func campaignScenario(t testing.TB) rules.Scenario {
	t.Helper()
	for _, sc := range (Ruleset{}).Scenarios() {
		if IsCampaign(sc.Source) {
			return sc
		}
	}
	t.Fatal("no campaign among the scenarios")
	return rules.Scenario{}
}

// sameByEncoding checks that g encodes, decodes to a game of the same hash
// and encodes again to the same bytes.
func sameByEncoding(t *testing.T, g *Game, where string) {
	t.Helper()
	data := g.Encode()
	d, err := Decode(data)
	if err != nil {
		t.Fatalf("%s: decode: %v", where, err)
	}
	if d.Hash() != g.Hash() {
		t.Fatalf("%s: decoded hash %016x, the game's %016x", where, d.Hash(), g.Hash())
	}
	if !bytes.Equal(d.Encode(), data) {
		t.Fatalf("%s: the decoded game encodes to other bytes", where)
	}
	if d.Progress() != g.Progress() {
		t.Fatalf("%s: progress %q decoded as %q", where, g.Progress(), d.Progress())
	}
}

// "A group of quests, played by the same heroes, is called a campaign":
// the computer party plays the three quests of the embedded campaign with
// forced seeds, shopping between them; at each quest's boundary the state
// encodes, decodes to the same hash and encodes again to the same bytes,
// and seed 1 played again passes the boundaries with identical hashes.
func TestComputerPartyPlaysACampaign(t *testing.T) {
	sc := campaignScenario(t)
	ended := 0
	bounds := map[uint64][]uint64{} // per seed, the hashes at its quests' boundaries
	for run, seed := range []uint64{1, 2, 3, 1} {
		g, err := Setup(sc, seed, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		quest, shops, bought := 0, 0, 0
		var again []uint64
		for n := 0; !g.Outcome().Over; n++ {
			if n > 30000 {
				t.Fatalf("seed %d: the campaign is not over after %d actions: %s", seed, n, g.Progress())
			}
			seat := g.ToAct()[0]
			a, err := AI{}.Choose(g.View(seat), seat)
			if err != nil {
				t.Fatalf("seed %d step %d: %v\n%s", seed, n, err, g.Describe())
			}
			if a.(Action).Kind == ActBuy {
				bought++
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d step %d: %q refused: %v\n%s", seed, n, a, err, g.Describe())
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("seed %d step %d after %q: %v", seed, n, a, err)
			}
			info, ok := g.Campaign()
			if !ok {
				t.Fatal("a campaign without its info")
			}
			if info.Quest != quest || info.Over {
				quest = info.Quest
				if info.Shopping {
					shops++
				}
				sameByEncoding(t, g, g.Progress())
				if run < 3 {
					bounds[seed] = append(bounds[seed], g.Hash())
				} else if k := len(again); k >= len(bounds[seed]) || bounds[seed][k] != g.Hash() {
					t.Fatalf("seed %d played again: boundary %d has hash %016x, the first game's %v", seed, k, g.Hash(), bounds[seed])
				} else {
					again = append(again, g.Hash())
				}
			}
		}
		info, _ := g.Campaign()
		t.Logf("seed %d: %s; %d shops, %d items bought; gold %v", seed, g.Outcome().Reason, shops, bought, info.Heroes)
		sameByEncoding(t, g, "the end")
		if run == 3 && len(again) != len(bounds[seed]) {
			t.Fatalf("seed %d played again: %d boundaries, the first game %d", seed, len(again), len(bounds[seed]))
		}
		if info.Quest == len(info.Quests)-1 {
			ended++
		}
	}
	if ended == 0 {
		t.Fatal("no seed's campaign reached its last quest")
	}
}
