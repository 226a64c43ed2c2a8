package tunnel

import "math"

// EventKind is what an Event reports, of what the animator shows.
type EventKind uint8

// The kinds of event the animator plays out; the table leaves out (or
// marks EvOther) every other event of the rules.
const (
	EvOther     EventKind = iota // shown by nothing on the board
	EvMoved                      // Model moved along Path[:Steps] and faces Facing
	EvShunted                    // Other was pushed From one square To the next
	EvTurned                     // Model turned to face Facing
	EvRecovered                  // Model got up, facing Facing
	EvSwing                      // a swing begins: the tray empties
	EvRolled                     // the dice of the swing were rolled: Attack against Defence
	EvCancelled                  // matching pairs cancelled
	EvResult                     // the result N was picked
	EvDamaged                    // Other lost N Endurance
	EvRoared                     // Model recovered N Stamina
	EvKilled                     // Other died
	EvFloored                    // Other fell prone (unless M is not 0: it was already)
)

// Event is what happened, as the animator needs it: the table fills one
// from each event of the rules.
type Event struct {
	Kind            EventKind
	Model, Other    int // model indexes, -1 for none
	Path            [2]Point
	Steps           int
	From, To        Point
	Facing          Dir
	Attack, Defence []uint8 // the dice rolled, in roll order
	N, M            int
}

// Texts of floating numbers, so that showing one allocates nothing.
var (
	lossText = [...]string{"-0", "-1", "-2", "-3", "-4", "-5", "-6", "-7", "-8", "-9", "-10"}
	gainText = [...]string{"+0", "+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8", "+9", "+10"}
)

// Feed queues the animations of events just applied to a game; s is the
// game after them. Moves and shunts slide the model square by square, rolls
// tumble the tray dice and then show the pairs cancelling, damage floats
// "-N" in red over the model, a kill fades the model out and leaves a skull
// for a moment, a roar floats "+N" in green and a fall tilts the token. The
// animations play one after another, after any already queued.
//
// Positions are kept in cell units, so the board may be laid out again
// while an animation plays.
func (a *Animator) Feed(s *Scene, evs []Event) {
	n := len(s.Models)
	if len(a.poses) < n {
		a.poses = append(a.poses, make([]pose, n-len(a.poses))...)
	}
	t := max(a.clock, a.queue)
	for k := range evs {
		e := &evs[k]
		switch e.Kind {
		case EvMoved:
			t = a.feedMove(e, t)
		case EvShunted:
			if i := e.Other; a.valid(i) {
				an := anim{kind: animSlide, model: i, start: t, end: t + ticksShunt, n: 2}
				an.pts[0], an.pts[1] = e.From, e.To
				an.from = float64(a.poses[i].facing) * math.Pi / 2
				an.to = an.from
				a.anims = append(a.anims, an)
				a.poses[i].at = e.To
				t += ticksShunt
			}
		case EvTurned, EvRecovered:
			if i := e.Model; a.valid(i) {
				start := t
				t = a.feedTurn(i, e.Facing, t)
				if e.Kind == EvRecovered { // it gets up while it turns
					a.anims = append(a.anims, anim{kind: animTilt, model: i, start: start, end: start + ticksTilt, from: 1, to: 0})
					t = max(t, start+ticksTilt)
					a.poses[i].prone = false
				}
			}
		case EvSwing:
			a.hasRoll = false
			a.roll = TrayDice{}
		case EvRolled:
			a.rollA = append(a.rollA[:0], e.Attack[:min(len(e.Attack), maxTrayDice)]...)
			a.rollD = append(a.rollD[:0], e.Defence[:min(len(e.Defence), maxTrayDice)]...)
			a.roll = TrayDice{Attack: a.rollA, Defence: a.rollD, AttackLeft: 1<<len(a.rollA) - 1}
			a.hasRoll = true
			a.rollStart, a.rollEnd = t, t+ticksRoll
			a.cancelStart, a.cancelEnd = t+ticksRoll, t+ticksRoll
			t += ticksRoll
		case EvCancelled:
			a.roll.AttackLeft = cancelLeft(a.roll.Attack, a.roll.Defence)
			a.roll.Cancelled = true
			a.cancelStart, a.cancelEnd = t, t+ticksCancel
			t += ticksCancel
		case EvResult:
			a.roll.Picked = e.N
			t += ticksPick
		case EvDamaged:
			t = a.feedFloat(e.Other, lossText[max(0, min(e.N, 10))], false, t)
		case EvRoared:
			t = a.feedFloat(e.Model, gainText[max(0, min(e.N, 10))], true, t)
		case EvKilled:
			if i := e.Other; a.valid(i) {
				a.anims = append(a.anims,
					anim{kind: animDeath, model: i, start: t, end: t + ticksDeath},
					anim{kind: animSkull, model: i, start: t, end: t + ticksSkull, at: a.poses[i].at})
				t += ticksDeath
			}
		case EvFloored:
			if i := e.Other; a.valid(i) && e.M == 0 {
				a.anims = append(a.anims, anim{kind: animTilt, model: i, start: t, end: t + ticksTilt, from: 0, to: 1})
				a.poses[i].prone = true
				t += ticksTilt
			}
		}
	}
	a.queue = t
	a.Observe(s)
	if a.speed == 0 {
		a.Skip()
	}
}

