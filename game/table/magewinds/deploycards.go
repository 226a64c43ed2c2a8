package magewinds

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// drawToDeploy shows, in the hands' slots of the card row during the
// deployment, the fighters of both warbands (revealed at the end of the
// muster) still to set up, as small cards in their side's colours: the
// seat's own in the first slot, the other side's in the second, the one to
// deploy next lifted; a click on one of its own chooses it.
func (m *mageBoard) drawToDeploy(f *table.Frame, screen *ebiten.Image, g *mw.Game) {
	a := f.Host()
	t := a.Theme()
	l := m.row(a)
	pc := m.mu.pc.of(g.Pack())
	side := ownSide(f, g)
	own := f.Screen().Viewer == rules.Seat(side)
	small := render.Face(float64(t.Px(12)))
	cx, cy := a.In().Cursor()
	h := l.cardH
	w := min(h*4/5, l.hand.Dx(), l.other.Dx())
	for k, s := range [2]int{side, 1 - side} {
		slot := [2]image.Rectangle{l.hand, l.other}[k]
		n, last := 0, -1
		for i := range g.Fighters {
			if f := &g.Fighters[i]; int(f.Side) == s && !f.Deployed {
				n, last = n+1, i
			}
		}
		lbl := [2]*render.FitLabel[deployKey]{&m.texts.deploy, &m.texts.deploy2}[k]
		if s := lbl.Get(deployKey{g.Level().Sides[s], n, own, k == 0}, slot.Dx(), small, deployForms); s != "" {
			render.DrawLabel(screen, s, small, float64(slot.Min.X), float64(l.labelY), render.Tint(t.Muted))
		}
		st := step(slot, n, w, w+t.Px(4))
		x := slot.Min.X
		for i := range g.Fighters {
			f := &g.Fighters[i]
			if int(f.Side) != s || f.Deployed {
				continue
			}
			r := image.Rect(x, l.y, x+w, l.y+h)
			ps := rmw.ProfileStyle{Band: a.Pal().Side[s%len(a.Pal().Side)], Mini: true}
			ps.Selected = i == m.p.sel
			ps.Hover = image.Pt(cx, cy).In(r) && (i == last || cx < x+st)
			rmw.DrawProfile(screen, r, &pc.cards[f.Profile], ps)
			m.cardRects = append(m.cardRects, cardSpot{r: r, card: 255, slot: -3, fighter: i})
			x += st
		}
	}
}

// deployKey is what the label of a group of fighters to deploy says.
type deployKey struct {
	side  string
	n     int
	own   bool // the seat at the screen's side
	first bool // the first group: the side shown as the seat's own
}

// deployForms are the forms of the label of a group of fighters to deploy.
func deployForms(k deployKey) []string {
	switch {
	case k.own && k.first:
		return []string{fmt.Sprintf("Yours to deploy (%d)", k.n), fmt.Sprintf("Yours (%d)", k.n), fmt.Sprintf("(%d)", k.n)}
	case k.own:
		return []string{fmt.Sprintf("Theirs (%d)", k.n), fmt.Sprintf("(%d)", k.n)}
	}
	return sideCount("", k.side, k.n)
}
