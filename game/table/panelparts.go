package table

import (
	"image/color"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/ui"
)

// PanelTop is the top of a table's side panel: the status line in its
// ink, the prompt under it (not while the panel is folded), the card, and
// the end-of-game buttons and a review's scrub bar (nil: none). The action
// list, the undo row and the log come under it.
type PanelTop struct {
	Status     string
	StatusInk  color.Color
	Prompt     func() string // asked only when the panel is not folded
	Card       *widget.Container
	End, Scrub *widget.Container
}

// Panel returns the side panel (SidePanel), pw wide and h high at t's
// scale, with top's parts in it, the card trimmed to the room (TrimCard),
// and the height left under them for the action list (ActionList.Fit).
// inner is the width of a line.
func (top PanelTop) Panel(t *ui.Theme, pw, h, inner int, folded bool) (root *widget.Container, left int) {
	rows := 4
	if top.End != nil {
		rows++
	}
	if top.Scrub != nil {
		rows++
	}
	root = SidePanel(t, pw, h, rows)
	head := t.Column(2, 0, false)
	head.AddChild(t.Text(top.Status, t.Heading, top.StatusInk, inner))
	if !folded {
		head.AddChild(t.Text(top.Prompt(), t.Small, t.Muted, inner))
	}
	root.AddChild(head)
	fixed := PanelFixedHeight(t, head, top.End, top.Scrub)
	TrimCard(t, top.Card, h-fixed)
	root.AddChild(top.Card)
	if top.End != nil {
		root.AddChild(top.End)
	}
	if top.Scrub != nil {
		root.AddChild(top.Scrub)
	}
	_, cardH := top.Card.PreferredSize()
	return root, h - fixed - cardH
}

// CardText returns a panel's card of lines in the small face, inner wide:
// only the first while the panel is folded.
func CardText(t *ui.Theme, lines []string, inner int, folded bool) *widget.Container {
	card := t.Column(2, 0, false)
	if folded {
		lines = lines[:min(len(lines), 1)]
	}
	for _, line := range lines {
		card.AddChild(t.Text(line, t.Small, t.Ink, inner))
	}
	return card
}

// ListColumn sets l to groups and entries, fits it into the height left,
// and returns the column of a side panel that holds its widget (none while
// it has no item), inner wide, each entry's number key as its prompt; the
// table adds its undo row under it. enabled: the entries take clicks;
// choose plays the option id.
func ListColumn(h Host, l *ActionList, groups []ListGroup, entries []ListEntry, left, inner int, enabled bool, choose func(id int)) *widget.Container {
	t := h.Theme()
	rowH, headH, gap := ListRowHeights(t)
	l.Set(groups, entries)
	l.Fit(left, rowH, headH, gap)
	list := t.Column(4, 0, false)
	lw := l.Widget(ListLook{Theme: t, Width: inner, Enabled: enabled,
		Prompt: func(n int) string { return h.In().Prompt(input.Option(n)) }, Choose: choose})
	if l.Items() > 0 {
		list.AddChild(lw)
	}
	return list
}
