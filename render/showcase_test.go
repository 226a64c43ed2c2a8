package render

import (
	"image"
	"math"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/rules"
	"skirmish/rules/grid"
	"skirmish/rules/tunnel"
)

// TestShowcase draws every scenario a few computer moves in, in both
// palettes, for a person to look at: /tmp/render-<scenario>.png.
func TestShowcase(t *testing.T) {
	needLoop(t)
	needShots(t)
	for k, name := range []string{"first-blood", "lamplight-crossing", "the-long-dark", "warren-escape"} {
		g := newGame(t, name, uint64(k+3))
		ai := tunnel.NewAI(0)
		for range 14 + 6*k {
			if g.Outcome().Over {
				break
			}
			side := int(g.ToAct()[0])
			act, err := ai.Decide(g, side)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Do(act, nil); err != nil {
				t.Fatal(err)
			}
		}
		pal := NewPalette(k%2 == 1)
		b := NewBoard()
		b.Layout(image.Rect(0, 0, 1100, 520), g.Level())
		dst := ebiten.NewImage(1100, 520)
		dst.Fill(pal.Background)
		m := &Marks{Hover: -1, Selected: -1}
		for i := range g.Models() {
			if !g.Model(i).Dead && int(g.Model(i).Side) == g.Side() {
				m = moveMarks(g, g.Model(i).ID)
				m.Facings, m.FacingAt, m.Facing = k == 2, g.Model(i).At, g.Model(i).Facing
				break
			}
		}
		b.Draw(dst, g, m, nil, pal)
		writePNG(t, "/tmp/render-"+name+".png", snapshot(dst))
	}
}

// TestFilmstrip plays a staged fight on First Blood with loaded dice and
// draws frames of its animations into /tmp/render-film.png, for a person to
// look at: a move, a roll that floors the Gnome, it getting up, and a swing
// that kills a Goblin.
func TestFilmstrip(t *testing.T) {
	needLoop(t)
	needShots(t)
	sc, err := tunnel.Scenario("first-blood")
	if err != nil {
		t.Fatal(err)
	}
	g, err := tunnel.Setup(sc, 1, rules.Options{Dice: []int{4, 4, 1, 2, 3, 6, 6, 6, 3, 2, 3}})
	if err != nil {
		t.Fatal(err)
	}
	pal := NewPalette(false)
	b := NewBoard()
	b.Layout(image.Rect(0, 0, 1000, 250), g.Level())
	a := NewAnimator()
	const fw, fh, th = 500, 250, 130
	var frames []*image.RGBA
	var tray TrayDice
	shoot := func(m *Marks) {
		screen := ebiten.NewImage(1000, fh+th)
		screen.Fill(pal.Background)
		b.Draw(screen, g, m, a, pal)
		if d, ok := a.LastRoll(); ok {
			tray = d
		}
		if sw, ok := g.PendingSwing(); ok && sw.Rolled && g.Phase() == tunnel.PhasePick {
			tray.Pickable = true
		}
		var tr Tray
		tr.Layout(image.Rect(250, fh, 250+fw, fh+th), &tray)
		tr.Draw(screen, &tray, 0, a, pal)
		frames = append(frames, snapshot(screen.SubImage(image.Rect(250, 0, 250+fw, fh+th)).(*ebiten.Image)))
	}
	do := func(s string) []tunnel.Event {
		act, err := tunnel.ParseAction(s)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := g.Do(act, nil)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		return evs
	}
	run := func(n int) {
		for range n {
			a.Update()
		}
	}
	none := &Marks{Hover: -1, Selected: -1}
	a.Observe(g)
	a.Feed(g, do("A move m3-l3 W"), b)
	run(8)
	shoot(none) // 1: sliding
	a.Skip()
	for _, s := range []string{"A move k3-j3 W", "A open i3", "end", "b move h3-i3 E"} {
		a.Feed(g, do(s), b)
		a.Skip()
	}
	shoot(&Marks{Hover: -1, Selected: g.ModelByID('b'), Targets: nil}) // 2: the goblin at the door
	a.Feed(g, do("b swing j3 1"), b)
	run(12)
	shoot(none) // 3: dice tumbling
	run(ticksRoll + ticksCancel - 12 + ticksPick + ticksTilt/2)
	shoot(none) // 4: falling prone
	a.Skip()
	shoot(none) // 5: prone
	a.Feed(g, do("end"), b)
	a.Skip()
	a.Feed(g, do("A recover W"), b)
	run(ticksTurn + 2)
	shoot(none) // 6: getting up
	a.Skip()
	g.Model(g.ModelByID('b')).Endurance = 2 // staged: one blow will kill it
	a.Feed(g, do("A swing i3 2"), b)
	a.Feed(g, do("b defend 0"), b)
	run(ticksRoll + ticksCancel + 4)
	shoot(&Marks{Hover: -1, Selected: g.ModelByID('A')}) // 7: picking
	a.Feed(g, do("A pick 6"), b)
	run(ticksPick + 14)
	shoot(none) // 8: damage floating
	run(ticksFloatQ + ticksDeath/2 - 14)
	shoot(none) // 9: dying
	run(ticksDeath)
	shoot(none) // 10: the skull

	out := image.NewRGBA(image.Rect(0, 0, 2*fw, (len(frames)+1)/2*(fh+th)))
	for k, f := range frames {
		r := image.Rect(k%2*fw, k/2*(fh+th), k%2*fw+fw, k/2*(fh+th)+fh+th)
		for y := 0; y < r.Dy(); y++ {
			copy(out.Pix[(r.Min.Y+y)*out.Stride+r.Min.X*4:], f.Pix[y*f.Stride:y*f.Stride+fw*4])
		}
	}
	writePNG(t, "/tmp/render-film.png", out)
	if !g.Model(g.ModelByID('b')).Dead {
		t.Error("the staged swing did not kill the goblin")
	}
}

