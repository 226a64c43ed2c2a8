package game

import (
	"skirmish/game/input"
	"skirmish/rules"
)

// computer runs the computer's decisions on a goroutine so that a frame
// never waits for it, and paces its actions so a player can follow them.
type computer struct {
	thinking bool // a goroutine is deciding
	gen      int  // bumped by undo and redo: answers for an older position are dropped
	results  chan thought
	wait     int // ticks before the next computer action
}

type thought struct {
	gen    int
	seat   rules.Seat
	action rules.Action
	err    error
}

// cancel forgets a decision under way. The goroutine still finishes (a new
// one starts only after it, so a player is never used by two at once), and
// its answer is dropped.
func (c *computer) cancel() {
	c.gen++
	c.wait = 0
}

// computerHost is the table a computer plays at: its session, what it does
// after an action, and whether it is still animating.
type computerHost interface {
	Session() *Session
	afterApply(a *App, evs []rules.Event)
	animating() bool
}

// update starts a decision when the computer must act, and applies one that
// has arrived.
func (c *computer) update(a *App, b computerHost) {
	if c.results == nil {
		c.results = make(chan thought, 1)
	}
	select {
	case t := <-c.results:
		c.thinking = false
		if t.gen != c.gen {
			break
		}
		if t.err != nil {
			a.Toast(t.err.Error())
			c.wait = 60
			break
		}
		evs, err := b.Session().ApplyComputer(t.seat, t.action)
		if err != nil {
			a.Toast(err.Error())
			break
		}
		b.afterApply(a, evs)
		c.wait = a.Settings.ComputerPace * 60 / 1000
	default:
	}
	if c.thinking {
		return
	}
	if a.In.Pressed(input.FastForward) {
		c.wait = 0
	}
	if c.wait > 0 {
		c.wait--
		return
	}
	if b.animating() {
		return
	}
	p, seat, pos, ok := b.Session().ComputerTurn()
	if !ok {
		return
	}
	c.thinking = true
	gen := c.gen
	go func() {
		act, err := p.Choose(pos, seat)
		c.results <- thought{gen: gen, seat: seat, action: act, err: err}
	}()
}
