package render

import (
	"math"
	"testing"

	"skirmish/rules/grid"
	"skirmish/rules/tunnel"
)

// doMove applies "A move ..." style notation to g and returns the events.
func doMove(t *testing.T, g *tunnel.Game, notation string) []tunnel.Event {
	t.Helper()
	a, err := tunnel.ParseAction(notation)
	if err != nil {
		t.Fatal(err)
	}
	evs, err := g.Do(a, nil)
	if err != nil {
		t.Fatal(err)
	}
	return evs
}

func TestAnimatorMove(t *testing.T) {
	g := newGame(t, "first-blood", 1)
	a := NewAnimator()
	a.Observe(g)
	i := g.ModelByID('A')
	start := g.Model(i).At // n3
	evs := doMove(t, g, "A move m3-l3 W")
	a.Feed(g, evs, nil)
	if !a.Busy() {
		t.Fatal("not busy after a move")
	}
	x, y, ok := a.ModelPos(i)
	if !ok || x != float64(start.X) || y != float64(start.Y) {
		t.Fatalf("before the first tick the model is at %v,%v (%v), want its old square %s", x, y, ok, start)
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
	if got, want := g.Model(i).At, grid.Pt(11, 2); got != want {
		t.Fatalf("the rules put A on %s, want %s", got, want)
	}
}

func TestAnimatorMoveMidway(t *testing.T) {
	g := newGame(t, "first-blood", 1)
	a := NewAnimator()
	a.Observe(g)
	i := g.ModelByID('A')
	a.Feed(g, doMove(t, g, "A move m3-l3 W"), nil)
	for range ticksStep { // half-way along the two squares
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

func TestAnimatorSpeedZero(t *testing.T) {
	g := newGame(t, "first-blood", 1)
	a := NewAnimator()
	a.SetSpeed(0)
	a.Observe(g)
	a.Feed(g, doMove(t, g, "A move m3-l3 W"), nil)
	if a.Busy() {
		t.Error("busy at speed 0")
	}
	if _, _, ok := a.ModelPos(g.ModelByID('A')); ok {
		t.Error("ModelPos animated at speed 0")
	}
}

func TestAnimatorFastAndSkip(t *testing.T) {
	count := func(speed int) int {
		g := newGame(t, "first-blood", 1)
		a := NewAnimator()
		a.SetSpeed(speed)
		a.Observe(g)
		a.Feed(g, doMove(t, g, "A move m3-l3 W"), nil)
		n := 0
		for ; a.Busy(); n++ {
			a.Update()
		}
		return n
	}
	if normal, fast := count(100), count(200); fast*2 > normal+1 || fast == 0 {
		t.Errorf("at 200%% the move takes %d ticks, at 100%% %d; want half", fast, normal)
	}

	g := newGame(t, "first-blood", 1)
	a := NewAnimator()
	a.Observe(g)
	a.Feed(g, doMove(t, g, "A move m3-l3 W"), nil)
	a.Update()
	a.Skip()
	if a.Busy() || a.Rolling() {
		t.Error("busy after Skip")
	}
	if _, _, ok := a.ModelPos(g.ModelByID('A')); ok {
		t.Error("ModelPos animated after Skip")
	}
}

func TestAnimatorSwing(t *testing.T) {
	g := newGame(t, "first-blood", 1)
	a := NewAnimator()
	a.Observe(g)
	a.Feed(g, []tunnel.Event{
		{Kind: tunnel.EvSwing},
		{Kind: tunnel.EvRolled, NA: 5, ND: 3, Attack: [10]uint8{1, 2, 2, 4, 5}, Defence: [10]uint8{2, 3, 5}},
		{Kind: tunnel.EvCancelled},
		{Kind: tunnel.EvResult, N: 4},
		{Kind: tunnel.EvDamaged, Other: 0, N: 2, M: 4},
	}, nil)
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
