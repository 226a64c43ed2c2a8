package battleaxe

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// Legal returns every action seat may take now, in a fixed order: moves
// (to every square within the squares he is sure to have: the rest of his
// Speed Roll, or before it his Speed + 1, each by a shortest path), fights,
// shots, doors, jumps, items, traits, spells, luck, carrying, potions, the
// retreat, turns to face and the end of his turn. Each is checked by
// resolving it on a copy with dice that cannot run out. While the game
// waits for a hero's luck, his choices are all there is.
func (g *Game) Legal(seat rules.Seat) []rules.Action {
	if g.over.Over || int(seat) < 0 || int(seat) >= len(g.seats) {
		return nil
	}
	may := false
	for _, s := range g.ToAct() {
		may = may || s == seat
	}
	if !may {
		return nil
	}
	if g.dg.mustering() {
		return g.musterLegal(seat)
	}
	if g.pend.valid {
		return g.pendingLegal()
	}
	h := int(g.seats[seat])
	m := &g.minis[h]
	id := m.ID
	var cands []Action
	var out []rules.Action
	if t := &g.turn; !t.noMove && !(t.acted && t.movedFirst) && !(t.acted && m.Health == 0) && (t.hero < 0 || int(t.hero) == h) {
		// Moves by a path heroPaths found are legal as they stand: the
		// checks move makes before walking are the ones above.
		for _, a := range g.moveCandidates(h) {
			out = append(out, a)
		}
	}
	for e := range g.minis {
		o := &g.minis[e]
		if o.Hero || o.Gone {
			continue
		}
		cands = append(cands, Action{Kind: ActFight, Hero: id, Target: o.ID}, Action{Kind: ActShoot, Hero: id, Target: o.ID})
	}
	for _, d := range grid.Dirs {
		switch g.board.EdgeBetween(m.At, m.At.Step(d)) {
		case DoorClosed:
			cands = append(cands, Action{Kind: ActOpen, Hero: id, Dir: d})
		case DoorOpen:
			cands = append(cands, Action{Kind: ActClose, Hero: id, Dir: d})
		}
		if p := m.At.Step(d); g.board.Ground(p) == Chasm {
			for g.board.Ground(p) == Chasm {
				p = p.Step(d)
			}
			cands = append(cands, Action{Kind: ActJump, Hero: id, Path: []grid.Point{p}})
		}
	}
	if g.dg != nil && g.dg.goal {
		cands = append(cands, Action{Kind: ActFinish, Hero: id})
	}
	cands = append(cands, Action{Kind: ActRetreat, Hero: id}, Action{Kind: ActDrink, Hero: id}, Action{Kind: ActTrait, Hero: id, N: 1}, Action{Kind: ActTrait, Hero: id, N: 2})
	for e := range g.minis {
		if o := &g.minis[e]; !o.Hero && o.OnBoard() {
			cands = append(cands, Action{Kind: ActTrait, Hero: id, N: 1, Target: o.ID}, Action{Kind: ActTrait, Hero: id, N: 2, Target: o.ID})
		}
	}
	for _, s := range g.seats {
		if o := &g.minis[s]; o.ID != id {
			cands = append(cands, Action{Kind: ActPour, Hero: id, Target: o.ID})
		}
	}
	cands = append(cands, g.itemCandidates(h)...)
	cands = append(cands, g.packCandidates(h)...)
	if g.load(h) >= 0 {
		for _, d := range kingSteps {
			cands = append(cands, Action{Kind: ActDrop, Hero: id, Path: []grid.Point{m.At.Add(d)}})
		}
	}
	cands = append(cands, Action{Kind: ActLuck, Hero: id, N: 1}, Action{Kind: ActLuck, Hero: id, N: 2}, Action{Kind: ActLuck, Hero: id, N: 3})
	if k := &g.kits[h]; k.Access != 0 {
		for si := range g.cat.Spells {
			sp := &g.cat.Spells[si]
			if k.Access&(1<<sp.Type) == 0 || k.Cast&(1<<si) != 0 || k.spellsLeft(sp.Type) == 0 {
				continue
			}
			for t := range g.minis {
				if o := &g.minis[t]; o.OnBoard() && o.Hero == sp.Heal {
					cands = append(cands, Action{Kind: ActCast, Hero: id, Spell: sp.ID, Target: o.ID})
				}
			}
		}
	}
	for _, o := range g.seats {
		if int(o) == h || !g.minis[o].OnBoard() || !g.adjacent(h, int(o)) {
			continue
		}
		cands = append(cands, Action{Kind: ActCarry, Hero: id, Target: g.minis[o].ID})
		mine, theirs := &g.kits[h], &g.kits[o]
		for _, list := range [2][]uint8{mine.Held, mine.Backpack} {
			for _, i := range list {
				cands = append(cands, Action{Kind: ActTrade, Hero: id, Target: g.minis[o].ID, Items: []string{g.cat.Items[i].ID}})
			}
		}
		for _, list := range [2][]uint8{theirs.Held, theirs.Backpack} {
			for _, i := range list {
				cands = append(cands, Action{Kind: ActTrade, Hero: id, Target: g.minis[o].ID, Take: []string{g.cat.Items[i].ID}})
			}
		}
	}
	for _, a := range cands {
		if g.allows(a) {
			out = append(out, a)
		}
	}
	for _, d := range grid.Dirs {
		if d != m.Facing {
			out = append(out, Action{Kind: ActFace, Hero: id, Dir: d})
		}
	}
	return append(out, Action{Kind: ActEnd, Hero: id})
}

