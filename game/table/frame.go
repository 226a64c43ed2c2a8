package table

import (
	"image"
	"image/color"
	"strings"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/session"
	"skirmish/rules"
)

// Frame is the table every ruleset plays at: it owns the session, the
// modal window, the computer, the seats and their controllers, the couch's
// strand, the hand-over screen, the side panel's widgets (the action list,
// the undo row, the log, a review's scrub bar), the end-of-game window and
// the one loop that runs them in order (Update). A ruleset brings only its
// Board.
//
//	func (kind) Open(h table.Host, ses *session.Session) (table.Table, error) {
//		return table.NewFrame(h, ses, &myBoard{})
//	}
type Frame struct {
	board Board
	host  Host // the host of the tick under way
	ses   *session.Session
	rec   *session.Recording // the replay reviewed, or nil
	ui    *ebitenui.UI
	root  *widget.Container // the side panel

	modal   Modal
	comp    Computer
	seats   Seating
	strand  Strand
	privacy Privacy
	widgets WidgetLayer
	list    ActionList
	log     EventLog
	logPane PanelLog
	scrub   ReviewBar

	screen     Screen      // whose view is drawn and whose choices are listed, this tick
	viewCache  ViewCache   // the view of screen.Viewer
	decideView ViewCache   // the view of screen.Decider
	drawn      rules.State // the view the board was last drawn from

	choices  []Choice
	panelFor panelKey // what the panel was made for
	built    bool
	focus    bool // the keyboard's focus is in the side panel
	lastSide int  // the human side that decided last, -1 none
	endShown bool // the end-of-game window was shown
	review   bool // a replay looked at, not played on: not autosaved
	over     bool // the recording reviewed ends in a finished game
	ticks    int  // ticks since the table opened
	bg       color.RGBA
}

// NewFrame returns the table of a game, new or under way, played at
// board; it autosaves the game as it opens.
func NewFrame(h Host, ses *session.Session, board Board) *Frame {
	sitters := ses.Sitters()
	f := &Frame{board: board, host: h, ses: ses, lastSide: -1, seats: NewSeating(len(sitters)),
		privacy: NewPrivacy(ses.Setup.Ruleset, sitters)}
	f.modal.SetClosed(f.Stale)
	f.log.Sync(ses)
	h.Autosave(ses)
	return f
}

// NewReviewFrame returns the table that shows a recording at board, at its
// last position, every seat human with free undo: Undo and Redo step
// through it, Seek shows any position, and any action plays on from there.
// A recording of a finished game is shown whole; one of a game under way
// shows the public view, as the seat that saved it would not want its
// opponent's secrets shown.
func NewReviewFrame[G rules.State](h Host, rec *session.Recording, rs rules.Ruleset, board Board) (*Frame, error) {
	ses, err := ReviewSession[G](rec, rs)
	if err != nil {
		return nil, err
	}
	last := rec.States[len(rec.States)-1]
	f := &Frame{board: board, host: h, ses: ses, rec: rec, lastSide: 0, review: true, endShown: true,
		seats: NewSeating(len(ses.Sitters())), over: last.Outcome().Over}
	f.modal.SetClosed(f.Stale)
	if f.over {
		f.log.Header = "Replay of " + itoa(rec.Len()) + " actions from " + rec.Origin + ", shown whole: every secret is open. Undo and Redo step through it; any action plays on from here."
	} else {
		f.log.Header = "Replay of " + itoa(rec.Len()) + " actions from " + rec.Origin + ", a game under way: it shows what every player could see. Undo and Redo step through it."
	}
	f.log.Sync(ses)
	return f, nil
}

// Board returns the board played at the frame.
func (f *Frame) Board() Board { return f.board }

// Host returns the host of the tick under way.
func (f *Frame) Host() Host { return f.host }

// Session returns the game being played.
func (f *Frame) Session() *session.Session { return f.ses }

// State returns the position as it stands, whole: for the board's
// bookkeeping, never for what it draws or lists (View, DeciderView).
func (f *Frame) State() rules.State { return f.ses.State() }

// Recording returns the replay reviewed at the table, or nil.
func (f *Frame) Recording() *session.Recording { return f.rec }

// Reviewing reports whether the table shows a replay not played on.
func (f *Frame) Reviewing() bool { return f.rec != nil && f.review }

// Modal returns the table's modal window.
func (f *Frame) Modal() *Modal { return &f.modal }

// UI implements Table.
func (f *Frame) UI() *ebitenui.UI { return f.ui }

// Seating returns who plays which side.
func (f *Frame) Seating() *Seating { return &f.seats }

// SetSeating sets which controllers play which side (couch play).
func (f *Frame) SetSeating(s Seating) { f.seats = s }

// Privacy returns the hand-over screen between human seats.
func (f *Frame) Privacy() *Privacy { return &f.privacy }

