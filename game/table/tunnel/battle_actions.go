package tunnel

import (
	"slices"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	tf "skirmish/rules/tunnel"
	"skirmish/ui"
)

// panelSizes returns the heights of the dice tray and the log, in pixels:
// worked out from the window's height and the UI scale only, never from
// the position, so that the tray, Undo, Redo, Menu and the log keep their
// places from one decision to the next. The tray and the log give up
// height, down to a floor, before the action list gets fewer than four
// rows.
// ok is false when the window is too short for one column at this
// scale even so: the panel then takes two (twoColumns).
func panelSizes(t *ui.Theme, h int) (trayH, logH int, ok bool) {
	rowH, headH, gap := table.ListRowHeights(t)
	lineH := headH - t.Px(4)
	hm := t.Heading.Metrics()
	heading := int(hm.HAscent + hm.HDescent + hm.HLineGap + 0.999)
	// The list: four rows, or, while the odds show (a defence, a swing's
	// Stamina), the chart in its box (a title, three bars, two lines of
	// words) over two rows and the line of "Not now" under them, so that
	// the Defend or Swing entry is never scrolled out of sight.
	sm := t.Small.Metrics()
	small := int(sm.HAscent + sm.HDescent + sm.HLineGap + 0.999)
	odds := 6*small + t.Px(4) + 2*t.Px(8) + t.Px(8)
	list := max(4*(rowH+gap), odds+2*(rowH+gap)+small+t.Px(6))
	// padding, the gaps between the seven parts, the heading and two
	// lines of prompt, the card, two lines of tray caption, Undo, Redo and
	// Menu, and the list
	room := h - 2*t.Px(12) - 6*t.Px(8) - heading - t.Px(2) - 2*lineH - t.Px(cardHeight) -
		t.Px(2) - 2*lineH - t.Px(34) - list
	log := func(lines int) int { return lines*lineH + t.Px(8) }
	trayH, logH = t.Px(96), log(6)
	tries := []struct{ tray, lines int }{{96, 4}, {72, 4}, {72, 3}, {56, 3}, {56, 2}}
	if t.TV {
		tries = tries[len(tries)-1:] // the TV layout keeps to the essentials: the log shows its last lines, the list gets the room
	}
	for _, try := range tries {
		trayH, logH = t.Px(try.tray), log(try.lines)
		if trayH+logH <= room {
			return trayH, logH, true
		}
	}
	return trayH, logH, room+(rowH+gap) >= trayH+logH // three rows of the list, at the least
}

// fitActions fills bar, the panel's third part, with the action list (or
// the end of the game's buttons) in the height the other parts of root
// leave: the list scrolls when it needs more. The log, root's last part,
// gets its height from panelSizes. It returns the panel: root, or the
// panel of twoColumns for a window too short for one.
func (b *Battle) fitActions(a table.Host, root, bar, row *widget.Container, log *table.FixedLog, pw int) *widget.Container {
	t := a.Theme()
	_, h := a.Size()
	inner := pw - t.Px(24)
	trayH, logH, ok := panelSizes(t, h)
	var room int
	if ok {
		b.trayBox.GetWidget().MinHeight = trayH
		log.GetWidget().MinWidth = inner
		log.GetWidget().MinHeight = logH
		used := 2*t.Px(12) + logH
		for i, k := range root.Children() {
			if i > 0 {
				used += t.Px(8)
			}
			if k != widget.PreferredSizeLocateableWidget(bar) && k != widget.PreferredSizeLocateableWidget(log) {
				_, kh := k.PreferredSize()
				used += kh
			}
		}
		room = max(h-used, 0)
	} else {
		root, inner, room = b.twoColumns(a, root, bar, row, log, pw)
	}
	bar.GetWidget().MinHeight = room
	b.fillActions(a, bar, inner, room)
	return root
}

