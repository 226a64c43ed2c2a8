package tunnel

import (
	"fmt"
	"image"
	"strings"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	tf "skirmish/rules/tunnel"
	"skirmish/ui"
)

// panelWidgets are the side panel's widgets that change while playing.
type panelWidgets struct {
	root    *widget.Container
	buttons []*widget.Button // Undo, Redo and Menu
}

// cardHeight is the model card's height at 100 %: room for the longest
// card (a two-line blurb and a two-line state).
const cardHeight = 168

// panelWidth is the side panel's width at 100 %, at most
// table.PanelShare of the window (sidePanelWidth).
const panelWidth = 440

// sidePanelWidth returns the side panel's width on the host's window,
// folded (Prefs.Folded) or not.
func sidePanelWidth(a table.Host) int {
	w, _ := a.Size()
	return table.SidePanelWidth(a.Theme(), w, panelWidth, a.Prefs().Folded)
}

// cardWrap returns the width the model card's texts wrap at: the panel's
// less its padding and the card's.
func cardWrap(a table.Host) int { return sidePanelWidth(a) - a.Theme().Px(48) }

// buildPanel rebuilds the side panel for the position and choices now.
func (b *Battle) buildPanel(a table.Host) {
	t := a.Theme()
	g := b.Game()
	w, h := a.Size()
	pw := sidePanelWidth(a)
	b.area = image.Rect(t.Px(12), t.Px(12), w-pw-t.Px(12), h-t.Px(40))

	focused := -1 // Undo, Redo or Menu with the focus
	if b.panel != nil && b.focusPanel {
		for i, btn := range b.panel.buttons {
			if btn.IsFocused() {
				focused = i
			}
		}
	}
	pw2 := &panelWidgets{}
	if a.Prefs().Folded {
		pw2.root, pw2.buttons = b.buildFolded(a, pw)
		b.showPanel(a, pw2, focused)
		return
	}
	rows := 6
	odds := b.updateOdds(a)
	if odds {
		rows = 7
	}
	root := table.SidePanel(t, pw, h, rows)
	pw2.root = root

	// 1. Whose turn, and what to do.
	head := t.Column(2, 0, false)
	head.AddChild(t.Text(b.statusLine(), t.Heading, b.sideColour(a, g.ToActSide()), pw-t.Px(24)))
	head.AddChild(t.Text(b.promptLine(a), t.Small, t.Muted, pw-t.Px(24)))
	root.AddChild(head)

	// 2. The model card.
	// The card keeps one height whoever it shows, so pointing at models
	// never moves the buttons and the tray below it.
	b.cardBox = widget.NewContainer(widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.GridLayoutData{}), widget.WidgetOpts.MinSize(0, t.Px(cardHeight))))
	b.cardBox.AddChild(b.card(a))
	b.cardFor = b.cardModel()
	root.AddChild(b.cardBox)

	// 3. The action list, filled once the rest of the panel is built: it
	// takes the height the others leave (fitActions).
	bar := t.Column(6, 0, false)
	root.AddChild(bar)

	// 4. The odds, while choosing Stamina: a chart drawn over this space
	// (drawOdds).
	b.oddsBox = nil
	if odds {
		box := t.Column(0, 8, true)
		w := pw - t.Px(24) - 2*t.Px(8) // the panel's inner width less the box's padding, rounded as they are
		b.oddsBox = widget.NewContainer(widget.ContainerOpts.WidgetOpts(
			widget.WidgetOpts.MinSize(w, b.odds.Layout(&b.oddsStyle, w)),
			widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
		box.AddChild(b.oddsBox)
		root.AddChild(box)
	}

	// 5. The dice tray.
	trayCol := t.Column(2, 0, false)
	b.trayBox = t.Space(panelWidth-48, 96)
	b.trayBox.GetWidget().MinWidth = pw - t.Px(48)
	trayCol.AddChild(b.trayBox)
	trayCol.AddChild(t.Text(b.trayCaption(), t.Small, t.Muted, pw-t.Px(24)))
	root.AddChild(trayCol)

	// 6. Undo, redo, menu.
	row, buttons := b.undoRow(a, pw, true)
	pw2.buttons = buttons
	root.AddChild(row)

	// 7. The log.
	b.fillLog(t, pw-t.Px(64))
	root.AddChild(b.logArea)
	root = b.fitActions(a, root, bar, row, pw)
	pw2.root = root
	b.showPanel(a, pw2, focused)
}

// showPanel puts the panel built on the screen, the focus where it was
// (on the button of index focused among Undo, Redo and Menu, or else on
// the list while the panel has it).
func (b *Battle) showPanel(a table.Host, pw2 *panelWidgets, focused int) {
	t := a.Theme()
	outer := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	outer.AddChild(pw2.root)
	b.ui = &ebitenui.UI{Container: outer, DisableDefaultFocus: true, PrimaryTheme: t.Widget()}
	b.panel = pw2
	b.widgets.MarkStale()
	b.modal.Reattach(a, b.ui)
	if focused >= 0 && focused < len(pw2.buttons) {
		b.ui.SetFocusedWidget(pw2.buttons[focused])
	} else if b.focusPanel && !b.actions.list.FocusDefault(b.ui) {
		b.focusPanel = false // nothing to choose in the list: the next choice is on the board
	}
}

// undoRow builds Undo, Redo (unless withRedo is false) and Menu across
// a panel pw wide, with their keys in the labels when they fit, else in
// the tooltips.
func (b *Battle) undoRow(a table.Host, pw int, withRedo bool) (*widget.Container, []*widget.Button) {
	t := a.Theme()
	n := 2
	if withRedo {
		n = 3
	}
	row := t.Grid(n, 6)
	canUndo, whyUndo := b.ses.CanUndo()
	canRedo, whyRedo := b.ses.History().CanRedo()
	// the keys in the labels when they fit across, else in the tooltips
	each := (pw - t.Px(24) - (n-1)*t.Px(6)) / n
	key := func(i input.Intent) string { return a.In().Prompt(i) }
	tip := func(s string, i input.Intent) string { return s }
	if table.ClipLabel(t, "Undo", key(input.Undo), false, each) != "Undo" || table.ClipLabel(t, "Menu", key(input.Menu), false, each) != "Menu" {
		key = func(input.Intent) string { return "" }
		tip = func(s string, i input.Intent) string { return s + " (" + a.In().Prompt(i) + ")" }
	}
	undo := t.Button(ui.ButtonSpec{Label: "Undo", Prompt: key(input.Undo), Tip: tip(tipOr("Take back your last decision.", whyUndo, canUndo), input.Undo), OnClick: func() { b.undo(a) }})
	undo.GetWidget().Disabled = !canUndo
	menu := t.Button(ui.ButtonSpec{Label: "Menu", Prompt: key(input.Menu), Tip: tip("The game menu.", input.Menu), OnClick: func() { b.ShowMenu(a) }})
	if !withRedo {
		row.AddChild(undo, menu)
		return row, []*widget.Button{undo, menu}
	}
	redo := t.Button(ui.ButtonSpec{Label: "Redo", Prompt: key(input.Redo), Tip: tip(tipOr("Play again what you took back.", whyRedo, canRedo), input.Redo), OnClick: func() { b.redo(a) }})
	redo.GetWidget().Disabled = !canRedo
	row.AddChild(undo, redo, menu)
	return row, []*widget.Button{undo, redo, menu}
}

// fillLog makes the panel's log if it has none for the theme t and gives
// it the log's text wrapped at width.
// The log's text area lives as long as the theme, so that its scroll
// position survives the panel being rebuilt; new lines scroll to the end.
func (b *Battle) fillLog(t *ui.Theme, width int) {
	if b.logArea == nil || b.logTheme != t {
		if b.logArea != nil {
			b.logArea.Free()
		}
		b.logArea, b.logTheme, b.logShown = newPanelLog(t, panelWidth-48, 24), t, ""
	}
	if text := b.log.Text(t.Small, float64(width)); text != b.logShown {
		b.logShown = text
		b.logArea.SetText(text)
	}
}

func tipOr(what, why string, ok bool) string {
	if ok {
		return what
	}
	return "Not now: " + why
}

// statusLine says the round and who is to act.
func (b *Battle) statusLine() string {
	g := b.Game()
	lvl := g.Level()
	if g.Phase() == tf.PhaseOver {
		out := g.Outcome()
		if out.Winner() < 0 {
			return "Game over: a draw"
		}
		return "Game over: " + lvl.Sides[out.Winner()] + " win"
	}
	s := fmt.Sprintf("Round %d", g.Round())
	if lvl.Rounds > 0 {
		s += fmt.Sprintf(" of %d", lvl.Rounds)
	}
	side := lvl.Sides[g.ToActSide()]
	switch g.Phase() {
	case tf.PhaseDefend:
		return s + " · " + side + " defend"
	case tf.PhasePick:
		return s + " · " + side + " pick a result"
	case tf.PhaseShunt:
		return s + " · " + side + " shunt"
	}
	return s + " · " + side + " to act"
}

// promptLine tells the player what the game waits for.
func (b *Battle) promptLine(a table.Host) string {
	g := b.Game()
	if g.Phase() == tf.PhaseOver {
		return g.Outcome().Reason
	}
	if b.humanSide() < 0 {
		return "The computer decides for the " + g.Level().Sides[g.ToActSide()] + "."
	}
	sw, _ := g.PendingSwing()
	in := a.In()
	switch g.Phase() {
	case tf.PhaseDefend:
		return fmt.Sprintf("%s is attacked by %s: choose how much leftover Stamina to spend on Defence Dice (%s / %s to change).",
			g.Name(int(sw.Target)), g.Name(int(sw.Attacker)), in.Glyph(input.Left), in.Glyph(input.Right))
	case tf.PhasePick:
		return "Pick one remaining Attack Die: its number is the result. " + in.Says("Click a die, or choose below.", "Choose below.")
	case tf.PhaseShunt:
		return fmt.Sprintf("Shunt: choose where %s is forced to, on the board.", g.Name(int(sw.Target)))
	}
	switch b.p.mode {
	case modeMove:
		return "Move: choose a highlighted square (up to 2 spaces)."
	case modeFacing:
		return fmt.Sprintf("Choose the facing with %s, then %s.", in.Says("the arrow keys", "the D-pad"), in.Glyph(input.Confirm))
	case modeTarget:
		return "Take a Swing: choose a target in front or to the side."
	case modeCommit:
		return fmt.Sprintf("Choose the Stamina to commit (%s / %s); the odds below update.", in.Glyph(input.Left), in.Glyph(input.Right))
	case modeDoor:
		return "Choose the door to open."
	}
	if b.p.sel < 0 {
		return fmt.Sprintf("Select one of your models (%s %s).", in.Says("click it, or", "press"), in.Glyph(input.NextModel))
	}
	if in.PadInHand() {
		return fmt.Sprintf("Choose an action (%s: the action bar), or a spot on the board with the D-pad and %s: a square to move, a foe to swing at, a door to open. %s: next model.",
			in.Glyph(input.Panel), in.Glyph(input.Confirm), in.Glyph(input.NextModel))
	}
	return fmt.Sprintf("Choose an action, or click the board: a square to move, a foe to swing at, a door to open. %s: next model.", in.Glyph(input.NextModel))
}

// trayCaption explains the dice in the tray.
func (b *Battle) trayCaption() string {
	g := b.Game()
	sw, pending := g.PendingSwing()
	if !sw.Rolled {
		if pending {
			return fmt.Sprintf("%s swings at %s: %d Attack Dice waiting for the defence.", g.Name(int(sw.Attacker)), g.Name(int(sw.Target)), sw.AttackDice)
		}
		return "Dice tray: Attack Dice (orange) above, Defence Dice (blue) below."
	}
	var s strings.Builder
	fmt.Fprintf(&s, "%s against %s: ", g.Name(int(sw.Attacker)), g.Name(int(sw.Target)))
	if left := sw.Remaining(); len(left) == 0 {
		s.WriteString("every Attack Die was cancelled: a draw.")
	} else if g.Phase() == tf.PhasePick {
		if b.trayHover >= 0 && sw.Left&(1<<b.trayHover) != 0 {
			v := sw.Attack[b.trayHover]
			fmt.Fprintf(&s, "%d %s: %s.", v, tf.ResultNames[v], tf.ResultEffects[v])
		} else {
			s.WriteString("pick one of the remaining Attack Dice.")
		}
	} else if b.lastResult > 0 {
		fmt.Fprintf(&s, "%s picked %d, %s.", g.Name(int(sw.Attacker)), b.lastResult, tf.ResultNames[b.lastResult])
	} else {
		s.WriteString("matching pairs cancelled.")
	}
	return s.String()
}

// refreshCard shows the card of the model pointed at, without rebuilding
// the rest of the panel (a rebuild between a button's press and release
// would lose the click).
func (b *Battle) refreshCard(a table.Host) {
	if b.cardBox == nil || b.cardModel() == b.cardFor {
		return
	}
	b.cardFor = b.cardModel()
	b.cardBox.RemoveChildren()
	b.cardBox.AddChild(b.card(a))
	b.widgets.MarkStale()
}
