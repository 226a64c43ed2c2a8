package gametest

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
)

// WalkList goes through a table's action list with the keyboard as a
// player would: Q gives the list the focus, Down moves it, Enter opens a
// folded group; it stops once every entry of want (by ListEntry.ID) has
// had the focus, or after most steps. At each step the focused item's
// button must be shown, focused and inside panel and the window. It
// returns the IDs of the entries that had the focus.
func WalkList(t *testing.T, d *Driver, l *table.ActionList, panel, window image.Rectangle, want map[int]bool, most int) map[int]bool {
	t.Helper()
	d.Key(ebiten.KeyQ)
	seen := map[int]bool{}
	for step := 0; step < most && len(seen) < len(want); step++ {
		i := l.Focus()
		if i < 0 {
			t.Fatalf("step %d: no item of the list has the focus", step)
		}
		btn := l.Button(i)
		if btn == nil || !btn.IsFocused() {
			t.Fatalf("step %d: item %d has the list's focus but its button is not shown or focused", step, i)
		}
		if r := btn.GetWidget().Rect; !r.In(window) || !r.In(panel) {
			t.Errorf("step %d: the focused button %v leaves the panel %v or the window", step, r, panel)
		}
		if e, ok := l.Entry(i); ok {
			if seen[e.ID] = true; len(seen) < len(want) {
				d.Key(ebiten.KeyArrowDown)
			}
		} else {
			d.Key(ebiten.KeyEnter) // a folded group: open it
		}
	}
	return seen
}
