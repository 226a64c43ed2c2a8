package battleaxe

import (
	"fmt"

	"skirmish/rules/grid"
)

// CheckInvariants returns an error naming the first fact of the position
// the rules should never break (rules.Checker): Health within its bounds,
// every mini on free walkable floor of its own, the record of squares
// matching the minis, turn marks only on heroes, the hero to act able to,
// seats to act exactly while the game is not over, and a quest's dungeon
// consistent (checkDungeon).
func (g *Game) CheckInvariants() error {
	b := g.board
	var buf [4]grid.Point
	for i := range g.minis {
		m := &g.minis[i]
		if int(m.Health) > m.Stats.Health || m.Hero && m.Health < -2 && !m.Gone || !m.Hero && m.Health < -1 {
			return g.broken("%c has Health %d outside its bounds (%d)", m.ID, m.Health, m.Stats.Health)
		}
		if !m.Hero && m.Dead() != m.Gone {
			return g.broken("enemy %c dead %v but gone %v", m.ID, m.Dead(), m.Gone)
		}
		if m.Carrier != 0 {
			c := int(m.Carrier) - 1
			if !m.Hero || c >= len(g.minis) || c < 0 || !g.minis[c].Hero || g.minis[c].Carrier != 0 || g.minis[c].Gone {
				return g.broken("%c is carried by mini %d, who cannot carry", m.ID, c)
			}
		}
		if !m.OnBoard() {
			continue
		}
		for _, p := range m.Squares(buf[:0]) {
			if !b.Walkable(p) {
				return g.broken("%c stands on %s, not walkable floor", m.ID, p)
			}
			if m.Hero && m.Dead() {
				continue // the dead hold no square
			}
			if g.MiniAt(p) != i {
				return g.broken("%c on %s is not recorded there", m.ID, p)
			}
		}
	}
	count := 0
	for _, o := range g.occ {
		if o != 0 && !(g.minis[o-1].Hero && g.minis[o-1].Dead()) {
			count++
		}
	}
	want := 0
	for i := range g.minis {
		if m := &g.minis[i]; m.OnBoard() && !(m.Hero && m.Dead()) {
			want += int(g.minis[i].W) * int(g.minis[i].H)
		}
	}
	if count != want {
		return g.broken("%d squares recorded taken, the minis cover %d", count, want)
	}
	for i := range g.minis {
		if g.done&(1<<i) != 0 && !g.minis[i].Hero {
			return g.broken("enemy %c is marked as having had a hero's turn", g.minis[i].ID)
		}
	}
	if p := &g.pend; p.valid && (int(p.def) >= len(g.minis) || int(p.att) >= len(g.minis) || p.def < 0 || p.att < 0 ||
		!g.minis[p.def].Hero || g.minis[p.att].Hero != (p.jump || p.trapPending())) {
		return g.broken("a luck choice waits for %d against %d", p.def, p.att)
	}
	// A hero felled by a trap keeps the turn while his luck's choice waits.
	if t := g.turn.hero; t >= 0 && (int(t) >= len(g.minis) || !g.minis[t].Hero || !g.minis[t].Conscious() && !g.pend.trapPending()) {
		return g.broken("the hero to act (%d) cannot act", t)
	}
	if err := g.checkDungeon(); err != nil {
		return err
	}
	if err := g.checkCampaign(); err != nil {
		return err
	}
	if g.over.Over == g.anyToAct() {
		return g.broken("over %v but %d seats to act", g.over.Over, len(g.ToAct()))
	}
	return nil
}

func (g *Game) broken(format string, args ...any) error {
	return fmt.Errorf("%s round %d: %s", g.lvl.Origin, g.round, fmt.Sprintf(format, args...))
}