// twoColumns lays the panel out again for a window too short for one
// column at this UI scale (200 % on 1280x800): the heading, the card at
// its own height and the odds across the panel; under them the action
// list on the left, the dice tray and the log on the right; Undo, Redo
// and Menu across the bottom. It returns the new panel, the list's width
// and its height.
func (b *Battle) twoColumns(a table.Host, root, bar, row *widget.Container, log *table.FixedLog, pw int) (*widget.Container, int, int) {
	t := a.Theme()
	_, h := a.Size()
	inner := pw - t.Px(24)
	colW := (inner - t.Px(12)) / 2
	var top []widget.PreferredSizeLocateableWidget
	var trayCol widget.PreferredSizeLocateableWidget
	for _, k := range root.Children() {
		switch {
		case k == widget.PreferredSizeLocateableWidget(bar), k == widget.PreferredSizeLocateableWidget(row),
			k == widget.PreferredSizeLocateableWidget(log):
		case holds(k, b.trayBox):
			trayCol = k
		default:
			top = append(top, k)
		}
	}
	// the card at its own height: the fixed one is for a tall panel
	b.cardBox.GetWidget().MinHeight = 0
	for _, k := range b.cardBox.Children() {
		k.GetWidget().MinHeight = 0
	}
	// the right column at its least: the tray's smallest, its caption
	// at the column's width, one line of the log
	_, headH, _ := table.ListRowHeights(t)
	lineH := headH - t.Px(4)
	if c, ok := trayCol.(*widget.Container); ok {
		for _, k := range c.Children() {
			if txt, ok := k.(*widget.Text); ok {
				txt.MaxWidth = float64(colW)
			}
		}
	}
	rightLeast := lineH + t.Px(8) + t.Px(6)
	if trayCol != nil {
		b.trayBox.GetWidget().MinHeight = t.Px(40)
		_, th := trayCol.PreferredSize()
		rightLeast += th
	}
	b.trimCard(a, top, row, rightLeast)
	panel := table.SidePanel(t, pw, h, len(top)+2)
	avail := h - 2*t.Px(12) - t.Px(8)*(len(top)+1)
	for _, k := range top {
		root.RemoveChild(k)
		panel.AddChild(k)
		_, kh := k.PreferredSize()
		avail -= kh
	}
	root.RemoveChildren()
	_, rowH := row.PreferredSize()
	avail = max(avail-rowH, 0)

	// the right column: the tray as tall as leaves two lines of the log
	right := t.Column(6, 0, false)
	b.trayBox.GetWidget().MinWidth = 1 // stretched; 0 would leave it out of its column's height
	logH := 0
	for _, tray := range []int{96, 72, 56, 40} {
		b.trayBox.GetWidget().MinHeight = t.Px(tray)
		_, th := trayCol.PreferredSize()
		logH = avail - th - t.Px(6)
		if logH >= 2*lineH+t.Px(8) {
			break
		}
	}
	if least := lineH + t.Px(8); logH < least {
		// even the smallest tray leaves less than a line of the log (the
		// TV layout at 1280x720 in a defence, by a pixel): the tray gives
		// the rest, so that the column never pushes Undo out of the panel
		b.trayBox.GetWidget().MinHeight = max(b.trayBox.GetWidget().MinHeight-(least-logH), t.Px(16))
		_, th := trayCol.PreferredSize()
		logH = avail - th - t.Px(6)
	}
	log.GetWidget().MinWidth = colW
	log.GetWidget().MinHeight = max(logH, lineH+t.Px(8))
	right.AddChild(trayCol, log)
	left := t.Column(0, 0, false)
	left.AddChild(bar)
	cols := t.Grid(2, 12)
	cols.AddChild(left, right)
	panel.AddChild(cols, row)
	return panel, colW, avail
}

// trimCard takes the model card's last lines away (its blurb, its state,
// its numbers; never its name) while the parts across the top of a panel
// in two columns, and Undo, Redo and Menu, leave the action list less than
// three rows, or the right column less than rightLeast (the smallest tray,
// its caption and a line of the log): in the TV layout, with its larger text, a defence's odds
// would push the list and the buttons off the screen.
func (b *Battle) trimCard(a table.Host, top []widget.PreferredSizeLocateableWidget, row *widget.Container, rightLeast int) {
	t := a.Theme()
	_, h := a.Size()
	card, ok := b.cardBox.Children()[0].(*widget.Container)
	if !ok {
		return
	}
	rowH, headH, gap := table.ListRowHeights(t)
	least := max(3*(rowH+gap)+headH, rightLeast)
	room := func() int {
		r := h - 2*t.Px(12) - t.Px(8)*(len(top)+1)
		for _, k := range top {
			_, kh := k.PreferredSize()
			r -= kh
		}
		_, rh := row.PreferredSize()
		return r - rh
	}
	for len(card.Children()) > 1 && room() < least {
		card.RemoveChild(card.Children()[len(card.Children())-1])
	}
}

