package battleaxe

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// JumpBase is the chasm's base chance: "To Jump the Chasm Successfully: 60%
// Base Chance".
const JumpBase = 60

// JumpChance returns a hero's chance to jump the chasm: "+20% if hero is a
// Burglar, Barbarian or Fighter", "+10% if hero is an Adventurer", "+10% if
// the hero is Tall (not Short)"; the adjustments "are all added".
func JumpChance(role string, tall bool) int {
	c := JumpBase
	switch role {
	case "burglar", "barbarian", "fighter":
		c += 20
	case "adventurer":
		c += 10
	}
	if tall {
		c += 10
	}
	return c
}

// jump is the chasm's specific action, taken as the hero's Standard Action
// (a ruling): from a square beside the chasm he jumps straight across it,
// orthogonally, to the first square beyond, which must be free floor. D100
// at or under his chance lands him there; "If you fail you fall out of
// sight and die."
func (g *Game) jump(a Action, h int, r *Roller) ([]Event, error) {
	m := &g.minis[h]
	land := a.Path[0]
	d, ok := grid.DirTo(m.At, m.At.Add(unit(land.Sub(m.At))))
	if !ok || (land.X != m.At.X && land.Y != m.At.Y) {
		return nil, rules.Illegal(a, "a jump goes straight across the chasm, not diagonally")
	}
	p := m.At.Step(d)
	if g.board.Ground(p) != Chasm || !g.board.EdgeBetween(m.At, p).Passable() {
		return nil, rules.Illegal(a, "%s is not beside the chasm on that side", g.name(h))
	}
	for g.board.Ground(p) == Chasm {
		p = p.Step(d)
	}
	if p != land {
		return nil, rules.Illegal(a, "the jump lands on %s, the first square beyond the chasm", p)
	}
	if !g.board.Walkable(land) || g.MiniAt(land) >= 0 {
		return nil, rules.Illegal(a, "%s is not free floor to land on", land)
	}
	if err := g.standardAction(a, h); err != nil {
		return nil, err
	}
	chance := JumpChance(m.Role, m.Tall)
	roll := r.D100()
	ev := g.event(EvJump, h, -1, "%s jumps the chasm: rolls %d against %d%%", g.name(h), roll.Value, chance)
	ev.N, ev.M, ev.Rolled = chance, roll.Value, true
	evs := []Event{ev}
	if roll.Value <= chance {
		m.At = land
		evs[0].Text += ", and lands on " + land.String()
	} else {
		m.Health = -1
		m.Gone = true
		evs = append(evs, g.event(EvFell, h, h, "%s falls out of sight and dies", g.name(h)))
	}
	g.reoccupy()
	return g.settle(evs), nil
}

// unit returns the sign of each coordinate of v.
func unit(v grid.Point) grid.Point {
	s := func(x int16) int16 {
		switch {
		case x > 0:
			return 1
		case x < 0:
			return -1
		}
		return 0
	}
	return grid.Point{X: s(v.X), Y: s(v.Y)}
}
