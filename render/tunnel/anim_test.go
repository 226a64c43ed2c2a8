package tunnel

import (
	"math"
	"testing"
)

// The animator plays out events as the table reports them: "A move m3-l3
// W" on First Blood moves the Gnome A from n3 (13, 2) through m3 to l3
// (11, 2), facing west.

// gnomeMove feeds a the Gnome's move on First Blood and returns the scene
// after it and the Gnome's index.
func gnomeMove(t *testing.T, a *Animator) (*testScene, int) {
	s := firstBlood(t)
	a.Observe(&s.Scene)
	i := s.model(t, 'A')
	a.Feed(&s.Scene, moveEvent(s, i, West, Pt(12, 2), Pt(11, 2)))
	return s, i
}

func TestAnimatorMove(t *testing.T) {
	a := NewAnimator()
	start := Pt(13, 2) // n3
	_, i := gnomeMove(t, a)
	if !a.Busy() {
		t.Fatal("not busy after a move")
	}
	x, y, ok := a.ModelPos(i)
	if !ok || x != float64(start.X) || y != float64(start.Y) {
		t.Fatalf("before the first tick the model is at %v,%v (%v), want its old square %v", x, y, ok, start)
	}
	prev := x
	ticks := 0
	for a.Busy() {
		a.Update()
		ticks++
		if x, y, ok := a.ModelPos(i); ok {
			if y != float64(start.Y) {
				t.Fatalf("tick %d: y = %v, want %d all along a straight move", ticks, y, start.Y)
			}
			if x > prev+1e-9 || x < float64(start.X)-2-1e-9 {
				t.Fatalf("tick %d: x = %v after %v; want moving steadily west from %d to %d", ticks, x, prev, start.X, start.X-2)
			}
			prev = x
		}
		if ticks > 600 {
			t.Fatal("the move never ends")
		}
	}
	if ticks < 2*ticksStep {
		t.Errorf("the move took %d ticks, want at least %d", ticks, 2*ticksStep)
	}
	if _, _, ok := a.ModelPos(i); ok {
		t.Error("ModelPos still animated after the move ended")
	}
}

func TestAnimatorMoveMidway(t *testing.T) {
	a := NewAnimator()
	_, i := gnomeMove(t, a)
	for range int(glideTicks(2) / 2) { // half-way along the two squares
		a.Update()
	}
	x, y, ok := a.ModelPos(i)
	if !ok || math.Abs(x-12) > 0.01 || y != 2 {
		t.Errorf("half-way through the move the model is at %v,%v (%v), want 12,2", x, y, ok)
	}
	if ang, ok := a.facing(i); !ok || math.Abs(ang-3*math.Pi/2) > 1e-9 {
		t.Errorf("while moving west the model faces %v (%v), want west", ang, ok)
	}
}

// TestAnimatorMovesInARowGlideAsOne: the Gnome's moves m3-l3 then k3-j3,
// the second fed while the first plays (as the computer's moves come),
// glide as one slide of four squares: steadily west, never stopping, no
// turn between them, over glideTicks(4) ticks. A move fed once the model
// stopped starts a slide of its own.
func TestAnimatorMovesInARowGlideAsOne(t *testing.T) {
	a := NewAnimator()
	s, i := gnomeMove(t, a)
	a.Update()
	a.Update()
	a.Feed(&s.Scene, moveEvent(s, i, West, Pt(10, 2), Pt(9, 2)))
	prev, ticks := 13.0, 2
	for a.Busy() {
		a.Update()
		ticks++
		x, _, ok := a.ModelPos(i)
		if !ok {
			if a.Busy() {
				t.Fatalf("tick %d: the model stopped sliding while the animator is busy", ticks)
			}
			break
		}
		if x > prev+1e-9 || (x == prev && x > 9) {
			t.Fatalf("tick %d: x = %v after %v; want gliding west without a stop", ticks, x, prev)
		}
		if a.first(animTurn, i) != nil {
			t.Fatalf("tick %d: a turn queued between the moves", ticks)
		}
		prev = x
	}
	if want := int(glideTicks(4) + 0.5); ticks < want-1 || ticks > want+1 {
		t.Errorf("the two moves took %d ticks, want one glide of %d", ticks, want)
	}
	// Once at rest, the next move is a slide of its own.
	a.Feed(&s.Scene, moveEvent(s, i, West, Pt(8, 2)))
	if an := a.first(animSlide, i); an == nil || an.n != 2 || an.pts[0] != Pt(9, 2) {
		t.Errorf("a move after a stop: slide %+v, want from j3 to i3 alone", an)
	}
}

