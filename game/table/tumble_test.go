package table

import (
	"testing"

	"skirmish/game/input"
)

// TestTumble: the dice tumble for TumbleTicks at the normal speed, twice as
// long at half speed, not at all without animations, and the tray's
// motion goes from the start of the tumble to rest.
func TestTumble(t *testing.T) {
	in := input.New(input.NewScript())
	for _, c := range []struct{ speed, ticks int }{{100, TumbleTicks}, {50, 2 * TumbleTicks}, {0, 0}} {
		var tu Tumble
		tu.Start(c.speed)
		n := 0
		for ; tu.Rolling() && n < 1000; n++ {
			if m := tu.Motion(); !m.Rolling || m.Tumble < 0 || m.Tumble >= 1 {
				t.Fatalf("speed %d, tick %d: motion %+v", c.speed, n, m)
			}
			tu.Tick(in, Prefs{AnimSpeed: c.speed})
		}
		if n != c.ticks {
			t.Errorf("speed %d: the dice tumbled %d ticks, want %d", c.speed, n, c.ticks)
		}
		if m := tu.Motion(); m.Rolling {
			t.Errorf("speed %d: the tray still rolls at rest: %+v", c.speed, m)
		}
	}
}
