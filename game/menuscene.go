package game

import (
	"github.com/ebitenui/ebitenui"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/ui"
)

// menuScene is what the menu screens share (title, setup, settings, load a
// replay): widgets over the dimmed table, focus moved by the directional
// intents, Back returning to the screen they came from (none for the title).
type menuScene struct {
	ui   *ebitenui.UI
	bg   *backdrop
	back Scene
}

func newMenuScene(back Scene) menuScene { return menuScene{bg: newBackdrop(), back: back} }

// UI implements Scene.
func (m *menuScene) UI() *ebitenui.UI { return m.ui }

// Update implements Scene. The mouse moving over a button focuses it, so
// the pointer and the keys share one highlight.
func (m *menuScene) Update(a *App) error {
	if in := a.In(); in.CursorMoved() {
		x, y := in.Cursor()
		ui.FocusUnderCursor(m.ui, m.ui.Container, x, y)
	}
	m.ui.Update()
	table.Navigate(a.In(), m.ui)
	if m.back != nil && a.In().Has(input.Back) {
		a.SetScene(m.back)
	}
	return nil
}

// Draw implements Scene.
func (m *menuScene) Draw(a *App, screen *ebiten.Image) {
	m.bg.draw(a, screen)
	m.ui.Draw(screen)
}

// Busy implements Scene: a menu moves only when a player does.
func (m *menuScene) Busy() bool { return false }

// isMenu reports whether s is a menu screen (drawn over the backdrop)
// rather than a table.
func isMenu(s Scene) bool {
	_, ok := s.(interface{ menu() *menuScene })
	return ok
}

// menu marks a menu screen for isMenu.
func (m *menuScene) menu() *menuScene { return m }
