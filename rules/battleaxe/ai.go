package battleaxe

import (
	"fmt"

	"skirmish/rules/grid"
)

// enemyTurns plays every living enemy's turn in the order of the numbered
// squares ("If there is an enemy in square 1 then go through the Combat
// Phases for that enemy. Then move on to squares 2, 3, 4, etc").
func (g *Game) enemyTurns(evs []Event, r *Roller) []Event {
	order := g.ActivationOrder()
	queue := make([]int8, len(order))
	for i, e := range order {
		queue[i] = int8(e)
	}
	return g.runEnemies(evs, queue, r)
}

// runEnemies plays the turns of the enemies queued, in order. When a hero
// may Use My Luck against a blow it stops, keeping the rest of the queue in
// Game.pend.
func (g *Game) runEnemies(evs []Event, queue []int8, r *Roller) []Event {
	for qi, q := range queue {
		e := int(q)
		if m := &g.minis[e]; m.Gone || m.Dead() {
			continue
		}
		if g.minis[e].Asleep {
			g.minis[e].Asleep = false
			evs = g.decide(evs, e, "asleep (Sleep Song): it misses its turn")
			continue
		}
		prev := g.gang
		g.gang = -1
		evs = g.enemyTurn(evs, e, int(prev), r)
		if r.Err() != nil {
			return evs
		}
		if g.pend.valid {
			g.pend.queue = append([]int8(nil), queue[qi+1:]...)
			return evs
		}
	}
	return evs
}

// decide records an enemy's decision and the rule that chose it.
func (g *Game) decide(evs []Event, e int, format string, args ...any) []Event {
	return append(evs, g.event(EvDecision, e, -1, "%s: %s", g.name(e), fmt.Sprintf(format, args...)))
}

// enemyTurn is one enemy's combat phase: "Each enemy can perform 1 combat
// phase, trying in this order: 1) Spell Phase ... 2) Shooting Phase ... 3)
// Fighting Phase".
func (g *Game) enemyTurn(evs []Event, e, prevGang int, r *Roller) []Event {
	cands, note := g.candidates(e)
	if len(cands) == 0 {
		return evs
	}
	if note != "" {
		evs = g.decide(evs, e, "%s", note)
	}
	dist, _ := g.enemyDist(e)
	c := &prioContext{e: e, prevGang: prevGang, dist: dist}
	card := g.enemyCard(e)
	if card.Spell != nil && g.minis[e].Casts > 0 {
		if out, ok := g.rangedPhase(evs, c, cands, true, r); ok {
			return out
		}
		evs = g.decide(evs, e, "Spell Phase: no Clear Sight at any hero, even by moving")
	}
	if g.minis[e].Missile {
		if out, ok := g.rangedPhase(evs, c, cands, false, r); ok {
			return out
		}
		evs = g.decide(evs, e, "Shooting Phase: no Clear Sight at any hero, even by moving")
	}
	return g.fightPhase(evs, c, cands, r)
}

// rangedPhase casts (spell) or shoots at the heroes in priority order, each
// from where the enemy stands or after moving for Clear Sight; it reports
// false when it has Clear Sight of none.
func (g *Game) rangedPhase(evs []Event, c *prioContext, cands []int, spell bool, r *Roller) ([]Event, bool) {
	e := c.e
	phase := "Shooting Phase"
	if spell {
		phase = "Spell Phase"
	}
	remaining := cands
	for len(remaining) > 0 {
		h, why := g.choose(c, remaining, g.phasePriorities(e, true), r)
		if r.Err() != nil {
			return evs, true
		}
		if g.canShootFrom(e, g.minis[e].At, h, spell) {
			evs = g.decide(evs, e, "%s, %s; it has Clear Sight of %s and does not move", phase, why, g.name(h))
			return g.fire(evs, e, h, spell, r), true
		}
		if at, dir, ok := g.moveForSight(e, h, c.dist, spell); ok {
			evs = g.decide(evs, e, "%s, %s; Moving for Clear Sight: it moves %s to %s", phase, why, dir, at)
			evs = g.enemyMoves(evs, e, at, c.dist[g.board.idx(at)])
			return g.fire(evs, e, h, spell, r), true
		}
		evs = g.decide(evs, e, "%s, %s; no Clear Sight of %s even by moving: it tries another hero", phase, why, g.name(h))
		remaining = remove(remaining, h)
	}
	return evs, false
}

