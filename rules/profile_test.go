package rules

import (
	"strings"
	"testing"
)

// TestProfileCheck: a profile with no property actions or no corpus words
// is refused with what it lacks; a complete one passes.
func TestProfileCheck(t *testing.T) {
	if err := (Profile{PropertyActions: 1, CorpusWords: []string{"move"}}).Check(); err != nil {
		t.Errorf("a complete profile: %v", err)
	}
	for _, c := range []struct {
		p    Profile
		want string
	}{
		{Profile{CorpusWords: []string{"move"}}, "PropertyActions"},
		{Profile{PropertyActions: 10}, "CorpusWords is empty"},
		{Profile{PropertyActions: 10, CorpusWords: []string{"move", ""}}, "CorpusWords[1]"},
	} {
		if err := c.p.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: got %v, want an error naming %s", c.p, err, c.want)
		}
	}
}

// plainRuleset is a Ruleset with no profile.
type plainRuleset struct{ Ruleset }

func (plainRuleset) ID() string { return "plain" }

// TestProfileOfWithoutProfile: a ruleset that declares no profile is
// named in the error.
func TestProfileOfWithoutProfile(t *testing.T) {
	if _, err := ProfileOf(plainRuleset{}); err == nil || !strings.Contains(err.Error(), "plain") {
		t.Errorf("got %v, want an error naming the ruleset", err)
	}
}

// TestMatchesWord: a word matches itself only; "o#" matches o1 to o9.
func TestMatchesWord(t *testing.T) {
	for _, c := range []struct {
		w, a string
		want bool
	}{
		{"move", "move", true}, {"move", "moves", false}, {"o#", "o1", true}, {"o#", "o9", true},
		{"o#", "o0", false}, {"o#", "o10", false}, {"o#", "o", false}, {"o#", "p1", false}, {"#", "1", false},
	} {
		if got := MatchesWord(c.w, c.a); got != c.want {
			t.Errorf("MatchesWord(%q, %q) = %v, want %v", c.w, c.a, got, c.want)
		}
	}
}