// valid reports whether i is a model the animator knows.
func (a *Animator) valid(i int) bool { return i >= 0 && i < len(a.poses) }

// feedMove queues the slide of a Move from where the model stood along its
// path, then a turn to its new facing; it returns when they end.
func (a *Animator) feedMove(e *Event, t float64) float64 {
	i, steps := e.Model, min(e.Steps, len(e.Path))
	if !a.valid(i) || steps < 1 {
		return t
	}
	ps := &a.poses[i]
	if end, ok := a.extendSlide(i, e, steps, t); ok {
		return end
	}
	an := anim{kind: animSlide, model: i, start: t, glide: true}
	if ps.known && manhattan(ps.at, e.Path[0]) == 1 {
		an.pts[0] = ps.at
		an.n = 1
	}
	for _, p := range e.Path[:steps] {
		an.pts[an.n] = p
		an.n++
	}
	an.from = float64(ps.facing) * math.Pi / 2
	an.to = float64(e.Facing) * math.Pi / 2
	dest := e.Path[steps-1]
	if an.n >= 2 {
		an.end = t + glideTicks(an.n-1)
		a.anims = append(a.anims, an)
		t = an.end
		// The model faces the way it travelled; it turns to its chosen
		// facing once it arrives.
		if d, ok := dirTo(an.pts[an.n-2], dest); ok {
			ps.facing = d
		}
	}
	ps.at, ps.known = dest, true
	if ps.facing != e.Facing {
		t = a.feedTurn(i, e.Facing, t)
	}
	return t
}

// extendSlide makes the slide of model i under way go on along e's path,
// when that slide is the last thing queued (save the turn to its facing,
// not begun, which is dropped) and is not yet slowing down: the moves of a
// model in a row glide as one. It returns when the slide, and the turn to
// e's facing after it, end.
func (a *Animator) extendSlide(i int, e *Event, steps int, t float64) (float64, bool) {
	k := len(a.anims) - 1
	turn := k >= 0 && a.anims[k].kind == animTurn && a.anims[k].model == i && a.anims[k].start >= a.clock
	if turn {
		k--
	}
	if k < 0 {
		return t, false
	}
	sl := &a.anims[k]
	end := sl.end
	if turn {
		end = a.anims[k+1].end
	}
	if sl.kind != animSlide || !sl.glide || sl.model != i || sl.n+steps > len(sl.pts) ||
		end != t || a.clock >= sl.end-ticksAccel || manhattan(sl.pts[sl.n-1], e.Path[0]) != 1 {
		return t, false
	}
	if turn {
		a.anims = a.anims[:k+1]
	}
	for _, p := range e.Path[:steps] {
		sl.pts[sl.n] = p
		sl.n++
	}
	sl.end += float64(steps) * ticksStep
	sl.to = float64(e.Facing) * math.Pi / 2
	ps := &a.poses[i]
	dest := e.Path[steps-1]
	if d, ok := dirTo(sl.pts[sl.n-2], dest); ok {
		ps.facing = d
	}
	ps.at, ps.known = dest, true
	t = sl.end
	if ps.facing != e.Facing {
		t = a.feedTurn(i, e.Facing, t)
	}
	return t, true
}

// feedTurn queues model i turning to face f and returns when it ends.
func (a *Animator) feedTurn(i int, f Dir, t float64) float64 {
	ps := &a.poses[i]
	from := float64(ps.facing) * math.Pi / 2
	ps.facing = f
	a.anims = append(a.anims, anim{kind: animTurn, model: i, start: t, end: t + ticksTurn, from: from, to: angleTo(from, f)})
	return t + ticksTurn
}

// feedFloat queues a number floating up from model i.
func (a *Animator) feedFloat(i int, s string, good bool, t float64) float64 {
	if !a.valid(i) {
		return t
	}
	a.anims = append(a.anims, anim{kind: animFloat, model: i, start: t, end: t + ticksFloat, at: a.poses[i].at, text: s, good: good})
	return t + ticksFloatQ
}

// cancelLeft works out which attack dice survive cancellation the way the
// rules do it: each defence die, in roll order, removes the first attack
// die left with the same number.
func cancelLeft(attack, defence []uint8) uint16 {
	left := uint16(1)<<len(attack) - 1
	for _, v := range defence {
		for k, w := range attack {
			if left&(1<<k) != 0 && w == v {
				left &^= 1 << k
				break
			}
		}
	}
	return left
}