// canShootFrom reports whether enemy e, standing with its top-left square
// on at, has Clear Sight of hero h and, to shoot, is adjacent to no hero
// ("an enemy cannot shoot if he is adjacent to an enemy" read as a hero;
// spells may be cast while adjacent, as the heroes' distance spells are).
func (g *Game) canShootFrom(e int, at grid.Point, h int, spell bool) bool {
	save := g.minis[e].At
	g.moveEnemy(e, at)
	ok := g.ClearSight(e, h) && (spell || !g.adjacentFoe(e))
	g.moveEnemy(e, save)
	return ok
}

// moveForSight finds where enemy e moves to get Clear Sight of hero h: "it
// will move as far away as possible before casting or shooting at that
// hero ... 1) Backwards (away from the hero) ... 2) Left ... 3) Right ...
// 4) Forwards". The direction is read from the line to the hero: backwards
// squares are those behind the enemy, left and right those level with it,
// forwards those ahead; within a direction, the square furthest from the
// hero, then the fewest moves, then board order (rulings).
func (g *Game) moveForSight(e, h int, dist []int, spell bool) (grid.Point, string, bool) {
	m := &g.minis[e]
	cur, hero := m.At, g.minis[h].At
	vx, vy := int(hero.X-cur.X), int(hero.Y-cur.Y)
	best, bestCat, bestFar, bestD := grid.Point{}, 9, -1, -1
	for i, d := range dist {
		if d <= 0 || d > m.Stats.Speed {
			continue
		}
		at := grid.Pt(i%g.board.W, i/g.board.W)
		dx, dy := int(at.X-cur.X), int(at.Y-cur.Y)
		fwd, cross := dx*vx+dy*vy, vx*dy-vy*dx
		cat := 3
		switch {
		case fwd < 0:
			cat = 0
		case fwd == 0 && cross < 0:
			cat = 1
		case fwd == 0:
			cat = 2
		}
		far := grid.DistSq(at, hero)
		if cat > bestCat || cat == bestCat && (far < bestFar || far == bestFar && d >= bestD) {
			continue
		}
		if !g.canStop(e, at) || !g.canShootFrom(e, at, h, spell) {
			continue
		}
		best, bestCat, bestFar, bestD = at, cat, far, d
	}
	return best, [4]string{"backwards", "left", "right", "forwards"}[min(bestCat, 3)], bestD > 0
}

// fire resolves enemy e's spell or missile at hero h.
func (g *Game) fire(evs []Event, e, h int, spell bool, r *Roller) []Event {
	g.shotAt |= 1 << h
	g.gang = int8(h)
	if !spell {
		return g.strike(evs, r, "shoot", e, h, g.minis[e].Stats.Missile)
	}
	sp := g.enemyCard(e).Spell
	g.minis[e].Casts--
	b := resolveBlow(r, "spell", sp.Success, 0)
	if b.Hit {
		b.Wounds = sp.Wounds
	}
	if b.Hit && g.minis[h].Ward&wardSpell != 0 {
		g.minis[h].Ward &^= wardSpell
		b.Wounds = 0
		evs = append(evs, g.event(EvTrait, e, h, "%s's Fire Blood: the spell does no harm", g.name(h)))
	}
	ev := Event{Kind: EvAttack, Mini: int8(e), Other: int8(h), Blow: b, Rolled: true, Text: g.blowText(e, h, b) + " (" + sp.Name + ")"}
	before := g.minis[h].Health
	evs = g.wound(append(evs, ev), e, h, b.Wounds)
	g.offerLuck(e, h, b, before)
	return evs
}
