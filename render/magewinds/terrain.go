package magewinds

import (
	"cmp"
	"image/color"
	"math"
	"skirmish/render"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// terrainLook is how one height of terrain is drawn. The heights differ in
// brightness (light, middling, dark), in outline (dashed, dotted, solid and
// thick), in pattern (dots, hatching, cross-hatching) and in shadow, so any
// one of those cues tells them apart.
type terrainLook struct {
	fill, mark, edge, text color.RGBA
	shadow                 float64 // the shadow's offset, in inches
}

var terrainLooks = [4]terrainLook{
	Ground: {fill: render.RGB(0x6f7c55), mark: render.RGB(0x56633f), edge: render.RGB(0x4d5838), text: render.RGB(0x1f2416)},
	Low:    {fill: render.RGB(0xdccf9f), mark: render.RGB(0x9d8a5a), edge: render.RGB(0x6a5630), text: render.RGB(0x3a2e16), shadow: 0.025},
	Medium: {fill: render.RGB(0xa48e6c), mark: render.RGB(0x6e5b41), edge: render.RGB(0x3a2c1c), text: render.RGB(0x22180d), shadow: 0.07},
	High:   {fill: render.RGB(0x3b3541), mark: render.RGB(0x625a6b), edge: render.RGB(0x0f0d12), text: render.RGB(0xf3ead8), shadow: 0.14},
}

// paintTerrain draws every feature, lowest first so that higher ones cover
// lower ones, with all shadows underneath and all names on top, each name
// clear of the markers and their names (markerArea).
func (f *Field) paintTerrain(img *ebiten.Image, ts []Terrain, ms []Marker) {
	var clear [][4]float64
	for _, m := range ms {
		x0, y0, x1, y1 := f.markerArea(m)
		ox, oy := f.loc(Pt{0, 0})
		px, py := f.px(Pt{0, 0})
		dx, dy := ox-px, oy-py // the static layer's offset from the screen
		clear = append(clear, [4]float64{x0 + dx, y0 + dy, x1 + dx, y1 + dy})
	}
	order := make([]int, len(ts))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(ts[a].Height, ts[b].Height) })
	polys := make([][]float64, len(ts))
	for i := range ts {
		xy := make([]float64, 0, 2*len(ts[i].Poly))
		for _, p := range ts[i].Poly {
			x, y := f.loc(p)
			xy = append(xy, x, y)
		}
		polys[i] = xy
	}
	for _, i := range order {
		t := &ts[i]
		if len(polys[i]) < 6 || t.Height > High {
			continue
		}
		lk := terrainLooks[t.Height]
		if lk.shadow > 0 {
			d := lk.shadow * f.scale
			layers := 1
			if t.Height == High {
				layers = 3
			}
			for l := layers; l >= 1; l-- {
				o := d * float64(l) / float64(layers)
				fillPoly(img, polys[i], o*0.7, o, color.RGBA{0, 0, 0, uint8(110 / layers)})
			}
		}
	}
	for _, i := range order {
		if len(polys[i]) >= 6 && ts[i].Height <= High {
			f.paintFeature(img, ts[i].Height, polys[i])
		}
	}
	for _, i := range order {
		if len(polys[i]) >= 6 && ts[i].Height <= High && ts[i].Name != "" {
			f.paintTerrainName(img, ts[i].Name, ts[i].Height, polys[i], clear)
		}
	}
}

// paintFeature draws one feature's fill, pattern and outline.
func (f *Field) paintFeature(img *ebiten.Image, h Height, xy []float64) {
	lk := terrainLooks[h]
	k := &f.br
	s := f.scale
	fillPoly(img, xy, 0, 0, lk.fill)
	closed := append(slices.Clip(xy), xy[0], xy[1])
	switch h {
	case Ground:
		hatch(xy, 0, math.Max(4, s*0.2), func(ax, ay, bx, by float64) {
			k.Polyline([]float64{ax, ay, bx, by}, 1, s*0.08, s*0.12, false, lk.mark, 0.6)
		})
		k.Polyline(closed, 1, 0, 0, false, lk.edge, 0.6)
	case Low:
		// Sparse dots in staggered rows; a dashed outline.
		step := math.Max(6, s*0.34)
		r := math.Max(1, s*0.03)
		x0, y0, x1, y1 := rectOf(xy)
		for row, y := 0, y0+step/2; y < y1; row, y = row+1, y+step*0.866 {
			off := step / 2 * float64(row%2)
			for x := x0 + step/2 + off; x < x1; x += step {
				if inside(xy, x, y) {
					k.Disc(x, y, r, lk.mark, 0.9)
				}
			}
		}
		k.Polyline(closed, 1, 0, 0, false, lk.edge, 0.35)
		w := math.Max(1.8, s*0.05)
		k.Polyline(closed, w, math.Max(5, s*0.2), math.Max(3, s*0.11), false, lk.edge, 1)
	case Medium:
		// Diagonal hatching; a dotted outline.
		hatch(xy, -math.Pi/4, math.Max(4, s*0.16), func(ax, ay, bx, by float64) {
			k.Line(ax, ay, bx, by, math.Max(1, s*0.025), lk.mark, 0.75)
		})
		k.Polyline(closed, 1.2, 0, 0, false, lk.edge, 0.55)
		d := math.Max(3.2, s*0.085)
		k.Polyline(closed, d, d*0.01, d*0.9, true, lk.edge, 1)
	case High:
		// Cross-hatching; a thick solid outline with a lit inner rim.
		sp := math.Max(4, s*0.17)
		w := math.Max(1, s*0.025)
		for _, a := range [2]float64{-math.Pi / 4, math.Pi / 4} {
			hatch(xy, a, sp, func(ax, ay, bx, by float64) { k.Line(ax, ay, bx, by, w, lk.mark, 0.8) })
		}
		k.Polyline(closed, math.Max(3.5, s*0.1), 0, 0, false, lk.edge, 1)
		k.Polyline(closed, math.Max(1, s*0.025), 0, 0, false, render.RGB(0x9a90a6), 0.8)
	}
	k.Flush(img)
}

