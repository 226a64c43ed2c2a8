package battleaxe

import (
	"fmt"
	"image"
	"image/color"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
	"skirmish/rules/grid"
)

// DungeonTable is the Battle-Axe table: the dungeon under its camera, the
// dice tray under it, and the side panel with the console of the hero
// shown, the action list, Undo, Redo and Menu, and the log.
type DungeonTable struct {
	ses *session.Session
	rec *session.Recording // the replay reviewed, or nil
	ui  *ebitenui.UI

	root    *widget.Container // the side panel
	modal   table.Modal
	comp    table.Computer
	seats   table.Seating
	strand  table.Strand
	widgets table.WidgetLayer
	view    table.ViewCache
	list    table.ActionList

	opts    []option
	optsFor optsKey
	built   bool
	focus   bool // the keyboard's focus is in the side panel
	folded  bool

	pick    int // the hero (mini index) chosen to act next among several, -1 none
	console int // the hero whose console is open by the player's choice, -1: the acting one

	cursor  grid.Point
	cursors table.SeatCursors[grid.Point] // each hero's seat its own cursor
	curOn   bool
	hover   grid.Point
	hoverOn bool
	still   int // ticks the mouse has rested on the square under it
	drag    dragState

	cam       camera
	box       image.Rectangle // the squares revealed in the position boxFor
	boxFor    rules.State
	board     boardDrawer
	lay       tableLayout
	marks     boardMarks
	foes      enemyPhase // the enemies' phase shown one enemy at a time
	foesSeen  int        // 1 + the enemies' step the camera last went to, 0 none
	auto      []bool     // per seat: its hero handed to the computer (the table plays his turns)
	tray      trayState
	dec       deciders
	legal     []rules.Action // the legal actions of legalSeat in legalFor
	legalFor  rules.State
	legalSeat int
	grow      revealing
	odds      oddsState
	scrub     table.ReviewBar

	create creation // the creation screen, when shown
	roster roster   // the heroes the player made
	kit    kitPick  // the console's choice of items to hold

	lastSide int  // the human seat that decided last, -1 none
	endShown bool // the end-of-game window was shown
	review   bool // a replay looked at: not autosaved until played on
	seenAt   int  // the history's length the camera last followed

	log     table.EventLog
	logPane table.PanelLog
	bg      color.RGBA
	hintOp  text.DrawOptions
	top     render.Label[topKey]
	hint    render.Label[hintKey]
	tip     render.Label[tipKey]
	frame   int
}

// dragState is a drag of the board with the mouse: it pans the camera.
type dragState struct {
	on    bool
	moved bool
	from  image.Point
}

// newDungeonTable returns the table for a session, new or under way.
func newDungeonTable(a table.Host, ses *session.Session) (*DungeonTable, error) {
	if _, ok := ses.State().(*ba.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", ses.Setup.Scenario.Title, ba.Ruleset{}.Name())
	}
	sitters := ses.Sitters()
	c := &DungeonTable{ses: ses, pick: -1, console: -1, lastSide: -1, seats: table.NewSeating(len(sitters)), auto: make([]bool, len(sitters))}
	c.modal.SetClosed(func() { c.optsFor = optsKey{} })
	c.log.Sync(ses)
	c.seenAt = ses.Position()
	a.Autosave(ses)
	return c, nil
}

// newReview shows a recording at the table, at its last position with
// every seat human and free undo: Undo and Redo step through the replay,
// Seek shows any position, and play continues from any point.
func newReview(rec *session.Recording) (*DungeonTable, error) {
	ses, err := table.ReviewSession[*ba.Game](rec, ba.Ruleset{})
	if err != nil {
		return nil, err
	}
	sitters := ses.Sitters()
	c := &DungeonTable{ses: ses, rec: rec, pick: -1, console: -1, lastSide: 0, review: true, endShown: true,
		seats: table.NewSeating(len(sitters)), auto: make([]bool, len(sitters))}
	c.modal.SetClosed(func() { c.optsFor = optsKey{} })
	c.log.Header = fmt.Sprintf("Replay of %d actions from %s. Undo and Redo step through it; any action plays on from here.", rec.Len(), rec.Origin)
	c.log.Sync(ses)
	c.seenAt = ses.Position()
	return c, nil
}

