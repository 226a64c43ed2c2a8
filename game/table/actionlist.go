package table

import "slices"

// ListGroup is a group of an action list: a header over its entries. The
// list shows the groups in the order given, whatever the order of the
// entries.
type ListGroup struct {
	Title string // the header; "" shows the entries without one
	Fold  bool   // folded: only the header shows, with the count, until opened
}

// ListEntry is one choice of an action list.
type ListEntry struct {
	Label   string
	Icon    string // assets icon name, "" for none
	Tip     string // what it does, or why it cannot be chosen now
	Group   int    // the index of its group
	Off     bool   // shown but not to be chosen now (Tip says why)
	Primary bool
	Half    bool // short: shares a row with the next short entry of its group
	ID      int  // the table's own number for the choice, given back when chosen
}

// ActionList is a table's list of choices: entries in groups with
// headers, a group folded behind its header until opened ("Attack a
// friend (6)"), shown in the height the side panel gives it and scrolled
// so that the focused entry stays in view. Every entry can be chosen
// without the mouse: the number keys 1 to 9 choose the first nine items
// shown (entries and folded headers), and Tab (the panel focus), the
// arrows or a gamepad's D-pad reach any, scrolling as they go, and Enter
// or A chooses it.
//
// This file holds the model: which rows exist, which are shown, which
// item has the focus. It is pure, so that it can be tested without a
// window; actionlist_widgets.go builds its widgets and reads input.
type ActionList struct {
	groups  []ListGroup
	entries []ListEntry // in the order shown: by group, stable within one
	open    []bool      // per group: a folded group opened
	rows    []listRow
	items   []listItem

	top   int // the first row shown
	focus int // the item with the focus, or -1

	maxH, rowH, headH, gap int // the height given and the rows' heights

	listWidgets
}

// listRow is a line of the list: a group's header, or one or two entries.
type listRow struct {
	group    int // the header's group, or -1 for a row of entries
	first, n int // entries[first:first+n]
}

// listItem is what can be chosen and focused: an entry, or the header of
// a folded group (which opens it).
type listItem struct {
	row   int
	entry int // index in entries, or -1 for a folded header
	group int
}

// Set gives the list its groups and entries. When the entries read the
// same as before (the panel rebuilt for another reason) the list keeps
// its scroll, focus and opened groups; otherwise it starts again at the
// top, folded.
func (l *ActionList) Set(groups []ListGroup, entries []ListEntry) {
	same := len(groups) == len(l.groups) && len(entries) == len(l.entries)
	for i := 0; same && i < len(groups); i++ {
		same = groups[i] == l.groups[i]
	}
	sorted := slices.Clone(entries)
	slices.SortStableFunc(sorted, func(a, b ListEntry) int { return a.Group - b.Group })
	for i := 0; same && i < len(sorted); i++ {
		same = sorted[i].Label == l.entries[i].Label && sorted[i].Group == l.entries[i].Group
	}
	l.groups, l.entries = slices.Clone(groups), sorted
	if !same {
		l.open = make([]bool, len(groups))
		l.top, l.focus = 0, -1
	}
	l.layout()
}

// layout lays the rows and items out from the groups and entries.
func (l *ActionList) layout() {
	l.rows, l.items = l.rows[:0], l.items[:0]
	for i := 0; i < len(l.entries); {
		g := l.entries[i].Group
		end := i
		for end < len(l.entries) && l.entries[end].Group == g {
			end++
		}
		title, fold := "", false
		if g >= 0 && g < len(l.groups) {
			title, fold = l.groups[g].Title, l.groups[g].Fold && !l.open[g]
		}
		if title != "" {
			l.rows = append(l.rows, listRow{group: g})
			if fold {
				l.items = append(l.items, listItem{row: len(l.rows) - 1, entry: -1, group: g})
				i = end
				continue
			}
		}
		for i < end {
			n := 1
			if l.entries[i].Half && i+1 < end && l.entries[i+1].Half {
				n = 2
			}
			l.rows = append(l.rows, listRow{group: -1, first: i, n: n})
			for k := i; k < i+n; k++ {
				l.items = append(l.items, listItem{row: len(l.rows) - 1, entry: k, group: g})
			}
			i += n
		}
	}
	l.focus = min(l.focus, len(l.items)-1)
	l.top = min(l.top, l.maxTop())
}

// Fit gives the list its height: maxH pixels, rows of entries rowH high,
// headers headH, gap between rows. A list taller than that scrolls and
// keeps a line (headH) for saying so.
func (l *ActionList) Fit(maxH, rowH, headH, gap int) {
	l.maxH, l.rowH, l.headH, l.gap = maxH, rowH, headH, gap
	l.top = min(l.top, l.maxTop())
	l.keepFocusShown()
}

// rowHeight returns the height of row r, the gap after it included.
func (l *ActionList) rowHeight(r int) int {
	if l.rows[r].group >= 0 && l.groups[l.rows[r].group].Fold && !l.open[l.rows[r].group] {
		return l.rowH + l.gap // a folded header is a button
	}
	if l.rows[r].group >= 0 {
		return l.headH + l.gap
	}
	return l.rowH + l.gap
}

// Scrolls reports whether the list is taller than its height.
func (l *ActionList) Scrolls() bool {
	if l.maxH <= 0 {
		return false
	}
	h := 0
	for r := range l.rows {
		h += l.rowHeight(r)
	}
	return h > l.maxH
}

// end returns the row after the last one shown from top.
func (l *ActionList) end(top int) int {
	if !l.Scrolls() {
		return len(l.rows)
	}
	room := l.maxH - l.headH - l.gap // the line saying there is more
	r := top
	for r < len(l.rows) && room >= l.rowHeight(r) {
		room -= l.rowHeight(r)
		r++
	}
	return max(r, min(top+1, len(l.rows))) // at least one row, however small the room
}