// TestTokenSheet draws every fighter of both sides facing each way, and
// prone, selected and hurt, at two sizes: /tmp/render-tokens.png.
func TestTokenSheet(t *testing.T) {
	needLoop(t)
	needShots(t)
	g := newGame(t, "first-blood", 1)
	pal := NewPalette(false)
	dst := ebiten.NewImage(1280, 560)
	dst.Fill(pal.Background)
	for row, cs := range []int{80, 44} {
		b := NewBoard()
		b.Layout(image.Rect(0, 0, cs*20, cs*5), g.Level())
		b.sprite.check(cs, pal)
		y0 := float64(row*(80*2+24) + cs/2 + 4)
		for k := range 13 {
			m := *g.Model(0)
			m.Profile = uint8(k % len(tunnel.Profiles))
			m.Side = int8(k % 2)
			m.Facing = grid.Dir(k % 4)
			m.Endurance = m.Prof().Endurance - int8(k%3)*2
			m.Stamina = m.Prof().Stamina - int8(k%2)
			m.Prone = k >= 10
			cx, cy := float64(k*(cs+cs/6)+cs/2+4), y0
			for pass := range 2 { // on lit floor, then on dark floor below
				b.br.rect(dst, cx-float64(cs)/2, cy-float64(cs)/2, float64(cs), float64(cs), pal.Floor, 1)
				if pass == 1 {
					b.br.rect(dst, cx-float64(cs)/2, cy-float64(cs)/2, float64(cs), float64(cs), pal.Dark, float32(pal.Dark.A)/255)
				}
				sel := -1
				if k == 12 {
					sel = 0
				}
				b.drawTokenAt(dst, &m, cx, cy, 1, float64(m.Facing)*math.Pi/2, map[bool]float64{true: 1, false: 0}[m.Prone], 0, sel == 0, false, pal)
				cy += float64(cs) + 6
			}
		}
	}
	writePNG(t, "/tmp/render-tokens.png", snapshot(dst))
}

// TestTileSheet draws a small level with every kind of square, half of it
// lit, at a large size: /tmp/render-tiles.png.
func TestTileSheet(t *testing.T) {
	needLoop(t)
	needShots(t)
	src := `title: Tiles
goal: escape side 1
side 1: Gnomes
side 2: Goblins

map:
 ###########
 #...#.....#
 #.A.+..3..>
 #...#.....#
 ##/####+###
  #b.....#
  ########

legend:
A: lamplighter side 1 facing E
b: goblin side 2 facing N
`
	lvl, err := tunnel.ParseLevel("tiles", "tiles.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := tunnel.NewGame(lvl, rules.NewDice(1))
	for _, pal := range []*Palette{NewPalette(false), NewPalette(true)} {
		b := NewBoard()
		b.Layout(image.Rect(0, 0, 12*72, 7*72), g.Level())
		dst := ebiten.NewImage(12*72, 7*72)
		b.Draw(dst, g, &Marks{Hover: -1, Selected: -1, Doors: []grid.Point{grid.Pt(5, 2)}, Targets: []grid.Point{grid.Pt(3, 5)}, Shunts: []grid.Point{grid.Pt(4, 5)}}, nil, pal)
		name := "/tmp/render-tiles.png"
		if pal.Side[0] != NewPalette(false).Side[0] {
			name = "/tmp/render-tiles-cb.png"
		}
		writePNG(t, name, snapshot(dst))
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
