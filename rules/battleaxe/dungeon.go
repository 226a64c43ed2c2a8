package battleaxe

import (
	"skirmish/rules/grid"
)

// Canvas is the side of a quest's board: the table the tiles are laid on.
// Unrevealed squares are Void; a tile that would leave the canvas clashes.
const Canvas = 60

// The decks a placed tile comes from.
const (
	fromStart uint8 = iota
	fromRoom        // a room card placed from the card (an Empty Room)
	fromBook        // a room card that sent the heroes to the room book
	fromPassage
	fromQuest // the Quest Room
)

// placedTile is a tile laid on the canvas: which card, where and how it was
// turned, the rolls that chose it, and what has become of it.
type placedTile struct {
	from      uint8
	card      int16 // index into its deck (Decks.Rooms for a book entry's card)
	book      int16 // the room book entry, -1 when none
	at        grid.Point
	rot       uint8 // quarter turns clockwise
	mirror    bool  // a left turn swapped for a right turn, or the other way
	shift     TileEdge
	shifted   bool // the passage door on shift was moved to shiftTo
	shiftTo   grid.Point
	layout    int8 // 1 + the Setup D6 row used, 0 when none
	done      bool // the room is completed
	collapsed bool // a collapse closed its ways on
	secret    TileEdge
	hasSecret bool // a secret door was found in it (the dungeon had no way on left)
	content   int  // where its room contents start in Board.Contents (not encoded: laid again on decode)
}

// dungeon is a quest's growing dungeon: the tiles laid, the passage ends
// still to explore, what is left of the decks and the coin bag, the rooms
// completed, the coins found, the goal and the muster.
type dungeon struct {
	q          *Quest
	tiles      []placedTile
	ends       []TileEdge // open passage ends on the board: P the last square, D outwards
	rooms      []int16    // room cards left (indices into Decks.Rooms)
	passages   []int16
	events     []int16
	bag        []int16 // coins left in the bag (indices into Decks.Coins)
	completed  int8    // rooms completed: "move the Quest Room dice along the Game Mat"
	questFound bool
	goal       bool // the quest's goal is achieved
	finished   bool // the players chose to end the quest after the goal
	met        uint64
	gold       []int16 // per seat: gold pieces found
	coins      []int8  // per seat: coins found
	muster     int8    // the seat choosing its hero; 4 when play has started
}

func (d *dungeon) clone() *dungeon {
	if d == nil {
		return nil
	}
	c := *d
	c.tiles = append([]placedTile(nil), d.tiles...)
	c.ends = append([]TileEdge(nil), d.ends...)
	c.rooms = append([]int16(nil), d.rooms...)
	c.passages = append([]int16(nil), d.passages...)
	c.events = append([]int16(nil), d.events...)
	c.bag = append([]int16(nil), d.bag...)
	c.gold = append([]int16(nil), d.gold...)
	c.coins = append([]int8(nil), d.coins...)
	return &c
}

// tileOf returns the tile a placed tile was laid from.
func (d *dungeon) tileOf(p *placedTile) *Tile {
	dk := d.q.Decks
	switch p.from {
	case fromStart:
		return &d.q.Start
	case fromRoom:
		return &dk.Rooms[p.card]
	case fromBook:
		return &dk.Book[p.book]
	case fromPassage:
		return &dk.Passages[p.card]
	}
	return &d.q.Room
}

// Seats of a quest: "4 hero seats per quest".
const questSeats = 4

// muster and play.
func (d *dungeon) mustering() bool { return d != nil && d.muster < questSeats }

// transform maps a tile's own coordinates onto the board.
type transform struct {
	at     grid.Point
	rot    uint8
	mirror bool
}

func (t transform) dir(d grid.Dir) grid.Dir {
	if t.mirror && (d == grid.East || d == grid.West) {
		d = d.Back()
	}
	return grid.Dir((uint8(d) + t.rot) & 3)
}

func (t transform) point(p grid.Point) grid.Point {
	if t.mirror {
		p.X = -p.X
	}
	for range t.rot & 3 {
		p = grid.Point{X: -p.Y, Y: p.X}
	}
	return p.Add(t.at)
}

// transformFor returns the transform that lays the tile's entry edge e on
// the board with its square on sq, facing out towards dir (towards the
// square the heroes come from).
func transformFor(e TileEdge, sq grid.Point, dir grid.Dir, mirror bool) transform {
	t := transform{mirror: mirror}
	for k := range uint8(4) {
		t.rot = k
		if t.dir(e.D) == dir {
			break
		}
	}
	t.at = sq.Sub(t.point(e.P))
	return t
}
