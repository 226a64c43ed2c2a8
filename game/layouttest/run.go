package layouttest

import (
	"fmt"
	"image"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
	"skirmish/game/input"
	"skirmish/game/rulesets"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
)

// Run is the layout test of one part (from 1 to Parts) of the screens
// (ShotScreensOf): the part's test, TestLayoutHoldsEverywhere, calls it.
// It draws the screens of the part at every UI scale and window size
// (ShotScales, ShotSizes), and in the TV layout at its sizes
// (ShotTVSizes), in one app resized and rescaled as a player would, and
// checks rectangles, not pixels: every visible widget and every region a
// table reports stays inside the window (and inside its container), no
// two siblings overlap (a modal window, a tooltip, the dice tray over its
// space are drawn over on purpose), and the steady regions (board, panel,
// hand) of a table stay where they are from one position to another while
// the size and the scale stay the same. A UI scale that a window fits
// down to the factor of a smaller one is not shown again at that size. At
// some of those shows it also checks that a table's side panel leaves the
// board room (panelRoomShow). Each ruleset's screens (and the app's own
// menus) are a subtest named by its id ("menus"), so that go test -json
// tells each one's time.
func Run(t *testing.T, part int) {
	gameloop.NeedWindow(t)
	start := time.Now()
	screens, replay, err := game.ShotScreensOf(rulesets.All)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the computer's games: %v", time.Since(start).Round(time.Millisecond))
	if part < 1 || part > Parts {
		t.Fatalf("part %d of %d", part, Parts)
	}
	mine := share(unitsOf(screens, rulesets.All), Parts)[part-1]
	r, err := game.NewShotRunner(rulesets.All, t.TempDir(), replay)
	if err != nil {
		t.Fatal(err)
	}
	watch := newSettleWatch(r)
	shown := 0
	for _, u := range mine {
		ss := u.screens
		if only := os.Getenv("SKIRMISH_LAYOUT_ONLY"); only != "" {
			// while working on one screen: SKIRMISH_LAYOUT_ONLY=<ruleset id>
			// checks the screens whose names start so
			ss = slices.DeleteFunc(slices.Clone(ss), func(s game.ShotScreen) bool { return !strings.HasPrefix(s.Name, only) })
		}
		t.Run(u.name, func(t *testing.T) {
			if len(ss) == 0 {
				t.Skip("no screen (SKIRMISH_LAYOUT_ONLY)")
			}
			checkScreens(t, r, watch, ss)
		})
		shown += len(ss)
	}
	watch.report(t)
	t.Logf("part %d of %d: %d screens at %d scales and %d sizes, and in the TV layout at %d sizes, in %v", part, Parts, shown, len(game.ShotScales), len(game.ShotSizes), len(game.ShotTVSizes), time.Since(start).Round(time.Millisecond))
}

