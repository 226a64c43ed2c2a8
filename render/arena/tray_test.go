package arena

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// drawTray draws r in a tray of 900×300 and reads it back, with the tray.
func drawTray(r *Roll, pal *render.Palette) (*image.RGBA, *Tray) {
	dst := ebiten.NewImage(900, 300)
	tr := &Tray{}
	tr.Layout(image.Rect(0, 0, 900, 300), r)
	tr.Draw(dst, r, -1, render.TrayAtRest, pal)
	img := pixeltest.Snapshot(dst)
	dst.Deallocate()
	return img, tr
}

// TestTrayVerdict checks that a roll that beats its TN is marked in the
// good colour, one under it in the bad one, and one on it in the caution
// colour ("Beating the TN means dealing Damage", "Rolling under the TN
// means taking Damage", "Rolling just on the TN means the player chooses"),
// right of the 2D6.
func TestTrayVerdict(t *testing.T) {
	needDisplay(t)
	shared := render.NewPalette(false)
	pal := NewPalette(shared)
	words := func(img *image.RGBA, tr *Tray) image.Rectangle {
		d := tr.DieRect(1)
		return image.Rect(d.Max.X, d.Min.Y, 900, d.Max.Y)
	}
	for _, c := range []struct {
		roll               Roll
		good, bad, caution bool
	}{
		{Roll{Dice: [2]int{5, 4}, Bonus: 1, TN: 8}, true, false, false},
		{Roll{Dice: [2]int{2, 3}, Bonus: 1, TN: 8}, false, true, false},
		{Roll{Dice: [2]int{4, 3}, Bonus: 1, TN: 8}, false, false, true},
	} {
		img, tr := drawTray(&c.roll, shared)
		r := words(img, tr)
		good := pixeltest.Count(img, r, func(k color.RGBA) bool { return near(k, pal.Good, 20) })
		bad := pixeltest.Count(img, r, func(k color.RGBA) bool { return near(k, pal.Bad, 20) })
		caution := pixeltest.Count(img, r, func(k color.RGBA) bool { return near(k, pal.Caution, 20) })
		if (good > 20) != c.good || (bad > 20) != c.bad || (caution > 20) != c.caution {
			t.Errorf("2D6 %v %+d vs TN %d (margin %d): %d good, %d bad and %d caution pixels", c.roll.Dice, c.roll.Bonus, c.roll.TN, c.roll.Margin(), good, bad, caution)
		}
	}
}

// TestTrayAbsorption checks the damage bar: armour's share, the Fate
// Points' and the Hit Points lost each cover a part of it as long as their
// number ("DR applies before FPs", "players spend a FP instead of losing a
// HP").
func TestTrayAbsorption(t *testing.T) {
	needDisplay(t)
	shared := render.NewPalette(false)
	pal := NewPalette(shared)
	count := func(img *image.RGBA, tr *Tray, c color.RGBA) int {
		y := tr.rowY[2]
		return pixeltest.Count(img, image.Rect(0, y, 900, y+tr.die/2), func(k color.RGBA) bool { return near(k, c, 14) })
	}
	r := &Roll{Dice: [2]int{6, 5}, TN: 7, Hit: true, Damage: []int{4, 4}, Raw: 8, DRLayers: []int{3}, DR: 3, FP: 1, HP: 4}
	img, tr := drawTray(r, shared)
	dr, hp := count(img, tr, pal.DR), count(img, tr, pal.HP)
	if dr == 0 || hp == 0 {
		t.Fatalf("DR 3 and HP 4: %d DR pixels, %d HP pixels", dr, hp)
	}
	if hp < dr { // 4 HP lost against 3 DR: the HP part is longer (the shield sits on the DR part)
		t.Errorf("DR 3 covers %d pixels, HP 4 %d: want the HP longer", dr, hp)
	}
	r.DR, r.DRLayers, r.HP = 7, []int{5, 3}, 0
	img, tr = drawTray(r, shared)
	if n := count(img, tr, pal.HP); n != 0 {
		t.Errorf("nothing lost: %d HP pixels in the bar", n)
	}
	if n := count(img, tr, pal.DR); n < dr*2 {
		t.Errorf("DR 7 covers %d pixels, DR 3 covered %d", n, dr)
	}
	r.Hit = false // a miss: no damage row
	img, tr = drawTray(r, shared)
	if n := count(img, tr, pal.DR); n != 0 {
		t.Errorf("a miss shows %d pixels of armour", n)
	}
}
