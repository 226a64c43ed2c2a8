package geom

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// cell is the size of one character of a drawn map: half an inch.
const cell = Inch / 2

// drawn is a battlefield drawn as text, one character per ½" square, the
// first row along the Y=0 edge and the first column along X=0:
//
//	'.'  open ground        '#'  high obstacle
//	'='  medium obstacle    '~'  low obstacle
//	'_'  ground feature     'A'..'Z'  a base centred in that square
//
// Horizontal runs of one obstacle become a rectangle, and rectangles with
// the same columns in consecutive rows merge, so a drawn wall is one
// feature. Parts not drawn are open ground.
type drawn struct {
	field *Field
	at    map[byte]Point
}

// mid returns the centre of the square in column c, row r.
func mid(c, r int) Point { return Point{int64(c)*cell + cell/2, int64(r)*cell + cell/2} }

func draw(t testing.TB, rows ...string) drawn {
	t.Helper()
	heights := map[byte]Height{'_': Ground, '~': Low, '=': Medium, '#': High}
	type rect struct {
		ch             byte
		x0, x1, y0, y1 int // cells, x1 and y1 exclusive
	}
	var rects []rect
	d := drawn{field: &Field{}, at: map[byte]Point{}}
	for r, row := range rows {
		// every character a map knows is ASCII: name any other whole
		if i := strings.IndexFunc(row, func(ch rune) bool { return ch >= utf8.RuneSelf }); i >= 0 {
			ch, _ := utf8.DecodeRuneInString(row[i:])
			t.Fatalf("map: unknown character %q in row %d, column %d", ch, r, utf8.RuneCountInString(row[:i]))
		}
		for c := 0; c < len(row); {
			ch := row[c]
			switch {
			case ch >= 'A' && ch <= 'Z':
				if _, dup := d.at[ch]; dup {
					t.Fatalf("map: %c drawn twice", ch)
				}
				d.at[ch] = mid(c, r)
				c++
				continue
			case ch == '.' || ch == ' ':
				c++
				continue
			}
			if _, ok := heights[ch]; !ok {
				t.Fatalf("map: unknown character %q in row %d", ch, r)
			}
			e := c
			for e < len(row) && row[e] == ch {
				e++
			}
			merged := false
			for i := range rects {
				q := &rects[i]
				if q.ch == ch && q.x0 == c && q.x1 == e && q.y1 == r {
					q.y1++
					merged = true
					break
				}
			}
			if !merged {
				rects = append(rects, rect{ch, c, e, r, r + 1})
			}
			c = e
		}
	}
	for i, q := range rects {
		x0, x1 := int64(q.x0)*cell, int64(q.x1)*cell
		y0, y1 := int64(q.y0)*cell, int64(q.y1)*cell
		f := Feature{
			Name:   fmt.Sprintf("%c%d", q.ch, i),
			Height: heights[q.ch],
			Poly:   []Point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}},
		}
		if err := f.Validate(); err != nil {
			t.Fatal(err)
		}
		d.field.Features = append(d.field.Features, f)
	}
	return d
}

// p returns the centre of the base drawn as letter ch.
func (d drawn) p(t testing.TB, ch byte) Point {
	t.Helper()
	p, ok := d.at[ch]
	if !ok {
		t.Fatalf("map: no %c", ch)
	}
	return p
}

// mover returns a Mover on the drawn field blocked by the bases drawn with
// the given letters.
func (d drawn) mover(t testing.TB, blockers string) *Mover {
	t.Helper()
	m := &Mover{Field: d.field}
	for i := 0; i < len(blockers); i++ {
		m.Blockers = append(m.Blockers, d.p(t, blockers[i]))
	}
	return m
}

// checkPath fails unless path is a legal move from `from` for m: every
// segment SegmentClear, ending at `to` where the base can stand, its length
// the sum of the rounded-up segment lengths and at most limit.
func checkPath(t testing.TB, m *Mover, from, to Point, path []Point, length, limit int64) {
	t.Helper()
	if len(path) == 0 {
		if from != to || length != 0 {
			t.Fatalf("empty path from %v to %v, length %d", from, to, length)
		}
		return
	}
	if path[len(path)-1] != to {
		t.Fatalf("path %v does not end at %v", path, to)
	}
	if !m.CanStand(to) {
		t.Fatalf("path ends at %v where the base cannot stand", to)
	}
	sum, at := int64(0), from
	for _, p := range path {
		if !m.SegmentClear(at, p) {
			t.Fatalf("path %v: segment %v -> %v is not clear", path, at, p)
		}
		sum += ceilDist(at, p)
		at = p
	}
	if sum != length {
		t.Fatalf("path %v: length %d, segments add up to %d", path, length, sum)
	}
	if length > limit {
		t.Fatalf("path %v: length %d over the limit %d", path, length, limit)
	}
}
