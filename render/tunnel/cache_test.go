package tunnel

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/render"
)

// TestBoardCachesFollowScene changes the scene one thing at a time and
// checks which of the board's cached layers are drawn again: the tiles
// when the map, a door or the palette changes; the darkness when the light
// does; the composite of both when either does or a lantern moves; and
// nothing when nothing the layers show has changed.
func TestBoardCachesFollowScene(t *testing.T) {
	gameloop.NeedWindow(t)
	s := lamplightCrossing(t)
	pal := render.NewPalette(false)
	b := NewBoard()
	b.Layout(image.Rect(0, 0, 800, 600), s.W, s.H)
	dst := ebiten.NewImage(800, 600)
	type counts struct{ maps, tiles, light, comp int }
	now := func() counts {
		return counts{b.tiles.mapGen, b.tiles.version, b.light.version, b.comp.redrawn}
	}
	step := func(what string, change func(), want counts) {
		t.Helper()
		before := now()
		change()
		b.Draw(dst, &s.Scene, nil, nil, pal)
		after := now()
		got := counts{after.maps - before.maps, after.tiles - before.tiles, after.light - before.light, after.comp - before.comp}
		if got != want {
			t.Errorf("%s: redrew map %d, tiles %d, light %d, composite %d times; want %d, %d, %d, %d",
				what, got.maps, got.tiles, got.light, got.comp, want.maps, want.tiles, want.light, want.comp)
		}
	}
	door := Pt(9, 4) // lit by the lantern beside it, open or closed
	if s.Tile(door) != DoorClosed {
		t.Fatalf("%v is not a closed door", door)
	}
	gnome, lamp := s.model(t, 'A'), s.model(t, 'B')
	step("the first frame", func() {}, counts{1, 1, 1, 1})
	step("the same scene", func() {}, counts{})
	step("the same scene refilled", func() {
		s.Tiles = append(s.Tiles[:0], s.Tiles...)
		s.Lit = append(s.Lit[:0], s.Lit...)
	}, counts{})
	step("a fighter without a lantern moved", func() { s.Models[gnome].At = Pt(10, 2) }, counts{})
	step("the lantern moved (its glow)", func() { s.Models[lamp].At = Pt(10, 3) }, counts{0, 0, 0, 1})
	step("the lantern's light followed", s.light, counts{0, 0, 1, 1})
	step("the door opened", func() { s.Tiles[door.Y*s.W+door.X] = DoorOpen; s.light() }, counts{0, 1, 0, 1})
	step("a square lit", func() { s.Lit[5*s.W+3] = !s.Lit[5*s.W+3] }, counts{0, 0, 1, 1})
	step("another palette", func() { pal = render.NewPalette(true) }, counts{0, 1, 1, 1})
	step("a wall knocked down", func() { s.Tiles[4*s.W+3] = Floor }, counts{1, 1, 1, 1})
	step("a brazier lit", func() { s.Lights = append(s.Lights, Light{At: Pt(3, 5), Radius: 1}) }, counts{1, 1, 1, 1})
	before := b.MapRect()
	step("a larger map", func() {
		*s = *lamplightCrossing(t)
		s.Tiles = append(s.Tiles, make([]Tile, s.W)...)
		s.Lit = append(s.Lit, make([]bool, s.W)...)
		s.H++
	}, counts{1, 1, 1, 1})
	if got := b.MapRect(); got.Dy() != before.Dy()+b.CellSize() {
		t.Errorf("a map one row taller covers %v, was %v", got, before)
	}
}
