package elements

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// allFaces returns the six faces as dice: kept in the attacker's pool,
// discarded in the defender's.
func allFaces() *Dice {
	d := &Dice{}
	for f := Fire; f <= Void; f++ {
		d.Pools[Attacker] = append(d.Pools[Attacker], Die{Face: f})
		d.Pools[Defender] = append(d.Pools[Defender], Die{Face: f, Discarded: true})
	}
	return d
}

// TestTrayFaces draws the six faces kept and discarded, in both palettes,
// and checks each die shows its face's colour, a discarded die is darker
// than the same face kept, and the chosen die is outlined in the good
// colour.
func TestTrayFaces(t *testing.T) {
	needDisplay(t)
	for _, cb := range []bool{false, true} {
		shared := render.NewPalette(cb)
		pal := NewPalette(shared)
		d := allFaces()
		d.Pools[Attacker][1].Chosen = true
		var tr Tray
		area := image.Rect(10, 20, 650, 300)
		tr.Layout(area, d)
		dst := ebiten.NewImage(700, 320)
		tr.Draw(dst, d, NoDie, render.TrayAtRest, shared)
		img := pixeltest.Snapshot(dst)
		pixeltest.Save(t, map[bool]string{false: "elements-tray", true: "elements-tray-cb"}[cb], img)
		for f := Fire; f <= Void; f++ {
			i := int(f) - 1
			kept, gone := tr.DieRect(DieRef{Attacker, i}), tr.DieRect(DieRef{Defender, i})
			body := func(k color.RGBA) bool { return near(k, pal.Face[f], 14) }
			lift := image.Pt(0, 0)
			if d.Pools[Attacker][i].Chosen {
				lift = image.Pt(0, -tr.DieSize()/8)
			}
			if n := pixeltest.Count(img, kept.Add(lift), body); n < kept.Dx()*kept.Dy()/5 {
				t.Errorf("cb %v: %v die has %d pixels of its colour %v, want a fifth of %d", cb, f, n, pal.Face[f], kept.Dx()*kept.Dy())
			}
			if k, g := pixeltest.MeanGrey(img, kept.Inset(2)), pixeltest.MeanGrey(img, gone.Inset(2)); g >= k-8 && f != Void {
				t.Errorf("cb %v: discarded %v die averages grey %.0f, kept %.0f; want darker", cb, f, g, k)
			}
		}
		chosen := tr.DieRect(DieRef{Attacker, 1})
		ring := image.Rect(chosen.Min.X-6, chosen.Min.Y-10, chosen.Max.X+6, chosen.Min.Y)
		if n := pixeltest.Count(img, ring, func(k color.RGBA) bool { return near(k, pal.Good, 16) }); n < chosen.Dx() {
			t.Errorf("cb %v: %d pixels of the good colour round the chosen die, want at least %d", cb, n, chosen.Dx())
		}
	}
}

// TestTrayLayout checks, at several sizes, that every die lies inside the
// tray, the pools do not overlap, and DieAt finds each die at its place
// and none off the dice.
func TestTrayLayout(t *testing.T) {
	d := allFaces()
	d.Pools[Defender] = d.Pools[Defender][:2]
	for _, area := range []image.Rectangle{image.Rect(0, 0, 640, 240), image.Rect(30, 500, 430, 640), image.Rect(0, 0, 220, 120), image.Rect(0, 0, 1200, 300)} {
		var tr Tray
		tr.Layout(area, d)
		for p := range 2 {
			for i := range d.Pools[p] {
				ref := DieRef{p, i}
				r := tr.DieRect(ref)
				if !r.In(area) || r.Dx() != tr.DieSize() {
					t.Errorf("%v: die %v at %v, not a %d die inside", area, ref, r, tr.DieSize())
				}
				if i > 0 && r.Min.X < tr.DieRect(DieRef{p, i - 1}).Max.X {
					t.Errorf("%v: dice %d and %d of pool %d overlap", area, i-1, i, p)
				}
				c := r.Min.Add(r.Max).Div(2)
				if got, ok := tr.DieAt(c.X, c.Y); !ok || got != ref {
					t.Errorf("%v: DieAt%v = %v, %v; want %v", area, c, got, ok, ref)
				}
			}
		}
		if tr.DieRect(DieRef{Defender, 0}).Min.Y <= tr.DieRect(DieRef{Attacker, 0}).Max.Y {
			t.Errorf("%v: the defender's pool is not under the attacker's", area)
		}
		if got, ok := tr.DieAt(area.Max.X-1, area.Max.Y-1); ok {
			t.Errorf("%v: DieAt found %v in the corner", area, got)
		}
		if got := tr.DieRect(DieRef{Defender, 5}); got != (image.Rectangle{}) {
			t.Errorf("%v: DieRect of a die not there = %v", area, got)
		}
	}
}

