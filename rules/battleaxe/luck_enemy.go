package battleaxe

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// offerLuck stops the enemies' turns after enemy att's blow b took Health
// from hero def, if he has luck left: "To 'Use My Luck' the player can
// re-roll a single dice roll that has been made for or against him. These
// rolls include those made ... b) by an enemy attack against him".
func (g *Game) offerLuck(att, def int, b Blow, before int8) {
	m := &g.minis[def]
	if !g.pausing || !m.Hero || !b.Hit || m.Health >= before || int(m.Luck) >= m.Stats.Luck {
		return
	}
	g.pend = pendingLuck{valid: true, att: int8(att), def: int8(def), blow: b, health: before}
}

// resolvePending takes the hero's choice on the blow the enemies' turns
// stopped at: "B accept" keeps it; "B luck attack" re-rolls the enemy's
// attack roll, "B luck defence" his own defence roll, and the result better
// for him stands ("The hero can use the result from the first or second
// roll"). Then the enemies' turns go on.
func (g *Game) resolvePending(a Action, r *Roller) ([]Event, error) {
	p := g.pend
	h, e := int(p.def), int(p.att)
	m := &g.minis[h]
	if p.jump {
		return g.resolveJump(a, r)
	}
	if p.trapPending() {
		return g.resolveTrap(a, r)
	}
	if a.Kind == ActLuck && a.N == 2 && !p.blow.Defends {
		return nil, rules.Illegal(a, "%s rolled no defence against that blow", g.name(h))
	}
	g.pend = pendingLuck{}
	var evs []Event
	if a.Kind == ActAccept {
		evs = append(evs, g.event(EvLuck, h, e, "%s keeps the roll", g.name(h)))
	} else {
		m.Luck++
		first := p.blow
		second := first
		var what string
		switch {
		case a.N == 2:
			second.DefRoll = r.D100()
			second.Wounds = 0
			if second.DefRoll.Value > second.Defend {
				second.Wounds = 1
			}
			what = fmt.Sprintf("his defence: %d, then %d", first.DefRoll.Value, second.DefRoll.Value)
		case first.Kind == "spell":
			second = resolveBlow(r, "spell", first.Success, 0)
			if second.Hit {
				second.Wounds = first.Wounds
			}
			what = fmt.Sprintf("the spell: %d, then %d", first.Roll.Value, second.Roll.Value)
		default:
			second = resolveBlow(r, first.Kind, first.Success, first.Defend)
			what = fmt.Sprintf("%s's attack: %d, then %d", g.name(e), first.Roll.Value, second.Roll.Value)
		}
		kept, which := first, "first"
		if second.Wounds < first.Wounds {
			kept, which = second, "second"
		}
		m.Health = p.health
		g.reoccupy() // a hero the first roll killed stands again until the kept one is applied
		ev := g.event(EvLuck, h, e, "%s uses his luck to re-roll %s; he keeps the %s result", g.name(h), what, which)
		ev.Rolled, ev.Blow = true, kept
		evs = append(evs, ev, Event{Kind: EvAttack, Mini: int8(e), Other: int8(h), Blow: kept, Text: g.blowText(e, h, kept)})
		evs = g.wound(evs, e, h, kept.Wounds)
	}
	g.pausing = true
	defer func() { g.pausing = false }()
	if p.fight && g.minis[e].OnBoard() && !g.minis[e].Dead() {
		dist, _ := g.enemyDist(e)
		evs = g.enemyAttacks(evs, &prioContext{e: e, prevGang: -1, dist: dist}, int(p.done), r)
		if g.pend.valid {
			g.pend.queue = p.queue
			return evs, nil
		}
	}
	evs = g.runEnemies(evs, p.queue, r)
	if g.pend.valid {
		return evs, nil
	}
	return g.finishRound(evs), nil
}

// pendingLegal lists the choices of the hero the game waits for.
func (g *Game) pendingLegal() []rules.Action {
	id := g.minis[g.pend.def].ID
	if g.pend.jump {
		return []rules.Action{Action{Kind: ActLuck, Hero: id, N: 3}, Action{Kind: ActAccept, Hero: id}}
	}
	if g.pend.trapPending() {
		return []rules.Action{Action{Kind: ActLuck, Hero: id, N: 2}, Action{Kind: ActAccept, Hero: id}}
	}
	out := []rules.Action{Action{Kind: ActLuck, Hero: id, N: 1}}
	if g.pend.blow.Defends {
		out = append(out, Action{Kind: ActLuck, Hero: id, N: 2})
	}
	return append(out, Action{Kind: ActAccept, Hero: id})
}

func encodePending(w *rules.Writer, p *pendingLuck) {
	w.Bool(p.valid)
	if !p.valid {
		return
	}
	w.Bool(p.jump)
	w.Varint(int64(p.land.X))
	w.Varint(int64(p.land.Y))
	encodeLast(w, &lastBlow{valid: true, att: p.att, def: p.def, blow: p.blow, health: p.health})
	w.Bool(p.fight)
	w.Varint(int64(p.done))
	b := make([]byte, len(p.queue))
	for i, q := range p.queue {
		b[i] = byte(q)
	}
	w.Bytes(b)
}

func decodePending(r *rules.Reader, n int) (pendingLuck, error) {
	var p pendingLuck
	if p.valid = r.Bool(); !p.valid {
		return p, nil
	}
	p.jump = r.Bool()
	p.land = grid.Pt(r.Int("landing x", 0, MaxSide-1), r.Int("landing y", 0, MaxSide-1))
	l := decodeLast(r, n)
	p.att, p.def, p.blow, p.health = l.att, l.def, l.blow, l.health
	p.fight = r.Bool()
	p.done = int8(r.Int("attacks made", 0, 20))
	for _, q := range r.Bytes() {
		if int(q) >= n {
			return p, fmt.Errorf("enemy queue names mini %d of %d", q, n)
		}
		p.queue = append(p.queue, int8(q))
	}
	return p, nil
}
