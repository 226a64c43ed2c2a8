package elements

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// ClanTable is the Elements table: the grid board with its terrain and
// miniatures, the dice tray under it, and the side panel with the action
// list, Undo, Redo and Menu, and the log.
type ClanTable struct {
	ses *session.Session
	rec *session.Recording // the replay reviewed, or nil
	ui  *ebitenui.UI

	root    *widget.Container // the side panel
	modal   table.Modal
	comp    table.Computer
	seats   table.Seating
	strand  table.Strand
	privacy table.Privacy
	widgets table.WidgetLayer
	view    table.ViewCache
	list    table.ActionList

	opts    []option
	optsFor optsKey // what the options were made for
	built   bool
	focus   bool // the keyboard's focus is in the side panel
	folded  bool // the side panel is folded (the TV layout's Prefs.Folded)

	sel    int        // the selected model, -1 none
	dest   grid.Point // a move's (or a shift's) square waiting for its facing
	destOn bool

	cursor  grid.Point                    // the keyboard and gamepad cursor of the side deciding now
	cursors table.SeatCursors[grid.Point] // each side's own cursor
	curOn   bool                          // the cursor is shown (the keyboard or a pad was used)
	hover   grid.Point                    // the square under the mouse
	hoverOn bool

	lastSide int  // the human side that decided last, -1 none
	endShown bool // the end-of-game window was shown
	review   bool // a replay looked at: not autosaved until played on

	log       table.EventLog
	board     boardDrawer
	sc        scene
	tray      trayDrawer
	odds      render.OddsChart
	oddsFor   uint64
	lay       tableLayout
	logPane   table.PanelLog
	hints     table.HintLine
	oddsOn    bool         // the tray shows the odds of an attack considered
	oddsBrush render.Brush // the tray's felt under the odds

	rollCache rollShown // the tray's roll, for rollKey
	rollKey   int
	rollMade  bool
	scrub     table.ReviewBar // a review's scrub bar
	rolling   int             // ticks left of the dice tumbling in the tray
	rollTicks int             // ticks the tumble lasts
	frame     int             // a tick count, for the tumble
	still     int             // ticks the mouse has rested on the square under it
	rest      int             // ticks since the mouse last moved
	mouse     image.Point     // the mouse, as the last tick saw it
	mouseOn   bool            // the mouse is the device in hand
	marks     boardMarks      // the squares marked for the human deciding
	seen      lastSeen        // where each seat last saw the enemies that hid
	zones     zoneCache       // the influence zones of the view shown
	moveKey   int             // the position and seat lastMove was made for
	moveMade  bool
	moveOK    bool
	moveFrom  grid.Point // the last action's move, as the seat at the screen saw it
	moveTo    grid.Point
	bg        color.RGBA           // the background, filled by pointer (no allocation)
	hintOp    text.DrawOptions     // where the hint line is written
	top       render.Label[topKey] // the status line over the board
	tip       render.Label[tipKey] // the tooltip of the model under the mouse
}

// newClanTable returns the table for a session, new or under way.
func newClanTable(a table.Host, ses *session.Session) (*ClanTable, error) {
	if _, ok := ses.State().(*el.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", ses.Setup.Scenario.Title, el.Ruleset{}.Name())
	}
	sitters := ses.Sitters()
	c := &ClanTable{ses: ses, sel: -1, lastSide: -1, seats: table.NewSeating(len(sitters)),
		privacy: table.NewPrivacy(ses.Setup.Ruleset, sitters)}
	c.modal.SetClosed(func() { c.optsFor = optsKey{} })
	c.log.Sync(ses)
	a.Autosave(ses)
	return c, nil
}

// newReview shows a recording at the table, at its last position with
// every seat human and free undo: Undo and Redo step through the replay,
// Seek shows any position, and play continues from any point. It is not
// autosaved until a new action is played.
func newReview(rec *session.Recording) (*ClanTable, error) {
	ses, err := table.ReviewSession[*el.Game](rec, el.Ruleset{})
	if err != nil {
		return nil, err
	}
	sitters := ses.Sitters()
	// endShown: a review of a finished game opens on its board, not under
	// the end window; the panel says how it ended.
	c := &ClanTable{ses: ses, rec: rec, sel: -1, lastSide: 0, review: true, endShown: true, seats: table.NewSeating(len(sitters))}
	c.modal.SetClosed(func() { c.optsFor = optsKey{} })
	c.log.Header = fmt.Sprintf("Replay of %d actions from %s, shown whole: every force and every hidden model. Undo and Redo step through it; any action plays on from here.", rec.Len(), rec.Origin)
	c.log.Sync(ses)
	return c, nil
}

// Recording returns the replay reviewed at the table, or nil.
func (c *ClanTable) Recording() *session.Recording { return c.rec }

// Seek shows the position after at actions of the recording (0 is the
// start), without animating.
func (c *ClanTable) Seek(at int) {
	table.SeekHistory(c.ses, at)
	c.comp.Cancel()
	c.sel, c.destOn, c.optsFor = -1, false, optsKey{}
	c.log.Sync(c.ses)
	c.built = false // busy until the panel is built again for the position
}

// Session returns the game being played.
func (c *ClanTable) Session() *session.Session { return c.ses }

// Game returns the game as it stands (not a view).
func (c *ClanTable) Game() *el.Game { return c.ses.State().(*el.Game) }

// SetSeating sets which controllers play which side (couch play).
func (c *ClanTable) SetSeating(s table.Seating) { c.seats = s }

// Seating returns who plays which side.
func (c *ClanTable) Seating() *table.Seating { return &c.seats }

// Modal returns the table's modal window.
func (c *ClanTable) Modal() *table.Modal { return &c.modal }

// UI implements table.Table.
func (c *ClanTable) UI() *ebitenui.UI { return c.ui }

// Animating reports whether the last action is still being shown: the
// dice tumbling in the tray.
func (c *ClanTable) Animating() bool { return c.rolling > 0 }

// Busy keeps the app updating while the computer acts or the widgets
// settle.
func (c *ClanTable) Busy() bool {
	return c.rolling > 0 || c.comp.Busy() || c.ses.ComputerToAct() || !c.built || c.widgets.Busy()
}

// SideName names a side for the kit's messages, which put "the" before
// it.
func (c *ClanTable) SideName(side int) string {
	return strings.TrimPrefix(c.Game().Level().Sides[side], "The ")
}

// humanSide returns the side a human must decide for now, or -1.
func (c *ClanTable) humanSide() int { return table.HumanSide(c.ses) }

// Uncover shows the table to the side deciding now without the hand-over
// screen (screenshots).
func (c *ClanTable) Uncover() { c.privacy.Show(c.humanSide()) }

// PanelDraws counts the times the side panel's widgets were drawn.
func (c *ClanTable) PanelDraws() int { return c.widgets.Draws() }

// SweepArea is where the frame benchmark sweeps the mouse: the board.
func (c *ClanTable) SweepArea() image.Rectangle { return c.board.rect }

// Restful reports whether the mouse at (x, y) rebuilds no widget: off the
// side panel.
func (c *ClanTable) Restful(x, y int) bool { return !image.Pt(x, y).In(table.WidgetRect(c.root)) }

// Build implements table.Table: the panel is built again for the host's
// theme and size.
func (c *ClanTable) Build(a table.Host) {
	c.optsFor = optsKey{}
	c.hints.Forget()
	c.refresh(a, true)
}
