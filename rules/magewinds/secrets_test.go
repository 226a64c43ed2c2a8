package magewinds

import (
	"testing"

	"skirmish/rules"
)

// TestHasSecretsAgreesWithView plays seeded random battles over the three
// scenarios and checks, after every action, that HasSecrets(seat) is true
// exactly when View(seat) shows something View(rules.Spectator) withholds
// (12.0: hands may be hidden; 18.3: the attack choice lies face down;
// 10.2: the warbands are chosen in secret): the two views, told apart only
// by whose they are, encode differently. It also checks that the
// deployment, where both hands are empty, has no secrets at all, so that
// a shared screen deploys with no hand-over.
func TestHasSecretsAgreesWithView(t *testing.T) {
	var sawSecret, sawNone, deployQuiet [2]int
	for k, sc := range scenarios(t) {
		for i := range 4 {
			seed := uint64(k*10+i)*0x9e3779b97f4a7c15 + 7
			g, err := Setup(sc, seed, rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			players := [2]rules.Player{rules.NewRandomPlayer(seed), rules.NewRandomPlayer(^seed)}
			for n := 0; !g.Outcome().Over && n < maxActions; n++ {
				for s := range 2 {
					seat := rules.Seat(s)
					own := g.View(seat).(*Game)
					pub := g.View(rules.Spectator).(*Game)
					own.hidden = pub.hidden
					differ := own.Hash() != pub.Hash()
					if got := g.HasSecrets(seat); got != differ {
						t.Fatalf("%s seed %d action %d, %s: HasSecrets(%d) = %v, but its view differs from the public one: %v",
							sc.Name, seed, n, g.Phase, s, got, differ)
					}
					if differ {
						sawSecret[s]++
					} else {
						sawNone[s]++
					}
					if g.Phase == PhaseDeploy && len(g.Hands[s]) == 0 && !g.HasSecrets(seat) {
						deployQuiet[s]++
					}
				}
				seat := g.ToAct()[0]
				a, err := players[seat].Choose(g.View(seat), seat)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := g.Apply(a); err != nil {
					t.Fatalf("%s seed %d: %q: %v", sc.Name, seed, a, err)
				}
			}
		}
	}
	for s := range 2 {
		if sawSecret[s] == 0 || sawNone[s] == 0 || deployQuiet[s] == 0 {
			t.Errorf("side %d: %d positions with secrets, %d without, %d in the deployment: the battles did not try both", s, sawSecret[s], sawNone[s], deployQuiet[s])
		}
	}
	if (&Game{hidden: battleItself}).HasSecrets(rules.Spectator) {
		t.Error("the spectator has secrets")
	}
}
