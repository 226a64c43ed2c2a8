package game

import (
	"fmt"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/ui"
)

// setting is one line of the settings screen: a value that steps through
// a list.
type setting struct {
	label  string
	values []int
	names  func(v int) string
	get    func(s *Settings) int
	set    func(s *Settings, v int)
	tip    string
}

var undoNames = []string{"until-dice", "free", "none"}

func onOff(v int) string {
	if v != 0 {
		return "On"
	}
	return "Off"
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// settingsList is every setting in screen order.
var settingsList = []setting{
	{label: "Fullscreen", values: []int{0, 1}, names: onOff, get: func(s *Settings) int { return boolInt(s.Fullscreen) }, set: func(s *Settings, v int) { s.Fullscreen = v != 0 }, tip: "Also F11."},
	{label: "UI scale", values: []int{75, 100, 125, 150, 175, 200}, names: func(v int) string { return fmt.Sprintf("%d %%", v) }, get: func(s *Settings) int { return s.UIScale }, set: func(s *Settings, v int) { s.UIScale = v }},
	{label: "Animation speed", values: []int{0, 50, 100, 200, 400}, names: func(v int) string {
		if v == 0 {
			return "Instant"
		}
		return fmt.Sprintf("%d %%", v)
	}, get: func(s *Settings) int { return s.AnimSpeed }, set: func(s *Settings, v int) { s.AnimSpeed = v }},
	{label: "Computer pace", values: []int{0, 300, 600, 1000, 2000}, names: func(v int) string { return fmt.Sprintf("%d ms", v) }, get: func(s *Settings) int { return s.ComputerPace }, set: func(s *Settings, v int) { s.ComputerPace = v }, tip: "The pause between the computer's actions."},
	{label: "Undo in new games", values: []int{0, 1, 2}, names: func(v int) string { return undoNames[v] }, get: func(s *Settings) int {
		for i, n := range undoNames {
			if n == s.Undo {
				return i
			}
		}
		return 0
	}, set: func(s *Settings, v int) { s.Undo = undoNames[v] }, tip: "until-dice: you cannot take back a roll. free: undo anything. none: no undo."},
	{label: "Colour-blind palette", values: []int{0, 1}, names: onOff, get: func(s *Settings) int { return boolInt(s.ColourBlind) }, set: func(s *Settings, v int) { s.ColourBlind = v != 0 }},
	{label: "Volume", values: []int{0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100}, names: func(v int) string { return fmt.Sprintf("%d %%", v) }, get: func(s *Settings) int { return s.Volume }, set: func(s *Settings, v int) { s.Volume = v }},
}

// step moves a setting's value by d places in its list, wrapping around.
func (st *setting) step(s *Settings, d int) {
	cur := st.get(s)
	k := 0
	for i, v := range st.values {
		if v == cur {
			k = i
		}
	}
	k = ((k+d)%len(st.values) + len(st.values)) % len(st.values)
	st.set(s, st.values[k])
}

// SettingsScene shows and changes the settings; each change is saved at once.
type SettingsScene struct {
	menuScene
	buttons []*widget.Button
}

// NewSettingsScene returns the settings screen; Back returns to back.
func NewSettingsScene(back Scene) *SettingsScene {
	return &SettingsScene{menuScene: newMenuScene(back)}
}

// Build implements Scene.
func (s *SettingsScene) Build(a *App) {
	t := a.Theme()
	p := a.Theme().Panel(520)
	p.AddChild(t.Text("Settings", t.Heading, t.Accent, 0))
	p.AddChild(t.Text(fmt.Sprintf("Click or press %s to change; %s / %s step back and forth.", a.In().Prompt(input.Confirm), a.In().Prompt(input.Left), a.In().Prompt(input.Right)), t.Small, t.Muted, t.Px(470)))
	s.buttons = s.buttons[:0]
	for i := range settingsList {
		st := &settingsList[i]
		label := fmt.Sprintf("%s: %s", st.label, st.names(st.get(&a.Settings)))
		btn := t.Button(ui.ButtonSpec{Label: label, Icon: "settings", Tip: st.tip, OnClick: func() { s.change(a, i, 1) }})
		p.AddChild(btn)
		s.buttons = append(s.buttons, btn)
	}
	where := "Saved at once in " + a.settings
	switch {
	case settingsInStore:
		where = "Saved at once in this browser's storage."
	case a.settings == "":
		where = "These settings are not saved in this mode."
	}
	p.AddChild(t.Text(where, t.Small, t.Muted, t.Px(470)))
	done := t.Button(ui.ButtonSpec{Label: "Done", Icon: "step-back", Prompt: a.In().Prompt(input.Back), OnClick: func() { a.SetScene(s.back) }})
	p.AddChild(done)
	s.buttons = append(s.buttons, done)
	s.ui = a.Theme().Centred(p)
}

// change steps setting i and saves; the screen is rebuilt with focus kept.
func (s *SettingsScene) change(a *App, i, d int) {
	settingsList[i].step(&a.Settings, d)
	a.SaveSettings()
	a.ensureBuilt(true)
	if i < len(s.buttons) {
		s.ui.SetFocusedWidget(s.buttons[i])
	}
}

// Update implements Scene.
func (s *SettingsScene) Update(a *App) error {
	focused := -1
	for i, b := range s.buttons[:len(settingsList)] {
		if b.IsFocused() {
			focused = i
		}
	}
	if focused >= 0 && (a.In().Has(input.Left) || a.In().Has(input.Right)) {
		d := 1
		if a.In().Has(input.Left) {
			d = -1
		}
		a.In().Consume(input.Left)
		a.In().Consume(input.Right)
		s.change(a, focused, d)
		return nil
	}
	return s.menuScene.Update(a)
}
