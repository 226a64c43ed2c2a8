package arena

import (
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	ar "skirmish/rules/arena"
)

// mouseHints are the mouse's hints, by phase.
var mouseHints = [...]string{
	ar.PhaseAct:       "Click a dotted square to move, a marked enemy to strike or shoot · point at a target: the odds · click a fighter or portrait: its card",
	ar.PhaseDefend:    "Choose what to resist with in the list: each entry shows its odds",
	ar.PhaseTie:       "Both deal Damage, or neither: choose in the list",
	ar.PhaseInterrupt: "Click the marked mover (or an entry) to interrupt it, or pass",
	ar.PhaseOver:      "The bout is over: the replay, a rematch or the title from the panel",
	ar.PhaseMuster:    "Click one of your fighters (or its group in the list) for those who may take its place · Ready when the force is chosen",
	ar.PhaseRam:       "Brace in the list, or click a dotted square to dodge to it",
}

// hintLine returns the controls of the device in hand, fitted to the width
// under the board.
func (c *arenaBoard) hintLine(a table.Host) string {
	phase := c.game().Phase()
	mouse := "Choose in the list"
	if int(phase) < len(mouseHints) && mouseHints[phase] != "" {
		mouse = mouseHints[phase]
	}
	return c.hints.Line(a, c.lay.hints.Dx(), int(phase), table.HintWords{Piece: "target", Mouse: mouse},
		"Click a square to move, an enemy to strike · right-click: back")
}

// drawFighterTip names the fighter under the mouse (after a short rest)
// or, with the keyboard or a pad, under the cursor, and how it fares.
func (c *arenaBoard) drawFighterTip(a table.Host, screen *ebiten.Image, g *ar.Game) {
	if a.In().LastDevice() != input.Mouse {
		if j := g.At(c.ptr.Cursor); c.ptr.CursorOn && j >= 0 {
			r := c.board.cellRect(c.ptr.Cursor)
			table.DrawTooltip(a, screen, r.Max.X-a.Theme().Px(8), r.Min.Y, c.tip.Get(tipKey{j, g}, func(tipKey) string { return fighterTip(g, j) }))
		}
		return
	}
	x, y := a.In().Cursor()
	j := -1
	if k, ok := c.board.stripAt(x, y); ok {
		j = k
	} else if c.ptr.HoverOn && c.ptr.Still >= tipDelay {
		j = g.At(c.ptr.Hover)
	}
	if j < 0 || j >= len(g.Fighters()) {
		return
	}
	table.DrawTooltip(a, screen, x, y, c.tip.Get(tipKey{j, g}, func(tipKey) string { return fighterTip(g, j) }))
}

// tipDelay is how many ticks the mouse rests on a fighter before its
// tooltip shows.
const tipDelay = 20

// tipKey is what a fighter's tooltip says: the fighter in a view of a
// position.
type tipKey struct {
	fighter int
	view    *ar.Game
}

// fighterTip says who a fighter is and how it fares.
func fighterTip(g *ar.Game, j int) string {
	return fighterLine(g, j) + "\n" + statLine(g, j)
}
