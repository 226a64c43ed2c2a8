package table

import (
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/rules"
)

// Computer runs the computer's decisions on a goroutine so that a frame
// never waits for it, and paces its actions so a player can follow them:
// it thinks while the last action is still being shown, and pauses (for
// Prefs.ComputerPace) once per decision, not once per action. A table that
// implements ComputerPacer says which actions make one decision (a
// model's moves in a row, an attack and its dice); any other table pauses
// before each action. The zero value is ready.
type Computer struct {
	thinking bool // a goroutine is deciding
	gen      int  // bumped by undo and redo: answers for an older position are dropped
	results  chan thought
	wait     int // ticks before the next computer action
	ready    bool
	next     thought // the action decided, waiting for its turn to be shown (ready)
	paused   bool    // the pause before next has begun
	last     rules.Action
	lastLen  int // the history's length after last: another action since breaks the decision
	since    int // ticks since last was shown
}

type thought struct {
	gen    int
	seat   rules.Seat
	action rules.Action
	err    error
}

// Pace says how the computer's next action follows its last one.
type Pace uint8

// The paces.
const (
	// PaceDecision: a new decision, shown after the last action's
	// animation and a pause.
	PaceDecision Pace = iota
	// PaceFollow: the same decision going on (a turn after a move, the
	// pick after the roll): shown after the animation, with no pause.
	PaceFollow
	// PaceGlide: the same decision, taken on by the animation under way
	// (a model's next move along its path): shown at once.
	PaceGlide
)

// ComputerPacer is a ComputerTable that groups the computer's actions
// into decisions.
type ComputerPacer interface {
	// ComputerPace says how next follows last, both the computer's, with
	// nothing between them.
	ComputerPace(last, next rules.Action) Pace
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
	c.ready, c.paused, c.last = false, false, nil
}

// Busy reports whether the computer is thinking, or has an action to show
// or a pause under way.
func (c *Computer) Busy() bool { return c.thinking || c.ready || c.wait > 0 }

// Thinking reports whether a decision is under way.
func (c *Computer) Thinking() bool { return c.thinking }

// AwaitThought waits for the decision under way, if any, as if it had
// taken no time: tests that count frames call it before each frame, so
// that the count does not depend on the machine's speed.
func (c *Computer) AwaitThought() {
	if c.thinking {
		c.arrive(<-c.results)
	}
}

// arrive takes a decision that has arrived.
func (c *Computer) arrive(th thought) {
	c.thinking = false
	if th.gen != c.gen {
		return
	}
	c.next, c.ready, c.paused = th, true, false
}

// Update starts a decision when the computer must act (while the last
// action is still shown), and shows one that has arrived when its pace
// allows.
func (c *Computer) Update(h Host, t ComputerTable) {
	if c.results == nil {
		c.results = make(chan thought, 1)
	}
	select {
	case th := <-c.results:
		c.arrive(th)
	default:
	}
	if h.In().Pressed(input.FastForward) {
		c.wait = 0
	}
	c.since = min(c.since+1, 1<<20)
	if c.ready {
		c.show(h, t)
		return
	}
	if c.thinking {
		return
	}
	if c.wait > 0 { // after an error
		c.wait--
		return
	}
	p, seat, pos, ok := t.Session().ComputerTurn()
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

// show applies the action decided when its pace allows.
func (c *Computer) show(h Host, t ComputerTable) {
	ses := t.Session()
	th := &c.next
	if th.err != nil {
		h.Toast(th.err.Error())
		c.ready, c.wait = false, 60
		return
	}
	pace, goesOn := PaceDecision, c.last != nil && ses.History().Len() == c.lastLen
	if pc, ok := t.(ComputerPacer); ok && goesOn {
		pace = pc.ComputerPace(c.last, th.action)
	}
	if pace != PaceGlide && t.Animating() {
		return
	}
	if pace == PaceDecision {
		if !c.paused {
			// The pause runs from the last action shown, its animation
			// included, with a beat after the animation at least; a
			// decision after someone else's action gets the whole pause.
			c.paused = true
			full := h.Prefs().ComputerPace * 60 / 1000
			c.wait = full
			if goesOn {
				c.wait = max(full/3, full-c.since)
			}
			if h.In().Pressed(input.FastForward) {
				c.wait = 0
			}
		}
		if c.wait > 0 {
			c.wait--
			return
		}
	}
	c.ready, c.paused = false, false
	evs, err := ses.ApplyComputer(th.seat, th.action)
	if err != nil {
		h.Toast(err.Error())
		c.last = nil
		return
	}
	c.last, c.lastLen, c.since = th.action, ses.History().Len(), 0
	t.AfterApply(h, evs)
}
