package battleaxe

import "skirmish/rules"

// aiLuck is the computer hero's Use My Luck, which it spends where it
// matters: luck is counted per quest, so it is kept for the rolls that
// decide a hero's life or a kill.
//
// When the game waits on a roll against him (an enemy's blow, a trap, a
// failed jump), he re-rolls when the roll left him down or dead, took 2
// Health or more, or when he has luck to spare (2 or more left); else he
// keeps the roll and saves his last luck. Re-rolling the attacker's roll is
// preferred to his own defence: the blow must hit again and then beat his
// defence again, so it wounds no more often than a defence re-roll.
func (g *Game) aiLuck(seat rules.Seat) (Action, bool) {
	if !g.pend.valid {
		return Action{}, false
	}
	h := int(g.pend.def)
	m := &g.minis[h]
	id := m.ID
	if g.pend.jump {
		return Action{Kind: ActLuck, Hero: id, N: 3}, true // or he falls to his death
	}
	left := m.Stats.Luck - int(m.Luck)
	lost := int(g.pend.health) - int(m.Health)
	if !(m.Health <= 0 || lost >= 2 || left >= 2) {
		return Action{Kind: ActAccept, Hero: id}, true
	}
	if g.pend.trapPending() {
		return Action{Kind: ActLuck, Hero: id, N: 2}, true // a trap's roll is his defence
	}
	return Action{Kind: ActLuck, Hero: id, N: 1}, true
}

// aiLuckOwnBlow re-rolls the computer hero's own blow that just missed or
// was defended, when the enemy was one wound from death or he has luck to
// spare: "If he fails he can 'use his luck' to re-roll the dice."
func (g *Game) aiLuckOwnBlow(h int) (Action, bool) {
	l := &g.last
	m := &g.minis[h]
	if !l.valid || int(l.att) != h || l.blow.Wounds > 0 || l.blow.Kind == "jump" {
		return Action{}, false
	}
	left := m.Stats.Luck - int(m.Luck)
	d := &g.minis[l.def]
	if d.Hero || d.Gone || left < 1 || !(left >= 2 || d.Health <= 1) {
		return Action{}, false
	}
	a := Action{Kind: ActLuck, Hero: m.ID, N: 1}
	if l.blow.Hit && l.blow.Defends {
		a.N = 2 // it hit: his defence roll saved it, so that roll is the one to beat
	}
	return a, g.allows(a)
}
