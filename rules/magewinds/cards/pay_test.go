package cards

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func pay(t *testing.T, cost string, cards ...string) (Payment, error) {
	t.Helper()
	return mustCost(t, cost).Pay(mustCards(t, cards...))
}

func wantPay(t *testing.T, cost string, x int, cards ...string) {
	t.Helper()
	p, err := pay(t, cost, cards...)
	if err != nil {
		t.Errorf("%q paid with %v: %v", cost, cards, err)
		return
	}
	if p.X != x {
		t.Errorf("%q paid with %v: X = %d, want %d", cost, cards, p.X, x)
	}
}

func wantRefusal(t *testing.T, cost, msg string, cards ...string) {
	t.Helper()
	p, err := pay(t, cost, cards...)
	if err == nil {
		t.Errorf("%q paid with %v: accepted with X = %d, want %q", cost, cards, p.X, msg)
		return
	}
	if err.Error() != msg {
		t.Errorf("%q paid with %v: error %q, want %q", cost, cards, err, msg)
	}
}

// "the casting cost '3 Spades' could be met by the Ace of Spades all on its
// own."
func TestSeedAceOfSpadesPaysThreeSpades(t *testing.T) {
	wantPay(t, "3 Spades", 3, "AS")
	wantPay(t, "3 Spades", 3, "2S", "3S", "4S")
	wantPay(t, "3 Spades", 3, "KS", "4S")
	wantRefusal(t, "3 Spades", "the 4 of Spades is not needed", "AS", "4S")
	wantRefusal(t, "3 Spades", "3 Spades needs 3, the cards give 2", "KS")
	wantRefusal(t, "3 Spades", "the Ace of Hearts does not match 3 Spades", "AH")
}

// "Red: Any Heart or Diamond." — "2 Red" is paid by a Heart and a Diamond,
// and refused with one Heart only.
func TestSeedTwoRed(t *testing.T) {
	wantPay(t, "2 Red", 2, "5H", "9D")
	wantPay(t, "2 Red", 2, "QD")
	wantRefusal(t, "2 Red", "2 Red needs 2, the cards give 1", "5H")
	wantRefusal(t, "2 Red", "the 7 of Clubs does not match 2 Red", "5H", "7C")
}

func TestSeedOneDiamondOneSpade(t *testing.T) {
	wantPay(t, "1 Diamond, 1 Spade", 2, "3D", "8S")
	wantPay(t, "1 Diamond, 1 Spade", 2, "AD", "KS")
	wantRefusal(t, "1 Diamond, 1 Spade", "1 Spade needs 1, the cards give 0", "3D", "4D")
	wantRefusal(t, "1 Diamond, 1 Spade", "the 2 of Diamonds is not needed", "3D", "8S", "2D")
	wantRefusal(t, "1 Diamond, 1 Spade", "the 7 of Clubs does not match 1 Diamond, 1 Spade", "3D", "7C")
}

// "1+ Clubs": "Requires one card from the Clubs suit, but more may be spent to
// increase the effect of the spell."
func TestSeedOnePlusClubs(t *testing.T) {
	wantPay(t, "1+ Clubs", 3, "KC", "5C")
	wantPay(t, "1+ Clubs", 1, "5C")
	wantPay(t, "1+ Clubs", 9, "AC", "KC", "QC", "2C", "3C")
	wantRefusal(t, "1+ Clubs", "1+ Clubs needs 1, the cards give 0")
}

// "1-4 Clubs": "Requires one card from the Clubs suit, but up to 3 more may be
// spent to increase the effect."
func TestSeedOneToFourClubs(t *testing.T) {
	wantPay(t, "1-4 Clubs", 1, "9C")
	wantPay(t, "1-4 Clubs", 4, "2C", "3C", "4C", "5C")
	wantRefusal(t, "1-4 Clubs", "the 6 of Clubs is not needed", "2C", "3C", "4C", "5C", "6C")
	// Ace (3) + King (2) = 5 > 4, but without the King the part has 3 < 4,
	// so the King is not wasted; X is capped at 4.
	wantPay(t, "1-4 Clubs", 4, "AC", "KC")
	// Ace + 2: without the 2 the part has 3 < 4, so it counts: X = 4.
	wantPay(t, "1-4 Clubs", 4, "AC", "2C")
	wantRefusal(t, "1-4 Clubs", "the 2 of Clubs is not needed", "AC", "KC", "2C")
	wantPay(t, "1-4 Clubs", 4, "KC", "QC")
	wantRefusal(t, "1-4 Clubs", "the Jack of Clubs is not needed", "KC", "QC", "JC")
}

