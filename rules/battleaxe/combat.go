package battleaxe

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// VitalHit is the attack roll at or below which a blow or missile strikes a
// vital area: "if the attacker rolls 5% or less then he automatically hits
// a vital area of the defender: the defender cannot defend; the defender
// takes 2 wounds".
const VitalHit = 5

// resolveBlow rolls one attack: D100 against success ("must get less than
// (or equal to) his Attack Success stat"), a Vital Hit on 5 or less, else
// on a hit the defender's D100 against defend ("If the defender fails then
// he is wounded and loses 1 Health"). A spell cannot be defended against.
func resolveBlow(r *Roller, kind string, success, defend int) Blow {
	return resolveBlowVital(r, kind, success, defend, false)
}

// resolveBlowVital is resolveBlow where, with sure set, any hit is a Vital
// Hit (Battle Frenzy).
func resolveBlowVital(r *Roller, kind string, success, defend int, sure bool) Blow {
	b := Blow{Kind: kind, Success: success, Defend: defend}
	b.Roll = r.D100()
	switch {
	case (b.Roll.Value <= VitalHit || sure && b.Roll.Value <= success) && kind != "spell":
		b.Hit, b.Vital, b.Wounds = true, true, 2
	case b.Roll.Value <= success:
		b.Hit = true
		if kind == "spell" {
			b.Wounds = 1
			return b
		}
		b.Defends = true
		b.DefRoll = r.D100()
		if b.DefRoll.Value > defend {
			b.Wounds = 1
		}
	}
	return b
}

// wound takes n Health from mini i and reports what followed: a hero at 0
// falls unconscious, below 0 is dead; an enemy at 0 is dead and removed.
func (g *Game) wound(evs []Event, att, i, n int) []Event {
	if n <= 0 {
		return evs
	}
	m := &g.minis[i]
	if m.Hero && m.Ward&wardWound != 0 {
		m.Ward &^= wardWound
		n--
		evs = append(evs, g.event(EvTrait, att, i, "%s's Scaled Hide turns a wound aside", g.name(i)))
		if n == 0 {
			return evs
		}
	}
	// Below death the count means nothing: an enemy stops at 0 ("When an
	// Enemy's Health falls to zero it is dead"), a hero at -1 (dead).
	floor := int8(0)
	if m.Hero {
		floor = -1
	}
	m.Health = max(m.Health-int8(n), min(m.Health, floor))
	ev := g.event(EvWounded, att, i, "%s loses %d Health: %d left", g.name(i), n, m.Health)
	ev.N, ev.M = n, int(m.Health)
	evs = append(evs, ev)
	if m.Hero && m.Health <= 0 {
		if l := g.load(i); l >= 0 {
			evs = g.setDown(evs, i, l)
		}
	}
	switch {
	case m.Hero && m.Health == 0:
		m.Revived = false
		evs = append(evs, g.event(EvUnconscious, att, i, "%s falls to the ground, unconscious (Health 0)", g.name(i)))
	case m.Dead():
		if !m.Hero {
			m.Gone = true
			g.reoccupy()
			evs = append(evs, g.event(EvKilled, att, i, "%s is dead and removed", g.name(i)))
		} else {
			g.reoccupy() // a dead hero holds no square
			evs = append(evs, g.event(EvKilled, att, i, "%s falls to the ground, dead (Health below 0)", g.name(i)))
		}
	}
	return evs
}

// strike resolves one blow of att at def and its wounds.
func (g *Game) strike(evs []Event, r *Roller, kind string, att, def, success int) []Event {
	d := &g.minis[def]
	defend := d.Stats.Defend
	if d.Hero {
		for _, w := range [2]struct {
			bit  uint8
			name string
		}{{wardMissRound, "Phantom Double"}, {wardMiss, "Thick Skull"}} {
			if d.Ward&w.bit != 0 {
				d.Ward &^= w.bit
				return append(evs, g.event(EvAttack, att, def, "%s's attack at %s misses: %s", g.name(att), g.name(def), w.name))
			}
		}
		if d.Ward&wardStone != 0 {
			defend += StoneSkin
		}
	}
	frenzy := g.minis[att].Hero && int(g.turn.hero) == att && g.turn.boost&boostFrenzy != 0
	b := resolveBlowVital(r, kind, success, defend, frenzy)
	if frenzy && b.Hit {
		g.turn.boost &^= boostFrenzy
	}
	ev := Event{Kind: EvAttack, Mini: int8(att), Other: int8(def), Blow: b, Rolled: true, Text: g.blowText(att, def, b)}
	evs = append(evs, ev)
	before := g.minis[def].Health
	evs = g.wound(evs, att, def, b.Wounds)
	if !g.minis[att].Hero {
		g.offerLuck(att, def, b, before)
	}
	return evs
}

