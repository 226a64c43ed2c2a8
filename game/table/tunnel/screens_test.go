//go:build ignore

package game

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/rules"
	"skirmish/rules/catalog"
	"skirmish/rules/grid"
	"skirmish/rules/tunnel"
)

// frame runs a few ticks of the app and returns the screen's pixels; it
// also writes them to a PNG in the test's temporary folder for a look.
func frame(t *testing.T, a *App, name string) *image.RGBA {
	t.Helper()
	screen := ebiten.NewImage(a.w, a.h)
	for range 4 {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
	}
	img := image.NewRGBA(image.Rect(0, 0, a.w, a.h))
	screen.ReadPixels(img.Pix)
	if dir := os.Getenv("SKIRMISH_SHOTS"); dir != "" {
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err == nil {
			_ = png.Encode(f, img)
			f.Close()
		}
	}
	return img
}

func near(c color.RGBA, want color.Color, tol int) bool {
	r, g, b, _ := want.RGBA()
	d := func(x uint8, y uint32) int { return abs(int(x) - int(y>>8)) }
	return d(c.R, r) <= tol && d(c.G, g) <= tol && d(c.B, b) <= tol
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// nearShade reports whether c is want darkened by some factor from 0.3 to
// 1 (tokens in the dark are drawn darker), within tol per channel.
func nearShade(c color.RGBA, want color.RGBA, tol float64) bool {
	w := [3]float64{float64(want.R), float64(want.G), float64(want.B)}
	v := [3]float64{float64(c.R), float64(c.G), float64(c.B)}
	k := (v[0]*w[0] + v[1]*w[1] + v[2]*w[2]) / (w[0]*w[0] + w[1]*w[1] + w[2]*w[2])
	if k < 0.3 || k > 1.05 {
		return false
	}
	for i := range 3 {
		if d := v[i] - k*w[i]; d > tol || d < -tol {
			return false
		}
	}
	return true
}

// countShade counts the pixels of r that are want in some shade.
func countShade(img *image.RGBA, r image.Rectangle, want color.RGBA, tol float64) int {
	return count(img, r, func(c color.RGBA) bool { return nearShade(c, want, tol) })
}

// countNear counts the pixels of r close to want.
func countNear(img *image.RGBA, r image.Rectangle, want color.Color, tol int) int {
	return count(img, r, func(c color.RGBA) bool { return near(c, want, tol) })
}

// count counts the pixels of r for which ok holds.
func count(img *image.RGBA, r image.Rectangle, ok func(color.RGBA) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if ok(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// blobs counts the 4-connected groups of pixels of r close to want.
func blobs(img *image.RGBA, r image.Rectangle, want color.Color, tol int) int {
	seen := map[image.Point]bool{}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := image.Pt(x, y)
			if seen[p] || !near(img.RGBAAt(x, y), want, tol) {
				continue
			}
			n++
			stack := []image.Point{p}
			seen[p] = true
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, d := range []image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					s := q.Add(d)
					if s.In(r) && !seen[s] && near(img.RGBAAt(s.X, s.Y), want, tol) {
						seen[s] = true
						stack = append(stack, s)
					}
				}
			}
		}
	}
	return n
}

func testApp(t *testing.T) *App {
	a := NewApp(Options{Source: input.NewScript(), Fixed: image.Pt(1280, 720), NoSettings: true, NoSound: true, DataDir: t.TempDir()})
	a.Settings.AnimSpeed = 0
	return a
}

func firstBloodSetup(t *testing.T, dice []int) Setup {
	rs, err := catalog.Lookup("tunnel")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := catalog.Scenario(rs, "first-blood")
	if err != nil {
		t.Fatal(err)
	}
	return Setup{Ruleset: rs, Scenario: sc, Seed: 1, Options: rules.Options{Dice: dice}}
}

