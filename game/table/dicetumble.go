package table

import (
	"skirmish/game/input"
	"skirmish/render"
)

// DiceTumble is the dice tumbling in a tray for a moment after a roll:
// half a second at the normal speed, none with animations off, cut short
// by the fast-forward key. The zero value is at rest.
type DiceTumble struct {
	left, total int // ticks left, and of the whole tumble
}

// tumbleTicks is how long the dice tumble at the normal speed.
const tumbleTicks = 30

// Start sets the dice tumbling (a roll was made), at the host's speed.
func (d *DiceTumble) Start(h Host) {
	if sp := h.Prefs().AnimSpeed; sp > 0 {
		d.total = max(1, tumbleTicks*100/sp)
		d.left = d.total
	}
}

// Tick advances the tumble by one tick; the fast-forward key held, or
// animations turned off, ends it.
func (d *DiceTumble) Tick(h Host) {
	if d.left == 0 {
		return
	}
	d.left--
	if h.In().Pressed(input.FastForward) || h.Prefs().AnimSpeed <= 0 {
		d.left = 0
	}
}

// Rolling reports whether the dice are still tumbling.
func (d *DiceTumble) Rolling() bool { return d.left > 0 }

// Motion returns the tray's motion now; frame counts ticks, for the
// dice's spin.
func (d *DiceTumble) Motion(frame int) render.TrayMotion {
	if d.left == 0 {
		return render.TrayAtRest
	}
	return render.TrayMotion{Rolling: true, Tumble: 1 - float64(d.left)/float64(d.total), Sort: 1, Frame: frame}
}
