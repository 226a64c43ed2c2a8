package magewinds

import (
	"strings"
	"testing"

	"skirmish/rules/magewinds/geom"
)

// at returns the notation of the point in the middle of map square (c, r).
func at(c, r int) string { return "@" + cellMid(c, r).String() }

// 13.4 Move Action: "This fighter may move as far as their Movement
// attribute, in inches. ... If this fighter begins this action within 1" of
// an enemy fighter, they may only move as far as their Movement attribute
// minus 2." Stormblades are nimble: they move their full Movement anyway.
func TestMoveAllowanceNearEnemy(t *testing.T) {
	g := arena(t, "ironclad, stormblade, ironclad / stormhorn", "",
		"................................",
		"................................",
		"..........A.a...................",
		"................................",
		"............B...................",
		"................................",
		"................................",
		"................................",
		"................................",
		"................................",
		"..C.............................",
	)
	for id, want := range map[string]string{"a1": "2", "a2": "5", "a3": "4", "b1": "2"} {
		if got := g.MoveAllowance(g.FighterByID(id)); got != inches(t, want) {
			t.Errorf("%s may move %s, want %s\"", id, geom.FormatInches(got), want)
		}
	}
	// a1 (Movement 4) starts 0.4 mm from b1: 2" directly away, not 2.5".
	if why := refuse(t, g, "a1 move "+at(5, 2)); !strings.Contains(why, `2"`) {
		t.Errorf("2.5\" from within 1\" of an enemy: %q", why)
	}
	do(t, g, "a1 move "+at(6, 2))
	if got := fighter(t, g, "a1").Pos; got != cellMid(6, 2) {
		t.Errorf("a1 at %v", got)
	}
	do(t, g, "b1 guard", "b1 stay")
	// a2 (nimble, Movement 5) starts 1" from b1 and still moves 4.5".
	do(t, g, "a2 move "+at(12, 13))
}

// 8.0: "A thing is within a certain distance of another thing if the
// distance between them is equal to or less than the stated distance."
func TestMoveAllowanceAtExactlyOneInch(t *testing.T) {
	g := arena(t, "ironclad / stormhorn", "",
		"................................",
		"..........A.....................",
		"................................",
		"..........................a.....",
	)
	a1, b1 := g.FighterByID("a1"), g.FighterByID("b1")
	p := g.Fighters[a1].Pos
	g.Fighters[b1].Pos = p.Add(geom.Point{X: 2*geom.BaseRadius + geom.Inch})
	if got := g.MoveAllowance(a1); got != 2*geom.Inch {
		t.Errorf("bases exactly 1\" apart: allowance %s, want 2\"", geom.FormatInches(got))
	}
	g.Fighters[b1].Pos.X++
	if got := g.MoveAllowance(a1); got != 4*geom.Inch {
		t.Errorf("bases 1\" and 1 µm apart: allowance %s, want 4\"", geom.FormatInches(got))
	}
}

// 15.0: "The path may not be longer than the distance the fighter is
// allowed to move. ... They may not move over any other kind of obstacle."
// A high wall 2½" long stands between a fighter and a point 2" away: the
// way round is about 5", too far for an Ironclad Sentinel (Movement 4),
// within reach of a Nightblade (Movement 6).
func TestMoveAroundHighWall(t *testing.T) {
	rows := []string{
		"................................",
		"................................",
		"................................",
		"..........#.....................",
		"..........#.....................",
		"........A.#.....................",
		"..........#.....................",
		"..........#.....................",
		"................................",
		"................................",
		"................................",
		"............................a...",
	}
	g := arena(t, "ironclad / stormhorn", "", rows...)
	if why := refuse(t, g, "a1 move "+at(12, 5)); !strings.Contains(why, `no path of at most 4"`) {
		t.Errorf("Ironclad through a high wall: %q", why)
	}
	do(t, g, "a1 move "+at(8, 8)) // going nowhere near the wall is fine

	g = arena(t, "nightblade / stormhorn", "", rows...)
	evs := do(t, g, "a1 move "+at(12, 5))
	mv := find(t, evs, EvMoved)
	if len(mv.Path) < 2 {
		t.Fatalf("a move round the wall should bend: path %v", mv.Path)
	}
	m := g.mover(g.FighterByID("a1"))
	from, total := mv.From, int64(0)
	for _, p := range mv.Path {
		if !m.SegmentClear(from, p) {
			t.Errorf("path leg %v -> %v is not clear", from, p)
		}
		total += geom.Dist(from, p)
		from = p
	}
	if total > 6*geom.Inch || total < 4*geom.Inch {
		t.Errorf("path of %s, want between 4\" and 6\"", geom.FormatInches(total))
	}
}

