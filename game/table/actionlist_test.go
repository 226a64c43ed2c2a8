package table

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/ui"
)

// hawkeyeList is the Hawkeye's list of the issue, given out of order as
// a table builds it: a move, two attacks on enemies, six on friends, a
// spell, guard.
func hawkeyeList() ([]ListGroup, []ListEntry) {
	groups := []ListGroup{{}, {Title: "Attack an enemy"}, {Title: "Spells"}, {Title: "Attack a friend", Fold: true}}
	var es []ListEntry
	add := func(g int, label string) { es = append(es, ListEntry{Label: label, Group: g, ID: len(es)}) }
	add(0, "Move")
	for k := 1; k <= 3; k++ {
		add(3, fmt.Sprintf("Attack Friend %d", k))
	}
	add(1, "Attack Goblin A")
	add(0, "Guard")
	for k := 4; k <= 6; k++ {
		add(3, fmt.Sprintf("Attack Friend %d", k))
	}
	add(1, "Attack Goblin B")
	add(2, "Cast Gust")
	return groups, es
}

// shown draws the rows shown as text: "# title" for a header, "[n] label"
// for an entry with key n, "[ ] label" for one without, "|" between the
// two entries of a row, "* " before the focused item.
func shown(l *ActionList) string {
	var b strings.Builder
	first, end := l.Shown()
	for r := first; r < end; r++ {
		row := l.rows[r]
		var parts []string
		for i, it := range l.items {
			if it.row != r {
				continue
			}
			mark := ""
			if i == l.Focus() {
				mark = "* "
			}
			key := " "
			if n := l.KeyOf(i); n > 0 {
				key = itoa(n)
			}
			label := ""
			if e, ok := l.Entry(i); ok {
				label = e.Label
			} else {
				label = l.HeaderText(it.group) + "…"
			}
			parts = append(parts, mark+"["+key+"] "+label)
		}
		if len(parts) == 0 {
			parts = []string{"# " + l.HeaderText(row.group)}
		}
		b.WriteString(strings.Join(parts, " | ") + "\n")
	}
	if above, below := l.Hidden(); above+below > 0 {
		fmt.Fprintf(&b, "(%d above, %d below)\n", above, below)
	}
	return b.String()
}

// TestActionListGroupsAndFolds checks the order of the groups whatever
// the order of the entries, the friends folded behind one header with
// their count, and the header opening the group.
func TestActionListGroupsAndFolds(t *testing.T) {
	var l ActionList
	l.Set(hawkeyeList())
	want := `[1] Move
[2] Guard
# Attack an enemy
[3] Attack Goblin A
[4] Attack Goblin B
# Spells
[5] Cast Gust
[6] Attack a friend (6)…
`
	if got := shown(&l); got != want {
		t.Fatalf("the list reads\n%s\nwant\n%s", got, want)
	}
	if _, ok := l.Choose(l.Keyed(6)); ok {
		t.Fatal("the folded header was chosen as an entry")
	}
	want = `[1] Move
[2] Guard
# Attack an enemy
[3] Attack Goblin A
[4] Attack Goblin B
# Spells
[5] Cast Gust
# Attack a friend
[6] Attack Friend 1
[7] Attack Friend 2
[8] Attack Friend 3
[9] Attack Friend 4
[ ] Attack Friend 5
[ ] Attack Friend 6
`
	if got := shown(&l); got != want {
		t.Fatalf("opened, the list reads\n%s\nwant\n%s", got, want)
	}
	// the same entries again (the panel rebuilt): the group stays open
	l.Set(hawkeyeList())
	if l.Items() != 11 {
		t.Errorf("set again, the list has %d items, want the 11 entries", l.Items())
	}
	// other entries: folded again
	g, es := hawkeyeList()
	l.Set(g, es[1:])
	if l.Items() != 5 {
		t.Errorf("a new list has %d items, want 4 entries and the folded header", l.Items())
	}
}