func parseAll(t *testing.T, texts ...string) []rules.Action {
	var out []rules.Action
	for _, s := range texts {
		a, err := tunnel.ParseAction(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

func TestTitleScreenPixels(t *testing.T) {
	needWindow(t)
	a := testApp(t)
	img := frame(t, a, "title")
	play := findButton(a.Scene().UI(), nil, "Play")
	if play == nil {
		t.Fatal("no Play button")
	}
	r := play.GetWidget().Rect
	// The Play button is the primary (amber-brown) button.
	if n := countNear(img, r, color.RGBA{0x7A, 0x4A, 0x1C, 0xFF}, 24); n < r.Dx()*r.Dy()/3 {
		t.Errorf("the Play button has %d of %d pixels of its colour", n, r.Dx()*r.Dy())
	}
	// The title is written in the accent colour above the buttons.
	above := image.Rect(r.Min.X, r.Min.Y-r.Dy()*4, r.Max.X, r.Min.Y)
	if n := countNear(img, above, a.Theme.Accent, 30); n < 800 {
		t.Errorf("%d accent pixels for the title above the buttons", n)
	}
}

// midSwing is First Blood with the Gnome's swing rolled: Attack Dice
// 1, 2, 3, 4 against a Defence Die 6, the Gnome to pick.
var midSwing = []string{"A move m3-l3 W", "A move k3-j3 W", "A open i3", "end", "b move h3-i3 E", "end", "A swing i3 1", "b defend 0"}

func TestBattleMidSwingPixels(t *testing.T) {
	needWindow(t)
	a := testApp(t)
	b, err := NewBattle(a, firstBloodSetup(t, []int{1, 2, 3, 4, 6}), []Sitter{Human, Computer}, parseAll(t, midSwing...))
	if err != nil {
		t.Fatal(err)
	}
	a.scene = b
	a.ensureBuilt(true)
	img := frame(t, a, "battle-mid-swing")
	g := b.Game()
	if g.Phase() != tunnel.PhasePick {
		t.Fatalf("phase %d, want pick", g.Phase())
	}
	// Each token shows its side's colour on its square, and not the other's.
	for _, id := range []byte{'A', 'b'} {
		m := g.Model(g.ModelByID(id))
		r := b.board.CellRect(m.At)
		own, other := a.Pal.Side[m.Side], a.Pal.Side[1-m.Side]
		if n := countShade(img, r, own, 10); n < r.Dx() {
			t.Errorf("model %c on %s: %d pixels of its side's colour", id, m.At, n)
		}
		if n := countShade(img, r, other, 10); n > r.Dx()/2 {
			t.Errorf("model %c on %s: %d pixels of the other side's colour", id, m.At, n)
		}
	}
	// The tray shows four Attack Dice with 1 to 4 pips and a Defence Die
	// with 6, each die found by asking the tray what lies under a pixel.
	rects := map[[2]int]image.Rectangle{}
	area := b.trayArea
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			if i, atk, ok := b.tray.DieAt(x, y); ok {
				k := [2]int{i, boolInt(atk)}
				rects[k] = rects[k].Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if len(rects) != 5 {
		t.Fatalf("the tray has %d dice, want 5", len(rects))
	}
	for k, r := range rects {
		want, pip := 6, a.Pal.DefencePip
		if k[1] == 1 {
			want, pip = k[0]+1, a.Pal.AttackPip
		}
		if got := blobs(img, r, pip, 40); got != want {
			t.Errorf("die %d (attack=%d) in %v shows %d pips, want %d", k[0], k[1], r, got, want)
		}
	}
}

func TestReplayViewerPixels(t *testing.T) {
	needWindow(t)
	a := testApp(t)
	rec, err := recordingFrom(firstBloodSetup(t, nil), parseAll(t, midSwing[:4]...))
	if err != nil {
		t.Fatal(err)
	}
	v := NewReplayViewer(rec, NewTitle())
	a.scene = v
	a.ensureBuilt(true)
	side := a.Pal.Side[0]
	at := func(sq string) image.Rectangle {
		p, err := grid.ParseSquare(sq)
		if err != nil {
			t.Fatal(err)
		}
		return v.board.CellRect(p)
	}
	img := frame(t, a, "replay-start")
	if n := countShade(img, at("n3"), side, 10); n < 20 {
		t.Errorf("at the start the Gnome is not drawn on n3 (%d pixels)", n)
	}
	// Step forward twice with the keyboard: the Gnome walks to j3.
	v.seek(2)
	v.anim.Skip()
	img = frame(t, a, "replay-at-2")
	if n := countShade(img, at("n3"), side, 10); n > 5 {
		t.Errorf("after 2 actions the Gnome is still drawn on n3 (%d pixels)", n)
	}
	if n := countShade(img, at("j3"), side, 10); n < 20 {
		t.Errorf("after 2 actions the Gnome is not drawn on j3 (%d pixels)", n)
	}
	if v.slider.Current != 2 || v.counter.Label != "2 / 4" {
		t.Errorf("scrub bar at %d, counter %q", v.slider.Current, v.counter.Label)
	}
}

func TestCommitShowsTheOdds(t *testing.T) {
	needWindow(t)
	a := testApp(t)
	b, err := NewBattle(a, firstBloodSetup(t, nil), []Sitter{Human, Computer}, parseAll(t, gnomeFacesGoblin...))
	if err != nil {
		t.Fatal(err)
	}
	a.scene = b
	a.ensureBuilt(true)
	b.choose(a, Choice{Op: opCommit, To: b.Game().Model(b.Game().ModelByID('b')).At, Enabled: true})
	one := b.oddsLines()
	b.choose(a, Choice{Op: opLess, Enabled: true})
	b.choose(a, Choice{Op: opLess, Enabled: true})
	if b.p.commit != 1 {
		t.Fatalf("commit %d after two Less from the maximum", b.p.commit)
	}
	low := b.oddsLines()
	frame(t, a, "battle-commit")
	if len(one) < 2 || len(low) < 2 || one[1] == low[1] {
		t.Fatalf("the odds did not change with the Stamina:\n%q\n%q", one, low)
	}
	// With 1 Stamina the Gnome rolls 4 dice; Goblin b (Strength 1, 3
	// Stamina left) can roll 1 to 4: the first case is 4 against 1.
	o := tunnel.OddsFor(4, 1)
	want := "draw " + percent(o.Draw(), o.Total)
	if !strings.Contains(low[1], "4 Attack Dice against 1 Defence Dice") || !strings.Contains(low[1], want) {
		t.Errorf("first case %q, want 4 against 1 with %s", low[1], want)
	}
}

// TestSettingsChangeIsSaved changes the UI scale with the keyboard on the
// settings screen and finds it in the settings file.
func TestSettingsChangeIsSaved(t *testing.T) {
	needWindow(t)
	path := filepath.Join(t.TempDir(), "skirmish", "settings.json")
	src := input.NewScript()
	a := NewApp(Options{Source: src, Fixed: image.Pt(1280, 720), SettingsPath: path, NoSound: true, DataDir: t.TempDir()})
	a.scene = NewSettingsScene(NewTitle())
	d := &driver{t: t, src: src, app: a, screen: ebiten.NewImage(1280, 720)}
	d.ticksN(2)
	// Down twice focuses the first two rows: Fullscreen, then UI scale.
	d.key(ebiten.KeyArrowDown)
	d.key(ebiten.KeyArrowDown)
	d.key(ebiten.KeyArrowRight)
	if a.Settings.UIScale != 125 {
		t.Fatalf("UI scale %d after Right on its row, want 125", a.Settings.UIScale)
	}
	got, err := LoadSettings(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.UIScale != 125 {
		t.Fatalf("the file says UI scale %d, want 125", got.UIScale)
	}
	if a.Theme.Scale != 1.25 {
		t.Errorf("the theme was not rebuilt at 125 %%: scale %v", a.Theme.Scale)
	}
}

// TestUndoButtonFollowsThePolicy: under until-dice the Undo button is
// enabled after a move and disabled, saying why, once dice are rolled.
func TestUndoButtonFollowsThePolicy(t *testing.T) {
	needWindow(t)
	a := testApp(t)
	a.Settings.Undo = "until-dice"
	b, err := NewBattle(a, firstBloodSetup(t, []int{1, 2, 3, 4, 6}), []Sitter{Human, Human}, parseAll(t, gnomeFacesGoblin...))
	if err != nil {
		t.Fatal(err)
	}
	a.scene = b
	a.ensureBuilt(true)
	frame(t, a, "undo-before")
	undo := findButton(b.UI(), nil, "Undo")
	if undo == nil || undo.GetWidget().Disabled {
		t.Fatal("Undo is disabled before any roll")
	}
	b.apply(a, mustAction(t, "A swing i3 1"))
	b.apply(a, mustAction(t, "b defend 0"))
	frame(t, a, "undo-after")
	ok, why := b.ses.CanUndo()
	undo = findButton(b.UI(), nil, "Undo")
	if ok || why == "" || undo == nil || !undo.GetWidget().Disabled {
		t.Fatalf("after the roll: CanUndo %v %q, button disabled %v", ok, why, undo != nil && undo.GetWidget().Disabled)
	}
}

// TestContinueFromHere starts a new game from the position the replay
// viewer shows, the side to act played by a human.
func TestContinueFromHere(t *testing.T) {
	needWindow(t)
	a := testApp(t)
	rec, err := recordingFrom(firstBloodSetup(t, nil), parseAll(t, gnomeFacesGoblin...))
	if err != nil {
		t.Fatal(err)
	}
	v := NewReplayViewer(rec, NewTitle())
	a.scene = v
	a.ensureBuilt(true)
	frame(t, a, "viewer")
	v.seek(4) // after "end": the Goblins to act
	v.continueHere(a)
	frame(t, a, "continued")
	b, ok := a.Scene().(*Battle)
	if !ok {
		t.Fatalf("scene %T after continue from here", a.Scene())
	}
	if b.ses.History().Len() != 4 || b.Game().Hash() != rec.States[4].Hash() {
		t.Fatalf("the new game has %d actions, hash %x; want 4, %x", b.ses.History().Len(), b.Game().Hash(), rec.States[4].Hash())
	}
	if b.ses.Sitter(1) != Human || b.ses.Sitter(0) != Computer {
		t.Errorf("seats %v: the Goblins (to act) should be human", b.ses.Sitters())
	}
}

func mustAction(t *testing.T, s string) tunnel.Action {
	t.Helper()
	a, err := tunnel.ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
