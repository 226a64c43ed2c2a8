package geom

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Screens: a wall across the way hides one disc from the other; a wall too
// short, too near a disc or not across the way does not prove it.
func TestScreens(t *testing.T) {
	d := draw(t,
		"",
		"............#",
		"............#",
		"..A.........#........B",
		"............#",
		"............#",
		"",
		"..C........................D",
	)
	a, b := d.p(t, 'A'), d.p(t, 'B')
	// the wall, 2.5" long and ½" thick: A's step region (radius 1.49")
	// and B's base
	if !d.field.Screens(a, Inch+BaseRadius, b, BaseRadius) {
		t.Error("the wall does not hide B from A's step region")
	}
	// a region 2" round A is hidden too (only just: the hull of the two
	// discs is 2.45" across at the wall), one 2.5" round it is not
	if !d.field.Screens(a, 2*Inch, b, BaseRadius) {
		t.Error("the wall does not hide B from 2\" round A")
	}
	if d.field.Screens(a, 5*Inch/2, b, BaseRadius) {
		t.Error("a region 2.5\" round A is said to be hidden by a wall 2.5\" long")
	}
	if d.field.Screens(d.p(t, 'C'), Inch, d.p(t, 'D'), BaseRadius) {
		t.Error("C and D, below the wall, are said to be hidden")
	}
}

// Screens is sound: whenever it answers yes, every segment between the
// discs crosses a high feature (random convex walls, 2,000 segments each).
func TestScreensSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	yes, bracket := 0, 0
	for range 400 {
		cx, cy := float64(4*Inch+rng.IntN(8*Inch)), float64(3*Inch+rng.IntN(6*Inch))
		ang := rng.Float64() * math.Pi
		hl, hw := float64(Inch/2+rng.IntN(3*Inch)), float64(1000+rng.IntN(Inch))
		ux, uy := math.Cos(ang), math.Sin(ang)
		pt := func(s, w float64) Point {
			return Point{int64(cx + s*ux - w*uy), int64(cy + s*uy + w*ux)}
		}
		poly := []Point{pt(-hl, -hw), pt(hl, -hw), pt(hl, hw), pt(-hl, hw)}
		if rng.IntN(2) == 0 { // a bracket, not convex: a foot turning back at each end
			foot, fw := float64(Inch/2), hl/4
			poly = []Point{pt(-hl, -hw), pt(hl, -hw), pt(hl, hw+foot), pt(hl-fw, hw+foot), pt(hl-fw, hw),
				pt(-hl+fw, hw), pt(-hl+fw, hw+foot), pt(-hl, hw+foot)}
		}
		f := &Field{Features: []Feature{{Name: "wall", Height: High, Poly: poly}}}
		if err := f.Features[0].Validate(); err != nil {
			t.Fatal(err)
		}
		side := func(k float64) Point { return pt(0, k*(hw+float64(3*Inch/2)+rng.Float64()*4*Inch)) }
		a, b := side(1), side(-1)
		a.X += int64(rng.IntN(Inch)) - Inch/2
		ra, rb := int64(BaseRadius+rng.IntN(Inch)), int64(BaseRadius)
		if !f.Screens(a, ra, b, rb) {
			continue
		}
		yes++
		if len(poly) > 4 {
			bracket++
		}
		for range 2000 {
			pa := inDisc(rng, a, ra)
			pb := inDisc(rng, b, rb)
			if !f.crossesAny(pa, pb, High, nil) {
				t.Fatalf("Screens(%v, %d, %v, %d) but %v -> %v misses %v", a, ra, b, rb, pa, pb, f.Features[0].Poly)
			}
		}
	}
	if yes < 50 || bracket < 10 {
		t.Errorf("only %d of 400 walls screened (%d brackets): the test shows little", yes, bracket)
	}
}

// inDisc returns a random point of the disc, its rim included.
func inDisc(rng *rand.Rand, c Point, r int64) Point {
	a := rng.Float64() * 2 * math.Pi
	d := float64(r)
	if rng.IntN(4) > 0 {
		d *= math.Sqrt(rng.Float64())
	}
	return Point{c.X + int64(d*math.Cos(a)), c.Y + int64(d*math.Sin(a))}
}

// A chord between two vertices across the mouth of a U lies outside the
// feature: it proves nothing about a target inside the U.
func TestScreensNotAcrossAMouth(t *testing.T) {
	in := func(x, y float64) Point { return Point{int64(x * Inch), int64(y * Inch)} }
	u := Feature{Name: "U", Height: High, Poly: []Point{
		in(3, 3), in(6, 3), in(6, 5), in(5, 5), in(5, 4), in(4, 4), in(4, 5), in(3, 5),
	}}
	if err := u.Validate(); err != nil {
		t.Fatal(err)
	}
	f := &Field{Features: []Feature{u}}
	a, b := in(4.5, 6), in(4.5, 4.5) // above the mouth, and inside the U
	if f.Screens(a, Inch/10, b, Inch/10) {
		t.Error("the U's mouth is said to hide its inside from above")
	}
	if !f.Screens(a, Inch/10, in(4.5, 2), Inch/10) {
		t.Error("the U's bottom does not hide what lies below it")
	}
}
