package tunnel

import (
	"fmt"

	"skirmish/game/table"
)

// windowClosed refreshes the panel after the modal window closed.
func (b *Battle) windowClosed() {
	b.widgets.MarkStale()
	b.dirty = true
}

// ShowMenu opens the game menu.
func (b *Battle) ShowMenu(a table.Host) { table.GameMenu(a, &b.modal, b.ui, b.ses) }

// showEnd opens the end-of-game window.
func (b *Battle) showEnd(a table.Host) {
	g := b.Game()
	out := g.Outcome()
	table.ShowEnd(a, &b.modal, b.ui, b.ses, table.EndSpec{
		Title:  table.WinnersTitle(out, g.Seats()),
		Reason: out.Reason,
		Stats:  fmt.Sprintf("%d actions, %d rounds.", b.ses.History().Len(), g.Round()),
		Look:   "Look at the board",
		Review: true,
	})
	b.dirty = true // the panel drops its own end-of-game buttons while the window shows them
}
