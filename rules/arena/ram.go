package arena

import "skirmish/rules/grid"

// ramCost is "You spend 2 APs (1 for the movement, and another for the
// push)".
const ramCost = 2

// canRam reports whether fighter i may ram fighter j: an enemy standing
// on a clear straight line within its move (ramLine), neither grappling
// nor a swarm (ruling: a swarm is no one body to push or push with), i
// free to move, j not held by a web or mud.
func (g *Game) canRam(i, j int) bool {
	if j < 0 || g.f[j].Side == g.f[i].Side || g.f[j].Status != Standing || g.pinned(i) ||
		g.f[j].Grip >= 0 || g.f[j].Cond.Has(Entangled) || g.Prof(i).Swarm || g.Prof(j).Swarm {
		return false
	}
	_, _, ok := g.ramLine(i, j)
	return ok
}

// ramLine returns the direction from fighter i to fighter j, one of the
// eight, and the run-up: the steps i walks to come next to j. The push
// "must be a single movement in a single direction", so the run-up is
// along the same line (ruling): j must lie straight across, along or
// diagonally from i, each square between free, walkable in one step and
// neither web nor mud, the last within a step of j's height; and the
// run-up must leave at least one step of the move for the push.
func (g *Game) ramLine(i, j int) (dir grid.Point, run int, ok bool) {
	a, b := g.f[i].At, g.f[j].At
	dx, dy := int(b.X)-int(a.X), int(b.Y)-int(a.Y)
	adx, ady := max(dx, -dx), max(dy, -dy)
	if adx != 0 && ady != 0 && adx != ady || adx+ady == 0 {
		return dir, 0, false
	}
	dir = grid.Pt(sign(dx), sign(dy))
	run = max(adx, ady) - 1
	if run >= g.Reach(i) {
		return dir, 0, false
	}
	p := a
	for range run {
		q := p.Add(dir)
		if !g.step(p, q) || g.At(q) >= 0 || g.sticky(i, q) {
			return dir, 0, false
		}
		p = q
	}
	d := g.lvl.HeightAt(p) - g.lvl.HeightAt(b)
	return dir, run, d >= -1 && d <= 1
}

// afterRunUp returns a copy of the game with fighter i moved to the end
// of its run-up at fighter j, where the ram's roll is made: for its odds.
func (g *Game) afterRunUp(i, j int) *Game {
	c := g.Copy()
	dir, run, _ := g.ramLine(i, j)
	for range run {
		c.f[i].At = c.f[i].At.Add(dir)
	}
	return c
}

// PushSteps returns how far fighter i's ram of fighter j may push: "the
// closer one starts to an opponent, the more one can push that opponent
// (since you spend more of the movement ramming them back)": what the
// run-up leaves of the move, 3 + Athletics steps (and the legs').
func (g *Game) PushSteps(i, j int) int {
	_, run, _ := g.ramLine(i, j)
	return g.Reach(i) - run
}

// ram is `A ram b`: the rammer pays 2 AP and runs up next to the rammed
// (not interrupted: ruling), who chooses to stand its ground or to dodge
// (PhaseRam). The push's steps wait in the pending roll's Margin.
func (g *Game) ram(i, j int) []Event {
	dir, run, _ := g.ramLine(i, j)
	steps := g.PushSteps(i, j)
	g.pend = Pending{Attacker: int8(i), Defender: int8(j), Weapon: -1, Guard: -1, AttPenalty: int16(Penalty(int(g.f[i].AP))), Margin: int8(steps)}
	g.pay(i, ramCost)
	g.phase = PhaseRam
	from := g.f[i].At
	for range run {
		g.f[i].At = g.f[i].At.Add(dir)
	}
	ev := g.event(EvAttack, i, j, "%s rams %s (2 AP, %d left)", g.Name(i), g.Name(j), g.f[i].AP)
	if run > 0 {
		ev.Text += ", running up from " + from.String() + " to " + g.f[i].At.String()
	}
	ev.Text += ": " + g.Name(j) + " stands its ground or dodges; the push may take " + itoa(steps) + " steps"
	return []Event{ev}
}

// RamBonus returns the rammer's Bonus: Strength + Brawl and its shield's
// (shieldBonus): "In this case, shields add a Bonus to either side."
func (g *Game) RamBonus(i int) int { return g.brawlPair(i, true) + g.shieldBonus(i) }

