package arena

import (
	"testing"

	"skirmish/rules"
)

// TestAIStrikes checks that the computer strikes an enemy within reach
// rather than holding, and closes in on one out of reach.
func TestAIStrikes(t *testing.T) {
	g := board(t, `
map:
Aa0000

legend:
A: kosh
a: sentinel
`)
	a, err := NewAI(1).Choose(g.View(0), 0)
	if err != nil {
		t.Fatal(err)
	}
	if a.(Action).Kind != Attack || a.(Action).Item != "greatsword" {
		t.Fatalf("Kosh next to the sentinel chooses %q, want his greatsword", a)
	}
	g = board(t, `
map:
A000000a

legend:
A: kosh
a: sentinel
`)
	a, err = NewAI(1).Choose(g.View(0), 0)
	if err != nil {
		t.Fatal(err)
	}
	if a.(Action).Kind != Move || a.(Action).To.X != 3 {
		t.Fatalf("Kosh far from the sentinel chooses %q, want to move 3 steps towards it", a)
	}
}

// TestAIBeatsRandom plays the computer against a random player on every
// scenario from both seats: every bout ends and the computer wins most.
func TestAIBeatsRandom(t *testing.T) {
	wins, bouts := 0, 0
	for k, sc := range scenarios(t) {
		for seed := uint64(1); seed <= 6; seed++ {
			for ai := range 2 {
				g, err := Setup(sc, seed+uint64(k)*100, rules.Options{})
				if err != nil {
					t.Fatal(err)
				}
				players := make([]rules.Player, 2)
				players[ai] = (Ruleset{}).NewAI(rules.Seat(ai), seed)
				players[1-ai] = rules.NewRandomPlayer(seed)
				if _, err := rules.Play(g, players, 20000); err != nil {
					t.Fatalf("%s seed %d: %v", sc.Name, seed, err)
				}
				bouts++
				if g.Outcome().Won(rules.Seat(ai)) {
					wins++
				}
			}
		}
	}
	t.Logf("the computer won %d of %d bouts against a random player", wins, bouts)
	if wins*4 < bouts*3 {
		t.Fatalf("the computer won %d of %d bouts against a random player; want three in four", wins, bouts)
	}
}
