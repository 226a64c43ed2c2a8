package battleaxe

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// progress completes the rooms whose conditions are met after hero h's
// action: "Each time a room is successfully completed, move the Quest Room
// dice along the Game Mat." The coins of the room's layout go to h, whose
// action completed it (a ruling). Completing the Quest Room achieves the
// goal.
func (g *Game) progress(evs []Event, h int, r *Roller) []Event {
	d := g.dg
	for ti := range d.tiles {
		pt := &d.tiles[ti]
		if pt.done || pt.from == fromStart || pt.from == fromPassage {
			continue
		}
		t := d.tileOf(pt)
		if !g.roomComplete(ti, t) {
			continue
		}
		pt.done = true
		d.completed++
		ev := g.event(EvRoomDone, h, -1, "%s is completed (%s): %d completed, the Quest Room dice moves along the Game Mat", t.Name, completeWords(t), d.completed)
		ev.N, ev.Card = ti, t.ID
		evs = append(evs, ev)
		if pt.layout > 0 {
			if n := t.Setup[pt.layout-1].Coins; n > 0 {
				evs = g.findCoins(evs, h, n, r)
			}
		}
		if pt.from == fromQuest && !d.goal {
			d.goal = true
			evs = append(evs, g.event(EvGoal, h, -1, "The quest's goal is achieved: %s No new doors may be opened nor passages explored; the heroes may complete the rooms opened, or end the quest", d.q.Goal))
		}
	}
	return g.wayOn(evs)
}

func completeWords(t *Tile) string {
	switch c := t.Complete; {
	case c.Kind == "enter":
		return "a hero enters it"
	case c.Kind == "reach":
		return "a hero stands beside the " + t.Contents[c.Content-1].Name
	case c.Code != "":
		return "its " + c.Code + " is defeated"
	}
	return "its enemies are defeated"
}

// roomComplete reports whether tile ti's condition is met. A room with no
// enemy placed completes when a hero stands in it (a ruling: "rooms with
// no enemies complete on entry"); befriended enemies are gone like the
// slain ("if it is befriended ... it is also considered defeated").
func (g *Game) roomComplete(ti int, t *Tile) bool {
	in := false
	for _, s := range g.seats {
		if m := &g.minis[s]; m.OnBoard() && m.Conscious() && g.board.AreaOf(m.At) == ti {
			in = true
		}
	}
	c := t.Complete
	switch c.Kind {
	case "enter":
		return in
	case "reach":
		for _, s := range g.seats {
			m := &g.minis[s]
			if !m.OnBoard() || !m.Conscious() {
				continue
			}
			for _, k := range kingSteps {
				q := m.At.Add(k)
				if g.board.AreaOf(q) == ti && g.board.Touches(m.At, q) && g.contentOf(ti, q) == c.Content {
					return true
				}
			}
		}
		return false
	}
	any := false
	for i := range g.minis {
		m := &g.minis[i]
		if m.Hero || int(m.Room) != ti {
			continue
		}
		any = true
		code := ""
		if m.Slot >= 0 {
			code = t.Slots[m.Slot].Code
		}
		if !m.Gone && (c.Code == "" || c.Code == code) {
			return false
		}
	}
	return any || in
}

// contentOf returns the digit (1-9) of tile ti's room contents on p, or 0.
func (g *Game) contentOf(ti int, p grid.Point) int {
	if !g.board.In(p) {
		return 0
	}
	k := int(g.board.content[g.board.idx(p)])
	if k == 0 {
		return 0
	}
	return k - g.dg.tiles[ti].content
}

// questOver ends a quest: "1) Reach the Quest Room and Successfully Achieve
// the Quest's Goal. If all the opened rooms have been completed, the game
// immediately ends ... The game ends when the uncompleted rooms are
// completed, or if the Players decide not to return to any more rooms. 2)
// All the Heroes Die. 3) The Heroes Retreat." The goal wins for every hero
// seat together; the other two for none.
func (g *Game) questOver() {
	d := g.dg
	if g.fled {
		g.over = rules.Outcome{Over: true, Reason: "the heroes retreat: the quest is not achieved"}
		return
	}
	standing := false
	for _, s := range g.seats {
		if g.minis[s].Conscious() {
			standing = true
		}
	}
	if d.goal {
		all := true
		for i := range d.tiles {
			if p := &d.tiles[i]; p.from != fromStart && p.from != fromPassage && !p.done {
				all = false
			}
		}
		if all || d.finished || !standing {
			w := make([]rules.Seat, len(g.seats))
			for s := range w {
				w[s] = rules.Seat(s)
			}
			g.over = rules.Outcome{Over: true, Winners: w, Reason: "the quest's goal is achieved: " + d.q.Goal}
		}
		return
	}
	if !standing {
		g.over = rules.Outcome{Over: true, Reason: "no hero stands: the party is lost"}
	}
}

// finish ends the quest after its goal: "or if the Players decide not to
// return to any more rooms".
func (g *Game) finish(a Action) ([]Event, error) {
	if g.dg == nil || !g.dg.goal {
		return nil, rules.Illegal(a, "the quest can be ended only after its goal is achieved")
	}
	g.dg.finished = true
	g.turn = heroTurn{hero: -1, target: -1}
	g.checkOver()
	return []Event{g.event(EvFinish, -1, -1, "The players decide not to return to the rooms left: the quest ends")}, nil
}
