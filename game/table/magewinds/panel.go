package magewinds

import (
	"fmt"
	"image/color"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	mw "skirmish/rules/magewinds"
	"skirmish/ui"
)

// buildPanel builds the side panel: who decides, what to do, the selected
// fighter (or the muster's warband), the action list with its number keys,
// Undo, Redo and Menu, and the log as the seat at the screen may read it.
func (m *MageTable) buildPanel(a table.Host) {
	t := a.Theme()
	g := m.Game()
	w, h := a.Size()
	pw := t.Px(magePanelWidth)
	m.area = tableArea(t, w, h) // the window and the scale alone place the battlefield: it never moves with the panel's content
	root := table.SidePanel(t, pw, h, 4)
	head := t.Column(2, 0, false)
	head.AddChild(t.Text(m.statusLine(g), t.Heading, m.sideColour(a, m.deciding(g)), pw-t.Px(24)))
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
	most := 12
	if g.Phase == mw.PhaseMuster {
		most = 9 // the number keys' reach: the cards offer every fighter
	}
	for i, o := range m.opts {
		if i >= most {
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
	undo := t.Button(ui.ButtonSpec{Label: "Undo", Prompt: a.In().Prompt(input.Undo), Tip: "Take back your last decision.", OnClick: func() { m.undo(a) }})
	undo.GetWidget().Disabled = !canUndo
	redo := t.Button(ui.ButtonSpec{Label: "Redo", Prompt: a.In().Prompt(input.Redo), Tip: "Play again what was taken back.", OnClick: func() { m.redo(a) }})
	canRedo, _ := m.ses.History().CanRedo()
	redo.GetWidget().Disabled = !canRedo
	menu := t.Button(ui.ButtonSpec{Label: "Menu", Prompt: a.In().Prompt(input.Menu), OnClick: func() { m.ShowMenu(a) }})
	row.AddChild(undo, redo, menu)
	m.buttons = append(m.buttons, undo, redo, menu)
	list.AddChild(row)
	root.AddChild(list)
	logBox := t.Column(1, 0, false)
	for _, l := range m.mlog.lines(m.seatAtScreen(), 7) {
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
	if g.Phase == mw.PhaseMuster {
		return fmt.Sprintf("%s: muster your warband", g.Level().Sides[m.deciding(g)])
	}
	return fmt.Sprintf("%s to decide", g.Level().Sides[m.deciding(g)])
}

// deciding returns the side the panel speaks to: in the muster, where
// both sides decide at once, the human one the table serves.
func (m *MageTable) deciding(g *mw.Game) int {
	if s := m.humanSide(); s >= 0 && g.Phase == mw.PhaseMuster {
		return s
	}
	return g.Decider()
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
		return "Muster your warband in secret: click fighters of the pack to add them (yours to remove them), or take the scenario's warband; then Ready."
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
	if g.Phase == mw.PhaseMuster {
		return []string{warbandRules(g)}
	}
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

// warbandRules says how the scenario's warbands are put together (10.2).
func warbandRules(g *mw.Game) string {
	r := g.Level().Rules
	s := fmt.Sprintf("A warband: %d to %d fighters", r.Min, r.Max)
	if r.Points > 0 {
		s += fmt.Sprintf(", at most %d points", r.Points)
	}
	if r.Copies < r.Max {
		s += fmt.Sprintf(", at most %d of one fighter", r.Copies)
	}
	if r.Casters > 0 {
		s += fmt.Sprintf(", at least %d with a spell", r.Casters)
	}
	return s + "."
}
