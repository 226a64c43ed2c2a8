package input

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// modKeys are the keys the tests hold for each modifier.
var modKeys = []struct {
	mod Mods
	key ebiten.Key
}{
	{Ctrl, ebiten.KeyControlLeft},
	{Shift, ebiten.KeyShiftLeft},
	{Alt, ebiten.KeyAltLeft},
}

// hold puts binding b down on s (gamepad bindings on pad id).
func hold(s *Script, b Binding, id ebiten.GamepadID) {
	switch {
	case b.Device == Keyboard:
		for _, m := range modKeys {
			if b.Mods&m.mod != 0 {
				s.Press(m.key)
			}
		}
		s.Press(b.Key)
	case b.IsStick():
		s.SetAxis(id, b.Axis, float64(b.Sign))
	default:
		s.PadDown(id, b.Button)
	}
}

// let lets binding b up on s.
func let(s *Script, b Binding, id ebiten.GamepadID) {
	switch {
	case b.Device == Keyboard:
		for _, m := range modKeys {
			if b.Mods&m.mod != 0 {
				s.Release(m.key)
			}
		}
		s.Release(b.Key)
	case b.IsStick():
		s.SetAxis(id, b.Axis, 0)
	default:
		s.PadUp(id, b.Button)
	}
}

// show writes events as "intent/device[/pad]" words, for readable failures.
func show(evs []Event) string {
	var w []string
	for _, e := range evs {
		if e.Device == Gamepad {
			w = append(w, fmt.Sprintf("%s/%s/%d", e.Intent, e.Device, e.Pad))
		} else {
			w = append(w, fmt.Sprintf("%s/%s", e.Intent, e.Device))
		}
	}
	return "[" + strings.Join(w, ", ") + "]"
}

// ticks runs n updates and returns the ticks (0-based) at which intent i
// was an event.
func ticks(l *Layer, n int, i Intent) []int {
	var at []int
	for t := 0; t < n; t++ {
		l.Update()
		if l.Has(i) {
			at = append(at, t)
		}
	}
	return at
}

// repeatTicks is the schedule of a direction held for n ticks from tick 0.
func repeatTicks(n int) []int {
	at := []int{0}
	for t := RepeatDelay; t < n; t += RepeatInterval {
		at = append(at, t)
	}
	return at
}

// newLayer returns a script and a layer that has seen one idle tick.
func newLayer(t *testing.T) (*Script, *Layer) {
	t.Helper()
	s := NewScript()
	l := New(s)
	l.Update()
	if evs := l.Events(); len(evs) != 0 {
		t.Fatalf("idle tick gave %s", show(evs))
	}
	return s, l
}
