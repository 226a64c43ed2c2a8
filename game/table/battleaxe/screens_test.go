package battleaxe

import (
	"fmt"
	"image"
	"testing"

	"skirmish/game/gametest"
	"skirmish/internal/gameloop"
	rb "skirmish/render/battleaxe"
	ba "skirmish/rules/battleaxe"
)

// The Battle-Axe table as drawn, at 100 % and 125 %: the dungeon with its
// rooms and passage, the heroes' tokens in their players' colours, the
// enemies', the tray; zoomed in, the squares grow and the camera keeps the
// hero acting in view.
func TestTablePixels(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-test-crypt", 1, nil)
	for _, scale := range []int{100, 125} {
		t.Run(fmt.Sprintf("%d%%", scale), func(t *testing.T) {
			d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 720))
			d.App.Settings.UIScale = scale
			a := d.App
			c := openAt(t, a, setup, gametest.Humans(2), nil)
			img := gametest.Frame(t, a, fmt.Sprintf("battleaxe-table-%d", scale))
			pal := rb.NewPalette(a.Pal())
			board := c.lay.board
			if n := gametest.CountNear(img, board, pal.Room, 12); n < board.Dx()*board.Dy()/40 {
				t.Errorf("the room's flagstones cover %d pixels of the board, too few", n)
			}
			if n := gametest.CountNear(img, board, pal.Enemy, 16); n < 200 {
				t.Errorf("the enemies' tokens cover %d pixels", n)
			}
			hero := c.cam.squareRect(c.Game().Mini(c.Game().SeatHero(0)).At)
			// the disc round his role's white icon: a twentieth of the square at least
			if n := gametest.CountNear(img, hero, a.Pal().Side[0], 40); n < hero.Dx()*hero.Dy()/20 {
				t.Errorf("the first hero's token shows %d pixels of his player's colour", n)
			}
			if n := gametest.CountNear(img, c.lay.tray, a.Pal().Tray, 10); n < c.lay.tray.Dx()*c.lay.tray.Dy()/3 {
				t.Errorf("the tray's felt covers %d pixels", n)
			}
			// zoomed in, a square is larger and the acting hero in view
			before := c.cam.squareRect(c.Game().Mini(0).At).Dx()
			x, y := board.Min.X+board.Dx()/2, board.Min.Y+board.Dy()/2
			c.cam.zoom(2, float64(x), float64(y), float64(scale)/100)
			c.followAction()
			for range 40 {
				c.cam.tick()
			}
			gametest.Frame(t, a, fmt.Sprintf("battleaxe-table-zoomed-%d", scale))
			r := c.cam.squareRect(c.Game().Mini(0).At)
			if r.Dx() <= before {
				t.Errorf("zoomed in, a square is %d px, was %d", r.Dx(), before)
			}
			if !r.In(board) {
				t.Errorf("zoomed in, the acting hero at %v is out of the board %v", r, board)
			}
		})
	}
}

// TestConsoleShowsTheHero: the console of a hero gives his base and
// current values, what he holds, wears and carries, his traits, his
// height and weight.
func TestConsoleShowsTheHero(t *testing.T) {
	setup := rig.Setup(t, "the-troll-bridge", 1, nil)
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*ba.Game)
	for s := range g.Seats() {
		lines := consoleLines(g, g.SeatHero(s), "Gamepad 1 plays him")
		if len(lines) < 6 {
			t.Fatalf("the console has %d lines: %q", len(lines), lines)
		}
		all := fmt.Sprint(lines)
		for _, want := range []string{"Health", "Speed", "Luck", "Attacks", "Attack", "Missile", "Defend", "Holding:", "Wearing:", "Backpack:", "Potions", "Gamepad 1"} {
			if !contains(all, want) {
				t.Errorf("%s's console lacks %q: %q", g.MiniName(g.SeatHero(s)), want, lines)
			}
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