// allows reports whether a resolves without an IllegalError, on a copy with
// fresh random dice.
func (g *Game) allows(a Action) bool {
	c := g.clone()
	c.dice = rules.NewDice(uint64(c.round))
	_, err := c.apply(a, NewRoller(&c.dice))
	return err == nil
}

// moveCandidates lists a move by a shortest path to every free square hero
// h is sure to reach this turn.
func (g *Game) moveCandidates(h int) []Action {
	return g.movesWhere(h, func(int, []grid.Point) bool { return true })
}

// movesWhere is moveCandidates for the squares (board indexes) keep
// accepts (with the path to each, end first), taken in board order.
func (g *Game) movesWhere(h int, keep func(i int, path []grid.Point) bool) []Action {
	t := &g.turn
	m := &g.minis[h]
	left := m.Stats.Speed + 1
	if g.NoActiveEnemies() {
		left = NoActiveEnemySpeed
	}
	if int(t.hero) == h && t.rolled {
		left = int(t.allowance - t.used)
	}
	if left <= 0 {
		return nil
	}
	cost, from := g.heroPaths(h, left)
	var out []Action
	for i, c := range cost {
		if c <= 0 || c > left || g.occ[i] != 0 {
			continue
		}
		var path []grid.Point
		for j := i; j >= 0 && cost[j] > 0; j = from[j] {
			path = append(path, grid.Pt(j%g.board.W, j/g.board.W))
		}
		if len(path) > maxPath || !keep(i, path) {
			continue
		}
		for l, r := 0, len(path)-1; l < r; l, r = l+1, r-1 {
			path[l], path[r] = path[r], path[l]
		}
		out = append(out, Action{Kind: ActMove, Hero: m.ID, Path: path})
	}
	return out
}

// itemCandidates lists the item actions worth offering hero h: holding his
// hand weapon, or his missile weapon, with what else fits; putting on or
// taking off each worn item.
func (g *Game) itemCandidates(h int) []Action {
	k := &g.kits[h]
	id := g.minis[h].ID
	var out []Action
	all := append(append([]uint8(nil), k.Held...), k.Backpack...)
	for _, use := range []Use{HandWeapon, MissileWeapon} {
		var pick []string
		hands := 0
		for _, want := range []Use{use, Gear} {
			for _, i := range all {
				it := &g.cat.Items[i]
				if it.Use == want && it.Slot == Held && hands+it.Hands <= 2 && (want == use || it.Bonus.Defend > 0) {
					pick = append(pick, it.ID)
					hands += it.Hands
					if want == use {
						break
					}
				}
			}
		}
		if len(pick) > 0 {
			out = append(out, Action{Kind: ActHold, Hero: id, Items: pick})
		}
	}
	for _, i := range k.Worn {
		out = append(out, Action{Kind: ActRemove, Hero: id, Items: []string{g.cat.Items[i].ID}})
	}
	for _, i := range k.Backpack {
		if g.cat.Items[i].Slot != Held {
			out = append(out, Action{Kind: ActWear, Hero: id, Items: []string{g.cat.Items[i].ID}})
		}
	}
	return out
}
