package tunnel

import (
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/render"
)

// Token geometry, as fractions of the cell size.
const (
	tokenRadius   = 0.4  // the token fills 80% of its square
	tokenRim      = 0.1  // the width of the side-coloured rim
	tokenTilt     = -0.5 // radians a prone token leans
	tokenFlat     = 0.3  // how much a prone token is flattened
	tokenIconRise = 0.06 // how far the icon sits above the centre
	tokenPlaque   = 0.2  // the centre of the Endurance and Stamina plaque, below the token's centre
)

// tokenSprite draws a fighter's token: a shadow, a rim in the side's colour,
// a dark inside with the fighter's icon (or the first letter of its
// profile's name), and the side's badge, whose shape differs per side.
func tokenSprite(cs int, iconName, name string, side int, pal *Palette) *ebiten.Image {
	img := ebiten.NewImage(cs, cs)
	f := float32(cs)
	c := f / 2
	r := f * tokenRadius
	rw := max(2, f*tokenRim)
	ow := max(1.2, f/30)
	sc := pal.Side[side&3]

	render.FillPath(img, render.CirclePath(c+f*0.03, c+f*0.06, r+ow), color.RGBA{0, 0, 0, 120})
	render.FillPath(img, render.CirclePath(c, c, r+ow), pal.Outline)
	render.FillPath(img, render.CirclePath(c, c, r), sc)
	render.FillPath(img, render.ArcStrokePath(c, c, r-rw*0.45, math.Pi*1.12, math.Pi*1.88, rw*0.3), render.Lighten(sc, 0.45))
	render.FillPath(img, render.ArcStrokePath(c, c, r-rw*0.45, math.Pi*0.15, math.Pi*0.85, rw*0.3), render.Darken(sc, 0.3))
	render.FillPath(img, render.CirclePath(c, c, r-rw), render.Darken(sc, 0.55))
	render.FillPath(img, render.CirclePath(c, c-f*0.015, r-rw-max(1, f/45)), pal.SideDark[side&3])

	// The icon sits a little high, above the Endurance and Stamina plaque.
	ip := int((r - rw) * 2 * 0.74)
	ix, iy := float64(c), float64(c-f*tokenIconRise)
	if ic := icons.Image(iconName, ip); ic != nil {
		drawCentred(img, ic, ix+1, iy+1, color.RGBA{0, 0, 0, 160})
		drawCentred(img, ic, ix, iy, pal.Icon)
	} else {
		drawLetter(img, initial(name), ix, iy, float64(ip)*0.72, pal.Icon)
	}

	// The badge sits on the rim at the upper left, half outside the token.
	bx, by := c-f*0.335, c-f*0.335
	bs := max(3.5, f*0.11)
	badge := sideBadge(side, bx, by, bs)
	render.StrokePath(img, badge, 2*ow, pal.Outline)
	render.FillPath(img, badge, render.Lighten(sc, 0.1))
	return img
}

// sideBadge returns the shape that marks a side besides its colour: side 1
// a diamond, side 2 a triangle, side 3 a square, side 4 a cross.
func sideBadge(side int, x, y, s float32) *vector.Path {
	switch side & 3 {
	case 0:
		return render.PolygonPath(x, y-s*1.15, x+s*1.15, y, x, y+s*1.15, x-s*1.15, y)
	case 1:
		return render.PolygonPath(x, y-s*1.15, x+s*1.1, y+s*0.85, x-s*1.1, y+s*0.85)
	case 2:
		return render.PolygonPath(x-s*0.85, y-s*0.85, x+s*0.85, y-s*0.85, x+s*0.85, y+s*0.85, x-s*0.85, y+s*0.85)
	}
	t := s * 0.4
	return render.PolygonPath(x-t, y-s, x+t, y-s, x+t, y-t, x+s, y-t, x+s, y+t, x+t, y+t, x+t, y+s, x-t, y+s, x-t, y+t, x-s, y+t, x-s, y-t, x-t, y-t)
}

// facingSprite draws the facing arrowhead: light, outlined, standing on the
// rim at the top of the token and reaching to the edge of the square.
func facingSprite(cs int, pal *Palette) *ebiten.Image {
	img := ebiten.NewImage(cs, cs)
	f := float32(cs)
	c := f / 2
	r := f * tokenRadius
	ow := max(1.2, f/30)
	base := r - max(2, f*tokenRim)*0.9
	half := 0.42
	bx := base * float32(math.Sin(half))
	by := c - base*float32(math.Cos(half))
	path := render.PolygonPath(c, c-f*0.5+ow, c+bx, by, c, by-f*0.035, c-bx, by)
	render.StrokePath(img, path, 2*ow, pal.Outline)
	render.FillPath(img, path, pal.Icon)
	return img
}

// drawTokens draws every model standing, and those whose death is still
// being shown. Models that are moving are drawn last, above the others.
func (b *Board) drawTokens(dst *ebiten.Image, s *Scene, m *Marks, a *Animator, pal *Palette) {
	for pass := range 2 {
		for i := range s.Models {
			if (pass == 1) != (a != nil && a.moving(i)) {
				continue
			}
			b.drawToken(dst, s, i, m, a, pal)
		}
	}
}

