package cards

import (
	"slices"
	"strings"
	"testing"
)

func mustCost(t *testing.T, s string) Cost {
	t.Helper()
	c, err := ParseCost(s)
	if err != nil {
		t.Fatalf("ParseCost(%q): %v", s, err)
	}
	return c
}

// The seed's examples of casting costs, 17.0: "1 Heart", "2 Red", "1 Any",
// "1 Diamond, 1 Spade", "1+ Clubs", "1-4 Clubs", and "the casting cost
// '3 Spades'".
func TestSeedCostExamplesRoundTrip(t *testing.T) {
	tests := []struct {
		text string
		want Cost
	}{
		{"1 Heart", Cost{{1, 1, Heart}}},
		{"2 Red", Cost{{2, 2, Red}}},
		{"1 Any", Cost{{1, 1, Any}}},
		{"1 Diamond, 1 Spade", Cost{{1, 1, Diamond}, {1, 1, Spade}}},
		{"1+ Clubs", Cost{{1, 0, Club}}},
		{"1-4 Clubs", Cost{{1, 4, Club}}},
		{"3 Spades", Cost{{3, 3, Spade}}},
		{"2 Hearts", Cost{{2, 2, Heart}}},
		{"2+ Black", Cost{{2, 0, Black}}},
		{"1 Red, 2-3 Any", Cost{{1, 1, Red}, {2, 3, Any}}},
	}
	for _, tt := range tests {
		c, err := ParseCost(tt.text)
		if err != nil {
			t.Errorf("ParseCost(%q): %v", tt.text, err)
			continue
		}
		if !slices.Equal(c, tt.want) {
			t.Errorf("ParseCost(%q) = %#v, want %#v", tt.text, c, tt.want)
		}
		if c.String() != tt.text {
			t.Errorf("ParseCost(%q).String() = %q", tt.text, c.String())
		}
		if again := mustCost(t, c.String()); !slices.Equal(again, c) {
			t.Errorf("%q does not round-trip", tt.text)
		}
	}
}

func TestParseCostLenient(t *testing.T) {
	for in, want := range map[string]string{
		"1 Hearts":              "1 Heart",
		"3 spade":               "3 Spades",
		"  2 RED ":              "2 Red",
		"1 diamonds,1 SPADES":   "1 Diamond, 1 Spade",
		"1 - 4 Clubs":           "1-4 Clubs",
		"1 -4 club":             "1-4 Clubs",
		"1- 4 clubs":            "1-4 Clubs",
		"1–4 Clubs":             "1-4 Clubs",
		"1+ Club":               "1+ Clubs",
		"01   Any":              "1 Any",
		"2 Black , 1 Heart":     "2 Black, 1 Heart",
		"1 Heart, 1 Red, 1 Any": "1 Heart, 1 Red, 1 Any",
	} {
		c, err := ParseCost(in)
		if err != nil || c.String() != want {
			t.Errorf("ParseCost(%q) = %q, %v; want %q", in, c, err, want)
		}
	}
}

func TestParseCostErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "at least one part"},
		{"  ", "at least one part"},
		{"Heart", `expected a count then a type`},
		{"1 Hart", `"Hart" is not a card type`},
		{"0 Hearts", `must be at least 1`},
		{"x Hearts", `"x" is not a count`},
		{"100 Hearts", `is more than 99`},
		{"1 Heart,", "a part is empty"},
		{"1 Heart,, 1 Club", "a part is empty"},
		{"4-1 Clubs", `the range "4-1" must go up`},
		{"2-2 Clubs", `write "2 Clubs"`},
		{"1- Clubs", "a count is missing"},
		{"+ Clubs", "a count is missing"},
		{"1 Heart, 2 Hearts", "Heart appears in two parts"},
		{"1+ Clubs, 1-2 Red", "only one part may be variable"},
		{"1 Red Heart", `write one type after the count`},
	}
	for _, tt := range tests {
		_, err := ParseCost(tt.in)
		if err == nil {
			t.Errorf("ParseCost(%q) succeeded", tt.in)
			continue
		}
		if !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), `"`+tt.in+`"`) {
			t.Errorf("ParseCost(%q) error %q, want it to quote the text and say %q", tt.in, err, tt.want)
		}
	}
}

// "Red: Any Heart or Diamond. Black: Any Club or Spade. Any: Any card at all."
func TestSeedSupertypesMatch(t *testing.T) {
	for _, c := range FullDeck() {
		s := c.Suit()
		want := [NumTypes]bool{s == Hearts, s == Diamonds, s == Clubs, s == Spades,
			s == Hearts || s == Diamonds, s == Clubs || s == Spades, true}
		for ty := range Type(NumTypes) {
			if ty.Matches(c) != want[ty] {
				t.Errorf("%s.Matches(%v) = %v", ty, c, ty.Matches(c))
			}
		}
		if Type(7).Matches(c) {
			t.Errorf("Type(7) matches %v", c)
		}
	}
	for ty := range Type(NumTypes) {
		if ty.Matches(None) {
			t.Errorf("%s matches None", ty)
		}
	}
	if Heart.String() != "Heart" || Heart.Plural() != "Hearts" || Red.Plural() != "Red" || Any.Plural() != "Any" || Type(9).String() != "Type(9)" {
		t.Error("type names are wrong")
	}
}

func TestCostVariableAndCheck(t *testing.T) {
	for s, v := range map[string]bool{"1 Heart": false, "1 Diamond, 1 Spade": false, "1+ Clubs": true, "1-4 Clubs": true, "2 Red, 1+ Any": true} {
		if got := mustCost(t, s).Variable(); got != v {
			t.Errorf("%q.Variable() = %v", s, got)
		}
	}
	if m := mustCost(t, "2 Red, 1-4 Any").Min(); m != 3 {
		t.Errorf("Min = %d, want 3", m)
	}
	bad := []Cost{
		nil,
		{{0, 0, Heart}},
		{{2, 1, Heart}},
		{{1, -1, Heart}},
		{{1, 1, Type(7)}},
		{{100, 100, Any}},
		{{1, 1, Red}, {1, 1, Red}},
		{{1, 0, Red}, {1, 3, Black}},
	}
	for _, c := range bad {
		if err := c.Check(); err == nil {
			t.Errorf("%#v passes Check", c)
		} else if _, err := c.Pay(nil); err == nil {
			t.Errorf("%#v can be paid", c)
		}
		if c.Options(FullDeck()) != nil || c.Affordable(FullDeck()) {
			t.Errorf("%#v has options", c)
		}
	}
}