// A face card or Ace may overshoot a fixed part, but then nothing may be
// added to it.
func TestOvershootIsNotWaste(t *testing.T) {
	wantPay(t, "1 Heart", 1, "KH")
	wantPay(t, "1 Heart", 1, "AH")
	wantPay(t, "2 Hearts", 2, "AH")
	wantPay(t, "2 Hearts", 2, "2H", "3H")
	wantRefusal(t, "1 Heart", "the 2 of Hearts is not needed", "KH", "2H")
	wantRefusal(t, "1 Heart", "the 2 of Hearts is not needed", "2H", "KH")
	wantRefusal(t, "1 Heart", "the 3 of Hearts is not needed", "2H", "3H")
	wantRefusal(t, "2 Hearts", "the 5 of Hearts is not needed", "KH", "5H")
	wantRefusal(t, "1 Any", "the Queen of Clubs is not needed", "KS", "QC")
}

func TestPayRefusals(t *testing.T) {
	wantRefusal(t, "1 Any", "an unknown card (??) cannot be spent", "??")
	wantRefusal(t, "2 Any", "the 7 of Clubs is given twice", "7C", "7C")
	wantRefusal(t, "1 Red, 1 Heart", "the cards cannot pay every part of 1 Red, 1 Heart at once", "5H")
	wantRefusal(t, "1 Any", "1 Any needs 1, the cards give 0")
	if _, err := (Cost{}).Pay(nil); err == nil {
		t.Error("an empty cost was paid")
	}
}

// Cards that can go to several parts go where X is largest.
func TestPayTakesLargestX(t *testing.T) {
	// 5H to Red and KH to Hearts gives 2; KH to Red and 5H to Hearts gives 1.
	wantPay(t, "1 Red, 1+ Hearts", 2, "5H", "KH")
	wantPay(t, "1 Red, 1+ Hearts", 2, "KH", "5H")
	wantPay(t, "1 Black, 1-3 Any", 3, "2S", "AC")
	wantPay(t, "2 Any, 1+ Black", 4, "2D", "3H", "AS", "9C")
	wantPay(t, "2 Any, 1+ Black", 4, "KD", "AS", "9C")
}

func TestPayCardsInDeckOrder(t *testing.T) {
	p, err := pay(t, "1 Diamond, 1 Spade", "8S", "3D")
	if err != nil || !slices.Equal(p.Cards, mustCards(t, "3D", "8S")) {
		t.Errorf("Pay = %v, %v", p, err)
	}
}

func TestAffordable(t *testing.T) {
	tests := []struct {
		cost string
		hand []string
		want bool
	}{
		{"3 Spades", []string{"AS", "2H"}, true},
		{"3 Spades", []string{"KS", "2H"}, false},
		{"2 Red", []string{"5H", "7C"}, false},
		{"2 Red", []string{"5H", "7C", "9D"}, true},
		{"1 Red, 1 Heart", []string{"KH"}, false},
		{"1 Red, 1 Heart", []string{"KH", "2H"}, true},
		{"1+ Clubs", nil, false},
		{"6 Any", []string{"2H", "3H", "4H", "5H", "6H", "7H"}, true},
		{"1 Any", []string{"??"}, false},
	}
	for _, tt := range tests {
		c := mustCost(t, tt.cost)
		h := mustCards(t, tt.hand...)
		if got := c.Affordable(h); got != tt.want {
			t.Errorf("%q affordable from %v = %v", tt.cost, tt.hand, got)
		}
		if got := len(c.Options(h)) > 0; got != tt.want {
			t.Errorf("%q options from %v: %v", tt.cost, tt.hand, c.Options(h))
		}
	}
}

func TestOptionsOrder(t *testing.T) {
	got := mustCost(t, "1-2 Hearts").Options(mustCards(t, "2H", "KH", "7C", "3H", "AH", "2H"))
	want := []Payment{
		{mustCards(t, "2H"), 1},
		{mustCards(t, "3H"), 1},
		{mustCards(t, "AH"), 2},
		{mustCards(t, "2H", "3H"), 2},
		{mustCards(t, "KH"), 2},
	}
	if len(got) != len(want) {
		t.Fatalf("Options = %v, want %v", got, want)
	}
	for i := range got {
		if !slices.Equal(got[i].Cards, want[i].Cards) || got[i].X != want[i].X {
			t.Errorf("option %d = %v, want %v", i, got[i], want[i])
		}
	}
}

