package tunnel

import (
	"fmt"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	tf "skirmish/rules/tunnel"
)

// cardHeight is the model card's height at 100 %: room for the longest
// card (a two-line blurb and a two-line state).
const cardHeight = 168

// panelWidth is the side panel's width at 100 %, at most
// table.PanelShare of the window (sidePanelWidth): room for the card's
// numbers on one line and a swing's whole label.
const panelWidth = 440

// PanelNominal is the side panel's width at 100 % (table.PanelSizer).
func (b *Battle) PanelNominal() int { return panelWidth }

// sidePanelWidth returns the side panel's width on the host's window,
// folded (Prefs.Folded) or not.
func sidePanelWidth(a table.Host) int {
	w, _ := a.Size()
	return table.SidePanelWidth(a.Theme(), w, panelWidth, a.Prefs().Folded)
}

// cardWrap returns the width the model card's texts wrap at: the panel's
// less its padding and the card's.
func cardWrap(a table.Host) int { return sidePanelWidth(a) - a.Theme().Px(48) }

// CardWidget is the model card (table.CardMaker): kept in a box of one
// height, so that pointing at models never moves the list under it, and
// shown again in place for the model pointed at (refreshCard).
func (b *Battle) CardWidget(f *table.Frame) *widget.Container {
	a := f.Host()
	t := a.Theme()
	opts := []widget.WidgetOpt{widget.WidgetOpts.LayoutData(widget.GridLayoutData{})}
	if !a.Prefs().Folded {
		opts = append(opts, widget.WidgetOpts.MinSize(0, t.Px(cardHeight)))
	}
	b.cardBox = widget.NewContainer(widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical))),
		widget.ContainerOpts.WidgetOpts(opts...))
	b.cardBox.AddChild(b.card(a))
	b.cardFor = b.cardModel()
	return b.cardBox
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

// Prompt tells the human deciding what the game waits for (the frame
// says it while nobody at the screen decides).
func (b *Battle) Prompt(f *table.Frame) string { return b.promptLine(f.Host()) }

// promptLine tells the player what the game waits for.
func (b *Battle) promptLine(a table.Host) string {
	g := b.Game()
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
func (b *Battle) refreshCard() {
	if b.cardBox == nil || b.cardModel() == b.cardFor {
		return
	}
	b.cardFor = b.cardModel()
	b.cardBox.RemoveChildren()
	b.cardBox.AddChild(b.card(b.f.Host()))
	b.f.MarkWidgetsStale()
}
