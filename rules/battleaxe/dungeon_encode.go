package battleaxe

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// encodeDungeon writes a quest's growing dungeon: every tile laid (its card,
// rolls, place, turn and what became of it), the passage ends, the decks
// left as sets, the coin bag, the rooms completed, the coins found, the
// goal and the muster. Nothing of a card not yet drawn is written.
func (g *Game) encodeDungeon(w *rules.Writer) {
	d := g.dg
	w.Bool(d != nil)
	if d == nil {
		return
	}
	w.Varint(int64(len(d.tiles)))
	for i := range d.tiles {
		p := &d.tiles[i]
		for _, v := range []int{int(p.from), int(p.card), int(p.book), int(p.at.X), int(p.at.Y), int(p.rot), int(p.layout)} {
			w.Varint(int64(v))
		}
		w.Bool(p.mirror)
		w.Bool(p.done)
		w.Bool(p.collapsed)
		w.Bool(p.shifted)
		if p.shifted {
			writeEdge(w, p.shift)
			writeEdge(w, TileEdge{P: p.shiftTo})
		}
		w.Bool(p.hasSecret)
		if p.hasSecret {
			writeEdge(w, p.secret)
		}
	}
	w.Varint(int64(len(d.ends)))
	for _, e := range d.ends {
		writeEdge(w, e)
	}
	for _, list := range [4][]int16{d.rooms, d.passages, d.events, d.bag} {
		w.Varint(int64(len(list)))
		for _, v := range list {
			w.Varint(int64(v))
		}
	}
	w.Varint(int64(d.completed))
	w.Bool(d.questFound)
	w.Bool(d.goal)
	w.Bool(d.finished)
	w.Uvarint(d.met)
	for s := range questSeats {
		w.Varint(int64(d.gold[s]))
		w.Varint(int64(d.coins[s]))
	}
	w.Varint(int64(d.muster))
}

func writeEdge(w *rules.Writer, e TileEdge) {
	w.Varint(int64(e.P.X))
	w.Varint(int64(e.P.Y))
	w.Varint(int64(e.D))
}

func readEdge(r *rules.Reader) TileEdge {
	return TileEdge{grid.Pt(r.Int("x", 0, Canvas-1), r.Int("y", 0, Canvas-1)), grid.Dir(r.Int("side", 0, 3))}
}

// decodeDungeon reads what encodeDungeon wrote into a quest just set up,
// laying its tiles again in order.
func (g *Game) decodeDungeon(r *rules.Reader) error {
	d := g.dg
	if r.Bool() != (d != nil) {
		return fmt.Errorf("a quest's state for a fixed dungeon, or the other way")
	}
	if d == nil {
		return nil
	}
	dk := d.q.Decks
	n := r.Int("tiles", 1, 200)
	for i := range n {
		var p placedTile
		p.from = uint8(r.Int("tile deck", 0, int(fromQuest)))
		p.card = int16(r.Int("tile card", 0, 1000))
		p.book = int16(r.Int("tile book", -1, len(dk.Book)-1))
		p.at = grid.Pt(r.Int("tile x", -20, Canvas+20), r.Int("tile y", -20, Canvas+20))
		p.rot = uint8(r.Int("tile turn", 0, 3))
		p.layout = int8(r.Int("tile layout", 0, 6))
		p.mirror, p.done, p.collapsed, p.shifted = r.Bool(), r.Bool(), r.Bool(), r.Bool()
		if p.shifted {
			p.shift = readEdge(r)
			p.shiftTo = readEdge(r).P
		}
		if p.hasSecret = r.Bool(); p.hasSecret {
			p.secret = readEdge(r)
		}
		if r.Err() != nil {
			return r.Err()
		}
		if i == 0 {
			if p.from != fromStart {
				return fmt.Errorf("the first tile is not the start")
			}
			d.tiles[0].done = p.done
			continue
		}
		switch {
		case p.from == fromStart,
			p.from == fromRoom && int(p.card) >= len(dk.Rooms),
			p.from == fromBook && (int(p.card) >= len(dk.Rooms) || p.book < 0),
			p.from == fromPassage && int(p.card) >= len(dk.Passages):
			return fmt.Errorf("tile %d: no such card", i)
		}
		t := d.tileOf(&p)
		if int(p.layout) > len(t.Setup) {
			return fmt.Errorf("tile %d: layout %d of %d", i, p.layout, len(t.Setup))
		}
		if p.shifted {
			b := g.ownBoard()
			b.SetEdge(p.shift.P, p.shift.P.Step(p.shift.D), Wall)
			b.SetEdge(p.shiftTo, p.shiftTo.Step(p.shift.D), DoorOpen)
		}
		g.stamp(t, transform{at: p.at, rot: p.rot, mirror: p.mirror}, &p)
		d.tiles = append(d.tiles, p)
		if p.collapsed {
			g.applyCollapse(i)
		}
		if p.hasSecret {
			g.ownBoard().SetEdge(p.secret.P, p.secret.P.Step(p.secret.D), DoorClosed)
		}
	}
	d.ends = nil
	for range r.Int("passage ends", 0, 400) {
		d.ends = append(d.ends, readEdge(r))
	}
	for k, list := range [4]*[]int16{&d.rooms, &d.passages, &d.events, &d.bag} {
		top := [4]int{len(dk.Rooms), len(dk.Passages), len(dk.Events), len(dk.Coins)}[k]
		*list = nil
		for range r.Int("deck", 0, top) {
			*list = append(*list, int16(r.Int("card", 0, top-1)))
		}
	}
	d.completed = int8(r.Int("rooms completed", 0, 100))
	d.questFound, d.goal, d.finished = r.Bool(), r.Bool(), r.Bool()
	d.met = r.Uvarint()
	for s := range questSeats {
		d.gold[s] = int16(r.Int("gold", 0, 10000))
		d.coins[s] = int8(r.Int("coins", 0, 100))
	}
	d.muster = int8(r.Int("muster", 0, questSeats))
	return r.Err()
}
