package render

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
)

// TestTextSpritesDrawLikeTextDraw draws strings with text.Draw and with
// TextSprites on the same background and compares every pixel: the same
// glyphs in the same places, in any colour, at whole and fractional
// positions, aligned and on several lines.
func TestTextSpritesDrawLikeTextDraw(t *testing.T) {
	gameloop.NeedWindow(t)
	var ts TextSprites
	bg := color.RGBA{0x20, 0x1c, 0x18, 0xff}
	cases := []struct {
		s      string
		face   text.Face
		x, y   float64
		c      color.Color
		spaced float64
		align  text.Align
	}{
		{"Round 3/5", BoldFace(15), 10, 9, color.White, 0, text.AlignStart},
		{"Deployment · Channelling", Face(14), 120.5, 10.25, color.RGBA{0xa0, 0x98, 0x88, 0xff}, 0, text.AlignStart},
		{"Click a model to select it,\nthen a square to move", Face(12), 33, 40, color.NRGBA{0xe8, 0x80, 0x6e, 0xc0}, 17, text.AlignStart},
		{"4.5\"", BoldFace(13), 200.7, 120.4, color.RGBA{0xff, 0xd0, 0x60, 0xff}, 0, text.AlignCenter},
		{"No Defence Dice", Face(11), 60, 150, color.RGBA{0x80, 0x80, 0x80, 0xff}, 0, text.AlignEnd},
		{"  ", Face(12), 5, 5, color.White, 0, text.AlignStart},
		{"", Face(12), 5, 5, color.White, 0, text.AlignStart},
	}
	for _, c := range cases {
		want := ebiten.NewImage(320, 200)
		got := ebiten.NewImage(320, 200)
		want.Fill(bg)
		got.Fill(bg)
		op := &text.DrawOptions{}
		op.GeoM.Translate(c.x, c.y)
		op.ColorScale.ScaleWithColor(c.c)
		op.LineSpacing = c.spaced
		op.PrimaryAlign = c.align
		text.Draw(want, c.s, c.face, op)
		for range 2 { // made, then kept
			got.Fill(bg)
			ts.Draw(got, c.s, c.face, op)
		}
		w, g := pixeltest.Snapshot(want), pixeltest.Snapshot(got)
		diff, worst := 0, 0
		for i := range w.Pix {
			if d := int(w.Pix[i]) - int(g.Pix[i]); d != 0 {
				diff++
				worst = max(worst, d, -d)
			}
		}
		if worst > 1 {
			t.Errorf("%q: %d bytes differ from text.Draw, by up to %d", c.s, diff, worst)
		}
	}
}

// TestTextSpritesAllocateNothing checks that drawing kept strings allocates
// nothing, and that strings no longer drawn are let go when there are many.
func TestTextSpritesAllocateNothing(t *testing.T) {
	gameloop.NeedWindow(t)
	var ts TextSprites
	dst := ebiten.NewImage(320, 200)
	op := &text.DrawOptions{}
	op.GeoM.Translate(10, 20)
	op.ColorScale.ScaleWithColor(color.RGBA{0xe0, 0xd0, 0xb0, 0xff})
	face := Face(14)
	ts.Draw(dst, "Hand of the Goblins (4)", face, op)
	ts.Draw(dst, "Deck 31", face, op)
	// Drawing a kept string is finding its sprite, then one DrawImage
	// (whose allocations are Ebiten's: inside one frame, as these tests run,
	// it keeps every command it cannot merge).
	ka, kb := textKey{s: "Hand of the Goblins (4)", face: face}, textKey{s: "Deck 31", face: face}
	if ts.m[ka] == nil || ts.m[kb] == nil {
		t.Fatal("the strings drawn are not kept")
	}
	if n := testing.AllocsPerRun(100, func() {
		ts.sprite(ka)
		ts.sprite(kb)
	}); n != 0 {
		t.Errorf("finding kept strings allocates %.1f objects", n)
	}
	for i := range keepTextSprites + 10 {
		ts.Draw(dst, fmt.Sprint("Deck ", i), face, op)
	}
	for range 3 * sweepEvery {
		ts.Draw(dst, "Deck 31", face, op)
	}
	if ts.Len() > keepTextSprites {
		t.Errorf("%d strings kept after drawing one alone for long, want at most %d", ts.Len(), keepTextSprites)
	}
}
