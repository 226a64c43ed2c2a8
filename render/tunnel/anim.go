package tunnel

import (
	"math"

	"skirmish/render"
)

// Durations in ticks at normal speed (60 ticks a second).
const (
	ticksStep   = 6  // a model slides one square
	ticksAccel  = 4  // a moving model speeds up from rest, or slows down to it
	ticksShunt  = 12 // a shunted model is pushed one square
	ticksTurn   = 8  // a model turns to a new facing
	ticksTilt   = 14 // a model falls prone or gets up
	ticksRoll   = 30 // the dice tumble
	ticksCancel = 24 // matching pairs slide together and cancel
	ticksPick   = 10 // a short pause once a result is picked
	ticksFloat  = 54 // a floating number rises and fades
	ticksFloatQ = 12 // how long a floating number holds up what follows
	ticksDeath  = 30 // a dead model fades out
	ticksSkull  = 120
)

type animKind uint8

// The kinds of animation.
const (
	animSlide animKind = iota
	animTurn
	animTilt
	animFloat
	animDeath
	animSkull
)

// anim is one animation on the timeline.
type anim struct {
	kind       animKind
	model      int
	start, end float64
	pts        [maxSlide]Point // slide: the squares visited, n of them
	n          int
	glide      bool    // slide: a move, gliding at one square per ticksStep (see glideAt)
	from, to   float64 // turn: angles; tilt: amounts; slide: facing angles before and after
	at         Point
	text       string // float: "-2", "+3"
	good       bool   // float: a gain rather than a loss
}

// pose is where a model stood when the animator last looked.
type pose struct {
	at     Point
	facing Dir
	prone  bool
	known  bool
}

// Animator plays out the events the rules report. Time lives here: the
// rules know nothing of it. Animations run one after another on a timeline
// measured in ticks (60 a second at normal speed); Update advances it.
type Animator struct {
	speed  float64 // ticks of animation per Update
	clock  float64
	queue  float64 // when the next animation may start
	frames int     // Updates so far, for effects that run at any speed
	anims  []anim
	poses  []pose

	roll                   TrayDice
	rollA, rollD           []uint8 // the dice of roll, kept between rolls
	hasRoll                bool
	rollStart, rollEnd     float64
	cancelStart, cancelEnd float64
}

// NewAnimator returns an animator at normal speed.
func NewAnimator() *Animator { return &Animator{speed: 1} }

// SetSpeed sets the speed in percent: 100 is normal, 200 twice as fast and
// 0 makes every animation instant.
func (a *Animator) SetSpeed(percent int) {
	a.speed = float64(max(0, percent)) / 100
	if a.speed == 0 {
		a.Skip()
	}
}

// Update advances the animations by one tick.
func (a *Animator) Update() {
	a.frames++
	if a.speed == 0 {
		a.Skip()
		return
	}
	a.clock += a.speed
	keep := a.anims[:0]
	for _, an := range a.anims {
		if an.end > a.clock {
			keep = append(keep, an)
		}
	}
	a.anims = keep
}

// Busy reports whether something is still moving. Floating numbers and
// skulls that linger do not count: the game may go on under them.
func (a *Animator) Busy() bool { return a.clock < a.queue }

// Skip finishes every animation now.
func (a *Animator) Skip() {
	end := max(a.queue, a.rollEnd, a.cancelEnd)
	for _, an := range a.anims {
		end = max(end, an.end)
	}
	a.clock = max(a.clock, end)
	a.queue = a.clock
	a.anims = a.anims[:0]
}

// Rolling reports whether the tray dice are still tumbling.
func (a *Animator) Rolling() bool { return a.hasRoll && a.clock < a.rollEnd }

// LastRoll returns the dice of the latest swing as reported by the events
// fed so far: values, which attack dice survived and the result picked. Its
// slices belong to the animator and change with the next roll.
func (a *Animator) LastRoll() (TrayDice, bool) { return a.roll, a.hasRoll }

// Observe records where every model of s stands, so that the next Feed
// knows where a move starts. Feed and Board.Draw call it; call it yourself
// after jumping to another position (undo, loading) if nothing is drawn
// between.
func (a *Animator) Observe(s *Scene) {
	ms := s.Models
	if len(a.poses) != len(ms) {
		a.poses = make([]pose, len(ms))
	}
	for i := range ms {
		a.poses[i] = pose{at: ms[i].At, facing: ms[i].Facing, prone: ms[i].Prone, known: true}
	}
}

// ModelPos returns the animated position of model i in cell units (x, y of
// its square when at rest); ok is false when the model is not animated and
// should be drawn at its square.
func (a *Animator) ModelPos(i int) (x, y float64, ok bool) {
	an := a.first(animSlide, i)
	if an == nil {
		return 0, 0, false
	}
	seg, f := an.segment(a.clock)
	p, q := an.pts[seg], an.pts[min(seg+1, an.n-1)]
	return float64(p.X) + float64(q.X-p.X)*f, float64(p.Y) + float64(q.Y-p.Y)*f, true
}

