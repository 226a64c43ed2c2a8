package tunnel

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	rt "skirmish/render/tunnel"
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

// boardTip draws the tooltip for what the mouse points at on the table.
func boardTip(a table.Host, screen *ebiten.Image, g *tf.Game, b *rt.Board, tray *rt.Tray, d *rt.TrayDice) {
	if a.In().LastDevice() != input.Mouse {
		return
	}
	x, y := a.In().Cursor()
	if i, atk, ok := tray.DieAt(x, y); ok {
		table.DrawTooltip(a, screen, x, y, dieTip(d, i, atk))
		return
	}
	if q, ok := b.CellAt(x, y); ok {
		if i := g.ModelAt(gridPoint(q)); i >= 0 {
			table.DrawTooltip(a, screen, x, y, modelTip(g, i))
		}
	}
}
