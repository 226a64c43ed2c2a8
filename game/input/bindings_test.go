package input

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestEveryBinding presses each binding of the table alone and holds it:
// it gives its intent once (directions repeat on schedule, FastForward is
// only Pressed), nothing else, and nothing after release.
func TestEveryBinding(t *testing.T) {
	const held = 50
	for _, b := range Bindings() {
		t.Run(b.Device.String()+" "+b.Label(), func(t *testing.T) {
			s := NewScript()
			const id = 2
			s.ConnectPad(id)
			l := New(s)
			l.Update()

			hold(s, b, id)
			l.Update()
			want := []Event{{Intent: b.Intent, Device: b.Device}}
			if b.Device == Gamepad {
				want[0].Pad = id
			}
			if b.Intent.heldOnly() {
				want = nil
			}
			if got := l.Events(); !slices.Equal(got, want) {
				t.Fatalf("first tick: got %s, want %s", show(got), show(want))
			}
			if !l.Pressed(b.Intent) {
				t.Errorf("Pressed(%s) = false while held", b.Intent)
			}

			var at []int
			for tick := 1; tick < held; tick++ {
				l.Update()
				for _, e := range l.Events() {
					if e.Intent != b.Intent {
						t.Fatalf("tick %d: unexpected %s", tick, show(l.Events()))
					}
				}
				if l.Has(b.Intent) {
					at = append(at, tick)
				}
			}
			var wantAt []int
			if b.Intent.repeats() {
				wantAt = repeatTicks(held)[1:]
			}
			if !slices.Equal(at, wantAt) {
				t.Errorf("repeats at ticks %v, want %v", at, wantAt)
			}

			let(s, b, id)
			l.Update()
			if evs := l.Events(); len(evs) != 0 || l.Pressed(b.Intent) {
				t.Errorf("after release: events %s, Pressed %v", show(evs), l.Pressed(b.Intent))
			}
			hold(s, b, id)
			l.Update()
			if !b.Intent.heldOnly() && !l.Has(b.Intent) {
				t.Errorf("pressing again gave no %s", b.Intent)
			}
		})
	}
}

// TestTable checks the table itself: every intent but None can be given
// from the keyboard, every label is known, and no two bindings are the same
// input.
func TestTable(t *testing.T) {
	for _, i := range Intents() {
		if len(BindingsFor(i, Keyboard)) == 0 {
			t.Errorf("%s has no keyboard binding", i)
		}
	}
	for j, b := range bindings {
		if l := b.Label(); l == "" || l == "?" {
			t.Errorf("binding %d (%s) has label %q", j, b.Intent, l)
		}
		if b.Device == Mouse {
			t.Errorf("binding %d: the mouse has no table bindings", j)
		}
		for _, c := range bindings[:j] {
			same := b.Device == c.Device && b.Sign == c.Sign
			switch {
			case b.Device == Keyboard:
				same = same && b.Key == c.Key && b.Mods == c.Mods
			case b.IsStick():
				same = same && b.Axis == c.Axis
			default:
				same = same && b.Button == c.Button
			}
			if same {
				t.Errorf("%s and %s share the input %s", c.Intent, b.Intent, b.Label())
			}
		}
	}
}

// TestBindingsIsACopy checks that callers cannot change the table.
func TestBindingsIsACopy(t *testing.T) {
	bs := Bindings()
	bs[0].Key = ebiten.KeyQ
	if bindings[0].Key == ebiten.KeyQ {
		t.Fatal("Bindings returned the table itself")
	}
}
