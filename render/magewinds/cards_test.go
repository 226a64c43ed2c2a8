package magewinds

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
)

func TestCardSize(t *testing.T) {
	for _, c := range [][3]int{{140, 100, 140}, {35, 25, 35}, {100, 71, 100}, {7, 5, 7}} {
		if w, h := CardSize(c[0]); w != c[1] || h != c[2] {
			t.Errorf("CardSize(%d) = %d×%d, want %d×%d", c[0], w, h, c[1], c[2])
		}
	}
}

func TestWorth(t *testing.T) {
	for rank := 1; rank <= 13; rank++ {
		want := 1
		switch {
		case rank == 1:
			want = 3
		case rank >= 11:
			want = 2
		}
		if got := Worth(rank); got != want {
			t.Errorf("Worth(%d) = %d, want %d", rank, got, want)
		}
	}
}

// cardPicture draws one card with draw on a grey table and reads it back.
func cardPicture(draw func(dst *ebiten.Image, r image.Rectangle)) (*image.RGBA, image.Rectangle) {
	dst := ebiten.NewImage(140, 180)
	dst.Fill(color.RGBA{0x80, 0x80, 0x80, 0xff})
	r := image.Rect(20, 20, 120, 160)
	draw(dst, r)
	img := pixeltest.Snapshot(dst)
	dst.Deallocate()
	return img, r
}

func isRed(c color.RGBA) bool { return pixeltest.Near(c, redInk, 40) }
func isBlack(c color.RGBA) bool {
	return c.R < 60 && c.G < 60 && c.B < 60
}

func TestCardInks(t *testing.T) {
	gameloop.NeedWindow(t)
	card := func(suit, rank int, st CardStyle) *image.RGBA {
		img, _ := cardPicture(func(dst *ebiten.Image, r image.Rectangle) { DrawCard(dst, r, suit, rank, st) })
		return img
	}
	all := image.Rect(0, 0, 140, 180)
	for _, c := range []struct {
		name       string
		img        *image.RGBA
		red, black bool
	}{
		{"a face-down card", card(Hearts, 7, CardStyle{FaceDown: true}), false, false},
		{"a card of unknown suit", card(-1, 0, CardStyle{}), false, false},
		{"the 7 of Hearts", card(Hearts, 7, CardStyle{}), true, false},
		{"the 7 of Diamonds", card(Diamonds, 7, CardStyle{}), true, false},
		{"the 7 of Spades", card(Spades, 7, CardStyle{}), false, true},
		{"the 7 of Clubs", card(Clubs, 7, CardStyle{}), false, true},
		{"the King of Spades", card(Spades, 13, CardStyle{}), false, true},
	} {
		red, black := pixeltest.Count(c.img, all, isRed), pixeltest.Count(c.img, all, isBlack)
		if (red > 30) != c.red || (red > 0) != c.red {
			t.Errorf("%s has %d red pixels, want red: %v", c.name, red, c.red)
		}
		if (black > 30) != c.black || (black > 0) != c.black {
			t.Errorf("%s has %d black pixels, want black: %v", c.name, black, c.black)
		}
	}
	// Number cards have their pips: the 7 of Hearts has about seven pips'
	// worth of red more than the 2.
	r2, r7 := pixeltest.Count(card(Hearts, 2, CardStyle{}), all, isRed), pixeltest.Count(card(Hearts, 7, CardStyle{}), all, isRed)
	if r7 < r2*2 {
		t.Errorf("the 7 of Hearts has %d red pixels, the 2 has %d: too few pips", r7, r2)
	}
}

// differ returns the share of pixels of r that differ between a and b.
func differ(a, b *image.RGBA, r image.Rectangle) float64 {
	d := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !pixeltest.Near(a.RGBAAt(x, y), b.RGBAAt(x, y), 16) {
				d++
			}
		}
	}
	return float64(d) / float64(r.Dx()*r.Dy())
}

func TestCourtCardsDiffer(t *testing.T) {
	gameloop.NeedWindow(t)
	var imgs [3]*image.RGBA
	var r image.Rectangle
	for i, rank := range []int{11, 12, 13} {
		imgs[i], r = cardPicture(func(dst *ebiten.Image, r image.Rectangle) { DrawCard(dst, r, Clubs, rank, CardStyle{}) })
	}
	names := []string{"Jack", "Queen", "King"}
	for i := range 3 {
		for j := i + 1; j < 3; j++ {
			if d := differ(imgs[i], imgs[j], r); d < 0.1 {
				t.Errorf("the %s and the %s of Clubs differ in only %.1f%% of pixels", names[i], names[j], 100*d)
			}
		}
	}
}

func TestAttackChoicesDiffer(t *testing.T) {
	gameloop.NeedWindow(t)
	var imgs [4]*image.RGBA
	var r image.Rectangle
	for i, ch := range []int{LightAttack, HeavyAttack, Feint, -1} {
		imgs[i], r = cardPicture(func(dst *ebiten.Image, r image.Rectangle) { DrawAttackChoice(dst, r, ch, CardStyle{}) })
	}
	for i := range 4 {
		for j := i + 1; j < 4; j++ {
			if d := differ(imgs[i], imgs[j], r); d < 0.1 {
				t.Errorf("attack cards %d and %d differ in only %.1f%% of pixels", i, j, 100*d)
			}
		}
	}
	// Face down, every choice shows the same back.
	for _, ch := range []int{LightAttack, HeavyAttack, Feint} {
		img, _ := cardPicture(func(dst *ebiten.Image, r image.Rectangle) { DrawAttackChoice(dst, r, ch, CardStyle{FaceDown: true}) })
		if d := differ(img, imgs[3], r); d != 0 {
			t.Errorf("choice %d face down differs from the common back in %.1f%% of pixels", ch, 100*d)
		}
	}
}

