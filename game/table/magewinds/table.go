package magewinds

import (
	"fmt"
	"image"
	"image/color"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
	"skirmish/ui"
)

// MageTable is the Magewinds table: the battlefield to scale, the phase
// bar, the magic cards (face-up row, deck, the hand of the seat whose turn
// it is), the attack choice cards, the odds and the action list.
type MageTable struct {
	ses   *session.Session
	ui    *ebitenui.UI
	field *rmw.Field
	p     mpick
	comp  table.Computer
	seats table.Seating

	privacy table.Privacy
	opts    []mopt
	optsFor uint64 // the state hash the options were built for
	built   bool
	buttons []*widget.Button
	focus   bool

	hover      geom.Point // the battlefield point under the mouse
	hoverOK    bool
	cursor     geom.Point // the keyboard and gamepad cursor
	reach      *geom.Reach
	reachFor   [2]uint64 // state hash and fighter the reach was computed for
	cardRects  []cardSpot
	log        []string
	flip       int // frames left of the reveal animation
	revealed   [2]int
	endShown   bool
	lastHidden int // the human side whose hand was last shown
	area       image.Rectangle
	modal      table.Modal
	root       *widget.Container
	fitRight   int              // the battlefield's right edge beside the laid-out panel
	fitFor     image.Point      // the screen size fitRight was found for
	terrain    []rmw.Terrain    // the scenario's terrain for the renderer
	odds       []rules.OddsCase // the odds shown, for oddsFor
	oddsFor    oddsKey
	strand     table.Strand       // paused: a side's only controller is unplugged
	review     bool               // a replay being looked at: not autosaved until played on
	rec        *session.Recording // the replay reviewed, or nil
	widgets    table.WidgetLayer  // the panel's widgets as last drawn
	sc         rmw.Scene          // the scene drawn; its slices are reused from frame to frame
	ghost      rmw.Pt             // where the scene's ghost points
	aim        aimLines           // the attack lines shown
	texts      mageTexts          // the labels drawn every frame
	oddsLines  []oddsLine         // the odds shown, as text
	hashOf     *mw.Game           // the state hashV is the hash of
	hashV      uint64
}

// cardSpot is a card drawn on the table and what clicking it does.
type cardSpot struct {
	r    image.Rectangle
	card cards.Card
	slot int // face-up slot 1..5, 0 the deck, -1 a card in hand
}

const magePanelWidth = 400

// newMageTable returns the table for a session, new or under way.
func newMageTable(a table.Host, ses *session.Session) (*MageTable, error) {
	if _, ok := ses.State().(*mw.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", ses.Setup.Scenario.Title, mw.Ruleset{}.Name())
	}
	sitters := ses.Sitters()
	m := &MageTable{ses: ses, field: rmw.NewField(image.Rect(0, 0, 800, 600)), p: mpick{sel: -1}, seats: table.NewSeating(len(sitters)),
		privacy: table.NewPrivacy(ses.Setup.Ruleset, sitters), lastHidden: -1}
	m.modal.SetClosed(func() { m.optsFor = 0 })
	m.cursor = geom.Point{X: geom.FieldW / 2, Y: geom.FieldH / 2}
	m.logHistory() // a game under way (resumed, continued) shows what happened
	a.Autosave(ses)
	return m, nil
}

// logHistory fills the log with the events of the actions played so far,
// as if they had been played at this table.
func (m *MageTable) logHistory() {
	h := m.ses.History()
	acts := h.Actions()
	m.log = m.log[:0]
	for i := range acts {
		evs, _ := h.At(i).Clone().Apply(acts[i])
		for _, e := range evs {
			m.log = append(m.log, rules.EventFor(e, rules.Spectator).String())
		}
	}
	if len(m.log) > 200 {
		m.log = m.log[len(m.log)-200:]
	}
	m.optsFor = 0 // show it
}