// TestActionListScrollsToTheFocus fits the opened Hawkeye list in five
// entry rows: it scrolls, says so, and moving the focus down to the last
// entry and back up keeps the focused entry shown; the keys go to the
// first nine items shown; the wheel scrolls and takes the focus along.
func TestActionListScrollsToTheFocus(t *testing.T) {
	var l ActionList
	l.Set(hawkeyeList())
	l.Choose(l.Keyed(6))
	const row, head, gap = 34, 20, 4
	l.Fit(5*(row+gap)+head+gap, row, head, gap) // five entries and the line saying there is more
	if !l.Scrolls() {
		t.Fatal("the list fits though taller than its height")
	}
	want := `[1] Move
[2] Guard
# Attack an enemy
[3] Attack Goblin A
[4] Attack Goblin B
(0 above, 9 below)
`
	if got := shown(&l); !strings.HasPrefix(got, want) {
		t.Fatalf("the list reads\n%s\nwant\n%s", got, want)
	}
	visits := 0
	for l.MoveFocus(1) {
		visits++
		first, end := l.Shown()
		if r := l.items[l.Focus()].row; r < first || r >= end {
			t.Fatalf("item %d has the focus in row %d, rows %d to %d shown:\n%s", l.Focus(), r, first, end-1, shown(&l))
		}
		if h := l.height(first, end); h > l.maxH {
			t.Fatalf("rows %d to %d shown are %d high, %d given", first, end-1, h, l.maxH)
		}
	}
	if visits != l.Items() || l.Focus() != l.Items()-1 {
		t.Fatalf("the focus visited %d items and stopped at %d of %d", visits, l.Focus(), l.Items())
	}
	want = `[1] Attack Friend 2
[2] Attack Friend 3
[3] Attack Friend 4
[4] Attack Friend 5
* [5] Attack Friend 6
(9 above, 0 below)
`
	if got := shown(&l); got != want {
		t.Errorf("at the end the list reads\n%s\nwant\n%s", got, want)
	}
	if id, ok := l.Choose(l.Keyed(5)); !ok || id != l.entries[l.items[l.Focus()].entry].ID {
		t.Errorf("key 5 chose %d (%v), not the focused last entry", id, ok)
	}
	for l.MoveFocus(-1) {
		first, end := l.Shown()
		if r := l.items[l.Focus()].row; r < first || r >= end {
			t.Fatalf("going up, row %d has the focus, rows %d to %d shown", r, first, end-1)
		}
	}
	if l.Focus() != 0 || l.top != 0 {
		t.Errorf("going up ended at item %d, row %d first", l.Focus(), l.top)
	}
	// the wheel: down to the end, the focus goes along
	for l.Scroll(1) {
	}
	first, end := l.Shown()
	if end != len(l.rows) {
		t.Errorf("scrolled down, the rows end at %d of %d", end, len(l.rows))
	}
	if r := l.items[l.Focus()].row; r < first || r >= end {
		t.Errorf("after scrolling, the focus is in row %d, rows %d to %d shown", r, first, end-1)
	}
	if l.Scroll(1) {
		t.Error("the list scrolls past its end")
	}
}

// TestActionListSkipsEntriesThatCannotBeChosen checks that the focus
// passes over an entry shown as not possible now, which keeps its key.
func TestActionListSkipsEntriesThatCannotBeChosen(t *testing.T) {
	var l ActionList
	l.Set([]ListGroup{{}}, []ListEntry{{Label: "A"}, {Label: "B", Off: true}, {Label: "C", Half: true}, {Label: "D", Half: true}})
	want := "[1] A\n[2] B\n[3] C | [4] D\n"
	if got := shown(&l); got != want {
		t.Fatalf("the list reads\n%s\nwant\n%s", got, want)
	}
	l.MoveFocus(1)
	l.MoveFocus(1)
	if l.Focus() != 2 {
		t.Errorf("the focus went from A to item %d, want C past B", l.Focus())
	}
}

// height returns the height of rows first to end.
func (l *ActionList) height(first, end int) int {
	h := 0
	for r := first; r < end; r++ {
		h += l.rowHeight(r)
	}
	if l.Scrolls() {
		h += l.headH + l.gap
	}
	return h
}

// TestMoreTextKeepsToOneLine: the line under a scrolled list that says
// how many rows are hidden keeps to one line in a narrow list, the TV
// layout's, by leaving out how to reach them: the list keeps room for one.
func TestMoreTextKeepsToOneLine(t *testing.T) {
	th := ui.NewTVTheme(4.0/3, nil, false)
	full := moreText(0, 2)
	if got := fitMore(th, 0, 2, 2000); got != full {
		t.Errorf("in a wide list: %q, want %q", got, full)
	}
	const narrow = 215 // the list's column in the TV layout at 1280x720
	got := fitMore(th, 0, 2, narrow)
	if w, _ := text.Measure(got, th.Small, 0); w > narrow || got != "2 more below" {
		t.Errorf("in a list %d px wide: %q, %.0f px", narrow, got, w)
	}
}
