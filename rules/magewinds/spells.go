package magewinds

import (
	"fmt"
	"slices"

	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// whyNotCast checks a spell's declaration (17.0): the caster knows the
// spell, the cards are in the hand and pay the cost, and the target can be
// reached from the caster's position or a step move.
func (g *Game) whyNotCast(fi int, a Action) string {
	si := g.pack.SpellIndex(a.Spell)
	if si < 0 || !slices.Contains(g.Prof(fi).Spells, si) {
		return fmt.Sprintf("%s does not know a spell %q", g.Name(fi), a.Spell)
	}
	sp := &g.pack.Spells[si]
	hand := g.Hands[g.Fighters[fi].Side]
	for _, c := range a.Cards {
		if !slices.Contains(hand, c) {
			return fmt.Sprintf("the %s is not in your hand", c.Long())
		}
	}
	pay, err := sp.Cost.Pay(a.Cards)
	if err != nil {
		return fmt.Sprintf("the cards do not pay %s: %v", sp.Cost, err)
	}
	ti, oi := -1, -1
	var pt geom.Point
	switch sp.Effect.Targets() {
	case TargetPoint:
		if !a.HasAt {
			return fmt.Sprintf("%s needs a point: @x,y", sp.Name)
		}
		pt = a.At
	case TargetPushable:
		if isObjectID(a.Target) {
			oi = int(a.Target[1] - '1')
			if oi >= len(g.Objects) || !g.lvl.Objects[oi].Moveable || g.Objects[oi].CarriedBy >= 0 {
				return fmt.Sprintf("%s is not a moveable object on the battlefield", a.Target)
			}
			break
		}
		fallthrough
	default:
		ti = g.FighterByID(a.Target)
		if ti < 0 || !g.OnField(ti) {
			return fmt.Sprintf("%s needs a fighter on the battlefield as its target", sp.Name)
		}
	}
	if ti >= 0 {
		if why := g.spellTargetKind(fi, si, ti); why != "" {
			return why
		}
	}
	if !g.anyStep(fi, func(p geom.Point) bool { return g.spellReaches(fi, p, si, ti, oi, pt, pay.X) }) {
		return g.spellTargetFrom(fi, g.Fighters[fi].Pos, si, ti, oi, pt, pay.X) + ", even after a step move of up to 1\""
	}
	return ""
}

// spellTargetFrom checks a spell's target from a caster standing at p,
// explaining what is wrong.
func (g *Game) spellTargetFrom(fi int, p geom.Point, si, ti, oi int, pt geom.Point, x int) string {
	if why := g.spellTargetKind(fi, si, ti); why != "" {
		return why
	}
	sp := &g.pack.Spells[si]
	switch {
	case sp.Effect.Targets() == TargetPoint:
		return g.blinkWhyNot(fi, p, pt, x)
	case sp.Effect == EffBolt:
		return g.whyNoLine(fi, p, ti, &sp.Attack)
	case g.spellReaches(fi, p, si, ti, oi, pt, x):
		return ""
	}
	tp := g.spellTargetAt(ti, oi)
	if !geom.Within(p, tp, sp.Range) {
		return fmt.Sprintf("the target is not within %s of the caster", geom.FormatInches(sp.Range))
	}
	return "the target is not visible to the caster (a high obstacle is in the way)"
}

// spellTargetKind checks what does not depend on where the caster stands:
// a friendly spell's target is a friend, an enemy spell's an enemy, a push
// does not target a stalwart fighter.
func (g *Game) spellTargetKind(fi, si, ti int) string {
	sp := &g.pack.Spells[si]
	side := g.Fighters[fi].Side
	switch sp.Effect.Targets() {
	case TargetFriend:
		if g.Fighters[ti].Side != side {
			return fmt.Sprintf("%s targets a friendly fighter", sp.Name)
		}
	case TargetEnemy, TargetPushable:
		if ti >= 0 && g.Fighters[ti].Side == side {
			return fmt.Sprintf("%s targets an enemy fighter", sp.Name)
		}
		if ti >= 0 && sp.Effect == EffPush && g.Prof(ti).Has(Stalwart) {
			return fmt.Sprintf("%s is stalwart and cannot be pushed", g.Name(ti))
		}
	}
	return ""
}

// spellReaches reports whether a caster standing at p reaches the target
// of a spell whose kind of target spellTargetKind accepted: within range
// and visible (17.0 rulings), a line of attack for a bolt, a legal point
// for Shadow Step.
func (g *Game) spellReaches(fi int, p geom.Point, si, ti, oi int, pt geom.Point, x int) bool {
	sp := &g.pack.Spells[si]
	switch {
	case sp.Effect.Targets() == TargetPoint:
		return g.blinkWhyNot(fi, p, pt, x) == ""
	case sp.Effect == EffBolt:
		return g.canAttack(fi, p, ti, &sp.Attack)
	case ti == fi:
		return true
	}
	tp := g.spellTargetAt(ti, oi)
	return geom.Within(p, tp, sp.Range) && g.lvl.Field.Visible(p, tp)
}

// spellTargetAt returns where a spell's target stands: the object oi, or
// else the fighter ti.
func (g *Game) spellTargetAt(ti, oi int) geom.Point {
	if oi >= 0 {
		return g.Objects[oi].Pos
	}
	return g.Fighters[ti].Pos
}

// blinkWhyNot checks a re-deployment (20.2) by the Blink spell: within 2X"
// of the caster, on the battlefield, clear of bases and obstacles, and not
// within 1" of an enemy fighter.
func (g *Game) blinkWhyNot(fi int, from, to geom.Point, x int) string {
	if geom.Dist(from, to) > int64(2*x)*geom.Inch {
		return fmt.Sprintf("the point is more than %d\" from the caster", 2*x)
	}
	if !g.mover(fi).CanStand(to) {
		return "the caster cannot stand there"
	}
	if g.nearEnemy(fi, to) {
		return "the point is within 1\" of an enemy fighter"
	}
	return ""
}

// cast resolves a spell after the step move: its cards are discarded, then
// its effect happens.
func (g *Game) cast() []Event {
	act := &g.Act
	fi := int(act.Fighter)
	side := int(g.Fighters[fi].Side)
	sp := &g.pack.Spells[act.Spell]
	hand, err := cards.Discard(g.Hands[side], act.Pay)
	if err == nil {
		g.Hands[side] = hand
		g.Discard = append(g.Discard, act.Pay...)
	}
	e := g.event(EvCast, "%s casts %s, spending %s.", g.Name(fi), sp.Name, cardsLong(act.Pay))
	e.Fighter, e.Target, e.N, e.Side = int8(fi), act.Target, int(act.X), int8(side)
	evs := []Event{e}
	evs = append(evs, g.refillDeck()...)
	ti := int(act.Target)
	x := int(act.X)
	switch sp.Effect {
	case EffBolt:
		return append(evs, g.startAttack()...)
	case EffHeal:
		t := &g.Fighters[ti]
		n := min(x, int(t.Damage))
		t.Damage -= int8(n)
		h := g.event(EvHealed, "%s heals %d damage.", g.Name(ti), n)
		h.Fighter, h.N = int8(ti), n
		evs = append(evs, h)
	case EffRecover:
		t := &g.Fighters[ti]
		if t.Actions > 0 {
			t.Actions--
		}
		r := g.event(EvCounter, "%s recovers an action.", g.Name(ti))
		r.Fighter, r.N = int8(ti), int(t.Actions)
		evs = append(evs, r)
	case EffWard:
		g.Fighters[ti].Ward = 1
		w := g.event(EvGuard, "%s is warded: +1 Armour until the End Phase.", g.Name(ti))
		w.Fighter = int8(ti)
		evs = append(evs, w)
	case EffChill:
		evs = append(evs, g.addCounter(ti)...)
	case EffWither:
		if err := g.dice.Ensure(x, 6); err != nil {
			g.diceOut = true
			return evs
		}
		g.Rolled = g.dice.Pool(g.Rolled[:0], x, 6)
		n := 0
		for _, d := range g.Rolled {
			if d <= WitherTarget {
				n++
			}
		}
		r := g.event(EvRolled, "%s rolls %d dice needing %d or less: %s, %d damage that Armour does not block.", sp.Name, x, WitherTarget, diceText(g.Rolled), n)
		r.Fighter, r.Target, r.Dice, r.N, r.chance = int8(fi), int8(ti), append([]uint8(nil), g.Rolled...), WitherTarget, true
		evs = append(evs, r)
		if n > 0 {
			evs = append(evs, g.damage(ti, n, sp.Name)...)
			if g.Phase == PhaseOver {
				return evs
			}
		}
	case EffBlink:
		f := &g.Fighters[fi]
		b := g.event(EvMoved, "%s vanishes and reappears %s away.", g.Name(fi), geom.FormatInches(geom.Dist(f.Pos, act.Point)))
		b.Fighter, b.From, b.To, b.Side = int8(fi), f.Pos, act.Point, f.Side
		f.Pos = act.Point
		evs = append(evs, b)
	case EffPush:
		evs = append(evs, g.push(fi, ti, int(act.Object), int64(x)*geom.Inch)...)
	}
	return append(evs, g.endAction()...)
}

// WitherTarget is the highest result of a Wither die that deals damage.
const WitherTarget = 3

// push moves an enemy fighter or a moveable object up to d directly away
// from the caster, as far as it can go (19.2; a pushed carrier drops its
// object as when knocked back).
func (g *Game) push(fi, ti, oi int, d int64) []Event {
	src := g.Fighters[fi].Pos
	if oi >= 0 {
		o := &g.Objects[oi]
		m := &geom.Mover{Field: &g.lvl.Field, Blockers: g.blockersExceptObject(-1, oi)}
		n := m.StraightLimit(o.Pos, o.Pos.Sub(src), d)
		// 19.2: a moveable object "cannot move over obstacles", low ones included
		if g.hitsLow(o.Pos, geom.Away(o.Pos, src, n)) {
			lo, hi := int64(0), n
			for hi-lo > 100 {
				mid := (lo + hi) / 2
				if g.hitsLow(o.Pos, geom.Away(o.Pos, src, mid)) {
					hi = mid
				} else {
					lo = mid
				}
			}
			n = lo
		}
		end := geom.Away(o.Pos, src, n)
		e := g.event(EvMoved, "The %s is pushed %s.", g.lvl.Objects[oi].Name, geom.FormatInches(n))
		e.N, e.From, e.To = oi, o.Pos, end
		o.Pos = end
		return []Event{e}
	}
	t := &g.Fighters[ti]
	n := g.mover(ti).StraightLimit(t.Pos, t.Pos.Sub(src), d)
	former := t.Pos
	end := geom.Away(former, src, n)
	e := g.event(EvMoved, "%s is pushed %s.", g.Name(ti), geom.FormatInches(n))
	e.Fighter, e.From, e.To, e.Path, e.Side = int8(ti), former, end, []geom.Point{end}, t.Side
	t.Pos = end
	evs := []Event{e}
	if t.Carry >= 0 && n > 0 {
		evs = append(evs, g.dropNear(ti, former)...)
	}
	return evs
}

func cardsLong(cs []cards.Card) string {
	s := ""
	for i, c := range cs {
		switch {
		case i == 0:
		case i == len(cs)-1:
			s += " and "
		default:
			s += ", "
		}
		s += "the " + c.Long()
	}
	return s
}

// hitsLow reports whether a base moving from a to b passes over a low obstacle.
func (g *Game) hitsLow(a, b geom.Point) bool {
	for i := range g.lvl.Field.Features {
		f := &g.lvl.Field.Features[i]
		if f.Height == geom.Low && f.CapsuleHits(a, b, geom.BaseRadius) {
			return true
		}
	}
	return false
}