// maxTop returns the greatest first row that still fills the height.
func (l *ActionList) maxTop() int {
	t := 0
	for t < len(l.rows) && l.end(t) < len(l.rows) {
		t++
	}
	return t
}

// Shown returns the rows shown: rows[first:end].
func (l *ActionList) Shown() (first, end int) { return l.top, l.end(l.top) }

// Hidden returns how many rows lie above and below those shown.
func (l *ActionList) Hidden() (above, below int) {
	first, end := l.Shown()
	return first, len(l.rows) - end
}

// Scroll moves the rows shown by d (down for d > 0) and reports whether
// they moved. The focus, if shown before, stays on an item shown.
func (l *ActionList) Scroll(d int) bool {
	t := min(max(l.top+d, 0), l.maxTop())
	if t == l.top {
		return false
	}
	l.top = t
	if l.focus >= 0 {
		first, end := l.Shown()
		if r := l.items[l.focus].row; r < first || r >= end {
			l.focus = -1
			for i, it := range l.items {
				if it.row >= first && it.row < end && l.focusable(i) {
					l.focus = i
					if r < first {
						break // the first shown, scrolling down; the last, scrolling up
					}
				}
			}
		}
	}
	return true
}

// focusable reports whether item i may take the focus: a folded header,
// or an entry that can be chosen.
func (l *ActionList) focusable(i int) bool {
	return l.items[i].entry < 0 || !l.entries[l.items[i].entry].Off
}

// Focus returns the item with the focus, or -1.
func (l *ActionList) Focus() int { return l.focus }

// SetFocus gives item i the focus (-1: none) and scrolls it into view.
func (l *ActionList) SetFocus(i int) {
	if i < -1 || i >= len(l.items) {
		i = -1
	}
	l.focus = i
	l.keepFocusShown()
}

// MoveFocus moves the focus d items on (back for d < 0), past entries that
// cannot be chosen, scrolling to keep it in view. It reports false, and
// leaves the focus, at either end of the list. With no focus, it starts
// from the first (or last) item shown.
func (l *ActionList) MoveFocus(d int) bool {
	i := l.focus
	if i < 0 {
		first, end := l.Shown()
		for k, it := range l.items {
			if it.row >= first && it.row < end && l.focusable(k) && (i < 0 || d < 0) {
				i = k
			}
		}
		if i < 0 {
			return false
		}
		l.SetFocus(i)
		return true
	}
	for k := i + d; k >= 0 && k < len(l.items); k += d {
		if l.focusable(k) {
			l.SetFocus(k)
			return true
		}
	}
	return false
}

// keepFocusShown scrolls the least that shows the focused item.
func (l *ActionList) keepFocusShown() {
	if l.focus < 0 || l.focus >= len(l.items) {
		return
	}
	r := l.items[l.focus].row
	if r < l.top {
		l.top = r
		if r > 0 && l.rows[r-1].group >= 0 && l.end(r-1) > r {
			l.top = r - 1 // its group's header with it
		}
	}
	for l.top < r && l.end(l.top) <= r {
		l.top++
	}
}

// Keyed returns the item that number key n (1 to 9) chooses: the n-th item
// shown, or -1.
func (l *ActionList) Keyed(n int) int {
	first, end := l.Shown()
	for i, it := range l.items {
		if it.row >= first && it.row < end {
			if n--; n == 0 {
				return i
			}
		}
	}
	return -1
}

// KeyOf returns the number key (1 to 9) that chooses item i, or 0.
func (l *ActionList) KeyOf(i int) int {
	for n := 1; n <= 9; n++ {
		if l.Keyed(n) == i {
			return n
		}
	}
	return 0
}

// Choose carries out item i: a folded group's header opens it (and keeps
// the focus on its first entry), and the entry's ID comes back with ok.
func (l *ActionList) Choose(i int) (id int, ok bool) {
	if i < 0 || i >= len(l.items) {
		return 0, false
	}
	it := l.items[i]
	if it.entry < 0 {
		hadFocus := l.focus == i
		l.open[it.group] = true
		l.layout()
		l.focus = -1
		head := 0
		for r := range l.rows {
			if l.rows[r].group == it.group {
				head = r
				break
			}
		}
		if hadFocus { // the keyboard goes on to the group's first entry
			for k, x := range l.items {
				if x.group == it.group && x.entry >= 0 && l.focusable(k) {
					l.focus = k
					break
				}
			}
		}
		l.top = min(head, l.maxTop()) // the header, and as much of its group as fits
		l.keepFocusShown()
		return 0, false
	}
	return l.entries[it.entry].ID, true
}

// Items returns how many items the list holds.
func (l *ActionList) Items() int { return len(l.items) }

// Entry returns the entry of item i, and false for a folded header.
func (l *ActionList) Entry(i int) (ListEntry, bool) {
	if i < 0 || i >= len(l.items) || l.items[i].entry < 0 {
		return ListEntry{}, false
	}
	return l.entries[l.items[i].entry], true
}

// ItemOfID returns the item of the entry with id, or -1 (it may be folded).
func (l *ActionList) ItemOfID(id int) int {
	for i, it := range l.items {
		if it.entry >= 0 && l.entries[it.entry].ID == id {
			return i
		}
	}
	return -1
}

// HeaderText returns what group g's header reads: its title, with the
// count of its entries when folded.
func (l *ActionList) HeaderText(g int) string {
	if !l.groups[g].Fold || l.open[g] {
		return l.groups[g].Title
	}
	n := 0
	for _, e := range l.entries {
		if e.Group == g {
			n++
		}
	}
	return l.groups[g].Title + " (" + itoa(n) + ")"
}

// itoa formats a small count.
func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
