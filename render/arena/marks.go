package arena

import "image/color"

// Marks are what the interface wants highlighted on the board. The zero
// value marks nothing but fighter 0 as neither hovered nor selected: set
// Hover and Selected to -1 for none (Reset does).
type Marks struct {
	Hover    int // fighter under the mouse, -1 none: a thin ring
	Selected int // selected fighter, -1 none: a thick ring

	Reach []Point // squares a move can end on this move: a dot
	Path  []Point // the move previewed, from the mover's square on: a dotted line
	Melee []Point // melee targets: a crosshair round the token
	Shots []Point // shot targets: arrowheads in the corners and a thin ring
	// Interrupted marks the square a move was interrupted on (a stop
	// sign: an octagon with a bar).
	Interrupted   bool
	InterruptedAt Point

	CursorOn    bool
	Cursor      Point      // the keyboard and gamepad cursor: corner brackets
	CursorColor color.RGBA // the seat's cursor colour; zero for the palette's
}

// Reset empties the marks for the next frame, keeping the room of their
// slices, with no fighter hovered or selected.
func (m *Marks) Reset() {
	*m = Marks{Hover: -1, Selected: -1, Reach: m.Reach[:0], Path: m.Path[:0],
		Melee: m.Melee[:0], Shots: m.Shots[:0]}
}

// noMarks stands in for a nil *Marks. It is never changed.
var noMarks = Marks{Hover: -1, Selected: -1}
