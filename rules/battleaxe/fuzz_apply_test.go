package battleaxe

import (
	"strings"
	"testing"
)

// FuzzApply feeds lines of notation to both fixed dungeons: whatever the
// text, nothing panics and the invariants hold after every action taken.
func FuzzApply(f *testing.F) {
	f.Add(uint8(0), "A move e5\nA fight g\nA end\nB end")
	f.Add(uint8(1), "A move b5 c5\nG jump c3\nV hold shortbow\nV shoot h\nT drink\nA luck attack")
	f.Add(uint8(0), "A move e5\nA luck roll\nA end\nB end\nA luck defence\nB accept\nA luck attack\nB luck attack")
	f.Fuzz(func(t *testing.T, which uint8, script string) {
		g := setupScenario(t, int(which%2), uint64(which))
		for i, line := range strings.Split(script, "\n") {
			if i == 64 {
				break
			}
			a, err := ParseAction(line)
			if err != nil {
				continue
			}
			if _, err := g.Do(a); err != nil {
				continue
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("after %q: %v", line, err)
			}
		}
	})
}
