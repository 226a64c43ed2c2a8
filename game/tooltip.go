package game

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/input"
	"skirmish/render"
	"skirmish/rules/tunnel"
)

// drawTooltip draws s in a box next to (x, y), kept inside the screen.
func drawTooltip(a *App, screen *ebiten.Image, x, y int, s string) {
	if s == "" {
		return
	}
	t := a.Theme
	face := t.Small
	lh := face.Metrics().HAscent + face.Metrics().HDescent + face.Metrics().HLineGap
	w, h := text.Measure(s, face, lh)
	pad := float64(t.Px(8))
	bw, bh := w+2*pad, h+2*pad
	sw, sh := a.Size()
	bx, by := float64(x+t.Px(16)), float64(y+t.Px(18))
	if bx+bw > float64(sw) {
		bx = float64(x) - bw - float64(t.Px(8))
	}
	if by+bh > float64(sh) {
		by = float64(y) - bh - float64(t.Px(8))
	}
	vector.FillRect(screen, float32(bx), float32(by), float32(bw), float32(bh), color.NRGBA{0x10, 0x0E, 0x0D, 0xF4}, false)
	vector.StrokeRect(screen, float32(bx), float32(by), float32(bw), float32(bh), 1, color.NRGBA{0x8A, 0x7A, 0x66, 0xFF}, false)
	op := &text.DrawOptions{}
	op.LineSpacing = lh
	op.GeoM.Translate(bx+pad, by+pad)
	op.ColorScale.ScaleWithColor(t.Ink)
	text.Draw(screen, s, face, op)
}

// modelTip describes model i in one or two lines.
func modelTip(g *tunnel.Game, i int) string {
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
func dieTip(d *render.TrayDice, i int, attack bool) string {
	if attack {
		if i >= len(d.Attack) {
			return ""
		}
		v := d.Attack[i]
		if d.Cancelled && d.AttackLeft&(1<<i) == 0 {
			return fmt.Sprintf("Attack Die %d: cancelled by a Defence Die showing %d", v, v)
		}
		return fmt.Sprintf("Attack Die %d: %s\n%s", v, tunnel.ResultNames[v], tunnel.ResultEffects[v])
	}
	if i >= len(d.Defence) {
		return ""
	}
	v := d.Defence[i]
	if render.CancelledDefence(d)&(1<<i) != 0 {
		return fmt.Sprintf("Defence Die %d: cancelled an Attack Die showing %d", v, v)
	}
	return fmt.Sprintf("Defence Die %d: unused (no Attack Die showed %d)", v, v)
}

// boardTip draws the tooltip for what the mouse points at on the table.
func boardTip(a *App, screen *ebiten.Image, g *tunnel.Game, b *render.Board, tray *render.Tray, d *render.TrayDice) {
	if a.In.LastDevice() != input.Mouse {
		return
	}
	x, y := a.In.Cursor()
	if i, atk, ok := tray.DieAt(x, y); ok {
		drawTooltip(a, screen, x, y, dieTip(d, i, atk))
		return
	}
	if q, ok := b.CellAt(x, y); ok {
		if i := g.ModelAt(q); i >= 0 {
			drawTooltip(a, screen, x, y, modelTip(g, i))
		}
	}
}
