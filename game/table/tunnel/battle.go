package tunnel

import (
	"fmt"
	"image"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
	"skirmish/ui"
)

// Battle is the Tunnel Fighters table: the board, the side panel with the
// selected model's card, the action bar, the odds, the dice tray, undo and
// redo, and the log.
type Battle struct {
	tableView
	ses *session.Session
	ui  *ebitenui.UI

	trayHover int
	panel     *panelWidgets
	actions   actionBar // the panel's action list

	p          pick
	cursor     grid.Point                    // the board cursor of the side deciding now
	cursors    table.SeatCursors[grid.Point] // each side's own cursor (battle_cursor.go)
	focusPanel bool
	dirty      bool
	log        battleLog
	lastResult int // the result picked in the swing the tray shows, 0 none

	comp      table.Computer
	widgets   table.WidgetLayer // the panel's widgets as last drawn
	modal     table.Modal
	view      table.ViewCache // what the seat at the screen sees
	endShown  bool
	seats     table.Seating
	strand    table.Strand
	lastSide  int // the side that decided at the last action
	cardBox   *widget.Container
	cardFor   int
	tipModel  int // the model whose tooltip was drawn last, or -1
	odds      render.OddsChart
	oddsStyle render.OddsStyle
	oddsBox   *widget.Container // the panel's space where the odds chart is drawn, or nil
	logArea   *panelLog
	logTheme  *ui.Theme
	logShown  string
	help      string
	helpW     int
	helpLines string
}

// newBattle returns the table for a session, new or under way (a resumed
// save, a continued replay).
func newBattle(a table.Host, ses *session.Session) (*Battle, error) {
	g, ok := ses.State().(*tf.Game)
	if !ok {
		return nil, fmt.Errorf("%s is not a game of %s", ses.Setup.Scenario.Title, tf.Ruleset{}.Name())
	}
	b := &Battle{tableView: newTableView(), ses: ses, trayHover: -1, dirty: true, seats: table.NewSeating(len(ses.Sitters()))}
	b.modal.SetClosed(b.windowClosed)
	b.p = pick{sel: -1}
	b.log.sync(ses)
	if g.Phase() == tf.PhaseDefend {
		b.p.commit = maxSpend(g)
	}
	b.autoSelect()
	a.Autosave(ses) // the new game replaces any other running game
	return b, nil
}

// Session returns the game being played.
func (b *Battle) Session() *session.Session { return b.ses }

// Animating reports whether the last action is still being shown.
func (b *Battle) Animating() bool { return b.anim.Busy() }

// Game returns the position shown.
func (b *Battle) Game() *tf.Game { return b.ses.State().(*tf.Game) }

// UI implements table.Table.
func (b *Battle) UI() *ebitenui.UI { return b.ui }

// Build implements table.Table.
func (b *Battle) Build(a table.Host) {
	b.buildPanel(a)
	b.dirty = false
	b.laidOut = image.Rectangle{}
	b.anim.SetSpeed(a.Prefs().AnimSpeed)
}

// humanSide returns the side a human must decide for now, or -1.
func (b *Battle) humanSide() int {
	if seat, ok := b.ses.FirstHumanToAct(); ok {
		return int(seat)
	}
	return -1
}

// Update implements table.Table.
func (b *Battle) Update(a table.Host) error {
	speed := a.Prefs().AnimSpeed
	if a.In().Pressed(input.FastForward) {
		speed = max(speed*4, 400)
	}
	b.anim.SetSpeed(speed)
	b.anim.Update()
	b.filterInput(a)
	b.followSeat()
	if b.dirty {
		b.buildPanel(a)
		b.dirty = false
	}
	b.refreshCard(a)
	if !b.widgets.Resting(b.widgetsLive(a)) {
		b.ui.Update()
	}
	b.fitBoard(a)
	if b.strand.Watch(a, b) {
		return nil
	}
	if table.ModalInput(a.In(), &b.modal, &b.widgets, b.ui) {
		return nil
	}
	b.handleInput(a)
	b.comp.Update(a, b)
	if b.Game().Phase() == tf.PhaseOver && !b.endShown && !b.anim.Busy() {
		b.endShown = true
		b.showEnd(a)
	}
	return nil
}

