package battleaxe

// The reads a table needs of a position that the contract does not give:
// the level and catalog it was set up from, the round, every mini and its
// name, a hero's kit, and the turn under way. They copy or only read.

// Level returns the level the game was set up from.
func (g *Game) Level() *Level { return g.lvl }

// Catalog returns the catalog of heroes, enemies, items and spells.
func (g *Game) Catalog() *Catalog { return g.cat }

// Round returns the round under way, from 1.
func (g *Game) Round() int { return int(g.round) }

// MiniCount returns how many minis the game holds (gone ones included):
// Mini(i) is valid for i below it.
func (g *Game) MiniCount() int { return len(g.minis) }

// MiniName returns mini i's display name: a hero's name, an enemy card's
// name with its letter.
func (g *Game) MiniName(i int) string {
	if i < 0 || i >= len(g.minis) {
		return ""
	}
	return g.name(i)
}

// HeroKit returns a copy of what hero mini i carries (an empty kit for an
// enemy).
func (g *Game) HeroKit(i int) Kit {
	if i < 0 || i >= len(g.kits) {
		return Kit{}
	}
	return g.kits[i].clone()
}

// SeatHero returns the mini index of seat s's hero, or -1.
func (g *Game) SeatHero(s int) int {
	if s < 0 || s >= len(g.seats) {
		return -1
	}
	return int(g.seats[s])
}

// TurnInfo is the turn of the hero acting, as a table shows it.
type TurnInfo struct {
	Hero        int  // mini index, -1 between turns
	Rolled      bool // the Speed Roll is made
	Allowance   int  // squares the Speed Roll allows
	Used        int  // squares moved
	Acted       bool // took his Standard Action
	AttacksLeft int
}

// Turn returns the turn under way.
func (g *Game) Turn() TurnInfo {
	t := &g.turn
	return TurnInfo{Hero: int(t.hero), Rolled: t.rolled, Allowance: int(t.allowance), Used: int(t.used), Acted: t.acted, AttacksLeft: int(t.attacksLeft)}
}

// HadTurn reports whether hero mini i has had his turn this round.
func (g *Game) HadTurn(i int) bool { return i >= 0 && i < 64 && g.done&(1<<i) != 0 }

// LuckPending returns the hero who must choose whether to use his luck
// against an enemy's roll, and the enemy, when the game waits for it; the
// enemy is -1 when the roll is a trap's or his own failed jump.
func (g *Game) LuckPending() (hero, enemy int, ok bool) {
	if !g.pend.valid {
		return -1, -1, false
	}
	if g.pend.jump || g.pend.trapPending() {
		return int(g.pend.def), -1, true
	}
	return int(g.pend.def), int(g.pend.att), true
}
