package arena

import "testing"

// TestHoldBreath checks "While doing so, the character gains 1 EP each
// round"; "If the character ever falls below 0 APs ... they breathe in
// immediately"; and ruling 75: offered only in the dark, 1 AP.
func TestHoldBreath(t *testing.T) {
	g := board(t, `
light: twilight

map:
A0000a

terrain:
d.....

legend:
A: sindon
a: sentinel
`)
	illegal(t, g, "a breathe") // in the light
	do(t, g, "A breathe")
	if a := fighter(t, g, 'A'); !a.Cond.Has(Breath) || a.AP != 2 {
		t.Fatalf("Sindon should hold his breath for 1 AP\n%s", g.Describe())
	}
	do(t, g, "a hold")
	do(t, g, "A hold")
	if a := fighter(t, g, 'A'); a.EP != 1 || !a.Cond.Has(Breath) {
		t.Fatalf("a round holding the breath: 1 EP; EP %d", a.EP)
	}
	do(t, g, "A breathe")
	if fighter(t, g, 'A').Cond.Has(Breath) {
		t.Fatal("breathe again lets it out")
	}
	f := fighter(t, g, 'A')
	f.Cond |= Breath
	g.pay(g.ByID('A'), 3) // 1 AP left, 3 paid: -2
	if f.Cond.Has(Breath) {
		t.Fatal("below 0 AP, Sindon breathes in")
	}
}
