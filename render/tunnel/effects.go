package tunnel

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// drawEffects draws what the animator shows above the table: skulls where
// fighters fell and numbers floating up from the fighters.
func (b *Board) drawEffects(dst *ebiten.Image, a *Animator, pal *Palette) {
	if a == nil {
		return
	}
	cs := float64(b.cs)
	for k := range a.anims {
		an := &a.anims[k]
		if an.kind != animSkull || a.clock < an.start {
			continue
		}
		t := an.progress(a.clock)
		alpha := math.Min(1, t*6) * math.Min(1, (1-t)*4)
		cx, cy := b.CellCentre(float64(an.at.X), float64(an.at.Y))
		s := 0.8 + 0.2*math.Min(1, t*5)
		b.br.Sprite(dst, b.sprite.get(sprSkull, 0, 0), cx, cy, s, s, 0, pal.Icon, float32(alpha))
	}
	face := render.BoldFace(math.Max(10, math.Round(cs*0.5)))
	for k := range a.anims {
		an := &a.anims[k]
		if an.kind != animFloat || a.clock < an.start {
			continue
		}
		t := an.progress(a.clock)
		cx, cy := b.CellCentre(float64(an.at.X), float64(an.at.Y))
		cy -= cs * (0.25 + 0.55*(1-(1-t)*(1-t)))
		alpha := float32(math.Min(1, t*8) * math.Min(1, (1-t)*3.5))
		c := pal.Bad
		if an.good {
			c = pal.Good
		}
		b.drawOutlinedText(dst, an.text, face, cx, cy, c, pal.Outline, alpha)
	}
}

// drawOutlinedText draws s centred on (cx, cy) in colour c with a dark
// outline, reusing the board's text options.
func (b *Board) drawOutlinedText(dst *ebiten.Image, s string, face text.Face, cx, cy float64, c, outline color.RGBA, alpha float32) {
	op := &b.textOp
	op.PrimaryAlign, op.SecondaryAlign = text.AlignCenter, text.AlignCenter
	o := math.Max(1, math.Round(face.Metrics().HAscent/12))
	for _, d := range [8][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}} {
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(cx+d[0]*o), math.Round(cy+d[1]*o))
		op.ColorScale = render.TintAt(outline, alpha)
		render.DrawText(dst, s, face, op)
	}
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(cx), math.Round(cy))
	op.ColorScale = render.TintAt(c, alpha)
	render.DrawText(dst, s, face, op)
}
