package tunnel

import (
	"bytes"
	"fmt"
	"testing"

	tunnellevels "skirmish/levels/tunnel"
	"skirmish/rules"
	"skirmish/rules/grid"
)

func scenarios(t testing.TB) []rules.Scenario {
	t.Helper()
	all := Ruleset{}.Scenarios()
	if len(all) != len(tunnellevels.List()) || len(all) < 3 {
		t.Fatalf("%d scenarios parse out of %d files; want every file and at least 3", len(all), len(tunnellevels.List()))
	}
	return all
}

// checkInvariants fails on any position the rules should never reach
// (Game.CheckInvariants).
func checkInvariants(t *testing.T, g *Game, where string) {
	t.Helper()
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("%s: %v", where, err)
	}
}

// TestRandomGames plays 1,000 seeded random games to the end and checks the
// invariants after every action: no panic, no two models on a square,
// Stamina within bounds, at most 10 dice, and every game ends.
func TestRandomGames(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	all := scenarios(t)
	for k := range games {
		sc := all[k%len(all)]
		g, err := Setup(sc, uint64(k), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		p := rules.NewRandomPlayer(uint64(k))
		var evs []Event
		for n := 0; !g.Outcome().Over; n++ {
			if n > 20000 {
				t.Fatalf("game %d (%s) not over after %d actions", k, sc.Name, n)
			}
			a, err := p.Choose(g, g.ToAct()[0])
			if err != nil {
				t.Fatal(err)
			}
			if evs, err = g.Do(a.(Action), evs[:0]); err != nil {
				t.Fatalf("game %d action %d %q: %v", k, n, a, err)
			}
			checkInvariants(t, g, fmt.Sprintf("game %d (%s) action %d %q", k, sc.Name, n+1, a))
		}
	}
}

// TestNotationRoundTrip formats and parses every legal action of 1,000
// positions from random games.
func TestNotationRoundTrip(t *testing.T) {
	all := scenarios(t)
	positions := 0
	for k := 0; positions < 1000; k++ {
		g, _ := Setup(all[k%len(all)], uint64(k), rules.Options{})
		p := rules.NewRandomPlayer(uint64(k) + 7)
		for n := 0; !g.Outcome().Over && positions < 1000; n++ {
			if n%5 == 0 {
				positions++
				for _, a := range g.AppendLegal(nil, g.actingSide()) {
					text := a.String()
					b, err := ParseAction(text)
					if err != nil {
						t.Fatalf("%q does not parse: %v", text, err)
					}
					if b != a || b.String() != text {
						t.Fatalf("%q parses to %+v, formats as %q", text, b, b.String())
					}
				}
			}
			a, _ := p.Choose(g, g.ToAct()[0])
			g.Apply(a)
		}
	}
}

// TestLegalAgreesWithApply tries many actions, legal or not, on random
// positions: Apply accepts exactly the listed ones, and a refused action
// leaves the encoding untouched.
func TestLegalAgreesWithApply(t *testing.T) {
	all := scenarios(t)
	dice := rules.NewDice(99)
	for k := range 60 {
		g, _ := Setup(all[k%len(all)], uint64(k), rules.Options{})
		p := rules.NewRandomPlayer(uint64(k))
		for n := 0; !g.Outcome().Over && n < 150; n++ {
			legal := g.AppendLegal(nil, g.actingSide())
			for range 30 {
				a := randomAction(&dice, g)
				isListed := false
				for _, l := range legal {
					isListed = isListed || l == a
				}
				c := g.Copy()
				before := c.Encode()
				_, err := c.Do(a, nil)
				switch {
				case isListed && err != nil:
					t.Fatalf("listed action %q refused: %v", a, err)
				case !isListed && err == nil:
					t.Fatalf("unlisted action %q accepted in\n%s", a, g.Describe())
				case err != nil && !bytes.Equal(before, c.Encode()):
					t.Fatalf("refused action %q changed the game", a)
				case err != nil && c.WhyNot(a) == "":
					t.Fatalf("refused action %q has no reason", a)
				}
			}
			a, _ := p.Choose(g, g.ToAct()[0])
			g.Apply(a)
		}
	}
}

// randomAction makes a syntactically valid action near the models.
func randomAction(d *rules.Dice, g *Game) Action {
	m := &g.models[d.IntN(len(g.models))]
	near := func() grid.Point { return m.At.Add(grid.Pt(d.IntN(5)-2, d.IntN(5)-2)) }
	a := Action{Kind: Kind(d.IntN(int(Shunt) + 1)), Model: m.ID, Facing: grid.Dir(d.IntN(4))}
	switch a.Kind {
	case End:
		a = Action{Kind: End}
	case Move:
		a.Steps = int8(1 + d.IntN(2))
		a.Path[0] = m.At.Step(grid.Dir(d.IntN(4)))
		if a.Steps == 2 {
			a.Path[1] = a.Path[0].Step(grid.Dir(d.IntN(4)))
		}
		if d.IntN(4) == 0 {
			a.Path[0] = near()
		}
	case Turn, Recover:
	case Swing:
		a.To, a.N = m.At.Step(grid.Dir(d.IntN(4))), int8(1+d.IntN(6))
	case Open, Shunt:
		a.To = near()
	case Defend:
		a.N = int8(d.IntN(6))
	case Pick:
		a.N = int8(1 + d.IntN(6))
	}
	if a.Kind != Move {
		a.Facing = grid.Dir(d.IntN(4))
		if a.Kind != Turn && a.Kind != Recover {
			a.Facing = 0
		}
	}
	return a
}

// TestDeterminism: the same seed and actions give the same hashes; the
// encoding survives a decode; a clone is independent of its original.
func TestDeterminism(t *testing.T) {
	for _, sc := range scenarios(t) {
		play := func() ([]uint64, *Game) {
			g, _ := Setup(sc, 5, rules.Options{})
			p := rules.NewRandomPlayer(5)
			var hashes []uint64
			for !g.Outcome().Over {
				a, _ := p.Choose(g, g.ToAct()[0])
				if _, err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
				hashes = append(hashes, g.Hash())
				if len(hashes)%37 == 0 {
					d, err := Decode(g.Encode())
					if err != nil {
						t.Fatalf("%s: decode: %v", sc.Name, err)
					}
					if !bytes.Equal(d.Encode(), g.Encode()) || d.Hash() != g.Hash() {
						t.Fatalf("%s: decoded game differs", sc.Name)
					}
					c := g.Copy()
					c.models[0].Stamina, c.tiles[0] = 99, DoorOpen
					c.dice.D6()
					if g.models[0].Stamina == 99 || g.tiles[0] == DoorOpen || bytes.Equal(c.Encode(), g.Encode()) {
						t.Fatalf("%s: a clone shares state with its original", sc.Name)
					}
				}
			}
			return hashes, g
		}
		h1, g1 := play()
		h2, g2 := play()
		if len(h1) != len(h2) || !bytes.Equal(g1.Encode(), g2.Encode()) {
			t.Fatalf("%s: two plays of the same seed differ", sc.Name)
		}
		for i := range h1 {
			if h1[i] != h2[i] {
				t.Fatalf("%s: hash %d differs", sc.Name, i)
			}
		}
	}
}

// TestDecodeRejectsDamage: truncated or altered encodings give errors, never
// panics.
func TestDecodeRejectsDamage(t *testing.T) {
	g, _ := Setup(scenarios(t)[1], 3, rules.Options{})
	p := rules.NewRandomPlayer(3)
	for range 40 {
		a, _ := p.Choose(g, g.ToAct()[0])
		g.Apply(a)
	}
	data := g.Encode()
	for cut := 0; cut < len(data); cut += 7 {
		if _, err := Decode(data[:cut]); err == nil {
			t.Fatalf("decoding %d of %d bytes succeeded", cut, len(data))
		}
	}
	for i := range data {
		bad := bytes.Clone(data)
		bad[i] ^= 0x5a
		Decode(bad) // must not panic; some flips are still valid games
	}
	if _, err := Decode([]byte("not a game")); err == nil {
		t.Fatal("garbage decoded")
	}
}
