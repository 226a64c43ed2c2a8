package cards

import (
	"strings"
	"testing"
)

func mustCard(t *testing.T, s string) Card {
	t.Helper()
	c, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return c
}

func mustCards(t *testing.T, ss ...string) []Card {
	t.Helper()
	out := make([]Card, len(ss))
	for i, s := range ss {
		out[i] = mustCard(t, s)
	}
	return out
}

// "The four types of cards are: Heart (wind of Life), Diamond (Light), Club
// (Death), Spade (Darkness)."
func TestSeedFourSuits(t *testing.T) {
	want := []struct {
		name   string
		letter byte
		wind   string
		red    bool
	}{
		{"Hearts", 'H', "Life", true},
		{"Diamonds", 'D', "Light", true},
		{"Clubs", 'C', "Death", false},
		{"Spades", 'S', "Darkness", false},
	}
	for i, w := range want {
		s := Suit(i)
		if s.String() != w.name || s.Letter() != w.letter || s.Wind() != w.wind || s.Red() != w.red || s.Black() == w.red {
			t.Errorf("Suit(%d) = %s %c %s red=%v, want %+v", i, s, s.Letter(), s.Wind(), s.Red(), w)
		}
	}
	if s := Suit(4); s.String() != "Suit(4)" || s.Letter() != '?' || s.Wind() != "" || s.Red() || s.Black() {
		t.Errorf("Suit(4) = %s %c %q", s, s.Letter(), s.Wind())
	}
}

func TestParseStringRoundTripAll52(t *testing.T) {
	for _, c := range FullDeck() {
		s := c.String()
		got, err := Parse(s)
		if err != nil || got != c {
			t.Errorf("Parse(%q) = %v, %v; want %v", s, got, err, int(c))
		}
		if got, err := Parse(strings.ToLower(s)); err != nil || got != c {
			t.Errorf("Parse(%q) = %v, %v", strings.ToLower(s), got, err)
		}
		if New(c.Suit(), c.Rank()) != c {
			t.Errorf("New(%v, %d) != %v", c.Suit(), c.Rank(), c)
		}
	}
}

func TestCardForms(t *testing.T) {
	tests := []struct {
		c           Card
		short, long string
		value       int
		face, ace   bool
	}{
		{New(Hearts, 1), "AH", "Ace of Hearts", 3, false, true},
		{New(Hearts, 2), "2H", "2 of Hearts", 1, false, false},
		{New(Clubs, 10), "10C", "10 of Clubs", 1, false, false},
		{New(Clubs, 7), "7C", "7 of Clubs", 1, false, false},
		{New(Diamonds, 11), "JD", "Jack of Diamonds", 2, true, false},
		{New(Diamonds, 12), "QD", "Queen of Diamonds", 2, true, false},
		{New(Spades, 13), "KS", "King of Spades", 2, true, false},
		{None, "??", "unknown card", 0, false, false},
	}
	for _, tt := range tests {
		c := tt.c
		if c.String() != tt.short || c.Long() != tt.long || c.Value() != tt.value || c.Face() != tt.face || c.Ace() != tt.ace {
			t.Errorf("%d: %q %q value %d face %v ace %v; want %+v", int(c), c, c.Long(), c.Value(), c.Face(), c.Ace(), tt)
		}
	}
	if New(Spades, 13) != 51 || New(Hearts, 1) != 0 || New(Clubs, 1) != 26 {
		t.Error("card numbering is not suit*13 + rank-1")
	}
}

func TestNewOutOfRange(t *testing.T) {
	for _, c := range []Card{New(Hearts, 0), New(Hearts, 14), New(Suit(4), 1), New(Spades, -1)} {
		if c != None {
			t.Errorf("got %v, want None", c)
		}
	}
	if c := Card(60); c.Valid() || c.String() != "??" || c.Rank() != 0 || c.Suit() != NumSuits || c.Value() != 0 {
		t.Errorf("Card(60) looks valid: %v", c)
	}
}

func TestParseLenient(t *testing.T) {
	for in, want := range map[string]string{"ah": "AH", "Td": "10D", "t S": "", " qs ": "QS", "10c": "10C", "kH": "KH", "9s": "9S"} {
		c, err := Parse(in)
		if want == "" {
			if err == nil {
				t.Errorf("Parse(%q) = %v, want an error", in, c)
			}
			continue
		}
		if err != nil || c.String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", in, c, err, want)
		}
	}
	if c, err := Parse("??"); err != nil || c != None {
		t.Errorf("Parse(\"??\") = %v, %v", c, err)
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{"", "H", "1H", "11H", "0S", "AX", "AHH", "10", "ZZ", "KK", "1OH"} {
		_, err := Parse(in)
		if err == nil {
			t.Errorf("Parse(%q) succeeded", in)
			continue
		}
		if !strings.Contains(err.Error(), `"`+in+`"`) {
			t.Errorf("Parse(%q) error %q does not quote the text", in, err)
		}
	}
}

// An error names the character at fault, not its first or last byte.
func TestParseErrorNamesTheCharacter(t *testing.T) {
	for in, want := range map[string]string{
		"7♥":  `"♥" is not a suit`,
		"10♠": `"♠" is not a suit`,
		"é":   "it is too short",
		"♥":   "it is too short",
		"ÉH":  `"É" is not a rank`,
	} {
		_, err := Parse(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q): %v, want it to say %s", in, err, want)
		}
	}
}

func TestFullDeck(t *testing.T) {
	d := FullDeck()
	if len(d) != 52 {
		t.Fatalf("len = %d", len(d))
	}
	var bySuit [4]int
	for i, c := range d {
		if int(c) != i || !c.Valid() {
			t.Errorf("card %d is %v", i, c)
		}
		bySuit[c.Suit()]++
	}
	if bySuit != [4]int{13, 13, 13, 13} {
		t.Errorf("suits %v", bySuit)
	}
	// 4 × (9 number cards + 3 face cards × 2 + Ace 3).
	if w := Worth(d); w != 72 {
		t.Errorf("deck worth %d, want 72", w)
	}
}

// Windburn: "Number cards have a value of 1, face cards have a value of 2,
// and Aces have a value of 3."
func TestSeedWindburnValues(t *testing.T) {
	for _, c := range FullDeck() {
		want := 1
		switch {
		case c.Rank() == 1:
			want = 3
		case c.Rank() >= 11:
			want = 2
		}
		if c.Value() != want {
			t.Errorf("%v value %d, want %d", c, c.Value(), want)
		}
	}
	if v := mustCard(t, "KC").Value(); v != 2 {
		t.Errorf("keeping a King is worth %d, want 2", v)
	}
	if w := Worth(mustCards(t, "KC", "AS", "7H")); w != 6 {
		t.Errorf("Worth(K, A, 7) = %d, want 6", w)
	}
}