// Strand returns the couch's pause for an unplugged controller.
func (f *Frame) Strand() *Strand { return &f.strand }

// Computer returns the computer's pacing.
func (f *Frame) Computer() *Computer { return &f.comp }

// EventLog returns the log of the game's events.
func (f *Frame) EventLog() *EventLog { return &f.log }

// List returns the side panel's action list.
func (f *Frame) List() *ActionList { return &f.list }

// Ticks counts the ticks since the table opened.
func (f *Frame) Ticks() int { return f.ticks }

// PanelFocused reports whether the keyboard's focus is in the side panel.
func (f *Frame) PanelFocused() bool { return f.focus }

// BoardFocus gives the keyboard's focus back to the board.
func (f *Frame) BoardFocus() { BoardFocus(f.ui, &f.focus) }

// Stale has the side panel made again at the next tick: the board's
// choices changed in a way Settle's key does not show.
func (f *Frame) Stale() { f.panelFor = panelKey{} }

// Settled reports whether the side panel shows the position (built for
// it, its widgets drawn since): what a test waits for before it reads or
// clicks the panel.
func (f *Frame) Settled() bool {
	return f.built && f.panelFor.state == f.ses.State() && !f.widgets.Busy()
}

// Animating reports whether the board is still showing the last action.
func (f *Frame) Animating() bool { return f.board.Animating() }

// Busy keeps the app updating while the computer acts, the board animates
// or the widgets settle.
func (f *Frame) Busy() bool {
	return f.board.Animating() || f.comp.Busy() || f.ses.ComputerToAct() || !f.built || f.widgets.Busy()
}

// SideName names a side for the kit's messages, which put "the" before it.
func (f *Frame) SideName(side int) string {
	if n, ok := f.board.(SideNamer); ok {
		return n.SideName(side)
	}
	seats := f.ses.State().Seats()
	if side >= 0 && side < len(seats) {
		return strings.TrimPrefix(seats[side].Name, "The ")
	}
	return "side " + itoa(side+1)
}

// Uncover shows the table to the side deciding now without the hand-over
// screen (screenshots).
func (f *Frame) Uncover() {
	if s, ok := f.ses.FirstHumanToAct(); ok {
		f.privacy.Show(int(s))
	}
}

// PanelDraws counts the times the side panel's widgets were drawn.
func (f *Frame) PanelDraws() int { return f.widgets.Draws() }

// SweepArea is where the frame benchmark sweeps the mouse: the board's.
func (f *Frame) SweepArea() image.Rectangle {
	if s, ok := f.board.(Sweeper); ok {
		return s.SweepArea()
	}
	w, h := f.host.Size()
	return image.Rect(0, 0, w-f.PanelWidth(), h)
}

// Restful reports whether the mouse at (x, y) rebuilds no widget: off the
// side panel (and where the board says so, a BoardRester).
func (f *Frame) Restful(x, y int) bool {
	if r, ok := f.board.(BoardRester); ok && !r.Restful(x, y) {
		return false
	}
	return !image.Pt(x, y).In(WidgetRect(f.root))
}

// MarkWidgetsStale has the side panel's widgets drawn again: a board that
// changed one in place (a card shown for the model pointed at) says so.
func (f *Frame) MarkWidgetsStale() { f.widgets.MarkStale() }

// Root returns the side panel as last built, or nil.
func (f *Frame) Root() *widget.Container { return f.root }

// PanelWidth returns the side panel's width now.
func (f *Frame) PanelWidth() int {
	nominal := DefaultPanelWidth
	if s, ok := f.board.(PanelSizer); ok {
		nominal = s.PanelNominal()
	}
	w, _ := f.host.Size()
	return SidePanelWidth(f.host.Theme(), w, nominal, f.host.Prefs().Folded)
}

// OverPanel reports whether (x, y) lies on the side panel.
func (f *Frame) OverPanel(x, y int) bool {
	w, _ := f.host.Size()
	return x >= w-f.PanelWidth()
}

// Build implements Table: the panel is built again for the host's theme
// and size.
func (f *Frame) Build(h Host) {
	f.host = h
	f.Stale()
	f.refresh(true)
}

// ShowMenu opens the game menu.
func (f *Frame) ShowMenu(h Host) { GameMenu(h, &f.modal, f.ui, f.ses) }

// Seek shows the position after at actions of the recording (0 is the
// start), without animating.
func (f *Frame) Seek(at int) {
	SeekHistory(f.ses, at)
	f.comp.Cancel()
	f.board.Reset(f)
	f.Stale()
	f.log.Sync(f.ses)
	f.built = false // busy until the panel is built again for the position
}

var (
	_ Table         = (*Frame)(nil)
	_ Seeker        = (*Frame)(nil)
	_ BenchTable    = (*Frame)(nil)
	_ ComputerTable = (*Frame)(nil)
	_ Undoer        = (*Frame)(nil)
	_ Strandable    = (*Frame)(nil)
)
