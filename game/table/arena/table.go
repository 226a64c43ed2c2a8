package arena

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
	ar "skirmish/rules/arena"
	"skirmish/rules/grid"
)

// ArenaTable is the Arena table: the board of steps with the fighters,
// the initiative strip and the AP bars over it, the dice tray under it
// (the 2D6 against the TN, the Damage dice, the armour and the Fate Points
// that absorb it) or the exact odds of the action considered, and the side
// panel with every legal action, Undo, Redo and Menu, and the log.
type ArenaTable struct {
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
	folded  bool // the side panel is folded

	inspect int    // the fighter the card describes when it is not the one deciding, -1 none
	item    string // the item the fighter deciding strikes with on a click on an enemy ("" its first)

	cursor  grid.Point                    // the keyboard and gamepad cursor of the side deciding now
	cursors table.SeatCursors[grid.Point] // each side's own cursor
	curOn   bool                          // the cursor is shown (the keyboard or a pad was used)
	hover   grid.Point                    // the square under the mouse (or the cursor)
	hoverOn bool

	lastSide int  // the human side that decided last, -1 none
	endShown bool // the end-of-game window was shown
	review   bool // a replay looked at: not autosaved until played on

	log       table.EventLog
	board     boardDrawer
	tray      trayDrawer
	odds      render.OddsChart
	oddsKey   uint64    // what the chart shows
	plots     plotCache // the charts worked out for the view shown
	oddsView  *ar.Game  // the view oddsHash is the hash of
	oddsHash  uint64
	oddsOn    bool         // the tray shows the odds of an action considered
	oddsBrush render.Brush // the tray's felt under the odds
	lay       tableLayout
	logPane   table.PanelLog
	hints     table.HintLine
	marks     boardMarks // the squares marked for the human deciding
	reach     reachCache // the distances of the fighter deciding, for paths
	clickMemo clickMemo  // what a click on the square under the mouse does

	rollCache rollShown // the tray's roll, for rollKey
	rollKey   int
	rollMade  bool
	scrub     table.ReviewBar // a review's scrub bar
	motion    motion          // the fighters the last action moved, sliding
	rolling   int             // ticks left of the dice tumbling in the tray
	rollTicks int             // ticks the tumble lasts
	frame     int             // a tick count, for the tumble
	still     int             // ticks the mouse has rested on the square under it
	rest      int             // ticks since the mouse last moved
	mouse     image.Point     // the mouse, as the last tick saw it
	mouseOn   bool            // the mouse is the device in hand
	bg        color.RGBA      // the background, filled by pointer (no allocation)
	hintOp    text.DrawOptions
	top       render.Label[topKey] // the status line over the board
	tip       render.Label[tipKey] // the tooltip of the fighter under the mouse
}

// newArenaTable returns the table for a session, new or under way.
func newArenaTable(a table.Host, ses *session.Session) (*ArenaTable, error) {
	if _, ok := ses.State().(*ar.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", ses.Setup.Scenario.Title, ar.Ruleset{}.Name())
	}
	sitters := ses.Sitters()
	c := &ArenaTable{ses: ses, inspect: -1, lastSide: -1, seats: table.NewSeating(len(sitters)),
		privacy: table.NewPrivacy(ses.Setup.Ruleset, sitters)}
	c.modal.SetClosed(func() { c.optsFor = optsKey{} })
	c.log.Header = ses.State().(*ar.Game).Level().Blurb
	c.log.Sync(ses)
	c.motion.remember(ses.State().(*ar.Game))
	a.Autosave(ses)
	return c, nil
}

// newReview shows a recording at the table, at its last position with
// every seat human and free undo: Undo and Redo step through the replay,
// Seek shows any position, and play continues from any point. It is not
// autosaved until a new action is played.
func newReview(rec *session.Recording) (*ArenaTable, error) {
	ses, err := table.ReviewSession[*ar.Game](rec, ar.Ruleset{})
	if err != nil {
		return nil, err
	}
	sitters := ses.Sitters()
	c := &ArenaTable{ses: ses, rec: rec, inspect: -1, lastSide: 0, review: true, endShown: true, seats: table.NewSeating(len(sitters))}
	c.modal.SetClosed(func() { c.optsFor = optsKey{} })
	c.log.Header = fmt.Sprintf("Replay of %d actions from %s. Undo and Redo step through it; any action plays on from here.", rec.Len(), rec.Origin)
	c.log.Sync(ses)
	c.motion.remember(ses.State().(*ar.Game))
	return c, nil
}

// Recording returns the replay reviewed at the table, or nil.
func (c *ArenaTable) Recording() *session.Recording { return c.rec }

// Seek shows the position after at actions of the recording (0 is the
// start), without animating.
func (c *ArenaTable) Seek(at int) {
	table.SeekHistory(c.ses, at)
	c.comp.Cancel()
	c.inspect, c.optsFor = -1, optsKey{}
	c.log.Sync(c.ses)
	c.motion.remember(c.Game())
	c.built = false
}

// Session returns the game being played.
func (c *ArenaTable) Session() *session.Session { return c.ses }

// Game returns the game as it stands (not a view).
func (c *ArenaTable) Game() *ar.Game { return c.ses.State().(*ar.Game) }

// SetSeating sets which controllers play which side (couch play).
func (c *ArenaTable) SetSeating(s table.Seating) { c.seats = s }

// Seating returns who plays which side.
func (c *ArenaTable) Seating() *table.Seating { return &c.seats }

// Modal returns the table's modal window.
func (c *ArenaTable) Modal() *table.Modal { return &c.modal }

// UI implements table.Table.
func (c *ArenaTable) UI() *ebitenui.UI { return c.ui }

// Animating reports whether the last action is still being shown: the
// dice tumbling in the tray, the fighters sliding.
func (c *ArenaTable) Animating() bool { return c.rolling > 0 || c.motion.left > 0 }

// Busy keeps the app updating while the computer acts or the widgets
// settle.
func (c *ArenaTable) Busy() bool {
	return c.Animating() || c.comp.Busy() || c.ses.ComputerToAct() || !c.built || c.widgets.Busy()
}

// SideName names a side for the kit's messages, which put "the" before
// it.
func (c *ArenaTable) SideName(side int) string {
	return strings.TrimPrefix(c.Game().Level().Sides[side], "The ")
}

// humanSide returns the side a human must decide for now, or -1.
func (c *ArenaTable) humanSide() int { return table.HumanSide(c.ses) }

// Uncover shows the table to the side deciding now without the hand-over
// screen (screenshots).
func (c *ArenaTable) Uncover() { c.privacy.Show(c.humanSide()) }

// PanelDraws counts the times the side panel's widgets were drawn.
func (c *ArenaTable) PanelDraws() int { return c.widgets.Draws() }

// SweepArea is where the frame benchmark sweeps the mouse: the board.
func (c *ArenaTable) SweepArea() image.Rectangle { return c.board.rect }

// Restful reports whether the mouse at (x, y) rebuilds no widget: off the
// side panel.
func (c *ArenaTable) Restful(x, y int) bool { return !image.Pt(x, y).In(table.WidgetRect(c.root)) }

// Build implements table.Table: the panel is built again for the host's
// theme and size.
func (c *ArenaTable) Build(a table.Host) {
	c.optsFor = optsKey{}
	c.hints.Forget()
	c.refresh(a, true)
}
