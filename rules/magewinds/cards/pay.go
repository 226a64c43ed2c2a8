package cards

import (
	"fmt"
	"slices"
)

// Payment is a valid way to pay a casting cost: the cards spent, in deck
// order, and X, the amount the spell works with. X is the worth assigned to
// the cost's variable part, capped at its Max (uncapped for "1+"), or, when
// no part is variable, the cost's fixed total (the sum of the parts' Min).
type Payment struct {
	Cards []Card
	X     int
}

// MaxOptionCards is the largest number of cards in a payment that Options
// lists. Costs whose parts add up to at most this many are listed in full;
// only payments that pour more cards into a "1+" part are left out.
const MaxOptionCards = 8

// Pay checks a proposed payment of cost c and returns it with its X. These
// are the rulings it applies:
//
//   - A payment is a set of cards from the hand, each spent once: a card
//     given twice, or None, is refused.
//   - Each card is assigned to one part of the cost whose type it matches.
//     Every part must get cards whose total worth (number card 1, face card
//     2, Ace 3) is at least its Min: "the casting cost '3 Spades' could be
//     met by the Ace of Spades all on its own".
//   - No card may be wasted. A card is wasted when the part it is assigned to
//     would still reach its Min without it, and the part is fixed or its
//     worth without the card already reaches its Max. So a face card or Ace
//     may overshoot ("1 Heart" paid with the King of Hearts alone is fine),
//     but "1 Heart" paid with the King and the 2 of Hearts is not.
//   - Worth beyond Min counts toward the spell's effect only on a variable
//     part, capped at its Max ("1-4 Clubs" paid with the Ace and King of
//     Clubs: neither is wasted, as without the King the part has 3 < 4, and
//     X is 5 capped to 4); on a "1+" part it is not capped. On fixed parts
//     overshoot is lost: X of a cost with no variable part is its total Min.
//   - When the cards can be assigned to the parts in several valid ways, the
//     way giving the largest X is taken.
//
// The error says why the payment fails, naming the card or part at fault:
// "the 7 of Clubs does not match 1 Heart", "2 Red needs 2, the cards give 1",
// "the 3 of Hearts is not needed".
func (c Cost) Pay(cards []Card) (Payment, error) {
	if err := c.Check(); err != nil {
		return Payment{}, err
	}
	var seen [DeckSize]bool
	for _, k := range cards {
		if !k.Valid() {
			return Payment{}, fmt.Errorf("%s cannot be spent", k.the())
		}
		if seen[k] {
			return Payment{}, fmt.Errorf("%s is given twice", k.the())
		}
		seen[k] = true
		if !c.matchesAny(k) {
			return Payment{}, fmt.Errorf("%s does not match %s", k.the(), c)
		}
	}
	for _, p := range c {
		give := 0
		for _, k := range cards {
			if p.Type.Matches(k) {
				give += k.Value()
			}
		}
		if give < p.Min {
			return Payment{}, fmt.Errorf("%s needs %d, the cards give %d", p, p.Min, give)
		}
	}
	if x, ok := c.solve(cards, true, false); ok {
		out := slices.Clone(cards)
		Sort(out)
		return Payment{Cards: out, X: x}, nil
	}
	if _, ok := c.solve(cards, false, false); !ok {
		return Payment{}, fmt.Errorf("the cards cannot pay every part of %s at once", c)
	}
	// Some assignment meets every Min but wastes a card; any card whose
	// removal still meets every Min is one the payment does not need. Name
	// the least valuable, and of those the last given.
	spare := None
	for i, k := range cards {
		rest := append(slices.Clone(cards[:i]), cards[i+1:]...)
		if _, ok := c.solve(rest, false, false); ok && (spare == None || k.Value() <= spare.Value()) {
			spare = k
		}
	}
	return Payment{}, fmt.Errorf("%s is not needed", spare.the())
}

// Affordable reports whether some cards of hand pay cost c. Ruling: that is
// so exactly when some of the hand's cards can be assigned to the parts so
// that every part reaches its Min, since dropping wasted cards one by one
// from such a set always ends in a valid payment. It does not depend on
// MaxOptionCards.
func (c Cost) Affordable(hand []Card) bool {
	if c.Check() != nil {
		return false
	}
	_, ok := c.solve(c.usable(hand), false, true)
	return ok
}

