package battleaxe

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// Tick moves the board's animations on, before anything reads the tick's
// input: the name typed on the creation screen takes the keyboard's keys
// first; the dice, the dungeon's growth and the enemies played through
// go on, the camera going to each enemy shown; the heroes handed to the
// computer act.
func (c *dungeon) Tick(f *table.Frame) {
	a := f.Host()
	c.typeName(a)
	c.tray.tick()
	c.grow.tick()
	c.foes.update(a.In(), a.Prefs().AnimSpeed)
	if step := c.foes.step + 1; c.foes.on && step != c.foesSeen { // the camera goes to each enemy shown
		c.foesSeen = step
		c.followAction()
	} else if !c.foes.on {
		c.foesSeen = 0
	}
	c.cam.tick()
	c.playAuto(a)
}

// Follow gives the working cursor to the seat deciding now, each seat
// keeping its own, starting on its hero.
func (c *dungeon) Follow(f *table.Frame, human rules.Seat) bool {
	side := c.side()
	switched, fresh := c.cursors.Follow(side, &c.cursor)
	if fresh && side >= 0 {
		g := c.Game()
		c.cursor = g.Mini(g.SeatHero(side)).At
	}
	return switched
}

// Input turns this tick's board input into choices: the camera (drag,
// wheel), the board's cursor, and a click or Confirm on the board.
func (c *dungeon) Input(f *table.Frame) {
	a := f.Host()
	in := a.In()
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
func (c *dungeon) camInput(a table.Host, x, y int) {
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

// play plays an action of the human deciding now, if his controller may.
func (c *dungeon) play(a table.Host, act ba.Action) bool {
	side := c.side()
	if side < 0 || !table.MayChoose(a, side, c.f.Seating(), c.SideName(side)) {
		return false
	}
	return c.f.Play(act)
}

// Animate shows what an action did: the dice tumble, the enemies' turns
// are stepped through, the dungeon grows, the camera follows.
func (c *dungeon) Animate(f *table.Frame, evs []rules.Event) {
	a := f.Host()
	f.EventLog().Sync(c.ses) // the tray and the enemies' phase read the log this tick
	c.tray.rolled(a, evs)
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
}

// followAction points the camera at what happens: the hero acting (or
// the one to act), the enemy marked in the enemies' turns.
func (c *dungeon) followAction() {
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
	if s := c.side(); s >= 0 {
		c.cam.follow(g.Mini(g.SeatHero(s)).At)
	}
}

// playAuto plays the turns of heroes handed to the computer with the
// rules' computer player, one action a tick, as their seat.
func (c *dungeon) playAuto(a table.Host) {
	s := c.autoToAct()
	if s < 0 || c.shows() || c.f.Modal().Shown() || c.f.Strand().Paused() {
		return
	}
	seat := rules.Seat(s)
	act, err := ba.AI{}.Choose(c.ses.State().View(seat), seat)
	var evs []rules.Event
	if err == nil && len(c.ses.ToAct()) > 1 {
		evs, err = c.ses.ApplyFor(seat, act)
	} else if err == nil {
		evs, err = c.ses.Apply(act)
	}
	if err != nil {
		a.Toast(err.Error())
		c.auto[s] = false
		return
	}
	c.f.AfterApply(a, evs)
}

// autoToAct returns a seat handed to the computer that must decide now,
// or -1.
func (c *dungeon) autoToAct() int {
	if c.f.Reviewing() {
		return -1
	}
	if as := c.who().autos; len(as) > 0 {
		return int(as[0])
	}
	return -1
}
