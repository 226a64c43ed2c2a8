package arena

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// Strip draws the initiative order as a row of portraits.
type Strip struct {
	area  image.Rectangle
	rects []image.Rectangle
	who   []int
	br    render.Brush
	pals  palettes
}

// Layout places the portraits of s's fighters in area.
func (st *Strip) Layout(area image.Rectangle, s *Scene) {
	st.area = area
	st.rects, st.who = st.rects[:0], st.who[:0]
}

// Draw draws the strip; hover is the fighter under the cursor or -1.
func (st *Strip) Draw(dst *ebiten.Image, s *Scene, hover int) {}

// PortraitAt returns the fighter whose portrait is under (x, y).
func (st *Strip) PortraitAt(x, y int) (int, bool) {
	p := image.Pt(x, y)
	for i, r := range st.rects {
		if p.In(r) {
			return st.who[i], true
		}
	}
	return -1, false
}

// Tray draws a Roll.
type Tray struct {
	felt  render.Tray
	area  image.Rectangle
	rects []image.Rectangle
	br    render.Brush
}

// Layout places the dice of r in area.
func (t *Tray) Layout(area image.Rectangle, r *Roll) { t.area = area }

// Draw draws the tray; hover is the die under the cursor or -1.
func (t *Tray) Draw(dst *ebiten.Image, r *Roll, hover int, m render.TrayMotion, pal *render.Palette) {
}

// DieAt returns the die under (x, y): 0 and 1 the 2D6, 2.. the damage dice.
func (t *Tray) DieAt(x, y int) (int, bool) {
	p := image.Pt(x, y)
	for i, r := range t.rects {
		if p.In(r) {
			return i, true
		}
	}
	return -1, false
}
