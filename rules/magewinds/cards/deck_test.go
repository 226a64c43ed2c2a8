package cards

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestShuffleIsDeterministicPermutation(t *testing.T) {
	a := FullDeck()
	b := FullDeck()
	Shuffle(a, rand.New(rand.NewPCG(7, 11)))
	Shuffle(b, rand.New(rand.NewPCG(7, 11)))
	if !slices.Equal(a, b) {
		t.Fatal("the same seed gave two orders")
	}
	if slices.Equal(a, FullDeck()) {
		t.Error("the shuffle left the deck in order")
	}
	s := slices.Clone(a)
	Sort(s)
	if !slices.Equal(s, FullDeck()) {
		t.Errorf("the shuffle is not a permutation: %v", a)
	}
	c := FullDeck()
	Shuffle(c, rand.New(rand.NewPCG(8, 11)))
	if slices.Equal(a, c) {
		t.Error("two seeds gave the same order")
	}
}

// Every one of the 6 orders of 3 cards comes up from some seed.
func TestShuffleReachesEveryOrder(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(200) {
		d := []Card{0, 1, 2}
		Shuffle(d, rand.New(rand.NewPCG(seed, 1)))
		seen[Card(d[0]).String()+Card(d[1]).String()+Card(d[2]).String()] = true
	}
	if len(seen) != 6 {
		t.Errorf("saw %d orders, want 6", len(seen))
	}
}

// scripted returns the draws it was given, to pin down the Fisher–Yates order.
type scripted struct{ draws []int }

func (s *scripted) IntN(n int) int {
	v := s.draws[0]
	s.draws = s.draws[1:]
	return v
}

func TestShuffleOrderOfDraws(t *testing.T) {
	d := []Card{0, 1, 2, 3}
	// i=3 swaps with 0, i=2 with 2, i=1 with 0.
	Shuffle(d, &scripted{[]int{0, 2, 0}})
	if want := []Card{1, 3, 2, 0}; !slices.Equal(d, want) {
		t.Errorf("got %v, want %v", d, want)
	}
	// A source giving out-of-range values does not panic.
	e := FullDeck()
	Shuffle(e, &scripted{slices.Repeat([]int{-7, 99}, 26)})
	Sort(e)
	if !slices.Equal(e, FullDeck()) {
		t.Error("a bad source broke the permutation")
	}
	Shuffle(e, nil)
	if !slices.Equal(e, FullDeck()) {
		t.Error("a nil source changed the order")
	}
}

func TestDiscard(t *testing.T) {
	hand := mustCards(t, "AH", "7C", "KS", "2D")
	rest, err := Discard(hand, mustCards(t, "KS", "AH"))
	if err != nil || !slices.Equal(rest, mustCards(t, "7C", "2D")) {
		t.Errorf("Discard = %v, %v", rest, err)
	}
	if !slices.Equal(hand, mustCards(t, "AH", "7C", "KS", "2D")) {
		t.Error("Discard changed the hand")
	}
	for spent, want := range map[string]string{
		"QH":    "the Queen of Hearts is not in the hand",
		"7C 7C": "the 7 of Clubs is discarded twice",
		"??":    "an unknown card (??) cannot be discarded",
	} {
		var cs []Card
		for _, f := range strings.Fields(spent) {
			cs = append(cs, mustCard(t, f))
		}
		if _, err := Discard(hand, cs); err == nil || err.Error() != want {
			t.Errorf("Discard(%s) error %v, want %q", spent, err, want)
		}
	}
}
