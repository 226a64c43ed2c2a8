package table

import (
	"image"

	"skirmish/game/input"
	"skirmish/rules/grid"
)

// GridPointer is where a player points on a board of squares: the
// keyboard's and the pads' cursor (moved by the arrows, or snapped to the
// next sensible spot), each seat keeping its own on a shared screen, and
// the square under the mouse, with how long the mouse has rested there
// (the tooltips wait for it). A board calls Track once a tick with the
// square under the mouse, and Follow with the seat deciding (Follower).
// The zero value points nowhere.
type GridPointer struct {
	Cursor   grid.Point  // the keyboard's and the pads' cursor
	CursorOn bool        // the cursor is shown: a key or a pad moved it last
	Hover    grid.Point  // the square under the mouse, or the cursor's after a key
	HoverOn  bool        // Hover is on the board
	Mouse    image.Point // the mouse, as the last tick saw it
	MouseOn  bool        // the mouse is the device in hand
	Still    int         // ticks the mouse has rested on Hover
	Rest     int         // ticks since the mouse last moved

	seats SeatCursors[grid.Point]
}

// TipDelay is how many ticks the mouse rests on a thing before its
// tooltip shows: a third of a second, so that a sweep across the board
// does not flash them.
const TipDelay = 20

// arrowSteps are the cursor's steps, by intent.
var arrowSteps = [...]struct {
	intent input.Intent
	dx, dy int16
}{{input.Up, 0, -1}, {input.Down, 0, 1}, {input.Left, -1, 0}, {input.Right, 1, 0}}

// Track follows this tick's pointing on a board of w by h squares: the
// mouse, over square at when on is set (the board's square under
// in.Cursor()), which the cursor follows; and the arrows, which move the
// cursor within the board and show it.
func (p *GridPointer) Track(in *input.Layer, at grid.Point, on bool, w, h int) {
	x, y := in.Cursor()
	p.Mouse, p.MouseOn = image.Pt(x, y), in.LastDevice() == input.Mouse
	p.Rest = min(p.Rest+1, 1<<20)
	if in.CursorMoved() {
		p.CursorOn, p.Rest = false, 0
	}
	if p.MouseOn {
		if at != p.Hover || !on {
			p.Still = 0
		}
		p.Hover, p.HoverOn = at, on
		p.Still = min(p.Still+1, 1<<20)
		if on {
			p.Cursor = at
		}
	}
	for _, s := range arrowSteps {
		if in.Has(s.intent) {
			p.Cursor.X = min(max(p.Cursor.X+s.dx, 0), int16(w-1))
			p.Cursor.Y = min(max(p.Cursor.Y+s.dy, 0), int16(h-1))
			p.Hover, p.HoverOn, p.CursorOn = p.Cursor, true, true
		}
	}
}

// Point puts the cursor on square q and shows it as the square pointed
// at (a click there, or Confirm).
func (p *GridPointer) Point(q grid.Point) { p.Cursor, p.Hover, p.HoverOn = q, q, true }

// Snap moves the cursor to the spot after it in spots (before it, unless
// next), as NextSpot does, and reports whether there was one.
func (p *GridPointer) Snap(spots []grid.Point, next bool) bool {
	q, ok := NextSpot(spots, p.Cursor, next)
	if ok {
		p.Point(q)
	}
	return ok
}

// Follow gives the cursor to seat (SeatCursors.Follow): it reports
// whether the cursor changed hands, and whether seat had none of its own
// yet (the board then snaps it to the seat's first spot).
func (p *GridPointer) Follow(seat int) (switched, fresh bool) { return p.seats.Follow(seat, &p.Cursor) }

// Dwelt reports whether the mouse has rested on the square it hovers
// long enough for its tooltip (TipDelay).
func (p *GridPointer) Dwelt() bool { return p.HoverOn && p.Still >= TipDelay }
