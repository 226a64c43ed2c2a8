package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/rules/grid"
)

// reveal lays out what is behind the door hero h opened on side dir of at:
// "Open a Door: a new room or passage section is immediately laid out
// behind it". A door in a passage opens into a room; a door in a room
// rolls the Door Dice ("R = Room ... P = Passage").
func (g *Game) reveal(h int, at grid.Point, dir grid.Dir, r *Roller) []Event {
	d := g.dg
	var evs []Event
	inRoom := g.board.Areas[g.board.AreaOf(at)].Room
	room := true
	if inRoom {
		faces := d.q.Decks.DoorFaces
		n := r.roll(len(faces))
		room = faces[n-1] == 'R'
		what := "R = Room: the door opens into a room"
		if !room {
			what = "P = Passage: the door opens into a passage"
		}
		ev := g.event(EvDoorDice, h, -1, "Door Dice (a door in a room): %s", what)
		ev.N, ev.Rolled = n, true
		if room {
			ev.M = 1
		}
		evs = append(evs, ev)
	}
	if room {
		return g.revealRoom(evs, h, at, dir, !inRoom, r)
	}
	return g.revealPassage(evs, h, at, dir, r)
}

// revealRoom draws the room behind a door: "If less than 5 rooms have been
// completed then simply pick-up a room card. If 5 or more rooms have been
// completed then each time a new room is opened roll the Quest Room Dice".
// A spent room deck leads to the Quest Room (a ruling).
func (g *Game) revealRoom(evs []Event, h int, at grid.Point, dir grid.Dir, mayShift bool, r *Roller) []Event {
	d := g.dg
	dk := d.q.Decks
	quest := false
	if !d.questFound && d.completed >= 5 {
		n := r.roll(len(dk.QuestFaces))
		quest = dk.QuestFaces[n-1]
		what := "Blank = Normal Room: pick-up a room card"
		if quest {
			what = "Q = Quest room: you have found the quest room!"
		}
		ev := g.event(EvQuestDice, h, -1, "Quest Room Dice (%d rooms completed): %s", d.completed, what)
		ev.N, ev.Rolled = n, true
		if quest {
			ev.M = 1
		}
		evs = append(evs, ev)
	}
	if !d.questFound && len(d.rooms) == 0 {
		quest = true
		evs = append(evs, g.event(EvQuestDice, h, -1, "The room deck is spent: this door opens on the Quest Room (a ruling)"))
	}
	pt := placedTile{book: -1}
	var t *Tile
	event := false
	switch {
	case quest || len(d.rooms) == 0:
		pt.from, t = fromQuest, &d.q.Room
		d.questFound = true
	default:
		k := r.roll(len(d.rooms)) - 1
		pt.card, pt.from = d.rooms[k], fromRoom
		d.rooms = append(d.rooms[:k:k], d.rooms[k+1:]...)
		t = &dk.Rooms[pt.card]
		event = t.Event
		ev := g.event(EvRoomCard, h, -1, "Room card: %s. %s", t.Name, t.Text)
		ev.Card, ev.Rolled, ev.N = t.ID, true, k+1
		evs = append(evs, ev)
		if t.Rolls() {
			n := r.D20()
			for _, br := range t.Roll {
				if n >= br.Lo && n <= br.Hi {
					pt.book, pt.from = int16(br.Book), fromBook
				}
			}
			t = &dk.Book[pt.book]
			ev := g.event(EvD20, h, -1, "D20 into the room book: %d: %s", n, t.Name)
			ev.N, ev.Rolled, ev.Card = n, true, t.ID
			evs = append(evs, ev)
		}
	}
	return g.lay(evs, t, &pt, h, at, dir, mayShift, event || t.Event, r)
}

// revealPassage draws a passage card and lays it from at through side dir:
// behind a door "place the passage at right angles to the passage or room"
// (it leads straight away from the wall), at a passage end it goes on. A
// spent passage deck is shuffled again (a ruling).
func (g *Game) revealPassage(evs []Event, h int, at grid.Point, dir grid.Dir, r *Roller) []Event {
	d := g.dg
	if len(d.passages) == 0 {
		for _, i := range d.q.Passages {
			d.passages = append(d.passages, int16(i))
		}
	}
	k := r.roll(len(d.passages)) - 1
	pt := placedTile{from: fromPassage, book: -1, card: d.passages[k]}
	d.passages = append(d.passages[:k:k], d.passages[k+1:]...)
	t := &d.q.Decks.Passages[pt.card]
	ev := g.event(EvPassageCard, h, -1, "Passage card: %s. %s", t.Name, t.Text)
	ev.Card, ev.Rolled, ev.N = t.ID, true, k+1
	evs = append(evs, ev)
	return g.lay(evs, t, &pt, h, at, dir, false, t.Event, r)
}