func TestAnimatorSpeedZero(t *testing.T) {
	a := NewAnimator()
	a.SetSpeed(0)
	_, i := gnomeMove(t, a)
	if a.Busy() {
		t.Error("busy at speed 0")
	}
	if _, _, ok := a.ModelPos(i); ok {
		t.Error("ModelPos animated at speed 0")
	}
}

func TestAnimatorFastAndSkip(t *testing.T) {
	count := func(speed int) int {
		a := NewAnimator()
		a.SetSpeed(speed)
		gnomeMove(t, a)
		n := 0
		for ; a.Busy(); n++ {
			a.Update()
		}
		return n
	}
	if normal, fast := count(100), count(200); fast*2 > normal+1 || fast == 0 {
		t.Errorf("at 200%% the move takes %d ticks, at 100%% %d; want half", fast, normal)
	}

	a := NewAnimator()
	_, i := gnomeMove(t, a)
	a.Update()
	a.Skip()
	if a.Busy() || a.Rolling() {
		t.Error("busy after Skip")
	}
	if _, _, ok := a.ModelPos(i); ok {
		t.Error("ModelPos animated after Skip")
	}
}

// seedSwing is the seed's example of a swing: Attack Dice 1, 2, 2, 4, 5
// against Defence Dice 2, 3, 5 leave 1, 2 and 4.
func seedSwing() []Event {
	return []Event{
		{Kind: EvSwing, Model: 0, Other: 1},
		{Kind: EvRolled, Attack: []uint8{1, 2, 2, 4, 5}, Defence: []uint8{2, 3, 5}},
		{Kind: EvCancelled},
	}
}

func TestAnimatorSwing(t *testing.T) {
	s := firstBlood(t)
	a := NewAnimator()
	a.Observe(&s.Scene)
	a.Feed(&s.Scene, append(seedSwing(),
		Event{Kind: EvResult, N: 4},
		Event{Kind: EvDamaged, Model: -1, Other: 0, N: 2, M: 4},
	))
	if !a.Rolling() {
		t.Fatal("not rolling after EvRolled")
	}
	for range ticksRoll {
		a.Update()
	}
	if a.Rolling() {
		t.Error("still rolling after the roll's time")
	}
	if !a.Busy() {
		t.Error("not busy while the pairs cancel")
	}
	d, ok := a.LastRoll()
	if !ok || d.Picked != 4 || d.AttackLeft != 0b01101 {
		t.Errorf("LastRoll = %+v, %v", d, ok)
	}
	for a.Busy() {
		a.Update()
	}
	floats := 0
	for _, an := range a.anims {
		if an.kind == animFloat && an.text == "-2" && !an.good {
			floats++
		}
	}
	if floats != 1 {
		t.Errorf("%d floating -2 after the damage, want 1 still fading", floats)
	}
}

func TestCancelLeft(t *testing.T) {
	if got := cancelLeft([]uint8{1, 2, 2, 4, 5}, []uint8{2, 3, 5}); got != 0b01101 {
		t.Errorf("cancelLeft = %05b, want 01101", got)
	}
	if got := cancelLeft([]uint8{6, 6}, nil); got != 0b11 {
		t.Errorf("cancelLeft without defence = %b, want 11", got)
	}
}