// BraceBonus returns what standing its ground adds to the TN: "spending an
// AP and rolling Strength + Brawl", and its shield's Bonus.
func (g *Game) BraceBonus(j int) int { return g.brawlPair(j, true) + g.shieldBonus(j) }

// DodgeBonus returns what dodging adds to the TN: "rolling Speed +
// Athletics".
func (g *Game) DodgeBonus(j int) int { return g.Prof(j).Spd + g.Prof(j).Athletics }

// brace is `b brace`: 1 AP and the rammer's roll; beating the TN pushes
// the rammed back; otherwise nothing happens (ruling: a ram deals no
// Damage of its own, and a failed ram leaves both where they were).
func (g *Game) brace(j int) ([]Event, error) {
	i := int(g.pend.Attacker)
	penJ := Penalty(int(g.f[j].AP))
	g.pay(j, 1)
	evs := []Event{g.event(EvResist, j, i, "%s stands its ground (1 AP, %d left)", g.Name(j), g.f[j].AP)}
	m, ev, err := g.contest(i, j, g.RamBonus(i), g.BraceBonus(j), int(g.pend.AttPenalty), penJ, "Strength + Brawl")
	if err != nil {
		return nil, err
	}
	evs = append(evs, ev)
	if m > 0 {
		more, err := g.push(i, j)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	}
	return evs, nil
}

// dodge is `b dodge c4`: "spending an AP for a standard movement action
// and rolling Speed + Athletics ... On a success they can move as usual,
// but on failure they get pushed back and fall prone." On the TN exactly
// nothing happens (ruling). The dodging move is not interrupted (ruling).
func (g *Game) dodge(j int, to grid.Point) ([]Event, error) {
	i := int(g.pend.Attacker)
	penJ := Penalty(int(g.f[j].AP))
	g.pay(j, 1)
	evs := []Event{g.event(EvResist, j, i, "%s dodges towards %s (1 AP, %d left)", g.Name(j), to, g.f[j].AP)}
	m, ev, err := g.contest(i, j, g.RamBonus(i), g.DodgeBonus(j), int(g.pend.AttPenalty), penJ, "Strength + Brawl against Speed + Athletics")
	if err != nil {
		return nil, err
	}
	evs = append(evs, ev)
	switch {
	case m > 0:
		more, err := g.push(i, j)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
		evs = append(evs, g.knockDown(j)...)
	case m < 0:
		from := g.f[j].At
		g.f[j].At = to
		evs = append(evs, g.event(EvMoved, j, -1, "%s dodges from %s to %s", g.Name(j), from, to))
		evs = append(evs, g.arrive(j)...)
	}
	return evs, nil
}

// push drives fighter j back from fighter i, "a single movement in a
// single direction": step by step along the line from i to j, i following
// into each square j leaves, until the push's steps run out or the way is
// a wall, a fighter, or a step up of more than one, or either enters a
// web or mud. A step down of more than one is a ledge: j goes over it and
// falls, in an arc, and the push ends there.
func (g *Game) push(i, j int) ([]Event, error) {
	dir := g.f[j].At.Sub(g.f[i].At)
	start := g.f[j].At
	n := 0
	var evs []Event
	for range int(g.pend.Margin) {
		at := g.f[j].At
		q := at.Add(dir)
		hq, ha := g.lvl.HeightAt(q), g.lvl.HeightAt(at)
		if hq == Wall || g.At(q) >= 0 || hq-ha > 1 {
			break
		}
		n++
		g.f[j].At = q
		if ha-hq > 1 {
			evs = append(evs, g.event(EvPushed, i, j, "%s pushes %s back from %s over the edge at %s", g.Name(i), g.Name(j), start, at))
			evs[len(evs)-1].Amount = n
			more, err := g.fall(j, ha-hq, false)
			if err != nil {
				return nil, err
			}
			evs = append(evs, more...)
			return append(append(evs, g.arrive(j)...), g.arrive(i)...), nil
		}
		g.f[i].At = at
		if g.sticky(j, q) || g.sticky(i, at) {
			break // a web or mud holds whoever enters it
		}
	}
	ev := g.event(EvPushed, i, j, "%s pushes %s back %d steps, from %s to %s", g.Name(i), g.Name(j), n, start, g.f[j].At)
	ev.Amount = n
	return append(append([]Event{ev}, g.arrive(j)...), g.arrive(i)...), nil
}