// Draw implements table.Table.
func (b *Battle) Draw(a table.Host, screen *ebiten.Image) {
	g := b.shown()
	b.updateMarks(a)
	b.drawBoard(a, screen, g)
	b.drawHints(a, screen)
	b.drawUI(a, screen)
	b.drawTray(a, screen, g, g.Phase() == tf.PhasePick && b.humanSide() >= 0, b.lastResult, b.trayHover)
	if !b.modal.Shown() {
		b.drawOdds(a, screen)
	}
	b.tipModel = -1
	if cx, cy := a.In().Cursor(); !b.modal.Shown() && (!b.overWidget(cx, cy) || table.PointIn(b.trayArea, cx, cy)) {
		b.tipModel = boardTip(a, screen, g, b.board, &b.tray, &b.trayDice)
	}
	if !b.modal.Shown() && b.tipModel < 0 {
		b.tipModel = cursorTip(a, screen, g, b.board, b.cursor, b.p.sel)
	}
}

// shown returns the position as the seat at the screen may see it.
func (b *Battle) shown() *tf.Game {
	return b.view.View(b.ses.State(), table.SeatAtScreen(b.ses, b.lastSide)).(*tf.Game)
}

// fitBoard keeps the board left of the side panel as laid out.
func (b *Battle) fitBoard(a table.Host) {
	if b.panel == nil || b.panel.root == nil {
		return
	}
	r := b.panel.root.GetWidget().Rect
	if r.Empty() {
		return
	}
	if right := r.Min.X - a.Theme().Px(12); right != b.area.Max.X && right > b.area.Min.X {
		b.area.Max.X = right
	}
}

// Busy reports whether the battle is animating, rebuilding, or the computer
// is to act: the app keeps updating while it is.
func (b *Battle) Busy() bool {
	if b.anim.Busy() || b.dirty || b.widgets.Busy() || b.comp.Busy() {
		return true
	}
	return b.ses.ComputerToAct()
}

// drawUI draws the widgets, or their last drawing while nothing reaches
// them (see table.WidgetLayer).
func (b *Battle) drawUI(a table.Host, screen *ebiten.Image) {
	var root *widget.Container
	if b.panel != nil {
		root = b.panel.root
	}
	b.widgets.Draw(screen, b.ui, b.widgetsLive(a), root)
}

// widgetsLive reports whether input may reach the widgets this tick.
func (b *Battle) widgetsLive(a table.Host) bool {
	return table.WidgetsLive(a.In(), b.modal.Shown(), b.overWidget)
}

// PanelDraws counts the times the side panel's widgets were drawn.
func (b *Battle) PanelDraws() int { return b.widgets.Draws() }

// ComputerPace groups the computer's actions into decisions (see
// table.ComputerPacer): a model's moves in a row glide as one along their
// path; its turns, doors and getting up, the defence, the pick and the
// shunt of a swing, and the end of the turn follow without a pause; a swing
// and another model's first action are new decisions.
func (b *Battle) ComputerPace(last, next rules.Action) table.Pace {
	l, lok := last.(tf.Action)
	n, nok := next.(tf.Action)
	if !lok || !nok {
		return table.PaceDecision
	}
	switch n.Kind {
	case tf.Swing:
		return table.PaceDecision
	case tf.Defend, tf.Pick, tf.Shunt, tf.End:
		return table.PaceFollow
	}
	// Move, Turn, Open, Recover: the model's own.
	switch {
	case l.Model != n.Model || l.Kind == tf.End:
		return table.PaceDecision
	case n.Kind == tf.Move && l.Kind == tf.Move:
		return table.PaceGlide
	}
	return table.PaceFollow
}
