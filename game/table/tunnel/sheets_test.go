package tunnel

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/render"
	rt "skirmish/render/tunnel"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// Picture sheets of the board as the table feeds it, for a person to look
// at: they are written to the folder SKIRMISH_SHOTS names, and assert
// little themselves. (render/tunnel draws its own sheets of tokens and
// tiles from scenes written by hand.)

// needShots skips a picture sheet unless SKIRMISH_SHOTS names a folder.
func needShots(t *testing.T) string {
	t.Helper()
	gameloop.NeedWindow(t)
	dir := os.Getenv("SKIRMISH_SHOTS")
	if dir == "" {
		t.Skip("set SKIRMISH_SHOTS to a folder to draw the picture sheets")
	}
	return dir
}

// writeSheet saves img as name in dir.
func writeSheet(t *testing.T, dir, name string, img image.Image) {
	t.Helper()
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// snapshot reads an image back into memory.
func snapshot(img *ebiten.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

// TestShowcase draws every scenario a few computer moves in, in both
// palettes: render-<scenario>.png.
func TestShowcase(t *testing.T) {
	dir := needShots(t)
	for k, name := range []string{"first-blood", "lamplight-crossing", "the-long-dark", "warren-escape"} {
		sc, err := tf.Scenario(name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := tf.Setup(sc, uint64(k+3), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		ai := tf.NewAI(0)
		for range 14 + 6*k {
			if g.Outcome().Over {
				break
			}
			act, err := ai.Decide(g, int(g.ToAct()[0]))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Do(act, nil); err != nil {
				t.Fatal(err)
			}
		}
		var s rt.Scene
		fillScene(&s, g)
		pal := render.NewPalette(k%2 == 1)
		b := rt.NewBoard()
		b.Layout(image.Rect(0, 0, 1100, 520), s.W, s.H)
		dst := ebiten.NewImage(1100, 520)
		dst.Fill(pal.Background)
		m := &rt.Marks{Hover: -1, Selected: -1}
		for i := range g.Models() {
			if mo := g.Model(i); !mo.Dead && int(mo.Side) == g.Side() {
				m.Selected = i
				m.Reach = appendSquares(m.Reach, squaresFor(g, i, modeMove))
				m.Facings, m.FacingAt, m.Facing = k == 2, boardPoint(mo.At), boardDir(mo.Facing)
				break
			}
		}
		b.Draw(dst, &s, m, nil, pal)
		writeSheet(t, dir, "render-"+name+".png", snapshot(dst))
	}
}

// The animator's durations in ticks (render/tunnel/anim.go), to catch
// frames in the middle of its animations.
const (
	ticksTurn   = 8
	ticksTilt   = 14
	ticksRoll   = 36
	ticksCancel = 30
	ticksPick   = 10
	ticksFloatQ = 18
	ticksDeath  = 30
)

// TestFilmstrip plays a staged fight on First Blood with loaded dice and
// draws frames of its animations into render-film.png: a move, a roll that
// floors the Gnome, it getting up, and a swing that kills a Goblin.
func TestFilmstrip(t *testing.T) {
	dir := needShots(t)
	sc, err := tf.Scenario("first-blood")
	if err != nil {
		t.Fatal(err)
	}
	g, err := tf.Setup(sc, 1, rules.Options{Dice: []int{4, 4, 1, 2, 3, 6, 6, 6, 3, 2, 3}})
	if err != nil {
		t.Fatal(err)
	}
	pal := render.NewPalette(false)
	v := newTableView()
	v.board.Layout(image.Rect(0, 0, 1000, 250), g.Level().W, g.Level().H)
	a := v.anim
	const fw, fh, th = 500, 250, 130
	var frames []*image.RGBA
	var tray rt.TrayDice
	shoot := func(m *rt.Marks) {
		screen := ebiten.NewImage(1000, fh+th)
		screen.Fill(pal.Background)
		fillScene(&v.scene, g)
		v.board.Draw(screen, &v.scene, m, a, pal)
		if d, ok := a.LastRoll(); ok {
			tray = d
		}
		if sw, ok := g.PendingSwing(); ok && sw.Rolled && g.Phase() == tf.PhasePick {
			tray.Pickable = true
		}
		var tr rt.Tray
		tr.Layout(image.Rect(250, fh, 250+fw, fh+th), &tray)
		tr.Draw(screen, &tray, 0, a, pal)
		frames = append(frames, snapshot(screen.SubImage(image.Rect(250, 0, 250+fw, fh+th)).(*ebiten.Image)))
	}
	do := func(s string) {
		t.Helper()
		act, err := tf.ParseAction(s)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := g.Do(act, nil)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		v.feed(g, evs)
	}
	run := func(n int) {
		for range n {
			a.Update()
		}
	}
	none := &rt.Marks{Hover: -1, Selected: -1}
	fillScene(&v.scene, g)
	a.Observe(&v.scene)
	do("A move m3-l3 W")
	run(8)
	shoot(none) // 1: sliding
	a.Skip()
	for _, s := range []string{"A move k3-j3 W", "A open i3", "end", "b move h3-i3 E"} {
		do(s)
		a.Skip()
	}
	shoot(&rt.Marks{Hover: -1, Selected: g.ModelByID('b')}) // 2: the goblin at the door
	do("b swing j3 1")
	run(12)
	shoot(none) // 3: dice tumbling
	run(ticksRoll + ticksCancel - 12 + ticksPick + ticksTilt/2)
	shoot(none) // 4: falling prone
	a.Skip()
	shoot(none) // 5: prone
	do("end")
	a.Skip()
	do("A recover W")
	run(ticksTurn + 2)
	shoot(none) // 6: getting up
	a.Skip()
	g.Model(g.ModelByID('b')).Endurance = 2 // staged: one blow will kill it
	do("A swing i3 2")
	do("b defend 0")
	run(ticksRoll + ticksCancel + 4)
	shoot(&rt.Marks{Hover: -1, Selected: g.ModelByID('A')}) // 7: picking
	do("A pick 6")
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
	writeSheet(t, dir, "render-film.png", out)
	if !g.Model(g.ModelByID('b')).Dead {
		t.Error("the staged swing did not kill the goblin")
	}
}
