package game

import (
	"fmt"
	"slices"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
	"skirmish/ui"
)

// SetupScene is the screen where players choose the ruleset, the scenario
// and who sits in each seat, with a preview of the scenario.
type SetupScene struct {
	menuScene
	kinds   []table.Kind
	rs      int
	scen    int
	sitters []session.Sitter
	preview *widget.Container
	drawing table.Preview // the scenario as set up, or nil
	seats   []rules.SeatInfo
}

// NewSetup returns the setup screen for the rulesets of kinds, with the
// first scenario chosen, a human against the computer.
func NewSetup(kinds []table.Kind) *SetupScene {
	s := &SetupScene{menuScene: newMenuScene(NewTitle()), kinds: kinds}
	s.sitters = []session.Sitter{session.Human, session.Computer}
	s.load()
	return s
}

// newSetupFor returns the setup screen of a's rulesets with the ruleset,
// scenario and sitters of the last game (SeatMemory), when they still
// exist; else as NewSetup.
func newSetupFor(a *App) *SetupScene {
	s := NewSetup(a.kinds)
	m := a.Settings.Seating
	if m == nil {
		return s
	}
	for i, k := range s.kinds {
		if k.Rules().ID() != m.Ruleset {
			continue
		}
		s.rs, s.scen = i, 0
		for j, sc := range k.Rules().Scenarios() {
			if sc.Name == m.Scenario {
				s.scen = j
			}
		}
		if sitters := m.sitters(); sitters != nil {
			s.sitters = sitters
		}
		s.load()
	}
	return s
}

// Update implements Scene: Start (the Menu intent) leads to the join
// screen, as the Start button does with gamepads plugged in.
func (s *SetupScene) Update(a *App) error {
	if a.In().Has(input.Menu) {
		s.join(a)
		return nil
	}
	return s.menuScene.Update(a)
}

func (s *SetupScene) ruleset() rules.Ruleset { return s.kinds[s.rs].Rules() }

func (s *SetupScene) scenario() rules.Scenario { return s.ruleset().Scenarios()[s.scen] }

// load sets up the chosen scenario for the preview and sizes the seats.
func (s *SetupScene) load() {
	s.drawing, s.seats = nil, nil
	if len(s.kinds) == 0 || len(s.ruleset().Scenarios()) == 0 {
		return
	}
	st, err := s.ruleset().Setup(s.scenario(), 1, rulesOptions())
	if err != nil {
		return
	}
	s.drawing = s.kinds[s.rs].Preview(st)
	seats := st.Seats()
	s.seats = seats
	for len(s.sitters) < len(seats) {
		s.sitters = append(s.sitters, session.Computer)
	}
	s.sitters = s.sitters[:len(seats)]
}

// setupPreviewH is the map preview's height at 100 %, when the window
// has room for it.
const setupPreviewH = 250

// Build implements Scene: the map preview gives up height when the window
// cannot hold the whole screen (the scale shown is at least 960x540).
func (s *SetupScene) Build(a *App) {
	s.build(a, setupPreviewH)
	t := a.Theme()
	room := a.h - 2*t.Px(settingsMargin)
	if _, ph := s.ui.Container.Children()[0].PreferredSize(); ph > room {
		s.build(a, max(80, setupPreviewH-(ph-room)*100/t.Px(100)-1))
	}
}

