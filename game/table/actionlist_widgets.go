package table

import (
	"image"
	"strings"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/input"
	"skirmish/ui"
)

// ListLook is how an action list's widgets look and whom they tell.
type ListLook struct {
	Theme   *ui.Theme
	Width   int                // the list's width in pixels
	Prompt  func(n int) string // the prompt of number key n (1 to 9), e.g. "3"
	Enabled bool               // a human decides: the entries may be chosen
	Choose  func(id int)       // an entry was clicked or pressed
}

// listWidgets are the widgets of an action list as last built.
type listWidgets struct {
	look    ListLook
	box     *widget.Container
	buttons []*widget.Button // per item: its button while shown
	pending bool             // a header was clicked: the rows are to be built again
	changed bool             // the rows were built again since Changed was asked
}

// ListRowHeights returns the heights the theme gives a list's rows: an
// entry (a button), a header line, and the gap between rows.
func ListRowHeights(t *ui.Theme) (row, head, gap int) {
	m := t.Small.Metrics()
	return t.Px(34), int(m.HAscent+m.HDescent+m.HLineGap+0.999) + t.Px(4), t.Px(4)
}

// Widget builds the list's widgets (the rows shown), for a side panel.
// Call Fit first: the list shows what fits in the height given.
func (l *ActionList) Widget(look ListLook) *widget.Container {
	l.look = look
	l.box = look.Theme.Column(0, 0, false)
	l.fill()
	return l.box
}

// Rect returns where the list was laid out.
func (l *ActionList) Rect() image.Rectangle { return WidgetRect(l.box) }

// fill builds the rows shown into the list's box.
func (l *ActionList) fill() {
	t := l.look.Theme
	_, headH, gap := ListRowHeights(t)
	l.box.RemoveChildren()
	l.buttons = l.buttons[:0]
	for range l.items {
		l.buttons = append(l.buttons, nil)
	}
	col := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewRowLayout(
		widget.RowLayoutOpts.Direction(widget.DirectionVertical), widget.RowLayoutOpts.Spacing(gap))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
	first, end := l.Shown()
	item := 0
	for item < len(l.items) && l.items[item].row < first {
		item++
	}
	for r := first; r < end; r++ {
		row := l.rows[r]
		if row.group >= 0 && (!l.groups[row.group].Fold || l.open[row.group]) {
			head := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()),
				widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(0, headH-gap), widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
			head.AddChild(t.Text(l.HeaderText(row.group), t.Small, t.Accent, 0))
			col.AddChild(head)
			continue
		}
		var line *widget.Container
		if row.group < 0 && row.n == 2 {
			line = t.Grid(2, 4)
			col.AddChild(line)
		}
		for ; item < len(l.items) && l.items[item].row == r; item++ {
			btn := l.button(item)
			l.buttons[item] = btn
			if line != nil {
				line.AddChild(btn)
			} else {
				col.AddChild(btn)
			}
		}
	}
	l.box.AddChild(col)
	if above, below := l.Hidden(); above+below > 0 {
		l.box.AddChild(t.Text(fitMore(t, above, below, l.look.Width), t.Small, t.Muted, l.look.Width))
	}
	l.changed = true
}

// fitMore returns moreText, or without the how when that is wider than
// width: the list keeps one line for it (Fit), and a second line pushed
// the panel's Undo, Redo and Menu out of it (the TV layout, a narrow
// column).
func fitMore(t *ui.Theme, above, below, width int) string {
	s := moreText(above, below)
	if w, _ := text.Measure(s, t.Small, 0); width > 0 && w > float64(width) {
		s, _, _ = strings.Cut(s, ":")
	}
	return s
}

// moreText says how many rows are out of view, and how to reach them.
func moreText(above, below int) string {
	s := ""
	switch {
	case above > 0 && below > 0:
		s = itoa(above) + " more above, " + itoa(below) + " below"
	case above > 0:
		s = itoa(above) + " more above"
	default:
		s = itoa(below) + " more below"
	}
	return s + ": scroll, or the arrows"
}