// heroStrike is strike for a hero's blow, remembered for Use My Luck.
func (g *Game) heroStrike(r *Roller, kind string, h, e, success int) []Event {
	before := lastBlow{valid: true, att: int8(h), def: int8(e), health: g.minis[e].Health, gone: g.minis[e].Gone}
	t := &g.turn
	if kind == "fight" && t.boost&boostGrudge != 0 && isGrudged(g.enemyCard(e)) {
		success += OldGrudge
	}
	if kind == "shoot" && t.boost&boostKeen != 0 {
		success += KeenEye
	}
	evs := g.strike(nil, r, kind, h, e, success)
	if t.boost&boostDrain != 0 && g.minis[e].Health < before.health {
		t.boost &^= boostDrain
		m := &g.minis[h]
		if int(m.Health) < m.Stats.Health {
			m.Health++
			evs = append(evs, g.event(EvTrait, h, e, "%s drains life from %s: Health %d", g.name(h), g.name(e), m.Health))
		}
	}
	for _, ev := range evs {
		if ev.Kind == EvAttack {
			before.blow = ev.Blow
		}
	}
	g.last = before
	return evs
}

// fight makes one attack of hero h at an adjacent enemy. The first attack
// takes the Standard Action and gives the hero his Attacks for the turn;
// "if his first attack kills an enemy he may switch to attack another enemy
// with any remaining attacks (the hero cannot move between these
// attacks)".
func (g *Game) fight(a Action, h int, r *Roller) ([]Event, error) {
	t := &g.turn
	e := g.MiniByID(a.Target)
	switch {
	case e < 0 || g.minis[e].Hero || g.minis[e].Gone:
		return nil, rules.Illegal(a, "there is no enemy %c on the board", a.Target)
	case !g.adjacent(h, e):
		return nil, rules.Illegal(a, "%s is not adjacent to %s (a wall at a doorway prevents attacks)", g.name(h), g.name(e))
	}
	if t.acted {
		switch {
		case t.attacksLeft == 0:
			return nil, rules.Illegal(a, "%s has taken his Standard Action this turn", g.name(h))
		case t.target >= 0 && int(t.target) != e && !g.minis[t.target].Gone:
			return nil, rules.Illegal(a, "%s must keep attacking %s: he may switch only after a kill", g.name(h), g.name(int(t.target)))
		}
	} else {
		if err := g.standardAction(a, h); err != nil {
			return nil, err
		}
		t.attacksLeft = int8(g.minis[h].Stats.Attacks)
		if t.flurry {
			t.attacksLeft++
		}
	}
	t.attacksLeft--
	t.target = int8(e)
	evs := g.heroStrike(r, "fight", h, e, g.minis[h].Stats.Attack)
	return g.settle(evs), nil
}

// adjacentEnemy reports whether any living enemy touches mini i (for a
// hero) or any conscious hero touches it (for an enemy).
func (g *Game) adjacentFoe(i int) bool {
	for j := range g.minis {
		o := &g.minis[j]
		if o.Hero == g.minis[i].Hero || !o.OnBoard() || o.Dead() {
			continue
		}
		if g.adjacent(i, j) {
			return true
		}
	}
	return false
}

// ClearSight reports whether mini a has Clear Sight of mini b: a straight
// line between the centres of some square of each crosses no other mini and
// no High Room Contents, nor a wall; "a tall hero can shoot over an adjacent
// short hero", and Low contents "can be shot over".
func (g *Game) ClearSight(a, b int) bool {
	var sa, sb [4]grid.Point
	ma := &g.minis[a]
	blocks := func(p grid.Point) bool {
		if c, ok := g.board.ContentAt(p); ok && c.High {
			return true
		}
		j := g.MiniAt(p)
		if j < 0 || j == a || j == b {
			return false
		}
		o := &g.minis[j]
		if ma.Hero && ma.Tall && o.Hero && !o.Tall && g.adjacent(a, j) {
			return false
		}
		return true
	}
	for _, p := range ma.Squares(sa[:0]) {
		for _, q := range g.minis[b].Squares(sb[:0]) {
			if g.board.LineClear(p, q, blocks) {
				return true
			}
		}
	}
	return false
}

// shoot fires hero h's one missile of the turn at an enemy: he needs Clear
// Sight and must not be adjacent to an enemy ("he can't even shoot at
// another enemy that is further away"); the target defends.
func (g *Game) shoot(a Action, h int, r *Roller) ([]Event, error) {
	e := g.MiniByID(a.Target)
	switch {
	case e < 0 || g.minis[e].Hero || g.minis[e].Gone:
		return nil, rules.Illegal(a, "there is no enemy %c on the board", a.Target)
	case !g.minis[h].Missile:
		return nil, rules.Illegal(a, "%s holds no missile weapon", g.name(h))
	case g.adjacentFoe(h):
		return nil, rules.Illegal(a, "%s is adjacent to an enemy: he cannot shoot", g.name(h))
	case !g.ClearSight(h, e):
		return nil, rules.Illegal(a, "%s has no Clear Sight of %s", g.name(h), g.name(e))
	}
	if err := g.standardAction(a, h); err != nil {
		return nil, err
	}
	evs := g.heroStrike(r, "shoot", h, e, g.minis[h].Stats.Missile)
	return g.settle(evs), nil
}
