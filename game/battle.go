package game

import (
	"image"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/rules"
	"skirmish/rules/grid"
	"skirmish/rules/magewinds"
	"skirmish/rules/tunnel"
	"skirmish/ui"
)

// Battle is the table: the board, the side panel with the selected model's
// card, the action bar, the odds, the dice tray, undo and redo, and the log.
type Battle struct {
	tableView
	ses *Session
	ui  *ebitenui.UI

	trayHover int
	panel     *panelWidgets

	p          pick
	cursor     grid.Point
	focusPanel bool
	dirty      bool
	log        battleLog
	lastResult int // the result picked in the swing the tray shows, 0 none

	comp      computer
	widgets   widgetLayer // the panel's widgets as last drawn
	window    *widget.Window
	closeWin  widget.RemoveWindowFunc
	endShown  bool
	seats     Seating
	privacy   privacy
	lastSide  int // the side that decided at the last action
	stranded  bool
	cardBox   *widget.Container
	cardFor   int
	logArea   *widget.TextArea
	logTheme  *ui.Theme
	logShown  string
	help      string
	helpW     int
	helpLines string
}

// NewBattle starts a game of setup with sitters in the seats. When resume
// is not nil, its actions are replayed first (continue from a replay).
func NewBattle(a *App, setup Setup, sitters []Sitter, resume []rules.Action) (*Battle, error) {
	ses, err := startSession(a, setup, sitters, resume)
	if err != nil {
		return nil, err
	}
	return battleFor(a, ses)
}

// startSession starts a session with the undo policy of the settings and
// replays resume.
func startSession(a *App, setup Setup, sitters []Sitter, resume []rules.Action) (*Session, error) {
	policy, err := rules.ParseUndoPolicy(a.Settings.Undo)
	if err != nil {
		policy = rules.UndoUntilDice
	}
	ses, err := NewSession(setup, sitters, policy)
	if err != nil {
		return nil, err
	}
	if err := ses.Continue(resume); err != nil {
		return nil, err
	}
	return ses, nil
}

// StartBattle starts a game of setup at the table of its ruleset. When
// resume is not nil, its actions are replayed first.
func StartBattle(a *App, setup Setup, sitters []Sitter, resume []rules.Action) (Scene, error) {
	ses, err := startSession(a, setup, sitters, resume)
	if err != nil {
		return nil, err
	}
	return tableFor(a, ses)
}

// tableFor returns the table of the session's ruleset.
func tableFor(a *App, ses *Session) (Scene, error) {
	if _, ok := ses.State().(*magewinds.Game); ok {
		return newMageTable(a, ses)
	}
	return battleFor(a, ses)
}

// battleFor returns the table for a session already under way (a resumed
// save, a continued replay).
func battleFor(a *App, ses *Session) (*Battle, error) {
	if _, ok := ses.State().(*tunnel.Game); !ok {
		return nil, errNotTunnel(ses.Setup)
	}
	sitters := ses.Sitters()
	b := &Battle{tableView: newTableView(), ses: ses, trayHover: -1, dirty: true, seats: NewSeating(len(sitters)), privacy: newPrivacy(ses.Setup.Ruleset, sitters)}
	b.p = pick{sel: -1}
	b.log.sync(ses)
	if g, ok := ses.State().(*tunnel.Game); ok && g.Phase() == tunnel.PhaseDefend {
		b.p.commit = maxSpend(g)
	}
	b.autoSelect()
	a.lastSitters = sitters
	a.autosave(ses) // the new game replaces any other running game
	return b, nil
}

// Session returns the game being played.
func (b *Battle) Session() *Session { return b.ses }

func (b *Battle) animating() bool { return b.anim.Busy() }

// Game returns the position shown.
func (b *Battle) Game() *tunnel.Game { return b.ses.State().(*tunnel.Game) }

// UI implements Scene.
func (b *Battle) UI() *ebitenui.UI { return b.ui }

// Build implements Scene.
func (b *Battle) Build(a *App) {
	b.buildPanel(a)
	b.dirty = false
	b.laidOut = image.Rectangle{}
	b.anim.SetSpeed(a.Settings.AnimSpeed)
}

// humanSide returns the side a human must decide for now, or -1.
func (b *Battle) humanSide() int {
	seat, ok := b.ses.Deciding()
	if !ok || b.ses.Sitter(seat) != Human {
		return -1
	}
	return int(seat)
}

// Update implements Scene.
func (b *Battle) Update(a *App) error {
	speed := a.Settings.AnimSpeed
	if a.In.Pressed(input.FastForward) {
		speed = max(speed*4, 400)
	}
	b.anim.SetSpeed(speed)
	b.anim.Update()
	b.filterInput(a)
	if b.dirty {
		b.buildPanel(a)
		b.dirty = false
	}
	b.refreshCard(a)
	if !b.widgets.resting(b.widgetsLive(a)) {
		b.ui.Update()
	}
	b.fitBoard(a)
	if b.watchControllers(a) {
		return nil
	}
	if b.updatePrivacy(a) {
		return nil
	}
	if b.window != nil {
		b.widgets.navigate(a, b.ui)
		if a.In.Has(input.Back) || a.In.Has(input.Menu) {
			b.closeWindow()
		}
		return nil
	}
	b.handleInput(a)
	b.comp.update(a, b)
	if b.Game().Phase() == tunnel.PhaseOver && !b.endShown && !b.anim.Busy() {
		b.endShown = true
		b.showEnd(a)
	}
	return nil
}

// Draw implements Scene.
func (b *Battle) Draw(a *App, screen *ebiten.Image) {
	if b.privacy.covered {
		b.drawPrivacy(a, screen)
		return
	}
	g := b.Game()
	b.updateMarks(a)
	b.drawBoard(a, screen, g)
	b.drawHints(a, screen)
	b.drawUI(a, screen)
	b.drawTray(a, screen, g, g.Phase() == tunnel.PhasePick && b.humanSide() >= 0, b.lastResult, b.trayHover)
	if cx, cy := a.In.Cursor(); b.window == nil && (!b.overWidget(cx, cy) || pointIn(b.trayArea, cx, cy)) {
		boardTip(a, screen, g, b.board, &b.tray, &b.trayDice)
	}
}

// fitBoard keeps the board left of the side panel as laid out.
func (b *Battle) fitBoard(a *App) {
	if b.panel == nil || b.panel.root == nil {
		return
	}
	r := b.panel.root.GetWidget().Rect
	if r.Empty() {
		return
	}
	if right := r.Min.X - a.Theme.Px(12); right != b.area.Max.X && right > b.area.Min.X {
		b.area.Max.X = right
	}
}

// Busy reports whether the battle is animating, rebuilding, or the computer
// is to act: the app keeps updating while it is.
func (b *Battle) Busy() bool {
	if b.anim.Busy() || b.dirty || b.widgets.busy() || b.comp.thinking || b.comp.wait > 0 {
		return true
	}
	return b.ses.ComputerToAct()
}

// drawUI draws the widgets, or their last drawing while nothing reaches
// them (see widgetLayer).
func (b *Battle) drawUI(a *App, screen *ebiten.Image) {
	var root *widget.Container
	if b.panel != nil {
		root = b.panel.root
	}
	b.widgets.draw(screen, b.ui, b.widgetsLive(a), root)
}

// widgetsLive reports whether input may reach the widgets this tick.
func (b *Battle) widgetsLive(a *App) bool { return widgetsLive(a.In, b.window != nil, b.overWidget) }

func (b *Battle) panelDraws() int { return b.widgets.draws }
