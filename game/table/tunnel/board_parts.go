package tunnel

import (
	"fmt"

	"skirmish/game/table"
)

// Status is the round and who is to act, in that side's ink (table.Board;
// the panel the battle makes itself writes it too).
func (b *Battle) Status(f *table.Frame) (string, int) { return b.statusLine(), b.Game().ToActSide() }

// Card is the model card as lines (table.Board); the battle's own panel
// shows it as widgets (card).
func (b *Battle) Card(f *table.Frame) []string {
	g := b.shown()
	i := b.cardModel()
	if i < 0 || i >= len(g.Models()) {
		return []string{"No model selected."}
	}
	m := g.Model(i)
	return []string{fmt.Sprintf("%s  (%c)", g.Name(i), m.ID)}
}

// SideName names a side for the frame's messages.
func (b *Battle) SideName(side int) string { return b.Game().Level().Sides[side] }

// EndStats is the end window's line of figures.
func (b *Battle) EndStats(f *table.Frame) (string, string) {
	return fmt.Sprintf("%d actions, %d rounds.", f.Session().History().Len(), b.Game().Round()), "Look at the board"
}

// ClickInPanel reports whether (x, y) is on the dice tray, which the
// battle draws in the side panel: a click there picks a die
// (table.PanelClicker).
func (b *Battle) ClickInPanel(f *table.Frame, x, y int) bool { return table.PointIn(b.trayArea, x, y) }

// deciding returns the side a human must decide for as the game stands
// now (after an action applied this tick), or -1: for the bookkeeping of
// the action just played, where the frame's Screen is of the tick's start.
func (b *Battle) deciding() int {
	if s, ok := b.f.Session().FirstHumanToAct(); ok {
		return int(s)
	}
	return -1
}
