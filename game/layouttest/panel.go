package layouttest

import (
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game"
	"skirmish/game/table"
	"skirmish/ui"
)

// The side panel leaves the board room: at 150 % on a 1280x800 window
// (shown at 133 %), and in the TV layout at 1280x720 and 1920x1080 (with
// the mouse's prompts, the pad's, and the pad's with the panel folded),
// each table's side panel takes at most table.PanelShare of the width (it
// took nearly half), and Undo, Menu and the log are on screen, in every
// position the layout test shows (each table screen but the game menu).
// The layout test makes these checks at those shows (panelRoomShow), as
// it shows them anyway: TestPanelLeavesTheBoardRoom, which showed them
// again in an app of its own, is folded into it.
var (
	panelDeskScale = 150
	panelDeskSize  = image.Pt(1280, 800)
	panelTVSizes   = []image.Point{image.Pt(1280, 720), image.Pt(1920, 1080)}
)

// panelRoomScreen reports whether the layout test checks the side panel
// of screen s: a table's position, not its game menu.
func panelRoomScreen(s game.ShotScreen) bool {
	return strings.HasSuffix(s.Group, " table") && !strings.HasSuffix(s.Name, "-menu")
}

// panelRoomShow reports whether the layout test checks the side panel of
// a table screen at this show: in the TV layout (tv) at size, or at the
// desk's scale and size.
func panelRoomShow(tv bool, scale int, size image.Point) bool {
	if tv {
		return slices.Contains(panelTVSizes, size)
	}
	return scale == panelDeskScale && size == panelDeskSize
}

// checkPanelRoom checks the side panel of the table a shows on a window of
// size: its width within the budget, and Undo, Menu and the log inside the
// window.
func checkPanelRoom(t *testing.T, a *game.App, size image.Point, at string) {
	t.Helper()
	rg, ok := a.Table().(table.Regioner)
	if !ok {
		t.Errorf("%s: the table reports no regions", at)
		return
	}
	win := image.Rectangle{Max: size}
	budget := int(float64(size.X) * table.PanelShare)
	found := false
	for _, reg := range rg.Regions(a, nil) {
		if reg.Name != "side panel" {
			continue
		}
		found = true
		if reg.Rect.Dx() > budget {
			t.Errorf("%s: the side panel is %d px wide of %d, more than %d", at, reg.Rect.Dx(), size.X, budget)
		}
	}
	if !found {
		t.Errorf("%s: no side panel", at)
	}
	u := a.Scene().UI()
	if u == nil {
		t.Errorf("%s: no widgets", at)
		return
	}
	for _, label := range []string{"Undo", "Menu"} {
		b := findButton(u.Container, label)
		if b == nil {
			t.Errorf("%s: no %s button", at, label)
			continue
		}
		if r := b.GetWidget().Rect; r.Empty() || !r.In(win) {
			t.Errorf("%s: the %s button at %v is not on the %dx%d window", at, label, r, size.X, size.Y)
		}
	}
	log := findLog(u.Container)
	if log == nil {
		t.Errorf("%s: no log", at)
	} else if r := log.GetWidget().Rect; r.Dy() < lineHeight(a.Theme().Small) || !r.In(win) {
		t.Errorf("%s: the log at %v is not a line high on the %dx%d window", at, r, size.X, size.Y)
	}
}

// checkFolded checks the folded side panel of the table a shows on a
// window of size: at most table.FoldedShare of the width, an action list
// or the game's end buttons (a button besides Undo and Menu) unless a
// window is open over the table, and no Redo (its key does it).
func checkFolded(t *testing.T, a *game.App, size image.Point, at string) {
	t.Helper()
	rg := a.Table().(table.Regioner)
	for _, reg := range rg.Regions(a, nil) {
		if reg.Name == "side panel" && reg.Rect.Dx() > int(float64(size.X)*table.FoldedShare) {
			t.Errorf("%s: the folded panel is %d px wide of %d", at, reg.Rect.Dx(), size.X)
		}
	}
	u := a.Scene().UI()
	if findButton(u.Container, "Redo") != nil {
		t.Errorf("%s: the folded panel shows Redo", at)
	}
	if m, ok := a.Table().(interface{ Modal() *table.Modal }); ok && m.Modal().Window() != nil {
		return // the end's window over the panel holds the buttons
	}
	n := 0
	win := image.Rectangle{Max: size}
	ui.Walk(u.Container, func(w widget.PreferredSizeLocateableWidget) bool {
		if b, ok := w.(*widget.Button); ok && b.GetWidget().IsVisible() && b.GetWidget().Rect.In(win) && !b.GetWidget().Rect.Empty() {
			n++
		}
		return true
	})
	if n < 3 {
		t.Errorf("%s: the folded panel shows %d buttons on the window: no action list", at, n)
	}
}

// findLog returns the first log among c's widgets, or nil: a ui.LogArea
// or a widget wrapping one (a panel's own log), found by its Area
// method.
func findLog(c widget.PreferredSizeLocateableWidget) *ui.LogArea {
	var log *ui.LogArea
	ui.Walk(c, func(w widget.PreferredSizeLocateableWidget) bool {
		if l, ok := w.(interface{ Area() *ui.LogArea }); ok && log == nil {
			log = l.Area()
		}
		return log == nil
	})
	return log
}

// findButton returns the visible button of c whose label starts with
// prefix, or nil.
func findButton(c widget.PreferredSizeLocateableWidget, prefix string) *widget.Button {
	var found *widget.Button
	ui.Walk(c, func(w widget.PreferredSizeLocateableWidget) bool {
		if b, ok := w.(*widget.Button); ok && found == nil && b.GetWidget().IsVisible() && b.Text() != nil && strings.HasPrefix(b.Text().Label, prefix) {
			found = b
		}
		return found == nil
	})
	return found
}

// lineHeight returns the height of a line of face, rounded down.
func lineHeight(f text.Face) int {
	m := f.Metrics()
	return int(m.HAscent + m.HDescent)
}
