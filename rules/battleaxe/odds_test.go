package battleaxe

import (
	"testing"

	"skirmish/rules"
)

// The exact odds match counting every pair of dice.
func TestBlowCountsMatchEveryRoll(t *testing.T) {
	for _, tc := range [][2]int{{55, 20}, {70, 45}, {3, 95}, {100, 0}, {0, 100}, {45, 35}} {
		var want [3]uint64
		for a := 1; a <= 100; a++ {
			for d := 1; d <= 100; d++ {
				switch {
				case a <= VitalHit:
					want[2]++
				case a <= tc[0] && d > tc[1]:
					want[1]++
				default:
					want[0]++
				}
			}
		}
		n, o, v := BlowCounts(tc[0], tc[1])
		if [3]uint64{n, o, v} != want {
			t.Errorf("%v: %d %d %d, want %v", tc, n, o, v, want)
		}
	}
}

func TestWoundCountsConvolve(t *testing.T) {
	dist, total, err := WoundCounts(2, 60, 20)
	if err != nil {
		t.Fatal(err)
	}
	n, o, v := BlowCounts(60, 20)
	if total != 100000000 || dist[0] != n*n || dist[1] != 2*n*o || dist[4] != v*v || dist[2] != o*o+2*n*v {
		t.Fatalf("%v / %d", dist, total)
	}
	var sum uint64
	for _, c := range dist {
		sum += c
	}
	if sum != total {
		t.Fatalf("counts sum to %d of %d", sum, total)
	}
	if _, _, err := WoundCounts(5, 60, 20); err == nil {
		t.Fatal("5 attacks overflow")
	}
}

func TestOddsOfThomasFightingAnOrc(t *testing.T) {
	g := game(t, duel)
	a, _ := ParseAction("A fight g")
	o, err := g.Odds(a)
	if err != nil {
		t.Fatal(err)
	}
	// Attack 60 against Defend 30: 55 rolls hit without a Vital, 70 of 100
	// defences fail.
	if len(o.Cases) != 2 || o.Cases[0].Outcomes[1].Count != 55*70 || o.Cases[0].Outcomes[2].Count != 500 {
		t.Fatalf("%+v", o)
	}
	end, _ := ParseAction("A end")
	if _, err := g.Odds(end); err != rules.ErrNoOdds {
		t.Fatalf("end: %v", err)
	}
}

func TestOddsOfTheChasmAndTheSpeedRoll(t *testing.T) {
	g := game(t, chasmHall)
	j, _ := ParseAction("A jump d2")
	o, err := g.Odds(j)
	if err != nil || o.Cases[0].Outcomes[0].Count != 90 || o.Cases[0].Total != 100 {
		t.Fatalf("a tall barbarian jumps at 90%%: %+v %v", o, err)
	}
	mv, _ := ParseAction("A move b1")
	o, err = g.Odds(mv)
	if err != nil || len(o.Cases[0].Outcomes) != 6 || o.Cases[0].Outcomes[5].Label != "up to 11 squares" {
		t.Fatalf("Grak's Speed 5 + D6: %+v %v", o, err)
	}
}