// 15.0: "The fighter may move over a low obstacle but may not finish its
// move on top of one. They may not move over any other kind of obstacle."
func TestLowObstacleCrossedNotEndedOn(t *testing.T) {
	rows := func(ch string) []string {
		w := strings.Repeat(".", 10) + ch + strings.Repeat(".", 21)
		return []string{
			"................................",
			"................................",
			"................................",
			w, w,
			"........A." + ch + ".....................",
			w, w,
			"................................",
			"................................",
			"............................a...",
		}
	}
	g := arena(t, "ironclad / stormhorn", "", rows("~")...)
	refuse(t, g, "a1 move "+at(10, 5)) // on the wall
	// partly on it: the base's left edge 0.09" over the wall's right side
	part := geom.Point{X: 5*geom.Inch + geom.Inch/2 + geom.BaseRadius - 2286, Y: cellMid(8, 5).Y}
	if why := refuse(t, g, "a1 move @"+part.String()); !strings.Contains(why, "overlapping") {
		t.Errorf("ending partly on a low wall: %q", why)
	}
	evs := do(t, g, "a1 move "+at(12, 5))
	if mv := find(t, evs, EvMoved); len(mv.Path) != 1 {
		t.Errorf("the way over a low wall is straight: path %v", mv.Path)
	}

	// the same wall, medium: the Ironclad cannot cross it, nor go round in 4"
	g = arena(t, "ironclad / stormhorn", "", rows("=")...)
	refuse(t, g, "a1 move "+at(12, 5))
}

// 18.1: "trace a line from the closest point on the edge of the attacker's
// base to any point on the edge of the target's base without the line
// crossing any high obstacles or other fighters." 13.1: a step move of up
// to 1" may come first.
func TestLineOfAttackBlockedByFighter(t *testing.T) {
	// a2 stands in the way of a1's Longbow; a 1" step to the side clears it.
	g := arena(t, "hawkeye, ironclad / stormhorn", "",
		"................................",
		"................................",
		"................................",
		"................................",
		"...A....B..........a............",
	)
	a1, b1 := g.FighterByID("a1"), g.FighterByID("b1")
	bow := &g.Prof(a1).Attacks[0]
	if g.canAttack(a1, g.Fighters[a1].Pos, b1, bow) {
		t.Fatal("a2 should block the line of attack")
	}
	do(t, g, "a1 attack b1 1")
	for _, a := range legal(g) {
		if a == "a1 stay" {
			t.Error("stay is offered though a2 blocks the line")
		}
	}
	if why := refuse(t, g, "a1 stay"); !strings.Contains(why, "without a step move every line to Stormhorn Brute b1 crosses a high obstacle or another fighter") {
		t.Errorf("attacking through a friend: %q", why)
	}
	do(t, g, "a1 step "+at(3, 2))
	if g.Act.Step != StepReact || g.Decider() != 1 {
		t.Errorf("after the step the attack goes on: step %d, side %d to decide", g.Act.Step, g.Decider()+1)
	}

	// In a corridor of high walls no step move gets round a2.
	g = arena(t, "hawkeye, ironclad / stormhorn", "",
		"................................",
		"................................",
		"..######################........",
		"................................",
		"...A....B..................a....",
		"................................",
		"..######################........",
	)
	if why := refuse(t, g, "a1 attack b1 1"); !strings.Contains(why, "crosses a high obstacle or another fighter, and no step move of up to 1\" gives a line of attack") {
		t.Errorf("attacking through a friend in a corridor: %q", why)
	}
	g.Fighters[g.FighterByID("a2")].Out = true // once a2 is gone the way is clear
	do(t, g, "a1 attack b1 1", "a1 stay")
}

// 18.2: "If it is possible to trace a line of attack to all points on the
// edge of the target's base without crossing an obstacle or another
// fighter, the target is in the open. If the target is more than 1" away
// from the attacker, obstacles within 1" of the attacker are ignored when
// determining if the target is in the open. ... If the target is not in the
// open, they are in cover. Their Evasion attribute is increased by 2."
func TestCoverAndTheLowWallByTheAttacker(t *testing.T) {
	for _, tc := range []struct {
		name   string
		hedge  string // a low wall, x from-to in inches
		target int    // the target's column; the Spear Warden stands in column 4 (x 2.25")
		cover  bool
	}{
		{"open, 0.5\" away", "", 7, false},
		{"open, 1.5\" away", "", 9, false},
		{"hedge between, target within 1\"", "2.8 3.2", 7, true},
		{"hedge by the attacker, target 1.5\" away", "2.8 3.2", 9, false},
		{"hedge by the target, 1.06\" from the attacker", "3.8 4.2", 9, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			extra := ""
			if tc.hedge != "" {
				x0, x1, _ := strings.Cut(tc.hedge, " ")
				extra = "feature: low; Hedge; " + x0 + ",1 " + x1 + ",1 " + x1 + ",3.5 " + x0 + ",3.5"
			}
			row := []byte("................................")
			row[4], row[tc.target] = 'A', 'a'
			g := arena(t, "spearwarden / hawkeye", extra, "", "", "", "", string(row))
			a1, b1 := g.FighterByID("a1"), g.FighterByID("b1")
			spear := &g.Prof(a1).Attacks[0]
			if spear.Name != "Long Spear" {
				t.Fatalf("attack 1 is the %s", spear.Name)
			}
			from := g.Fighters[a1].Pos
			if got := g.InCover(a1, from, b1, spear); got != tc.cover {
				t.Errorf("in cover %v, want %v", got, tc.cover)
			}
			want := 4 - 1 // Precision 4, Evasion 1
			if tc.cover {
				want -= 2
			}
			if tn := g.TargetNumber(a1, from, b1, spear, spear.Light, ReactNone); tn != want {
				t.Errorf("target number %d, want %d", tn, want)
			}
			// the dice agree: needing 1 or less, a 2 misses; needing 3, it hits
			load(t, g, 2, 2, 2)
			evs := do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 noreact")
			if r := find(t, evs, EvRolled); r.N != want {
				t.Errorf("the attack needed %d or less, want %d", r.N, want)
			}
		})
	}
}

