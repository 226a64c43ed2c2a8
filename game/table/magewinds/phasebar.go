package magewinds

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/table"
	"skirmish/render"
	mw "skirmish/rules/magewinds"
)

// barPhase returns the index in phaseNames of the phase g is in, or -1.
func barPhase(g *mw.Game) int {
	switch g.Phase {
	case mw.PhaseMuster:
		return 0
	case mw.PhaseDeploy:
		return 1
	case mw.PhaseChannel:
		return 2
	case mw.PhaseAction:
		return 3
	case mw.PhaseWindburn:
		return 4
	}
	return -1
}

// bar returns the top bar's layout for g, laid out again only when what
// it shows or where changes.
func (m *mageBoard) bar(a table.Host, g *mw.Game) *barLayout {
	t := a.Theme()
	sides := g.Level().Sides
	k := barKey{right: m.area.Max.X + t.Px(8), px: t.Px(100), round: [2]int{max(1, int(g.Round)), g.Level().Rounds},
		score: scoreKey{sides[0], sides[1], int(g.VP[0]), int(g.VP[1])}, phase: barPhase(g)}
	if !m.lay.bar.ok || m.lay.bar.key != k {
		m.lay.bar = layBar(t, k)
	}
	return &m.lay.bar
}

// drawPhaseBar shows the round, the phase, who decides and the score, as
// layBar places them.
func (m *mageBoard) drawPhaseBar(f *table.Frame, screen *ebiten.Image, g *mw.Game) {
	a := f.Host()
	t := a.Theme()
	l := m.bar(a, g)
	rf, face, bold := barFaces(t)
	vector.FillRect(screen, 0, 0, float32(l.bar.Dx()), float32(l.bar.Dy()), color.NRGBA{0x20, 0x1c, 0x18, 0xff}, false)
	render.DrawLabel(screen, l.roundText, rf, float64(l.round.Min.X), float64(l.round.Min.Y), render.Tint(t.Ink))
	for i, name := range l.phaseText {
		if name == "" {
			continue
		}
		r := l.phases[i]
		x := float64(r.Min.X + l.inset)
		if i == l.key.phase {
			vector.FillRect(screen, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), &a.Pal().Side[m.deciding(f, g)%len(a.Pal().Side)], false) // a pointer: a colour value would be boxed every frame
			render.DrawLabel(screen, name, bold, x, float64(l.textY), render.Tint(color.White))
		} else {
			render.DrawLabel(screen, name, face, x, float64(l.textY), render.Tint(t.Muted))
		}
	}
	render.DrawLabel(screen, l.scoreText, bold, float64(l.score.Min.X), float64(l.score.Min.Y), render.Tint(t.Ink))
}
