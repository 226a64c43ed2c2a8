package game

import (
	"fmt"
	"image"
	"slices"
	"time"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/ui"
)

// openWindow shows a modal window with content in the middle of the screen.
func (b *Battle) openWindow(a *App, content *widget.Container) {
	b.closeWindow()
	b.window, b.closeWin = openModal(a, b.ui, content)
}

// openModal shows content in a modal window centred on the screen and
// focuses its first button.
func openModal(a *App, u *ebitenui.UI, content *widget.Container) (*widget.Window, widget.RemoveWindowFunc) {
	w, h := a.Size()
	pw, ph := content.PreferredSize()
	win := widget.NewWindow(widget.WindowOpts.Contents(content), widget.WindowOpts.Modal(),
		widget.WindowOpts.Location(image.Rect((w-pw)/2, (h-ph)/2, (w+pw)/2, (h+ph)/2)))
	remove := u.AddWindow(win)
	u.ChangeFocus(widget.FOCUS_NEXT)
	return win, remove
}

// closeWindow removes the window shown, if any.
func (b *Battle) closeWindow() {
	if b.closeWin != nil {
		b.closeWin()
	}
	b.window, b.closeWin = nil, nil
	b.widgets.stale = true
	if b.ui != nil {
		b.ui.ClearFocus()
	}
	b.dirty = true
}

// showMenu opens the game menu.
func (b *Battle) showMenu(a *App) { showGameMenu(a, b, b.ses, b) }

// windowHost is a table that shows one modal window at a time.
type windowHost interface {
	openWindow(a *App, content *widget.Container)
	closeWindow()
}

// showGameMenu opens the menu of a table playing ses; here is the table,
// the scene that Load replay and Settings come back to.
func showGameMenu(a *App, h windowHost, ses *Session, here Scene) {
	t := a.Theme
	p := panel(a, 360)
	p.AddChild(t.Text("Menu", t.Heading, t.Accent, 0))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Resume", Icon: "play", Primary: true, OnClick: h.closeWindow}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Save replay", Icon: "save", OnClick: func() {
		h.closeWindow()
		saveSessionReplay(a, ses)
	}}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Load replay", Icon: "load", OnClick: func() {
		h.closeWindow()
		a.SetScene(NewLoadReplay(here))
	}}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Settings", Icon: "settings", OnClick: func() {
		h.closeWindow()
		a.SetScene(NewSettingsScene(here))
	}}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Back to title", Icon: "quit", OnClick: func() {
		h.closeWindow()
		a.SetScene(NewTitle())
	}}))
	h.openWindow(a, p)
}

// showEnd opens the end-of-game window.
func (b *Battle) showEnd(a *App) {
	t := a.Theme
	g := b.Game()
	out := g.Outcome()
	p := panel(a, 420)
	title := "A draw"
	if w := out.Winner(); w >= 0 {
		title = g.Level().Sides[w] + " win!"
	}
	row := t.Row(10)
	if ic := iconGraphic(a, "crown", 40, t.Accent); ic != nil {
		row.AddChild(ic)
	}
	row.AddChild(t.Text(title, t.Heading, t.Accent, 0))
	p.AddChild(row)
	p.AddChild(t.Text(out.Reason, t.Body, t.Ink, t.Px(380)))
	p.AddChild(t.Text(fmt.Sprintf("%d actions, %d rounds.", b.ses.History().Len(), g.Round()), t.Small, t.Muted, 0))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Watch the replay", Icon: "replay", Primary: true, OnClick: func() {
		b.closeWindow()
		a.SetScene(NewReplayViewer(RecordingOf(b.ses), b))
	}}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Rematch", Icon: "swing", OnClick: func() {
		b.closeWindow()
		b.rematch(a)
	}}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Save replay", Icon: "save", OnClick: func() { b.saveReplay(a) }}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Look at the board", Icon: "eye", OnClick: b.closeWindow}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Back to title", Icon: "quit", OnClick: func() {
		b.closeWindow()
		a.SetScene(NewTitle())
	}}))
	b.openWindow(a, p)
}

// saveReplay hands the game so far to the player (exportReplay: the
// replays folder on the desktop, a download in the browser).
func (b *Battle) saveReplay(a *App) { saveSessionReplay(a, b.ses) }

// saveSessionReplay saves the replay of ses and says where it went.
func saveSessionReplay(a *App, ses *Session) {
	msg, err := exportReplay(a, ses.Setup.Scenario.Name, ses.Replay().Marshal())
	if err != nil {
		a.Toast("Could not save the replay: " + err.Error())
		return
	}
	a.Toast(msg)
}

// saveReplayFile writes data as a new replay named after the scenario and
// the time, never over an existing one, and says where it went.
func saveReplayFile(a *App, scenario string, data []byte) (string, error) {
	st := a.Store()
	stamp := time.Now().Format("2006-01-02-150405")
	taken, err := st.List("replays/")
	if err != nil {
		return "", err
	}
	for n := 0; n < 100; n++ {
		name := fmt.Sprintf("replays/%s-%s.json", scenario, stamp)
		if n > 0 {
			name = fmt.Sprintf("replays/%s-%s-%d.json", scenario, stamp, n)
		}
		if slices.Contains(taken, name) {
			continue
		}
		if err := st.Write(name, data); err != nil {
			return "", storeError(st, name, err)
		}
		return st.Where(name), nil
	}
	return "", fmt.Errorf("too many replays named %s-%s", scenario, stamp)
}

// rematch starts the same scenario again with the same seats and a new seed.
func (b *Battle) rematch(a *App) {
	setup := b.ses.Setup
	setup.Seed = a.newSeed()
	nb, err := NewBattle(a, setup, b.ses.Sitters(), nil)
	if err != nil {
		a.Toast(err.Error())
		return
	}
	a.SetScene(nb)
}
