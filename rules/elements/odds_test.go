package elements

import (
	"skirmish/rules/grid"
	"testing"
)

// bruteForce counts a fight's rolls one by one: every plain die in 6
// ways, every re-rolled die in 36 (its roll and its re-roll), scaled to
// OddsOf's 9 ways per re-rolled die.
func bruteForce(p Pools) FightOdds {
	type die struct{ ways [][2]uint8 }
	plain, reroll := die{}, die{}
	for f := uint8(1); f <= 6; f++ {
		plain.ways = append(plain.ways, [2]uint8{f, 0})
		for r := uint8(1); r <= 6; r++ {
			reroll.ways = append(reroll.ways, [2]uint8{f, r})
		}
	}
	var dice []die
	for range p.Attack {
		dice = append(dice, map[bool]die{false: plain, true: reroll}[p.RerollA])
	}
	for range p.Defence {
		dice = append(dice, map[bool]die{false: plain, true: reroll}[p.RerollD])
	}
	var o FightOdds
	pick := make([]int, len(dice))
	for {
		var att, def []uint8
		for k, d := range dice {
			w := d.ways[pick[k]]
			face := w[0]
			rer := (k < p.Attack && p.RerollA) || (k >= p.Attack && p.RerollD)
			if rer && Element(face) >= Spirit {
				face = w[1]
			}
			if k < p.Attack {
				att = append(att, face)
			} else {
				def = append(def, face)
			}
		}
		la, na := remaining(att)
		ld, nd := remaining(def)
		o.Total++
		if na >= nd {
			o.AttackerWin++
			if na == 0 {
				o.Blank++
			}
			for e := Fire; e <= Air; e++ {
				if la[e] > 0 {
					o.AttackerHas[e]++
				}
			}
			if la[Water] > 0 || la[Earth] > 0 {
				o.AnyOf++
			}
		} else {
			for e := Fire; e <= Air; e++ {
				if ld[e] > 0 {
					o.DefenderHas[e]++
				}
			}
		}
		k := 0
		for k < len(dice) {
			pick[k]++
			if pick[k] < len(dice[k].ways) {
				break
			}
			pick[k] = 0
			k++
		}
		if k == len(dice) {
			return o
		}
	}
}

// scale multiplies every count by f, for comparing a count over 36 ways
// per re-rolled die with one over 9.
func (o FightOdds) scale(f uint64) FightOdds {
	o.Total *= f
	o.AttackerWin *= f
	o.Blank *= f
	o.AnyOf *= f
	for e := range o.AttackerHas {
		o.AttackerHas[e] *= f
		o.DefenderHas[e] *= f
	}
	return o
}

// TestOddsMatchBruteForce: the counted odds equal an enumeration of
// every roll, for small pools with and without re-rolls.
func TestOddsMatchBruteForce(t *testing.T) {
	for a := 0; a <= 3; a++ {
		for d := 0; d <= 3; d++ {
			for _, rr := range [][2]bool{{false, false}, {true, false}, {false, true}} {
				if a+d > 5 || (rr[0] || rr[1]) && a+d > 4 {
					continue
				}
				p := Pools{Attack: a, Defence: d, RerollA: rr[0], RerollD: rr[1]}
				got := OddsOf(p)
				want := bruteForce(p)
				f := uint64(1)
				if rr[0] {
					for range a {
						f *= 4
					}
				}
				if rr[1] {
					for range d {
						f *= 4
					}
				}
				if got.scale(f) != want {
					t.Errorf("%+v: counted %+v (x%d), enumerated %+v", p, got, f, want)
				}
			}
		}
	}
}

// TestOddsOfActions: Odds reports a close combat for both sides, a shot
// and a shuriken throw, with exact counts.
func TestOddsOfActions(t *testing.T) {
	g := board(t, duel)
	a, _ := ParseAction("A attack c2")
	o, err := g.Odds(a)
	if err != nil {
		t.Fatal(err)
	}
	c := o.Cases[0]
	want := OddsOf(Pools{Attack: 3, Defence: 2})
	if c.Total != want.Total || c.Outcomes[0].Count != want.AttackerWin || c.Outcomes[0].Count+c.Outcomes[1].Count != c.Total {
		t.Errorf("odds %+v", c)
	}
	throw, _ := ParseAction("A throw c2")
	if _, err := g.Odds(throw); err == nil {
		t.Errorf("a throw from inside a's zone has no odds: it is illegal")
	}
	const b = `
map:
.......
.A..a..
.......

legend:
A: ninja facing E
a: ninja facing W
`
	g = board(t, b)
	o, err = g.Odds(throw.withTo(pt(t, "e2")))
	if err != nil {
		t.Fatal(err)
	}
	if c := o.Cases[0]; c.Total != 6 || c.Outcomes[0].Count != 1 || c.Outcomes[1].Count != 5 {
		t.Errorf("shuriken: Earth 1 in 6, got %+v", c)
	}
	done, _ := ParseAction("A done")
	if _, err := g.Odds(done); err == nil {
		t.Errorf("ending an activation rolls nothing: want an error")
	}
}

func (a Action) withTo(p grid.Point) Action { a.To = p; return a }
