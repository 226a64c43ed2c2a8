package tunnel

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
	tf "skirmish/rules/tunnel"

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

// deciding returns the side a human must decide for as the game stands
// now (after an action applied this tick), or -1: for the bookkeeping of
// the action just played, where the frame's Screen is of the tick's start.
func (b *Battle) deciding() int {
	if s, ok := b.f.Session().FirstHumanToAct(); ok {
		return int(s)
	}
	return -1
}

// captionKey is what the tray's caption says: the position and the die
// under the cursor.
type captionKey struct {
	g          *tf.Game
	hover      int
	lastResult int
}

// drawCaption writes what the dice in the tray mean over its bottom edge.
func (b *Battle) drawCaption(a table.Host, screen *ebiten.Image, g *tf.Game) {
	t := a.Theme()
	s := b.caption.Get(captionKey{g, b.trayHover, b.lastResult}, func(captionKey) string { return b.trayCaption() })
	r := b.trayArea
	render.DrawLabel(screen, s, t.Small, float64(r.Min.X+t.Px(10)), float64(r.Max.Y-t.Px(24)), render.Tint(t.Muted))
}
