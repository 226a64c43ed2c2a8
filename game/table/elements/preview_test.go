package elements

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
	"skirmish/render"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// TestPreviewDrawsTheScenario draws each scenario as the setup screen
// does, into a rectangle off the image's corner: the map fills its
// rectangle (most of it drawn on, nothing drawn outside): the
// preview keeps its map inside the rectangle.
func TestPreviewDrawsTheScenario(t *testing.T) {
	gameloop.NeedWindow(t)
	pal := render.NewPalette(false)
	for _, sc := range (el.Ruleset{}).Scenarios() {
		st, err := el.Setup(sc, 1, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		p := Kind.Preview(st)
		if p == nil {
			t.Fatalf("%s: no preview", sc.Name)
		}
		img := ebiten.NewImage(640, 400)
		r := image.Rect(40, 30, 600, 370)
		p.Draw(img, r, pal)
		px := pixeltest.Snapshot(img)
		inside, outside := 0, 0
		for y := 0; y < 400; y++ {
			for x := 0; x < 640; x++ {
				if px.RGBAAt(x, y).A == 0 {
					continue
				}
				if image.Pt(x, y).In(r) {
					inside++
				} else {
					outside++
				}
			}
		}
		if inside < r.Dx()*r.Dy()/3 || outside > 0 {
			t.Errorf("%s: %d pixels drawn inside the preview's rectangle, %d outside", sc.Name, inside, outside)
		}
	}
	var _ table.Preview = &preview{}
}
