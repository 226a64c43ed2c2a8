package render

import "testing"

// TestFitLabelTakesTheLongestFormThatFits: the first form no wider than
// the width is taken, "" when none fits, and the label is found again when
// the width changes.
func TestFitLabelTakesTheLongestFormThatFits(t *testing.T) {
	face := Face(12)
	forms := func(n int) []string { return []string{"Hits on 4 or less", "Hit ≤4", "≤4"} }
	short := MeasuredWidth("Hit ≤4", face)
	var l FitLabel[int]
	if got := l.Get(4, short, face, forms); got != "Hit ≤4" {
		t.Errorf("%d px wide: %q, want the middle form", short, got)
	}
	if got := l.Get(4, MeasuredWidth("Hits on 4 or less", face), face, forms); got != "Hits on 4 or less" {
		t.Errorf("wide enough for the longest: %q", got)
	}
	if got := l.Get(4, 1, face, forms); got != "" || l.Text() != "" {
		t.Errorf("1 px wide: %q, want none", got)
	}
	if h := LineHeight(face); h < 12 || h > 24 {
		t.Errorf("a line of a 12 px face is %d px high", h)
	}
}
