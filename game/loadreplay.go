package game

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/fileio"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/ui"
)

// LoadReplay lists the saved replays; choosing one opens it in the replay
// viewer. A damaged file gives a message and nothing else changes.
type LoadReplay struct {
	menuScene
	list    *ui.Scroller      // the replays when they scroll, else nil
	listBox *widget.Container // the replays' buttons
}

// NewLoadReplay returns the list of replays; Back returns to back.
func NewLoadReplay(back Scene) *LoadReplay { return &LoadReplay{menuScene: newMenuScene(back)} }

// Build implements Scene: every replay saved, in a list that scrolls when
// the window cannot show them all.
func (s *LoadReplay) Build(a *App) {
	s.build(a, 0)
	t := a.Theme()
	room := a.h - 2*t.Px(settingsMargin)
	if _, ph := s.ui.Container.Children()[0].PreferredSize(); ph > room && s.list == nil {
		_, lh := s.listBox.PreferredSize()
		s.build(a, max(t.Px(40), lh-(ph-room)))
	}
}

// Update implements Scene: the focused replay is kept in view.
func (s *LoadReplay) Update(a *App) error {
	err := s.menuScene.Update(a)
	if s.list != nil {
		if b, ok := s.ui.GetFocusedWidget().(*widget.Button); ok && a.In().LastDevice() != input.Mouse && ui.Contains(s.listBox, b) {
			s.list.KeepInView(b.GetWidget().Rect)
		}
	}
	return err
}

// build builds the screen; view > 0 puts the replays in a scroller that
// high.
func (s *LoadReplay) build(a *App, view int) {
	t := a.Theme()
	p := a.Theme().Panel(560)
	p.AddChild(t.Text("Load a replay", t.Heading, t.Accent, 0))
	st := a.Store()
	files, err := st.List("replays/")
	if err != nil {
		p.AddChild(t.Text("Cannot list the replays: "+err.Error(), t.Small, t.Bad, t.Px(500)))
	} else if len(files) == 0 {
		p.AddChild(t.Text("No replays saved yet in "+st.Where("replays")+".", t.Small, t.Muted, t.Px(500)))
	}
	list := t.Column(8, 0, false)
	for _, name := range files {
		label := strings.TrimSuffix(strings.TrimPrefix(name, "replays/"), ".json")
		list.AddChild(t.Button(ui.ButtonSpec{Label: label, Icon: "replay", OnClick: func() { s.open(a, name) }}))
	}
	s.listBox, s.list = list, nil
	if view > 0 {
		s.list = t.Scroller(list, view)
		p.AddChild(s.list.ScrollContainer)
	} else if len(files) > 0 {
		p.AddChild(list)
	}
	if canPickReplayFile {
		p.AddChild(t.Button(ui.ButtonSpec{Label: "Open a replay file…", Icon: "load", OnClick: func() {
			ok := pickReplayFile(func(name string, data []byte, err error) {
				var rec *session.Recording
				if err == nil {
					rec, err = session.OpenReplay(a.cat, data, name)
				}
				if err != nil {
					a.Toast("Cannot load the replay: " + err.Error())
					return
				}
				a.SetScene(a.reviewScene(rec, s))
			})
			if !ok {
				a.Toast("The browser could not open its file picker.")
			}
		}}))
	}
	p.AddChild(t.Text("Or drop a replay file onto this window.", t.Small, t.Muted, 0))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Back", Icon: "step-back", Prompt: a.In().Prompt(input.Back), OnClick: func() { a.SetScene(s.back) }}))
	s.ui = a.Theme().Centred(p)
}

// open reads a replay of the store and shows it, or says what is wrong
// with it.
func (s *LoadReplay) open(a *App, name string) {
	st := a.Store()
	data, err := st.Read(name)
	if err == nil && len(data) > session.MaxReplayBytes {
		err = fmt.Errorf("%d bytes; a replay is at most %d", len(data), session.MaxReplayBytes)
	}
	if err != nil {
		a.Toast("Cannot load the replay: " + storeError(st, name, err).Error())
		return
	}
	rec, err := session.OpenReplay(a.cat, data, st.Where(name))
	if err != nil {
		a.Toast("Cannot load the replay: " + err.Error())
		return
	}
	a.SetScene(a.reviewScene(rec, s))
}

// openDropped opens the first replay dropped onto the window, if any.
func (a *App) openDropped() {
	files := ebiten.DroppedFiles()
	if files == nil {
		return
	}
	var name string
	_ = fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && name == "" {
			name = p
		}
		return nil
	})
	if name == "" {
		return
	}
	data, err := fileio.ReadFSLimited(files, "dropped file", name, session.MaxReplayBytes)
	if err != nil {
		a.Toast("Cannot read it: " + err.Error())
		return
	}
	rec, err := session.OpenReplay(a.cat, data, name)
	if err != nil {
		a.Toast("Cannot load the replay: " + err.Error())
		return
	}
	a.SetScene(a.reviewScene(rec, a.scene))
}
