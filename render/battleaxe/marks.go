package battleaxe

// Reach is a square a hero may move to, and what getting there costs.
type Reach struct {
	At   Point
	Cost int // the movement it takes; 0 shows no number
}

// Cursor is one player's board cursor: couch players each have one, in
// their colour and with their number.
type Cursor struct {
	Player int // 0 to 3: the colour and the number (Player+1) drawn
	At     Point
}

// EnemyMark is what the enemy phase shows: the enemy acting, an arrow from
// it to its target, and the rule that chose the target, written near it.
type EnemyMark struct {
	On     bool
	Actor  int   // the index of the acting enemy in Scene.Minis
	Target int   // the index of the mini it goes for, -1 for the square To
	To     Point // the square it heads for when Target is -1
	Rule   string
}

// Marks are what the interface wants highlighted on the board. The zero
// value marks nothing but mini 0 as neither hovered nor selected: set Hover
// and Selected to -1 for no mini (Reset does).
type Marks struct {
	Hover    int // the mini under the pointer, -1 none
	Selected int // the selected mini (an enemy chosen as target), -1 none

	Moves   []Reach // squares a move can end on: a dot and the cost
	Path    []Point // the move previewed, from the mover's square on
	Fights  []Point // close-combat targets: corners and crossed blades
	Shots   []Point // missile targets: a crosshair
	Cursors []Cursor
	Enemy   EnemyMark
}

// Reset empties the marks for the next frame, keeping the room of their
// slices, with no mini hovered or selected.
func (m *Marks) Reset() {
	*m = Marks{Hover: -1, Selected: -1, Moves: m.Moves[:0], Path: m.Path[:0],
		Fights: m.Fights[:0], Shots: m.Shots[:0], Cursors: m.Cursors[:0], Enemy: EnemyMark{Target: -1}}
}

// noMarks stands in for a nil *Marks. It is never changed.
var noMarks = Marks{Hover: -1, Selected: -1, Enemy: EnemyMark{Target: -1}}
