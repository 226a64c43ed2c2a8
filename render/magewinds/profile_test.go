package magewinds

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// testProfile is a fighter with two attacks, spells and an ability: the
// most a card of the pack holds.
var testProfile = Profile{
	Name: "Hawkeye", Icon: "mw-hawkeye", Cost: 18, Toughness: 5, Movement: 5, Armour: 0, Deflect: 1, Evasion: 1, Dodge: 3,
	Attacks: []ProfileAttack{
		{Name: "Longbow", Missile: true, Range: "2 - 12", Light: [2]int{3, 5}},
		{Name: "Hunting Knife", Range: "1", Split: true, Light: [2]int{2, 4}, Heavy: [2]int{4, 3}},
	},
	Spells:    []string{"Spark", "Gale"},
	Abilities: []string{"Sharpshot"},
}

var testBand = render.RGB(0x4a3b2c)

// profilePicture draws a profile card in r on a grey table and reads it back.
func profilePicture(r image.Rectangle, p *Profile, st ProfileStyle) *image.RGBA {
	dst := ebiten.NewImage(r.Max.X+20, r.Max.Y+20)
	dst.Fill(color.RGBA{0x80, 0x80, 0x80, 0xff})
	DrawProfile(dst, r, p, st)
	img := pixeltest.Snapshot(dst)
	dst.Deallocate()
	return img
}

func isPaper(c color.RGBA) bool { return pixeltest.Near(c, paper, 6) }

// TestProfileCard checks a whole card: a paper face, the name band in its
// colour across the top with the icon in the paper's colour, the cost on
// a gold coin, and dark ink in the body (the characteristics, attacks,
// spells and ability), none of it running off the card.
func TestProfileCard(t *testing.T) {
	gameloop.NeedWindow(t)
	r := image.Rect(10, 10, 290, 160)
	img := profilePicture(r, &testProfile, ProfileStyle{Band: testBand, Text: 12})
	pixeltest.Save(t, "profile-card.png", img)
	top := image.Rect(r.Min.X+4, r.Min.Y+4, r.Max.X-4, r.Min.Y+34)
	if n := pixeltest.Count(img, top, func(c color.RGBA) bool { return pixeltest.Near(c, testBand, 8) }); n < top.Dx()*top.Dy()/3 {
		t.Errorf("the name band shows %d pixels of its colour", n)
	}
	if n := pixeltest.Count(img, top, func(c color.RGBA) bool { return pixeltest.Near(c, coinColour, 20) }); n < 100 {
		t.Errorf("the cost's coin shows %d gold pixels", n)
	}
	icon := image.Rect(r.Min.X+4, r.Min.Y+4, r.Min.X+34, r.Min.Y+34)
	if n := pixeltest.Count(img, icon, isPaper); n < 30 {
		t.Errorf("the icon shows %d pixels of the paper's colour on the band", n)
	}
	body := image.Rect(r.Min.X+6, r.Min.Y+40, r.Max.X-6, r.Max.Y-6)
	if n := pixeltest.Count(img, body, isPaper); n < body.Dx()*body.Dy()/2 {
		t.Errorf("the body shows %d paper pixels", n)
	}
	ink := pixeltest.Count(img, body, func(c color.RGBA) bool { return pixeltest.Grey(c) < 110 })
	if ink < 600 {
		t.Errorf("the body shows %d pixels of ink: its text is missing", ink)
	}
	// the last lines (the ability) reach the foot of the card but stay on it
	foot := image.Rect(r.Min.X+6, r.Max.Y-40, r.Max.X-6, r.Max.Y-4)
	if n := pixeltest.Count(img, foot, func(c color.RGBA) bool { return pixeltest.Grey(c) < 110 }); n < 20 {
		t.Errorf("the foot of the card shows %d pixels of ink: the text stops short", n)
	}
	below := image.Rect(r.Min.X, r.Max.Y+3, r.Max.X, r.Max.Y+18)
	if n := pixeltest.Count(img, below, func(c color.RGBA) bool { return pixeltest.Grey(c) < 90 }); n > 40 {
		t.Errorf("%d dark pixels below the card: the text runs off it", n)
	}
	// a smaller card shrinks the text rather than running off it
	small := image.Rect(10, 10, 200, 120)
	if end := layoutParas(nil, profileParas(&testProfile), 6, 184, 40, bodySize(profileParas(&testProfile), 190, 110, 12)); end > 110 {
		t.Errorf("on a card 110 high the body ends at %.0f", end)
	}
	img = profilePicture(small, &testProfile, ProfileStyle{Band: testBand, Text: 12})
	if n := pixeltest.Count(img, image.Rect(10, 123, 200, 138), func(c color.RGBA) bool { return pixeltest.Grey(c) < 90 }); n > 40 {
		t.Errorf("%d dark pixels below the small card: its text runs off it", n)
	}
}

// TestProfileMiniAndFaded checks the small card of a warband (the band in
// the side's colour with the icon, the cost, the name), a faded card, and
// the remove mark.
func TestProfileMiniAndFaded(t *testing.T) {
	gameloop.NeedWindow(t)
	side := render.RGB(0xe0a030)
	r := image.Rect(10, 10, 100, 122)
	img := profilePicture(r, &testProfile, ProfileStyle{Band: side, Mini: true})
	pixeltest.Save(t, "profile-mini.png", img)
	if n := pixeltest.Count(img, r, func(c color.RGBA) bool { return pixeltest.Near(c, side, 8) }); n < r.Dx()*r.Dy()/5 {
		t.Errorf("the mini card shows %d pixels of the side's colour", n)
	}
	name := image.Rect(r.Min.X+4, r.Max.Y-30, r.Max.X-4, r.Max.Y-4)
	if n := pixeltest.Count(img, name, func(c color.RGBA) bool { return pixeltest.Grey(c) < 110 }); n < 20 {
		t.Errorf("the name under the band shows %d pixels of ink", n)
	}
	faded := profilePicture(r, &testProfile, ProfileStyle{Band: side, Mini: true, CardStyle: CardStyle{Dim: true}})
	if a, b := pixeltest.MeanGrey(img, r), pixeltest.MeanGrey(faded, r); b >= a-10 {
		t.Errorf("a faded card is not darker: %.0f against %.0f", b, a)
	}
	dst := ebiten.NewImage(40, 40)
	var br render.Brush
	DrawRemoveMark(dst, &br, 20, 20, 12, false)
	mark := pixeltest.Snapshot(dst)
	dst.Deallocate()
	red := pixeltest.Count(mark, image.Rect(8, 8, 32, 32), func(c color.RGBA) bool { return int(c.R) > int(c.G)+60 && c.A > 200 })
	cross := pixeltest.Count(mark, image.Rect(14, 14, 26, 26), func(c color.RGBA) bool { return pixeltest.Near(c, paper, 30) })
	if red < 100 || cross < 10 {
		t.Errorf("the remove mark shows %d red pixels and %d of its cross", red, cross)
	}
}
