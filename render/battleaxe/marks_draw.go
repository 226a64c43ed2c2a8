package battleaxe

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// costText holds the strings of move costs, made once.
var costText = func() [64]string {
	var t [64]string
	for i := range t {
		t[i] = strconv.Itoa(i)
	}
	return t
}()

// numberText returns the string of n, without allocating for small ones.
func numberText(n int) string {
	if n >= 0 && n < len(costText) {
		return costText[n]
	}
	return "+"
}

// drawMarksUnder draws the marks that lie on the floor, under the minis:
// the squares a hero may move to, with their cost, and the path
// previewed.
func (b *Board) drawMarksUnder(dst *ebiten.Image, s *Scene, m *Marks) {
	pal := b.pal
	dot := b.sprites.get(sprDot, b.px, 0, 0, "")
	k := b.cs / float64(b.px)
	for _, r := range m.Moves {
		sr := s.SquareRect(r.At)
		x, y := float64(sr.Min.X), float64(sr.Min.Y)
		b.br.Rect(dst, x+1, y+1, float64(sr.Dx())-2, float64(sr.Dy())-2, pal.Reach, 0.22)
		b.br.Frame(dst, x+1, y+1, float64(sr.Dx())-2, float64(sr.Dy())-2, math.Max(1, b.cs/24), pal.Reach, 0.6)
		cx, cy := s.Centre(r.At)
		b.br.Sprite(dst, dot, cx, cy, k, k, 0, pal.Reach, 0.95)
		if r.Cost > 0 && b.cs >= 22 {
			size := math.Round(math.Max(9, b.cs*0.24))
			b.label(dst, numberText(r.Cost), render.BoldFace(size), x+b.cs*0.78, y+b.cs*0.22, pal.Text, 0.95)
		}
	}
	if len(m.Path) > 1 {
		b.xy = b.xy[:0]
		for _, p := range m.Path {
			x, y := s.Centre(p)
			b.xy = append(b.xy, x, y)
		}
		w := math.Max(2, b.cs*0.09)
		b.br.Polyline(b.xy, w+2*math.Max(1, b.cs/36), 0, 0, true, pal.Outline, 0.9)
		b.br.Polyline(b.xy, w, 0, 0, true, pal.Path, 1)
		n := len(b.xy)
		b.arrowHead(b.xy[n-4], b.xy[n-3], b.xy[n-2], b.xy[n-1], w*2.6, pal.Path)
		b.br.Flush(dst)
	}
}

// arrowHead gathers an arrowhead at (x1, y1) pointing away from (x0, y0),
// size pixels long, outlined.
func (b *Board) arrowHead(x0, y0, x1, y1, size float64, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	dx, dy = dx/n, dy/n
	ow := math.Max(1, size/8)
	bx, by := x1-dx*size, y1-dy*size
	px, py := -dy*size*0.55, dx*size*0.55
	b.br.Triangle(x1+dx*ow*1.5, y1+dy*ow*1.5, bx+px*1.2-dx*ow, by+py*1.2-dy*ow, bx-px*1.2-dx*ow, by-py*1.2-dy*ow, b.pal.Outline, 1)
	b.br.Triangle(x1, y1, bx+px, by+py, bx-px, by-py, c, 1)
}

// drawMarksOver draws the marks that must be seen over the minis: the
// hovered and the selected mini, targets, the enemy phase and the
// players' cursors.
func (b *Board) drawMarksOver(dst *ebiten.Image, s *Scene, m *Marks) {
	pal := b.pal
	b.ringAround(dst, s, m.Hover, pal.Hover, 0.7)
	b.ringAround(dst, s, m.Selected, pal.Selection, 1)
	k := b.cs / float64(b.px)
	for i, pts := range [2][]Point{m.Fights, m.Shots} {
		kind := sprCross
		if i == 1 {
			kind = sprScope
		}
		img := b.sprites.get(kind, b.px, 0, 0, "")
		for _, p := range pts {
			// A target under a mini is marked round the whole mini.
			cx, cy := s.Centre(p)
			sc := k
			if i := s.MiniAt(p); i >= 0 {
				cx, cy = s.MiniCentre(i)
				w, h := s.Minis[i].size()
				sc = k * float64(w+h) / 2 // 1.5 squares across a 2x1 mini, 2 across a 2x2
			}
			b.br.Sprite(dst, img, cx, cy, sc, sc, 0, pal.Target, 1)
		}
	}
	if m.Enemy.On {
		b.drawEnemyMark(dst, s, &m.Enemy)
	}
	for i := range m.Cursors {
		b.drawCursor(dst, s, &m.Cursors[i])
	}
}

// ringAround draws a ring in c round mini i, if there is one.
func (b *Board) ringAround(dst *ebiten.Image, s *Scene, i int, c color.RGBA, a float32) {
	if i < 0 || i >= len(s.Minis) || s.Minis[i].Gone || s.Minis[i].Carrier != 0 {
		return
	}
	mi := &s.Minis[i]
	sw, sh := lookOf(mi).squares()
	across := max(sw, sh)
	ring := b.sprites.get(sprRing, b.px, across, 0, "")
	cx, cy := s.MiniCentre(i)
	k := b.cs * float64(across) / float64(b.px*across)
	b.br.Sprite(dst, ring, cx, cy, k, k, 0, c, a)
}

