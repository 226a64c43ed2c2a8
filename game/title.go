package game

import (
	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/rules"
	"skirmish/ui"
	"skirmish/version"
)

func rulesOptions() rules.Options { return rules.Options{} }

// quitOffered says whether the title offers Quit: where the program may end
// itself (canQuit; not in the browser). Tests change it.
var quitOffered = canQuit

// Title is the first screen: play, load a replay, settings, quit.
type Title struct{ menuScene }

// NewTitle returns the title screen.
func NewTitle() *Title { return &Title{newMenuScene(nil)} }

// Build implements Scene.
func (s *Title) Build(a *App) {
	t := a.Theme()
	p := a.Theme().Panel(420)
	logoWidgets(a, p)
	p.AddChild(t.Space(0, 12))
	resume := a.resumeButton()
	if resume != nil {
		p.AddChild(t.Button(*resume))
	}
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Play", Icon: "play", Default: resume == nil, OnClick: func() { a.SetScene(newSetupFor(a)) }}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Load replay", Icon: "load", OnClick: func() { a.SetScene(NewLoadReplay(s)) }}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Settings", Icon: "settings", OnClick: func() { a.SetScene(NewSettingsScene(s)) }}))
	if quitOffered { // a page is left by closing it: no Quit to end it without asking
		p.AddChild(t.Button(ui.ButtonSpec{Label: "Quit", Icon: "quit", OnClick: a.Quit}))
	}
	p.AddChild(t.Space(0, 6))
	p.AddChild(t.Text("Version "+version.Version+"  ·  mouse, keyboard or gamepad", t.Small, t.Muted, 0))
	focused := focusedLabel(s.ui)
	s.ui = a.Theme().Centred(p)
	// The button that looks chosen has the focus, so that the first A or
	// Enter activates it; a rebuild (another device, another size) keeps
	// the focus where the player left it.
	if !focusLabel(s.ui, focused) {
		ui.FocusDefault(s.ui, p)
	}
}

// Update implements Scene: Start (the Menu intent) leads to the join
// screen of the last game's setup (couch play), as the README says.
func (s *Title) Update(a *App) error {
	if a.In().Has(input.Menu) {
		newSetupFor(a).join(a)
		return nil
	}
	return s.menuScene.Update(a)
}

// focusedLabel returns the label of the button focused in u, or "".
func focusedLabel(u *ebitenui.UI) string {
	if u == nil {
		return ""
	}
	if b, ok := u.GetFocusedWidget().(*widget.Button); ok && b.Text() != nil {
		return b.Text().Label
	}
	return ""
}

// focusLabel focuses the button of u labelled label and reports whether
// there is one.
func focusLabel(u *ebitenui.UI, label string) bool {
	if label == "" {
		return false
	}
	var found *widget.Button
	ui.Walk(u.Container, func(w widget.PreferredSizeLocateableWidget) bool {
		if b, ok := w.(*widget.Button); ok && found == nil && b.Text() != nil && b.Text().Label == label {
			found = b
		}
		return found == nil
	})
	if found != nil {
		u.SetFocusedWidget(found)
	}
	return found != nil
}
