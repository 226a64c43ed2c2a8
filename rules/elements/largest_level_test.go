package elements

import (
	"slices"
	"strings"
	"testing"
	"time"

	"skirmish/internal/testclock"
	"skirmish/rules"
)

// largestLevel is a level as big as the format accepts: a 32x32 map and
// 8 models a side, with rough and high ground and walls.
func largestLevel(t testing.TB) *Level {
	t.Helper()
	var b strings.Builder
	b.WriteString("title: Largest\npack: shadow-clans\nrounds: 30\npoints: 1000\ngoal: hold 2\nside 1: A\nside 2: B\nmap:\n")
	for y := range MaxSide {
		row := []byte(strings.Repeat(".", MaxSide))
		for x := range row {
			switch {
			case (x*7+y*3)%11 == 0:
				row[x] = ','
			case (x+y*5)%13 == 0:
				row[x] = '^'
			case x%9 == 4 && y%6 == 3:
				row[x] = '#'
			case x >= 14 && x < 18 && y >= 14 && y < 18:
				row[x] = '*'
			}
		}
		if y == 1 {
			copy(row[4:], "ABCDEFGH")
		}
		if y == MaxSide-2 {
			copy(row[4:], "abcdefgh")
		}
		b.Write(row)
		b.WriteByte('\n')
	}
	b.WriteString("legend:\n")
	profs := []string{"ninja", "assassin", "archer", "kunoichi", "monk", "samurai", "ninja", "archer"}
	for k, p := range profs {
		b.WriteString(string(rune('A'+k)) + ": " + p + " facing S\n")
		b.WriteString(string(rune('a'+k)) + ": " + p + " facing N\n")
	}
	lvl, err := ParseLevel("largest", "largest.txt", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return lvl
}

// TestAIBudgetOnTheLargestLevel: on the largest level the format
// accepts, two computers play a whole game, each decision under 50 ms at
// the 99th percentile.
func TestAIBudgetOnTheLargestLevel(t *testing.T) {
	g := NewGame(largestLevel(t), rules.NewDice(7))
	ai := NewAI(1)
	var times []time.Duration
	for n := 0; !g.Outcome().Over; n++ {
		if n > 5000 {
			t.Fatal("the game does not end")
		}
		s := g.actingSide()
		v := g.ViewOf(s)
		start := time.Now()
		a, err := ai.Decide(v, s)
		times = append(times, time.Since(start))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Do(a); err != nil {
			t.Fatalf("the computer chose %q: %v", a, err)
		}
	}
	slices.Sort(times)
	p99 := times[len(times)*99/100]
	t.Logf("%d decisions: median %v, p99 %v, slowest %v; %s", len(times), times[len(times)/2], p99, times[len(times)-1], g.Outcome().Reason)
	if p99 > testclock.Limit(50*time.Millisecond) {
		t.Errorf("p99 decision time %v; want under 50 ms", p99)
	}
}