// Options returns every valid payment of cost c from hand, each once, in a
// canonical order: by X, then by the cards in deck order compared one by
// one. Duplicate cards and None in the hand are ignored. Only payments of up
// to MaxOptionCards cards are listed. It returns nil for an invalid cost or
// when nothing in the hand pays it.
func (c Cost) Options(hand []Card) []Payment {
	if c.Check() != nil {
		return nil
	}
	cards := c.usable(hand)
	// A cost without a "1+" part takes at most its total Max in cards, and
	// at most Max+2 worth per part (a card worth up to 3 tipping it over).
	maxCards, maxWorth := MaxOptionCards, DeckSize*3
	if !c.unbounded() {
		maxCards, maxWorth = 0, 0
		for _, p := range c {
			maxCards += p.Max
			maxWorth += p.Max + 2
		}
		maxCards = min(maxCards, MaxOptionCards)
	}
	var out []Payment
	pick := make([]Card, 0, maxCards)
	var walk func(from, worth int)
	walk = func(from, worth int) {
		if len(pick) > 0 {
			if x, ok := c.solve(pick, true, false); ok {
				out = append(out, Payment{Cards: slices.Clone(pick), X: x})
			}
		}
		if len(pick) == maxCards {
			return
		}
		for i := from; i < len(cards); i++ {
			if w := worth + cards[i].Value(); w <= maxWorth {
				pick = append(pick, cards[i])
				walk(i+1, w)
				pick = pick[:len(pick)-1]
			}
		}
	}
	walk(0, 0)
	slices.SortStableFunc(out, func(a, b Payment) int {
		if a.X != b.X {
			return a.X - b.X
		}
		return slices.Compare(a.Cards, b.Cards)
	})
	return out
}

// usable returns the distinct cards of hand that match some part of c, in
// deck order.
func (c Cost) usable(hand []Card) []Card {
	var seen [DeckSize]bool
	var out []Card
	for _, k := range hand {
		if k.Valid() && !seen[k] && c.matchesAny(k) {
			seen[k] = true
			out = append(out, k)
		}
	}
	Sort(out)
	return out
}

// matchesAny reports whether card k matches some part of c.
func (c Cost) matchesAny(k Card) bool {
	for _, p := range c {
		if p.Type.Matches(k) {
			return true
		}
	}
	return false
}

// unbounded reports whether c has a "1+" part.
func (c Cost) unbounded() bool {
	for _, p := range c {
		if p.Unbounded() {
			return true
		}
	}
	return false
}

// partState is what the search keeps of one part: the worth assigned to it
// and the least value among its cards (0 while it has none).
type partState struct{ w, m uint8 }

// state is the search state: one partState per part of the cost.
type state [NumTypes]partState

// solve searches the assignments of cards to the parts of valid cost c.
// With noWaste, a card may not be wasted and the best X is returned;
// without, only every part reaching its Min is asked for (and X is 0). With
// skip, cards may also be left out. It reports whether any assignment works.
//
// A part's worth only grows and its least card value only falls, so once a
// card is wasted on a bounded part (worth minus least value reaching Max) it
// stays wasted: such states are dropped at once, which keeps the search small.
func (c Cost) solve(cards []Card, noWaste, skip bool) (int, bool) {
	cur := []state{{}}
	for _, k := range cards {
		v := uint8(k.Value())
		next := make([]state, 0, len(cur)*2)
		index := make(map[state]bool, len(cur)*2)
		add := func(s state) {
			if !index[s] {
				index[s] = true
				next = append(next, s)
			}
		}
		for _, s := range cur {
			if skip {
				add(s)
			}
			for i, p := range c {
				if !p.Type.Matches(k) {
					continue
				}
				ns := s
				ps := &ns[i]
				ps.w += v
				if !noWaste {
					ps.w = min(ps.w, uint8(p.Min))
					add(ns)
					continue
				}
				if ps.m == 0 || v < ps.m {
					ps.m = v
				}
				if !p.Unbounded() && int(ps.w)-int(ps.m) >= p.Max {
					continue // the part's least card is wasted
				}
				add(ns)
			}
		}
		cur = next
	}
	vi := c.variablePart()
	best, ok := 0, false
	for _, s := range cur {
		x, met := 0, true
		for i, p := range c {
			if int(s[i].w) < p.Min {
				met = false
				break
			}
		}
		if !met {
			continue
		}
		switch {
		case !noWaste:
		case vi < 0:
			x = c.Min()
		case c[vi].Unbounded():
			x = int(s[vi].w)
		default:
			x = min(int(s[vi].w), c[vi].Max)
		}
		if !ok || x > best {
			best, ok = x, true
		}
	}
	return best, ok
}
