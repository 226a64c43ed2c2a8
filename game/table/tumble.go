package table

import (
	"skirmish/game/input"
	"skirmish/render"
)

// Tumble is the dice tumbling in a tray for a moment after a roll, at the
// player's animation speed; the fast-forward key, or no animation, stops
// it. The zero Tumble rests.
type Tumble struct {
	left, ticks int // ticks left of the tumble, and how long it lasts
	frame       int // a tick count, for the dice's faces as they tumble
}

// TumbleTicks is how long the dice tumble at the normal speed: half a
// second.
const TumbleTicks = 30

// Start starts the dice tumbling at speed (Prefs.AnimSpeed; 0: not at
// all).
func (t *Tumble) Start(speed int) {
	if speed > 0 {
		t.ticks = max(1, TumbleTicks*100/speed)
		t.left = t.ticks
	}
}

// Tick moves the tumble on by a tick.
func (t *Tumble) Tick(in *input.Layer, p Prefs) {
	t.frame++
	if t.left > 0 {
		t.left--
		if in.Pressed(input.FastForward) || p.AnimSpeed <= 0 {
			t.left = 0
		}
	}
}

// Rolling reports whether the dice still tumble.
func (t *Tumble) Rolling() bool { return t.left > 0 }

// Motion is the tray's motion now: the dice tumbling, or at rest.
func (t *Tumble) Motion() render.TrayMotion {
	if t.left <= 0 {
		return render.TrayAtRest
	}
	return render.TrayMotion{Rolling: true, Tumble: 1 - float64(t.left)/float64(max(1, t.ticks)), Sort: 1, Frame: t.frame}
}
