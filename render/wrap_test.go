package render

import (
	"slices"
	"testing"
)

// TestAppendWrapped breaks at spaces within the width (one unit a
// character here), indents the lines after the first, keeps a word longer
// than a line whole and appends nothing for a paragraph without words.
func TestAppendWrapped(t *testing.T) {
	chars := func(s string) float64 { return float64(len([]rune(s))) }
	for _, c := range []struct {
		s      string
		width  float64
		indent string
		want   []string
	}{
		{"the quick brown fox", 10, "", []string{"the quick", "brown fox"}},
		{"the quick brown fox", 10, "  ", []string{"the quick", "  brown", "  fox"}},
		{"a extraordinarily b", 5, "", []string{"a", "extraordinarily", "b"}},
		{"   ", 10, "", nil},
		{"fits", 4, "", []string{"fits"}},
	} {
		got := AppendWrapped([]string{"before"}, c.s, chars, c.width, c.indent)
		if want := append([]string{"before"}, c.want...); !slices.Equal(got, want) {
			t.Errorf("%q in %v: %q, want %q", c.s, c.width, got, want)
		}
	}
}
