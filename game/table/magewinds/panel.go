package magewinds

import (
	"fmt"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	mw "skirmish/rules/magewinds"
	"skirmish/ui"
)

// MakePanel builds the side panel: who decides and what to do, the
// selected fighter (or the muster's rules), the action list with Undo,
// Redo and Menu, the controls of the device in hand under them, and the
// log as the seat at the screen may read it (table.PanelMaker).
func (m *mageBoard) MakePanel(f *table.Frame) *widget.Container {
	root, left := f.PanelTop(m.Card(f))
	hints := m.layHints(f.Host(), f.Inner(), f.Folded())
	if hints != nil {
		left -= hints.GetWidget().MinHeight
	}
	col := f.ActionColumn(left)
	if hints != nil {
		col.AddChild(hints)
	}
	root.AddChild(col)
	root.AddChild(f.LogWidget())
	return root
}

// Status is the panel's heading, in the colour of the side it speaks to.
func (m *mageBoard) Status(f *table.Frame) (string, int) {
	g := battle(f)
	return m.statusLine(f, g), m.deciding(f, g)
}

// Card lists the selected fighter's profile, or the round and the
// points, or the muster's rules.
func (m *mageBoard) Card(f *table.Frame) []string { return m.fighterCard(battle(f)) }

// statusLine says the round, the phase and who decides.
func (m *mageBoard) statusLine(f *table.Frame, g *mw.Game) string {
	if g.Phase == mw.PhaseOver {
		return "Battle over"
	}
	if g.Phase == mw.PhaseMuster {
		return fmt.Sprintf("%s: muster your warband", g.Level().Sides[m.deciding(f, g)])
	}
	return fmt.Sprintf("%s to decide", g.Level().Sides[m.deciding(f, g)])
}

// deciding returns the side the panel speaks to: in the muster, where
// both sides decide at once, the human one the table serves.
func (m *mageBoard) deciding(f *table.Frame, g *mw.Game) int {
	if s := human(f); s >= 0 && g.Phase == mw.PhaseMuster {
		return s
	}
	return g.Decider()
}

// Prompt says what to do now, for the device in hand; the frame says it
// while no human decides.
func (m *mageBoard) Prompt(f *table.Frame) string {
	return m.promptLine(f.Host().In(), battle(f))
}

func (m *mageBoard) promptLine(in *input.Layer, g *mw.Game) string {
	ok := in.Glyph(input.Confirm)
	switch g.Phase {
	case mw.PhaseMuster:
		return "Muster your warband in secret: " + in.Says("click fighters", "choose fighters with the D-pad and "+ok) + " of the pack to add them (yours to remove them), or take the scenario's warband; then Ready."
	case mw.PhaseDeploy:
		return in.Says("Click inside your deployment zone to set up the highlighted fighter (or move the cursor with the arrow keys, "+ok+" places).",
			"Move the cursor into your deployment zone with the D-pad and press "+ok+" to set up the highlighted fighter.")
	case mw.PhaseChannel:
		return "Draw a magic card (" + in.Says("click a face-up card or the deck", "a face-up card or the deck: the D-pad and "+ok) + ") or pass. Hand limit 5."
	case mw.PhaseWindburn:
		return "Windburn: keep a card and your fighters take its value in damage, or discard it."
	}
	switch g.Act.Step {
	case mw.StepNone, mw.StepActing:
		if m.p.mode == mmMove {
			return in.Says("Click where to move; the path and its length show under the mouse. "+in.Glyph(input.Back)+" goes back.",
				"Move the cursor where to go with the D-pad, the path and its length show; "+ok+" moves, "+in.Glyph(input.Back)+" goes back.")
		}
		if m.p.mode == mmCast {
			return in.Says("Click cards in your hand to pay, then choose the target.", "Choose the cards in your hand to pay, then the target.")
		}
		return in.Says("Choose a fighter to activate (click it, or "+in.Glyph(input.NextModel)+"), then its action: its number key, or "+in.Glyph(input.Panel)+" and the arrow keys for any in the list.",
			"Choose a fighter to activate ("+in.Glyph(input.NextModel)+" or the D-pad and "+ok+"), then its action: "+in.Glyph(input.Panel)+" goes to the list, "+ok+" takes one.")
	case mw.StepStep:
		return "A step move of up to 1\" before the action: " + stepHow(in) + ", or no step."
	case mw.StepChoice:
		return "Place your attack choice face down. The defender chooses a reaction before it is revealed."
	case mw.StepReact:
		return "Your fighter is attacked. The attacker's choice lies face down: react, or not."
	case mw.StepKnock:
		return "The target did not react and was hit: knock it back up to 1\" directly away?"
	case mw.StepReactStep:
		return "The reaction's step move: " + stepHow(in) + "."
	case mw.StepEndDrop:
		return "The activation ends: keep carrying the object, or drop it in contact."
	}
	return ""
}

// stepHow says how to take a step move's marked spot, for the device in
// hand.
func stepHow(in *input.Layer) string {
	ok := in.Glyph(input.Confirm)
	return in.Says("click a marked spot (the arrow keys go from spot to spot, "+ok+" takes it)", "the D-pad goes from marked spot to spot, "+ok+" takes it")
}

// fighterCard lists the selected (or hovered) fighter's profile.
func (m *mageBoard) fighterCard(g *mw.Game) []string {
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

// panelWidthFor is the side panel's width in a window w pixels wide: its
// nominal width at the scale, at most table.PanelShare of the window, or
// folded the folded panel's (table.SidePanelWidth).
func panelWidthFor(t *ui.Theme, w int, folded bool) int {
	return table.SidePanelWidth(t, w, magePanelWidth, folded)
}