// newReview shows a recording at the table, at its last position with
// every seat human and free undo, so that Undo and Redo step through the
// replay and play can continue from any point. It is not autosaved until a
// new action is played.
func newReview(rec *session.Recording) (*MageTable, error) {
	if len(rec.States) == 0 {
		return nil, fmt.Errorf("%s: the recording holds no game", rec.Origin)
	}
	if _, ok := rec.States[0].(*mw.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", rec.Origin, mw.Ruleset{}.Name())
	}
	sitters := make([]session.Sitter, len(rec.States[0].Seats()))
	ses, err := session.NewSession(rec.Setup, sitters, rules.UndoFree)
	if err == nil {
		err = ses.Continue(rec.Actions)
	}
	if err != nil {
		return nil, fmt.Errorf("cannot show the replay: %w", err)
	}
	m := &MageTable{ses: ses, field: rmw.NewField(image.Rect(0, 0, 800, 600)), p: mpick{sel: -1}, seats: table.NewSeating(len(sitters)), lastHidden: 0, review: true, rec: rec}
	m.modal.SetClosed(func() { m.optsFor = 0 })
	m.cursor = geom.Point{X: geom.FieldW / 2, Y: geom.FieldH / 2}
	m.log = append(m.log, fmt.Sprintf("Replay of %d actions from %s: Undo and Redo step through it; any action continues from here.", rec.Len(), rec.Origin))
	return m, nil
}

// Recording returns the replay reviewed at the table, or nil.
func (m *MageTable) Recording() *session.Recording { return m.rec }

// Session returns the game being played.
func (m *MageTable) Session() *session.Session { return m.ses }

// Game returns the battle as it stands.
func (m *MageTable) Game() *mw.Game { return m.ses.State().(*mw.Game) }

// SetSeating sets which controllers play which side (couch play).
func (m *MageTable) SetSeating(s table.Seating) { m.seats = s }

// Animating reports whether the reveal of an attack choice is showing.
func (m *MageTable) Animating() bool { return m.flip > 0 }

// UI implements table.Table.
func (m *MageTable) UI() *ebitenui.UI { return m.ui }

// Busy keeps the app updating while something moves or the computer acts.
func (m *MageTable) Busy() bool {
	return m.flip > 0 || m.comp.Busy() || m.ses.ComputerToAct() || !m.built || m.widgets.Busy()
}

// humanSide returns the side a human must decide for now, or -1.
func (m *MageTable) humanSide() int {
	if seat, ok := m.ses.FirstHumanToAct(); ok {
		return int(seat)
	}
	return -1
}

// shownSide is the side whose hand and hidden choices the table shows: the
// human deciding now, else the last human shown, else the only human.
func (m *MageTable) shownSide() int {
	if s := m.humanSide(); s >= 0 {
		m.lastHidden = s
		return s
	}
	if m.lastHidden >= 0 {
		return m.lastHidden
	}
	for i, s := range m.ses.Sitters() {
		if s == session.Human {
			return i
		}
	}
	return -1
}

// Build implements table.Table.
func (m *MageTable) Build(a table.Host) {
	m.optsFor = 0
	m.refresh(a, true)
}

// refresh recomputes the options when the position or the pick changed and
// rebuilds the panel.
func (m *MageTable) refresh(a table.Host, force bool) {
	g := m.Game()
	h := m.hash(g) ^ uint64(m.p.sel+2)*0x9e37 ^ uint64(m.p.mode)<<40 ^ uint64(len(m.p.pay))<<48
	for _, c := range m.p.pay {
		h ^= uint64(c) * 0x100000001b3
	}
	if !force && h == m.optsFor && m.built {
		return
	}
	m.optsFor = h
	m.opts = nil
	if side := m.humanSide(); side >= 0 {
		m.autoPick(g)
		m.opts = mageOptions(g, g.Legal(rules.Seat(side)), &m.p)
	}
	m.buildPanel(a)
	m.built = true
}

// autoPick selects the fighter that must act, and the next one to deploy.
func (m *MageTable) autoPick(g *mw.Game) {
	switch {
	case g.Phase == mw.PhaseDeploy:
		if m.p.sel < 0 || g.Fighters[m.p.sel].Deployed || int(g.Fighters[m.p.sel].Side) != int(g.Turn) {
			m.p.sel = -1
			for i := range g.Fighters {
				if int(g.Fighters[i].Side) == int(g.Turn) && !g.Fighters[i].Deployed {
					m.p.sel = i
					break
				}
			}
		}
	case g.Phase == mw.PhaseAction && (g.Act.Step == mw.StepReact || g.Act.Step == mw.StepReactStep):
		m.p.sel = int(g.Act.Target) // the defender's card and its 1" ring
	case g.Phase == mw.PhaseAction && g.Act.Step != mw.StepNone:
		m.p.sel = int(g.Act.Fighter)
	case g.Phase == mw.PhaseAction:
		if m.p.sel >= 0 && (int(g.Fighters[m.p.sel].Side) != int(g.Turn) || !g.CanActivate(m.p.sel)) {
			m.p = mpick{sel: -1}
		}
	default:
		m.p = mpick{sel: -1}
	}
}

