package battleaxe

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// AI is a plain computer hero. In the muster it takes the quest's
// ready-made hero. With enemies active it fights when it can, else shoots,
// else walks towards the nearest enemy. With none it explores: it walks to
// the nearest closed door to the unrevealed or open passage end and opens
// or enters it, completes the rooms that want a hero in them, heads for the
// Quest Room's goal, and ends the quest once the goal is achieved. When the
// party is lost (two heroes down) it walks back to the start squares and
// retreats. It decides from the view it is given, never the whole state.
type AI struct{}

// Name returns the player's name.
func (AI) Name() string { return "Battle-Axe hero" }

// Choose picks an action for seat from view.
func (AI) Choose(view rules.State, seat rules.Seat) (rules.Action, error) {
	g, ok := view.(*Game)
	if !ok {
		return nil, fmt.Errorf("battleaxe AI: not a Battle-Axe state")
	}
	if g.camp.shopping() {
		return g.shopChoice(seat)
	}
	if a, ok := g.aiLuck(seat); ok {
		return a, nil
	}
	if g.dg.mustering() {
		legal := g.Legal(seat)
		if len(legal) == 0 {
			return nil, fmt.Errorf("battleaxe AI: seat %d has nothing to do", seat)
		}
		return legal[0], nil // the default hero
	}
	may := false
	for _, s := range g.ToAct() {
		may = may || s == seat
	}
	if !may || int(seat) >= len(g.seats) {
		return nil, fmt.Errorf("battleaxe AI: seat %d has nothing to do", seat)
	}
	// The actions worth weighing, each checked as Legal checks it (the
	// whole Legal list costs a copy of the game per action).
	legal := g.aiCandidates(seat, false)
	h := int(g.seats[seat])
	if a, ok := g.aiLuckOwnBlow(h); ok {
		return a, nil
	}
	var foes []grid.Point
	var buf [4]grid.Point
	for i := range g.minis {
		if m := &g.minis[i]; !m.Hero && m.OnBoard() {
			foes = append(foes, m.Squares(buf[:0])...)
		}
	}
	var dist []int
	if len(foes) > 0 {
		dist = g.distFrom(foes)
	}
	// Enemies no hero can walk to (a troll too big for the passages) leave
	// the party to explore.
	explore := g.dg != nil && (g.NoActiveEnemies() || dist[g.board.idx(g.minis[h].At)] < 0)
	lost := g.dg != nil && g.partyLost()
	for _, k := range []ActKind{ActFinish, ActRetreat, ActFight, ActShoot} {
		for _, a := range legal {
			if a.(Action).Kind == k && (k != ActRetreat || lost && !g.fallenToFetch()) {
				return a, nil
			}
		}
	}
	if explore || lost {
		if lost {
			// A heavy hero carries a fallen light one out: "the only hope is
			// that another hero can carry him to safety".
			var fallen []grid.Point
			for _, o := range g.fallenToCarry(h) {
				if a := (Action{Kind: ActCarry, Hero: g.minis[h].ID, Target: g.minis[o].ID}); g.allows(a) {
					return a, nil
				}
				fallen = append(fallen, g.minis[o].At)
			}
			// When the fallen cannot be reached past the enemies, he goes
			// to the start squares; when those cannot either, he fights
			// his way to them.
			dist = g.wayFor(h, foes, fallen, g.startTargets())
		} else {
			for _, a := range legal {
				if o := a.(Action); o.Kind == ActOpen && g.board.Unexplored(g.minis[h].At, g.minis[h].At.Step(o.Dir)) {
					return a, nil
				}
			}
			dist = g.wayFor(h, foes, g.exploreTargets())
		}
	} else if d := g.heroDist(h, foes); d != nil {
		dist = d // the nearest enemy he can walk up to, past the others
	}
	if dist != nil && (g.turn.hero < 0 || explore || lost || !g.turn.acted && g.turn.used == 0) {
		at := g.minis[h].At
		bestD := dist[g.board.idx(at)]
		if bestD < 0 {
			bestD = 1 << 30
		}
		var best []grid.Point
		if t := &g.turn; !t.noMove && !(t.acted && t.movedFirst) && !(t.acted && g.minis[h].Health == 0) {
			g.movesWhere(h, func(i int, path []grid.Point) bool {
				if d := dist[i]; d >= 0 && d < bestD {
					best, bestD = path, d
				}
				return false
			})
		}
		if best != nil {
			path := make([]grid.Point, len(best))
			for i, p := range best {
				path[len(best)-1-i] = p
			}
			return Action{Kind: ActMove, Hero: g.minis[h].ID, Path: path}, nil
		}
		if a, ok := g.openOnWay(h, dist); ok {
			return a, nil // a closed door on his way
		}
	}
	return legal[len(legal)-1], nil // end
}

