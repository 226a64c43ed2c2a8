package elements

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
	"skirmish/ui"
)

// Board is the Elements board at the table.Frame: the grid with its
// terrain and models, the dice tray under it (or the odds of an attack
// considered), the status line over it and the line of control hints
// under it. The frame owns the rest of the table (the loop, undo and
// redo, review, the seats, the side panel, the end of the game); the board
// keeps what the player has in hand: the model selected, a move waiting
// for its facing, the cursor and the mouse.
type Board struct {
	sel    int        // the selected model, -1 none
	dest   grid.Point // a move's (or a shift's) square waiting for its facing
	destOn bool

	pointer table.GridPointer // the cursor of the side deciding, each side's own, and the mouse

	choices []table.Choice // the decider's choices, as last listed
	marks   boardMarks     // the squares marked for the decider, made with the choices

	lay       boardLayout
	theme     *ui.Theme // the theme laid out for
	drawer    boardDrawer
	seen      lastSeen   // where each seat last saw the enemies that hid
	zones     zoneCache  // the influence zones of the view shown
	seenActs  recentActs // the last roll and move, as the viewer saw them
	tray      trayDrawer
	tumble    table.Tumble
	odds      render.OddsChart
	oddsOn    bool         // the tray shows the odds of an attack considered
	oddsBrush render.Brush // the tray's felt under the odds
	hints     table.HintLine
	hintOp    text.DrawOptions     // where the hint line is written
	top       render.Label[topKey] // the status line over the board
	tip       render.Label[tipKey] // the tooltip of the model under the mouse
}

// newBoard returns a board with nothing selected.
func newBoard() *Board { return &Board{sel: -1} }

// The optional parts of table.Board the Elements board has.
var (
	_ table.Board         = (*Board)(nil)
	_ table.BoardOverlay  = (*Board)(nil)
	_ table.CoverDetailer = (*Board)(nil)
	_ table.EndStater     = (*Board)(nil)
	_ table.Follower      = (*Board)(nil)
	_ table.BoardProber   = (*Board)(nil)
	_ table.BoardRegioner = (*Board)(nil)
	_ table.Sweeper       = (*Board)(nil)
	_ table.ComputerPacer = (*Board)(nil)
)

// whole returns the game as it stands, for bookkeeping (the phase, whose
// turn): never drawn.
func whole(f *table.Frame) *el.Game { return f.State().(*el.Game) }

// shown returns the game as the screen shows it (Frame.View).
func shown(f *table.Frame) *el.Game { return f.View().(*el.Game) }

// decided returns the game as the decider may see it (Frame.DeciderView):
// what the choices and the marks are made from.
func decided(f *table.Frame) *el.Game { return f.DeciderView().(*el.Game) }

// Layout places the status line, the board, the tray and the hints in
// area; the tray rises to meet a board fitted to the width.
func (b *Board) Layout(f *table.Frame, area image.Rectangle) {
	t := f.Host().Theme()
	if t != b.theme {
		b.theme = t
		b.hints.Forget()
	}
	b.lay = layoutIn(t, area)
	lvl := whole(f).Level()
	b.drawer.layout(b.lay.board, lvl.W, lvl.H)
	table.FitTray(t, &b.lay.tray, b.lay.board, b.drawer.rect)
}

// boardLayout is where the board draws its parts: a status line at the
// top, the grid, the dice tray under it, and a line of control hints at
// the bottom. The window, the UI scale and the fold alone place them:
// they never move with what the panel says.
type boardLayout struct {
	status, board, tray, hints image.Rectangle
}

// layoutIn lays the board's parts out in area at t's scale.
func layoutIn(t *ui.Theme, area image.Rectangle) boardLayout {
	m := t.Px(10)
	left, right, bottom := area.Min.X+m, area.Max.X-m, area.Max.Y
	statusH, hintH := t.Px(28), t.Px(24)
	trayH := min(max(area.Dy()*22/100, t.Px(100)), t.Px(190))
	var l boardLayout
	l.status = image.Rect(left, area.Min.Y+m/2, right, area.Min.Y+m/2+statusH)
	l.hints = image.Rect(left, bottom-hintH, right, bottom-2)
	l.tray = image.Rect(left, l.hints.Min.Y-m/2-trayH, right, l.hints.Min.Y-m/2)
	l.board = image.Rect(left, l.status.Max.Y+m/2, right, l.tray.Min.Y-m)
	return l
}

