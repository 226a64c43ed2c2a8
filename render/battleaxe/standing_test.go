package battleaxe

import "testing"

// TestMiniAtPrefersTheStandingOverTheDead: a mini may stand on a dead
// hero's square (he holds none); the square is the standing mini's.
func TestMiniAtPrefersTheStandingOverTheDead(t *testing.T) {
	s := Scene{W: 4, H: 4, Minis: []Mini{
		{At: Pt(1, 1), W: 1, H: 1, Hero: true, Status: Dead},
		{At: Pt(1, 1), W: 1, H: 1},
		{At: Pt(2, 2), W: 1, H: 1, Hero: true, Status: Dead},
	}}
	if got := s.MiniAt(Pt(1, 1)); got != 1 {
		t.Errorf("MiniAt(b2) = %d, want the standing enemy 1", got)
	}
	if got := s.MiniAt(Pt(2, 2)); got != 2 {
		t.Errorf("MiniAt(c3) = %d, want the dead hero 2 lying alone", got)
	}
}
