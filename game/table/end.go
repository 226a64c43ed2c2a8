package table

import (
	"github.com/ebitenui/ebitenui"

	"skirmish/game/session"
	"skirmish/rules"
	"skirmish/ui"
)

// EndSpec says what a table's end-of-game window shows beside its buttons.
type EndSpec struct {
	Title  string // e.g. WinnersTitle of the outcome
	Reason string // how the game ended, as the rules say
	Stats  string // a line of figures: "34 actions, 5 rounds."
	Look   string // the button that closes the window: "Look at the board"
	Review bool   // offer "Watch the replay" (a table without a replay viewer of its own may leave it out)
}

// WinnersTitle names the winners of a game that is over: "Gnomes win!",
// "Red, Green and Blue win!", or "A draw" when nobody won.
func WinnersTitle(out rules.Outcome, seats []rules.SeatInfo) string {
	if w := out.WinnersText(seats); w != "" {
		return w + " win!"
	}
	return "A draw"
}

// ShowEnd opens the end-of-game window of a table playing ses, over u:
// the title and reason, then watch the replay, rematch, save the replay,
// look at the table, back to the title.
func ShowEnd(h Host, m *Modal, u *ebitenui.UI, ses *session.Session, spec EndSpec) {
	t := h.Theme()
	p := t.Panel(440)
	row := t.Row(10)
	if ic := t.IconGraphic("crown", 40, t.Accent); ic != nil {
		row.AddChild(ic)
	}
	row.AddChild(t.Text(spec.Title, t.Heading, t.Accent, 0))
	p.AddChild(row)
	if spec.Reason != "" {
		p.AddChild(t.Text(spec.Reason, t.Body, t.Ink, t.Px(400)))
	}
	if spec.Stats != "" {
		p.AddChild(t.Text(spec.Stats, t.Small, t.Muted, 0))
	}
	if spec.Review {
		p.AddChild(t.Button(ui.ButtonSpec{Label: "Watch the replay", Icon: "replay", Default: true, OnClick: func() {
			m.Close()
			h.Review(session.RecordingOf(ses))
		}}))
	}
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Rematch", Icon: "swing", Default: !spec.Review, OnClick: func() {
		m.Close()
		h.Rematch(ses)
	}}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Save replay", Icon: "save", OnClick: func() { h.SaveReplay(ses) }}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: spec.Look, Icon: "eye", OnClick: m.Close}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Back to title", Icon: "quit", OnClick: func() {
		m.Close()
		h.Title()
	}}))
	m.Show(h, u, p) // the game ended: both sides may choose what next
}
