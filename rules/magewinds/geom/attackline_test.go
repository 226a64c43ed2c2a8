package geom

import (
	"math/rand/v2"
	"testing"
)

// entryPoint finds where a line from outside a base first meets its edge:
// on the edge (to the micrometre), and the line up to it stays outside.
func TestEntryPoint(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 9))
	tgt := Point{8 * Inch, 6 * Inch}
	met := 0
	for range 20000 {
		ap := Point{int64(rng.IntN(FieldW)), int64(rng.IntN(FieldH))}
		s := ringPoint(tgt, ring32[rng.IntN(32)], BaseRadius)
		if norm2(ap.Sub(tgt)) <= sq(BaseRadius+2) {
			continue // ap within the base
		}
		e, ok := entryPoint(ap, s, tgt)
		if !ok {
			if segDistCmp(tgt, ap, s, BaseRadius-2) < 0 {
				t.Fatalf("%v -> %v crosses the base at %v, and no entry was found", ap, s, tgt)
			}
			continue
		}
		met++
		if d := Dist(e, tgt); d < BaseRadius-2 || d > BaseRadius+1 {
			t.Fatalf("%v -> %v: entry %v is %d µm from the centre", ap, s, e, d)
		}
		if segDistCmp(tgt, ap, e, BaseRadius-2) < 0 {
			t.Fatalf("%v -> %v: the line to the entry %v enters the base", ap, s, e)
		}
		if segDistCmp(e, ap, s, 2) > 0 {
			t.Fatalf("%v -> %v: the entry %v is off the line", ap, s, e)
		}
	}
	if met < 5000 {
		t.Errorf("only %d lines met the base", met)
	}
}
