package magewinds

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"skirmish/rules/magewinds/geom"
)

// stepScene is a random position for the step search: a Spear Warden a1
// (Long Spear, range 2; Javelin 1-6) in the middle of the battlefield, its
// target b1 1.5" to 3.5" away, two more fighters and up to two high walls
// between or around them.
func stepScene(t *testing.T, rng *rand.Rand) (*Game, int, int) {
	t.Helper()
	for {
		var walls []string
		for k := range rng.IntN(3) {
			x := 5 + rng.Float64()*6
			y := 3 + rng.Float64()*6
			w, h := 0.25+rng.Float64()*1.5, 0.25+rng.Float64()*1.5
			walls = append(walls, fmt.Sprintf("feature: high; Wall %d; %.2f,%.2f %.2f,%.2f %.2f,%.2f %.2f,%.2f", k, x, y, x+w, y, x+w, y+h, x, y+h))
		}
		g := arena(t, "spearwarden, ironclad / hawkeye, stormhorn", strings.Join(walls, "\n"),
			"................................",
			"..A......B..............a....b..",
		)
		at := func(c geom.Point, r float64) geom.Point {
			a := rng.Float64() * 2 * math.Pi
			return geom.Point{X: c.X + int64(r*math.Cos(a)), Y: c.Y + int64(r*math.Sin(a))}
		}
		a1, a2, b1, b2 := g.FighterByID("a1"), g.FighterByID("a2"), g.FighterByID("b1"), g.FighterByID("b2")
		from := geom.Point{X: 8 * geom.Inch, Y: 6 * geom.Inch}
		g.Fighters[a1].Pos = from
		g.Fighters[b1].Pos = at(from, float64(2*geom.BaseRadius)+geom.Inch*(1.5+2*rng.Float64()))
		mid := geom.Point{X: (from.X + g.Fighters[b1].Pos.X) / 2, Y: (from.Y + g.Fighters[b1].Pos.Y) / 2}
		g.Fighters[a2].Pos = at(mid, geom.Inch*rng.Float64())
		g.Fighters[b2].Pos = at(from, float64(2*geom.BaseRadius)+geom.Inch*rng.Float64())
		ok := true
		for i := range g.Fighters {
			ok = ok && g.mover(i).CanStand(g.Fighters[i].Pos)
		}
		if ok {
			return g, a1, b1
		}
	}
}

// The step search (stepFinder.find) and its bound: "whenever the steps
// that achieve it include a disc of radius StepLattice/√2, the table finds
// one" (docs/rules/magewinds.md, "Step moves"). On random positions a fine
// grid (1/64") over the step's reach finds the steps that make an attack
// possible or finish further from a point; wherever all the grid's points
// within that radius (and one grid step more) of one of them work, the
// search must find a step; and every step it finds works.
func TestStepSearchBound(t *testing.T) {
	positions := 80
	if testing.Short() {
		positions = 10
	}
	rng := rand.New(rand.NewPCG(9, 4))
	const fine = geom.Inch / 64
	radius := int64(math.Ceil(float64(StepLattice)/math.Sqrt2)) + fine
	robustSeen, lattice := 0, 0
	for pos := range positions {
		g, a1, b1 := stepScene(t, rng)
		s := g.stepsOf(a1)
		src := g.Fighters[b1].Pos
		// a small round target anywhere in reach: the spots the table
		// offers seldom hit it, so the lattice must
		a := rng.Float64() * 2 * math.Pi
		r := geom.Inch * math.Sqrt(rng.Float64())
		spot := s.from.Add(geom.Point{X: int64(r * math.Cos(a)), Y: int64(r * math.Sin(a))})
		near := func(p geom.Point) bool { return geom.Dist(p, spot) <= 3*geom.Inch/10 }
		goals := []struct {
			name string
			ok   func(geom.Point) bool
		}{
			{"Long Spear", func(p geom.Point) bool { return g.canAttack(a1, p, b1, &g.Prof(a1).Attacks[0]) }},
			{"Javelin", func(p geom.Point) bool { return g.canAttack(a1, p, b1, &g.Prof(a1).Attacks[1]) }},
			{"further", func(p geom.Point) bool { return further(p, s.from, src) }},
			{"near a spot", near},
			{"Javelin near a spot", func(p geom.Point) bool { return near(p) && g.canAttack(a1, p, b1, &g.Prof(a1).Attacks[1]) }},
		}
		// the fine grid: which points a step reaches and which work
		const n = geom.Inch / fine
		type cell struct {
			p     geom.Point
			reach bool
		}
		var grid []cell
		for j := int64(-n); j <= n; j++ {
			for i := int64(-n); i <= n; i++ {
				p := s.from.Add(geom.Point{X: i * fine, Y: j * fine})
				grid = append(grid, cell{p, s.reaches(p)})
			}
		}
		for _, goal := range goals {
			good := make([]bool, len(grid))
			for k, c := range grid {
				good[k] = c.reach && goal.ok(c.p)
			}
			robust := false
			const w = 2*n + 1
			reachCells := int(radius/fine) + 1
			for k, c := range grid {
				if !good[k] {
					continue
				}
				i0, j0 := k%int(w), k/int(w)
				all := true
				for dj := -reachCells; dj <= reachCells && all; dj++ {
					for di := -reachCells; di <= reachCells && all; di++ {
						i, j := i0+di, j0+dj
						if i < 0 || j < 0 || i >= int(w) || j >= int(w) {
							all = false // the disc leaves the grid
							continue
						}
						k2 := j*int(w) + i
						if geom.Dist(c.p, grid[k2].p) <= radius && !good[k2] {
							all = false
						}
					}
				}
				if all {
					robust = true
					break
				}
			}
			p, found := s.find(goal.ok)
			if found && (!goal.ok(p) || p != s.from && !s.reaches(p)) {
				t.Errorf("position %d, %s: the search's step %v does not work", pos, goal.name, p)
			}
			if robust {
				robustSeen++
				if !found {
					t.Errorf("position %d, %s: a disc of working steps, and the search finds none", pos, goal.name)
				}
				if found && !goal.ok(s.from) && !slices.Contains(s.spotList(), p) {
					lattice++
				}
			}
		}
	}
	t.Logf("%d goals with a disc of working steps, %d of them found only on the lattice", robustSeen, lattice)
	if robustSeen < positions || lattice == 0 {
		t.Errorf("%d goals had a disc of working steps, %d needed the lattice: the positions test little", robustSeen, lattice)
	}
}
