package tunnel

import (
	"fmt"
	"image"
	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/internal/gameloop"
	"skirmish/rules/grid"
	"skirmish/ui"
)

// TestReplayViewerLayout opens the replay viewer at every UI scale on
// small and large windows: the bar of controls, the side panel (with
// "Continue from here" and the log) and the board never overlap, every
// widget stays in the window, and the board's squares lie left of the
// panel and over the bar.
func TestReplayViewerLayout(t *testing.T) {
	gameloop.NeedWindow(t)
	rec := recordingFrom(t, firstBloodSetup(t, nil), parseAll(t, gnomeFacesGoblin...))
	for _, size := range []image.Point{{1024, 600}, {1280, 800}, {2560, 1440}} {
		for _, scale := range []int{75, 100, 125, 150, 175, 200} {
			t.Run(fmt.Sprintf("%dx%d %d%%", size.X, size.Y, scale), func(t *testing.T) {
				a := gametest.NewApp(kinds, input.NewScript(), size, t.TempDir())
				a.Settings.UIScale = scale
				v := openReview(t, a, rec)
				v.seek(4)
				v.anim.Skip()
				screen := ebiten.NewImage(size.X, size.Y)
				for range 2 {
					if err := a.Update(); err != nil {
						t.Fatal(err)
					}
					a.Draw(screen)
				}
				win := image.Rectangle{Max: size}
				side, bar := v.side.GetWidget().Rect, v.bar.GetWidget().Rect
				if side.Overlaps(bar) {
					t.Errorf("the side panel %v overlaps the bar %v", side, bar)
				}
				for name, c := range map[string]*widget.Container{"side panel": v.side, "bar": v.bar} {
					box := c.GetWidget().Rect
					ui.Walk(c, func(w widget.PreferredSizeLocateableWidget) bool {
						r := w.GetWidget().Rect
						if !r.In(win) || !r.In(box) {
							t.Errorf("a widget of the %s at %v leaves it (%v) or the window", name, r, box)
						}
						return true
					})
				}
				cont := gametest.FindButton(v.ui, nil, "Continue from here")
				if cont == nil || cont.GetWidget().Rect.Overlaps(v.logArea.GetWidget().Rect) || !cont.GetWidget().Rect.In(side) {
					t.Errorf("Continue from here %v: not in the side panel %v, or over the log %v", cont.GetWidget().Rect, side, v.logArea.GetWidget().Rect)
				}
				if v.logArea.GetWidget().Rect.Dy() < 20 {
					t.Errorf("the log is %v", v.logArea.GetWidget().Rect)
				}
				g := v.Game()
				w, h := g.Level().W, g.Level().H
				for _, q := range []grid.Point{{X: 0, Y: 0}, {X: int16(w - 1), Y: int16(h - 1)}} {
					if r := v.cellRect(q); !r.In(win) || r.Max.X > side.Min.X || r.Max.Y > bar.Min.Y {
						t.Errorf("square %v at %v is under the side panel %v or the bar %v", q, r, side, bar)
					}
				}
			})
		}
	}
}