func (m *MageTable) buildPanel(a table.Host) {
	t := a.Theme()
	g := m.Game()
	w, h := a.Size()
	pw := t.Px(magePanelWidth)
	right := w - pw - t.Px(8)
	if m.fitFor == image.Pt(w, h) && m.fitRight > 0 {
		right = m.fitRight // as the panel was laid out last time
	}
	m.area = image.Rect(t.Px(8), t.Px(44), right, h-t.Px(150))
	root := table.SidePanel(t, pw, h, 4)
	head := t.Column(2, 0, false)
	head.AddChild(t.Text(m.statusLine(g), t.Heading, m.sideColour(a, g.Decider()), pw-t.Px(24)))
	head.AddChild(t.Text(m.promptLine(a, g), t.Small, t.Muted, pw-t.Px(24)))
	root.AddChild(head)
	card := t.Column(2, 0, false)
	for _, line := range m.fighterCard(g) {
		card.AddChild(t.Text(line, t.Small, t.Ink, pw-t.Px(24)))
	}
	root.AddChild(card)
	list := t.Column(4, 0, false)
	m.buttons = nil
	human := m.humanSide() >= 0
	for i, o := range m.opts {
		if i >= 12 {
			break
		}
		prompt := ""
		if i < 9 {
			prompt = fmt.Sprint(i + 1)
		}
		btn := t.Button(ui.ButtonSpec{Label: o.Label, Prompt: prompt, Tip: o.Why, MinW: magePanelWidth - 60, OnClick: func() { m.chooseOpt(a, i) }})
		btn.GetWidget().Disabled = o.Why != "" || !human
		list.AddChild(btn)
		m.buttons = append(m.buttons, btn)
	}
	row := t.Grid(3, 6)
	canUndo, _ := m.ses.CanUndo()
	undo := t.Button(ui.ButtonSpec{Label: "Undo", Icon: "undo", Prompt: a.In().Prompt(input.Undo), OnClick: func() { m.undo(a) }})
	undo.GetWidget().Disabled = !canUndo
	redo := t.Button(ui.ButtonSpec{Label: "Redo", Icon: "redo", Prompt: a.In().Prompt(input.Redo), OnClick: func() { m.redo(a) }})
	canRedo, _ := m.ses.History().CanRedo()
	redo.GetWidget().Disabled = !canRedo
	menu := t.Button(ui.ButtonSpec{Label: "Menu", Icon: "menu", Prompt: a.In().Prompt(input.Menu), OnClick: func() { m.ShowMenu(a) }})
	row.AddChild(undo, redo, menu)
	m.buttons = append(m.buttons, undo, redo, menu)
	list.AddChild(row)
	root.AddChild(list)
	logBox := t.Column(1, 0, false)
	start := max(0, len(m.log)-7)
	for _, l := range m.log[start:] {
		logBox.AddChild(t.Text(l, t.Small, t.Muted, pw-t.Px(24)))
	}
	root.AddChild(logBox)
	outer := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	outer.AddChild(root)
	m.root = root
	m.ui = &ebitenui.UI{Container: outer, DisableDefaultFocus: true, PrimaryTheme: t.Widget()}
	m.modal.Reattach(m.ui) // a menu or the end of the battle stays open over the new panel
	if m.focus && len(m.buttons) > 0 {
		m.ui.ChangeFocus(widget.FOCUS_NEXT)
	}
	m.field.SetRect(m.area)
	m.field.SetPalette(a.Pal())
	m.widgets.MarkStale()
}

func (m *MageTable) sideColour(a table.Host, side int) color.Color {
	return a.Pal().Side[side%len(a.Pal().Side)]
}

// statusLine says the round, the phase and who decides.
func (m *MageTable) statusLine(g *mw.Game) string {
	if g.Phase == mw.PhaseOver {
		return "Battle over"
	}
	return fmt.Sprintf("%s to decide", g.Level().Sides[g.Decider()])
}