// drawCursor draws a player's cursor: corner brackets round the square in
// the player's colour, and the player's number in the corner that is
// theirs (top-left for player 1, then clockwise), so that four cursors on
// one square stay apart.
func (b *Board) drawCursor(dst *ebiten.Image, s *Scene, c *Cursor) {
	pal := b.pal
	col := pal.Side[c.Player&3]
	r := s.SquareRect(c.At)
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	w := math.Max(2, math.Round(b.cs/12))
	l := b.cs * 0.32
	ow := math.Max(1, w/2)
	for _, pass := range [2]struct {
		w float64
		c color.RGBA
	}{{w + 2*ow, pal.Outline}, {w, col}} {
		for _, cn := range [4][4]float64{{x0, y0, 1, 1}, {x1, y0, -1, 1}, {x1, y1, -1, -1}, {x0, y1, 1, -1}} {
			b.br.Line(cn[0], cn[1]+cn[3]*w/2, cn[0]+cn[2]*l, cn[1]+cn[3]*w/2, pass.w, pass.c, 1)
			b.br.Line(cn[0]+cn[2]*w/2, cn[1], cn[0]+cn[2]*w/2, cn[1]+cn[3]*l, pass.w, pass.c, 1)
		}
	}
	corner := [4][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}[c.Player&3]
	size := math.Round(math.Max(10, 12*s.scale()))
	bx, by := corner[0], corner[1]
	b.br.Disc(bx, by, size*0.72, pal.Outline, 1)
	b.br.Disc(bx, by, size*0.72-math.Max(1, size/10), col, 1)
	b.br.Flush(dst)
	b.label(dst, numberText(c.Player+1), render.BoldFace(size), bx, by, pal.Outline, 1)
}

// drawEnemyMark draws the enemy phase: a ring round the acting enemy, an
// arrow to its target, and the rule that chose the target on a plate near
// it.
func (b *Board) drawEnemyMark(dst *ebiten.Image, s *Scene, e *EnemyMark) {
	if e.Actor < 0 || e.Actor >= len(s.Minis) {
		return
	}
	pal := b.pal
	b.ringAround(dst, s, e.Actor, pal.Caution, 1)
	ax, ay := s.MiniCentre(e.Actor)
	var tx, ty, tr float64
	if e.Target >= 0 && e.Target < len(s.Minis) {
		tx, ty = s.MiniCentre(e.Target)
		w, h := s.Minis[e.Target].size()
		tr = b.cs * float64(max(w, h)) * 0.5
		b.ringAround(dst, s, e.Target, pal.Target, 1)
	} else {
		tx, ty = s.Centre(e.To)
		tr = b.cs * 0.3
	}
	w, h := s.Minis[e.Actor].size()
	ar := b.cs * float64(max(w, h)) * 0.5
	dx, dy := tx-ax, ty-ay
	if n := math.Hypot(dx, dy); n > ar+tr+4 {
		dx, dy = dx/n, dy/n
		x0, y0 := ax+dx*ar, ay+dy*ar
		x1, y1 := tx-dx*(tr+2), ty-dy*(tr+2)
		lw := math.Max(3, b.cs*0.1)
		b.br.Line(x0, y0, x1-dx*lw*2, y1-dy*lw*2, lw+2*math.Max(1, lw/4), pal.Outline, 0.95)
		b.br.Line(x0, y0, x1-dx*lw*2, y1-dy*lw*2, lw, pal.Caution, 1)
		b.arrowHead(x0, y0, x1, y1, lw*3, pal.Caution)
	}
	b.br.Flush(dst)
	if e.Rule != "" {
		b.ruleLabel(dst, s, e.Rule, tx, ty-tr)
	}
}

// ruleLabel writes the rule that chose an enemy's target on a dark plate
// with a warning-coloured edge, above the point (x, y) (below when there
// is no room), kept inside Area.
func (b *Board) ruleLabel(dst *ebiten.Image, s *Scene, rule string, x, y float64) {
	pal := b.pal
	size := math.Round(14 * s.scale())
	face := render.BoldFace(size)
	tw := textWidth(rule, face)
	if room := float64(s.Area.Dx()) - 8 - size*2.1; tw > room && size > 10 { // a long rule on a narrow board: smaller
		size = math.Max(10, math.Floor(size*room/tw))
		face = render.BoldFace(size)
		tw = textWidth(rule, face)
	}
	pad := size * 0.6
	w, h := tw+2*pad+size*0.9, size+pad*1.4
	a := s.Area
	bx := math.Max(float64(a.Min.X)+4, math.Min(float64(a.Max.X)-4-w, x-w/2))
	by := y - h - size*0.5
	if by < float64(a.Min.Y)+4 {
		by = y + b.cs*1.1 + size*0.5
	}
	by = math.Min(by, float64(a.Max.Y)-4-h)
	// A tail from the plate to the target, and a warning sign on the plate.
	tx := math.Max(bx+h*0.4, math.Min(bx+w-h*0.4, x))
	if by > y {
		b.br.Triangle(tx-h*0.3, by, tx+h*0.3, by, x, y+b.cs*0.9, pal.Caution, 1)
	} else {
		b.br.Triangle(tx-h*0.3, by+h, tx+h*0.3, by+h, x, y, pal.Caution, 1)
	}
	b.br.Box(bx-2, by-2, w+4, h+4, pal.Caution, 1)
	b.br.Box(bx, by, w, h, pal.Label, 0.96)
	sx, sy, sr := bx+pad+size*0.35, by+h/2, size*0.5
	b.br.Triangle(sx, sy-sr, sx+sr*1.05, sy+sr*0.8, sx-sr*1.05, sy+sr*0.8, pal.Caution, 1)
	b.br.Flush(dst)
	b.label(dst, "!", render.BoldFace(math.Round(size*0.75)), sx, sy+sr*0.22, pal.Label, 1)
	b.label(dst, rule, face, bx+pad+size*0.9+tw/2, by+h/2, pal.Text, 1)
}
