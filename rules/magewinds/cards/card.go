package cards

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Suit is one of the four suits, each the card type of one wind of magic.
type Suit uint8

// The four suits, in deck order.
const (
	Hearts   Suit = iota // the wind of Life
	Diamonds             // the wind of Light
	Clubs                // the wind of Death
	Spades               // the wind of Darkness
)

// NumSuits is the number of suits.
const NumSuits = 4

var suitNames = [NumSuits]string{"Hearts", "Diamonds", "Clubs", "Spades"}
var suitLetters = [NumSuits]byte{'H', 'D', 'C', 'S'}
var suitWinds = [NumSuits]string{"Life", "Light", "Death", "Darkness"}

// String returns the suit's name: "Hearts", "Diamonds", "Clubs" or "Spades".
func (s Suit) String() string {
	if s >= NumSuits {
		return "Suit(" + strconv.Itoa(int(s)) + ")"
	}
	return suitNames[s]
}

// Letter returns the suit's letter in the short card form: 'H', 'D', 'C' or
// 'S', or '?' for a value that is not a suit.
func (s Suit) Letter() byte {
	if s >= NumSuits {
		return '?'
	}
	return suitLetters[s]
}

// Wind returns the wind of magic the suit stands for: "Life" (Hearts),
// "Light" (Diamonds), "Death" (Clubs) or "Darkness" (Spades).
func (s Suit) Wind() string {
	if s >= NumSuits {
		return ""
	}
	return suitWinds[s]
}

// Red reports whether the suit is red (Hearts or Diamonds).
func (s Suit) Red() bool { return s == Hearts || s == Diamonds }

// Black reports whether the suit is black (Clubs or Spades).
func (s Suit) Black() bool { return s == Clubs || s == Spades }

// Card is one card of the standard 52-card deck: suit*13 + (rank-1), so
// 0..51. Rank 1 is the Ace, 2..10 the number cards, 11 the Jack, 12 the
// Queen and 13 the King. There are no jokers.
type Card uint8

// Ranks of the Ace and the face cards.
const (
	Ace   = 1
	Jack  = 11
	Queen = 12
	King  = 13
)

// DeckSize is the number of cards in the deck.
const DeckSize = 52

// None is an unknown or hidden card, for views that hide a hand. Its short
// form is "??". It has no suit, no rank and no worth, and can never be spent.
const None Card = 255

// New returns the card of suit s and rank (1 = Ace .. 13 = King), or None
// when the suit or the rank is out of range.
func New(s Suit, rank int) Card {
	if s >= NumSuits || rank < 1 || rank > 13 {
		return None
	}
	return Card(int(s)*13 + rank - 1)
}

// Valid reports whether c is one of the 52 cards (not None or another
// out-of-range value).
func (c Card) Valid() bool { return c < DeckSize }

// Suit returns the card's suit; for a card that is not Valid it returns
// NumSuits, which is no suit.
func (c Card) Suit() Suit {
	if !c.Valid() {
		return NumSuits
	}
	return Suit(c / 13)
}

// Rank returns the card's rank, 1 (Ace) to 13 (King), or 0 for a card that
// is not Valid.
func (c Card) Rank() int {
	if !c.Valid() {
		return 0
	}
	return int(c%13) + 1
}

// Face reports whether the card is a Jack, Queen or King.
func (c Card) Face() bool { return c.Rank() >= Jack }

// Ace reports whether the card is an Ace.
func (c Card) Ace() bool { return c.Rank() == Ace }

// Value returns what the card is worth, both when spent on a casting cost and
// for windburn: "Number cards have a value of 1, face cards have a value of
// 2, and Aces have a value of 3." A card that is not Valid is worth 0.
func (c Card) Value() int {
	switch r := c.Rank(); {
	case r == 0:
		return 0
	case r == Ace:
		return 3
	case r >= Jack:
		return 2
	default:
		return 1
	}
}

// rankText returns the rank's short form: "A", "2".."10", "J", "Q", "K".
func rankText(r int) string {
	switch r {
	case Ace:
		return "A"
	case Jack:
		return "J"
	case Queen:
		return "Q"
	case King:
		return "K"
	}
	return strconv.Itoa(r)
}

var rankNames = [14]string{"", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"}

// String returns the canonical short form: the rank (A, 2..10, J, Q, K) then
// the suit letter, as in "AH", "10C", "QD", "KS". None, and any other value
// that is not a card, is "??".
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return rankText(c.Rank()) + string(c.Suit().Letter())
}

// Long returns the card's name in words: "Ace of Hearts", "10 of Clubs",
// "King of Spades". A value that is not a card is "unknown card".
func (c Card) Long() string {
	if !c.Valid() {
		return "unknown card"
	}
	return rankNames[c.Rank()] + " of " + c.Suit().String()
}

// the returns "the Ace of Hearts", for error messages.
func (c Card) the() string {
	if !c.Valid() {
		return "an unknown card (" + c.String() + ")"
	}
	return "the " + c.Long()
}

// Parse reads a card in the short form written by String: a rank (A, 2..10,
// J, Q, K; T is also read as 10) followed by a suit letter (H, D, C, S), in
// any case, as in "AH", "10c", "Td", "qs". Spaces around it are ignored. "??"
// reads as None.
func Parse(s string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if t == "??" {
		return None, nil
	}
	last, size := utf8.DecodeLastRuneInString(t)
	if len(t) < 2 || size == len(t) {
		return None, cardError(s, "it is too short")
	}
	var suit Suit = NumSuits
	for i, l := range suitLetters {
		if last == rune(l) {
			suit = Suit(i)
		}
	}
	if suit == NumSuits {
		// the whole last character, not its last byte ("7♥": '♥', not '\xa5')
		return None, cardError(s, fmt.Sprintf("%q is not a suit", t[len(t)-size:]))
	}
	rank := 0
	switch r := t[:len(t)-1]; r {
	case "A":
		rank = Ace
	case "J":
		rank = Jack
	case "Q":
		rank = Queen
	case "K":
		rank = King
	case "T", "10":
		rank = 10
	default:
		if len(r) == 1 && r[0] >= '2' && r[0] <= '9' {
			rank = int(r[0] - '0')
		} else {
			return None, cardError(s, fmt.Sprintf("%q is not a rank", r))
		}
	}
	return New(suit, rank), nil
}

func cardError(s, why string) error {
	return fmt.Errorf("card %q: %s (write a rank A, 2-10, J, Q or K then a suit H, D, C or S, as in \"10H\" or \"QS\")", s, why)
}

// FullDeck returns the 52 cards in deck order: the Ace to the King of Hearts,
// then Diamonds, Clubs and Spades.
func FullDeck() []Card {
	d := make([]Card, DeckSize)
	for i := range d {
		d[i] = Card(i)
	}
	return d
}
