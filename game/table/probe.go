package table

import (
	"image"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/session"
	"skirmish/rules/grid"
)

// Prober is a table that tells the browser tests (window.skirmish.state())
// what a player sees: the phase, who acts, the cursor and the selection,
// the choices offered, the pieces and where the board's squares are.
type Prober interface {
	Probe() Probe
}

// Probe is what a table tells the browser tests about itself.
type Probe struct {
	Phase    string                     // the ruleset's phase, e.g. "act"
	ToAct    int                        // the side to act, -1 none
	Cursor   string                     // the keyboard and gamepad cursor, e.g. "c4"
	Selected string                     // the selected piece's id
	Window   *widget.Window             // the modal window shown, or nil
	Choices  []ProbeChoice              // the action bar, in order: key N+1 chooses entry N
	Pieces   []ProbePiece               // the pieces on the table
	Squares  map[string]image.Rectangle // where each square is on the screen, by name
	At       int                        // a review: the actions shown
	Paused   bool                       // paused: a side's only controller is unplugged
	Covered  bool                       // the hand-over screen hides the table
	For      int                        // Covered: the side the screen is handed to
	Aim      string                     // where the cursor's Confirm would act now, if the table knows (a deployment spot)
}

// ProbeChoice is one entry of the action bar.
type ProbeChoice struct {
	Label   string `json:"label"`
	Enabled bool   `json:"enabled"`
}

// ProbePiece is one piece on the table.
type ProbePiece struct {
	ID   string `json:"id"`
	Side int    `json:"side"`
	At   string `json:"at"`
	Dead bool   `json:"dead"`
}

// SeatsProbe returns the part of a Probe a table of seats sharing a
// screen fills the same way: ToAct, the human side deciding (else the
// first seat to act, unless the game is over); the cursor; the modal
// window m shows; whether the game is paused (s) or the hand-over screen
// covers the table (pv), and For whom; and At, the actions shown.
func SeatsProbe(ses *session.Session, cursor string, m *Modal, s *Strand, pv *Privacy, over bool) Probe {
	p := Probe{
		ToAct:   humanSeat(ses),
		Cursor:  cursor,
		Window:  m.Window(),
		Paused:  s.Paused(),
		Covered: pv.Covered(),
		For:     -1,
		At:      ses.Position(),
	}
	if p.ToAct < 0 && !over {
		if seats := ses.State().ToAct(); len(seats) > 0 {
			p.ToAct = int(seats[0])
		}
	}
	if p.Covered {
		p.For = pv.For()
	}
	return p
}

// GridSquares returns where each square of a board of w by h squares is on
// the screen, by name (Probe.Squares): rect gives a square's rectangle, an
// empty one for a square not shown.
func GridSquares(w, h int, rect func(grid.Point) image.Rectangle) map[string]image.Rectangle {
	out := make(map[string]image.Rectangle, w*h)
	for y := range h {
		for x := range w {
			q := grid.Pt(x, y)
			if r := rect(q); !r.Empty() {
				out[q.String()] = r
			}
		}
	}
	return out
}

// humanSeat returns the first human seat that must decide now, or -1.
func humanSeat(ses *session.Session) int {
	if seat, ok := ses.FirstHumanToAct(); ok {
		return int(seat)
	}
	return -1
}
