package game

import (
	"image"
	"image/color"
	"skirmish/game/table"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// backdrop draws the table behind the menus: the dimmed table of kind, or
// when kind is nil or offers none, of the first ruleset that offers one
// (see table.Backdropper).
type backdrop struct {
	drawn   bool
	kind    table.Kind // the ruleset chosen, if any (the join screen's)
	preview table.Preview
}

func newBackdrop() *backdrop { return &backdrop{} }

func (b *backdrop) draw(a *App, screen *ebiten.Image) {
	screen.Fill(color.NRGBA{0x0E, 0x0C, 0x0B, 0xFF})
	if !b.drawn {
		b.drawn = true
		for _, k := range append([]table.Kind{b.kind}, a.kinds...) {
			if bd, ok := k.(table.Backdropper); ok {
				if b.preview = bd.Backdrop(); b.preview != nil {
					break
				}
			}
		}
	}
	if b.preview == nil {
		return
	}
	w, h := a.Size()
	b.preview.Draw(screen, image.Rect(0, 0, w, h), a.Pal())
	vector.FillRect(screen, 0, 0, float32(w), float32(h), color.NRGBA{0x08, 0x07, 0x06, 0x90}, false)
}

// logo draws the title icon and name.
func logoWidgets(a *App, c *widget.Container) {
	t := a.Theme()
	row := t.Row(14)
	if ic := a.Theme().IconGraphic("logo", 64, t.Accent); ic != nil {
		row.AddChild(ic)
	}
	title := t.Text("SKIRMISH", t.Title, t.Accent, 0)
	row.AddChild(title)
	c.AddChild(row)
	c.AddChild(t.Text("Tabletop miniatures rules, on a screen.", t.Body, t.Muted, 0))
}
