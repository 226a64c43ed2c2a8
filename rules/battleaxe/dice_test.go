package battleaxe

import (
	"errors"
	"testing"

	"skirmish/rules"
)

// loaded returns a roller over dice loaded with script.
func loaded(t *testing.T, script ...int) *Roller {
	t.Helper()
	d, err := rules.LoadedDice(1, script)
	if err != nil {
		t.Fatal(err)
	}
	return NewRoller(&d)
}

// pct returns the two D10 faces that roll each D100 result, in order.
func pct(vs ...int) []int {
	var out []int
	for _, v := range vs {
		t, u := Faces(v)
		out = append(out, t, u)
	}
	return out
}

// "For example, rolls of 3 and 7 result in 37%. Rolls of 0 and 0 results
// in 100%."
func TestSeedRollsOf3And7Result37AndOf0And0Result100(t *testing.T) {
	r := loaded(t, 3, 7, 10, 10, 10, 5, 4, 10)
	for _, want := range []int{37, 100, 5, 40} {
		if got := r.D100(); got.Value != want {
			t.Fatalf("D100 gave %d (%+v), want %d", got.Value, got, want)
		}
	}
	if r.Err() != nil {
		t.Fatal(r.Err())
	}
}

func TestFacesRoundTripEveryPercent(t *testing.T) {
	for v := 1; v <= 100; v++ {
		tens, units := Faces(v)
		if tens < 1 || tens > 10 || units < 1 || units > 10 {
			t.Fatalf("%d: faces %d %d outside a D10", v, tens, units)
		}
		if got := PercentOf(tens, units).Value; got != v {
			t.Fatalf("%d: faces %d %d read back as %d", v, tens, units, got)
		}
	}
}

func TestRandomD100CoversOneToHundredEvenly(t *testing.T) {
	d := rules.NewDice(7)
	r := NewRoller(&d)
	var seen [101]int
	for range 100000 {
		v := r.D100().Value
		if v < 1 || v > 100 {
			t.Fatalf("D100 gave %d", v)
		}
		seen[v]++
	}
	for v := 1; v <= 100; v++ {
		if seen[v] < 800 || seen[v] > 1200 {
			t.Fatalf("%d came up %d times in 100000 rolls", v, seen[v])
		}
	}
}

func TestD6D10D20StayOnTheirFaces(t *testing.T) {
	d := rules.NewDice(3)
	r := NewRoller(&d)
	for range 1000 {
		if v := r.D6(); v < 1 || v > 6 {
			t.Fatalf("D6 %d", v)
		}
		if v := r.D10(); v < 1 || v > 10 {
			t.Fatalf("D10 %d", v)
		}
		if v := r.D20(); v < 1 || v > 20 {
			t.Fatalf("D20 %d", v)
		}
	}
}

func TestLoadedDiceRunningOutIsAnErrorNotAPanic(t *testing.T) {
	r := loaded(t, 3)
	r.D100()
	if !errors.Is(r.Err(), rules.ErrDiceExhausted) {
		t.Fatalf("want dice exhausted, got %v", r.Err())
	}
	r = loaded(t, 7)
	if r.D6(); r.Err() == nil {
		t.Fatal("a scripted 7 cannot be rolled on a D6")
	}
}

// "each player rolls D100 for their hero - the one with the highest roll is
// affected."
func TestSeedRollForItHighestRollIsAffected(t *testing.T) {
	r := loaded(t, pct(12, 88, 40)...)
	if got, _ := r.RollForIt(3); got != 1 {
		t.Fatalf("rolls 12 88 40 picked %d, want the 88 (1)", got)
	}
	// A tie for the highest rolls again among the tied only.
	r = loaded(t, pct(70, 70, 3, 20, 90)...)
	got, rounds := r.RollForIt(3)
	if got != 1 || len(rounds) != 2 || rounds[1][2] != 0 {
		t.Fatalf("tie 70 70: picked %d after %v, want 1 after a roll-off of the two", got, rounds)
	}
}

// "The lowest roll goes first."
func TestSeedInitiativeLowestRollGoesFirst(t *testing.T) {
	r := loaded(t, pct(30, 61)...)
	if first, _ := r.Initiative(); !first {
		t.Fatal("heroes rolled 30 against 61: they go first")
	}
	r = loaded(t, pct(44, 44, 90, 15)...)
	first, rolls := r.Initiative()
	if first || len(rolls) != 2 {
		t.Fatalf("44 44 then 90 15: enemies go first after a roll again; got heroes first %v, rolls %v", first, rolls)
	}
}
