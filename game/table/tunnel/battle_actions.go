package tunnel

import (
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	tf "skirmish/rules/tunnel"
	"skirmish/ui"
)

// actionBar is the side panel's action list and the choices it was last
// filled with: an entry's ID is its index in cs.
type actionBar struct {
	list table.ActionList
	cs   []Choice
}

// panelSizes returns the heights of the dice tray and the log, in pixels:
// worked out from the window's height and the UI scale only, never from
// the position, so that the tray, Undo, Redo, Menu and the log keep their
// places from one decision to the next. The tray and the log give up
// height, down to a floor, before the action list gets fewer than four
// rows.
func panelSizes(t *ui.Theme, h int) (trayH, logH int) {
	rowH, headH, gap := table.ListRowHeights(t)
	lineH := headH - t.Px(4)
	hm := t.Heading.Metrics()
	heading := int(hm.HAscent + hm.HDescent + hm.HLineGap + 0.999)
	// padding, the gaps between the seven parts, the heading and two
	// lines of prompt, the card, two lines of tray caption, Undo, Redo and
	// Menu, and four rows of the list
	room := h - 2*t.Px(12) - 6*t.Px(8) - heading - t.Px(2) - 2*lineH - t.Px(cardHeight) -
		t.Px(2) - 2*lineH - t.Px(34) - 4*(rowH+gap)
	log := func(lines int) int { return lines*lineH + t.Px(8) }
	trayH, logH = t.Px(96), log(6)
	for _, try := range []struct{ tray, lines int }{{96, 6}, {96, 4}, {72, 4}, {72, 3}, {56, 3}, {56, 2}} {
		trayH, logH = t.Px(try.tray), log(try.lines)
		if trayH+logH <= room {
			break
		}
	}
	return trayH, logH
}

// fitActions fills bar, the panel's third part, with the action list (or
// the end of the game's buttons) in the height the other parts of root
// leave: the list scrolls when it needs more. The log, root's last part,
// gets its height from panelSizes.
func (b *Battle) fitActions(a table.Host, root, bar *widget.Container, pw int) {
	t := a.Theme()
	g := b.Game()
	_, h := a.Size()
	inner := pw - t.Px(24)
	trayH, logH := panelSizes(t, h)
	b.trayBox.GetWidget().MinHeight = trayH
	b.logArea.GetWidget().MinHeight = logH
	used := 2*t.Px(12) + logH
	for i, k := range root.Children() {
		if i > 0 {
			used += t.Px(8)
		}
		if k != widget.PreferredSizeLocateableWidget(bar) && k != widget.PreferredSizeLocateableWidget(b.logArea) {
			_, kh := k.PreferredSize()
			used += kh
		}
	}
	room := max(h-used, 0)
	bar.GetWidget().MinHeight = room

	human := b.humanSide() >= 0
	if g.Phase() == tf.PhaseOver {
		end := t.Grid(2, 6)
		end.AddChild(t.Button(ui.ButtonSpec{Label: "Watch the replay", Icon: "replay", Primary: true, OnClick: func() { a.Review(session.RecordingOf(b.ses)) }}))
		end.AddChild(t.Button(ui.ButtonSpec{Label: "Rematch", Icon: "swing", OnClick: func() { a.Rematch(b.ses) }}))
		end.AddChild(t.Button(ui.ButtonSpec{Label: "Save replay", Icon: "save", OnClick: func() { a.SaveReplay(b.ses) }}))
		end.AddChild(t.Button(ui.ButtonSpec{Label: "Back to title", Icon: "quit", OnClick: func() { a.Title() }}))
		bar.AddChild(end)
	}
	cs := choices(g, &b.p)
	b.actions.cs = cs
	entries := make([]table.ListEntry, len(cs))
	var reasons []string
	for i, c := range cs {
		e := table.ListEntry{Label: c.Label, Icon: c.Icon, Tip: c.Reason, Group: c.Group, Half: c.Half, ID: i,
			Off: !c.Enabled, Primary: c.Op == opApply && c.Action.Kind != tf.End}
		if !c.Enabled && c.Reason != "" {
			e.Tip = "Not now: " + c.Reason
			reasons = append(reasons, c.Label+": "+c.Reason)
		}
		entries[i] = e
	}
	// Under the list: why the entries shown dimmed are not possible now
	// (for the keyboard, whose focus passes over them), or who plays.
	var note *widget.Container
	switch {
	case human && len(reasons) > 0:
		note = t.Column(0, 0, false)
		note.AddChild(t.Text("Not now: "+strings.Join(reasons, "; ")+".", t.Small, t.Muted, inner))
	case !human && g.Phase() != tf.PhaseOver:
		note = t.Column(0, 0, false)
		note.AddChild(t.Text("The computer is playing. Hold "+a.In().Prompt(input.FastForward)+" to speed it up.", t.Small, t.Muted, inner))
	}
	rowH, headH, gap := table.ListRowHeights(t)
	listH := room
	if len(bar.Children()) > 0 {
		_, eh := bar.PreferredSize()
		listH -= eh + t.Px(6)
	}
	if note != nil {
		_, nh := note.PreferredSize()
		if listH-nh-t.Px(6) >= 3*(rowH+gap)+headH+gap || !human {
			listH -= nh + t.Px(6)
		} else {
			note = nil // the tooltips say it; the list keeps its rows
		}
	}
	l := &b.actions.list
	l.Set(tunnelGroups, entries)
	l.Fit(listH, rowH, headH, gap)
	if len(entries) > 0 {
		bar.AddChild(l.Widget(table.ListLook{Theme: t, Width: inner, Enabled: human,
			Prompt: func(n int) string { return a.In().Prompt(input.Option(n)) },
			Choose: func(id int) { b.chooseEntry(a, id) }}))
	}
	if note != nil {
		bar.AddChild(note)
	}
}

// chooseEntry carries out the choice of the action list's entry id.
func (b *Battle) chooseEntry(a table.Host, id int) {
	if id >= 0 && id < len(b.actions.cs) {
		b.choose(a, b.actions.cs[id])
	}
}
