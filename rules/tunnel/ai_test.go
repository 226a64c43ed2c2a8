package tunnel

import (
	"testing"

	"skirmish/rules"
)

// TestAIBeatsRandom plays 200 seeded games per scenario, 100 with the
// computer on each side, against a player choosing uniformly among the legal
// actions; the computer must win at least 90% on each side.
func TestAIBeatsRandom(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 10
	}
	for _, sc := range scenarios(t) {
		for aiSide := range 2 {
			t.Run(sc.Name+"/ai-side-"+string(rune('1'+aiSide)), func(t *testing.T) {
				t.Parallel()
				wins, draws := 0, 0
				for k := range games {
					seed := uint64(k)*7919 + uint64(aiSide)
					g, err := Setup(sc, seed, rules.Options{})
					if err != nil {
						t.Fatal(err)
					}
					players := make([]rules.Player, 2)
					players[aiSide] = NewAI(seed)
					players[1-aiSide] = rules.NewRandomPlayer(seed)
					if _, err := rules.Play(g, players, 100000); err != nil {
						t.Fatalf("game %d: %v", k, err)
					}
					switch out := g.Outcome(); {
					case int(out.Winner()) == aiSide:
						wins++
					case out.Winner() < 0:
						draws++
					}
				}
				t.Logf("computer on side %d won %d of %d (%d draws)", aiSide+1, wins, games, draws)
				if wins*10 < games*9 {
					t.Errorf("computer on side %d won %d of %d games; want at least 90%%", aiSide+1, wins, games)
				}
			})
		}
	}
}

// TestAIIsDeterministic: the same position always gets the same decision.
func TestAIIsDeterministic(t *testing.T) {
	for _, sc := range scenarios(t) {
		g, _ := Setup(sc, 11, rules.Options{})
		p := rules.NewRandomPlayer(11)
		for n := 0; n < 60 && !g.Outcome().Over; n++ {
			side := g.actingSide()
			a1, err1 := NewAI(1).Decide(g.Copy(), side)
			a2, err2 := NewAI(2).Decide(g.Copy(), side)
			if err1 != nil || err2 != nil || a1 != a2 {
				t.Fatalf("%s: decisions differ: %v %v (%v %v)", sc.Name, a1, a2, err1, err2)
			}
			if g.WhyNot(a1) != "" {
				t.Fatalf("%s: the computer chose illegal %q: %s", sc.Name, a1, g.WhyNot(a1))
			}
			a, _ := p.Choose(g, g.ToAct()[0])
			g.Apply(a)
		}
	}
}
