package magewinds

import (
	"slices"
	"strings"
	"testing"

	"skirmish/rules/magewinds/geom"
)

// touching is the offset of a base just in contact with another (8.0: "Two
// things are in contact if their bases are touching"; 0.1 mm apart).
var touching = geom.Point{X: 2*geom.BaseRadius + 100}

// carrier is a Hawkeye a1 and a Stormhorn Brute b1 far apart, with a
// carriable relic o1 and a moveable rune stone o2 elsewhere.
func carrier(t *testing.T, extra string) *Game {
	return arena(t, "hawkeye, ironclad / stormhorn", extra,
		"................................",
		"................................",
		"................................",
		"................................",
		"....A...................*.......",
		"................................",
		"................................",
		"................................",
		"....B...................%....a..",
	)
}

// 19.1: "Any fighter that begins or ends a Move Action (13.4) in contact
// with a carriable object may pick it up. Remove the object from the
// battlefield and place it to the side. That fighter is now carrying the
// object."
func TestPickUpAtTheStartOrEndOfAMove(t *testing.T) {
	for _, start := range []bool{true, false} {
		g := carrier(t, "")
		a1 := g.FighterByID("a1")
		from := g.Fighters[a1].Pos
		to := from.Add(geom.Point{X: 2 * geom.Inch})
		if start {
			g.Objects[0].Pos = from.Add(touching)
		} else {
			g.Objects[0].Pos = to.Add(touching)
		}
		// the rune stone is moveable, not carriable
		g.Objects[1].Pos = from.Sub(touching)
		evs := do(t, g, "a1 move @"+to.String()+" take")
		if !has(evs, EvPickedUp) || g.Fighters[a1].Carry != 0 || g.Objects[0].CarriedBy != int8(a1) {
			t.Fatalf("start %v: the relic was not picked up\n%s", start, eventText(evs))
		}
		if g.Fighters[a1].Pos != to {
			t.Errorf("a1 at %v, want %v", g.Fighters[a1].Pos, to)
		}
		// 19.1: "A fighter that is carrying an object may drop it at the
		// beginning or end of one of their activations."
		if g.Act.Step != StepEndDrop || g.Decider() != 0 {
			t.Fatalf("the carrier may drop at the end of its activation: step %d", g.Act.Step)
		}
		got := legal(g)
		if got[0] != "a1 hold" || len(got) < 2 || !strings.HasPrefix(got[1], "a1 drop @") {
			t.Errorf("end of activation choices %v", got)
		}
		do(t, g, "a1 hold")
		if g.Turn != 1 || g.Fighters[a1].Carry != 0 {
			t.Errorf("after holding: side %d, carry %d", g.Turn+1, g.Fighters[a1].Carry)
		}
	}
}

// Take is refused with no carriable object in contact at either end, and
// a carrier cannot pick up a second.
func TestPickUpRefused(t *testing.T) {
	g := carrier(t, "")
	a1 := g.FighterByID("a1")
	from := g.Fighters[a1].Pos
	g.Objects[1].Pos = from.Add(touching) // the moveable stone
	to := from.Add(geom.Point{X: 2 * geom.Inch})
	if why := refuse(t, g, "a1 move @"+to.String()+" take"); !strings.Contains(why, "no carriable object") {
		t.Errorf("taking a moveable stone: %q", why)
	}
	if slices.Contains(legal(g), "a1 move @"+to.String()+" take") {
		t.Error("take offered with nothing to take")
	}
	g.Objects[0].CarriedBy, g.Fighters[a1].Carry = int8(a1), 0
	g.Objects[1].Pos = to.Add(touching)
	refuse(t, g, "a1 move @"+to.String()+" take")
}

// Dropping at the start of an activation (19.1): "place the object
// anywhere in contact with them"; the fighter then makes its action.
func TestDropAtTheStartOfAnActivation(t *testing.T) {
	g := carrier(t, "")
	a1 := g.FighterByID("a1")
	g.Objects[0].CarriedBy, g.Fighters[a1].Carry = int8(a1), 0
	p := g.Fighters[a1].Pos
	refuse(t, g, "a1 drop @"+p.Add(touching).Add(geom.Point{X: geom.Inch}).String()) // not in contact
	refuse(t, g, "a1 drop @"+p.Add(geom.Point{X: geom.BaseRadius}).String())         // overlapping a1
	do(t, g, "a1 drop @"+p.Add(touching).String())
	if g.Objects[0].CarriedBy != -1 || g.Objects[0].Pos != p.Add(touching) || g.Act.Step != StepActing {
		t.Fatalf("after dropping: %+v, step %d", g.Objects[0], g.Act.Step)
	}
	for _, a := range legal(g) {
		if !strings.HasPrefix(a, "a1 ") || strings.Contains(a, " drop ") {
			t.Errorf("after dropping at the start, a1 acts: %q offered", a)
		}
	}
	refuse(t, g, "a2 guard")
	do(t, g, "a1 guard", "a1 stay")
	if g.Turn != 1 || fighter(t, g, "a1").Actions != 1 {
		t.Errorf("after the activation: side %d, %d counters", g.Turn+1, fighter(t, g, "a1").Actions)
	}
}

// The Stormglass scores at each End Phase "1 point if one of your fighters
// carries the Stormglass, and 3 more if that fighter is wholly within your
// deployment zone".
func TestCarryAndHomeScoring(t *testing.T) {
	for _, home := range []bool{true, false} {
		g := carrier(t, "score: carry 1\nscore: home 3")
		i := g.FighterByID("a2") // in column 4: x 2.25", wholly within 0-3"
		want := [2]int16{4, 0}
		if !home {
			g.Fighters[i].Pos.X = 6 * geom.Inch
			want = [2]int16{1, 0}
		}
		g.Objects[0].CarriedBy, g.Fighters[i].Carry = int8(i), 0
		exhaust(t, g)
		if g.VP != want {
			t.Errorf("home %v: victory points %v, want %v", home, g.VP, want)
		}
	}
}
