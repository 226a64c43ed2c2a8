package tunnel

import (
	"image"
	"math"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// The picture sheets of the board, for a person to look at. The scenarios
// played a few moves in, and a staged fight frame by frame, need the rules:
// they are drawn by the Tunnel table's tests (game/table/tunnel).

// TestTokenSheet draws every fighter of both sides facing each way, and
// prone, selected and hurt, at two sizes: /tmp/render-tokens.png.
func TestTokenSheet(t *testing.T) {
	gameloop.NeedWindow(t)
	needShots(t)
	profiles := []string{"gnome", "goblin", "dwarf", "kobold", "hobgoblin", "lamplighter", "troll", "ogre"}
	pal := NewPalette(render.NewPalette(false))
	dst := ebiten.NewImage(1280, 560)
	dst.Fill(pal.Background)
	for row, cs := range []int{80, 44} {
		b := NewBoard()
		b.Layout(image.Rect(0, 0, cs*20, cs*5), 20, 5)
		b.sprite.check(cs, pal)
		y0 := float64(row*(80*2+24) + cs/2 + 4)
		for k := range 13 {
			m := testProfiles[profiles[k%len(profiles)]]
			m.Side = k % 2
			m.Facing = Dir(k % 4)
			m.Endurance = m.MaxEndurance - (k%3)*2
			m.Stamina = m.MaxStamina - k%2
			m.Prone = k >= 10
			cx, cy := float64(k*(cs+cs/6)+cs/2+4), y0
			for pass := range 2 { // on lit floor, then on dark floor below
				b.br.Rect(dst, cx-float64(cs)/2, cy-float64(cs)/2, float64(cs), float64(cs), pal.Floor, 1)
				if pass == 1 {
					b.br.Rect(dst, cx-float64(cs)/2, cy-float64(cs)/2, float64(cs), float64(cs), pal.Dark, float32(pal.Dark.A)/255)
				}
				tilt := 0.0
				if m.Prone {
					tilt = 1
				}
				b.drawTokenAt(dst, &m, cx, cy, 1, float64(m.Facing)*math.Pi/2, tilt, 0, k == 12, false, pal)
				cy += float64(cs) + 6
			}
		}
	}
	pixeltest.Save(t, "/tmp/render-tokens.png", pixeltest.Snapshot(dst))
}

// TestTileSheet draws a small level with every kind of square, half of it
// lit, at a large size, in both palettes: /tmp/render-tiles.png and
// /tmp/render-tiles-cb.png.
func TestTileSheet(t *testing.T) {
	gameloop.NeedWindow(t)
	needShots(t)
	s := newScene(t, `
 ###########
 #...#.....#
 #.A.+..3..>
 #...#.....#
 ##/####+###
  #b.....#
  ########`, map[byte]string{'A': "lamplighter E", 'b': "goblin N"})
	for _, cb := range []bool{false, true} {
		b := NewBoard()
		b.Layout(image.Rect(0, 0, 12*72, 7*72), s.W, s.H)
		dst := ebiten.NewImage(12*72, 7*72)
		b.Draw(dst, &s.Scene, &Marks{Hover: -1, Selected: -1, Doors: []Point{Pt(5, 2)}, Targets: []Point{Pt(3, 5)}, Shunts: []Point{Pt(4, 5)}}, nil, render.NewPalette(cb))
		name := "/tmp/render-tiles.png"
		if cb {
			name = "/tmp/render-tiles-cb.png"
		}
		pixeltest.Save(t, name, pixeltest.Snapshot(dst))
	}
}

// needShots skips the picture sheets unless SKIRMISH_SHOTS names a folder
// to write them to: they are drawn for a person to look at and assert
// nothing themselves.
func needShots(t *testing.T) {
	if os.Getenv("SKIRMISH_SHOTS") == "" {
		t.Skip("set SKIRMISH_SHOTS to a folder to draw the picture sheets")
	}
}
