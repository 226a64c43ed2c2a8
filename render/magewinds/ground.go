package magewinds

import (
	"image/color"
	"math"
	"skirmish/render"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// The colours of the table itself; the sides' colours come from the palette.
var (
	groundColour = render.RGB(0x5e6e4b) // the playing surface: a muted, grassy green
	groundLight  = render.RGB(0x7d8c62)
	groundDark   = render.RGB(0x465538)
	frameColour  = render.RGB(0x3b2b20) // the wooden frame around the battlefield
	frameLight   = render.RGB(0x6b5240)
	frameDark    = render.RGB(0x1c140f)
	rulerColour  = render.RGB(0xe9dcc0) // ticks and numbers on the frame
)

// staticHash identifies what the static layer shows: the field's geometry,
// the palette's side colours, the terrain and the zones. It is FNV-1a and
// allocates nothing, so it is cheap enough to compute every frame.
func (f *Field) staticHash(s *Scene) uint64 {
	h := uint64(14695981039346656037)
	mixIn := func(v uint64) {
		for range 8 {
			h ^= v & 0xff
			h *= 1099511628211
			v >>= 8
		}
	}
	mixIn(uint64(f.rect.Min.X) | uint64(f.rect.Min.Y)<<32)
	mixIn(uint64(f.rect.Max.X) | uint64(f.rect.Max.Y)<<32)
	mixIn(math.Float64bits(f.scale))
	for _, c := range f.pal.Side[:2] {
		mixIn(uint64(c.R) | uint64(c.G)<<8 | uint64(c.B)<<16)
	}
	for _, m := range s.Markers { // the terrain's names keep clear of them
		mixIn(uint64(m.Pos.X))
		mixIn(uint64(m.Pos.Y))
		mixIn(uint64(len(m.Name)))
	}
	for i := range s.Terrain {
		t := &s.Terrain[i]
		mixIn(uint64(t.Height) | uint64(len(t.Poly))<<8 | uint64(len(t.Name))<<32)
		for j := 0; j < len(t.Name); j++ {
			mixIn(uint64(t.Name[j]))
		}
		for _, p := range t.Poly {
			mixIn(uint64(p.X))
			mixIn(uint64(p.Y))
		}
	}
	mixIn(uint64(len(s.Zones)))
	for _, z := range s.Zones {
		mixIn(uint64(z.Side))
		for _, p := range z.Rect {
			mixIn(uint64(p.X))
			mixIn(uint64(p.Y))
		}
	}
	if h == 0 {
		h = 1
	}
	return h
}

// drawStatic draws the static layer onto dst, redrawing it first when the
// scene's terrain or zones, or the field, have changed.
func (f *Field) drawStatic(dst *ebiten.Image, s *Scene) {
	if f.rect.Empty() {
		return
	}
	key := f.staticHash(s)
	if f.static == nil || f.static.Bounds().Size() != f.rect.Size() {
		if f.static != nil {
			f.static.Deallocate()
		}
		f.static = render.NewImage(f.rect.Dx(), f.rect.Dy())
		f.staticKey = 0
		f.dropSprites()
	}
	if key != f.staticKey {
		f.static.Clear()
		f.paintStatic(f.static, s)
		f.staticKey = key
	}
	f.br.Blit(dst, f.static, float64(f.rect.Min.X), float64(f.rect.Min.Y), 1)
}

// loc returns p in the static layer's coordinates.
func (f *Field) loc(p Pt) (x, y float64) {
	x, y = f.px(p)
	return x - float64(f.rect.Min.X), y - float64(f.rect.Min.Y)
}

// paintStatic draws the frame, ground, zones and terrain onto img, whose
// top-left corner stands for f.rect.Min.
func (f *Field) paintStatic(img *ebiten.Image, s *Scene) {
	x0, y0 := f.loc(Pt{0, 0})
	x1, y1 := f.loc(Pt{FieldW, FieldH})
	f.paintFrame(img, x0, y0, x1, y1)
	f.paintGround(img, x0, y0, x1, y1)
	for _, z := range s.Zones {
		f.paintZone(img, z)
	}
	f.paintTerrain(img, s.Terrain, s.Markers)
	f.paintEdgeTicks(img, x0, y0, x1, y1)
}

// paintFrame draws the wooden frame with its inch ruler around the field.
func (f *Field) paintFrame(img *ebiten.Image, x0, y0, x1, y1 float64) {
	m := f.margin() * 0.9
	k := &f.br
	// A soft shadow under the frame, then the wood, lit from the top left.
	for i := 3; i >= 1; i-- {
		d := float64(i) * 2
		k.Box(x0-m+d, y0-m+d*1.5, x1-x0+2*m, y1-y0+2*m, color.RGBA{0, 0, 0, 255}, 0.12)
	}
	k.Box(x0-m, y0-m, x1-x0+2*m, y1-y0+2*m, frameColour, 1)
	k.Box(x0-m, y0-m, x1-x0+2*m, 1.5, frameLight, 0.9)
	k.Box(x0-m, y0-m, 1.5, y1-y0+2*m, frameLight, 0.6)
	k.Box(x0-m, y1+m-1.5, x1-x0+2*m, 1.5, frameDark, 0.9)
	k.Box(x1+m-1.5, y0-m, 1.5, y1-y0+2*m, frameDark, 0.9)
	// Wood grain: long faint streaks along each side of the frame.
	rng := newRNG(0x6d616765)
	for i := 0; i < int((x1-x0+y1-y0)/6); i++ {
		side := rng.intn(4)
		t := rng.float()
		off := 2 + rng.float()*(m-4)
		l := 20 + rng.float()*60
		c := frameLight
		if rng.intn(2) == 0 {
			c = frameDark
		}
		switch side {
		case 0, 1:
			y := y0 - m + off
			if side == 1 {
				y = y1 + off - 2
			}
			x := x0 - m + t*(x1-x0+2*m-l)
			k.Line(x, y, x+l, y, 0.8, c, 0.35)
		default:
			x := x0 - m + off
			if side == 3 {
				x = x1 + off - 2
			}
			y := y0 - m + t*(y1-y0+2*m-l)
			k.Line(x, y, x, y+l, 0.8, c, 0.35)
		}
	}
	// The ruler: a tick every inch and a short one every half inch, on all
	// four sides, with the inches numbered along the top and left.
	tick := m * 0.38
	for i := 0; i <= 32; i++ {
		x := x0 + float64(i)*f.scale/2
		l := tick
		if i%2 == 1 {
			l = tick * 0.55
		}
		k.Line(x, y0-l-1, x, y0-1, 1, rulerColour, 0.8)
		k.Line(x, y1+1, x, y1+l+1, 1, rulerColour, 0.8)
	}
	for i := 0; i <= 24; i++ {
		y := y0 + float64(i)*f.scale/2
		l := tick
		if i%2 == 1 {
			l = tick * 0.55
		}
		k.Line(x0-l-1, y, x0-1, y, 1, rulerColour, 0.8)
		k.Line(x1+1, y, x1+l+1, y, 1, rulerColour, 0.8)
	}
	// The battlefield's edge sits in a dark groove.
	k.Box(x0-2, y0-2, x1-x0+4, y1-y0+4, frameDark, 1)
	k.Flush(img)

	fs := math.Min(m*0.5, f.scale*0.3)
	if fs < 7 {
		return
	}
	fc := face(fs, false)
	step := 1
	if f.scale < fs*2.2 {
		step = 2
	}
	for i := step; i < 16; i += step {
		label(img, &f.top, strconv.Itoa(i), fc, x0+float64(i)*f.scale, y0-m+tick*0.15+(m-tick)/2, rulerColour, 0.85)
	}
	for i := step; i < 12; i += step {
		label(img, &f.top, strconv.Itoa(i), fc, x0-m+(m-tick)/2+tick*0.15, y0+float64(i)*f.scale, rulerColour, 0.85)
	}
}

// paintGround draws the playing surface: a green ground with soft
// patches, grass specks and tufts. It is painted on the CPU, pixel by
// pixel, from a fixed seed, so that the ground looks the same every time
// and costs the software renderer a single draw.
func (f *Field) paintGround(img *ebiten.Image, x0, y0, x1, y1 float64) {
	w, h := int(math.Ceil(x1-x0)), int(math.Ceil(y1-y0))
	if w < 1 || h < 1 {
		return
	}
	cv := render.NewCanvas(w, h)
	big, small := math.Max(8, f.scale*0.9), math.Max(4, f.scale*0.3)
	pix := cv.Pix
	for y := range h {
		for x := range w {
			fx, fy := float64(x), float64(y)
			v := 9*valueNoise(fx/big, fy/big, 1) + 4*valueNoise(fx/small, fy/small, 2)
			n := hash2(x, y, 3)
			switch {
			case n < 0.025:
				v -= 16 // soil
			case n < 0.05:
				v += 14 // a light blade
			}
			i := y*cv.Stride + 4*x
			pix[i] = clamp8(float64(groundColour.R) + v*0.9)
			pix[i+1] = clamp8(float64(groundColour.G) + v)
			pix[i+2] = clamp8(float64(groundColour.B) + v*0.7)
			pix[i+3] = 255
		}
	}
	rng := newRNG(0x77696e6473)
	for range w * h / 400 { // tufts: short strokes, mostly upright
		x, y := 2+rng.float()*float64(w-4), 4+rng.float()*float64(h-6)
		l := 1.5 + rng.float()*f.scale*0.07
		for j := range 3 {
			a := -math.Pi/2 + (float64(j)-1)*0.45 + (rng.float()-0.5)*0.3
			cv.Line(x, y, x+math.Cos(a)*l, y+math.Sin(a)*l, 0.9, groundLight, 0.35)
		}
	}
	up := cv.Upload()
	f.br.Blit(img, up, x0, y0, 1)
	up.Deallocate()
	// A faint cross at every inch, to judge distances by eye.
	k := &f.br
	c := render.Lighten(groundColour, 0.35)
	t := math.Max(2, f.scale*0.06)
	for i := 1; i < 16; i++ {
		for j := 1; j < 12; j++ {
			x, y := x0+float64(i)*f.scale, y0+float64(j)*f.scale
			k.Line(x-t, y, x+t, y, 1, c, 0.28)
			k.Line(x, y-t, x, y+t, 1, c, 0.28)
		}
	}
	k.Flush(img)
}

// hash2 returns a number in [0, 1) fixed for the integer point (x, y)
// and the seed.
func hash2(x, y int, seed uint64) float64 {
	r := rng{uint64(x)*0x9e3779b97f4a7c15 ^ uint64(y)*0xc2b2ae3d27d4eb4f ^ seed*0x165667b19e3779f9}
	return r.float()
}

// valueNoise returns smooth noise in [-1, 1] at (x, y): random values on
// the integer grid, blended with a smoothstep.
func valueNoise(x, y float64, seed uint64) float64 {
	ix, iy := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(ix), y-float64(iy)
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	v := func(i, j int) float64 { return 2*hash2(ix+i, iy+j, seed) - 1 }
	top := v(0, 0) + (v(1, 0)-v(0, 0))*sx
	bot := v(0, 1) + (v(1, 1)-v(0, 1))*sx
	return top + (bot-top)*sy
}

func clamp8(v float64) uint8 { return uint8(math.Max(0, math.Min(255, math.Round(v)))) }

// paintEdgeTicks draws an inch ruler just inside the battlefield's edges,
// above the terrain, so that distances from the edges can be read.
func (f *Field) paintEdgeTicks(img *ebiten.Image, x0, y0, x1, y1 float64) {
	k := &f.br
	l := math.Max(3, f.scale*0.12)
	c := render.RGB(0xf4ecd8)
	for i := 1; i < 16; i++ {
		x := x0 + float64(i)*f.scale
		k.Line(x, y0, x, y0+l, 1, c, 0.55)
		k.Line(x, y1-l, x, y1, 1, c, 0.55)
	}
	for i := 1; i < 12; i++ {
		y := y0 + float64(i)*f.scale
		k.Line(x0, y, x0+l, y, 1, c, 0.55)
		k.Line(x1-l, y, x1, y, 1, c, 0.55)
	}
	k.Flush(img)
}

// paintZone draws a deployment zone: a tint of the side's colour with
// stripes (rising for the first side, falling for the second) and a dashed
// border with solid corner brackets.
func (f *Field) paintZone(img *ebiten.Image, z Zone) {
	c := f.pal.Side[z.Side&1]
	ax, ay := f.loc(z.Rect[0])
	bx, by := f.loc(z.Rect[1])
	x0, y0, x1, y1 := math.Min(ax, bx), math.Min(ay, by), math.Max(ax, bx), math.Max(ay, by)
	k := &f.br
	k.Box(x0, y0, x1-x0, y1-y0, c, 0.13)
	angle := -math.Pi / 4
	if z.Side&1 == 1 {
		angle = math.Pi / 4
	}
	poly := []float64{x0, y0, x1, y0, x1, y1, x0, y1}
	hatch(poly, angle, math.Max(6, f.scale*0.3), func(ax, ay, bx, by float64) {
		k.Line(ax, ay, bx, by, math.Max(1.5, f.scale*0.06), c, 0.16)
	})
	w := math.Max(1.5, f.scale*0.045)
	in := w / 2
	border := []float64{x0 + in, y0 + in, x1 - in, y0 + in, x1 - in, y1 - in, x0 + in, y1 - in, x0 + in, y0 + in}
	k.Polyline(border, w, f.scale*0.22, f.scale*0.12, false, c, 0.85)
	b := math.Min(f.scale*0.6, math.Min(x1-x0, y1-y0)/3)
	bw := w * 1.8
	for _, q := range [4][4]float64{{x0, y0, 1, 1}, {x1, y0, -1, 1}, {x1, y1, -1, -1}, {x0, y1, 1, -1}} {
		cx, cy := q[0]+q[2]*bw/2, q[1]+q[3]*bw/2
		k.Line(cx, cy, cx+q[2]*b, cy, bw, c, 0.95)
		k.Line(cx, cy, cx, cy+q[3]*b, bw, c, 0.95)
	}
	k.Flush(img)
}

// rng is a small deterministic generator (SplitMix64) for textures.
type rng struct{ s uint64 }

func newRNG(seed uint64) *rng { return &rng{seed} }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// rectOf returns the smallest rectangle holding the points xy.
func rectOf(xy []float64) (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := 0; i+1 < len(xy); i += 2 {
		x0, x1 = math.Min(x0, xy[i]), math.Max(x1, xy[i])
		y0, y1 = math.Min(y0, xy[i+1]), math.Max(y1, xy[i+1])
	}
	return
}
