package game

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

	"skirmish/game/input"
	"skirmish/game/rulesets"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
)

// TestLayoutHoldsEverywhere draws every screen of the app (ShotScreensOf:
// the menus, each ruleset's table at each of its layouts, the game menu,
// the end, the replay viewer) at every UI scale and window size
// (ShotScales, ShotSizes), and in the TV layout at its sizes
// (ShotTVSizes), in one app resized and rescaled as a player
// would, and checks rectangles, not pixels: every visible widget and every
// region a table reports stays inside the window (and inside its
// container), no two siblings overlap (a modal window, a tooltip, the
// dice tray over its space are drawn over on purpose), and the steady
// regions (board, panel, hand) of a table stay where they are from one
// position to another while the size and the scale stay the same. A UI
// scale that a window fits down to the factor of a smaller one is not
// shown again at that size. At
// some of those shows it also checks that a table's side panel leaves the
// board room (panelRoomShow).
func TestLayoutHoldsEverywhere(t *testing.T) {
	gameloop.NeedWindow(t)
	start := time.Now()
	screens, replay, err := ShotScreensOf(rulesets.All)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the computer's games: %v", time.Since(start).Round(time.Millisecond))
	if only := os.Getenv("SKIRMISH_LAYOUT_ONLY"); only != "" {
		// while working on one screen: SKIRMISH_LAYOUT_ONLY=tunnel checks
		// the screens whose names start so
		screens = slices.DeleteFunc(screens, func(s ShotScreen) bool { return !strings.HasPrefix(s.Name, only) })
		t.Logf("only the screens starting %q: %d", only, len(screens))
	}
	r, err := newShotRunner(rulesets.All, t.TempDir(), replay)
	if err != nil {
		t.Fatal(err)
	}
	found := newLayoutFindings()
	watch := newSettleWatch(r)
	var regions []table.Region
	panelChecked := 0
	// One step a tick, inside the game loop: drawing there is what the
	// game does (on the test's goroutine Ebiten defers every draw).
	var steps []func() error
	for _, s := range screens {
		var began time.Time
		steps = append(steps, func() error {
			runtime.GC() // the last screen's pictures go (their pixels are not on the Go heap)
			began = time.Now()
			watch.open()
			return r.open(s)
		})
		for _, size := range ShotSizes { // the size changes least often: fewer full-screen images made again
			var fitted []float64
			for _, scale := range ShotScales {
				// A UI scale the window fits down to the same factor as a
				// smaller one (150 and 200 % at 1024x600, 200 % at 1280x800)
				// lays the screen out as that one did: nothing new to check.
				f := FittedScale(scale, size.X, size.Y, 1)
				if slices.Contains(fitted, f) {
					continue
				}
				fitted = append(fitted, f)
				steps = append(steps, func() error {
					at := fmt.Sprintf("%d%% %dx%d", scale, size.X, size.Y)
					fault := func(what, detail string) { found.add(s.Name, at, what, detail) }
					key := fmt.Sprintf("%s %dx%d at %.4f", s.Name, size.X, size.Y, FittedScale(scale, size.X, size.Y, 1))
					if err := watch.show(false, false, scale, size, key, fault); err != nil {
						return fmt.Errorf("%s at %d%% %dx%d: %w", s.Name, scale, size.X, size.Y, err)
					}
					regions = checkScreen(r.a, size, regions[:0], fault)
					found.checkSteady(s.Group, s.Name, scale, size, regions, fault)
					if panelRoomScreen(s) && panelRoomShow(false, scale, size) {
						checkPanelRoom(t, r.a, size, s.Name+" at "+at)
						panelChecked++
					}
					return nil
				})
			}
		}
		for _, size := range ShotTVSizes { // then in the TV layout, whose scale is the window's
			for _, tv := range tvForms {
				steps = append(steps, func() error {
					r.a.Settings.TVLayout, r.a.Settings.PanelFolded = true, tv.folded
					r.a.In().Pretend(tv.device)
					defer func() {
						r.a.Settings.TVLayout, r.a.Settings.PanelFolded = false, false
						r.a.In().Pretend(input.Mouse)
					}()
					at := fmt.Sprintf("TV%s %dx%d", tv.name, size.X, size.Y)
					fault := func(what, detail string) { found.add(s.Name, at, what, detail) }
					if err := watch.show(true, tv.folded, 100, size, s.Name+" "+at, fault); err != nil {
						return fmt.Errorf("%s in the TV layout %dx%d: %w", s.Name, size.X, size.Y, err)
					}
					regions = checkScreen(r.a, size, regions[:0], fault)
					found.checkSteady(s.Group, s.Name, tv.steady, size, regions, fault)
					if panelRoomScreen(s) && panelRoomShow(true, 100, size) {
						checkPanelRoom(t, r.a, size, s.Name+" in the "+at)
						if tv.folded {
							checkFolded(t, r.a, size, s.Name+" in the "+at)
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
	// A screen takes 10 to 20 s on a quiet two-core machine: a minute
	// each is room for a busy one, as rulesets (and screens) are added.
	gameloop.InLoop(t, time.Duration(len(screens))*time.Minute, func() (bool, error) {
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
	watch.report(t)
	t.Logf("%d screens at %d scales and %d sizes, and in the TV layout at %d sizes, in %v", len(screens), len(ShotScales), len(ShotSizes), len(ShotTVSizes), time.Since(start).Round(time.Millisecond))
}

// countFunc counts the elements of s for which f is true.
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
func checkScreen(a *App, size image.Point, regions []table.Region, fault func(what, detail string)) []table.Region {
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

// TestLayoutCheckFindsFaults: the checks of the layout test find a widget
// out of the window, two siblings overlapping, a region out of its parent
// and a steady region that moved, and pass a layout that holds.
func TestLayoutCheckFindsFaults(t *testing.T) {
	size := image.Pt(400, 300)
	root := widget.NewContainer()
	a, b := widget.NewText(widget.TextOpts.Text("a", nil, nil)), widget.NewText(widget.TextOpts.Text("b", nil, nil))
	root.AddChild(a, b)
	root.GetWidget().Rect = image.Rect(0, 0, 400, 300)
	a.GetWidget().Rect = image.Rect(10, 10, 100, 40)
	b.GetWidget().Rect = image.Rect(10, 50, 100, 80)
	var got []string
	collect := func(what, detail string) { got = append(got, what) }
	checkWidgets(root, size, collect)
	if len(got) != 0 {
		t.Fatalf("a layout that holds: %q", got)
	}
	b.GetWidget().Rect = image.Rect(50, 30, 140, 60)
	checkWidgets(root, size, collect)
	if len(got) != 1 || got[0] != `box of 2 (a) > text "a" overlaps box of 2 (a) > text "b"` {
		t.Fatalf("overlapping siblings: %q", got)
	}
	got = nil
	b.GetWidget().Rect = image.Rect(350, 250, 450, 280)
	checkWidgets(root, size, collect)
	if len(got) != 1 || got[0] != `box of 2 (a) > text "b" leaves the window` {
		t.Fatalf("a widget out of the window: %q", got)
	}
	b.GetWidget().SetVisibility(widget.Visibility_Hide)
	got = nil
	checkWidgets(root, size, collect)
	if len(got) != 0 {
		t.Fatalf("a hidden widget is not checked: %q", got)
	}

	rs := []table.Region{
		{Name: "bar", Rect: image.Rect(0, 0, 300, 30)},
		{Name: "name", In: "bar", Rect: image.Rect(10, 5, 120, 25)},
		{Name: "score", In: "bar", Rect: image.Rect(200, 5, 290, 25)},
		{Name: "board", Rect: image.Rect(0, 40, 300, 260), Steady: true},
		{Name: "odds", Rect: image.Rect(10, 200, 120, 250), Over: true},
	}
	got = nil
	checkRegions(rs, size, collect)
	if len(got) != 0 {
		t.Fatalf("regions that hold: %q", got)
	}
	rs[2].Rect = image.Rect(100, 5, 310, 25)
	checkRegions(rs, size, collect)
	want := []string{"region score leaves the region bar", "region name overlaps region score"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("a score over a name and out of its bar: %q, want %q", got, want)
	}
	f := newLayoutFindings()
	got = nil
	f.checkSteady("g", "one", 100, size, rs, collect)
	rs[3].Rect = rs[3].Rect.Add(image.Pt(8, 0))
	f.checkSteady("g", "two", 100, size, rs, collect)
	if len(got) != 1 || got[0] != "region board moved from where one has it" {
		t.Fatalf("a board that moved: %q", got)
	}
	f.checkSteady("g", "three", 125, size, rs, collect)
	if len(got) != 1 {
		t.Fatalf("at another scale the board may be elsewhere: %q", got)
	}
}
