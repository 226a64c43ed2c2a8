package geom

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkSteps builds the step paths from a start in a random
// neighbourhood and asks for 100 destinations: ns/op is one build and 100
// questions.
func BenchmarkSteps(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	type scene struct {
		m    *Mover
		from Point
	}
	var scenes []scene
	for range 20 {
		m, from := stepScene(rng)
		scenes = append(scenes, scene{m, from})
	}
	i := 0
	for b.Loop() {
		sc := scenes[i%len(scenes)]
		i++
		st := sc.m.Steps(sc.from, Inch)
		for k := range 100 {
			p := sc.from.Add(Point{int64(k*509%50800) - Inch, int64(k*787%50800) - Inch})
			st.To(p)
		}
	}
}
