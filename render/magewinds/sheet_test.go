package magewinds

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// The picture sheets are for people to look at: they are written only when
// SKIRMISH_SHOTS names a folder, for instance
//
//	SKIRMISH_SHOTS=/tmp/mw-shots xvfb-run -a -s "-screen 0 1280x800x24" go test ./render/magewinds/ -run Sheet

var tableFelt = render.RGB(0x1f2a24)

func TestSheetField(t *testing.T) {
	gameloop.NeedWindow(t)
	if pixeltest.Dir() == "" {
		t.Skip("SKIRMISH_SHOTS is not set")
	}
	for _, c := range []struct {
		name   string
		w, h   int
		ok, cb bool
	}{
		{"mw-field.png", 1280, 960, true, false},
		{"mw-field-small.png", 800, 600, false, false},
		{"mw-field-colourblind.png", 1280, 960, false, true},
	} {
		f := NewField(image.Rect(0, 0, c.w, c.h))
		f.SetPalette(render.NewPalette(c.cb))
		dst := ebiten.NewImage(c.w, c.h)
		dst.Fill(tableFelt)
		f.Draw(dst, demoScene(c.ok))
		img := pixeltest.Snapshot(dst)
		pixeltest.Save(t, c.name, img)
		if c.name == "mw-field.png" {
			g := image.NewGray(img.Bounds())
			for y := range img.Bounds().Dy() {
				for x := range img.Bounds().Dx() {
					g.Pix[y*g.Stride+x] = uint8(pixeltest.Grey(img.RGBAAt(x, y)))
				}
			}
			pixeltest.Save(t, "mw-field-grey.png", g)
		}
		dst.Deallocate()
	}
}

func TestSheetCards(t *testing.T) {
	gameloop.NeedWindow(t)
	if pixeltest.Dir() == "" {
		t.Skip("SKIRMISH_SHOTS is not set")
	}
	cw, ch := CardSize(150)
	gap := 10
	W := 13*(cw+gap) + gap
	H := 5*(ch+gap+14) + 40 + 100
	dst := ebiten.NewImage(W, H)
	dst.Fill(tableFelt)
	var op text.DrawOptions
	caption := func(s string, x, y int) {
		label(dst, &op, s, face(12, false), float64(x), float64(y), render.RGB(0xd8d2c4), 1)
	}
	y := gap + 10
	for suit := range 4 {
		for rank := 1; rank <= 13; rank++ {
			x := gap + (rank-1)*(cw+gap)
			DrawCard(dst, image.Rect(x, y, x+cw, y+ch), suit, rank, CardStyle{})
		}
		y += ch + gap + 14
	}
	// Backs, styles, the deck and the attack choice cards.
	x := gap
	next := func() image.Rectangle {
		r := image.Rect(x, y, x+cw, y+ch)
		x += cw + gap
		return r
	}
	put := func(s string, draw func(r image.Rectangle)) {
		r := next()
		draw(r)
		caption(s, (r.Min.X+r.Max.X)/2, r.Max.Y+8)
	}
	put("face down", func(r image.Rectangle) { DrawCard(dst, r, Spades, 1, CardStyle{FaceDown: true}) })
	put("unknown", func(r image.Rectangle) { DrawCard(dst, r, -1, 0, CardStyle{}) })
	put("selected", func(r image.Rectangle) { DrawCard(dst, r, Hearts, 12, CardStyle{Selected: true}) })
	put("hover", func(r image.Rectangle) { DrawCard(dst, r, Clubs, 8, CardStyle{Hover: true}) })
	put("dim", func(r image.Rectangle) { DrawCard(dst, r, Diamonds, 1, CardStyle{Dim: true}) })
	put("deck 52", func(r image.Rectangle) { DrawDeck(dst, r, 52) })
	put("deck 7", func(r image.Rectangle) { DrawDeck(dst, r, 7) })
	put("deck 0", func(r image.Rectangle) { DrawDeck(dst, r, 0) })
	put("light", func(r image.Rectangle) { DrawAttackChoice(dst, r, LightAttack, CardStyle{}) })
	put("heavy", func(r image.Rectangle) { DrawAttackChoice(dst, r, HeavyAttack, CardStyle{}) })
	put("feint", func(r image.Rectangle) { DrawAttackChoice(dst, r, Feint, CardStyle{}) })
	put("choice back", func(r image.Rectangle) { DrawAttackChoice(dst, r, -1, CardStyle{}) })
	put("heavy, selected", func(r image.Rectangle) { DrawAttackChoice(dst, r, HeavyAttack, CardStyle{Selected: true}) })
	// Small cards, as in a hand at a low resolution.
	y += ch + gap + 14
	x = gap
	for i, c := range [][2]int{{Hearts, 1}, {Diamonds, 10}, {Clubs, 11}, {Spades, 12}, {Hearts, 13}, {Spades, 7}} {
		sw, sh := CardSize(84)
		r := image.Rect(x+i*(sw+6), y, x+i*(sw+6)+sw, y+sh)
		DrawCard(dst, r, c[0], c[1], CardStyle{})
	}
	sw84, _ := CardSize(84)
	x += 6*(sw84+6) + 20
	for i := range 6 {
		sw, sh := CardSize(56)
		r := image.Rect(x+i*(sw+5), y, x+i*(sw+5)+sw, y+sh)
		DrawCard(dst, r, i%4, []int{1, 5, 10, 11, 12, 13}[i], CardStyle{})
	}
	pixeltest.Save(t, "mw-cards.png", pixeltest.Snapshot(dst))
	dst.Deallocate()
}

func TestSheetFlip(t *testing.T) {
	gameloop.NeedWindow(t)
	if pixeltest.Dir() == "" {
		t.Skip("SKIRMISH_SHOTS is not set")
	}
	cw, ch := CardSize(180)
	ts := []float64{0, 0.25, 0.5, 0.75, 1}
	W := len(ts)*(cw+40) + 40
	H := 2*(ch+60) + 20
	dst := ebiten.NewImage(W, H)
	dst.Fill(tableFelt)
	var op text.DrawOptions
	for row := range 2 {
		back := func(d *ebiten.Image, r image.Rectangle) { DrawAttackChoice(d, r, -1, CardStyle{}) }
		front := func(d *ebiten.Image, r image.Rectangle) { DrawAttackChoice(d, r, Feint, CardStyle{}) }
		if row == 1 {
			back = func(d *ebiten.Image, r image.Rectangle) { DrawCard(d, r, 0, 0, CardStyle{FaceDown: true}) }
			front = func(d *ebiten.Image, r image.Rectangle) { DrawCard(d, r, Hearts, 13, CardStyle{}) }
		}
		for i, tt := range ts {
			x := 40 + i*(cw+40)
			y := 30 + row*(ch+60)
			DrawFlip(dst, image.Rect(x, y, x+cw, y+ch), tt, back, front)
			label(dst, &op, "t = "+[]string{"0", "0.25", "0.5", "0.75", "1"}[i], face(13, false), float64(x+cw/2), float64(y+ch+28), render.RGB(0xd8d2c4), 1)
		}
	}
	pixeltest.Save(t, "mw-flip.png", pixeltest.Snapshot(dst))
	dst.Deallocate()
}
