package battleaxe

import (
	"fmt"
	"sort"
	"strings"

	"skirmish/rules/grid"
)

// enemyLetters are the letters new enemies take, the first free one first.
const enemyLetters = "abcdefghijklmnopqrstuvwxyzEFGHIJKLMNOPQRSTUVWXYZ"

// setupRoom rolls the room's Setup D6 ("This determines how many enemies
// there are in the room") and places the layout's occupants on their
// squares, then settles the initiative: "when a hero opens a door we need
// to know whether the heroes or enemies go first".
func (g *Game) setupRoom(evs []Event, ti int, t *Tile, tr transform, h int, r *Roller) []Event {
	n := r.D6()
	row := t.SetupFor(n)
	for i := range t.Setup {
		if &t.Setup[i] == row {
			g.dg.tiles[ti].layout = int8(i + 1)
		}
	}
	ev := g.event(EvSetupD6, h, -1, "Setup D6: %d: layout %d, %s", n, g.dg.tiles[ti].layout, strings.Join(row.Codes, " "))
	ev.N, ev.M, ev.Rolled, ev.Card = n, int(g.dg.tiles[ti].layout), true, t.ID
	evs = append(evs, ev)
	var placed []int
	for _, code := range row.Codes {
		s := t.slot(code)
		si := -1
		for i := range t.Slots {
			if &t.Slots[i] == s {
				si = i
			}
		}
		var want []grid.Point
		for dy := range s.H {
			for dx := range s.W {
				want = append(want, tr.point(s.At.Add(grid.Pt(dx, dy))))
			}
		}
		var e int
		if evs, e = g.placeEnemy(evs, s.Enemy, want, ti, si); e >= 0 {
			placed = append(placed, e)
		}
	}
	return g.initiative(evs, placed, h, r)
}

// placeEnemy puts a new enemy of card on the squares want (its footprint
// in the tile's area). Where they are not free floor of the room (a tile
// clash), it stands on the nearest square of its room where it fits (a
// ruling: no two minis on one square); with none, or no letter left, it is
// not placed. It returns the enemy's index, or -1.
func (g *Game) placeEnemy(evs []Event, card int, want []grid.Point, ti, slot int) ([]Event, int) {
	g.compactGone()
	lo, hi := want[0], want[0]
	for _, p := range want {
		lo = grid.Point{X: min(lo.X, p.X), Y: min(lo.Y, p.Y)}
		hi = grid.Point{X: max(hi.X, p.X), Y: max(hi.Y, p.Y)}
	}
	w, h := int(hi.X-lo.X)+1, int(hi.Y-lo.Y)+1
	area := ti // every tile is one area, numbered as laid
	at, ok := lo, g.freeFor(lo, w, h, area)
	if !ok {
		box := g.board.Areas[area]
		var cands []grid.Point
		for y := box.Lo.Y; y <= box.Hi.Y; y++ {
			for x := box.Lo.X; x <= box.Hi.X; x++ {
				if p := (grid.Point{X: x, Y: y}); g.freeFor(p, w, h, area) {
					cands = append(cands, p)
				}
			}
		}
		sort.SliceStable(cands, func(i, j int) bool { return grid.Chebyshev(cands[i], lo) < grid.Chebyshev(cands[j], lo) })
		if len(cands) > 0 {
			at, ok = cands[0], true
		}
	}
	letter := byte(0)
	for i := range len(enemyLetters) {
		if g.MiniByID(enemyLetters[i]) < 0 {
			letter = enemyLetters[i]
			break
		}
	}
	name := g.cat.Enemies[card].Name
	if !ok || letter == 0 || len(g.minis) >= MaxMinis {
		return append(evs, g.event(EvEnemyAppears, -1, -1, "A %s finds no free square in its room and is not placed (a ruling)", name)), -1
	}
	m := Mini{ID: letter, Card: card, At: at, W: int8(w), H: int8(h)}
	g.enemyMini(&m)
	m.Room, m.Slot = int8(ti), int8(slot)
	m.Health = int8(m.Stats.Health)
	g.minis = append(g.minis, m)
	g.kits = append(g.kits, Kit{})
	i := len(g.minis) - 1
	g.reoccupy()
	text := fmt.Sprintf("%s appears on %s", g.name(i), at)
	if at != lo {
		text += fmt.Sprintf(" (its square %s is taken: the nearest free square of its room, a ruling)", lo)
	}
	if card < 64 && g.dg.met&(1<<card) == 0 {
		g.dg.met |= 1 << card
		if d := g.cat.Enemies[card].Description; d != "" {
			text += ". " + d
		}
	}
	ev := g.event(EvEnemyAppears, -1, i, "%s", text)
	ev.Squares = m.Squares(nil)
	return append(evs, ev), i
}

// freeFor reports whether a w x h footprint at p lies on free walkable
// floor of area.
func (g *Game) freeFor(p grid.Point, w, h, area int) bool {
	for dy := range h {
		for dx := range w {
			q := p.Add(grid.Pt(dx, dy))
			if !g.board.Walkable(q) || g.board.AreaOf(q) != area || g.MiniAt(q) >= 0 {
				return false
			}
		}
	}
	return true
}

// compactGone drops slain enemies from the minis, so that their letters
// may be used again. Heroes come first and keep their places.
func (g *Game) compactGone() {
	keep := g.minis[:0:0]
	var kits []Kit
	for i := range g.minis {
		if m := &g.minis[i]; m.Hero || !m.Gone {
			keep = append(keep, *m)
			kits = append(kits, g.kits[i])
		}
	}
	if len(keep) == len(g.minis) {
		return
	}
	g.minis, g.kits = keep, kits
	g.turn.target = -1
	g.reoccupy()
}

// initiative settles who goes first when a door opens onto enemies: if any
// card says First "the enemy's turn is always before the heroes"; else if
// any says RFI, "one Player rolls once, for all the heroes, and another
// Player rolls once for the enemies. The lowest roll goes first"; else
// Last. Enemies going first take their turns at once (the heroes may not
// Use My Luck against these blows: a ruling); the round then goes on.
func (g *Game) initiative(evs []Event, placed []int, h int, r *Roller) []Event {
	if len(placed) == 0 {
		return evs
	}
	first, rfi := false, false
	for _, e := range placed {
		switch g.enemyCard(e).Initiative {
		case First:
			first = true
		case RFI:
			rfi = true
		}
	}
	var ev Event
	switch {
	case first:
		ev = g.event(EvInitiative, h, -1, "Initiative First: the enemies' turn is always before the heroes")
	case rfi:
		heroes, rolls := r.Initiative()
		last := rolls[len(rolls)-1]
		ev = g.event(EvInitiative, h, -1, "Initiative RFI: the heroes roll %d, the enemies %d: the lowest roll goes first", last[0], last[1])
		ev.Rolled = true
		first = !heroes
	default:
		ev = g.event(EvInitiative, h, -1, "Initiative Last: the enemies' turn is always after the heroes")
	}
	if !first {
		return append(evs, ev)
	}
	ev.N = 1
	evs = append(evs, ev)
	var queue []int8
	for _, e := range g.ActivationOrder() {
		for _, p := range placed {
			if p == e {
				queue = append(queue, int8(e))
			}
		}
	}
	evs = g.runEnemies(evs, queue, r)
	g.gang = -1 // the heroes' turns come between: no gang carries over
	return evs
}