// lay places tile t beyond side dir of at by the Tile Clash rules, sets up
// its enemies and draws its event.
func (g *Game) lay(evs []Event, t *Tile, pt *placedTile, h int, at grid.Point, dir grid.Dir, mayShift, event bool, r *Roller) []Event {
	var notes []string
	sq := at.Step(dir)
	tr, fit := g.layFit(t, sq, dir.Back())
	if !fit && mayShift {
		if p, tr2, ok := g.shiftDoor(t, at, dir); ok {
			b := g.ownBoard()
			b.SetEdge(at, sq, Wall)
			b.SetEdge(p, p.Step(dir), DoorOpen)
			pt.shift, pt.shifted, pt.shiftTo = TileEdge{at, dir}, true, p
			tr, fit = tr2, true
			notes = append(notes, fmt.Sprintf("the passage door moves from %s to %s so that the room fits (\"you may have to move passage doors a little\")", at, p))
		}
	}
	if tr.mirror {
		notes = append(notes, "the turn is swapped for the other turn so that it fits (\"you may also wish to swap a left turn for a right turn\")")
	}
	pt.at, pt.rot, pt.mirror = tr.at, tr.rot, tr.mirror
	laid, over := g.stamp(t, tr, pt)
	if !fit {
		note := fmt.Sprintf("it clashes with the tiles laid and overlaps them on %d squares, \"which is also OK\"", len(over))
		if off := len(t.Squares) - len(laid) - len(over); off > 0 {
			note += fmt.Sprintf("; %d squares off the table are not laid", off)
		}
		notes = append(notes, note)
	}
	ti := len(g.dg.tiles)
	g.dg.tiles = append(g.dg.tiles, *pt)
	what := "passage"
	if t.Kind == TileRoom {
		what = "room"
	}
	text := fmt.Sprintf("The %s %s is laid out: %s", what, t.Name, strings.TrimSpace(t.Text))
	if len(notes) > 0 {
		text = strings.TrimSuffix(text, ".") + "; " + strings.Join(notes, "; ")
	}
	ev := g.event(EvTile, h, -1, "%s", text)
	ev.Card, ev.Squares, ev.Overlap, ev.N = t.ID, laid, over, ti
	evs = append(evs, ev)
	if len(t.Setup) > 0 {
		evs = g.setupRoom(evs, ti, t, tr, h, r)
	}
	if event {
		evs = g.drawEvent(evs, ti, h, r)
	}
	return g.wayOn(evs)
}

// explorePassageEnds reveals the next passage section at every open
// passage end a hero stands on: "When a hero moves to the end of a passage,
// new passage sections are laid out." After the goal no new passage is
// explored.
func (g *Game) explorePassageEnds(evs []Event, h int, r *Roller) []Event {
	d := g.dg
	if d == nil || d.goal {
		return evs
	}
	for i := 0; i < len(d.ends); i++ {
		e := d.ends[i]
		j := g.MiniAt(e.P)
		if j < 0 || !g.minis[j].Hero {
			continue
		}
		d.ends = append(d.ends[:i:i], d.ends[i+1:]...)
		i--
		if g.board.Ground(e.P.Step(e.D)) != Void || !g.board.In(e.P.Step(e.D)) {
			continue
		}
		evs = g.revealPassage(evs, j, e.P, e.D, r)
		i = -1 // new ends may lie under a hero
	}
	return evs
}

// waysOn counts the closed doors to unrevealed squares and the open
// passage ends.
func (g *Game) waysOn() int {
	n := 0
	b := g.board
	for _, e := range g.dg.ends {
		if b.In(e.P.Step(e.D)) && b.Ground(e.P.Step(e.D)) == Void {
			n++
		}
	}
	for _, dr := range b.Doors() {
		if b.Unexplored(dr[0], dr[1]) || b.Unexplored(dr[1], dr[0]) {
			n++
		}
	}
	return n
}

// wayOn gives a tile a secret door when the dungeon has no way on left
// and the Quest Room is not found (a ruling, so that a quest can always be
// finished): the newest tile with a wall to unrevealed squares on the
// table, on its square furthest from where it was laid from.
func (g *Game) wayOn(evs []Event) []Event {
	d := g.dg
	if d.questFound || d.goal || g.waysOn() > 0 {
		return evs
	}
	b := g.board
	for ti := len(d.tiles) - 1; ti >= 0; ti-- {
		if d.tiles[ti].hasSecret {
			continue
		}
		from := d.tiles[ti].at
		best, bestD := TileEdge{}, -1
		box := b.Areas[ti]
		for y := int(box.Lo.Y); y <= int(box.Hi.Y); y++ {
			for x := int(box.Lo.X); x <= int(box.Hi.X); x++ {
				p := grid.Pt(x, y)
				if b.AreaOf(p) != ti {
					continue
				}
				for _, dir := range grid.Dirs {
					q := p.Step(dir)
					if b.In(q) && b.Ground(q) == Void && grid.Manhattan(p, from) > bestD {
						best, bestD = TileEdge{p, dir}, grid.Manhattan(p, from)
					}
				}
			}
		}
		if bestD < 0 {
			continue
		}
		g.ownBoard().SetEdge(best.P, best.P.Step(best.D), DoorClosed)
		d.tiles[ti].secret, d.tiles[ti].hasSecret = best, true
		return append(evs, g.event(EvSecretDoor, -1, -1, "The dungeon has no way on left: the heroes find a secret door at %s (a ruling, so that the Quest Room can always be found)", best.P))
	}
	return evs
}
