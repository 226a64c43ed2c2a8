package battleaxe

import (
	"fmt"
	"sort"
	"strings"

	"skirmish/rules/grid"
)

// drawEvent draws an event card for tile ti, revealed by hero h, and
// follows it: "Some passage and room cards will show 'EVENT!'. In this
// case pick-up an Event card and follow the instructions on it." A spent
// event deck is shuffled again (a ruling).
func (g *Game) drawEvent(evs []Event, ti, h int, r *Roller) []Event {
	d := g.dg
	if len(d.events) == 0 {
		for _, i := range d.q.Events {
			d.events = append(d.events, int16(i))
		}
		if len(d.events) == 0 {
			return evs
		}
	}
	k := r.roll(len(d.events)) - 1
	c := &d.q.Decks.Events[d.events[k]]
	d.events = append(d.events[:k:k], d.events[k+1:]...)
	ev := g.event(EvEventCard, h, -1, "EVENT! %s: %s", c.Name, c.Text)
	ev.Card, ev.Rolled = c.ID, true
	evs = append(evs, ev)
	switch c.Effect {
	case "ambush":
		return g.ambush(evs, ti, c, h, r)
	case "trap":
		return g.trap(evs, c, r)
	case "potion":
		g.minis[h].Potions = min(g.minis[h].Potions+1, 9)
		return append(evs, g.event(EvEventCard, h, -1, "%s finds a healing potion", g.name(h)))
	case "coins":
		return g.findCoins(evs, h, c.N, r)
	case "heal":
		for _, s := range g.seats {
			if m := &g.minis[s]; m.Conscious() && !m.Gone && int(m.Health) < m.Stats.Health {
				m.Health = int8(min(int(m.Health)+c.N, m.Stats.Health))
				evs = append(evs, g.event(EvEventCard, -1, int(s), "%s regains Health: %d", g.name(int(s)), m.Health))
			}
		}
	case "collapse":
		return g.collapse(evs, ti)
	}
	return evs
}

// ambush places the card's enemies on the free squares of tile ti,
// furthest from where the heroes came in first (a ruling), and settles the
// initiative as for a door.
func (g *Game) ambush(evs []Event, ti int, c *EventCard, h int, r *Roller) []Event {
	b := g.board
	box := b.Areas[ti]
	e := &g.cat.Enemies[c.Enemy]
	from := g.minis[h].At
	var cands []grid.Point
	for y := box.Lo.Y; y <= box.Hi.Y; y++ {
		for x := box.Lo.X; x <= box.Hi.X; x++ {
			if p := (grid.Point{X: x, Y: y}); g.freeFor(p, e.W, e.H, ti) {
				cands = append(cands, p)
			}
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return grid.Manhattan(cands[i], from) > grid.Manhattan(cands[j], from) })
	var placed []int
	for _, p := range cands {
		if len(placed) == c.N {
			break
		}
		var want []grid.Point
		for dy := range e.H {
			for dx := range e.W {
				want = append(want, p.Add(grid.Pt(dx, dy)))
			}
		}
		if !g.freeFor(p, e.W, e.H, ti) {
			continue
		}
		var i int
		if evs, i = g.placeEnemy(evs, c.Enemy, want, ti, -1); i >= 0 {
			placed = append(placed, i)
		}
	}
	return g.initiative(evs, placed, h, r)
}

// trap wounds one hero: "Roll For It to determine which hero", then he
// rolls D100 to defend (his Defend Success plus the card's bonus, a
// ruling); failing, he loses the card's wounds.
func (g *Game) trap(evs []Event, c *EventCard, r *Roller) []Event {
	var who []int
	for _, s := range g.seats {
		if m := &g.minis[s]; m.OnBoard() && m.Conscious() {
			who = append(who, int(s))
		}
	}
	if len(who) == 0 {
		return evs
	}
	k, _ := r.RollForIt(len(who))
	h := who[k]
	def := g.minis[h].Stats.Defend + c.M
	roll := r.D100()
	ev := g.event(EvEventCard, -1, h, "Roll For It: %s is chosen; he defends with %d against %d%%", g.name(h), roll.Value, def)
	ev.Rolled = true
	evs = append(evs, ev)
	if roll.Value <= def {
		return append(evs, g.event(EvEventCard, -1, h, "%s avoids the trap", g.name(h)))
	}
	return g.wound(evs, -1, h, c.N)
}