// Recording returns the replay reviewed at the table, or nil.
func (c *DungeonTable) Recording() *session.Recording { return c.rec }

// Seek shows the position after at actions of the recording (0 is the
// start), without animating.
func (c *DungeonTable) Seek(at int) {
	table.SeekHistory(c.ses, at)
	c.comp.Cancel()
	c.reset()
	c.log.Sync(c.ses)
	c.seenAt = c.ses.Position()
	c.built = false
}

// reset forgets the choices under way: the hero picked, the enemies'
// phase shown.
func (c *DungeonTable) reset() {
	c.pick, c.console = -1, -1
	c.foes.stop()
	c.optsFor = optsKey{}
}

// Session returns the game being played.
func (c *DungeonTable) Session() *session.Session { return c.ses }

// Game returns the game as it stands (not a view).
func (c *DungeonTable) Game() *ba.Game { return c.ses.State().(*ba.Game) }

// SetSeating sets which controllers play which hero (couch play).
func (c *DungeonTable) SetSeating(s table.Seating) { c.seats = s }

// Seating returns who plays which hero.
func (c *DungeonTable) Seating() *table.Seating { return &c.seats }

// Modal returns the table's modal window.
func (c *DungeonTable) Modal() *table.Modal { return &c.modal }

// UI implements table.Table.
func (c *DungeonTable) UI() *ebitenui.UI { return c.ui }

// Animating reports whether the last action is still being shown: the
// dice tumbling, the enemies' phase being stepped through.
func (c *DungeonTable) Animating() bool { return c.tray.rolling > 0 || c.foes.on }

// Busy keeps the app updating while the computer acts, the dice roll, the
// enemies' phase plays or the widgets settle.
func (c *DungeonTable) Busy() bool {
	return c.tray.rolling > 0 || c.grow.left > 0 || c.foes.playing || c.comp.Busy() || c.ses.ComputerToAct() || !c.built || c.widgets.Busy() || c.autoToAct() >= 0
}

// SideName names a hero's seat for the kit's messages, which put "the"
// before it.
func (c *DungeonTable) SideName(side int) string {
	seats := c.Game().Seats()
	if side < 0 || side >= len(seats) {
		return "heroes"
	}
	return seats[side].Name + "'s seat"
}

// humanSide returns the human seat deciding now, or -1: the hero picked
// among several who may act, else the first; none while the enemies'
// turns are shown. A hero handed to the computer is not one.
func (c *DungeonTable) humanSide() int {
	if c.foes.on {
		return -1
	}
	hs := c.who().humans
	if len(hs) == 0 {
		return -1
	}
	if c.pick >= 0 {
		g := c.Game()
		for _, s := range hs {
			if g.SeatHero(int(s)) == c.pick {
				return int(s)
			}
		}
	}
	return int(hs[0])
}

// humansToAct returns the human seats that may decide now (a hero handed
// to the computer aside). The slice is the table's: do not keep it.
func (c *DungeonTable) humansToAct() []rules.Seat { return c.who().humans }

// Uncover shows the table to the seat deciding now (screenshots): the
// heroes share everything, so there is nothing to uncover.
func (c *DungeonTable) Uncover() {}

// PanelDraws counts the times the side panel's widgets were drawn.
func (c *DungeonTable) PanelDraws() int { return c.widgets.Draws() }

// SweepArea is where the frame benchmark sweeps the mouse: the board.
func (c *DungeonTable) SweepArea() image.Rectangle { return c.lay.board }

// Restful reports whether the mouse at (x, y) rebuilds no widget: off the
// side panel.
func (c *DungeonTable) Restful(x, y int) bool {
	return !image.Pt(x, y).In(table.WidgetRect(c.root))
}

// Build implements table.Table: the panel is built again for the host's
// theme and size.
func (c *DungeonTable) Build(a table.Host) {
	c.optsFor = optsKey{}
	c.refresh(a, true)
}