func (b *Board) drawToken(dst *ebiten.Image, s *Scene, i int, m *Marks, a *Animator, pal *Palette) {
	mo := &s.Models[i]
	alpha := 1.0
	if mo.Dead {
		f, ok := a.dying(i)
		if !ok {
			return
		}
		alpha = f
	}
	x, y := float64(mo.At.X), float64(mo.At.Y)
	angle := float64(mo.Facing) * math.Pi / 2
	tilt := 0.0
	if mo.Prone {
		tilt = 1
	}
	if a != nil {
		if ax, ay, ok := a.ModelPos(i); ok {
			x, y = ax, ay
		}
		if t, ok := a.facing(i); ok {
			angle = t
		}
		if t, ok := a.tilt(i); ok {
			tilt = t
		}
	}
	cx, cy := b.CellCentre(x, y)
	dark := b.light.darkness(Pt(int(math.Round(x)), int(math.Round(y))))
	b.drawTokenAt(dst, mo, cx, cy, alpha, angle, tilt, dark, m.Selected == i, m.Hover == i, pal)
}

// drawTokenAt draws a model's token centred on (cx, cy): faded to alpha,
// its facing at angle (radians clockwise from north), tilt from standing (0)
// to prone (1), dimmed by the darkness of its square, with the selection or
// hover ring, and its Endurance and Stamina below.
func (b *Board) drawTokenAt(dst *ebiten.Image, mo *Model, cx, cy, alpha, angle, tilt, dark float64, selected, hover bool, pal *Palette) {
	cs := float64(b.cs)
	dim := 1 - 0.25*dark
	shade := color.RGBA{uint8(255 * dim), uint8(255 * dim), uint8(255 * dim), 255}
	a32 := float32(alpha)
	if selected {
		w := max(3, b.cs/12)
		b.br.Sprite(dst, b.sprite.get(sprRing, w, 0), cx, cy, 1, 1, 0, pal.Selection, a32)
	} else if hover {
		w := max(2, b.cs/22)
		b.br.Sprite(dst, b.sprite.get(sprRing, w, 0), cx, cy, 1, 1, 0, pal.Hover, 0.85*a32)
	}
	tok := b.sprite.token(mo.Icon, mo.Name, mo.Side)
	b.br.Sprite(dst, tok, cx, cy+cs*0.05*tilt, 1, 1-tokenFlat*tilt, tokenTilt*tilt, shade, a32)
	if tilt < 1 {
		b.br.Sprite(dst, b.sprite.get(sprFacing, 0, 0), cx, cy, 1, 1, angle, shade, a32*float32(1-tilt))
	}
	if tilt > 0 {
		b.br.Sprite(dst, b.sprite.get(sprProne, 0, 0), math.Round(cx+cs*0.24), math.Round(cy+cs*0.02), 1, 1, 0, color.RGBA{255, 255, 255, 255}, a32*float32(tilt))
	}
	b.drawBars(dst, mo, cx, cy, a32, pal)
}

// drawBars draws the model's Endurance as a segmented bar, one segment per
// point of its profile, with its Stamina as square pips underneath.
func (b *Board) drawBars(dst *ebiten.Image, mo *Model, cx, cy float64, alpha float32, pal *Palette) {
	cs := b.cs
	if cs < 14 {
		return
	}
	bw := int(float64(cs)*0.62+0.5) &^ 1
	eh := max(3, int(float64(cs)*0.085+0.5))
	sh := max(2, int(float64(cs)*0.065+0.5))
	stam := cs >= 22
	h := eh + 2
	if stam {
		h += sh + 1
	}
	x0 := int(math.Round(cx)) - bw/2
	y0 := int(math.Round(cy+float64(cs)*tokenPlaque)) - h/2
	br := &b.br
	br.Rect(dst, float64(x0-1), float64(y0), float64(bw+2), float64(h), pal.Outline, 0.9*alpha)

	n, cur := max(1, mo.MaxEndurance), mo.Endurance
	gap := 0
	if (bw-2)/n >= 4 {
		gap = 1
	}
	fill := pal.Endurance
	if cur*3 <= n {
		fill = pal.Bad
	}
	inner := bw - 2
	for k := range n {
		sx := x0 + 1 + k*(inner+gap)/n
		ex := x0 + 1 + (k+1)*(inner+gap)/n - gap
		c := pal.Spent
		if k < cur {
			c = fill
		}
		br.Rect(dst, float64(sx), float64(y0+1), float64(ex-sx), float64(eh), c, alpha)
	}
	if !stam {
		return
	}
	py := y0 + eh + 2
	for k := range max(0, mo.MaxStamina) {
		c := pal.Spent
		if k < mo.Stamina {
			c = pal.Stamina
		}
		br.Rect(dst, float64(x0+1+k*(sh+2)), float64(py), float64(sh), float64(sh), c, alpha)
	}
	for k := max(0, mo.MaxStamina); k < mo.Stamina; k++ { // above its starting level
		br.Rect(dst, float64(x0+1+k*(sh+2)), float64(py), float64(sh), float64(sh), render.Lighten(pal.Stamina, 0.5), alpha)
	}
}

// initial returns the first letter of name in upper case, or "?".
func initial(name string) string {
	r, _ := utf8.DecodeRuneInString(name)
	if r == utf8.RuneError {
		return "?"
	}
	return strings.ToUpper(string(r))
}
