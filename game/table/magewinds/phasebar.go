package magewinds

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/table"
	"skirmish/render"
	mw "skirmish/rules/magewinds"
)

// drawPhaseBar shows the round, the phase, who decides and the score.
func (m *MageTable) drawPhaseBar(a table.Host, screen *ebiten.Image, g *mw.Game) {
	t := a.Theme()
	right := m.area.Max.X + t.Px(8)
	h := t.Px(36)
	vector.FillRect(screen, 0, 0, float32(right), float32(h), color.NRGBA{0x20, 0x1c, 0x18, 0xff}, false)
	phases := [...]struct {
		name, short string
		on          bool
	}{
		{"Muster", "Muster", g.Phase == mw.PhaseMuster},
		{"Deployment", "Deploy", g.Phase == mw.PhaseDeploy},
		{"Channelling", "Channel", g.Phase == mw.PhaseChannel},
		{"Action", "Action", g.Phase == mw.PhaseAction},
		{"End: Windburn", "Windburn", g.Phase == mw.PhaseWindburn},
	}
	x := float64(t.Px(10))
	round := m.texts.round.Get([2]int{max(1, int(g.Round)), g.Level().Rounds}, roundText)
	render.DrawLabel(screen, round, render.BoldFace(float64(t.Px(15))), x, float64(t.Px(9)), render.Tint(t.Ink))
	x += float64(t.Px(100))
	face, bold := render.Face(float64(t.Px(14))), render.BoldFace(float64(t.Px(14)))
	sides := g.Level().Sides
	sk := scoreKey{sides[0], sides[1], int(g.VP[0]), int(g.VP[1])}
	score := m.texts.score.Get(sk, scoreText)
	sw, _ := text.Measure(score, bold, 0)
	gap := float64(t.Px(18))
	// the phases' names, shortened (and then the score) when the bar is narrow
	long, short := 0.0, 0.0
	for _, p := range phases {
		lw, _ := text.Measure(p.name, bold, 0)
		shw, _ := text.Measure(p.short, bold, 0)
		long, short = long+lw+gap, short+shw+gap
	}
	room := float64(right) - x - float64(t.Px(10))
	useShort := long+sw > room
	if useShort && short+sw > room {
		score = m.texts.scoreShort.Get(sk, scoreShortText)
		sw, _ = text.Measure(score, bold, 0)
	}
	for _, p := range phases {
		name := p.name
		if useShort {
			name = p.short
		}
		if p.on {
			tw, _ := text.Measure(name, bold, 0)
			vector.FillRect(screen, float32(x-4), float32(t.Px(5)), float32(tw+8), float32(h-t.Px(10)), &a.Pal().Side[m.deciding(g)%len(a.Pal().Side)], false) // a pointer: a colour value would be boxed every frame
			render.DrawLabel(screen, name, bold, x, float64(t.Px(10)), render.Tint(color.White))
			x += tw + gap
		} else {
			tw, _ := text.Measure(name, face, 0)
			render.DrawLabel(screen, name, face, x, float64(t.Px(10)), render.Tint(t.Muted))
			x += tw + gap
		}
	}
	render.DrawLabel(screen, score, bold, float64(right)-sw-float64(t.Px(10)), float64(t.Px(10)), render.Tint(t.Ink))
}
