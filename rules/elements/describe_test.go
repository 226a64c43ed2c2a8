package elements

import (
	"strings"
	"testing"
)

// TestDescribe: the text drawing shows the map with the models, a line
// per model, and what is awaited; Progress says the round and who acts.
func TestDescribe(t *testing.T) {
	g := board(t, duel, fF, fW, fS, fE, fS)
	d := g.Describe()
	for _, want := range []string{".Aa..", "A Ninja (Light) on b2 >", "a Ninja (Dark) on c2 <", "Round 1 of 10, Light to act"} {
		if !strings.Contains(d, want) {
			t.Errorf("Describe lacks %q:\n%s", want, d)
		}
	}
	do(t, g, "A attack c2")
	if d := g.Describe(); !strings.Contains(d, "Ninja A won the combat and chooses a result: Fire Water") {
		t.Errorf("Describe of a pending choice:\n%s", d)
	}
	if p := g.Progress(); p != "Round 1 of 10, Light to act" {
		t.Errorf("Progress %q", p)
	}
	if !strings.Contains((Ruleset{}).Legend(), "# wall") {
		t.Errorf("the legend does not explain walls")
	}
}
