package elements

import (
	"testing"
)

// TestNotationRoundTrip: each kind of action reads back as itself, and
// bad text gives an error at the column at fault.
func TestNotationRoundTrip(t *testing.T) {
	for _, s := range []string{
		"1 add monk", "2 remove ninja", "1 default", "2 ready",
		"A move c3 E", "b move aa12 W", "A attack d4", "C shoot h8", "b throw e6",
		"A hide", "A recover", "A done", "A result fire", "a result air", "b shift d5 S",
	} {
		a, err := ParseAction(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if a.String() != s {
			t.Errorf("%q reads back as %q", s, a.String())
		}
	}
	for _, c := range []struct {
		s   string
		col int
	}{
		{"", 1}, {"3 add monk", 1}, {"1 fly", 3}, {"1 add Monk", 7}, {"A move", 7},
		{"A move c3 Q", 11}, {"A result void2", 10}, {"A attack", 9}, {"A done now", 8},
		{"A shift c0 N", 9}, {"AB done", 1},
	} {
		_, err := ParseAction(c.s)
		ne, ok := err.(interface{ Error() string })
		if !ok || err == nil {
			t.Errorf("%q: no error", c.s)
			continue
		}
		if want := "column " + itoa(c.col); !contains(ne.Error(), want) {
			t.Errorf("%q: %v; want %s", c.s, err, want)
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// TestExamplesRead: every example of the help reads back as itself.
func TestExamplesRead(t *testing.T) {
	for _, ex := range (Ruleset{}).Examples() {
		a, err := ParseAction(ex.Action)
		if err != nil || a.String() != ex.Action {
			t.Errorf("example %q: %v, %q", ex.Action, err, a.String())
		}
		rolls := a.Kind == Attack || a.Kind == Shoot || a.Kind == Throw
		if rolls != ex.Rolls {
			t.Errorf("example %q: Rolls %v", ex.Action, ex.Rolls)
		}
	}
}
