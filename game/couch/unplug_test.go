package couch

import (
	"slices"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/table"
)

// buttons lists the labels of the buttons on the screen shown, its
// window first.
func (r *rig) buttons() []string {
	var out []string
	var walk func(w widget.PreferredSizeLocateableWidget)
	walk = func(w widget.PreferredSizeLocateableWidget) {
		if b, ok := w.(*widget.Button); ok && b.Text() != nil {
			out = append(out, strings.TrimSpace(b.Text().Label))
			return
		}
		if c, ok := w.(*widget.Container); ok {
			for _, ch := range c.Children() {
				walk(ch)
			}
		}
	}
	if win := r.Window(); win != nil {
		if c, ok := win.GetContainer().(*widget.Container); ok {
			walk(c)
		}
	}
	if u := r.App.Scene().UI(); u != nil {
		if c, ok := u.Container.(*widget.Container); ok {
			walk(c)
		}
	}
	return out
}

// paused reports whether the table is paused for an unplugged pad.
func (r *rig) paused() bool { p, _ := r.probe(); return p.Paused }

// idle runs n ticks with nothing pressed.
func (r *rig) idle(n int) { r.T.Helper(); r.TicksN(n) }

// wrongPad checks that a connected pad that does not play the side to act
// neither moves the cursor nor plays: the input is filtered by seat.
func wrongPad(r *rig) {
	r.T.Helper()
	r.Until("a decision", 60, func() bool { p, _ := r.probe(); return p.ToAct >= 0 && !p.Covered && p.Window == nil })
	p, _ := r.probe()
	seats := r.seating()
	for _, id := range r.App.In().Pads() {
		if seats.Allows(p.ToAct, table.PadController(id)) {
			continue
		}
		before := r.history()
		r.PadButton(id, padRight)
		r.PadButton(id, padDown)
		r.PadButton(id, padA)
		r.TicksN(2)
		q, _ := r.probe()
		if q.Cursor != p.Cursor || q.Selected != p.Selected || r.history() != before {
			r.T.Errorf("gamepad %d, not seated at side %d (seats %v), moved the cursor %s -> %s, selected %q -> %q, played %d",
				int(id)+1, p.ToAct+1, r.seats(), p.Cursor, q.Cursor, p.Selected, q.Selected, r.history()-before)
		}
		return
	}
	r.T.Logf("no connected pad is barred from side %d (seats %v): nothing to filter", p.ToAct+1, r.seats())
}

// unplugAndTakeOver runs mid-game, side 0 (p0's) to decide: the other pad
// is barred from the table; p1 is unplugged while nobody touches anything
// and the game pauses; Start on p0 opens the menu; p1 comes back and the
// game goes on by itself; p1 is unplugged again and p0 takes its side
// over with A, which plays nothing; p1 is plugged back in.
func unplugAndTakeOver(r *rig, p0, p1 hands) {
	t := r.T
	t.Helper()
	wrongPad(r)
	seats := r.seats()
	before := r.history()

	r.Src.DisconnectPad(p1.pad)
	for i := 0; i < 100 && !r.paused(); i++ {
		r.idle(1)
	}
	if !r.paused() {
		t.Fatalf("tick %d: 100 idle ticks after gamepad %d was unplugged the game is not paused", r.Ticks, int(p1.pad)+1)
	}
	r.PadButton(p0.pad, padStart)
	r.TicksN(2)
	if r.CurrentButton("Resume") == nil {
		t.Errorf("tick %d: Start on gamepad %d while paused opened no menu (buttons %v)", r.Ticks, int(p0.pad)+1, r.buttons())
	} else {
		r.PadButton(p0.pad, padB)
		r.TicksN(2)
		if r.CurrentButton("Resume") != nil {
			t.Errorf("tick %d: B on gamepad %d did not close the menu it opened", r.Ticks, int(p0.pad)+1)
			r.press(p0, "Resume")
		}
	}
	if !r.paused() {
		t.Errorf("tick %d: the game went on with gamepad %d still unplugged", r.Ticks, int(p1.pad)+1)
	}

	r.Src.ConnectPad(p1.pad)
	for i := 0; i < 10 && r.paused(); i++ {
		r.idle(1)
	}
	if r.paused() {
		t.Errorf("tick %d: 10 idle ticks after gamepad %d came back the game is still paused", r.Ticks, int(p1.pad)+1)
		r.PadButton(p1.pad, padA) // a press wakes it today: go on
		r.TicksN(2)
	}
	if got := r.seats(); !slices.Equal(got, seats) {
		t.Errorf("after the replug the seats are %v, want %v", got, seats)
	}

	r.Src.DisconnectPad(p1.pad)
	for i := 0; i < 100 && !r.paused(); i++ {
		r.idle(1)
	}
	if !r.paused() {
		r.PadButton(p0.pad, padB) // a press wakes it today: go on
	}
	r.Until("the pause", 10, r.paused)
	r.PadButton(p0.pad, padA)
	r.TicksN(3)
	if r.paused() {
		t.Errorf("tick %d: A on gamepad %d did not take over the side of unplugged gamepad %d (seats %v)", r.Ticks, int(p0.pad)+1, int(p1.pad)+1, r.seats())
		r.Src.ConnectPad(p1.pad) // go on with the pad back, to check the rest
		r.Until("the end of the pause", 200, func() bool {
			if r.Ticks%20 == 0 {
				r.PadButton(p1.pad, padB)
			}
			return !r.paused()
		})
		return
	}
	if got := r.seats(); !strings.Contains(got[1], "Gamepad 1") {
		t.Errorf("after the take-over the seats are %v: gamepad 1 should play side 2", got)
	}
	if r.history() != before {
		t.Errorf("the take-over played %d action(s)", r.history()-before)
	}
	seats = r.seats()
	r.Src.ConnectPad(p1.pad)
	r.idle(5)
	if r.paused() {
		t.Errorf("tick %d: paused after gamepad %d came back to a game taken over", r.Ticks, int(p1.pad)+1)
	}
	if got := r.seats(); !slices.Equal(got, seats) {
		t.Errorf("the replug after the take-over changed the seats from %v to %v", seats, got)
	}
}
