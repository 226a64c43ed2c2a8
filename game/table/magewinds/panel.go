package magewinds

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/ui"
)

// buildPanel builds the side panel: who decides, what to do, the selected
// fighter (or the muster's warband), the action list with its number keys,
// Undo, Redo and Menu, and the log as the seat at the screen may read it.
// Folded (the TV layout's, Prefs.Folded) it keeps to the essentials: who
// decides, the fighter's first line, the list, Undo and Menu, the hint
// naming the fold, and the log's last lines.
func (m *MageTable) buildPanel(a table.Host) {
	t := a.Theme()
	g := m.Game()
	w, h := a.Size()
	pw := panelWidth(a)
	folded := a.Prefs().Folded
	m.area = tableArea(t, w, h, folded) // the window and the scale alone place the battlefield: it never moves with the panel's content
	inner := pw - t.Px(24)
	hints := m.layHints(a, inner, folded) // a row of its own between the list and the log
	var end *widget.Container             // the end window's ways on, once it is closed
	if g.Phase == mw.PhaseOver && !m.modal.Shown() && m.rec == nil {
		end = table.EndButtons(a, m.ses, true, inner)
	}
	root := table.SidePanel(t, pw, h, 4+b2i(hints != nil)+b2i(end != nil)) // the log, last, takes the height left
	head := t.Column(2, 0, false)
	head.AddChild(t.Text(m.statusLine(g), t.Heading, m.sideColour(a, m.deciding(g)), inner))
	if !folded {
		head.AddChild(t.Text(m.promptLine(a, g), t.Small, t.Muted, inner))
	}
	root.AddChild(head)
	human := m.humanSide() >= 0
	// The panel holds, top to bottom: the heading, the fighter's card, the
	// action list with Undo, Redo and Menu, and the log in the height left.
	// The list gets the height the others leave, keeping room for a few
	// lines of the log; the card gives up its last lines before the list
	// gets fewer than three rows.
	rowH, headH, gap := table.ListRowHeights(t)
	lineH := headH - t.Px(4)
	_, headTall := head.PreferredSize()
	logLines := 3
	if folded {
		logLines = 2
	}
	fixed := 2*t.Px(12) + 3*t.Px(8) + headTall + t.Px(4) + t.Px(34) + logLines*lineH + t.Px(8)
	if hints != nil {
		fixed += hints.GetWidget().MinHeight + t.Px(4)
	}
	if end != nil {
		_, endH := end.PreferredSize()
		fixed += endH + t.Px(8)
	}
	lines := m.fighterCard(g)
	if folded {
		lines = lines[:min(len(lines), 1)]
	}
	card := t.Column(2, 0, false)
	cardH := func() int { _, ch := card.PreferredSize(); return ch }
	for _, line := range lines {
		card.AddChild(t.Text(line, t.Small, t.Ink, inner))
	}
	for len(card.Children()) > 2-b2i(folded) && h-fixed-cardH() < 3*(rowH+gap)+headH+gap {
		card.RemoveChild(card.Children()[len(card.Children())-1])
	}
	root.AddChild(card)
	if end != nil {
		root.AddChild(end)
	}
	entries := make([]table.ListEntry, len(m.opts))
	for i, o := range m.opts {
		entries[i] = table.ListEntry{Label: o.Label, Tip: o.Why, Off: o.Why != "", Group: o.Group, ID: i}
	}
	l := &m.lists.list
	l.Set(mageGroups, entries)
	l.Fit(h-fixed-cardH(), rowH, headH, gap)
	list := t.Column(4, 0, false)
	lw := l.Widget(table.ListLook{Theme: t, Width: inner, Enabled: human,
		Prompt: func(n int) string { return a.In().Prompt(input.Option(n)) }, Choose: func(id int) { m.chooseOpt(a, id) }})
	if l.Items() > 0 { // an empty list takes no row: the column would count a gap for it that it does not lay out
		list.AddChild(lw)
	}
	m.lists.setSpots(g, m.legalNow(g))
	n := 3 - b2i(folded) // folded: Undo and Menu, Redo on its key
	row := t.Grid(n, 6)
	canUndo, _ := m.ses.CanUndo()
	// the keys in the labels when they fit across, else in the tooltips
	third := (inner - (n-1)*t.Px(6)) / n
	key := func(i input.Intent) string { return a.In().Prompt(i) }
	tip := func(s string, i input.Intent) string { return s }
	if table.ClipLabel(t, "Redo", key(input.Redo), false, third) != "Redo" || table.ClipLabel(t, "Menu", key(input.Menu), false, third) != "Menu" {
		key = func(input.Intent) string { return "" }
		tip = func(s string, i input.Intent) string { return s + " (" + a.In().Prompt(i) + ")" }
	}
	undo := t.Button(ui.ButtonSpec{Label: "Undo", Prompt: key(input.Undo), Tip: tip("Take back your last decision.", input.Undo), OnClick: func() { m.undo(a) }})
	undo.GetWidget().Disabled = !canUndo
	redo := t.Button(ui.ButtonSpec{Label: "Redo", Prompt: key(input.Redo), Tip: tip("Play again what was taken back.", input.Redo), OnClick: func() { m.redo(a) }})
	canRedo, _ := m.ses.History().CanRedo()
	redo.GetWidget().Disabled = !canRedo
	menu := t.Button(ui.ButtonSpec{Label: "Menu", Prompt: key(input.Menu), Tip: tip("The game menu.", input.Menu), OnClick: func() { m.ShowMenu(a) }})
	if folded {
		row.AddChild(undo, menu)
	} else {
		row.AddChild(undo, redo, menu)
	}
	list.AddChild(row)
	root.AddChild(list)
	if hints != nil {
		root.AddChild(hints)
	}
	root.AddChild(m.logWidget(t, inner))
	outer := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	outer.AddChild(root)
	m.root = root
	m.ui = &ebitenui.UI{Container: outer, DisableDefaultFocus: true, PrimaryTheme: t.Widget()}
	m.modal.Reattach(a, m.ui) // a menu or the end of the battle stays open over the new panel
	if m.focus && !m.lists.list.FocusDefault(m.ui) {
		m.focus = false // nothing to choose in the list: the next choice is on the board
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
	in := a.In()
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

// logWidget returns the log as the seat at the screen may read it: a
// text area taking the height the panel leaves, scrolled to its end and
// scrolling with the wheel. It lives as long as the theme, so that its
// scroll position survives the panel being built again.
func (m *MageTable) logWidget(t *ui.Theme, width int) *ui.LogArea {
	l := &m.lists
	if l.logArea == nil || l.logFor != t {
		if l.logArea != nil {
			l.logArea.Free()
		}
		l.logArea, l.logFor, l.logText = t.Log(0, 40), t, ""
	}
	var b strings.Builder
	for i, line := range m.mlog.Lines(m.seatAtScreen(), 80) {
		for k, part := range ui.Wrap(line, t.Small, float64(width-t.Px(72)), "   ") {
			if i+k > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(strings.NewReplacer("[", "(", "]", ")").Replace(part)) // not a code of the text area
		}
	}
	if s := b.String(); s != l.logText {
		l.logText = s
		l.logArea.SetText(s)
	}
	return l.logArea
}

// legalNow returns the legal actions of the human deciding now, or none.
func (m *MageTable) legalNow(g *mw.Game) []rules.Action {
	if side := m.humanSide(); side >= 0 {
		return g.Legal(rules.Seat(side))
	}
	return nil
}

// panelWidth returns the side panel's width: magePanelWidth at the UI
// scale, but no more than table.PanelShare of the window, so that the
// battlefield and the cards keep the rest at a large scale; folded
// (Prefs.Folded), the folded panel's width.
func panelWidth(a table.Host) int {
	w, _ := a.Size()
	return panelWidthFor(a.Theme(), w, a.Prefs().Folded)
}

// panelWidthFor is the side panel's width in a window w pixels wide: its
// nominal width at the scale, at most table.PanelShare of the window, or
// folded the folded panel's (table.SidePanelWidth).
func panelWidthFor(t *ui.Theme, w int, folded bool) int {
	return table.SidePanelWidth(t, w, magePanelWidth, folded)
}
