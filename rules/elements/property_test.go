package elements

import (
	"bytes"
	"testing"

	"skirmish/rules"
)

// TestRandomGames plays seeded random games of every scenario, at least
// 100,000 random actions in all, and after every action checks the
// invariants, the Encode/Decode round trip, that a clone is independent,
// and that every action's notation reads back as itself.
func TestRandomGames(t *testing.T) {
	target := 100000
	if testing.Short() {
		target = 5000
	}
	scs := scenarios(t)
	actions, games := 0, 0
	for seed := uint64(1); actions < target; seed++ {
		sc := scs[int(seed)%len(scs)]
		g, err := Setup(sc, seed, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		d := rules.NewDice(seed * 977)
		for n := 0; !g.Outcome().Over; n++ {
			if n > 5000 {
				t.Fatalf("%s seed %d: not over after %d actions", sc.Name, seed, n)
			}
			seats := g.ToAct()
			seat := seats[d.IntN(len(seats))]
			legal := g.LegalActions(int(seat))
			if len(legal) == 0 {
				t.Fatalf("%s seed %d: seat %d to act has no legal action\n%s", sc.Name, seed, seat, g.Describe())
			}
			a := legal[d.IntN(len(legal))]
			b, err := ParseAction(a.String())
			if err != nil || b != a || b.String() != a.String() {
				t.Fatalf("%q reads back as %+v (%v)", a, b, err)
			}
			clone := g.Copy()
			before := clone.Encode()
			if _, err := g.Do(a); err != nil {
				t.Fatalf("%s seed %d: legal %q refused: %v\n%s", sc.Name, seed, a, err, clone.Describe())
			}
			actions++
			if !bytes.Equal(clone.Encode(), before) {
				t.Fatalf("%s seed %d: applying %q changed a clone", sc.Name, seed, a)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("%s seed %d after %q: %v\n%s", sc.Name, seed, a, err, g.Describe())
			}
			enc := g.Encode()
			back, err := Decode(enc)
			if err != nil {
				t.Fatalf("%s seed %d after %q: decode: %v", sc.Name, seed, a, err)
			}
			if !bytes.Equal(back.Encode(), enc) || back.Hash() != g.Hash() {
				t.Fatalf("%s seed %d after %q: encode/decode round trip differs", sc.Name, seed, a)
			}
			for _, s := range []int{0, 1, -1} {
				v := g.ViewOf(s)
				if err := v.CheckInvariants(); err != nil {
					t.Fatalf("%s seed %d after %q: view of %d: %v", sc.Name, seed, a, s, err)
				}
			}
		}
		games++
	}
	t.Logf("%d random actions in %d games", actions, games)
}