// aiCandidates lists the actions the plain computer hero weighs, legal
// ones only, in Legal's order: moves, fights, shots, doors it would open,
// the finish and the retreat, and the end of his turn last.
func (g *Game) aiCandidates(seat rules.Seat, moves bool) []rules.Action {
	h := int(g.seats[seat])
	m := &g.minis[h]
	var out []rules.Action
	if t := &g.turn; moves && !t.noMove && !(t.acted && t.movedFirst) && !(t.acted && m.Health == 0) {
		for _, a := range g.moveCandidates(h) {
			out = append(out, a)
		}
	}
	var cands []Action
	for _, k := range []ActKind{ActFight, ActShoot} {
		for e := range g.minis {
			if o := &g.minis[e]; !o.Hero && o.OnBoard() && (k == ActShoot || g.adjacent(h, e)) {
				cands = append(cands, Action{Kind: k, Hero: m.ID, Target: o.ID})
			}
		}
	}
	for _, d := range grid.Dirs {
		if g.board.Unexplored(m.At, m.At.Step(d)) {
			cands = append(cands, Action{Kind: ActOpen, Hero: m.ID, Dir: d})
		}
	}
	cands = append(cands, Action{Kind: ActFinish, Hero: m.ID}, Action{Kind: ActRetreat, Hero: m.ID})
	for _, a := range cands {
		if g.allows(a) {
			out = append(out, a)
		}
	}
	return append(out, Action{Kind: ActEnd, Hero: m.ID})
}

// partyLost reports whether the party should leave: two or more heroes
// are down, dead or lost, or the dungeon has no way on left.
func (g *Game) partyLost() bool {
	down := 0
	for seat, s := range g.seats {
		if g.sittingOut(seat) {
			continue // dead or lost in a campaign's quest before
		}
		if m := &g.minis[s]; m.Gone || m.Dead() || m.Health <= 0 {
			down++
		}
	}
	return down >= 2 || !g.dg.questFound && g.waysOn() == 0 || g.round > 300
}

// fallenToCarry lists the light heroes down and not carried that hero h,
// heavy and carrying no one, could pick up.
func (g *Game) fallenToCarry(h int) []int {
	if !g.minis[h].Heavy || g.load(h) >= 0 || g.round > 250 {
		return nil
	}
	var out []int
	for _, s := range g.seats {
		if o := &g.minis[s]; int(s) != h && !o.Heavy && o.OnBoard() && (o.Dead() || !o.Conscious()) {
			out = append(out, int(s))
		}
	}
	return out
}

// startTargets lists the start squares no other hero stands on.
func (g *Game) startTargets() []grid.Point {
	var out []grid.Point
	for _, pl := range g.lvl.Minis {
		if pl.Hero {
			out = append(out, pl.At)
		}
	}
	return out
}

// exploreTargets lists where exploring leads: the squares before closed
// doors to the unrevealed, open passage ends, the rooms that want a hero in
// them, and squares beside the Quest Room's goal.
func (g *Game) exploreTargets() []grid.Point {
	d := g.dg
	b := g.board
	var out []grid.Point
	if !d.goal {
		for _, e := range d.ends {
			if b.In(e.P.Step(e.D)) && b.Ground(e.P.Step(e.D)) == Void {
				out = append(out, e.P)
			}
		}
		for _, dr := range b.Doors() {
			switch {
			case b.Unexplored(dr[0], dr[1]):
				out = append(out, dr[0])
			case b.Unexplored(dr[1], dr[0]):
				out = append(out, dr[1])
			}
		}
	}
	for ti := range d.tiles {
		p := &d.tiles[ti]
		if p.done || p.from == fromStart || p.from == fromPassage {
			continue
		}
		c := d.tileOf(p).Complete
		box := b.Areas[ti]
		for y := box.Lo.Y; y <= box.Hi.Y; y++ {
			for x := box.Lo.X; x <= box.Hi.X; x++ {
				q := grid.Point{X: x, Y: y}
				if b.AreaOf(q) != ti || !b.Walkable(q) {
					continue
				}
				if c.Kind == "reach" {
					beside := false
					for _, k := range kingSteps {
						beside = beside || b.Touches(q, q.Add(k)) && g.contentOf(ti, q.Add(k)) == c.Content
					}
					if !beside {
						continue
					}
				}
				out = append(out, q)
			}
		}
	}
	return out
}

// distFrom returns, per square, the number of steps from the nearest
// target over the floor (minis ignored), -1 where none leads.
func (g *Game) distFrom(targets []grid.Point) []int {
	b := g.board
	dist := make([]int, b.W*b.H)
	for i := range dist {
		dist[i] = -1
	}
	queue := make([]grid.Point, 0, len(targets))
	for _, p := range targets {
		if b.In(p) && dist[b.idx(p)] < 0 {
			dist[b.idx(p)] = 0
			queue = append(queue, p)
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, k := range kingSteps {
			q := p.Add(k)
			if !b.In(q) || dist[b.idx(q)] >= 0 || !b.Walkable(q) || !b.Touches(p, q) {
				continue
			}
			dist[b.idx(q)] = dist[b.idx(p)] + 1
			queue = append(queue, q)
		}
	}
	return dist
}