// checkScreens shows screens on r, one step a tick inside the game loop
// (drawing there is what the game does: on the test's goroutine Ebiten
// defers every draw), and reports what they break.
func checkScreens(t *testing.T, r *game.ShotRunner, watch *settleWatch, screens []game.ShotScreen) {
	found := newLayoutFindings()
	var regions []table.Region
	panelChecked := 0
	a := r.App()
	var steps []func() error
	for _, s := range screens {
		var began time.Time
		steps = append(steps, func() error {
			runtime.GC() // the last screen's pictures go (their pixels are not on the Go heap)
			began = time.Now()
			watch.open()
			return r.Open(s)
		})
		for _, size := range game.ShotSizes { // the size changes least often: fewer full-screen images made again
			var fitted []float64
			for _, scale := range game.ShotScales {
				// A UI scale the window fits down to the same factor as a
				// smaller one (150 and 200 % at 1024x600, 200 % at 1280x800)
				// lays the screen out as that one did: nothing new to check.
				f := game.FittedScale(scale, size.X, size.Y, 1)
				if slices.Contains(fitted, f) {
					continue
				}
				fitted = append(fitted, f)
				steps = append(steps, func() error {
					at := fmt.Sprintf("%d%% %dx%d", scale, size.X, size.Y)
					fault := func(what, detail string) { found.add(s.Name, at, what, detail) }
					key := fmt.Sprintf("%s %dx%d at %.4f", s.Name, size.X, size.Y, game.FittedScale(scale, size.X, size.Y, 1))
					if err := watch.show(false, false, scale, size, key, fault); err != nil {
						return fmt.Errorf("%s at %d%% %dx%d: %w", s.Name, scale, size.X, size.Y, err)
					}
					regions = checkScreen(a, size, regions[:0], fault)
					found.checkSteady(s.Group, s.Name, scale, size, regions, fault)
					if panelRoomScreen(s) && panelRoomShow(false, scale, size) {
						checkPanelRoom(t, a, size, s.Name+" at "+at)
						panelChecked++
					}
					return nil
				})
			}
		}
		for _, size := range game.ShotTVSizes { // then in the TV layout, whose scale is the window's
			for _, tv := range tvForms {
				steps = append(steps, func() error {
					a.Settings.TVLayout, a.Settings.PanelFolded = true, tv.folded
					a.In().Pretend(tv.device)
					defer func() {
						a.Settings.TVLayout, a.Settings.PanelFolded = false, false
						a.In().Pretend(input.Mouse)
					}()
					at := fmt.Sprintf("TV%s %dx%d", tv.name, size.X, size.Y)
					fault := func(what, detail string) { found.add(s.Name, at, what, detail) }
					if err := watch.show(true, tv.folded, 100, size, s.Name+" "+at, fault); err != nil {
						return fmt.Errorf("%s in the TV layout %dx%d: %w", s.Name, size.X, size.Y, err)
					}
					regions = checkScreen(a, size, regions[:0], fault)
					found.checkSteady(s.Group, s.Name, tv.steady, size, regions, fault)
					if panelRoomScreen(s) && panelRoomShow(true, 100, size) {
						checkPanelRoom(t, a, size, s.Name+" in the "+at)
						if tv.folded {
							checkFolded(t, a, size, s.Name+" in the "+at)
						}
						panelChecked++
					}
					return nil
				})
			}
		}
		steps = append(steps, func() error {
			t.Logf("%s: %v", s.Name, time.Since(began).Round(time.Millisecond))
			return nil
		})
	}
	next := 0
	// A step is a tick: the limit is their number, not the clock, which a
	// busy machine stretched past an hour (a screen takes 10 to 20 s on a
	// quiet two-core machine, minutes on one loaded six times over).
	gameloop.InLoopFrames(t, len(steps), func() (bool, error) {
		if err := steps[next](); err != nil {
			return false, err
		}
		next++
		return next < len(steps), nil
	})
	for _, line := range found.report() {
		t.Error(line)
	}
	// every table screen at the desk's show and each TV form at each TV size
	perScreen := 1 + len(tvForms)*len(panelTVSizes)
	if tables := countFunc(screens, panelRoomScreen); panelChecked != perScreen*tables {
		t.Errorf("the side panel was checked at %d shows, want %d (%d each of %d table screens)", panelChecked, perScreen*tables, perScreen, tables)
	}
}

// countFunc counts the values of s for which f is true.
func countFunc[T any](s []T, f func(T) bool) int {
	n := 0
	for _, v := range s {
		if f(v) {
			n++
		}
	}
	return n
}

// tvSteadyScale stands for the TV layout's scale in the steady regions'
// keys: the TV layout's own scale, apart from the UI scales chosen; the
// folded panel's layout has its own (tvSteadyScale-1).
const tvSteadyScale = -1

// tvForms are the forms the layout test shows the TV layout in: with the
// mouse's prompts, and with the pad's (longer: they name buttons) with
// the side panel expanded and folded (Settings.PanelFolded).
var tvForms = []struct {
	name   string
	device input.Device
	folded bool
	steady int // the scale in the steady regions' keys
}{
	{"", input.Mouse, false, tvSteadyScale},
	{" pad", input.Gamepad, false, tvSteadyScale},
	{" pad folded", input.Gamepad, true, tvSteadyScale - 1},
}

// checkScreen checks the widgets and regions of the screen a shows on a
// window of size, and returns the regions its table reported.
func checkScreen(a *game.App, size image.Point, regions []table.Region, fault func(what, detail string)) []table.Region {
	if u := a.Scene().UI(); u != nil {
		checkWidgets(u.Container, size, fault)
	}
	tb := a.Table()
	if m, ok := tb.(interface{ Modal() *table.Modal }); ok && m.Modal().Window() != nil {
		if c, ok := m.Modal().Window().GetContainer().(widget.PreferredSizeLocateableWidget); ok {
			checkWidgets(c, size, func(what, detail string) { fault("window: "+what, detail) })
		}
	}
	if rg, ok := tb.(table.Regioner); ok {
		regions = rg.Regions(a, regions)
		checkRegions(regions, size, fault)
	}
	return regions
}