func TestDefaultCaption(t *testing.T) {
	for k, want := range map[captionKey]string{
		{Attacker, 3, 0}: "Attacker: 3 dice",
		{Defender, 1, 1}: "Defender: 1 die (1 discarded)",
		{Defender, 0, 2}: "Defender: 0 dice (2 discarded)",
	} {
		if got := defaultCaption(k); got != want {
			t.Errorf("defaultCaption(%v) = %q, want %q", k, got, want)
		}
	}
}

// TestTrayHover checks that the selectable die under the cursor is raised
// and outlined in the hover colour, and that a die that may not be chosen
// is not, under the cursor or not.
func TestTrayHover(t *testing.T) {
	needDisplay(t)
	shared := render.NewPalette(false)
	pal := NewPalette(shared)
	d := &Dice{}
	d.Pools[Attacker] = []Die{{Face: Earth, Selectable: true}, {Face: Earth, Selectable: true}}
	d.Pools[Defender] = []Die{{Face: Earth}}
	var tr Tray
	tr.Layout(image.Rect(0, 0, 500, 260), d)
	dst := ebiten.NewImage(500, 260)
	above := func(r DieRef) int { // hover-coloured pixels just above the die
		die := tr.DieRect(r)
		band := image.Rect(die.Min.X, die.Min.Y-tr.DieSize()/5, die.Max.X, die.Min.Y-1)
		return pixeltest.Count(pixeltest.Snapshot(dst), band, func(k color.RGBA) bool { return near(k, pal.Hover, 20) })
	}
	for _, c := range []struct {
		hover DieRef
		die   DieRef
		lit   bool
	}{{DieRef{Attacker, 0}, DieRef{Attacker, 0}, true}, {DieRef{Attacker, 0}, DieRef{Attacker, 1}, false}, {DieRef{Defender, 0}, DieRef{Defender, 0}, false}} {
		dst.Clear()
		tr.Draw(dst, d, c.hover, render.TrayAtRest, shared)
		if n := above(c.die); (n > tr.DieSize()/2) != c.lit {
			t.Errorf("hover on %v: %d hover-coloured pixels above die %v; lit want %v", c.hover, n, c.die, c.lit)
		}
	}
}

// TestTrayRolls checks that while the dice roll they show other faces than
// the ones rolled, and that once settled they show the faces rolled.
func TestTrayRolls(t *testing.T) {
	needDisplay(t)
	shared := render.NewPalette(false)
	d := allFaces()
	var tr Tray
	tr.Layout(image.Rect(0, 0, 640, 260), d)
	dst := ebiten.NewImage(640, 260)
	draw := func(m render.TrayMotion) *image.RGBA {
		dst.Clear()
		tr.Draw(dst, d, NoDie, m, shared)
		return pixeltest.Snapshot(dst)
	}
	rest := draw(render.TrayAtRest)
	settled := draw(render.TrayMotion{Rolling: true, Tumble: 1, Sort: 1, Frame: 9})
	if !rest.Rect.Eq(settled.Rect) || string(rest.Pix) != string(settled.Pix) {
		t.Error("dice settled after rolling differ from dice at rest")
	}
	moved := 0
	for f := 0; f < 24; f += 4 {
		tumbling := draw(render.TrayMotion{Rolling: true, Tumble: 0.1, Frame: f})
		if string(tumbling.Pix) != string(rest.Pix) {
			moved++
		}
	}
	if moved < 5 {
		t.Errorf("only %d of 6 frames of a roll differ from the dice at rest", moved)
	}
}
