package game

import (
	"fmt"
	"image"
	"slices"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	"skirmish/rules/catalog"
	"skirmish/rules/magewinds"
	"skirmish/rules/tunnel"
	"skirmish/ui"
)

// SetupScene is the screen where players choose the ruleset, the scenario and who
// sits in each seat.
type SetupScene struct {
	menuScene
	rulesets []rules.Ruleset
	rs       int
	scen     int
	sitters  []Sitter
	preview  *widget.Container
	board    *render.Board
	game     *tunnel.Game
	mage     *magewinds.Game
	seats    []rules.SeatInfo
	mfield   *rmw.Field
	mview    *MageTable // turns the previewed battle into a scene
	anim     *render.Animator
	marks    render.Marks
	laidOut  image.Rectangle
}

// NewSetup returns the setup screen with the first scenario chosen, a human
// against the computer.
func NewSetup() *SetupScene {
	s := &SetupScene{menuScene: newMenuScene(NewTitle()), rulesets: catalog.All(), board: render.NewBoard(), anim: render.NewAnimator()}
	s.marks.Hover, s.marks.Selected = -1, -1
	s.sitters = []Sitter{Human, Computer}
	s.load()
	return s
}

func (s *SetupScene) ruleset() rules.Ruleset { return s.rulesets[s.rs] }

func (s *SetupScene) scenario() rules.Scenario { return s.ruleset().Scenarios()[s.scen] }

// load sets up the chosen scenario for the preview and sizes the seats.
func (s *SetupScene) load() {
	st, err := s.ruleset().Setup(s.scenario(), 1, rulesOptions())
	if err != nil {
		s.game, s.mage, s.seats = nil, nil, nil
		return
	}
	s.game, _ = st.(*tunnel.Game)
	s.mage, _ = st.(*magewinds.Game)
	s.mview = nil
	seats := st.Seats()
	s.seats = seats
	for len(s.sitters) < len(seats) {
		s.sitters = append(s.sitters, Computer)
	}
	s.sitters = s.sitters[:len(seats)]
	s.laidOut = image.Rectangle{}
}

// Build implements Scene.
func (s *SetupScene) Build(a *App) {
	t := a.Theme
	p := panel(a, 860)
	p.AddChild(t.Text("New game", t.Heading, t.Accent, 0))
	rs := s.ruleset()
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Ruleset: " + rs.Name(), Icon: "dice", Tip: "Only rulesets that exist are listed.", OnClick: func() {
		s.rs = (s.rs + 1) % len(s.rulesets)
		s.scen = 0
		s.load()
		s.Build(a)
	}}))
	cols := t.Grid(2, 16)
	left := t.Column(8, 0, false)
	left.AddChild(t.Text("Scenario", t.Body, t.Muted, 0))
	for i, sc := range rs.Scenarios() {
		label := sc.Title
		left.AddChild(t.Button(ui.ButtonSpec{Label: label, Primary: i == s.scen, MinW: 300, OnClick: func() {
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
	s.preview = t.Space(400, 250)
	right.AddChild(s.preview)
	if len(s.seats) > 0 {
		for i, seat := range s.seats {
			who := s.sitters[i]
			label := fmt.Sprintf("%s: %s", seat.Name, sitterLabel(who))
			right.AddChild(t.Button(ui.ButtonSpec{Label: label, Icon: sitterIcon(who), Tip: "Click to switch between a human and the computer. Several humans share this screen and take turns (hotseat).", OnClick: func() {
				if s.sitters[i] == Human {
					s.sitters[i] = Computer
				} else {
					s.sitters[i] = Human
				}
				s.Build(a)
			}}))
		}
	}
	cols.AddChild(right)
	p.AddChild(cols)
	row := t.Grid(2, 12)
	row.AddChild(t.Button(ui.ButtonSpec{Label: "Back", Icon: "step-back", Prompt: a.In.Prompt(input.Back), OnClick: func() { a.SetScene(s.back) }}))
	row.AddChild(t.Button(ui.ButtonSpec{Label: "Start", Icon: "swing", Primary: true, OnClick: func() { s.start(a) }}))
	p.AddChild(row)
	s.ui = centred(a, p)
}

func sitterLabel(w Sitter) string {
	if w == Human {
		return "Human"
	}
	return "Computer"
}

func sitterIcon(w Sitter) string {
	if w == Human {
		return "eye"
	}
	return "dice"
}

// start begins the game with a fresh seed from the clock: a new game, not a
// rules decision, so the clock is fine here; the seed is in the replay.
func (s *SetupScene) start(a *App) {
	setup := Setup{Ruleset: s.ruleset(), Scenario: s.scenario(), Seed: a.newSeed(), Options: rulesOptions()}
	if len(a.In.Pads()) > 0 && slices.Contains(s.sitters, Human) {
		// Gamepads are plugged in: seat the players first (couch play).
		a.SetScene(NewJoinScene(setup, append([]Sitter(nil), s.sitters...), s))
		return
	}
	b, err := StartBattle(a, setup, s.sitters, nil)
	if err != nil {
		a.Toast(err.Error())
		return
	}
	a.SetScene(b)
}

// Draw implements Scene.
func (s *SetupScene) Draw(a *App, screen *ebiten.Image) {
	s.menuScene.Draw(a, screen)
	if s.preview == nil {
		return
	}
	r := s.preview.GetWidget().Rect
	if r.Empty() {
		return
	}
	if s.mage != nil {
		if s.mfield == nil {
			s.mfield = rmw.NewField(r)
		}
		s.mfield.SetRect(r)
		s.mfield.SetPalette(a.Pal)
		if s.mview == nil {
			s.mview = &MageTable{p: mpick{sel: -1}}
		}
		sc := s.mview.sceneOf(s.mage)
		s.mfield.Draw(screen, sc)
		return
	}
	if s.game == nil {
		return
	}
	if r != s.laidOut {
		s.laidOut = r
		s.board.Layout(r, s.game.Level())
	}
	s.board.Draw(screen, s.game, &s.marks, s.anim, a.Pal)
}