// Settle keeps the selection sensible (the model in the middle of its
// activation is selected; one that can no longer act is not) and returns
// the key of the board's own state: the selection and a move waiting for
// its facing.
func (b *Board) Settle(f *table.Frame) uint64 {
	g := whole(f)
	switch {
	case g.Phase() != el.PhaseAct:
		if g.Phase() != el.PhaseShift {
			b.destOn = false
		}
		b.sel = -1
	case g.Current() >= 0:
		b.sel = g.Current()
	case b.sel >= 0:
		if m := g.Models()[b.sel]; int(m.Side) != g.Turn() || m.Activated || m.Out {
			b.sel, b.destOn = -1, false
		}
	}
	if !f.Screen().Deciding() {
		b.choices = nil
	}
	k := uint64(uint16(b.sel + 1))
	if b.destOn {
		k |= 1<<16 | uint64(uint16(b.dest.X))<<24 | uint64(uint16(b.dest.Y))<<40
	}
	return k
}

// Reset drops the selection and the pending move (an undo, a redo, a
// seek).
func (b *Board) Reset(f *table.Frame) { b.sel, b.destOn = -1, false }

// Animate tumbles the dice in the tray after a roll; the move that
// waited for its facing was played.
func (b *Board) Animate(f *table.Frame, evs []rules.Event) {
	for _, e := range evs {
		if ev, ok := e.(el.Event); ok && ev.Kind == el.EvRolled {
			b.tumble.Start(f.Host().Prefs().AnimSpeed)
		}
	}
	b.destOn = false
}

// Tick advances the dice's tumble.
func (b *Board) Tick(f *table.Frame) { b.tumble.Tick(f.Host().In(), f.Host().Prefs()) }

// Animating reports whether the dice are still tumbling.
func (b *Board) Animating() bool { return b.tumble.Rolling() }

// Follow gives the cursor to the human deciding, each side keeping its
// own; a side new to it starts on its next model.
func (b *Board) Follow(f *table.Frame, human rules.Seat) bool {
	switched, fresh := b.pointer.Follow(int(human))
	if fresh {
		b.snap(f, true)
	}
	return switched
}

// SweepArea is where the frame benchmark sweeps the mouse: the grid.
func (b *Board) SweepArea() image.Rectangle { return b.drawer.rect }

// CoverDetail says what the hand-over screen hides.
func (b *Board) CoverDetail(f *table.Frame) string {
	if whole(f).Phase() == el.PhaseMuster {
		return "Your force is chosen in secret."
	}
	return "Your hidden models are on the table."
}

// EndStats gives the end window's figures: the actions, the rounds and
// the models left of each side.
func (b *Board) EndStats(f *table.Frame) (stats, look string) {
	g := whole(f)
	sides := g.Level().Sides
	return fmt.Sprintf("%d actions, %d rounds. Models left: %s %d, %s %d.", f.Session().Position(), g.Round(),
		sides[0], standing(g, 0), sides[1], standing(g, 1)), "Look at the board"
}

// standing counts side's models still in the game.
func standing(g *el.Game, side int) int {
	n := 0
	for _, m := range g.Models() {
		if int(m.Side) == side && !m.Out {
			n++
		}
	}
	return n
}

// ComputerPace groups the computer's actions into decisions (see
// table.ComputerPacer): a result and its movement follow the roll without
// a pause, as do a model's actions after its first; the first action of
// each activation, and the muster, are new decisions.
func (b *Board) ComputerPace(last, next rules.Action) table.Pace {
	l, lok := last.(el.Action)
	n, nok := next.(el.Action)
	if !lok || !nok {
		return table.PaceDecision
	}
	switch {
	case n.Kind == el.Result || n.Kind == el.Shift:
		return table.PaceFollow
	case n.Model != 0 && n.Model == l.Model && l.Kind != el.Done && l.Kind != el.Recover:
		return table.PaceFollow
	}
	return table.PaceDecision
}