// refPay applies the payment rules literally to every assignment of cards to
// parts: each part reaches its Min, and no card is wasted, a card being
// wasted when its part would still reach its Min without it and the part is
// fixed or would still reach its Max. It returns the largest X.
func refPay(c Cost, cards []Card) (int, bool) {
	best, ok := 0, false
	assign := make([]int, len(cards))
	var rec func(i int)
	rec = func(i int) {
		if i < len(cards) {
			for p := range c {
				if c[p].Type.Matches(cards[i]) {
					assign[i] = p
					rec(i + 1)
				}
			}
			return
		}
		worth := make([]int, len(c))
		for j, k := range cards {
			worth[assign[j]] += k.Value()
		}
		for p, part := range c {
			if worth[p] < part.Min {
				return
			}
		}
		for j, k := range cards {
			part := c[assign[j]]
			without := worth[assign[j]] - k.Value()
			if without >= part.Min && (part.Min == part.Max || (part.Max != 0 && without >= part.Max)) {
				return
			}
		}
		x := 0
		for p, part := range c {
			switch {
			case part.Min == part.Max:
			case part.Max == 0:
				x += worth[p]
			default:
				x += min(worth[p], part.Max)
			}
		}
		if !c.Variable() {
			x = c.Min()
		}
		if !ok || x > best {
			best, ok = x, true
		}
	}
	rec(0)
	return best, ok
}

var testCosts = []string{
	"1 Heart", "2 Red", "1 Any", "1 Diamond, 1 Spade", "1+ Clubs", "1-4 Clubs",
	"3 Spades", "2 Black, 1 Red", "1 Red, 1+ Hearts", "1 Heart, 2-3 Red",
	"2 Any, 1 Club", "1-2 Any", "1 Spade, 1 Black, 1+ Any", "4 Red",
	"1 Club, 1 Spade, 1 Black", "2+ Diamonds, 1 Any", "3-5 Black, 1 Heart",
}

// randomHand deals n distinct cards, sometimes from only a few suits so that
// more of the costs can be paid.
func randomHand(r *rand.Rand, n int) []Card {
	deck := FullDeck()
	if r.IntN(2) == 0 {
		keep := r.IntN(15) + 1 // a non-empty set of suits
		deck = slices.DeleteFunc(deck, func(c Card) bool { return keep&(1<<c.Suit()) == 0 })
	}
	Shuffle(deck, r)
	return deck[:min(n, len(deck))]
}

// Pay agrees with the literal rules on every subset of random hands, and
// Options lists exactly the subsets Pay accepts.
func TestOptionsAndPayMatchBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(2024, 17))
	checked, valid := 0, 0
	for _, text := range testCosts {
		c := mustCost(t, text)
		for range 25 {
			hand := randomHand(r, r.IntN(MaxOptionCards)+1)
			var want []Payment
			for mask := 1; mask < 1<<len(hand); mask++ {
				var sub []Card
				for i, k := range hand {
					if mask&(1<<i) != 0 {
						sub = append(sub, k)
					}
				}
				p, err := c.Pay(sub)
				x, ok := refPay(c, sub)
				checked++
				if ok != (err == nil) || (ok && p.X != x) {
					t.Fatalf("%q paid with %v: Pay gives %v, %v; the rules give X=%d ok=%v", text, sub, p, err, x, ok)
				}
				if ok {
					valid++
					want = append(want, p)
				}
			}
			slices.SortStableFunc(want, func(a, b Payment) int {
				if a.X != b.X {
					return a.X - b.X
				}
				return slices.Compare(a.Cards, b.Cards)
			})
			got := c.Options(hand)
			if len(got) != len(want) {
				t.Fatalf("%q from %v: %d options, want %d:\n%v\n%v", text, hand, len(got), len(want), got, want)
			}
			for i := range got {
				if got[i].X != want[i].X || !slices.Equal(got[i].Cards, want[i].Cards) {
					t.Fatalf("%q from %v: option %d = %v, want %v", text, hand, i, got[i], want[i])
				}
				if i > 0 && got[i-1].X == got[i].X && slices.Equal(got[i-1].Cards, got[i].Cards) {
					t.Fatalf("%q from %v: option %v twice", text, hand, got[i])
				}
			}
			if c.Affordable(hand) != (len(want) > 0) {
				t.Fatalf("%q from %v: Affordable = %v with %d options", text, hand, c.Affordable(hand), len(want))
			}
		}
	}
	if valid < 500 {
		t.Errorf("only %d of %d subsets were valid payments: the test is too weak", valid, checked)
	}
}

// Options stays quick on a big hand, and Pay stays quick on the whole deck.
func TestBigHands(t *testing.T) {
	deck := FullDeck()
	for _, text := range testCosts {
		c := mustCost(t, text)
		opts := c.Options(deck[:20])
		for _, o := range opts {
			if len(o.Cards) > MaxOptionCards {
				t.Fatalf("%q: option %v has too many cards", text, o)
			}
		}
		if _, err := c.Pay(deck); err == nil && text != "1 Spade, 1 Black, 1+ Any" {
			t.Errorf("%q paid with the whole deck", text)
		}
		if !c.Affordable(deck) {
			t.Errorf("%q not affordable from the whole deck", text)
		}
	}
	p, err := mustCost(t, "1+ Any").Pay(deck)
	if err != nil || p.X != 72 || len(p.Cards) != 52 {
		t.Errorf("1+ Any with the whole deck: %v, %v", p.X, err)
	}
}