// build builds the screen with a map preview previewH high at 100 %.
func (s *SetupScene) build(a *App, previewH int) {
	t := a.Theme()
	p := a.Theme().Panel(860)
	p.AddChild(t.Text("New game", t.Heading, t.Accent, 0))
	rs := s.ruleset()
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Ruleset: " + rs.Name(), Icon: "dice", Tip: "Only rulesets that exist are listed.", OnClick: func() {
		s.rs = (s.rs + 1) % len(s.kinds)
		s.scen = 0
		s.load()
		s.Build(a)
	}}))
	cols := t.Grid(2, 16)
	left := t.Column(8, 0, false)
	left.AddChild(t.Text("Scenario", t.Body, t.Muted, 0))
	for i, sc := range rs.Scenarios() {
		label := sc.Title
		left.AddChild(t.Button(ui.ButtonSpec{Label: label, Selected: i == s.scen, MinW: 300, OnClick: func() {
			s.scen = i
			s.load()
			s.Build(a)
		}}))
	}
	cols.AddChild(left)
	right := t.Column(8, 0, false)
	sc := s.scenario()
	right.AddChild(t.Text(sc.Title, t.Heading, t.Ink, 0))
	right.AddChild(t.Text(sc.Blurb, t.Small, t.Muted, t.Px(400)))
	s.preview = t.Space(400*previewH/setupPreviewH, previewH)
	right.AddChild(s.preview)
	if len(s.seats) > 0 {
		for i, seat := range s.seats {
			who := s.sitters[i]
			label := fmt.Sprintf("%s: %s", seat.Name, sitterLabel(who))
			right.AddChild(t.Button(ui.ButtonSpec{Label: label, Icon: sitterIcon(who), Tip: "Click to switch between a human and the computer. Several humans share this screen and take turns (hotseat).", OnClick: func() {
				if s.sitters[i] == session.Human {
					s.sitters[i] = session.Computer
				} else {
					s.sitters[i] = session.Human
				}
				s.Build(a)
			}}))
		}
	}
	cols.AddChild(right)
	p.AddChild(cols)
	row := t.Grid(2, 12)
	row.AddChild(t.Button(ui.ButtonSpec{Label: "Back", Icon: "step-back", Prompt: a.In().Prompt(input.Back), OnClick: func() { a.SetScene(s.back) }}))
	row.AddChild(t.Button(ui.ButtonSpec{Label: "Start", Icon: "swing", Default: true, OnClick: func() { s.start(a) }}))
	p.AddChild(row)
	s.ui = a.Theme().Centred(p)
}

func sitterLabel(w session.Sitter) string {
	if w == session.Human {
		return "Human"
	}
	return "Computer"
}

func sitterIcon(w session.Sitter) string {
	if w == session.Human {
		return "eye"
	}
	return "dice"
}

// start begins the game with a fresh seed from the clock: a new game, not a
// rules decision, so the clock is fine here; the seed is in the replay.
func (s *SetupScene) start(a *App) {
	if len(a.In().Pads()) > 0 && slices.Contains(s.sitters, session.Human) {
		// Gamepads are plugged in: seat the players first (couch play).
		s.join(a)
		return
	}
	setup := session.Setup{Ruleset: s.ruleset(), Scenario: s.scenario(), Seed: a.newSeed(), Options: rulesOptions()}
	b, err := a.startTable(setup, s.sitters, nil)
	if err != nil {
		a.Toast(err.Error())
		return
	}
	a.seatTable(b, table.NewSeating(len(s.sitters)))
	a.SetScene(b)
}

// join opens the join screen for the game set up, its Back returning here.
// Couch play needs a human: when the computer plays every seat, the first
// becomes human.
func (s *SetupScene) join(a *App) {
	if len(s.sitters) == 0 {
		return
	}
	if !slices.Contains(s.sitters, session.Human) {
		s.sitters[0] = session.Human
		s.Build(a)
	}
	setup := session.Setup{Ruleset: s.ruleset(), Scenario: s.scenario(), Seed: a.newSeed(), Options: rulesOptions()}
	a.SetScene(NewJoinScene(setup, slices.Clone(s.sitters), s))
}

// Draw implements Scene.
func (s *SetupScene) Draw(a *App, screen *ebiten.Image) {
	s.menuScene.Draw(a, screen)
	if s.preview == nil || s.drawing == nil {
		return
	}
	if r := s.preview.GetWidget().Rect; !r.Empty() {
		s.drawing.Draw(screen, r, a.Pal())
	}
}
