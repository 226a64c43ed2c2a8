package tunnel

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// lightLayer shows which squares are lit. Every unlit square gets the same
// darkness overlay, with hard edges so that a player can tell exactly which
// squares are lit; when the light changes (a door opens, a lantern moves)
// the overlay fades from the old light to the new one. On top, lights and
// lanterns add a warm, flickering glow.
//
// The overlay is an image with lightSub×lightSub pixels per square, drawn
// scaled up with filtering: inside a dark square next to a lit one the
// darkness deepens over the first quarter of the square, a soft penumbra
// that still leaves every dark square plainly dark.
type lightLayer struct {
	mapGen int // the map shown (see tileLayer.mapGen)
	w, h   int
	pal    *Palette
	next   []uint8 // darkness per square as computed this frame, 0..255
	want   []uint8 // darkness the fade is heading to
	from   []uint8 // darkness when the fade began
	shown  []uint8 // darkness on screen
	pix    []byte
	img    *ebiten.Image
	frame  int // frames drawn, the clock of fades and flicker
	fadeAt int
	fading bool
	glow   *ebiten.Image

	version int        // counts changes of the overlay
	spots   []glowSpot // glows of this frame
	drawn   []glowSpot // glows last composed
}

// lightFadeFrames is how long the darkness takes to follow a change of light.
const lightFadeFrames = 14

// lightSub is the overlay's pixels per square, along each side.
const lightSub = 4

// update works out the darkness of every square of s, whose map is the
// tile layer's map number mapGen, and advances any fade. A new map shows
// its light at once.
func (l *lightLayer) update(s *Scene, mapGen int, a *Animator, pal *Palette) {
	l.frame++
	n := s.W * s.H
	first := l.mapGen != mapGen || l.w != s.W || l.h != s.H
	if first {
		l.mapGen, l.w, l.h = mapGen, s.W, s.H
		l.next, l.want, l.from, l.shown = make([]uint8, n), make([]uint8, n), make([]uint8, n), make([]uint8, n)
		l.pix = make([]byte, 4*n*lightSub*lightSub)
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = render.NewImage(s.W*lightSub, s.H*lightSub)
	}
	for i := range l.next {
		l.next[i] = 255
		if !s.Tiles[i].blocks() && s.Lit[i] {
			l.next[i] = 0
		}
	}
	// Walls, rock and closed doors take the light of the open squares
	// around them, so that a lit room shows its walls.
	for i := range l.next {
		p := Pt(i%s.W, i/s.W)
		if !s.Tiles[i].blocks() {
			continue
		}
		for dy := -1; dy <= 1 && l.next[i] != 0; dy++ {
			for dx := -1; dx <= 1; dx++ {
				q := Pt(p.X+dx, p.Y+dy)
				if s.In(q) && !s.Tile(q).blocks() && l.next[q.Y*s.W+q.X] == 0 {
					l.next[i] = 0
					break
				}
			}
		}
	}
	changed := first
	for i, v := range l.next {
		if v != l.want[i] {
			changed = true
			break
		}
	}
	if changed {
		copy(l.from, l.shown)
		copy(l.want, l.next)
		l.fading, l.fadeAt = true, l.frame
		if first || a == nil || a.speed == 0 {
			l.fading = false
			copy(l.shown, l.want)
		}
	}
	if l.fading {
		t := float64(l.frame-l.fadeAt) / lightFadeFrames
		if t >= 1 {
			l.fading = false
			copy(l.shown, l.want)
		} else {
			t = t * t * (3 - 2*t)
			for i := range l.shown {
				l.shown[i] = uint8(float64(l.from[i])*(1-t) + float64(l.want[i])*t + 0.5)
			}
		}
	}
	if changed || l.fading || l.pal != pal || first {
		l.pal = pal
		l.writePixels()
	}
}

// writePixels uploads the darkness, premultiplied, into the overlay image.
func (l *lightLayer) writePixels() {
	d := l.pal.Dark
	// Lit squares get a faint warm wash, premultiplied.
	const litAlpha = 0.1
	fl := l.pal.FloorLit
	lit := [4]float64{float64(fl.R) * litAlpha, float64(fl.G) * litAlpha, float64(fl.B) * litAlpha, 255 * litAlpha}
	w := l.w
	stride := w * lightSub
	for i, v := range l.shown {
		x, y := i%w, i/w
		for sy := range lightSub {
			for sx := range lightSub {
				k := float64(v)
				if v > 0 {
					k = l.penumbra(x, y, (float64(sx)+0.5)/lightSub, (float64(sy)+0.5)/lightSub)
				}
				o := 4 * ((y*lightSub+sy)*stride + x*lightSub + sx)
				t := k / 255
				l.pix[o+0] = uint8(lit[0]*(1-t) + float64(d.R)*t)
				l.pix[o+1] = uint8(lit[1]*(1-t) + float64(d.G)*t)
				l.pix[o+2] = uint8(lit[2]*(1-t) + float64(d.B)*t)
				l.pix[o+3] = uint8(lit[3]*(1-t) + float64(d.A)*t)
			}
		}
	}
	l.img.WritePixels(l.pix)
	l.version++
}

