package battleaxe

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// QuestStatus is what the table shows of a quest: its title and goal, the
// muster, the Game Mat (rooms completed, the Quest Room found, the goal),
// the coins each seat's hero found and what is left of the decks.
type QuestStatus struct {
	Title, Blurb, Goal string
	Mustering          bool
	MusterSeat         rules.Seat // the seat choosing its hero, while Mustering
	RoomsCompleted     int        // "move the Quest Room dice along the Game Mat"
	QuestDiceFrom      int        // rooms completed before the Quest Room Dice are rolled (5)
	QuestRoomFound     bool
	GoalAchieved       bool
	Coins, Gold        []int // per seat: coins found and what they are worth in gold pieces
	RoomCardsLeft      int
	PassageCardsLeft   int
	EventCardsLeft     int
	CoinsInBag         int
}

// Quest returns the quest's status, or false on a fixed dungeon.
func (g *Game) Quest() (QuestStatus, bool) {
	d := g.dg
	if d == nil {
		return QuestStatus{}, false
	}
	s := QuestStatus{Title: d.q.Title, Blurb: d.q.Blurb, Goal: d.q.Goal, Mustering: d.mustering(),
		MusterSeat: rules.Seat(d.muster), RoomsCompleted: int(d.completed), QuestDiceFrom: 5,
		QuestRoomFound: d.questFound, GoalAchieved: d.goal, RoomCardsLeft: len(d.rooms),
		PassageCardsLeft: len(d.passages), EventCardsLeft: len(d.events), CoinsInBag: len(d.bag)}
	for i := range questSeats {
		s.Coins = append(s.Coins, int(d.coins[i]))
		s.Gold = append(s.Gold, int(d.gold[i]))
	}
	return s, true
}

// TileInfo is one tile laid on the table, in the order laid (its index is
// also its area on the Board).
type TileInfo struct {
	ID, Name, Text string
	Kind           TileKind
	QuestRoom      bool
	Squares        []grid.Point // the squares it claimed first, in board order
	Completed      bool         // a room completed
	Layout         int          // the Setup D6 layout used (1-4), 0 for none
	Turn           int          // quarter turns clockwise from the card's picture
	Mirrored       bool         // a turn swapped for the other
}

// Tiles lists the tiles laid so far (nil on a fixed dungeon). Overlapping
// squares are on the Board (Board.Overlap).
func (g *Game) Tiles() []TileInfo {
	d := g.dg
	if d == nil {
		return nil
	}
	b := g.board
	out := make([]TileInfo, len(d.tiles))
	for i := range d.tiles {
		p := &d.tiles[i]
		t := d.tileOf(p)
		out[i] = TileInfo{ID: t.ID, Name: t.Name, Text: t.Text, Kind: t.Kind, QuestRoom: p.from == fromQuest,
			Completed: p.done, Layout: int(p.layout), Turn: int(p.rot), Mirrored: p.mirror}
		box := b.Areas[i]
		for y := box.Lo.Y; y <= box.Hi.Y; y++ {
			for x := box.Lo.X; x <= box.Hi.X; x++ {
				if q := (grid.Point{X: x, Y: y}); b.AreaOf(q) == i {
					out[i].Squares = append(out[i].Squares, q)
				}
			}
		}
	}
	return out
}

// PassageEnds lists the open passage ends still to explore: P the last
// square of the passage (a hero stepping on it lays the next section), D
// the side it leads on from.
func (g *Game) PassageEnds() []TileEdge {
	if g.dg == nil {
		return nil
	}
	return append([]TileEdge(nil), g.dg.ends...)
}

// UnexploredDoors lists the closed doors to squares not yet revealed, each
// as the floor square and the square beyond it.
func (g *Game) UnexploredDoors() [][2]grid.Point {
	b := g.board
	var out [][2]grid.Point
	for _, dr := range b.Doors() {
		switch {
		case b.Unexplored(dr[0], dr[1]):
			out = append(out, dr)
		case b.Unexplored(dr[1], dr[0]):
			out = append(out, [2]grid.Point{dr[1], dr[0]})
		}
	}
	return out
}
