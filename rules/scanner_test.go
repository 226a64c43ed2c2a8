package rules

import (
	"errors"
	"strconv"
	"testing"
)

func TestScannerNextAndColumns(t *testing.T) {
	type word struct {
		w   string
		col int
	}
	tests := []struct {
		in   string
		want []word // then "" at the column of the end
		end  int
	}{
		{"", nil, 1},
		{"end", []word{{"end", 1}}, 4},
		{"A move c3 E", []word{{"A", 1}, {"move", 3}, {"c3", 8}, {"E", 11}}, 12},
		{"  A   swing\td4 2  ", []word{{"A", 3}, {"swing", 7}, {"d4", 13}, {"2", 16}}, 19},
		{"x\r\ny", []word{{"x", 1}, {"y", 4}}, 5},
	}
	for _, tt := range tests {
		s := NewScanner(tt.in)
		if s.Input() != tt.in {
			t.Errorf("Input() = %q, want %q", s.Input(), tt.in)
		}
		for _, want := range tt.want {
			if p := s.Peek(); p != want.w {
				t.Errorf("%q: Peek = %q, want %q", tt.in, p, want.w)
			}
			if w, col := s.Next(); w != want.w || col != want.col {
				t.Errorf("%q: Next = %q at %d, want %q at %d", tt.in, w, col, want.w, want.col)
			}
		}
		for range 2 { // the end stays the end
			if w, col := s.Next(); w != "" || col != tt.end {
				t.Errorf("%q: Next at the end = %q at %d, want \"\" at %d", tt.in, w, col, tt.end)
			}
		}
		if err := s.End(); err != nil {
			t.Errorf("%q: End after the last word: %v", tt.in, err)
		}
	}
}

func TestScannerInt(t *testing.T) {
	tests := []struct {
		in      string
		lo, hi  int
		want    int
		wantCol int // 0: no error
	}{
		{"3", 1, 6, 3, 0},
		{"  6", 1, 6, 6, 0},
		{"1", 1, 6, 1, 0},
		{"-2", -5, 5, -2, 0},
		{"0", 1, 6, 0, 1},
		{"7", 1, 6, 0, 1},
		{"x", 1, 6, 0, 1},
		{"3x", 1, 6, 0, 1},
		{"  ", 1, 6, 0, 3},
		{"", 0, 6, 0, 1},
		{"99999999999999999999", 0, 6, 0, 1},
	}
	for _, tt := range tests {
		s := NewScanner(tt.in)
		got, err := s.Int("the Stamina", tt.lo, tt.hi)
		if tt.wantCol == 0 {
			if err != nil || got != tt.want {
				t.Errorf("Int(%q, %d..%d) = %d, %v; want %d", tt.in, tt.lo, tt.hi, got, err, tt.want)
			}
			continue
		}
		var ne *NotationError
		if !errors.As(err, &ne) {
			t.Errorf("Int(%q, %d..%d) = %d, %v; want a *NotationError", tt.in, tt.lo, tt.hi, got, err)
			continue
		}
		if got != 0 || ne.Col != tt.wantCol || ne.Input != tt.in {
			t.Errorf("Int(%q) = %d, error at column %d of %q; want 0 at column %d", tt.in, got, ne.Col, ne.Input, tt.wantCol)
		}
		if want := "the Stamina (" + strconv.Itoa(tt.lo) + ".." + strconv.Itoa(tt.hi) + ")"; ne.Expected != want {
			t.Errorf("Int(%q): expected %q, want %q", tt.in, ne.Expected, want)
		}
	}
}

func TestScannerEndAndFail(t *testing.T) {
	s := NewScanner("A turn N extra words")
	for range 3 {
		s.Next()
	}
	err := s.End()
	var ne *NotationError
	if !errors.As(err, &ne) || ne.Col != 10 || ne.Expected != "the end of the action" {
		t.Fatalf("End = %#v, want a NotationError at column 10", err)
	}
	want := `cannot read action "A turn N extra words": column 10: expected the end of the action, found "extra"`
	if err.Error() != want {
		t.Errorf("End error:\n got %s\nwant %s", err, want)
	}
}

func TestNotationErrorMessage(t *testing.T) {
	tests := []struct {
		err  NotationError
		want string
	}{
		{NotationError{"A fly", 3, "a verb"}, `cannot read action "A fly": column 3: expected a verb, found "fly"`},
		{NotationError{"A move", 7, "a square"}, `cannot read action "A move": column 7: expected a square, found the end of the text`},
		{NotationError{"", 1, "an action"}, `cannot read action "": column 1: expected an action, found the end of the text`},
		{NotationError{"A move z99 N", 8, "a square"}, `cannot read action "A move z99 N": column 8: expected a square, found "z99"`},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("Error() =\n %s\nwant\n %s", got, tt.want)
		}
		if got := NewScanner(tt.err.Input).Fail(tt.err.Col, tt.err.Expected).Error(); got != tt.want {
			t.Errorf("Fail(...).Error() = %s, want %s", got, tt.want)
		}
	}
}
