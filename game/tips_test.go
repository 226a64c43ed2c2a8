package game_test

import (
	"fmt"
	"image"
	"testing"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/rulesets"
	"skirmish/internal/gameloop"
	"skirmish/ui"
)

// hoverTip puts the mouse on btn and returns the rectangle of the tooltip
// it shows.
func hoverTip(t *testing.T, d *gametest.Driver, btn *widget.Button) image.Rectangle {
	t.Helper()
	var win *widget.Window
	btn.GetWidget().ToolTipEvent.AddHandler(func(args any) {
		if a, ok := args.(*widget.WidgetToolTipEventArgs); ok && a.Show {
			win = a.Window
		}
	})
	r := btn.GetWidget().Rect
	d.Src.MoveMouse(r.Min.X+r.Dx()/4, (r.Min.Y+r.Max.Y)/2)
	d.TicksN(4)
	if win == nil {
		t.Fatalf("no tooltip over %q", btn.Text().Label)
	}
	return win.GetContainer().GetWidget().Rect
}

// coveredBy returns the labels or rectangles of the scene's widgets other
// than owner that r covers.
func coveredBy(d *gametest.Driver, owner *widget.Button, r image.Rectangle) []string {
	var out []string
	ui.Walk(d.App.Scene().UI().Container, func(w widget.PreferredSizeLocateableWidget) bool {
		if w == widget.PreferredSizeLocateableWidget(owner) {
			return false
		}
		if _, ok := w.(*widget.Container); ok {
			return true
		}
		if w.GetWidget().IsVisible() && w.GetWidget().Rect.Overlaps(r) {
			name := fmt.Sprint(w.GetWidget().Rect)
			switch x := w.(type) {
			case *widget.Button:
				name = x.Text().Label
			case *widget.Text:
				name = x.Label
			}
			out = append(out, name)
		}
		return false
	})
	return out
}

// TestTipsCoverNothing hovers every button with a tooltip on the setup and
// settings screens at several sizes and UI scales: each tooltip stays on
// the screen and covers no other control, text or title (the Ruleset's
// covered the scenario's title; a setting's covered the next row).
func TestTipsCoverNothing(t *testing.T) {
	gameloop.NeedWindow(t)
	for _, c := range []struct {
		size  image.Point
		scale int
	}{{image.Pt(1280, 800), 100}, {image.Pt(1280, 800), 125}, {image.Pt(1024, 600), 100}, {image.Pt(1920, 1080), 150}} {
		for _, screen := range []string{"setup", "settings"} {
			t.Run(fmt.Sprintf("%s %dx%d %d%%", screen, c.size.X, c.size.Y, c.scale), func(t *testing.T) {
				d := gametest.NewDriverSized(t, rulesets.All, c.size)
				d.App.Settings.UIScale = c.scale
				if screen == "setup" {
					d.App.SetScene(game.NewSetup(rulesets.All))
				} else {
					d.App.SetScene(game.NewSettingsScene(game.NewTitle()))
				}
				d.TicksN(2)
				var btns []*widget.Button
				ui.Walk(d.App.Scene().UI().Container, func(w widget.PreferredSizeLocateableWidget) bool {
					if b, ok := w.(*widget.Button); ok && len(b.GetWidget().ToolTips) > 0 {
						btns = append(btns, b)
					}
					return true
				})
				if len(btns) == 0 {
					t.Fatal("no button with a tooltip")
				}
				for _, b := range btns {
					r := hoverTip(t, d, b)
					if !r.In(image.Rectangle{Max: c.size}) {
						t.Errorf("the tooltip of %q at %v leaves the screen", b.Text().Label, r)
					}
					if cov := coveredBy(d, b, r); len(cov) > 0 {
						t.Errorf("the tooltip of %q at %v covers %q", b.Text().Label, r, cov)
					}
				}
			})
		}
	}
}
