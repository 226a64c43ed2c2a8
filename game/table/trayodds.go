package table

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// DrawTrayOdds draws the odds chart c (set with key) in a dice tray's
// place r, on the tray's felt (drawn by br): it lays the chart out in the
// tray and, while it is taller, drops its last lines of words, then its
// last bars, until it fits.
func DrawTrayOdds(screen *ebiten.Image, r image.Rectangle, h Host, br *render.Brush, c *render.OddsChart, key uint64, st *render.OddsStyle) {
	pal, t := h.Pal(), h.Theme()
	br.Rect(screen, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), pal.TrayEdge, 1)
	br.Rect(screen, float64(r.Min.X)+3, float64(r.Min.Y)+3, float64(r.Dx())-6, float64(r.Dy())-6, pal.Tray, 1)
	pad := t.Px(8)
	for c.Layout(st, r.Dx()-2*pad) > r.Dy()-2*pad {
		p := c.Plot()
		switch {
		case len(p.Words) > 0:
			p.Words = p.Words[:len(p.Words)-1]
		case len(p.Bars) > 1:
			p.Bars = p.Bars[:len(p.Bars)-1]
		default:
			c.Draw(screen, r.Min.X+pad, r.Min.Y+pad, st)
			return
		}
		c.Set(key, p)
	}
	c.Draw(screen, r.Min.X+pad, r.Min.Y+pad, st)
}
