package tunnel

import (
	"math"
	"testing"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// legalSet is the plain definition isLegal must agree with: the actions
// AppendLegal lists.
func legalSet(list []Action) map[Action]bool {
	set := make(map[Action]bool, len(list))
	for _, a := range list {
		set[a] = true
	}
	return set
}

// nearMisses returns actions close to a: each field nudged, plus every
// slot of every model of the side, legal or not.
func nearMisses(g *Game, a Action, d *rules.Dice) []Action {
	out := []Action{a}
	for range 6 {
		b := a
		switch d.IntN(8) {
		case 0:
			b.Steps = int8(d.IntN(4))
		case 1:
			b.Path[d.IntN(2)] = b.Path[0].Step(grid.Dir(d.IntN(4)))
		case 2:
			b.To = b.To.Step(grid.Dir(d.IntN(4)))
		case 3:
			b.N = int8(d.IntN(13) - 1)
		case 4:
			b.Facing = grid.Dir(d.IntN(6))
		case 5:
			b.Kind = Kind(d.IntN(9))
		case 6:
			b.Model = "AbBcDe"[d.IntN(6)]
		case 7:
			b.Path[1] = grid.Point{}
		}
		out = append(out, b)
	}
	return out
}

// TestIsLegalMatchesList checks the direct legality check against the list
// of legal actions in every position of 300 random games: every listed
// action, nudged variants of it, and (every fourth position) every slot
// RandomLegal can draw.
func TestIsLegalMatchesList(t *testing.T) {
	d := rules.NewDice(99)
	checked := 0
	for seed := range uint64(60) {
		sc := scenarios(t)[seed%uint64(len(scenarios(t)))]
		g, err := Setup(sc, seed, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; g.phase != PhaseOver; step++ {
			list := g.AppendLegal(nil, g.actingSide())
			set := legalSet(list)
			cands := []Action{{Kind: End}, {Kind: End, Model: 'A'}}
			for _, a := range list {
				cands = append(cands, nearMisses(g, a, &d)...)
			}
			if g.phase == PhaseAct && step%4 == 0 {
				for i := range g.models {
					m := &g.models[i]
					if int(m.Side) != g.Side() || m.Dead || m.Stamina < 1 {
						continue
					}
					for s := range slots(m) {
						a, ok := g.slotAction(i, s)
						if ok != set[a] {
							t.Fatalf("%s seed %d step %d: slot %d of %c names %q, legal %v, but the list says %v", sc.Name, seed, step, s, m.ID, a, ok, set[a])
						}
						cands = append(cands, a)
					}
				}
			}
			for _, a := range cands {
				if got, want := g.isLegal(a), set[a]; got != want {
					t.Fatalf("%s seed %d step %d: isLegal(%+v %q) = %v, the list says %v", sc.Name, seed, step, a, a, got, want)
				}
				checked++
			}
			if _, err := g.Do(list[d.IntN(len(list))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d actions checked", checked)
}

// TestRandomLegalUniform draws many actions in positions of a random game
// and checks each is legal and that their frequencies fit the uniform
// distribution over AppendLegal (a chi-squared test at a fixed seed).
func TestRandomLegalUniform(t *testing.T) {
	sc := scenarios(t)[1]
	g, _ := Setup(sc, 5, rules.Options{})
	d := rules.NewDice(7)
	positions := 0
	for step := 0; g.phase != PhaseOver && positions < 12; step++ {
		list := g.AppendLegal(nil, g.actingSide())
		if step%9 == 0 && len(list) > 1 {
			positions++
			index := map[Action]int{}
			for i, a := range list {
				index[a] = i
			}
			counts := make([]int, len(list))
			per := 200
			for range per * len(list) {
				a, ok := g.RandomLegal(&d)
				i, listed := index[a]
				if !ok || !listed {
					t.Fatalf("step %d: RandomLegal gave %q (ok %v), which is not legal", step, a, ok)
				}
				counts[i]++
			}
			chi := 0.0
			for _, c := range counts {
				chi += float64((c-per)*(c-per)) / float64(per)
			}
			df := float64(len(list) - 1)
			if limit := df + 6*math.Sqrt(2*df); chi > limit {
				t.Fatalf("step %d: %d actions, chi-squared %.1f above %.1f: not uniform (%v)", step, len(list), chi, limit, counts)
			}
		}
		g.Do(list[d.IntN(len(list))], nil)
	}
	if positions < 5 {
		t.Fatalf("only %d positions tested", positions)
	}
}

// TestPlayoutEnds plays every scenario to the end with Playout and checks
// the game is over within the limit.
func TestPlayoutEnds(t *testing.T) {
	for _, sc := range scenarios(t) {
		g, _ := Setup(sc, 3, rules.Options{})
		d := rules.NewDice(3)
		n, err := rules.Playout(g, &d, 100000)
		if err != nil || !g.Outcome().Over || n == 0 {
			t.Fatalf("%s: playout of %d actions: %v, over %v", sc.Name, n, err, g.Outcome().Over)
		}
		g2, _ := Setup(sc, 3, rules.Options{})
		if _, err := g2.Playout(&d, 3); err != rules.ErrPlayoutLimit {
			t.Fatalf("%s: a 3-action limit gave %v", sc.Name, err)
		}
	}
}
