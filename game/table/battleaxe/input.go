package battleaxe

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// Update implements table.Table.
func (c *DungeonTable) Update(a table.Host) error {
	c.frame++
	c.typeName(a)
	c.tray.tick(a)
	c.grow.tick()
	c.foes.update(a.In(), a.Prefs().AnimSpeed)
	if step := c.foes.step + 1; c.foes.on && step != c.foesSeen { // the camera goes to each enemy shown
		c.foesSeen = step
		c.followAction()
	} else if !c.foes.on {
		c.foesSeen = 0
	}
	table.FilterInput(a.In(), c.humanSide(), &c.seats, &c.modal)
	c.refresh(a, false)
	c.followSeat()
	if !c.widgets.Resting(c.widgetsLive(a)) {
		c.ui.Update()
	}
	c.cam.tick()
	if c.strand.Watch(a, c) {
		return nil
	}
	if table.ModalInput(a.In(), &c.modal, &c.widgets, c.ui) {
		return nil
	}
	c.handleInput(a)
	c.playAuto(a)
	c.comp.Update(a, c)
	if c.Game().Outcome().Over && !c.endShown && !c.foes.on {
		c.endShown = true
		c.showEnd(a)
	}
	return nil
}

// followSeat gives the working cursor to the seat deciding now, each seat
// keeping its own, starting on its hero.
func (c *DungeonTable) followSeat() {
	switched, fresh := c.cursors.Follow(c.humanSide(), &c.cursor)
	if switched {
		table.BoardFocus(c.ui, &c.focus)
	}
	if fresh {
		if s := c.humanSide(); s >= 0 {
			g := c.Game()
			c.cursor = g.Mini(g.SeatHero(s)).At
		}
	}
}

// widgetsLive reports whether input may reach the widgets this tick.
func (c *DungeonTable) widgetsLive(a table.Host) bool {
	return table.WidgetsLive(a.In(), c.modal.Shown(), func(x, y int) bool { return c.overPanel(a, x, y) })
}

// overPanel reports whether (x, y) lies on the side panel.
func (c *DungeonTable) overPanel(a table.Host, x, y int) bool {
	w, _ := a.Size()
	return x >= w-c.panelWidth(a)
}

// handleInput turns this tick's intents into choices: undo, redo and the
// menu, the panel's focus and the action list, the camera (drag, wheel),
// the board's cursor, and a click or Confirm on the board.
func (c *DungeonTable) handleInput(a table.Host) {
	in := a.In()
	if table.PanelInput(in, c.ui, &c.list, &c.widgets, &c.focus, table.PanelActs{Undo: func() { c.undo(a) }, Redo: func() { c.redo(a) },
		Menu: func() { c.ShowMenu(a) }, Choose: func(id int) { c.chooseOpt(a, id) }}) {
		return
	}
	if table.FocusedPanelInput(in, c.ui, &c.widgets, &c.focus) {
		return
	}
	x, y := in.Cursor()
	c.camInput(a, x, y)
	if in.LastDevice() == input.Mouse && !c.drag.on {
		was := c.hover
		c.hover, c.hoverOn = c.cam.squareAt(x, y)
		c.still = min(c.still+1, 1<<20)
		if c.hover != was || !c.hoverOn || in.CursorMoved() {
			c.still = 0
		}
		if c.hoverOn {
			c.cursor = c.hover
		}
	}
	if in.Has(input.NextModel) || in.Has(input.PrevModel) {
		c.snap(in.Has(input.NextModel))
	}
	b := c.Game().Board()
	for _, d := range [...]struct {
		i      input.Intent
		dx, dy int16
	}{{input.Up, 0, -1}, {input.Down, 0, 1}, {input.Left, -1, 0}, {input.Right, 1, 0}} {
		if in.Has(d.i) {
			c.cursor.X = min(max(c.cursor.X+d.dx, 0), int16(b.W-1))
			c.cursor.Y = min(max(c.cursor.Y+d.dy, 0), int16(b.H-1))
			c.hover, c.hoverOn, c.curOn = c.cursor, true, true
			c.cam.follow(c.cursor)
		}
	}
	if in.Clicked() && !c.drag.moved {
		if c.overPanel(a, x, y) {
			return
		}
		if p, ok := c.cam.squareAt(x, y); ok {
			c.cursor = p
			c.clickSquare(a, p)
		}
		return
	}
	if in.Has(input.Confirm) {
		if c.foes.on {
			c.foes.next()
			return
		}
		c.hover, c.hoverOn = c.cursor, true
		c.clickSquare(a, c.cursor)
	}
	if in.RightClicked() || in.Has(input.Back) {
		c.console = -1
	}
}

// camInput pans the camera by a drag of the board and zooms it with the
// wheel about the mouse.
func (c *DungeonTable) camInput(a table.Host, x, y int) {
	in := a.In()
	p := image.Pt(x, y)
	down := in.MouseDown(ebiten.MouseButtonLeft)
	switch {
	case down && !c.drag.on && p.In(c.lay.board):
		c.drag = dragState{on: true, from: p}
	case down && c.drag.on:
		d := p.Sub(c.drag.from)
		if c.drag.moved || d.X*d.X+d.Y*d.Y > 64 {
			c.drag.moved = true
			c.cam.pan(float64(d.X), float64(d.Y))
			c.drag.from = p
		}
	case !down && c.drag.on:
		moved := c.drag.moved
		c.drag = dragState{}
		c.drag.moved = moved && in.Clicked() // the release of a drag is no click
	default:
		c.drag.moved = false
	}
	if w := in.Wheel(); w != 0 && p.In(c.lay.board) {
		f := 1.15
		if w < 0 {
			f = 1 / f
		}
		c.cam.zoom(f, float64(x), float64(y), a.Theme().Scale)
	}
}

