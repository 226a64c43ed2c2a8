package arena

import "skirmish/rules"

// checkManoeuvre returns an *rules.IllegalError unless fighter i, who has
// the initiative, may take the manoeuvre a now.
func (g *Game) checkManoeuvre(i int, a Action) error {
	j, k := g.ByID(a.Target), g.lvl.Pack.Item(a.Item)
	switch a.Kind {
	case Guard:
		if !g.canGuard(i, j) {
			return rules.Illegal(a, "%c is not an ally standing within a step whom %s does not guard yet", a.Target, g.Name(i))
		}
	case Bypass:
		if j < 0 || !g.canBypass(i, j) {
			return rules.Illegal(a, "%c is not an enemy within reach guarding someone", a.Target)
		}
	case Disarm:
		if !g.canDisarm(i, j, k) {
			return rules.Illegal(a, "%s cannot disarm %c with %q: an enemy within reach, holding an item, with fewer AP", g.Name(i), a.Target, a.Item)
		}
	case Sneak:
		if !g.canSneak(i, j, k) {
			return rules.Illegal(a, "%s cannot sneak attack %c with %q: an unaware enemy within reach", g.Name(i), a.Target, a.Item)
		}
	case Take:
		if g.pickable(i, a.Item) < 0 {
			return rules.Illegal(a, "%s sees no %q to pick up within a step, or has no hand free for it", g.Name(i), a.Item)
		}
	}
	return nil
}

// manoeuvre resolves a legal manoeuvre of fighter i.
func (g *Game) manoeuvre(i int, a Action) ([]Event, error) {
	j, k := g.ByID(a.Target), g.lvl.Pack.Item(a.Item)
	var evs []Event
	switch a.Kind {
	case Bypass:
		return g.bypass(i, j)
	case Disarm:
		return g.startRoll(i, j, k, true)
	case Sneak:
		return g.sneak(i, j, k)
	case Guard:
		evs = append(evs, g.guard(i, j))
	case Take:
		evs = append(evs, g.pick(i, a.Item))
	}
	more, err := g.afterAction()
	return append(evs, more...), err
}

// legalManoeuvres appends fighter i's manoeuvres, in a fixed order: for
// each fighter by index, guarding it, getting past its guard, disarming
// and sneak attacking it with each thing i may strike with; then picking
// up each kind of item within a step.
func (g *Game) legalManoeuvres(i int, out []Action) []Action {
	f := &g.f[i]
	var buf [4]int
	strikes := g.weapons(i, buf[:0])
	if !containsInt(strikes, g.lvl.Pack.Fists) {
		strikes = append(strikes, g.lvl.Pack.Fists)
	}
	for j := range g.f {
		id := g.f[j].ID
		if g.canGuard(i, j) {
			out = append(out, Action{Kind: Guard, Who: f.ID, Target: id})
		}
		if g.canBypass(i, j) {
			out = append(out, Action{Kind: Bypass, Who: f.ID, Target: id})
		}
		for _, k := range strikes {
			if g.canDisarm(i, j, k) {
				out = append(out, Action{Kind: Disarm, Who: f.ID, Target: id, Item: g.Item(k).ID})
			}
		}
		for _, k := range strikes {
			if g.canSneak(i, j, k) {
				out = append(out, Action{Kind: Sneak, Who: f.ID, Target: id, Item: g.Item(k).ID})
			}
		}
	}
	for n, l := range g.loose {
		id := g.Item(int(l.Item)).ID
		if g.pickable(i, id) == n {
			out = append(out, Action{Kind: Take, Who: f.ID, Item: id})
		}
	}
	return out
}