func (m *MageTable) promptLine(a table.Host, g *mw.Game) string {
	if g.Phase == mw.PhaseOver {
		return g.Reason
	}
	if m.humanSide() < 0 {
		return "The computer is thinking."
	}
	switch g.Phase {
	case mw.PhaseMuster:
		return "Muster your warband in secret: take the scenario's or add fighters within the points, then Ready."
	case mw.PhaseDeploy:
		return "Click inside your deployment zone to set up the highlighted fighter (arrows move the cursor, " + a.In().Prompt(input.Confirm) + " places)."
	case mw.PhaseChannel:
		return "Draw a magic card (click a face-up card or the deck) or pass. Hand limit 5."
	case mw.PhaseWindburn:
		return "Windburn: keep a card and your fighters take its value in damage, or discard it."
	}
	switch g.Act.Step {
	case mw.StepNone, mw.StepActing:
		if m.p.mode == mmMove {
			return "Click where to move; the path and its length show under the mouse. Esc goes back."
		}
		if m.p.mode == mmCast {
			return "Click cards in your hand to pay, then choose the target."
		}
		return "Choose a fighter to activate (click it, or Tab), then its action."
	case mw.StepStep:
		return "A step move of up to 1\" before the action: click inside the ring, or no step."
	case mw.StepChoice:
		return "Place your attack choice face down. The defender chooses a reaction before it is revealed."
	case mw.StepReact:
		return "Your fighter is attacked. The attacker's choice lies face down: react, or not."
	case mw.StepKnock:
		return "The target did not react and was hit: knock it back up to 1\" directly away?"
	case mw.StepReactStep:
		return "The reaction's step move: click where, within 1\"."
	case mw.StepEndDrop:
		return "The activation ends: keep carrying the object, or drop it in contact."
	}
	return ""
}

// fighterCard lists the selected (or hovered) fighter's profile.
func (m *MageTable) fighterCard(g *mw.Game) []string {
	i := m.p.sel // the panel is rebuilt when the pick changes, not on hover
	if i < 0 {
		return []string{fmt.Sprintf("Round %d of %d. Victory points: %s %d, %s %d.", g.Round, g.Level().Rounds, g.Level().Sides[0], g.VP[0], g.Level().Sides[1], g.VP[1])}
	}
	p := g.Prof(i)
	f := &g.Fighters[i]
	lines := []string{fmt.Sprintf("%s (%s): damage %d of %d, %s", g.Name(i), g.Level().Sides[f.Side], f.Damage, p.Toughness, counterText(int(f.Actions))),
		fmt.Sprintf("Move %d  Armour %d (+%d Deflect)  Evasion %d (+%d Dodge)", p.Movement, p.Armour, p.Deflect, p.Evasion, p.Dodge)}
	for _, ap := range p.Attacks {
		if ap.Split {
			lines = append(lines, fmt.Sprintf("%s %s, range %s\": Light %d/%d, Heavy %d/%d", ap.Type(), ap.Name, ap.RangeText(), ap.Light.Power, ap.Light.Precision, ap.Heavy.Power, ap.Heavy.Precision))
		} else {
			lines = append(lines, fmt.Sprintf("%s %s, range %s\": Power %d, Precision %d", ap.Type(), ap.Name, ap.RangeText(), ap.Light.Power, ap.Light.Precision))
		}
	}
	for _, si := range p.Spells {
		sp := g.Pack().Spells[si]
		lines = append(lines, fmt.Sprintf("Spell %s (%s): %s", sp.Name, sp.Cost, sp.Text))
	}
	for _, ab := range p.Abilities.Names() {
		lines = append(lines, "Ability "+ab+": "+mw.AbilityText(ab))
	}
	return lines
}

func counterText(n int) string {
	return [...]string{"no action counter", "single action counter", "double action counter"}[n]
}

// fighterAt returns the fighter whose base covers p, or -1.
func (m *MageTable) fighterAt(g *mw.Game, p geom.Point) int {
	for i := range g.Fighters {
		if g.OnField(i) && geom.Dist(g.Fighters[i].Pos, p) <= geom.BaseRadius {
			return i
		}
	}
	return -1
}