// collapse closes tile ti's passage ends and its doors to unrevealed
// squares, unless that would leave the dungeon no way on (a ruling: "the
// roof holds").
func (g *Game) collapse(evs []Event, ti int) []Event {
	d := g.dg
	b := g.board
	closed := 0
	for _, e := range d.ends {
		if b.AreaOf(e.P) == ti {
			closed++
		}
	}
	var doors [][2]grid.Point
	for _, dr := range b.Doors() {
		if b.AreaOf(dr[0]) == ti && b.Unexplored(dr[0], dr[1]) || b.AreaOf(dr[1]) == ti && b.Unexplored(dr[1], dr[0]) {
			doors = append(doors, dr)
		}
	}
	if closed+len(doors) == 0 || g.waysOn()-closed-len(doors) <= 0 && !d.questFound {
		return append(evs, g.event(EvEventCard, -1, -1, "The roof holds: nothing is blocked (a collapse never closes the dungeon's last way on, a ruling)"))
	}
	g.applyCollapse(ti)
	return append(evs, g.event(EvEventCard, -1, -1, "%s", fmt.Sprintf("The way on is blocked: %d passage ends and %d doors of this tile cave in", closed, len(doors))))
}

// applyCollapse closes tile ti's ways on (also when a game is decoded).
func (g *Game) applyCollapse(ti int) {
	d := g.dg
	b := g.ownBoard()
	keep := d.ends[:0:0]
	for _, e := range d.ends {
		if b.AreaOf(e.P) != ti {
			keep = append(keep, e)
		}
	}
	d.ends = keep
	for _, dr := range b.Doors() {
		if b.AreaOf(dr[0]) == ti && b.Unexplored(dr[0], dr[1]) || b.AreaOf(dr[1]) == ti && b.Unexplored(dr[1], dr[0]) {
			b.SetEdge(dr[0], dr[1], Wall)
		}
	}
	d.tiles[ti].collapsed = true
}

// findCoins draws n coins from the bag for hero h: "A player can then
// randomly pick out 3 coins from the coin bag". An empty bag gives no more.
// "Each coin (token) is worth the value shown on it in gold pieces ...
// The back of each coin will show what the item actually is - a gem,
// jewellery, money": the event lists each coin's worth and kind. The coins
// go to the hero who found them (Gold); sharing is for between quests.
func (g *Game) findCoins(evs []Event, h, n int, r *Roller) []Event {
	d := g.dg
	seat := int(g.seatOf(h))
	got, worth := 0, 0
	var list []string
	for range n {
		if len(d.bag) == 0 {
			break
		}
		k := r.roll(len(d.bag)) - 1
		c := d.bag[k]
		v := d.q.Decks.Coins[c]
		d.bag = append(d.bag[:k:k], d.bag[k+1:]...)
		got++
		worth += v
		if int(c) < len(d.q.Decks.CoinKinds) {
			list = append(list, fmt.Sprintf("%d (%s)", v, d.q.Decks.CoinKinds[c]))
		}
	}
	if seat >= 0 && seat < len(d.gold) {
		d.gold[seat] += int16(worth)
		d.coins[seat] += int8(got)
	}
	ev := g.event(EvCoins, h, -1, "%s finds %d coins from the coin bag, worth %d gold pieces", g.name(h), got, worth)
	if len(list) > 0 {
		ev.Text += ": " + strings.Join(list, ", ")
	}
	ev.N, ev.M, ev.Rolled = got, worth, got > 0
	return append(evs, ev)
}

// Gold returns the gold pieces hero mini h has found this quest, from the
// coins he drew ("Each coin (token) is worth the value shown on it in gold
// pieces"); 0 on a fixed dungeon.
func (g *Game) Gold(h int) int {
	if g.dg == nil {
		return 0
	}
	s := int(g.seatOf(h))
	if s < 0 || s >= len(g.dg.gold) {
		return 0
	}
	return int(g.dg.gold[s])
}