// chooseOpt carries out entry n of the action list.
func (c *DungeonTable) chooseOpt(a table.Host, n int) {
	if n < 0 || n >= len(c.opts) {
		return
	}
	o := c.opts[n]
	if o.Off {
		a.Toast(o.Tip)
		return
	}
	if c.chooseWindow(a, o) {
		return
	}
	centre := func() (float64, float64) {
		r := c.lay.board
		return float64(r.Min.X + r.Dx()/2), float64(r.Min.Y + r.Dy()/2)
	}
	switch o.kind {
	case optNext:
		c.foes.next()
	case optPlay:
		c.foes.playing = true
	case optFit:
		b := c.Game().Board()
		if c.cam.fitted {
			x, y := centre()
			c.cam.zoom(2, x, y, a.Theme().Scale)
			c.followAction()
		} else {
			c.cam.fit(c.lay.board, b.W, b.H, revealedBox(b), false)
		}
	case optZoomIn, optZoomOut:
		x, y := centre()
		f := 1.25
		if o.kind == optZoomOut {
			f = 1 / f
		}
		c.cam.zoom(f, x, y, a.Theme().Scale)
	case optPick:
		c.pick, c.console = o.arg, -1
	case optHand:
		if o.arg < len(c.seats.Sides) && o.to < len(c.seats.Sides) {
			c.seats.Sides[o.arg] = append([]table.Controller(nil), c.seats.Sides[o.to]...)
			a.Toast(c.seats.Names(o.to) + " plays " + c.Game().MiniName(c.Game().SeatHero(o.arg)) + " now.")
		}
	case optAuto:
		if o.arg >= 0 && o.arg < len(c.auto) {
			c.auto[o.arg] = !c.auto[o.arg]
		}
	default:
		side := c.humanSide()
		if side < 0 || !table.MayChoose(a, side, &c.seats, c.SideName(side)) {
			return
		}
		c.apply(a, o.act)
	}
	c.optsFor = optsKey{}
}

// apply plays an action of the human deciding now.
func (c *DungeonTable) apply(a table.Host, act ba.Action) {
	side := c.humanSide()
	if side < 0 {
		return
	}
	var evs []rules.Event
	var err error
	if len(c.ses.ToAct()) > 1 {
		evs, err = c.ses.ApplyFor(rules.Seat(side), act)
	} else {
		evs, err = c.ses.Apply(act)
	}
	if err != nil {
		a.Toast(err.Error())
		return
	}
	c.AfterApply(a, evs)
}

// AfterApply shows what an action did: the dice tumble, the enemies'
// turns are stepped through, the camera follows; it autosaves.
func (c *DungeonTable) AfterApply(a table.Host, evs []rules.Event) {
	a.PlayEvents(evs)
	c.tray.rolled(a, evs)
	c.log.Sync(c.ses)
	h := c.ses.History()
	c.console = -1
	c.followAction()
	if n := h.Len(); n > 0 {
		pre, post := h.At(n-1).(*ba.Game), h.At(n).(*ba.Game)
		if c.anyHuman() {
			c.foes.start(pre, post, evs, n)
		}
		c.grow.start(a, pre, post, &c.cam)
	}
	c.review = false
	if c.rec == nil {
		a.Autosave(c.ses)
	}
}

// anyHuman reports whether a human plays any seat (the enemies' turns are
// shown to someone).
func (c *DungeonTable) anyHuman() bool {
	for s, who := range c.ses.Sitters() {
		if who == 0 && (s >= len(c.auto) || !c.auto[s]) {
			return true
		}
	}
	return false
}

// followAction points the camera at what happens: the hero acting (or
// the one to act), the enemy marked in the enemies' turns.
func (c *DungeonTable) followAction() {
	g := c.Game()
	if f, ok := c.foes.current(); ok {
		at, _, _, _ := c.foes.mini(f.enemy)
		c.cam.follow(at)
		if f.target >= 0 {
			c.cam.follow(g.Mini(f.target).At)
		}
		return
	}
	if t := g.Turn(); t.Hero >= 0 {
		c.cam.follow(g.Mini(t.Hero).At)
		return
	}
	if s := c.humanSide(); s >= 0 {
		c.cam.follow(g.Mini(g.SeatHero(s)).At)
	}
}

// playAuto plays the turns of heroes handed to the computer with the
// rules' computer player, one action a tick, as their seat.
func (c *DungeonTable) playAuto(a table.Host) {
	s := c.autoToAct()
	if s < 0 || c.Animating() || c.modal.Shown() {
		return
	}
	st := c.ses.State()
	act, err := c.Rules().NewAI(rules.Seat(s), 1).Choose(st.View(rules.Seat(s)), rules.Seat(s))
	if err != nil {
		a.Toast(err.Error())
		c.auto[s] = false
		return
	}
	var evs []rules.Event
	if len(c.ses.ToAct()) > 1 {
		evs, err = c.ses.ApplyFor(rules.Seat(s), act)
	} else {
		evs, err = c.ses.Apply(act)
	}
	if err != nil {
		a.Toast(err.Error())
		c.auto[s] = false
		return
	}
	c.AfterApply(a, evs)
}

// autoToAct returns a seat handed to the computer that must decide now,
// or -1.
func (c *DungeonTable) autoToAct() int {
	if c.rec != nil && c.review {
		return -1
	}
	if as := c.who().autos; len(as) > 0 {
		return int(as[0])
	}
	return -1
}

// Rules returns the ruleset.
func (c *DungeonTable) Rules() rules.Ruleset { return ba.Ruleset{} }
