package game

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/rulesets"
	"skirmish/internal/gameloop"
)

// settingsApp returns an app showing the settings over back on a screen of
// size at UI scale, its script and a screen to draw on.
func settingsApp(t *testing.T, size image.Point, scale int, back Scene) (*App, *input.Script, *ebiten.Image) {
	src := input.NewScript()
	a := NewApp(Options{Kinds: rulesets.All, Source: src, Fixed: size, NoSettings: true, NoSound: true, DataDir: t.TempDir(), NoAutosave: true})
	a.Settings.UIScale = scale
	if back == nil {
		back = NewTitle()
	}
	a.SetScene(NewSettingsScene(back))
	return a, src, ebiten.NewImage(size.X, size.Y)
}

func tick(t *testing.T, a *App, screen *ebiten.Image, n int) {
	t.Helper()
	for range n {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
	}
}

// TestScaleClicksStayUnderTheMouse clicks the UI scale three times where
// it first was: each click lands on it (it does not move while the
// pointer is on it), and the scale applies once the pointer leaves.
func TestScaleClicksStayUnderTheMouse(t *testing.T) {
	gameloop.NeedWindow(t)
	a, src, screen := settingsApp(t, image.Pt(1280, 800), 100, nil)
	tick(t, a, screen, 2)
	s := a.Scene().(*SettingsScene)
	r := s.buttons[scaleRow].GetWidget().Rect
	x, y := r.Min.X+r.Dx()*3/4, r.Min.Y+r.Dy()/2
	src.MoveMouse(x, y)
	tick(t, a, screen, 1)
	for range 3 {
		src.MouseDown(ebiten.MouseButtonLeft)
		tick(t, a, screen, 1)
		src.MouseUp(ebiten.MouseButtonLeft)
		tick(t, a, screen, 2)
		if got := s.buttons[scaleRow].GetWidget().Rect; got != r {
			t.Fatalf("the UI scale button moved from %v to %v under the mouse", r, got)
		}
	}
	if got := s.buttons[scaleRow].Text().Label; !strings.Contains(got, "175 %") {
		t.Fatalf("after three clicks the row reads %q, want 175 %%", got)
	}
	src.MoveMouse(5, 5)
	tick(t, a, screen, 2)
	// 1280x800 holds a 960x540 screen at 133 % at most (FittedScale)
	if a.Settings.UIScale != 175 || a.Theme().Scale != 1280.0/960 {
		t.Fatalf("after leaving the button: UI scale %d, theme %v; want 175, shown at 133 %%", a.Settings.UIScale, a.Theme().Scale)
	}
	if got := s.buttons[scaleRow].Text().Label; !strings.Contains(got, "175 % (133 % fits this window)") {
		t.Errorf("the row reads %q, want it to say the window shows 133 %%", got)
	}
}

// TestSettingsFit opens the settings at every UI scale on small and large
// windows: the dialog stays inside the window, and every row, the last
// one too, comes into view when the keyboard focuses it.
func TestSettingsFit(t *testing.T) {
	gameloop.NeedWindow(t)
	for _, size := range []image.Point{{1024, 600}, {1280, 800}, {2560, 1440}} {
		for _, scale := range []int{75, 100, 125, 150, 175, 200} {
			t.Run(fmt.Sprintf("%dx%d %d%%", size.X, size.Y, scale), func(t *testing.T) {
				a, src, screen := settingsApp(t, size, scale, nil)
				tick(t, a, screen, 2)
				s := a.Scene().(*SettingsScene)
				win := image.Rectangle{Max: size}
				panel := s.ui.Container.Children()[0].GetWidget().Rect
				if !panel.In(win) {
					t.Fatalf("the dialog %v leaves the window %v", panel, win)
				}
				for i := range s.buttons {
					if i > 0 {
						src.Tap(ebiten.KeyArrowDown)
						tick(t, a, screen, 2)
					}
					b, _ := s.ui.GetFocusedWidget().(*widget.Button)
					if b != s.buttons[i] {
						t.Fatalf("row %d is not focused", i)
					}
					view := panel
					if s.rows != nil && i < len(settingsList) {
						view = s.rows.ViewRect()
					}
					if r := b.GetWidget().Rect; !r.In(view) {
						t.Fatalf("row %d at %v is out of view %v", i, r, view)
					}
				}
			})
		}
	}
}

// spyScene is a scene that counts its draws.
type spyScene struct{ draws int }

func (s *spyScene) Build(*App)               {}
func (s *spyScene) Update(*App) error        { return nil }
func (s *spyScene) Draw(*App, *ebiten.Image) { s.draws++ }
func (s *spyScene) UI() *ebitenui.UI         { return nil }
func (s *spyScene) Busy() bool               { return false }

// TestSettingsOverTheGame checks that the settings opened from a game (a
// scene that is not a menu) draw that game under the dialog, and opened
// from the title the backdrop.
func TestSettingsOverTheGame(t *testing.T) {
	gameloop.NeedWindow(t)
	game := &spyScene{}
	a, _, screen := settingsApp(t, image.Pt(1280, 800), 100, game)
	tick(t, a, screen, 3)
	if game.draws == 0 {
		t.Fatal("the settings opened from a game do not draw the game")
	}
	a2, _, screen2 := settingsApp(t, image.Pt(1280, 800), 100, nil)
	tick(t, a2, screen2, 2)
	if s := a2.Scene().(*SettingsScene); !s.bg.drawn {
		t.Fatal("the settings opened from the title do not draw the backdrop")
	}
}
