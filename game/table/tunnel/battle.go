package tunnel

import (
	"image"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// Battle is the Tunnel Fighters board on the table frame: the board with
// its marks and the cursor, the action being built (a move and its facing,
// a swing's target and Stamina), the model card, the odds of a swing or a
// defence and the dice tray in the side panel, and the animations. The
// frame (table.Frame) owns the rest: the loop, undo and redo, the review,
// the seats, the computer, the log and the end of the game.
type Battle struct {
	tableView
	f *table.Frame

	trayHover  int
	p          pick
	cs         []Choice                      // the choices listed, as the board built them
	cursor     grid.Point                    // the board cursor of the side deciding now
	cursors    table.SeatCursors[grid.Point] // each side's own cursor (battle_cursor.go)
	gen        uint64                        // bumped when the panel must be made again (Settle's key)
	lastResult int                           // the result picked in the swing the tray shows, 0 none

	cardBox   *widget.Container
	cardFor   int
	tipModel  int // the model whose tooltip was drawn last, or -1
	odds      render.OddsChart
	oddsStyle render.OddsStyle
	oddsOn    bool         // the tray shows the odds of the swing or defence being chosen
	felt      render.Brush // the tray's felt under the odds
	caption   render.Label[captionKey]
	hints     table.HintLine
	hintOp    text.DrawOptions
	hintArea  image.Rectangle // the line of control hints under the tray
}

var (
	_ table.Board         = (*Battle)(nil)
	_ table.CardMaker     = (*Battle)(nil)
	_ table.PanelSizer    = (*Battle)(nil)
	_ table.BoardOverlay  = (*Battle)(nil)
	_ table.Follower      = (*Battle)(nil)
	_ table.ComputerPacer = (*Battle)(nil)
)

// newBattle returns the board of a game of g, as it stands.
func newBattle(g *tf.Game) *Battle {
	b := &Battle{tableView: newTableView(), trayHover: -1}
	b.p = pick{sel: -1}
	if g.Phase() == tf.PhaseDefend {
		b.p.commit = maxSpend(g)
	}
	return b
}

// Attach plays b at the frame f (table.Attacher); the frame hands itself
// to every method, and the board keeps it for the helpers that read the
// game.
func (b *Battle) Attach(f *table.Frame) {
	b.f = f
	b.lastResult = lastResult(f.EventLog())
	b.autoSelect()
}

// Game returns the position as it stands (the rules see everything;
// Tunnel Fighters hides nothing).
func (b *Battle) Game() *tf.Game { return b.f.State().(*tf.Game) }

// shown returns the position as the seat at the screen may see it.
func (b *Battle) shown() *tf.Game { return b.f.View().(*tf.Game) }

// humanSide returns the side a human must decide for now, or -1.
func (b *Battle) humanSide() int { return b.f.Screen().Side() }

// touch has the side panel made again at the next tick.
func (b *Battle) touch() { b.gen++ }

// Layout places the board left of the side panel, the dice tray under it
// (it rises to meet a board fitted to the width) and room for the keys'
// footer at the bottom.
func (b *Battle) Layout(f *table.Frame, area image.Rectangle) {
	t := f.Host().Theme()
	m := t.Px(12)
	trayH := min(max(area.Dy()*22/100, t.Px(100)), t.Px(170))
	b.hintArea = image.Rect(m, area.Max.Y-t.Px(24), area.Max.X-m, area.Max.Y-2)
	bottom := b.hintArea.Min.Y - m/2
	b.trayArea = image.Rect(m, bottom-trayH, area.Max.X-m, bottom)
	b.hints.Forget()
	b.area = image.Rect(m, m, area.Max.X-m, b.trayArea.Min.Y-t.Px(10))
	b.laidOut = image.Rectangle{}
	b.board.Layout(b.area, b.scene.W, b.scene.H)
	table.FitTray(t, &b.trayArea, area, b.board.MapRect())
	b.diceArea = b.trayArea
	b.diceArea.Max.Y -= t.Px(24) // the caption's line
	b.anim.SetSpeed(f.Host().Prefs().AnimSpeed)
}

// Settle shows the card of the model pointed at (in place: a rebuild
// between a button's press and release would lose the click), and returns
// the key of the action being built.
func (b *Battle) Settle(f *table.Frame) uint64 {
	b.refreshCard()
	return b.gen
}

// Follow gives the board cursor to the side deciding now (battle_cursor.go).
func (b *Battle) Follow(f *table.Frame, human rules.Seat) bool {
	return b.followSeat()
}

// Tick runs the animations, faster while the fast-forward key is held.
func (b *Battle) Tick(f *table.Frame) {
	speed := f.Host().Prefs().AnimSpeed
	if f.Host().In().Pressed(input.FastForward) {
		speed = max(speed*4, 400)
	}
	b.anim.SetSpeed(speed)
	b.anim.Update()
}

// Animating reports whether the last action is still being shown.
func (b *Battle) Animating() bool { return b.anim.Busy() }

// Animate feeds what an action did to the animations and the tray, and
// starts the next action afresh.
func (b *Battle) Animate(f *table.Frame, evs []rules.Event) {
	g := b.Game()
	tevs := make([]tf.Event, 0, len(evs))
	for _, e := range evs {
		if te, ok := e.(tf.Event); ok {
			tevs = append(tevs, te)
			switch te.Kind {
			case tf.EvSwing:
				b.lastResult = 0
			case tf.EvResult:
				b.lastResult = int(te.N)
			}
		}
	}
	b.feed(g, tevs)
	sel := b.p.sel
	b.p = pick{sel: sel}
	if sel >= 0 && (g.Model(sel).Dead || b.deciding() < 0 || int(g.Model(sel).Side) != b.deciding()) {
		b.p.sel = -1
	}
	if g.Phase() == tf.PhaseDefend {
		b.p.commit = maxSpend(g)
	}
	b.trayHover = -1
	b.autoSelect()
	b.touch()
}

// Reset starts afresh after an undo, a redo or a seek: nothing animates.
func (b *Battle) Reset(f *table.Frame) {
	b.anim.Skip()
	b.p = pick{sel: -1}
	b.lastResult = lastResult(f.EventLog())
	if g := b.Game(); g.Phase() == tf.PhaseDefend {
		b.p.commit = maxSpend(g)
	}
	b.autoSelect()
	b.touch()
}

// Draw draws the board and its marks, the dice tray under it (or the odds
// of the swing or the defence being chosen in its place) and the keys'
// footer.
func (b *Battle) Draw(f *table.Frame, screen *ebiten.Image) {
	a := f.Host()
	g := b.shown()
	b.updateMarks(a)
	b.drawBoard(a, screen, g)
	b.oddsOn = b.updateOdds(a)
	b.drawFelt(a, screen)
	if b.oddsOn {
		b.drawOdds(a, screen)
	} else {
		b.drawTray(a, screen, g, g.Phase() == tf.PhasePick && b.humanSide() >= 0, b.lastResult, b.trayHover)
		b.drawCaption(a, screen, g)
	}
	b.drawHints(a, screen)
}

// DrawOver draws the tooltip of what the mouse or the cursor points at,
// over the side panel too, and the odds' tip.
func (b *Battle) DrawOver(f *table.Frame, screen *ebiten.Image) {
	a := f.Host()
	g := b.shown()
	modal := f.Modal().Shown()
	if b.oddsOn && !modal && a.In().LastDevice() == input.Mouse {
		x, y := a.In().Cursor()
		b.odds.DrawTip(screen, x, y, &b.oddsStyle)
	}
	b.tipModel = -1
	if cx, cy := a.In().Cursor(); !modal && (!b.overWidget(cx, cy) || table.PointIn(b.trayArea, cx, cy)) {
		b.tipModel = boardTip(a, screen, g, b.board, &b.tray, &b.trayDice)
	}
	if !modal && b.tipModel < 0 {
		b.tipModel = cursorTip(a, screen, g, b.board, b.cursor, b.p.sel)
	}
}

// overWidget reports whether the mouse is over the side panel.
func (b *Battle) overWidget(x, y int) bool {
	root := b.f.Root()
	return root != nil && table.PointIn(root.GetWidget().Rect, x, y)
}

// lastResult returns the result picked in the latest swing of the log, 0
// if none.
func lastResult(l *table.EventLog) int {
	for i := len(l.Entries) - 1; i >= 0; i-- {
		evs := l.Entries[i].Events
		for k := len(evs) - 1; k >= 0; k-- {
			if e, ok := evs[k].(tf.Event); ok {
				switch e.Kind {
				case tf.EvResult:
					return int(e.N)
				case tf.EvSwing:
					return 0
				}
			}
		}
	}
	return 0
}

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
