package game

import (
	"fmt"
	"image"
	"image/color"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

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
	{label: "TV layout", values: []int{0, 1}, names: onOff, get: func(s *Settings) int { return boolInt(s.TVLayout) }, set: func(s *Settings, v int) { s.TVLayout = v != 0 }, tip: "For a screen seen from the sofa: large text at the largest scale the window fits, a thick focus ring, a side panel with the essentials."},
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

// scaleRow is the UI scale's row in settingsList.
const scaleRow = 1

// SettingsScene shows and changes the settings; each change is saved at
// once. A click on the UI scale stages the new scale while the pointer
// stays on its button (the button does not move from under the mouse, so
// clicks can follow one another); it applies when the pointer leaves, a key
// is used, or the screen closes. The dialog fits the window at every scale:
// its rows scroll when they must. Opened from a game, it is drawn over the
// game, dimmed.
type SettingsScene struct {
	menuScene
	buttons  []*widget.Button
	rows     *ui.Scroller      // the rows when they scroll, else nil
	rowsBox  *widget.Container // the rows
	pending  int               // a UI scale clicked and not applied yet, 0 for none
	focusRow int               // the row a rebuild focuses, -1 for the default
}

// NewSettingsScene returns the settings screen; Back returns to back.
func NewSettingsScene(back Scene) *SettingsScene {
	return &SettingsScene{menuScene: newMenuScene(back), focusRow: -1}
}

// settingsMargin is the least room kept around the dialog, at 100 %.
const settingsMargin = 12

// Build implements Scene.
func (s *SettingsScene) Build(a *App) {
	if !isMenu(s.back) && s.back != nil {
		s.back.Build(a) // the game under the dialog, at the new scale and size
	}
	keep := s.focusRow // the row to focus: the one changed, else the one focused
	for i, b := range s.buttons {
		if keep < 0 && b.IsFocused() {
			keep = i
		}
	}
	s.focusRow = -1
	s.build(a, 0)
	t := a.Theme()
	room := a.h - 2*t.Px(settingsMargin)
	if _, ph := s.ui.Container.Children()[0].PreferredSize(); ph > room {
		_, rh := s.rowsHeight(a)
		s.build(a, max(t.Px(40), rh-(ph-room)))
	}
	if keep >= 0 && keep < len(s.buttons) {
		s.ui.SetFocusedWidget(s.buttons[keep])
	}
}

// rowsHeight returns the size of the settings' rows as built now.
func (s *SettingsScene) rowsHeight(a *App) (int, int) {
	return s.rowsBox.PreferredSize()
}

// build builds the dialog; view > 0 puts the rows in a scroller that high.
func (s *SettingsScene) build(a *App, view int) {
	t := a.Theme()
	pad := t.Px(24)
	width := min(t.Px(520), a.w-2*t.Px(settingsMargin))
	wrap := max(t.Px(120), min(t.Px(470), width-2*pad))
	p := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(t.WindowImage),
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Spacing(t.Px(10)),
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(pad)),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(width, 0)),
	)
	p.AddChild(t.Text("Settings", t.Heading, t.Accent, 0))
	p.AddChild(t.Text(fmt.Sprintf("Click or press %s to change; %s / %s step back and forth.", a.In().Prompt(input.Confirm), a.In().Prompt(input.Left), a.In().Prompt(input.Right)), t.Small, t.Muted, wrap))
	s.buttons = s.buttons[:0]
	rows := t.Column(10, 0, false)
	for i := range settingsList {
		btn := t.Button(ui.ButtonSpec{Label: s.label(a, i), Icon: "settings", Tip: s.tip(i), OnClick: func() { s.clicked(a, i) }})
		rows.AddChild(btn)
		s.buttons = append(s.buttons, btn)
	}
	s.rowsBox, s.rows = rows, nil
	if view > 0 {
		s.rows = t.Scroller(rows, view)
		p.AddChild(s.rows.ScrollContainer)
	} else {
		p.AddChild(rows)
	}
	where := "Saved at once in " + a.settings
	switch {
	case settingsInStore:
		where = "Saved at once in this browser's storage."
	case a.settings == "":
		where = "These settings are not saved in this mode."
	}
	p.AddChild(t.Text(where, t.Small, t.Muted, wrap))
	done := t.Button(ui.ButtonSpec{Label: "Done", Icon: "step-back", Prompt: a.In().Prompt(input.Back), OnClick: func() { s.leave(a) }})
	p.AddChild(done)
	s.buttons = append(s.buttons, done)
	s.ui = t.Centred(p)
}