// maxSlide is the most squares one slide visits: a model's moves in a row
// glide as one slide (Animator.extendSlide) up to this length.
const maxSlide = 16

// segment returns which leg of a slide is under way at time t and how far
// along it: a move glides (glideAt), a shunt is eased in and out.
func (an *anim) segment(t float64) (int, float64) {
	legs := float64(an.n - 1)
	var u float64
	if an.glide {
		u = glideAt(t-an.start, an.end-an.start, legs)
	} else {
		u = ease(an.progress(t)) * legs
	}
	u = math.Min(legs, math.Max(0, u))
	seg := max(0, min(int(u), an.n-2))
	return seg, u - float64(seg)
}

// glideAt returns how many squares along its path a gliding model is at
// tau ticks into a slide of legs squares lasting T ticks (legs*ticksStep +
// ticksAccel): it speeds up evenly for ticksAccel ticks, goes one square
// per ticksStep, and slows down evenly for the last ticksAccel ticks. Up to
// the slowing down, where it is does not depend on legs: a slide made
// longer while it plays (Animator.extendSlide) goes on without a jump.
func glideAt(tau, T, legs float64) float64 {
	const v, ta = 1.0 / ticksStep, float64(ticksAccel)
	switch {
	case tau <= 0:
		return 0
	case tau >= T:
		return legs
	case tau < ta:
		return v * tau * tau / (2 * ta)
	case tau < T-ta:
		return v * (tau - ta/2)
	}
	r := T - tau
	return legs - v*r*r/(2*ta)
}

// glideTicks is how long a glide over legs squares lasts.
func glideTicks(legs int) float64 { return float64(legs)*ticksStep + ticksAccel }

// progress returns how far an animation is at time t, from 0 to 1.
func (an *anim) progress(t float64) float64 {
	if an.end <= an.start {
		return 1
	}
	return math.Min(1, math.Max(0, (t-an.start)/(an.end-an.start)))
}

// ease is smoothstep: slow start, slow end.
func ease(t float64) float64 { return t * t * (3 - 2*t) }

// first returns the earliest unfinished animation of a kind for model i.
func (a *Animator) first(kind animKind, i int) *anim {
	if a == nil {
		return nil
	}
	for k := range a.anims {
		an := &a.anims[k]
		if an.kind == kind && an.model == i && an.end > a.clock {
			return an
		}
	}
	return nil
}

// moving reports whether model i is sliding or about to.
func (a *Animator) moving(i int) bool { return a.first(animSlide, i) != nil }

// facing returns the animated facing angle of model i (radians clockwise
// from north): the way it travels while sliding, turning while it turns.
func (a *Animator) facing(i int) (float64, bool) {
	if an := a.first(animSlide, i); an != nil {
		if a.clock < an.start {
			return an.from, true
		}
		seg, _ := an.segment(a.clock)
		p, q := an.pts[seg], an.pts[seg+1]
		if d, ok := dirTo(p, q); ok {
			return float64(d) * math.Pi / 2, true
		}
		return an.to, true
	}
	if an := a.first(animTurn, i); an != nil {
		return an.from + (an.to-an.from)*ease(an.progress(a.clock)), true
	}
	return 0, false
}

// tilt returns how far model i has fallen prone, from 0 (standing) to 1.
func (a *Animator) tilt(i int) (float64, bool) {
	if an := a.first(animTilt, i); an != nil {
		return an.from + (an.to-an.from)*ease(an.progress(a.clock)), true
	}
	return 0, false
}

// dying returns the opacity of a model whose death is being shown.
func (a *Animator) dying(i int) (float64, bool) {
	if an := a.first(animDeath, i); an != nil {
		return 1 - an.progress(a.clock), true
	}
	return 0, false
}

// rollProgress returns how far the tumble and the cancellation are, each
// from 0 to 1 (1 and 1 when nothing is being shown).
// trayMotion returns how far the tray's tumble and sorting are (at rest
// when a is nil).
func (a *Animator) trayMotion() render.TrayMotion {
	if a == nil {
		return render.TrayAtRest
	}
	tumble, cancel := a.rollProgress()
	return render.TrayMotion{Rolling: a.Rolling(), Tumble: tumble, Sort: cancel, Frame: a.frames}
}

func (a *Animator) rollProgress() (tumble, cancel float64) {
	if a == nil || !a.hasRoll {
		return 1, 1
	}
	tumble, cancel = 1, 1
	if a.rollEnd > a.rollStart {
		tumble = math.Min(1, math.Max(0, (a.clock-a.rollStart)/(a.rollEnd-a.rollStart)))
	}
	if a.cancelEnd > a.cancelStart {
		cancel = math.Min(1, math.Max(0, (a.clock-a.cancelStart)/(a.cancelEnd-a.cancelStart)))
	}
	return tumble, cancel
}

// angleTo returns the angle of facing to, turned the short way from from.
func angleTo(from float64, to Dir) float64 {
	t := float64(to) * math.Pi / 2
	for t-from > math.Pi {
		t -= 2 * math.Pi
	}
	for from-t > math.Pi {
		t += 2 * math.Pi
	}
	return t
}