// holds reports whether w is a container with child among its children.
func holds(w widget.PreferredSizeLocateableWidget, child widget.PreferredSizeLocateableWidget) bool {
	c, ok := w.(*widget.Container)
	return ok && slices.Contains(c.Children(), child)
}

// Choices lists the action list's entries for the side deciding, given
// what the player has picked so far (table.Board): an action the frame
// plays, or a step of building one.
func (b *Battle) Choices(f *table.Frame) ([]table.ListGroup, []table.Choice) {
	cs := choices(b.Game(), &b.p)
	b.cs = cs
	t := f.Host().Theme()
	half := sidePanelWidth(f.Host())-t.Px(24) >= t.Px(360) // two short entries to a row, when they fit
	out := make([]table.Choice, len(cs))
	for i, c := range cs {
		e := table.ListEntry{Label: c.Label, Icon: c.Icon, Tip: c.Reason, Group: c.Group, Half: c.Half && half,
			Off: !c.Enabled, Primary: c.Op == opApply && c.Action.Kind != tf.End}
		if !c.Enabled && c.Reason != "" {
			e.Tip = "Not now: " + c.Reason
		}
		out[i] = table.Choice{ListEntry: e}
		if c.Op == opApply && c.Enabled {
			out[i].Action = c.Action
		} else {
			out[i].Do = func() { b.choose(f.Host(), c) }
		}
	}
	// A lone swing or door needs no header: its label says what it is.
	groups := slices.Clone(tunnelGroups)
	for _, k := range []int{cgEnemy, cgDoor} {
		n := 0
		for _, c := range cs {
			if c.Group == k {
				n++
			}
		}
		if n < 2 {
			groups[k].Title = ""
		}
	}
	return groups, out
}

// fillActions fills bar with the action list, inner wide and room high:
// the end of the game's buttons once its window is closed, the list, and
// under it why the entries shown dimmed are not possible now (for the
// keyboard, whose focus passes over them), or who plays.
func (b *Battle) fillActions(a table.Host, bar *widget.Container, inner, room int) {
	t := a.Theme()
	g := b.Game()
	f := b.f
	human := b.humanSide() >= 0
	if g.Phase() == tf.PhaseOver && !f.Modal().Shown() && f.Recording() == nil {
		bar.AddChild(table.EndButtons(a, f.Session(), true, inner)) // the end window's, once it is closed
	}
	groups, entries := f.ListChoices()
	var reasons []string
	for _, c := range b.cs {
		if !c.Enabled && c.Reason != "" && human {
			reasons = append(reasons, c.Label+": "+c.Reason)
		}
	}
	var note *widget.Container
	switch {
	case human && len(reasons) > 0:
		note = t.Column(0, 0, false)
		note.AddChild(t.Text("Not now: "+strings.Join(reasons, "; ")+".", t.Small, t.Muted, inner))
	case !human && g.Phase() != tf.PhaseOver && f.Session().ComputerToAct():
		note = t.Column(0, 0, false)
		note.AddChild(t.Text("The computer is playing. Hold "+a.In().Glyph(input.FastForward)+" to speed it up.", t.Small, t.Muted, inner))
	}
	rowH, headH, gap := table.ListRowHeights(t)
	listH := room
	if len(bar.Children()) > 0 {
		_, eh := bar.PreferredSize()
		listH -= eh + t.Px(6)
	}
	l := f.List()
	l.Set(groups, entries)
	if note != nil {
		_, nh := note.PreferredSize()
		rest := listH - nh - t.Px(6)
		l.Fit(rest, rowH, headH, gap)
		// A note that leaves the list no height at all goes too: a list
		// fitted to none shows every row (the TV layout with the pad's
		// longer prompt pushed Undo, Redo and Menu off the window).
		if rest < rowH+gap || l.Scrolls() && human {
			note = nil // the tooltips say it; the list keeps its rows
		} else {
			listH = rest
		}
	}
	l.Fit(listH, rowH, headH, gap)
	if len(entries) > 0 {
		bar.AddChild(l.Widget(table.ListLook{Theme: t, Width: inner, Enabled: human,
			Prompt: func(n int) string { return a.In().Prompt(input.Option(n)) },
			Choose: f.Choose}))
	}
	if note != nil {
		bar.AddChild(note)
	}
}
