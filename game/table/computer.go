package table

import (
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/rules"
)

// Computer runs the computer's decisions on a goroutine so that a frame
// never waits for it, and paces its actions so a player can follow them.
// The zero value is ready.
type Computer struct {
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

// ComputerTable is a table the computer plays at.
type ComputerTable interface {
	// Session returns the game played.
	Session() *session.Session
	// AfterApply shows what an action did (animations, the log, sounds).
	AfterApply(h Host, evs []rules.Event)
	// Animating reports whether the table is still showing the last action.
	Animating() bool
}

// Cancel forgets a decision under way. The goroutine still finishes (a new
// one starts only after it, so a player is never used by two at once), and
// its answer is dropped.
func (c *Computer) Cancel() {
	c.gen++
	c.wait = 0
}

// Busy reports whether the computer is thinking or pausing between its
// actions.
func (c *Computer) Busy() bool { return c.thinking || c.wait > 0 }

// Thinking reports whether a decision is under way.
func (c *Computer) Thinking() bool { return c.thinking }

// Update starts a decision when the computer must act, and applies one that
// has arrived.
func (c *Computer) Update(h Host, t ComputerTable) {
	if c.results == nil {
		c.results = make(chan thought, 1)
	}
	ses := t.Session()
	select {
	case th := <-c.results:
		c.thinking = false
		if th.gen != c.gen {
			break
		}
		if th.err != nil {
			h.Toast(th.err.Error())
			c.wait = 60
			break
		}
		evs, err := ses.ApplyComputer(th.seat, th.action)
		if err != nil {
			h.Toast(err.Error())
			break
		}
		t.AfterApply(h, evs)
		c.wait = h.Prefs().ComputerPace * 60 / 1000
	default:
	}
	if c.thinking {
		return
	}
	if h.In().Pressed(input.FastForward) {
		c.wait = 0
	}
	if c.wait > 0 {
		c.wait--
		return
	}
	if t.Animating() {
		return
	}
	p, seat, pos, ok := ses.ComputerTurn()
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
