package magewinds

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	mw "skirmish/rules/magewinds"
)

// drawToDeploy shows, in the card row during the deployment, the fighters
// of both warbands (revealed at the end of the muster) still to set up,
// as small cards w×h in their side's colours, steps apart: the seat's own
// first, the one to deploy next lifted; a click on one of its own chooses
// it.
func (m *MageTable) drawToDeploy(a table.Host, screen *ebiten.Image, g *mw.Game, x, y, w, h int, steps [2]int, labels [2]string) {
	t := a.Theme()
	pc := m.mu.pc.of(g.Pack())
	side := m.screenSide(g)
	small := render.Face(float64(t.Px(12)))
	cx, cy := a.In().Cursor()
	for k, s := range [2]int{side, 1 - side} {
		step := steps[k]
		lw, _ := text.Measure(labels[k], small, 0)
		start, last := x, -1
		for i := range g.Fighters {
			if f := &g.Fighters[i]; int(f.Side) == s && !f.Deployed {
				last = i
			}
		}
		for i := range g.Fighters {
			f := &g.Fighters[i]
			if int(f.Side) != s || f.Deployed {
				continue
			}
			r := image.Rect(x, y, x+w, y+h)
			st := rmw.ProfileStyle{Band: a.Pal().Side[s%len(a.Pal().Side)], Mini: true}
			st.Selected = i == m.p.sel
			st.Hover = image.Pt(cx, cy).In(r) && (i == last || cx < x+step)
			rmw.DrawProfile(screen, r, &pc.cards[f.Profile], st)
			m.cardRects = append(m.cardRects, cardSpot{r: r, card: 255, slot: -3, fighter: i})
			x += step
		}
		if last >= 0 {
			x += w - step
		}
		render.DrawLabel(screen, labels[k], small, float64(start), float64(y-t.Px(22)), render.Tint(t.Muted)) // above a lifted card's halo
		x = max(x, start+int(lw)) + t.Px(18)
	}
}

// deployKey is what the label of a group of fighters to deploy says.
type deployKey struct {
	side  string
	n     int
	own   bool // the seat at the screen's side
	first bool // the first group: the side shown as the seat's own
}

func deployText(k deployKey) string {
	switch {
	case k.own && k.first:
		return "Yours to deploy (" + itoa(k.n) + ")"
	case k.own:
		return "Theirs (" + itoa(k.n) + ")"
	}
	return k.side + " (" + itoa(k.n) + ")"
}
