package game

import (
	"skirmish/rules"
	"skirmish/ui"
	"skirmish/version"
)

func rulesOptions() rules.Options { return rules.Options{} }

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
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Play", Icon: "play", Default: resume == nil, OnClick: func() { a.SetScene(NewSetup(a.kinds)) }}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Load replay", Icon: "load", OnClick: func() { a.SetScene(NewLoadReplay(s)) }}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Settings", Icon: "settings", OnClick: func() { a.SetScene(NewSettingsScene(s)) }}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Quit", Icon: "quit", OnClick: a.Quit}))
	p.AddChild(t.Space(0, 6))
	p.AddChild(t.Text("Version "+version.Version+"  ·  mouse, keyboard or gamepad", t.Small, t.Muted, 0))
	s.ui = a.Theme().Centred(p)
}
