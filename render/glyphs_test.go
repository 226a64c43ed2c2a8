package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
)

// TestNextGlyph lists texts with the control name found first in them:
// button and key names in brackets are controls, words in brackets are not.
func TestNextGlyph(t *testing.T) {
	for _, c := range []struct{ s, before, name, rest string }{
		{"Press [A] when ready.", "Press ", "A", " when ready."},
		{"[LB] / [RB]: undo", "", "LB", " / [RB]: undo"},
		{"[D-pad Up] moves", "", "D-pad Up", " moves"},
		{"[1] Move", "", "1", " Move"},
		{"[Ctrl+Z]", "", "Ctrl+Z", ""},
		{"a [note in brackets] then [Esc]", "a [note in brackets] then ", "Esc", ""},
		{"no controls [", "no controls [", "", ""},
		{"[]", "[]", "", ""},
	} {
		before, name, rest := nextGlyph(c.s)
		if before != c.before || name != c.name || rest != c.rest {
			t.Errorf("nextGlyph(%q) = %q, %q, %q; want %q, %q, %q", c.s, before, name, rest, c.before, c.name, c.rest)
		}
	}
}

// TestDrawPromptGlyphs draws prompts and looks for the A button's green:
// a round green button where the prompt names [A], none where it names
// [Enter] or says A in words; the line measures as wide as it is drawn.
func TestDrawPromptGlyphs(t *testing.T) {
	gameloop.NeedWindow(t)
	face := Face(20)
	dst := ebiten.NewImage(480, 40)
	green := func(s string) (n int, xs image.Rectangle) {
		dst.Clear()
		op := &text.DrawOptions{}
		op.GeoM.Translate(4, 4)
		op.ColorScale = Tint(glyphWhite)
		DrawPrompt(dst, s, face, op)
		img := pixeltest.Snapshot(dst)
		for y := range 40 {
			for x := range 480 {
				if near(img.RGBAAt(x, y), GlyphA, 8) {
					n++
					xs = xs.Union(image.Rect(x, y, x+1, y+1))
				}
			}
		}
		return n, xs
	}
	n, r := green("Press [A] when ready.")
	d := glyphHeight(face) * 0.92
	if float64(n) < d*d*0.35 || r.Dx() > int(d)+2 || r.Dy() > int(d)+2 {
		t.Errorf("[A]: %d green pixels in %v, want a round button about %.0f px across", n, r, d)
	}
	if x0 := 4 + text.Advance("Press ", face); float64(r.Min.X) < x0-1 || float64(r.Min.X) > x0+3 {
		t.Errorf("[A] drawn from x=%d, want right after %q at %.0f", r.Min.X, "Press ", x0)
	}
	for _, s := range []string{"Press [Enter] when ready.", "Press A when ready.", "[B] [X] [Y] [LB] [Start] [D-pad Up]"} {
		if n, _ := green(s); n > 0 {
			t.Errorf("%q: %d pixels of the A button's green", s, n)
		}
	}
	if got, want := MeasurePrompt("Press [A] when ready.", face), text.Advance("Press  when ready.", face)+GlyphWidth("A", face); got != want {
		t.Errorf("MeasurePrompt = %v, want %v", got, want)
	}
}