// paintTerrainName writes a feature's name inside it, clear of the
// rectangles of clear (x0, y0, x1, y1), when it fits.
func (f *Field) paintTerrainName(img *ebiten.Image, name string, h Height, xy []float64, clear [][4]float64) {
	fs := math.Min(14, math.Max(8, f.scale*0.2))
	fc := face(fs, true)
	w, th := text.Measure(name, fc, fc.Size*1.15)
	w, th = w+fs*0.6, th+fs*0.2
	cx, cy, ok := labelSpot(xy, w, th, clear)
	if !ok {
		return
	}
	lk := terrainLooks[h]
	halo := render.Lighten(lk.fill, 0.5)
	if h == High {
		halo = render.Darken(lk.fill, 0.6)
	}
	k := &f.br
	k.Capsule(cx-w/2+th/2, cx+w/2-th/2, cy, th/2, halo, 0.55)
	k.Flush(img)
	label(img, &f.top, name, fc, cx, cy, lk.text, 1)
}

// labelSpot finds where a w×h label fits inside the polygon without
// touching any rectangle of clear: its centroid, or failing that the middle
// of its bounding box, or else a spot nearer its edges.
func labelSpot(xy []float64, w, h float64, clear [][4]float64) (x, y float64, ok bool) {
	fits := func(x, y float64) bool {
		for _, d := range [5][2]float64{{0, 0}, {-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			if !inside(xy, x+d[0]*w/2, y+d[1]*h/2) {
				return false
			}
		}
		for _, c := range clear {
			if x+w/2 > c[0] && x-w/2 < c[2] && y+h/2 > c[1] && y-h/2 < c[3] {
				return false
			}
		}
		return true
	}
	if x, y, ok := centroid(xy); ok && fits(x, y) {
		return x, y, true
	}
	x0, y0, x1, y1 := rectOf(xy)
	for _, fy := range [...]float64{0.5, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9} {
		for _, fx := range [...]float64{0.5, 0.3, 0.7} {
			x, y = x0+(x1-x0)*fx, y0+(y1-y0)*fy
			if fits(x, y) {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// centroid returns the area centroid of a simple polygon.
func centroid(xy []float64) (x, y float64, ok bool) {
	var a, cx, cy float64
	n := len(xy) / 2
	for i := range n {
		j := (i + 1) % n
		x0, y0, x1, y1 := xy[2*i], xy[2*i+1], xy[2*j], xy[2*j+1]
		c := x0*y1 - x1*y0
		a += c
		cx += (x0 + x1) * c
		cy += (y0 + y1) * c
	}
	if math.Abs(a) < 1e-9 {
		return 0, 0, false
	}
	return cx / (3 * a), cy / (3 * a), true
}

// inside reports whether (x, y) is inside the polygon (even-odd rule).
func inside(xy []float64, x, y float64) bool {
	in := false
	n := len(xy) / 2
	for i, j := 0, n-1; i < n; j, i = i, i+1 {
		xi, yi, xj, yj := xy[2*i], xy[2*i+1], xy[2*j], xy[2*j+1]
		if (yi > y) != (yj > y) && x < (xj-xi)*(y-yi)/(yj-yi)+xi {
			in = !in
		}
	}
	return in
}

// hatch calls seg for each piece, inside the polygon, of parallel lines at
// angle (radians) spaced apart by step pixels.
func hatch(xy []float64, angle, step float64, seg func(ax, ay, bx, by float64)) {
	dx, dy := math.Cos(angle), math.Sin(angle)
	nx, ny := -dy, dx
	n := len(xy) / 2
	lo, hi := math.Inf(1), math.Inf(-1)
	for i := range n {
		s := xy[2*i]*nx + xy[2*i+1]*ny
		lo, hi = math.Min(lo, s), math.Max(hi, s)
	}
	var us []float64
	for s := math.Ceil(lo/step) * step; s <= hi; s += step {
		us = us[:0]
		for i := range n {
			j := (i + 1) % n
			px, py, qx, qy := xy[2*i], xy[2*i+1], xy[2*j], xy[2*j+1]
			sp, sq := px*nx+py*ny, qx*nx+qy*ny
			if (sp <= s) == (sq <= s) {
				continue
			}
			t := (s - sp) / (sq - sp)
			us = append(us, (px+(qx-px)*t)*dx+(py+(qy-py)*t)*dy)
		}
		slices.Sort(us)
		for i := 0; i+1 < len(us); i += 2 {
			seg(dx*us[i]+nx*s, dy*us[i]+ny*s, dx*us[i+1]+nx*s, dy*us[i+1]+ny*s)
		}
	}
}

// fillPoly fills the polygon xy, moved by (ox, oy), on img with the
// premultiplied colour c, anti-aliased, on the GPU: the static layer has
// few of them.
func fillPoly(img *ebiten.Image, xy []float64, ox, oy float64, c color.RGBA) {
	var p vector.Path
	p.MoveTo(float32(xy[0]+ox), float32(xy[1]+oy))
	for i := 2; i+1 < len(xy); i += 2 {
		p.LineTo(float32(xy[i]+ox), float32(xy[i+1]+oy))
	}
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(img, &p, nil, op)
}
