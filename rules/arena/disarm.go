package arena

import (
	"fmt"
	"strings"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// DisarmPenalty is the disarm's Penalty: "make a normal attack with a -2
// Penalty against an opponent with fewer APs".
const DisarmPenalty = 2

// AvoidTN is the TN of avoiding a weapon knocked flying: "who can try to
// avoid the missile as usual, at TN 12".
const AvoidTN = 12

// Loose is an item lying on the ground.
type Loose struct {
	At   grid.Point
	Item int8
}

// LooseItems returns the items lying on the ground; callers must not
// change them.
func (g *Game) LooseItems() []Loose { return g.loose }

// maxLoose bounds the items on the ground, for decoding: every fighter's
// hands and stowed items.
const maxLoose = MaxFighters * (2 + MaxCarry)

// canDisarm reports whether fighter i may try to disarm fighter j with
// item k: an enemy standing within reach, holding an item in a hand, with
// fewer AP than i ("can only be performed while when the target has fewer
// APs").
func (g *Game) canDisarm(i, j, k int) bool {
	if j < 0 || k < 0 || g.f[j].Side == g.f[i].Side || g.f[j].Status != Standing || !g.reach(i, j) || !g.canStrike(i, k) || !g.mayEngage(i, j) {
		return false
	}
	return g.f[j].AP < g.f[i].AP && (g.f[j].Hands[0] >= 0 || g.f[j].Hands[1] >= 0)
}

// disarmed knocks fighter j's weapon flying after a disarm of fighter i
// succeeds: "the opponent's weapon flies a number of steps equal to the
// darkest die rolled, towards the next acting character". The item that
// flies is the one j resisted with when it holds it, else the first in
// its hands (ruling). dark is the darkest die (ruling: the first of the
// two dice, as every roll lists them). Ruling: a disarm deals no Damage
// to j.
func (g *Game) disarmed(i, j, dark int) ([]Event, error) {
	f := &g.f[j]
	h := -1
	if k := g.pend.Guard; k >= 0 {
		h = g.heldHand(j, g.Item(int(k)).ID)
	}
	if h < 0 {
		h = 0
		if f.Hands[0] < 0 {
			h = 1
		}
	}
	k := int(f.Hands[h])
	f.Hands[h] = -1
	if g.Item(k).Loads {
		f.Cond &^= Reloading // nothing left to reload
	}
	to := g.nextToAct()
	at, reached := g.flight(f.At, to, dark)
	name := g.Item(k).Name
	evs := []Event{g.event(EvDisarm, i, j, "%s knocks %s's %s flying %d steps", g.Name(i), g.Name(j), name, dark)}
	if to >= 0 {
		evs[0].Text += " towards " + g.Name(to)
	}
	g.loose = append(g.loose, Loose{At: at, Item: int8(k)})
	evs[0].Text += ": it lands on " + at.String()
	if !reached {
		return evs, nil
	}
	more, err := g.flyingHit(to, k)
	return append(evs, more...), err
}

// nextToAct returns the fighter who would act next by the initiative
// order, without its dice (ruling: fighters tied on every count go by
// letter), or -1 when nobody can act.
func (g *Game) nextToAct() int {
	best := -1
	for i := range g.f {
		if g.canInitiate(i) && (best < 0 || g.before(i, best) > 0) {
			best = i
		}
	}
	return best
}

// flight returns where an item knocked from square from lands, flying up
// to n steps towards fighter to (ruling: each step goes diagonally while
// both distances remain, then straight; a wall stops it at its foot; it
// flies over fighters), and whether it reached to's square.
func (g *Game) flight(from grid.Point, to, n int) (grid.Point, bool) {
	if to < 0 || g.f[to].At == from {
		return from, false
	}
	p, dst := from, g.f[to].At
	for s := 0; s < n && p != dst; s++ {
		q := p.Add(grid.Pt(sign(int(dst.X-p.X)), sign(int(dst.Y-p.Y))))
		if g.lvl.HeightAt(q) == Wall {
			break
		}
		p = q
	}
	return p, p == dst
}

// flyingHit has fighter n avoid item k flying at it: 2D6 + Speed +
// Vigilance + its shield's Bonus against AvoidTN, for 1 AP as a dodge
// ("as usual"); a dumb animal or an unaware fighter does not. Meeting the
// TN avoids it ("Rolling a Tie means ... Neither hit"). If it hits, "it
// deals its regular Damage Bonus +1", converted as usual: 4 + its Damage
// + 1 (ruling: the 4 every blow has, no Strength behind it).
func (g *Game) flyingHit(n, k int) ([]Event, error) {
	var evs []Event
	p := g.Prof(n)
	if !p.Dumb && g.f[n].Cond&Unaware == 0 {
		bonus := p.Spd + p.Vigilance + g.shieldBonus(n) + Penalty(int(g.f[n].AP))
		g.pay(n, 1)
		if err := g.dice.Ensure(2, 6); err != nil {
			return nil, err
		}
		d1, d2 := g.dice.D6(), g.dice.D6()
		total := d1 + d2 + bonus
		ev := g.event(EvRolled, n, -1, "%s tries to avoid it (1 AP, %d left): %d+%d%+d = %d against TN %d", g.Name(n), g.f[n].AP, d1, d2, bonus, total, AvoidTN)
		ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, AvoidTN, true
		evs = append(evs, ev)
		if total >= AvoidTN {
			return evs, nil
		}
	}
	hit, err := g.strike(n, n, Convert(FlyingDamage(g.Item(k))), 0, 0)
	if err != nil {
		return nil, err
	}
	hit[0].Who = -1
	hit[0].Text = "The flying " + g.Item(k).Name + strings.TrimPrefix(hit[0].Text, g.Name(n))
	return append(evs, hit...), nil
}

// FlyingDamage returns the Damage of an item knocked flying, before
// conversion.
func FlyingDamage(it *Item) int { return 4 + it.Damage + 1 }

// pickable returns the index in the loose items of the first item with
// the given id fighter i may pick up: on its square or next to it, and a
// free hand that may hold it. It returns -1 when there is none.
func (g *Game) pickable(i int, id string) int {
	h := g.freeHand(i)
	if h < 0 {
		return -1
	}
	for n, l := range g.loose {
		if grid.Chebyshev(l.At, g.f[i].At) <= 1 && g.Item(int(l.Item)).ID == id && g.holdOK(i, int(l.Item), int(g.f[i].Hands[1-h])) {
			return n
		}
	}
	return -1
}

// pick has fighter i pick up a loose item into a free hand for 1 AP
// (ruling: "By default, actions cost 1 AP", as drawing one does).
func (g *Game) pick(i int, id string) Event {
	n := g.pickable(i, id)
	k := g.loose[n].Item
	g.loose = append(g.loose[:n:n], g.loose[n+1:]...)
	g.f[i].Hands[g.freeHand(i)] = k
	g.pay(i, 1)
	return g.event(EvPicked, i, -1, "%s picks up the %s (1 AP, %d left)", g.Name(i), g.Item(int(k)).Name, g.f[i].AP)
}

// lay puts item k on the ground at p.
func (g *Game) lay(p grid.Point, k int) { g.loose = append(g.loose, Loose{At: p, Item: int8(k)}) }

func (g *Game) encodeLoose(w *rules.Writer) {
	w.Varint(int64(len(g.loose)))
	for _, l := range g.loose {
		w.Varint(int64(l.At.X))
		w.Varint(int64(l.At.Y))
		w.Varint(int64(l.Item))
	}
}

func (g *Game) decodeLoose(r *rules.Reader) error {
	n := r.Int("items on the ground", 0, maxLoose)
	for range n {
		l := Loose{At: grid.Pt(r.Int("x", 0, g.lvl.W-1), r.Int("y", 0, g.lvl.H-1)), Item: int8(r.Int("item", 0, len(g.lvl.Pack.Items)-1))}
		if r.Err() != nil {
			return r.Err()
		}
		g.loose = append(g.loose, l)
	}
	if r.Err() != nil {
		return fmt.Errorf("items on the ground: %w", r.Err())
	}
	return nil
}

// checkLoose checks the items on the ground: on steps, items that hands
// may hold.
func (g *Game) checkLoose() error {
	if len(g.loose) > maxLoose {
		return g.broken("%d items on the ground", len(g.loose))
	}
	for _, l := range g.loose {
		if g.lvl.HeightAt(l.At) == Wall || l.Item < 0 || int(l.Item) >= len(g.lvl.Pack.Items) {
			return g.broken("item %d lies at %s", l.Item, l.At)
		}
		if it := g.Item(int(l.Item)); it.Kind == Armour || it.Natural {
			return g.broken("the %s lies on the ground", it.Name)
		}
	}
	return nil
}
