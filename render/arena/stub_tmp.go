package arena

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

type spriteCache struct{ m render.ImageCache[int] }

func (s *spriteCache) check(cs int, scale float64, pal *Palette) {}

func paintTerrain(cv *render.Canvas, t Terrain, x, y, f float64, pal *Palette) {}

func (b *Board) drawMarksUnder(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {}
func (b *Board) drawMarksOver(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette)  {}

func (b *Board) drawFighters(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {
	cs := float64(s.Cell())
	for i := range s.Fighters {
		f := &s.Fighters[i]
		if f.Out {
			continue
		}
		x, y := s.FighterCentre(i)
		b.br.Disc(x, y, cs*0.4, pal.Side[f.Side&1], 1)
		b.br.Disc(x, y, cs*0.32, pal.SideDark[f.Side&1], 1)
	}
	b.br.Flush(dst)
	_ = color.RGBA{}
}
