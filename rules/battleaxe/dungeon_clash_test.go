package battleaxe

import (
	"testing"

	"skirmish/rules/grid"
)

// Tile Clashes: "you may have to move passage doors a little so that the
// passage or room tiles behind them fit on the table or so that tiles do
// not overlap".
func TestSeedTileClashPassageDoorShifts(t *testing.T) {
	g := mustered(t, 0)
	claim(g, at(6, -2)) // where the hall's far corner would lie
	put(g, 'D', at(3, 0))
	load(t, g, 1)
	evs := do(t, g, "D open E")
	b := g.Board()
	if !g.dg.tiles[1].shifted || b.EdgeBetween(at(3, 0), at(4, 0)) == DoorOpen || b.EdgeBetween(at(3, 1), at(4, 1)) != DoorOpen {
		t.Fatalf("the door did not move:\n%s\n%s", texts(evs), g.Describe())
	}
	if len(find(evs, EvTile)[0].Overlap) != 0 {
		t.Fatal("the shifted room still overlaps")
	}
}

// claim makes p floor of the start's area, as if a tile lay there.
func claim(g *Game, p grid.Point) {
	b := g.ownBoard()
	b.ground[b.idx(p)] = RoomFloor
	b.area[b.idx(p)] = 0
}

// "You may also wish to swap a left turn for a right turn."
func TestSeedTileClashTurnsSwap(t *testing.T) {
	g := mustered(t, 0)
	claim(g, at(0, -3)) // where the left turn's corner would lie
	put(g, 'B', at(1, 1))
	load(t, g, 5) // passage card 5: the left turn
	evs := do(t, g, "B move "+at(1, 0).String())
	tile := find(evs, EvTile)
	if len(tile) != 1 || tile[0].Card != "left-turn" || !g.dg.tiles[1].mirror || len(tile[0].Overlap) != 0 {
		t.Fatalf("the turn was not swapped:\n%s\n%s", texts(evs), g.Describe())
	}
	if g.Board().Ground(at(2, -3)) != PassageFloor {
		t.Fatalf("the turn goes right\n%s", g.Describe())
	}
}

// "However do not ... swap a T-junction or a dead-end for another tile":
// where they clash they overlap ("which is also OK"), and the squares are
// recorded as overlaps.
func TestSeedTileClashTAndDeadEndNeverSwappedOverlap(t *testing.T) {
	for _, card := range []struct {
		n  int
		id string
	}{{8, "t-junction"}, {10, "dead-end"}} {
		g := mustered(t, 0)
		claim(g, at(1, -2))
		put(g, 'B', at(1, 1))
		load(t, g, card.n)
		evs := do(t, g, "B move "+at(1, 0).String())
		tile := find(evs, EvTile)
		if len(tile) != 1 || tile[0].Card != card.id || g.dg.tiles[1].mirror || len(tile[0].Overlap) != 1 || !g.Board().Overlap(at(1, -2)) {
			t.Fatalf("%s:\n%s\n%s", card.id, texts(evs), g.Describe())
		}
	}
}

// "do not move the door locations within a room - they are strategically
// placed": a room behind a room's door overlaps rather than move the door.
func TestSeedTileClashRoomDoorsNeverMove(t *testing.T) {
	g := mustered(t, 0)
	put(g, 'D', at(3, 0))
	load(t, g, 1)
	do(t, g, "D open E", "D end")
	var door [2]grid.Point
	for _, dr := range g.Board().Doors() {
		if g.Board().Unexplored(dr[0], dr[1]) && g.Board().AreaOf(dr[0]) == 1 {
			door = dr
		}
	}
	d, _ := grid.DirTo(door[0], door[1])
	claim(g, door[1].Step(d).Step(d))
	put(g, 'C', door[0])
	load(t, g, 1, 1) // Door Dice R, the first room card left
	evs := do(t, g, "C open "+d.Letter())
	if g.dg.tiles[2].shifted || g.Board().EdgeBetween(door[0], door[1]) != DoorOpen || len(find(evs, EvTile)[0].Overlap) == 0 {
		t.Fatalf("the room's door moved or nothing overlaps:\n%s\n%s", texts(evs), g.Describe())
	}
}

// "In this case the players need to put another door on the next to the
// original one ... The players decide which side to put the new door piece
// on (left or right of the original door)": the side that fits, the left
// first (a ruling).
func TestDoubleDoorTakesTheSideThatFitsLeftFirst(t *testing.T) {
	g := mustered(t, 0)
	put(g, 'D', at(3, 0))
	load(t, g, 3) // room card 3: the Empty Gallery, a double door
	evs := do(t, g, "D open E")
	if find(evs, EvTile)[0].Card != "empty-gallery" || g.Board().AreaOf(at(4, -3)) != 1 || g.Board().AreaOf(at(4, 3)) == 1 {
		t.Fatalf("the new door is not on the left:\n%s", g.Describe())
	}
	g = mustered(t, 0)
	claim(g, at(5, -3)) // the left side does not fit: the right does
	put(g, 'D', at(3, 0))
	load(t, g, 3)
	evs = do(t, g, "D open E")
	b := g.Board()
	if len(find(evs, EvTile)[0].Overlap) != 0 || b.AreaOf(at(4, 3)) != 1 || b.EdgeBetween(at(4, 1), at(3, 1)) != DoorOpen {
		t.Fatalf("the new door is not on the right:\n%s", g.Describe())
	}
}