// Sharpshot: "Targets of its missile attacks never count as in cover."
func TestSharpshotIgnoresCover(t *testing.T) {
	g := arena(t, "hawkeye, spearwarden / hawkeye", "feature: low; Hedge; 6.3,1 6.7,1 6.7,5.5 6.3,5.5",
		"................................",
		"................................",
		"................................",
		"................................",
		"....A...........................",
		"..............................",
		"..............a...............",
		"..............................",
		"....B.........................",
	)
	a1, a2, b1 := g.FighterByID("a1"), g.FighterByID("a2"), g.FighterByID("b1")
	bow, javelin := &g.Prof(a1).Attacks[0], &g.Prof(a2).Attacks[1]
	if g.InCover(a1, g.Fighters[a1].Pos, b1, bow) {
		t.Error("the Hawkeye's Longbow should ignore the hedge")
	}
	if !g.InCover(a2, g.Fighters[a2].Pos, b1, javelin) {
		t.Error("the hedge should give cover from the Spear Warden's Javelin")
	}
	if tn := g.TargetNumber(a2, g.Fighters[a2].Pos, b1, javelin, javelin.Light, ReactNone); tn != 4-1-2 {
		t.Errorf("Javelin target number %d, want 1", tn)
	}
}

// 6.0: "As two numbers, with a dash in between. The number on the left is
// the attack's Minimum Range"; 18.1: "The line of attack may not be ...
// shorter than its Minimum Range attribute." The Hawkeye's Longbow is 2-12.
func TestMissileMinimumRange(t *testing.T) {
	g := arena(t, "hawkeye / stormhorn", "",
		"................................",
		"................................",
		"................................",
		"................................",
		"....A..a........................",
	)
	// 0.52" away: even a 1" step back leaves it too close
	if why := refuse(t, g, "a1 attack b1 1"); !strings.Contains(why, "2 - 12") {
		t.Errorf("Longbow at 0.52\": %q", why)
	}
	do(t, g, "a1 attack b1 2", "a1 stay") // the Hunting Knife reaches 1"

	// 1.52" away: the Longbow needs the step back first
	g = arena(t, "hawkeye / stormhorn", "",
		"................................",
		"................................",
		"................................",
		"................................",
		"....A....a......................",
	)
	do(t, g, "a1 attack b1 1")
	refuse(t, g, "a1 stay")
	do(t, g, "a1 step "+at(2, 4))

	// 18.1: "The line of attack may not be ... shorter than its Minimum
	// Range": exactly 2" between the bases, the line to the closest point
	// is long enough; a micrometre less, a line to a point of b1's edge
	// further round is. From A's closest point the tangents to b1's edge
	// are sqrt((d + R)² - R²) long (R the base radius): 1.5" between the
	// bases gives lines of at most 1.93", too short.
	a1, b1 := g.FighterByID("a1"), g.FighterByID("b1")
	bow := &g.Prof(a1).Attacks[0]
	p := g.Fighters[a1].Pos
	for _, tc := range []struct {
		gap int64
		ok  bool
	}{
		{2 * geom.Inch, true},
		{2*geom.Inch - 1, true},
		{3 * geom.Inch / 2, false},
		{19 * geom.Inch / 10, true},
	} {
		g.Fighters[b1].Pos = p.Add(geom.Point{X: 2*geom.BaseRadius + tc.gap})
		if why := g.whyNoLine(a1, p, b1, bow); (why == "") != tc.ok {
			t.Errorf("%s between the bases: %q", geom.FormatInches(tc.gap), why)
		} else if !tc.ok && !strings.Contains(why, "the longest line of attack to Stormhorn Brute b1 is 1.93\" long, shorter than the Longbow's range (2 - 12\") allows") {
			t.Errorf("too close: %q", why)
		}
	}
}
