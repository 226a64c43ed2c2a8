package tunnel

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	rt "skirmish/render/tunnel"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// modelTip describes model i in one or two lines.
func modelTip(g *tf.Game, i int) string {
	m := g.Model(i)
	p := m.Prof()
	s := fmt.Sprintf("%s (%s, %s)\nStrength %d · Stamina %d/%d · Endurance %d/%d · facing %s",
		g.Name(i), p.Name, g.Level().Sides[m.Side], p.Strength, m.Stamina, p.Stamina, m.Endurance, p.Endurance, m.Facing)
	if m.Prone {
		s += "\nProne: must Recover before acting"
	}
	if !g.Lit(m.At) {
		s += "\nIn the dark"
	}
	return s
}

// dieTip describes the die under the mouse in the tray.
func dieTip(d *rt.TrayDice, i int, attack bool) string {
	if attack {
		if i >= len(d.Attack) {
			return ""
		}
		v := d.Attack[i]
		if d.Cancelled && d.AttackLeft&(1<<i) == 0 {
			return fmt.Sprintf("Attack Die %d: cancelled by a Defence Die showing %d", v, v)
		}
		return fmt.Sprintf("Attack Die %d: %s\n%s", v, tf.ResultNames[v], tf.ResultEffects[v])
	}
	if i >= len(d.Defence) {
		return ""
	}
	v := d.Defence[i]
	if rt.CancelledDefence(d)&(1<<i) != 0 {
		return fmt.Sprintf("Defence Die %d: cancelled an Attack Die showing %d", v, v)
	}
	return fmt.Sprintf("Defence Die %d: unused (no Attack Die showed %d)", v, v)
}

// boardTip draws the tooltip for what the mouse points at on the table:
// a die of the tray, or a model. It returns the model described, or -1.
func boardTip(a table.Host, screen *ebiten.Image, g *tf.Game, b *rt.Board, tray *rt.Tray, d *rt.TrayDice) int {
	if a.In().LastDevice() != input.Mouse {
		return -1
	}
	x, y := a.In().Cursor()
	if i, atk, ok := tray.DieAt(x, y); ok {
		table.DrawTooltip(a, screen, x, y, dieTip(d, i, atk))
		return -1
	}
	if q, ok := b.CellAt(x, y); ok {
		if i := g.ModelAt(gridPoint(q)); i >= 0 {
			table.DrawTooltip(a, screen, x, y, modelTip(g, i))
			return i
		}
	}
	return -1
}

// cursorTip draws the tooltip of the model under the keyboard's or the
// gamepad's cursor beside its square, unless it is the model selected
// (the card shows that one). It returns the model described, or -1.
func cursorTip(a table.Host, screen *ebiten.Image, g *tf.Game, b *rt.Board, cursor grid.Point, sel int) int {
	if a.In().LastDevice() == input.Mouse {
		return -1
	}
	i := g.ModelAt(cursor)
	if i < 0 || i == sel {
		return -1
	}
	r := b.CellRect(boardPoint(cursor))
	table.DrawTooltip(a, screen, r.Max.X-a.Theme().Px(8), r.Min.Y, modelTip(g, i))
	return i
}
