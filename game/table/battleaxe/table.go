package battleaxe

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
	"skirmish/rules/grid"
)

// dungeon is the Battle-Axe board at the table.Frame: the dungeon under
// its camera, the dice tray under it, and in the side panel the console of
// the hero shown over the action list. The frame runs the loop, undo and
// redo, the review and the seats; the board keeps the hero picked among
// those who may act, the heroes handed to the computer, the cursor, the
// enemies' phase shown step by step and the windows of its own (the hero's
// console, the creation screen).
type dungeon struct {
	f   *table.Frame
	ses *session.Session

	choices []table.Choice // the action list as last made (its IDs index it)

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
	logPane   table.PanelLog

	create creation // the creation screen, when shown
	roster roster   // the heroes the player made
	kit    kitPick  // the console's choice of items to hold

	hintOp text.DrawOptions
	top    render.Label[topKey]
	hint   render.Label[hintKey]
	tip    render.Label[tipKey]
}

// dragState is a drag of the board with the mouse: it pans the camera.
type dragState struct {
	on    bool
	moved bool
	from  image.Point
}

// Attach keeps the frame the dungeon is played at (table.Attacher).
func (c *dungeon) Attach(f *table.Frame) {
	c.f, c.ses = f, f.Session()
	c.auto = make([]bool, len(c.ses.Sitters()))
}

// Game returns the game as it stands (not a view): for bookkeeping.
func (c *dungeon) Game() *ba.Game { return c.ses.State().(*ba.Game) }

// shown returns the game as the screen shows it (Frame.View).
func (c *dungeon) shown() *ba.Game { return c.f.View().(*ba.Game) }

// decidingView returns the game as the human deciding may see it.
func (c *dungeon) decidingView() *ba.Game { return c.f.DeciderView().(*ba.Game) }

// Reset forgets the choices under way after an undo, a redo or a seek:
// the hero picked, the console opened, the enemies' phase shown.
func (c *dungeon) Reset(*table.Frame) {
	c.pick, c.console = -1, -1
	c.foes.stop()
}

// Animating reports whether the last action is still being shown (the
// dice tumbling, the dungeon growing, the enemies' phase stepped through)
// or a hero handed to the computer must act: the computer's next decision
// waits, and the app keeps updating.
func (c *dungeon) Animating() bool { return c.shows() || c.grow.left > 0 || c.autoToAct() >= 0 }

// shows reports whether the dice tumble or the enemies' turns are shown.
func (c *dungeon) shows() bool { return c.tray.rolling > 0 || c.foes.on }

// HoldEnd holds the end window back until the enemies' turns are shown.
func (c *dungeon) HoldEnd(*table.Frame) bool { return c.foes.on }

// ContinueEveryHuman: a review goes on with every hero played by a human.
func (c *dungeon) ContinueEveryHuman() bool { return true }

// SideName names a hero's seat for the kit's messages, which put "the"
// before it.
func (c *dungeon) SideName(side int) string {
	seats := c.Game().Seats()
	if side < 0 || side >= len(seats) {
		return "heroes"
	}
	return seats[side].Name + "'s seat"
}

// Settle keeps the hero picked in step with the position, and returns the key of what the panel shows of the board: the hero
// picked, the console open, the enemy shown, the camera's fit and the
// heroes handed to the computer.
func (c *dungeon) Settle(f *table.Frame) uint64 {
	c.keepPick()
	k := uint64(c.pick+1) | uint64(c.console+1)<<12 | uint64(c.foes.step+1)<<24
	if c.foes.on {
		k |= 1 << 40
	}
	if c.cam.fitted {
		k |= 1 << 41
	}
	for s, on := range c.auto {
		if on {
			k |= 1 << (42 + s)
		}
	}
	return k
}

// Layout places the status line, the board, the tray and the hints left
// of the side panel, and the camera on the board.
func (c *dungeon) Layout(f *table.Frame, area image.Rectangle) {
	c.lay = layoutFor(f.Host().Theme(), area)
	b := c.shown().Board()
	if c.boxFor != c.ses.State() {
		c.boxFor, c.box = c.ses.State(), revealedBox(b)
	}
	c.cam.layout(c.lay.board, b.W, b.H, c.box)
}

// SweepArea is where the frame benchmark sweeps the mouse: the board.
func (c *dungeon) SweepArea() image.Rectangle { return c.lay.board }

// BoardRegions reports the status line, the board, the dice tray and the
// line of hints.
func (c *dungeon) BoardRegions(f *table.Frame, dst []table.Region) []table.Region {
	return append(dst,
		table.Region{Name: "status line", Rect: c.lay.status, Steady: true},
		table.Region{Name: "board", Rect: c.lay.board, Steady: true},
		table.Region{Name: "dice tray", Rect: c.lay.tray, Steady: true},
		table.Region{Name: "hints", Rect: c.lay.hints, Steady: true},
	)
}

// EndStats words the end window's figures: the actions, the rounds, the
// heroes standing.
func (c *dungeon) EndStats(*table.Frame) (string, string) {
	g := c.Game()
	standing := 0
	for s := range g.Seats() {
		if g.Mini(g.SeatHero(s)).Conscious() {
			standing++
		}
	}
	return fmt.Sprintf("%d actions, %d rounds. Heroes standing: %d of %d.", c.ses.Position(), g.Round(), standing, len(g.Seats())), "Look at the board"
}

// ComputerPace groups the computer's actions into decisions: a hero's
// actions after his first follow without a pause; a new hero's turn is a
// new decision.
func (c *dungeon) ComputerPace(last, next rules.Action) table.Pace {
	l, lok := last.(ba.Action)
	n, nok := next.(ba.Action)
	if lok && nok && l.Hero == n.Hero && l.Kind != ba.ActEnd {
		return table.PaceFollow
	}
	return table.PaceDecision
}

var (
	_ table.Board         = (*dungeon)(nil)
	_ table.PanelMaker    = (*dungeon)(nil)
	_ table.ScreenPicker  = (*dungeon)(nil)
	_ table.EndHolder     = (*dungeon)(nil)
	_ table.Follower      = (*dungeon)(nil)
	_ table.BoardOverlay  = (*dungeon)(nil)
	_ table.BoardProber   = (*dungeon)(nil)
	_ table.BoardRegioner = (*dungeon)(nil)
	_ table.EndStater     = (*dungeon)(nil)
	_ table.SideNamer     = (*dungeon)(nil)
	_ table.Reviewer      = (*dungeon)(nil)
	_ table.Sweeper       = (*dungeon)(nil)
	_ table.ComputerPacer = (*dungeon)(nil)
)
