package arena

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	ar "skirmish/rules/arena"
	"skirmish/rules/grid"
)

// arenaBoard is the Arena board on the table.Frame: the grid of steps
// with the fighters, the initiative strip and the AP bars over it, the
// dice tray under it (the 2D6 against the TN, the Damage dice, the armour
// and the Fate Points that absorb it) or the exact odds of the action
// considered, and the side panel's list of every legal action.
type arenaBoard struct {
	f *table.Frame

	opts   []table.Choice // the action list, as Choices made it
	folded bool           // the side panel is folded
	gen    uint64         // counts the changes of the item for clicks (Settle's key)

	inspect int    // the fighter the card describes when it is not the one deciding, -1 none
	item    string // the item the fighter deciding strikes with on a click on an enemy ("" its first)

	ptr     table.GridPointer             // the cursor of the side deciding now, the square under the mouse
	cursors table.SeatCursors[grid.Point] // each side's own cursor

	board     boardDrawer
	tray      trayDrawer
	odds      render.OddsChart
	oddsKey   uint64    // what the chart shows
	plots     plotCache // the charts worked out for the view shown
	oddsView  *ar.Game  // the view oddsHash is the hash of
	oddsHash  uint64
	oddsOn    bool             // the tray shows the odds of an action considered
	oddsSt    render.OddsStyle // the odds' style, as Draw last set it
	oddsBrush render.Brush     // the tray's felt under the odds
	lay       tableLayout
	hints     table.HintLine
	marks     boardMarks // the squares marked for the human deciding
	reach     reachCache // the distances of the fighter deciding, for paths
	clickMemo clickMemo  // what a click on the square under the mouse does

	rollCache rollShown // the tray's roll, for rollKey
	rollKey   int
	rollMade  bool
	motion    motion       // the fighters the last action moved, sliding
	dice      table.Tumble // the dice tumbling in the tray
	hintOp    text.DrawOptions
	top       render.Label[topKey] // the status line over the board
	tip       render.Label[tipKey] // the tooltip of the fighter under the mouse
}

// Attach keeps the frame the board is played at (table.Attacher); a new
// bout's log opens with the level's blurb.
func (c *arenaBoard) Attach(f *table.Frame) {
	c.f = f
	if !f.Reviewing() {
		f.EventLog().Header = c.game().Level().Blurb
	}
}

// newBoard returns a board with nothing selected, its fighters seen where
// g has them.
func newBoard(g *ar.Game) *arenaBoard {
	b := &arenaBoard{inspect: -1}
	if g != nil {
		b.motion.remember(g)
	}
	return b
}

// game returns the bout as it stands, whole: for bookkeeping (the phase,
// where the fighters stood), never drawn.
func (c *arenaBoard) game() *ar.Game { return c.f.State().(*ar.Game) }

// shown returns the bout as the seat at the screen may see it: what is
// drawn.
func (c *arenaBoard) shown() *ar.Game { return c.f.View().(*ar.Game) }

// decidingView returns the bout as the human deciding may see it: what
// the choices and the marks are made from.
func (c *arenaBoard) decidingView() *ar.Game { return c.f.DeciderView().(*ar.Game) }

// side returns the human side deciding at the screen, or -1.
func (c *arenaBoard) side() int { return c.f.Screen().Side() }

// screenSide returns the side the table shows as its own: the seat at the
// screen, else the side deciding, else the side to act.
func (c *arenaBoard) screenSide(g *ar.Game) int {
	if s := c.f.OwnSide(); s >= 0 {
		return s
	}
	if s := g.ToAct(); len(s) > 0 {
		return int(s[0])
	}
	return 0
}

// Animating reports whether the last action is still being shown: the
// dice tumbling in the tray, the fighters sliding.
func (c *arenaBoard) Animating() bool { return c.dice.Rolling() || c.motion.left > 0 }

// Tick moves the slide and the tumble on; the fast-forward key, or no
// animation, ends them.
func (c *arenaBoard) Tick(f *table.Frame) {
	h := f.Host()
	c.motion.tick()
	if h.In().Pressed(input.FastForward) {
		c.motion.left = 0
	}
	c.dice.Tick(h.In(), h.Prefs())
}

// Animate starts the dice tumbling when an action rolled, and the fighters
// it moved sliding.
func (c *arenaBoard) Animate(f *table.Frame, evs []rules.Event) {
	sp := f.Host().Prefs().AnimSpeed
	for _, e := range evs {
		if ev, ok := e.(ar.Event); ok && isRoll(ev) {
			c.dice.Start(sp)
		}
	}
	ticks := 0
	if sp > 0 {
		ticks = max(1, moveTicks*100/sp)
	}
	c.motion.start(c.game(), ticks)
	c.inspect = -1
}

// Reset drops the fighter described and the slide after an undo, a redo
// or a seek.
func (c *arenaBoard) Reset(f *table.Frame) {
	c.inspect = -1
	c.motion.remember(c.game())
}

// SideName names a side for the kit's messages, which put "the" before
// it.
func (c *arenaBoard) SideName(side int) string {
	return strings.TrimPrefix(c.game().Level().Sides[side], "The ")
}

// CoverDetail says what the hand-over screen hides.
func (c *arenaBoard) CoverDetail(f *table.Frame) string {
	if c.game().Phase() == ar.PhaseMuster {
		return "Your force is chosen in secret."
	}
	return "The fighters are on the table."
}

// EndStats gives the end window's figures: the actions, the rounds and
// who stands.
func (c *arenaBoard) EndStats(f *table.Frame) (stats, look string) {
	g := c.game()
	sides := g.Level().Sides
	return fmt.Sprintf("%d actions, %d rounds. Standing: %s %d, %s %d.", f.Session().Position(), g.Round(), sides[0], standing(g, 0), sides[1], standing(g, 1)),
		"Look at the board"
}

// SweepArea is where the frame benchmark sweeps the mouse: the board.
func (c *arenaBoard) SweepArea() image.Rectangle { return c.board.rect }

// ComputerPace groups the computer's actions into decisions (see
// table.ComputerPacer): a choice forced by the roll before (both or
// neither) follows it without a pause; every other action is a decision
// of its own, so that a player sees each blow land.
func (c *arenaBoard) ComputerPace(last, next rules.Action) table.Pace {
	n, ok := next.(ar.Action)
	if ok && (n.Kind == ar.Both || n.Kind == ar.Neither) {
		return table.PaceFollow
	}
	return table.PaceDecision
}

var (
	_ table.Board         = (*arenaBoard)(nil)
	_ table.BoardOverlay  = (*arenaBoard)(nil)
	_ table.CoverDetailer = (*arenaBoard)(nil)
	_ table.EndStater     = (*arenaBoard)(nil)
	_ table.Follower      = (*arenaBoard)(nil)
	_ table.PanelSizer    = (*arenaBoard)(nil)
	_ table.BoardProber   = (*arenaBoard)(nil)
	_ table.BoardRegioner = (*arenaBoard)(nil)
	_ table.Sweeper       = (*arenaBoard)(nil)
	_ table.SideNamer     = (*arenaBoard)(nil)
	_ table.ComputerPacer = (*arenaBoard)(nil)
)
