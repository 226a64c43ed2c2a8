package elements

import (
	"slices"
	"testing"
	"time"

	"skirmish/internal/testclock"
	"skirmish/rules"
)

// timedAI records how long each decision of the computer takes.
type timedAI struct {
	ai    *AI
	times *[]time.Duration
}

func (p timedAI) Name() string { return "computer" }

func (p timedAI) Choose(v rules.State, seat rules.Seat) (rules.Action, error) {
	start := time.Now()
	a, err := p.ai.Choose(v, seat)
	*p.times = append(*p.times, time.Since(start))
	return a, err
}

// TestAIBeatsRandom plays 200 seeded games per scenario, 100 with the
// computer on each side, against a player choosing uniformly among the
// legal actions; the computer must win at least 80% on each scenario, and
// its decisions must take under 50 ms at the 99th percentile.
func TestAIBeatsRandom(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 10
	}
	var times []time.Duration
	for _, sc := range scenarios(t) {
		wins, draws := 0, 0
		for aiSide := range 2 {
			for k := range games {
				seed := uint64(k)*7919 + uint64(aiSide)
				g, err := Setup(sc, seed, rules.Options{})
				if err != nil {
					t.Fatal(err)
				}
				players := make([]rules.Player, 2)
				players[aiSide] = timedAI{NewAI(seed), &times}
				players[1-aiSide] = rules.NewRandomPlayer(seed)
				if _, err := rules.Play(g, players, 100000); err != nil {
					t.Fatalf("%s game %d: %v", sc.Name, k, err)
				}
				switch out := g.Outcome(); {
				case int(out.Winner()) == aiSide:
					wins++
				case out.Winner() < 0:
					draws++
				}
			}
		}
		t.Logf("%s: the computer won %d of %d (%d draws)", sc.Name, wins, 2*games, draws)
		if wins*10 < 2*games*8 {
			t.Errorf("%s: the computer won %d of %d games; want at least 80%%", sc.Name, wins, 2*games)
		}
	}
	slices.Sort(times)
	p99 := times[len(times)*99/100]
	t.Logf("%d decisions: median %v, p99 %v, slowest %v", len(times), times[len(times)/2], p99, times[len(times)-1])
	if p99 > testclock.Limit(50*time.Millisecond) {
		t.Errorf("p99 decision time %v; want under 50 ms", p99)
	}
}
