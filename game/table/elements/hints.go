package elements

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	re "skirmish/render/elements"
	el "skirmish/rules/elements"
)

// mouseHints are the mouse's hints, by phase.
var mouseHints = [...]string{
	el.PhaseMuster: "Click an entry to add a model, a model on the board to take it out · Ready when the force is chosen",
	el.PhaseAct:    "Click a model, then a square with a dot to move or a marked enemy to attack · hover a model: its influence zone · right-click: back",
	el.PhaseResult: "Click one of your raised dice in the tray to choose that result, or its entry in the list",
	el.PhaseShift:  "Click a marked square, then click it again (or the square beside it it should face) · or leave the model where it is",
	el.PhaseOver:   "The game is over: the replay, a rematch or the title from the panel",
}

// hintLine returns the controls of the device in hand, fitted to the width
// under the board: the kit's line, or a shorter one when it does not fit.
func (b *Board) hintLine(f *table.Frame) string {
	phase := whole(f).Phase()
	return b.hints.Line(f.Host(), b.lay.hints.Dx(), int(phase), table.HintWords{Piece: "model", Mouse: mouseHints[min(int(phase), len(mouseHints)-1)]},
		"Click a model, then a square or an enemy · right-click: back")
}

// drawModelTip names the model under the mouse and its state beside it,
// or, with the keyboard or a pad, the model under the cursor beside its
// square (unless it is the one selected: the panel describes that one);
// or says what the die under the mouse in the tray means.
func (b *Board) drawModelTip(f *table.Frame, screen *ebiten.Image, g *el.Game) {
	if g.Phase() == el.PhaseMuster {
		return
	}
	h, pt := f.Host(), &b.pointer
	if h.In().LastDevice() != input.Mouse {
		if j := g.ModelAt(pt.Cursor); pt.CursorOn && j >= 0 && j != b.sel {
			r := b.drawer.cellRect(pt.Cursor)
			table.DrawTooltip(h, screen, r.Max.X-h.Theme().Px(8), r.Min.Y, b.tip.Get(tipKey{j, g}, func(tipKey) string { return modelTip(g, j) }))
		}
		return
	}
	x, y := h.In().Cursor()
	if row, k, ok := b.tray.dieAt(x, y); ok && !b.oddsOn {
		if pt.Rest >= table.TipDelay {
			table.DrawTooltip(h, screen, x, y, dieTip(&b.tray.dice, row, k))
		}
		return
	}
	if j := g.ModelAt(pt.Hover); pt.Dwelt() && j >= 0 {
		table.DrawTooltip(h, screen, x, y, b.tip.Get(tipKey{j, g}, func(tipKey) string { return modelTip(g, j) }))
	}
}

// tipKey is what a model's tooltip says: the model in a view of a
// position (views are made again when the position changes).
type tipKey struct {
	model int
	view  *el.Game
}

// modelTip says who a model is and what state it is in.
func modelTip(g *el.Game, j int) string {
	m := g.Models()[j]
	p := g.Prof(j)
	s := fmt.Sprintf("%s (%s), facing %s\n%s", g.Name(j), g.Level().Sides[m.Side], dirWords[m.Facing&3], statLine(p))
	if m.Injured {
		s += "\nInjured: injured again, it is out"
	}
	if m.Stunned {
		s += "\nStunned: no influence zone; it must recover"
	}
	if m.Hidden {
		s += "\nHidden: the other side cannot see it"
	}
	if m.Activated {
		s += "\nActivated this round"
	}
	return s
}

// dieTips say what each face of the elemental die does, by face.
var dieTips = [...]string{
	el.Fire:   "Fire: the loser is Injured, and the winner may be moved 1 space.\nAt range: a miss.",
	el.Water:  "Water: the loser is Injured.",
	el.Earth:  "Earth: the loser is Stunned.",
	el.Air:    "Air: the loser is Stunned and may be moved up to 2 spaces.\nAt range: a miss.",
	el.Spirit: "Spirit: discarded after any re-rolls; it counts for nothing.",
	el.Void:   "Void: discarded after any re-rolls; it counts for nothing.",
}

// dieTip says what the die under the mouse in the tray means.
func dieTip(d *re.Dice, row, k int) string {
	if row < 0 || row > 1 || k >= len(d.Pools[row]) {
		return ""
	}
	f := int(d.Pools[row][k].Face)
	if f < 1 || f >= len(dieTips) {
		return ""
	}
	return dieTips[f]
}
