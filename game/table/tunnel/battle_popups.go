package tunnel

import (
	"fmt"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/ui"
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
	t := a.Theme()
	g := b.Game()
	out := g.Outcome()
	p := a.Theme().Panel(420)
	title := "A draw"
	if w := out.Winner(); w >= 0 {
		title = g.Level().Sides[w] + " win!"
	}
	row := t.Row(10)
	if ic := a.Theme().IconGraphic("crown", 40, t.Accent); ic != nil {
		row.AddChild(ic)
	}
	row.AddChild(t.Text(title, t.Heading, t.Accent, 0))
	p.AddChild(row)
	p.AddChild(t.Text(out.Reason, t.Body, t.Ink, t.Px(380)))
	p.AddChild(t.Text(fmt.Sprintf("%d actions, %d rounds.", b.ses.History().Len(), g.Round()), t.Small, t.Muted, 0))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Watch the replay", Icon: "replay", Primary: true, OnClick: func() {
		b.modal.Close()
		a.Review(session.RecordingOf(b.ses))
	}}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Rematch", Icon: "swing", OnClick: func() {
		b.modal.Close()
		a.Rematch(b.ses)
	}}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Save replay", Icon: "save", OnClick: func() { a.SaveReplay(b.ses) }}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Look at the board", Icon: "eye", OnClick: b.modal.Close}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Back to title", Icon: "quit", OnClick: func() {
		b.modal.Close()
		a.Title()
	}}))
	b.modal.Open(a, b.ui, p)
}
