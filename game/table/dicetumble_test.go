package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
)

// tumbleHost is a Host with only input and preferences.
type tumbleHost struct {
	Host
	in    *input.Layer
	prefs Prefs
}

func (h tumbleHost) In() *input.Layer { return h.in }
func (h tumbleHost) Prefs() Prefs     { return h.prefs }

// TestDiceTumble: the dice tumble half a second at the normal speed,
// twice as long at half speed, not at all with animations off, and the
// fast-forward key stops them.
func TestDiceTumble(t *testing.T) {
	s := input.NewScript()
	h := tumbleHost{in: input.New(s), prefs: Prefs{AnimSpeed: 50}}
	var d DiceTumble
	ticks := func() int {
		n := 0
		for d.Rolling() && n < 1000 {
			h.in.Update()
			d.Tick(h)
			n++
		}
		return n
	}
	d.Start(h)
	if m := d.Motion(0); !m.Rolling || m.Tumble != 0 {
		t.Errorf("just started: %+v", m)
	}
	if n := ticks(); n != 2*tumbleTicks {
		t.Errorf("at half speed the dice tumbled %d ticks, want %d", n, 2*tumbleTicks)
	}
	if m := d.Motion(0); m.Rolling || m.Tumble != 1 {
		t.Errorf("at rest: %+v", m)
	}
	h.prefs.AnimSpeed = 0
	if d.Start(h); d.Rolling() {
		t.Error("the dice tumble with animations off")
	}
	h.prefs.AnimSpeed = 100
	d.Start(h)
	s.Press(ebiten.KeyF)
	if n := ticks(); n != 1 {
		t.Errorf("with fast-forward held the dice tumbled %d ticks", n)
	}
}
