package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
)

// threeRows is a tray of three rows: two dice on top, one moving from the
// first column to the last in the middle, and an empty bottom row.
func threeRows() *TrayDice {
	return &TrayDice{
		Rows: []TrayRow{{Label: "Hits"}, {Label: "Saves"}, {Label: "Spare", Empty: "none"}},
		Dice: []TrayDie{
			{Value: 3, Kind: AttackDie, Col: 0, End: 0},
			{Value: 5, Kind: AttackDie, Col: 1, End: 1, Picked: true},
			{Value: 2, Kind: DefenceDie, Row: 1, Col: 0, End: 2.5},
		},
	}
}

func TestTrayLayoutRows(t *testing.T) {
	d := threeRows()
	for _, area := range []image.Rectangle{image.Rect(0, 0, 640, 240), image.Rect(30, 500, 400, 600), image.Rect(0, 0, 200, 120)} {
		var tr Tray
		tr.Layout(area, d)
		die := tr.DieSize()
		for i := range d.Dice {
			if r := tr.DieRect(i); !r.In(area) || r.Dx() != die || r.Dy() != die {
				t.Errorf("%v: die %d at %v, not a %d die inside", area, i, r, die)
			}
		}
		a, b, c := tr.DieRect(0), tr.DieRect(1), tr.DieRect(2)
		if a.Min.Y != b.Min.Y || c.Min.Y <= a.Max.Y {
			t.Errorf("%v: rows at %d, %d and %d; want the first two together, the third below", area, a.Min.Y, b.Min.Y, c.Min.Y)
		}
		// Column 2.5 lies one and a half steps right of column 1.
		step := b.Min.X - a.Min.X
		if want := a.Min.X + step*5/2; c.Min.X < want-1 || c.Min.X > want+1 {
			t.Errorf("%v: the die in column 2.5 is at x=%d, want %d (columns %d apart)", area, c.Min.X, want, step)
		}
		if len(tr.rowY) != 3 || tr.rowY[2]+die > area.Max.Y {
			t.Errorf("%v: rows %v; want three inside", area, tr.rowY)
		}
		for i := range d.Dice {
			r := tr.DieRect(i)
			if j, ok := tr.DieAt(r.Min.X+1, r.Max.Y-1); !ok || j != i {
				t.Errorf("%v: DieAt on die %d = %d, %v", area, i, j, ok)
			}
		}
		if _, ok := tr.DieAt(area.Min.X, area.Min.Y); ok {
			t.Errorf("%v: DieAt found a die in the corner", area)
		}
	}
}

// TestTrayDraw draws the tray at rest and checks the marks of each state:
// the picked die wears a halo of the good colour, and the die being sorted
// is drawn where its sorting has brought it.
func TestTrayDraw(t *testing.T) {
	gameloop.NeedWindow(t)
	pal := NewPalette(false)
	d := threeRows()
	d.Sorted = true
	var tr Tray
	area := image.Rect(0, 0, 640, 240)
	dst := ebiten.NewImage(640, 240)
	tr.Layout(area, d)
	tr.Draw(dst, d, -1, TrayAtRest, pal)
	img := pixeltest.Snapshot(dst)
	halo := func(r image.Rectangle) int {
		n := 0
		for x := r.Min.X; x < r.Max.X; x++ {
			for _, y := range []int{r.Min.Y - 3, r.Min.Y - 2} {
				if near(img.RGBAAt(x, y), pal.Good, 40) {
					n++
				}
			}
		}
		return n
	}
	if n := halo(tr.DieRect(1).Add(image.Pt(0, -tr.DieSize()*6/100))); n < tr.DieSize()/2 {
		t.Errorf("the picked die has %d pixels of halo above it, want a rim", n)
	}
	if n := halo(tr.DieRect(0)); n > 0 {
		t.Errorf("a plain die has %d pixels of the picked halo", n)
	}
	// Halfway through the sorting the middle die has slid all the way (the
	// slide takes the first half); at the start it is still in column 0.
	for _, m := range []struct {
		sort      float64
		at, empty image.Rectangle
	}{{0, tr.at[2], tr.end[2]}, {0.5, tr.end[2], tr.at[2]}} {
		dst.Clear()
		tr.Draw(dst, d, -1, TrayMotion{Tumble: 1, Sort: m.sort}, pal)
		img := pixeltest.Snapshot(dst)
		mid := image.Pt(tr.DieSize()/2, tr.DieSize()/2)
		if c := m.at.Min.Add(mid); !near(img.RGBAAt(c.X, c.Y), pal.Defence, 60) {
			t.Errorf("sort %v: the Defence Die's face at %v is %v, want near %v", m.sort, c, img.RGBAAt(c.X, c.Y), pal.Defence)
		}
		if c := m.empty.Min.Add(mid); !near(img.RGBAAt(c.X, c.Y), pal.Tray, 8) {
			t.Errorf("sort %v: %v is %v, want the felt %v", m.sort, c, img.RGBAAt(c.X, c.Y), pal.Tray)
		}
	}
}
