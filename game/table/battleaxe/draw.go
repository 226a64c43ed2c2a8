package battleaxe

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
)

// Draw implements table.Table: the status line, the dungeon under its
// camera with the marks, the dice tray, the side panel and the hints.
func (c *DungeonTable) Draw(a table.Host, screen *ebiten.Image) {
	pal := a.Pal()
	c.bg = pal.Background
	screen.Fill(&c.bg)
	t := a.Theme()
	g := c.shown()
	c.board.fill(g, c)
	c.board.draw(screen, c.lay.board, &c.cam, pal, t.Scale)
	c.drawTray(a, screen, g)
	render.DrawLabel(screen, c.topLine(), t.Heading, float64(c.lay.status.Min.X), float64(c.lay.status.Min.Y), render.Tint(t.Accent))
	c.widgets.Draw(screen, c.ui, c.widgetsLive(a), c.root)
	var op text.DrawOptions
	op.GeoM.Translate(float64(c.lay.hints.Min.X), float64(c.lay.hints.Min.Y))
	op.ColorScale = render.Tint(t.Muted)
	render.DrawPrompt(screen, c.hintLine(a), t.Small, &op)
	if !c.modal.Shown() && a.In().LastDevice() == input.Mouse && c.hoverOn {
		if tip := c.squareTip(); tip != "" {
			x, y := a.In().Cursor()
			table.DrawTooltip(a, screen, x, y, tip)
		}
	}
}

// topLine is the status line over the board: the dungeon, the round, and
// the squares the hero deciding may move.
func (c *DungeonTable) topLine() string {
	g := c.Game()
	s := g.Title() + " · round " + itoa(g.Round())
	if c.marks.speed != "" && c.humanSide() >= 0 {
		s += " · " + c.marks.speed
	}
	return s
}

// hintLine is the line of control hints under the tray.
func (c *DungeonTable) hintLine(a table.Host) string {
	in := a.In()
	switch in.LastDevice() {
	case input.Gamepad:
		return table.WithFoldHint(in.Glyph(input.Confirm)+" act on the square · "+in.Glyph(input.NextModel)+" next target · "+in.Glyph(input.Panel)+" the list (zoom, fit)", in, a.Theme(), a.Prefs().Folded)
	case input.Keyboard:
		return "Arrows move the cursor (the camera follows) · Enter acts · Tab next target · Q the list (zoom, fit)"
	}
	return "Click to act · drag to pan · wheel to zoom · right-click closes a console"
}

// squareTip is the tooltip of the square under the mouse: the odds of a
// fight or a shot at the enemy there, or the mini's name and Health.
func (c *DungeonTable) squareTip() string {
	g := c.decidingView()
	i := g.MiniAt(c.hover)
	if i < 0 || c.foes.on {
		return ""
	}
	m := g.Mini(i)
	tip := g.MiniName(i) + ": Health " + itoa(int(m.Health))
	for _, t := range c.marks.targets {
		if t.Target == m.ID {
			tip += "\n" + attackLabel(g, t) + "\n" + oddsTip(g, t)
			break
		}
	}
	return tip
}
