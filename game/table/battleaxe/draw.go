package battleaxe

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	"skirmish/rules/grid"
	"skirmish/ui"
)

// Draw draws the status line, the dungeon under its camera with the
// marks, the dice tray (or the odds of the fight considered) and the
// hints; the frame draws the side panel over them.
func (c *dungeon) Draw(f *table.Frame, screen *ebiten.Image) {
	a := f.Host()
	pal, t := a.Pal(), a.Theme()
	g := c.shown()
	c.board.fill(g, c)
	c.board.draw(screen, c.lay.board, &c.cam, pal, t.Scale)
	if !c.drawOdds(a, screen) {
		c.drawTray(a, screen, g)
	}
	render.DrawLabel(screen, c.topLine(), t.Heading, float64(c.lay.status.Min.X), float64(c.lay.status.Min.Y), render.Tint(t.Accent))
	op := &c.hintOp
	op.GeoM.Reset()
	op.GeoM.Translate(float64(c.lay.hints.Min.X), float64(c.lay.hints.Min.Y))
	op.ColorScale = render.Tint(t.Muted)
	render.DrawPrompt(screen, c.hintLine(a), t.Small, op)
}

// DrawOver draws the tooltip of the square under the resting mouse, over
// the side panel too.
func (c *dungeon) DrawOver(f *table.Frame, screen *ebiten.Image) {
	a := f.Host()
	if !f.Modal().Shown() && a.In().LastDevice() == input.Mouse && c.hoverOn && c.still >= tipRest {
		if tip := c.squareTip(); tip != "" {
			x, y := a.In().Cursor()
			table.DrawTooltip(a, screen, x, y, tip)
		}
	}
}

// tipRest is how long the mouse rests on a square (ticks) before its
// tooltip shows.
const tipRest = 20

// The keys of the labels drawn every frame: each is made again only when
// its key changes.
type (
	topKey struct {
		st    rules.State
		human bool
		speed string
	}
	hintKey struct {
		dev    input.Device
		folded bool
		theme  *ui.Theme
	}
	tipKey struct {
		st    rules.State
		hover grid.Point
		foes  bool
	}
)

// topLine is the status line over the board: the dungeon, the round, and
// the squares the hero deciding may move.
func (c *dungeon) topLine() string {
	return c.top.Get(topKey{c.ses.State(), c.side() >= 0, c.marks.speed}, func(k topKey) string {
		g := c.Game()
		s := g.Title() + " · round " + strconv.Itoa(g.Round())
		if k.speed != "" && k.human {
			s += " · " + k.speed
		}
		return s
	})
}

// hintLine is the line of control hints under the tray.
func (c *dungeon) hintLine(a table.Host) string {
	return c.hint.Get(hintKey{a.In().LastDevice(), a.Prefs().Folded, a.Theme()}, func(hintKey) string { return c.hintWords(a) })
}

// hintWords words the hints for the device in hand.
func (c *dungeon) hintWords(a table.Host) string {
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
func (c *dungeon) squareTip() string {
	return c.tip.Get(tipKey{c.ses.State(), c.hover, c.foes.on}, func(tipKey) string { return c.squareWords() })
}

// squareWords words the tooltip of the square under the mouse.
func (c *dungeon) squareWords() string {
	g := c.decidingView()
	i := g.MiniAt(c.hover)
	if i < 0 || c.foes.on {
		return ""
	}
	m := g.Mini(i)
	tip := g.MiniName(i) + ": Health " + strconv.Itoa(int(m.Health))
	for _, t := range c.marks.targets {
		if t.Target == m.ID {
			tip += "\n" + attackLabel(g, t) + ": " + blowOdds(g, t)
			break
		}
	}
	return tip
}
