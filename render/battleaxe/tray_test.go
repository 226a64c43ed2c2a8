package battleaxe

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// drawTray draws d in a 560x300 tray and reads it back.
func drawTray(tr *Tray, d *Dice) (*image.RGBA, image.Rectangle) {
	area := image.Rect(0, 0, 560, 300)
	dst := ebiten.NewImage(area.Dx(), area.Dy())
	tr.Draw(dst, area, d, nil)
	img := pixeltest.Snapshot(dst)
	dst.Deallocate()
	return img, area
}

// sameRect reports whether rectangle r looks the same in a and b.
func sameRect(a, b *image.RGBA, r image.Rectangle) bool {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !near(a.RGBAAt(x, y), b.RGBAAt(x, y), 8) {
				return false
			}
		}
	}
	return true
}

// TestD100ShowsTensAndUnits rolls D100 results and checks that the first
// die shows the tens and the second the units: 37 and 38 share their tens
// die, 37 and 47 their units die, and 100 reads as 00 and 0, the tens of 5
// and the units of 10.
func TestD100ShowsTensAndUnits(t *testing.T) {
	needDisplay(t)
	var tr Tray
	look := map[int]*image.RGBA{}
	var area image.Rectangle
	for _, v := range []int{37, 38, 47, 100, 5, 10} {
		d := &Dice{T: 1, Rolls: []Roll{{Kind: Percent, Value: v}}}
		look[v], area = drawTray(&tr, d)
	}
	d := &Dice{T: 1, Rolls: []Roll{{Kind: Percent}}}
	tens, units := tr.DieRect(area, d, 0, 0), tr.DieRect(area, d, 0, 1)
	for _, c := range []struct {
		a, b  int
		r     image.Rectangle
		which string
		same  bool
	}{
		{37, 38, tens, "tens", true}, {37, 47, tens, "tens", false},
		{37, 47, units, "units", true}, {37, 38, units, "units", false},
		{100, 5, tens, "tens", true}, {100, 10, units, "units", true}, {100, 10, tens, "tens", false},
	} {
		if got := sameRect(look[c.a], look[c.b], c.r); got != c.same {
			t.Errorf("%d and %d: same %s die %v, want %v", c.a, c.b, c.which, got, c.same)
		}
	}
}

// TestVitalHitCallout checks that a roll marked Vital draws the callout
// once the dice are at rest, and not while they tumble.
func TestVitalHitCallout(t *testing.T) {
	needDisplay(t)
	var tr Tray
	pal := NewPalette(render.NewPalette(false))
	burst := func(d *Dice) int {
		img, area := drawTray(&tr, d)
		return pixeltest.Count(img, area, func(c color.RGBA) bool { return near(c, pal.Caution, 10) })
	}
	plain := burst(&Dice{T: 1, Rolls: []Roll{{Kind: Percent, Value: 3, Target: 55, Outcome: Success, Word: "HIT"}}})
	vital := burst(&Dice{T: 1, Rolls: []Roll{{Kind: Percent, Value: 3, Target: 55, Outcome: Success, Word: "HIT", Vital: true}}})
	rolling := burst(&Dice{T: 0.3, Rolls: []Roll{{Kind: Percent, Value: 3, Target: 55, Outcome: Success, Word: "HIT", Vital: true}}})
	if vital < plain+500 || rolling > plain+50 {
		t.Errorf("callout pixels: %d plain, %d vital, %d vital still rolling; want the burst only at rest", plain, vital, rolling)
	}
}

// TestOutcomesDiffer checks that a success and a failure are marked in
// their colours.
func TestOutcomesDiffer(t *testing.T) {
	needDisplay(t)
	var tr Tray
	pal := NewPalette(render.NewPalette(false))
	count := func(o Outcome, c color.RGBA) int {
		img, area := drawTray(&tr, &Dice{T: 1, Rolls: []Roll{{Kind: Percent, Value: 40, Target: 55, Outcome: o}}})
		return pixeltest.Count(img, area, func(k color.RGBA) bool { return near(k, c, 10) })
	}
	if g, b := count(Success, pal.Good), count(Success, pal.Bad); g < 100 || b > 0 {
		t.Errorf("a success: %d good and %d bad pixels", g, b)
	}
	if g, b := count(Failure, pal.Good), count(Failure, pal.Bad); b < 100 || g > 0 {
		t.Errorf("a failure: %d good and %d bad pixels", g, b)
	}
}
