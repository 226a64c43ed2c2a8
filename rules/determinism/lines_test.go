package determinism

import (
	"strings"
	"testing"
)

// TestLinesChange: lines only added to a hashes file need no -force; a
// line that changes or goes does, and is named.
func TestLinesChange(t *testing.T) {
	a := Line{Path: "testdata/replays/x/a.replay.json", Actions: 3, Final: "0000000000000001", Digest: "0000000000000002"}
	b := Line{Path: "testdata/replays/x/b.replay.json", Actions: 4, Final: "0000000000000003", Digest: "0000000000000004"}
	b2 := b
	b2.Actions = 5
	old := FormatLines([]Line{a, b})
	if change, added := linesChange(old, []Line{a, b}); change != "" || added {
		t.Errorf("the same lines: %q, added %v; want no change", change, added)
	}
	c := Line{Path: "testdata/replays/x/c.replay.json", Actions: 1, Final: "0000000000000005", Digest: "0000000000000006"}
	if change, added := linesChange(old, []Line{a, b, c}); !added || !strings.Contains(change, "+ "+c.String()) {
		t.Errorf("a line added: %q, added %v; want the new line, added", change, added)
	}
	if change, added := linesChange(old, []Line{a, b2}); added || !strings.Contains(change, "- "+b.String()) || !strings.Contains(change, "+ "+b2.String()) {
		t.Errorf("a line changed: %q, added %v; want both lines named, not added", change, added)
	}
	if change, added := linesChange(old, []Line{a}); added || !strings.Contains(change, "- "+b.String()) {
		t.Errorf("a line gone: %q, added %v; want it named, not added", change, added)
	}
	if _, added := linesChange(old, []Line{b, a}); added {
		t.Error("the order changed: added, want not")
	}
}