// button builds item i's button: an entry, or a folded group's header.
func (l *ActionList) button(i int) *widget.Button {
	look := &l.look
	spec := ui.ButtonSpec{MinW: 0}
	if n := l.KeyOf(i); n > 0 && look.Prompt != nil {
		spec.Prompt = look.Prompt(n)
	}
	e, ok := l.Entry(i)
	if !ok {
		g := l.items[i].group
		// a header is cut like an entry: the panel keeps its width
		spec.Label = ClipLabel(look.Theme, l.HeaderText(g)+"…", spec.Prompt, false, look.Width)
		spec.Tip = "Show the " + l.groups[g].Title + " choices."
		spec.OnClick = func() {
			l.Choose(i)
			l.pending = true
		}
		return look.Theme.Button(spec)
	}
	spec.Label, spec.Icon, spec.Tip, spec.Primary = e.Label, e.Icon, e.Tip, e.Primary
	width := look.Width
	if l.rows[l.items[i].row].n == 2 {
		width = (width - look.Theme.Px(4)) / 2
	}
	if clipped := ClipLabel(look.Theme, e.Label, spec.Prompt, e.Icon != "", width); clipped != e.Label {
		// too long for the panel: cut, and whole in the tooltip
		spec.Label = clipped
		if spec.Tip == "" {
			spec.Tip = e.Label
		} else {
			spec.Tip = e.Label + ": " + spec.Tip
		}
	}
	id := e.ID
	spec.OnClick = func() {
		if look.Choose != nil {
			look.Choose(id)
		}
	}
	btn := look.Theme.Button(spec)
	btn.GetWidget().Disabled = e.Off || !look.Enabled
	return btn
}

// Changed reports whether the list's widgets were built again (scrolled,
// a group opened) since the last call: the table draws them again.
func (l *ActionList) Changed() bool {
	c := l.changed
	l.changed = false
	return c
}

// Input reads the list's share of this tick's input, before the table's
// own: the mouse wheel over the list scrolls it; the number keys choose
// the items shown (when look.Enabled); with the panel focused (panel),
// the arrows, Tab-like focus keys and the D-pad move the focus from item
// to item, scrolling as they go, and hand it on to the widgets after the
// list at either end. It returns the ID of an entry chosen by its key
// (the table carries it out, or says why not), and consumes the intents
// it used. It allocates nothing when nothing happens.
func (l *ActionList) Input(in *input.Layer, u *ebitenui.UI, panel bool) (id int, chosen bool) {
	if l.box == nil {
		return 0, false
	}
	if l.pending { // a folded header was clicked
		l.pending = false
		l.refill(u, true)
	}
	if w := in.Wheel(); w != 0 {
		x, y := in.Cursor()
		if image.Pt(x, y).In(l.Rect()) {
			d := 1
			if w > 0 {
				d = -1
			}
			if l.Scroll(d) {
				l.refill(u, false)
			}
		}
	}
	if l.look.Enabled {
		for n := 1; n <= 9; n++ {
			if !in.Has(input.Option(n)) {
				continue
			}
			in.Consume(input.Option(n))
			i := l.Keyed(n)
			if i < 0 {
				continue
			}
			if id, ok := l.Choose(i); ok {
				return id, true
			}
			l.refill(u, false)
			return 0, false
		}
	}
	if !panel || u == nil {
		return 0, false
	}
	if cur := l.itemOf(u.GetFocusedWidget()); cur >= 0 {
		l.focus = cur // the focus came to the list another way (the panel's key, a click)
	}
	for _, m := range [...]struct {
		i input.Intent
		d int
	}{{input.Up, -1}, {input.Left, -1}, {input.FocusPrev, -1}, {input.Down, 1}, {input.Right, 1}, {input.FocusNext, 1}} {
		if !in.Has(m.i) {
			continue
		}
		cur := l.itemOf(u.GetFocusedWidget())
		if cur < 0 && u.GetFocusedWidget() != nil {
			continue // the focus is on another widget of the panel
		}
		l.focus = cur
		before := l.top
		if l.MoveFocus(m.d) {
			in.Consume(m.i)
			if l.top != before || l.buttons[l.focus] == nil {
				l.refill(u, true)
			} else {
				u.SetFocusedWidget(l.buttons[l.focus])
			}
		}
	}
	return 0, false
}

