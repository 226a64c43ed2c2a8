package battleaxe

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// Adjustment is one line of a specific action's table: a bonus for heroes
// of the given roles, or of the given height or weight.
type Adjustment struct {
	Roles  []string // role ids; empty: any role
	Tall   bool     // only tall heroes
	Short  bool     // only short heroes
	Heavy  bool     // only heavy heroes
	Light  bool     // only light heroes
	Bonus  int      // percentage points added
	Reason string   // the book's words, for the log
}

// applies reports whether the adjustment is for this hero.
func (a *Adjustment) applies(role string, tall, heavy bool) bool {
	if a.Tall && !tall || a.Short && tall || a.Heavy && !heavy || a.Light && heavy {
		return false
	}
	if len(a.Roles) == 0 {
		return true
	}
	for _, r := range a.Roles {
		if r == role {
			return true
		}
	}
	return false
}

// SpecificAction is a challenge a book describes for one place: "the books
// will describe the specific actions available and their rules...and any
// consequences". A hero rolls D100 and succeeds at or under the base
// chance with every adjustment that applies to him added ("there are
// adjustments to the base value which are all added").
type SpecificAction struct {
	Name        string
	Base        int
	Adjustments []Adjustment
	FailureDies bool // "If you fail you fall out of sight and die."
}

// Chance returns the hero's chance, in percent, clamped to 0..100.
func (s *SpecificAction) Chance(role string, tall, heavy bool) int {
	c := s.Base
	for i := range s.Adjustments {
		if s.Adjustments[i].applies(role, tall, heavy) {
			c += s.Adjustments[i].Bonus
		}
	}
	return min(max(c, 0), 100)
}

// ChasmJump is the seed's example of a specific action: "To Jump the Chasm
// Successfully: 60% Base Chance", "+20% if hero is a Burglar, Barbarian or
// Fighter", "+10% if hero is an Adventurer", "+10% if the hero is Tall (not
// Short)"; "If you fail you fall out of sight and die."
var ChasmJump = SpecificAction{
	Name: "Jump the Chasm",
	Base: 60,
	Adjustments: []Adjustment{
		{Roles: []string{"burglar", "barbarian", "fighter"}, Bonus: 20, Reason: "Such heroes are particularly agile or athletic"},
		{Roles: []string{"adventurer"}, Bonus: 10, Reason: "Adventurers are versatile and have many skills"},
		{Tall: true, Bonus: 10, Reason: "Tall heroes have longer legs!"},
	},
	FailureDies: true,
}

// JumpChance returns a hero's chance to jump the chasm.
func JumpChance(role string, tall bool) int { return ChasmJump.Chance(role, tall, false) }

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
	chance := ChasmJump.Chance(m.Role, m.Tall, m.Heavy)
	if g.turn.boost&boostNimble != 0 {
		chance = min(chance+NimbleFingers, 100)
	}
	roll := r.D100()
	ev := g.event(EvJump, h, -1, "%s jumps the chasm: rolls %d against %d%%", g.name(h), roll.Value, chance)
	ev.N, ev.M, ev.Rolled = chance, roll.Value, true
	evs := []Event{ev}
	switch {
	case roll.Value <= chance:
		m.At = land
		evs[0].Text += ", and lands on " + land.String()
	case !ChasmJump.FailureDies:
		evs[0].Text += ", and fails"
	case int(m.Luck) < m.Stats.Luck:
		evs[0].Text += ", and slips: he may use his luck"
		g.pend = pendingLuck{valid: true, jump: true, def: int8(h), att: int8(h), land: land,
			blow: Blow{Kind: "jump", Success: chance, Roll: roll}, health: m.Health}
	default:
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
