package cards

import (
	"fmt"
	"slices"
)

// Intn is a source of random integers: IntN returns a value in [0, n). The
// game's dice (*rules.Dice) satisfy it, so shuffles draw from the generator
// that lives in the game state and replays repeat them exactly.
type Intn interface{ IntN(n int) int }

// Shuffle puts cards in a random order with the Fisher–Yates shuffle, drawing
// every index from r; the same source state always gives the same order. A
// nil source leaves the cards as they are, and a value from r outside [0, n)
// is brought back into range rather than trusted.
func Shuffle(cards []Card, r Intn) {
	if r == nil {
		return
	}
	for i := len(cards) - 1; i > 0; i-- {
		n := i + 1
		j := r.IntN(n) % n
		if j < 0 {
			j += n
		}
		cards[i], cards[j] = cards[j], cards[i]
	}
}

// Sort puts cards in deck order (Hearts, Diamonds, Clubs, Spades; Ace to King
// within a suit), with None and other non-cards last.
func Sort(cards []Card) { slices.Sort(cards) }

// Worth returns the total value of the cards (number card 1, face card 2,
// Ace 3), as used both for paying costs and for windburn; None counts 0.
func Worth(cards []Card) int {
	w := 0
	for _, c := range cards {
		w += c.Value()
	}
	return w
}

// Contains reports whether c is among cards.
func Contains(cards []Card, c Card) bool { return slices.Contains(cards, c) }

// Discard returns a new slice holding hand without the spent cards, keeping
// the order of the rest; hand is not changed. It fails, naming the card, when
// a spent card is not a card, is not in the hand, or is spent twice.
func Discard(hand, spent []Card) ([]Card, error) {
	var gone [DeckSize]bool
	for _, c := range spent {
		switch {
		case !c.Valid():
			return nil, fmt.Errorf("%s cannot be discarded", c.the())
		case gone[c]:
			return nil, fmt.Errorf("%s is discarded twice", c.the())
		case !Contains(hand, c):
			return nil, fmt.Errorf("%s is not in the hand", c.the())
		}
		gone[c] = true
	}
	rest := make([]Card, 0, len(hand))
	for _, c := range hand {
		if c.Valid() && gone[c] {
			continue
		}
		rest = append(rest, c)
	}
	return rest, nil
}
