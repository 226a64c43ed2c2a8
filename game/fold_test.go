package game_test

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/rulesets"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
)

// sidePanel returns the width of the side panel and of the board the
// table shows.
func sidePanel(t *testing.T, a *game.App) (panel, board int) {
	t.Helper()
	rg, ok := a.Table().(table.Regioner)
	if !ok {
		t.Fatal("the table reports no regions")
	}
	for _, r := range rg.Regions(a, nil) {
		switch r.Name {
		case "side panel":
			panel = r.Rect.Dx()
		case "board":
			board = r.Rect.Dx()
		}
	}
	return panel, board
}

// TestFoldPanel: at a table in the TV layout, the pad's Select folds the
// side panel to a quarter of the window at most and the board is drawn
// wider; P on the keyboard unfolds it; the choice is kept in the
// settings. Outside the TV layout neither folds anything.
func TestFoldPanel(t *testing.T) {
	gameloop.NeedWindow(t)
	size := image.Pt(1280, 720)
	d := gametest.NewDriverSized(t, rulesets.All, size, 7)
	d.Settle()
	d.Key(ebiten.KeyEnter)
	d.Until("the setup", 10, func() bool { _, ok := d.App.Scene().(*game.SetupScene); return ok })
	d.Key(ebiten.KeyEnter)
	d.Until("the game", 30, func() bool { return d.App.Table() != nil })
	d.TicksN(3)
	desk, _ := sidePanel(t, d.App)
	d.Key(ebiten.KeyP)
	d.TicksN(2)
	if d.App.Settings.PanelFolded {
		t.Fatal("P folded the panel outside the TV layout")
	}
	if p, _ := sidePanel(t, d.App); p != desk {
		t.Fatalf("P outside the TV layout: the panel %d px wide, was %d", p, desk)
	}

	d.Src.ConnectPad(gametest.Pad0)
	d.App.Settings.TVLayout = true
	d.TicksN(3)
	open, openBoard := sidePanel(t, d.App)
	d.Button(ebiten.StandardGamepadButtonCenterLeft)
	d.TicksN(2)
	if !d.App.Settings.PanelFolded {
		t.Fatal("Select did not fold the panel in the TV layout")
	}
	folded, foldedBoard := sidePanel(t, d.App)
	if folded >= open || folded > int(float64(size.X)*table.FoldedShare) {
		t.Errorf("folded, the panel is %d px wide of %d (expanded %d)", folded, size.X, open)
	}
	if foldedBoard <= openBoard {
		t.Errorf("folded, the board is %d px wide, expanded %d", foldedBoard, openBoard)
	}
	if d.App.Prefs().Folded != true {
		t.Error("Prefs().Folded is false with the panel folded")
	}
	d.Key(ebiten.KeyP)
	d.TicksN(2)
	if d.App.Settings.PanelFolded {
		t.Fatal("P did not unfold the panel")
	}
	if p, _ := sidePanel(t, d.App); p != open {
		t.Errorf("unfolded, the panel is %d px wide, was %d", p, open)
	}
}
