package magewinds

import (
	"slices"
	"strings"
	"testing"

	"skirmish/rules/magewinds/geom"
)

// aroundTheFriend is a Spear Warden a1 (Long Spear, range 2) at 2.25",2.75"
// facing a Hawkeye b1 whose base is 1.92" from a1's, with an Ironclad a2
// in the way at 3.5",y: a2 hides the near side of b1's base, so every line
// of attack runs round a2 to a point of b1's edge further round, longer
// than the gap between the bases. box puts a1 in a box of medium walls
// (which do not block lines of attack) that leaves it no step move.
//
//	......................
//	...====.....
//	...=A.=..a2.....b1
//	...====.....
func aroundTheFriend(t *testing.T, a2y string, gap int64, box bool) *Game {
	t.Helper()
	extra := ""
	if box {
		extra = strings.Join([]string{
			"feature: medium; West Wall; 1.5,2 1.75,2 1.75,3.5 1.5,3.5",
			"feature: medium; East Wall; 2.75,2 3,2 3,3.5 2.75,3.5",
			"feature: medium; North Wall; 1.75,2 2.75,2 2.75,2.25 1.75,2.25",
			"feature: medium; South Wall; 1.75,3.25 2.75,3.25 2.75,3.5 1.75,3.5",
		}, "\n")
	}
	g := arena(t, "spearwarden, ironclad / hawkeye, hawkeye", extra,
		"................................",
		"................................",
		"................................",
		"................................",
		"................................",
		"....A..B.........b..............",
		"................................",
		"................................",
		"................................",
		"...........................a....",
	)
	a1, a2, b1 := g.FighterByID("a1"), g.FighterByID("a2"), g.FighterByID("b1")
	g.Fighters[b1].Pos = g.Fighters[a1].Pos.Add(geom.Point{X: 2*geom.BaseRadius + gap})
	g.Fighters[a2].Pos = geom.Point{X: 7 * geom.Inch / 2, Y: inches(t, a2y)}
	for _, i := range []int{a1, a2, b1} {
		if !g.mover(i).CanStand(g.Fighters[i].Pos) {
			t.Fatalf("%s cannot stand at %v", g.FighterID(i), g.Fighters[i].Pos)
		}
	}
	return g
}

// 18.1: "trace a line from the closest point on the edge of the attacker's
// base to any point on the edge of the target's base without the line
// crossing any high obstacles or other fighters. The line of attack may not
// be longer than the attack's Maximum Range attribute". The fault report:
// a 2" attack along a 2.27" line round a fighter in the way was accepted,
// as only the 1.92" between the bases was measured.
func TestLineOfAttackLongerThanTheRange(t *testing.T) {
	const want = `the shortest line of attack to Hawkeye b1 that crosses no high obstacle or other fighter is 2.27" long, longer than the Long Spear's range (2") allows`
	g := aroundTheFriend(t, "2.4", 192*geom.Inch/100, true)
	a1, b1 := g.FighterByID("a1"), g.FighterByID("b1")
	if d := geom.BaseDist(g.Fighters[a1].Pos, g.Fighters[b1].Pos); geom.FormatInches(d) != `1.92"` {
		t.Fatalf("the bases are %s apart", geom.FormatInches(d))
	}
	j := g.lvl.Field.JudgeLineOfAttack(g.Fighters[a1].Pos, g.Fighters[b1].Pos, g.others(a1, b1), 0, 2*geom.Inch)
	if j.OK || !j.Clear || geom.FormatInches(j.Shortest) != `2.27"` {
		t.Fatalf("lines of attack round a2: %+v", j)
	}
	why := refuse(t, g, "a1 attack b1 1")
	if !strings.Contains(why, want) || !strings.Contains(why, "no step move") {
		t.Errorf("attacking round a2 from the box:\n got %q\nwant %q", why, want)
	}

	// Out of the box a1 may step round a2 first; standing still it may not.
	g = aroundTheFriend(t, "2.4", 192*geom.Inch/100, false)
	do(t, g, "a1 attack b1 1")
	if got := legal(g); len(got) == 0 || slices.Contains(got, "a1 stay") {
		t.Errorf("steps offered: %v", got)
	}
	if why := refuse(t, g, "a1 stay"); !strings.Contains(why, "without a step move "+want) {
		t.Errorf("attacking round a2 without a step move:\n got %q\nwant %q", why, want)
	}
	for _, s := range legal(g) {
		a, _ := ParseAction(s)
		if !g.canAttack(a1, a.At, b1, g.attackOf(a1)) {
			t.Errorf("offered %q, after which there is no line of attack", s)
		}
	}
}

// Just inside the range: with a2 a little higher, a line round it to b1's
// edge is 1.98" long, under 2", though the line to the closest point is
// hidden and none of the 32 evenly spaced points of the edge is within 2";
// the point of the edge exactly 2" away is aimed at.
func TestLineOfAttackJustInsideTheRange(t *testing.T) {
	g := aroundTheFriend(t, "2.35", 19*geom.Inch/10, true)
	a1, b1 := g.FighterByID("a1"), g.FighterByID("b1")
	ok, line := g.lvl.Field.LineOfAttack(g.Fighters[a1].Pos, g.Fighters[b1].Pos, g.others(a1, b1), 0, 2*geom.Inch)
	if !ok {
		t.Fatal("no line of attack within 2\"")
	}
	if n := geom.Dist(line[0], line[1]); n > 2*geom.Inch || n < 2*geom.Inch-10 {
		t.Errorf("the line %v is %d µm long, want just under 2\"", line, n)
	}
	load(t, g, 6, 6, 6)
	do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 noreact")
}