// penumbra returns the darkness at (u, v), a point inside square (x, y) in
// fractions of a square: the square's own darkness, lightened near any
// lighter neighbour.
func (l *lightLayer) penumbra(x, y int, u, v float64) float64 {
	w, h := l.w, l.h
	own := float64(l.shown[y*w+x])
	best := own
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			nx, ny := x+dx, y+dy
			if nx < 0 || ny < 0 || nx >= w || ny >= h || dx == 0 && dy == 0 {
				continue
			}
			n := float64(l.shown[ny*w+nx])
			if n >= best {
				continue
			}
			ex := math.Max(0, math.Max(float64(dx)-u, u-float64(dx+1)))
			ey := math.Max(0, math.Max(float64(dy)-v, v-float64(dy+1)))
			f := math.Min(1, 0.55+2*math.Hypot(ex, ey))
			best = math.Min(best, n+(own-n)*f)
		}
	}
	return best
}

// darkness returns how dark square p looks now, from 0 (lit) to 1.
func (l *lightLayer) darkness(p Point) float64 {
	if p.X < 0 || p.Y < 0 || p.X >= l.w || p.Y >= l.h || len(l.shown) != l.w*l.h {
		return 1
	}
	return float64(l.shown[p.Y*l.w+p.X]) / 255
}

// glowSpot is a light to draw a glow for, at its place in 1/32 squares.
type glowSpot struct {
	x, y    int32
	r       int32
	lantern bool
}

// gather lists the glows of the fixed lights and of the lanterns carried by
// living models, at their animated places, and reports whether the list
// differs from the last one drawn.
func (l *lightLayer) gather(s *Scene, a *Animator) bool {
	l.spots = l.spots[:0]
	for _, li := range s.Lights {
		l.spots = append(l.spots, glowSpot{int32(li.At.X) * 32, int32(li.At.Y) * 32, int32(li.Radius), false})
	}
	for i := range s.Models {
		m := &s.Models[i]
		r := m.Lantern
		if r == 0 || m.Dead {
			continue
		}
		x, y := float64(m.At.X), float64(m.At.Y)
		if ax, ay, ok := a.ModelPos(i); ok {
			x, y = ax, ay
		}
		l.spots = append(l.spots, glowSpot{int32(math.Round(x * 32)), int32(math.Round(y * 32)), int32(r), true})
	}
	if slices.Equal(l.spots, l.drawn) {
		return false
	}
	l.drawn = append(l.drawn[:0], l.spots...)
	return true
}

// drawDarkness draws the darkness overlay on a map whose top-left corner is
// at (ox, oy), with squares of cs pixels.
func (l *lightLayer) drawDarkness(dst *ebiten.Image, br *render.Brush, ox, oy, cs float64) {
	br.Stretch(dst, l.img, ox, oy, cs/lightSub, cs/lightSub)
}

// drawGlows adds the steady glow of every light gathered.
func (l *lightLayer) drawGlows(dst *ebiten.Image, br *render.Brush, ox, oy, cs float64, pal *Palette) {
	glow := l.glowImage()
	gs := float64(glow.Bounds().Dx())
	for _, s := range l.spots {
		cx, cy := ox+(float64(s.x)/32+0.5)*cs, oy+(float64(s.y)/32+0.5)*cs
		a := float32(0.3)
		if s.lantern {
			a = 0.24
		}
		br.Glow(dst, glow, cx, cy, 2*(float64(s.r)+0.6)*cs/gs, pal.Glow, a)
	}
}

// drawFlames adds the small flickering glow of each fixed light's flame.
// It is cheap enough to draw every frame.
func (l *lightLayer) drawFlames(dst *ebiten.Image, b *Board, s *Scene, pal *Palette) {
	glow := l.glowImage()
	gs := float64(glow.Bounds().Dx())
	cs := float64(b.cs)
	for k, li := range s.Lights {
		cx, cy := b.CellCentre(float64(li.At.X), float64(li.At.Y))
		b.br.Glow(dst, glow, cx, cy, 1.5*cs/gs, pal.Flame, float32(0.5*l.flicker(k)))
	}
}

// flicker returns a wavering brightness between about 0.6 and 1 for light k.
func (l *lightLayer) flicker(k int) float64 {
	t := float64(l.frame)
	return 0.8 + 0.12*math.Sin(t*0.11+float64(k)*1.9) + 0.08*math.Sin(t*0.37+float64(k)*0.7)
}

// glowImage returns a soft white disc that fades to nothing at its rim.
func (l *lightLayer) glowImage() *ebiten.Image {
	if l.glow != nil {
		return l.glow
	}
	const n = 96
	pix := make([]byte, 4*n*n)
	for j := range n {
		for i := range n {
			d := math.Hypot(float64(i)+0.5-n/2, float64(j)+0.5-n/2) / (n / 2)
			v := 0.0
			if d < 1 {
				v = (1 - d) * (1 - d)
			}
			b := uint8(v*255 + 0.5)
			pix[4*(j*n+i)], pix[4*(j*n+i)+1], pix[4*(j*n+i)+2], pix[4*(j*n+i)+3] = b, b, b, b
		}
	}
	l.glow = ebiten.NewImage(n, n)
	l.glow.WritePixels(pix)
	return l.glow
}
