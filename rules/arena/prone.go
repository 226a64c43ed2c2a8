package arena

import "skirmish/rules/grid"

// speedPenalty is what each of Prone and Entangled costs: "They take a
// Speed Penalty (by default: -2), which reduces their APs immediately."
const speedPenalty = 2

// SpeedPenalty returns the Action Points fighter i loses each round to
// its conditions: 2 for prone, 2 for entangled (ruling: they add up).
func (g *Game) SpeedPenalty(i int) int {
	n := 0
	for _, c := range [...]Cond{Prone, Entangled} {
		if g.f[i].Cond.Has(c) {
			n += speedPenalty
		}
	}
	return n
}

// lose takes n Action Points from fighter i that it does not spend: the
// Speed Penalty "reduces their APs immediately".
func (g *Game) lose(i, n int) {
	g.f[i].AP -= int16(n)
	g.f[i].Lost += int16(n)
	g.breathOut(i)
}

// knockDown leaves fighter i prone, losing 2 AP at once.
func (g *Game) knockDown(i int) []Event {
	if g.f[i].Cond.Has(Prone) || g.f[i].Status != Standing {
		return nil
	}
	g.f[i].Cond |= Prone
	g.lose(i, speedPenalty)
	return []Event{g.event(EvProne, i, -1, "%s is prone: -2 Speed, %d AP left, until it spends an AP to get up", g.Name(i), g.f[i].AP)}
}

// standUp is `A stand`: "The Speed Penalty remains until the character
// spends an AP to get up."
func (g *Game) standUp(i int) Event {
	g.pay(i, 1)
	g.f[i].Cond &^= Prone
	return g.event(EvProne, i, -1, "%s gets up (1 AP, %d left)", g.Name(i), g.f[i].AP)
}

// sticky reports whether square p catches fighter i: a web, unless it
// spins webs itself; mud, unless it has six legs or more (Hexapods and
// Octopods "do not become Prone by slipping on ice or mud"; ruling: mud
// holds by slipping).
func (g *Game) sticky(i int, p grid.Point) bool {
	switch g.lvl.TerrainAt(p) {
	case Web:
		return !g.Prof(i).Webs
	case Mud:
		return g.Prof(i).Legs < 6
	}
	return false
}

// arrive catches fighter i in the web or mud of the square it has come
// to: "characters may be caught in mud ... or caught in a web".
func (g *Game) arrive(i int) []Event {
	f := &g.f[i]
	if f.Status != Standing || f.Cond.Has(Entangled) || !g.sticky(i, f.At) {
		return nil
	}
	f.Cond |= Entangled
	g.lose(i, speedPenalty)
	return []Event{g.event(EvEntangled, i, -1, "%s is caught in the %s: -2 Speed, %d AP left, until it pulls free (TN %d)",
		g.Name(i), g.lvl.TerrainAt(f.At), f.AP, g.FreeTN(f.At))}
}

// webTNBase is the TN of a web before its spinner's Strength: "Pulling
// away from a web requires a Strength + Athletics roll, with a TN equal to
// the spinner's Strength + 8".
const webTNBase = 8

// FreeTN returns the TN to pull free of the web or mud on p: a web's is 8
// + the Strength of the strongest spinner among the level's fighters, or
// 10 when none spins (ruling: a level's webs are spun by a spider of
// Strength +2, the pack's giant spider); mud's is 8 (ruling: as a web of
// Strength 0).
func (g *Game) FreeTN(p grid.Point) int {
	if g.lvl.TerrainAt(p) != Web {
		return webTNBase
	}
	best, found := 2, false
	for i := range g.f {
		if pr := g.Prof(i); pr.Webs && (!found || pr.Str > best) {
			best, found = pr.Str, true
		}
	}
	return webTNBase + best
}

// pullFree is `A free`: 1 AP and Strength + Athletics against the TN;
// beating it ends the entanglement, anything else leaves it (ruling: the
// exact TN holds too, as nothing resists to take Damage).
func (g *Game) pullFree(i int) (Event, error) {
	pen := Penalty(int(g.f[i].AP))
	g.pay(i, 1)
	if err := g.dice.Ensure(2, 6); err != nil {
		return Event{}, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	p := g.Prof(i)
	bonus := p.Str + p.Athletics + pen
	tn := g.FreeTN(g.f[i].At)
	total := d1 + d2 + bonus
	ev := g.event(EvEntangled, i, -1, "%s pulls at the %s: %d+%d%+d = %d against TN %d: ", g.Name(i), g.lvl.TerrainAt(g.f[i].At), d1, d2, bonus, total, tn)
	if total > tn {
		g.f[i].Cond &^= Entangled
		ev.Text += "free"
	} else {
		ev.Text += "still caught"
	}
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, tn, true
	return ev, nil
}

// pinned reports whether fighter i may not leave its square on its own:
// prone (it must get up first), entangled or grappling (ruling).
func (g *Game) pinned(i int) bool {
	return g.f[i].Cond&(Prone|Entangled) != 0 || g.f[i].Grip >= 0
}