// label is the text of setting i's row, with a staged UI scale.
func (s *SettingsScene) label(a *App, i int) string {
	st := &settingsList[i]
	v := st.get(&a.Settings)
	if i == scaleRow && s.pending != 0 {
		v = s.pending
	}
	if i == scaleRow && s.pending == 0 && a.Settings.TVLayout {
		return fmt.Sprintf("%s: %s (the TV layout shows %d %%)", st.label, st.names(v), a.ShownScale())
	}
	if i == scaleRow && s.pending == 0 {
		if shown := a.ShownScale(); shown < v {
			return fmt.Sprintf("%s: %s (%d %% fits this window)", st.label, st.names(v), shown)
		}
	}
	return fmt.Sprintf("%s: %s", st.label, st.names(v))
}

// tip is setting i's tooltip.
func (s *SettingsScene) tip(i int) string {
	if i == scaleRow {
		return "A new scale applies when the pointer leaves this button, so you can click on until it is right."
	}
	return settingsList[i].tip
}

// clicked steps setting i: by the mouse, the UI scale is staged (see
// SettingsScene); otherwise the change applies at once.
func (s *SettingsScene) clicked(a *App, i int) {
	if i == scaleRow && a.In().LastDevice() == input.Mouse {
		st := &settingsList[i]
		tmp := a.Settings
		if s.pending != 0 {
			tmp.UIScale = s.pending
		}
		st.step(&tmp, 1)
		s.pending = tmp.UIScale
		if s.pending == a.Settings.UIScale {
			s.pending = 0
		}
		s.buttons[i].Text().Label = s.label(a, i)
		return
	}
	s.change(a, i, 1)
}

// applyPending applies a staged UI scale, rebuilding every widget.
func (s *SettingsScene) applyPending(a *App) {
	if s.pending == 0 {
		return
	}
	a.Settings.UIScale, s.pending = s.pending, 0
	a.SaveSettings()
	s.focusRow = scaleRow
	a.ensureBuilt(true)
}

// leave applies what is staged and returns to the screen before.
func (s *SettingsScene) leave(a *App) {
	s.applyPending(a)
	a.SetScene(s.back)
}

// change steps setting i by d and saves; the screen is rebuilt with the
// focus kept on the row.
func (s *SettingsScene) change(a *App, i, d int) {
	s.applyPending(a)
	settingsList[i].step(&a.Settings, d)
	a.SaveSettings()
	s.focusRow = i
	a.ensureBuilt(true)
}

// Update implements Scene.
func (s *SettingsScene) Update(a *App) error {
	in := a.In()
	if s.pending != 0 {
		x, y := in.Cursor()
		if in.LastDevice() != input.Mouse || !image.Pt(x, y).In(s.buttons[scaleRow].GetWidget().Rect) {
			s.applyPending(a)
		}
	}
	focused := -1
	for i, b := range s.buttons {
		if b.IsFocused() {
			focused = i
		}
	}
	if focused >= 0 && focused < len(settingsList) && (in.Has(input.Left) || in.Has(input.Right)) {
		d := 1
		if in.Has(input.Left) {
			d = -1
		}
		in.Consume(input.Left)
		in.Consume(input.Right)
		s.change(a, focused, d)
		return nil
	}
	if in.Has(input.Back) {
		in.Consume(input.Back)
		s.leave(a)
		return nil
	}
	err := s.menuScene.Update(a)
	if s.rows != nil {
		if b, ok := s.ui.GetFocusedWidget().(*widget.Button); ok && in.LastDevice() != input.Mouse {
			s.rows.KeepInView(b.GetWidget().Rect)
		}
	}
	return err
}

// Draw implements Scene: over the game it was opened from, dimmed, or over
// the menus' backdrop.
func (s *SettingsScene) Draw(a *App, screen *ebiten.Image) {
	if s.back != nil && !isMenu(s.back) {
		s.back.Draw(a, screen)
		w, h := a.Size()
		vector.FillRect(screen, 0, 0, float32(w), float32(h), color.NRGBA{0x08, 0x07, 0x06, 0xB0}, false)
		s.ui.Draw(screen)
	} else {
		s.menuScene.Draw(a, screen)
	}
	if s.rows != nil {
		s.rows.DrawBar(screen)
	}
}