func TestCardStyles(t *testing.T) {
	gameloop.NeedWindow(t)
	plain, r := cardPicture(func(dst *ebiten.Image, r image.Rectangle) { DrawCard(dst, r, Hearts, 5, CardStyle{}) })
	sel, _ := cardPicture(func(dst *ebiten.Image, r image.Rectangle) { DrawCard(dst, r, Hearts, 5, CardStyle{Selected: true}) })
	dim, _ := cardPicture(func(dst *ebiten.Image, r image.Rectangle) { DrawCard(dst, r, Hearts, 5, CardStyle{Dim: true}) })
	// A selected card is lifted, with a halo above its old top edge.
	top := image.Rect(r.Min.X+20, r.Min.Y-10, r.Max.X-20, r.Min.Y-3)
	if n := pixeltest.Count(sel, top, func(c color.RGBA) bool { return pixeltest.Near(c, haloSelect, 30) }); n < 20 {
		t.Errorf("the selected card shows %d halo pixels above it", n)
	}
	if n := pixeltest.Count(plain, top, func(c color.RGBA) bool { return pixeltest.Near(c, haloSelect, 30) }); n != 0 {
		t.Errorf("the plain card shows %d halo pixels", n)
	}
	if pixeltest.MeanGrey(dim, r) >= pixeltest.MeanGrey(plain, r)-20 {
		t.Errorf("the dim card (%.0f) is not darker than the plain one (%.0f)", pixeltest.MeanGrey(dim, r), pixeltest.MeanGrey(plain, r))
	}
}

func TestFlip(t *testing.T) {
	gameloop.NeedWindow(t)
	back := func(dst *ebiten.Image, r image.Rectangle) { DrawCard(dst, r, Hearts, 9, CardStyle{FaceDown: true}) }
	front := func(dst *ebiten.Image, r image.Rectangle) { DrawCard(dst, r, Hearts, 9, CardStyle{}) }
	isBlue := func(c color.RGBA) bool { return pixeltest.Near(c, backBlue, 30) }
	width := func(img *image.RGBA, r image.Rectangle) int {
		y := (r.Min.Y + r.Max.Y) / 2
		n := 0
		for x := 0; x < img.Bounds().Dx(); x++ {
			if pixeltest.Grey(img.RGBAAt(x, y)) > 150 || isBlue(img.RGBAAt(x, y)) {
				n++
			}
		}
		return n
	}
	var ws [5]int
	for i, tt := range []float64{0, 0.25, 0.5, 0.75, 1} {
		img, r := cardPicture(func(dst *ebiten.Image, r image.Rectangle) { DrawFlip(dst, r, tt, back, front) })
		ws[i] = width(img, r)
		all := img.Bounds()
		blue, red := pixeltest.Count(img, all, isBlue), pixeltest.Count(img, all, isRed)
		switch {
		case tt < 0.5 && (blue == 0 || red != 0):
			t.Errorf("at t=%.2f the back should show: %d blue and %d red pixels", tt, blue, red)
		case tt > 0.5 && (red == 0 || blue != 0):
			t.Errorf("at t=%.2f the front should show: %d blue and %d red pixels", tt, blue, red)
		case tt == 0.5 && (red != 0 || blue > 0):
			t.Errorf("at t=0.5 the card is edge-on, yet shows %d blue and %d red pixels", blue, red)
		}
	}
	if !(ws[0] > ws[1] && ws[1] > ws[2] && ws[2] < ws[3] && ws[3] < ws[4]) {
		t.Errorf("the card's width does not narrow and widen again: %v", ws)
	}
}

func TestDeck(t *testing.T) {
	gameloop.NeedWindow(t)
	deck := func(n int) (*image.RGBA, image.Rectangle) {
		return cardPicture(func(dst *ebiten.Image, r image.Rectangle) { DrawDeck(dst, r, n) })
	}
	bg := func(c color.RGBA) bool { return !pixeltest.Near(c, color.RGBA{0x80, 0x80, 0x80, 0xff}, 6) }
	empty, r := deck(0)
	few, _ := deck(3)
	many, _ := deck(52)
	if e, f := pixeltest.Count(empty, r, bg), pixeltest.Count(few, r, bg); e*3 > f {
		t.Errorf("the empty deck covers %d pixels, a deck of 3 only %d", e, f)
	}
	if d := differ(few, many, r); d < 0.02 {
		t.Errorf("a deck of 3 and one of 52 differ in only %.1f%% of pixels", 100*d)
	}
	if n := pixeltest.Count(many, r, func(c color.RGBA) bool { return pixeltest.Near(c, backBlue, 30) }); n < 1000 {
		t.Errorf("the deck shows %d pixels of the back's blue", n)
	}
}