// refill builds the rows again after a scroll or an opened group, and
// gives the focused item's button the widget focus when focus says so.
func (l *ActionList) refill(u *ebitenui.UI, focus bool) {
	had := u != nil && l.itemOf(u.GetFocusedWidget()) >= 0
	l.fill()
	if u != nil && (focus || had) && l.focus >= 0 && l.buttons[l.focus] != nil {
		u.SetFocusedWidget(l.buttons[l.focus])
	}
}

// FocusWidget gives the widget focus to the focused item's button, if
// shown (after the panel was built again with the panel focused); it
// reports whether it did.
func (l *ActionList) FocusWidget(u *ebitenui.UI) bool {
	if l.focus < 0 || l.focus >= len(l.buttons) || l.buttons[l.focus] == nil {
		return false
	}
	u.SetFocusedWidget(l.buttons[l.focus])
	return true
}

// FocusDefault gives the widget focus, after the panel was built again
// with the panel focused, to the item that had it if the list reads the
// same, else to the most likely next choice: the first primary entry that
// may be chosen, else the first item that may. It reports whether an item
// took the focus; when none did, the table gives the focus back to the
// board: the panel's other buttons (Undo) are never where a rebuild puts
// it.
func (l *ActionList) FocusDefault(u *ebitenui.UI) bool {
	if b := l.Button(l.focus); b != nil && !b.GetWidget().Disabled {
		u.SetFocusedWidget(b)
		return true
	}
	return l.focusBest(u, true)
}

// FocusFirst gives the widget focus to the first item shown that may be
// chosen (the panel key moves the focus to the top of the list), and
// reports whether there was one.
func (l *ActionList) FocusFirst(u *ebitenui.UI) bool { return l.focusBest(u, false) }

// focusBest focuses the first item shown that may be chosen, a primary
// entry first when primary is set.
func (l *ActionList) focusBest(u *ebitenui.UI, primary bool) bool {
	best, rank := -1, 2
	for i, b := range l.buttons {
		if b == nil || b.GetWidget().Disabled {
			continue
		}
		r := 1
		if e, ok := l.Entry(i); ok && e.Primary && primary {
			r = 0
		}
		if r < rank {
			best, rank = i, r
		}
	}
	if best < 0 {
		return false
	}
	l.focus = best
	u.SetFocusedWidget(l.buttons[best])
	return true
}

// itemOf returns the item whose button w is, or -1.
func (l *ActionList) itemOf(w widget.Focuser) int {
	if w == nil {
		return -1
	}
	for i, b := range l.buttons {
		if b != nil && widget.Focuser(b) == w {
			return i
		}
	}
	return -1
}

// Button returns item i's button while it is shown, else nil.
func (l *ActionList) Button(i int) *widget.Button {
	if i < 0 || i >= len(l.buttons) {
		return nil
	}
	return l.buttons[i]
}

// ClipLabel returns a button's label cut at a word and ended with "…" so
// that the button, with its prompt (and icon), is no wider than width
// pixels: a side panel keeps its width whatever its buttons say.
func ClipLabel(t *ui.Theme, label, prompt string, icon bool, width int) string {
	room := float64(width - 2*t.Px(12) - t.Px(4))
	if icon {
		room -= float64(t.Px(30))
	}
	if prompt != "" {
		pw, _ := text.Measure("  ["+prompt+"]", t.Body, 0)
		room -= pw
	}
	if lw, _ := text.Measure(label, t.Body, 0); lw <= room {
		return label
	}
	words := strings.Fields(label)
	for n := len(words) - 1; n > 0; n-- {
		s := strings.TrimRight(strings.Join(words[:n], " "), " ,:;(") + "…"
		if sw, _ := text.Measure(s, t.Body, 0); sw <= room {
			return s
		}
	}
	return words[0] + "…"
}
