package battleaxe

import (
	"strings"
	"testing"

	"skirmish/rules/grid"
)

// drawRoom draws a w x h room with the letters placed on the given squares.
func drawRoom(w, h int, at map[string]byte) string {
	var s strings.Builder
	s.WriteString("map:\n+" + strings.Repeat("-+", w) + "\n")
	for y := range h {
		s.WriteString("|")
		for x := range w {
			c := byte('.')
			if l, ok := at[grid.Pt(x, y).String()]; ok {
				c = l
			}
			s.WriteByte(c)
			if x < w-1 {
				s.WriteByte(' ')
			}
		}
		s.WriteString("|\n")
		if y < h-1 {
			s.WriteString("+" + strings.Repeat(" +", w) + "\n")
		}
	}
	s.WriteString("+" + strings.Repeat("-+", w) + "\n")
	return s.String()
}

// priorityDiagram is the seed's priority example as a board: "H1 is 4
// Squares away, H2 is 5 Squares away, H3 is 9 Squares away, H4 is 7 Squares
// away"; "E has to move 4 Squares to be Adjacent to H1, just 3 Squares to
// be Adjacent to H2, 8 Squares to be Adjacent to H3, 6 Squares to be
// Adjacent to H4"; H4 "is already Adjacent to 4 enemies"; H2 is adjacent
// to none. The enemy E is e on d7; H1-H4 are Thomas (d3), Luella (h8),
// Torvik (m7) and Pim (d14); f-n are other goblins.
func priorityDiagram(t *testing.T, dice ...int) *Game {
	src := drawRoom(14, 14, map[string]byte{
		"d7": 'e', "d3": 'A', "h8": 'B', "m7": 'C', "d14": 'D',
		"c4": 'f', "d4": 'g', "e4": 'h', // beside H1
		"n7":  'i',                                     // beside H3
		"c13": 'j', "e13": 'k', "c14": 'l', "e14": 'm', // round H4
	}) + "legend:\nA: hero thomas\nB: hero luella\nC: hero torvik\nD: hero pim\n"
	for _, c := range "efghijklm" {
		src += string(c) + ": enemy goblin\n"
	}
	return game(t, src, dice...)
}

func TestSeedPriorityDiagramDistances(t *testing.T) {
	g := priorityDiagram(t)
	e := g.MiniByID('e')
	dist, _ := g.enemyDist(e)
	for _, tc := range []struct {
		hero         byte
		apart, moves int
	}{{'A', 4, 4}, {'B', 5, 3}, {'C', 9, 8}, {'D', 7, 6}} {
		h := g.MiniByID(tc.hero)
		if got := g.apart(e, h); got != tc.apart {
			t.Errorf("%s is %d squares away, want %d", g.name(h), got, tc.apart)
		}
		if got := g.fightMoves(e, h, dist); got != tc.moves {
			t.Errorf("%s is %d moves from adjacent, want %d", g.name(h), got, tc.moves)
		}
	}
}

// "Shoot Nearest: The Enemy's top priority is H1 since he is just 4 Squares
// away." "Shoot Furthest: ... H3 since he is 9 Squares away." "Fight
// Closest: ... H2 since it can move just 3 Squares to be Adjacent." "Fight
// Furthest: ... H3 since it has to move 8 Squares to be Adjacent" "Fight as
// Gang: ... H4 since he is already Adjacent to 4 enemies." "Fight
// Individual: The Enemy's top priority is H2."
func TestSeedPriorityExamples(t *testing.T) {
	for _, tc := range []struct {
		prio Priority
		want byte
		why  string
	}{
		{ShootNearest, 'A', "Shoot Nearest: Thomas is 4 squares away"},
		{ShootFurthest, 'C', "Shoot Furthest: Torvik is 9 squares away"},
		{FightClosest, 'B', "Fight Closest: Luella is 3 moves from being adjacent"},
		{FightFurthest, 'C', "Fight Furthest: Torvik is 8 moves from being adjacent"},
		{FightAsGang, 'D', "Fight as Gang: Pim has 4 enemies adjacent"},
		{FightIndividual, 'B', "Fight Individual: Luella has no enemy adjacent"},
	} {
		g := priorityDiagram(t)
		e := g.MiniByID('e')
		dist, _ := g.enemyDist(e)
		cands, _ := g.candidates(e)
		r := NewRoller(&g.dice)
		h, why := g.choose(&prioContext{e: e, prevGang: -1, dist: dist}, cands, []Priority{tc.prio}, r)
		if g.minis[h].ID != tc.want || why != tc.why {
			t.Errorf("%s: chose %s (%q), want %c (%q)", tc.prio, g.name(h), why, tc.want, tc.why)
		}
		if r.Err() != nil || len(r.Rolls) != 0 {
			t.Errorf("%s rolled dice: %v %v", tc.prio, r.Rolls, r.Err())
		}
	}
}

// "If the 2 (or more) heroes have the same Priority then RFI to see who is
// the top Priority." "If 2 or more heroes have the same number of adjacent
// enemies then the one that is 'Nearest' (the next Priority) will be top
// priority."
func TestSeedTiesGoToTheNextPriorityThenRollForIt(t *testing.T) {
	src := drawRoom(9, 3, map[string]byte{"e2": 'e', "a2": 'A', "i2": 'B', "c1": 'C'}) +
		"legend:\nA: hero thomas\nB: hero luella\nC: hero torvik\ne: enemy goblin\n"
	// Thomas and Luella are both 4 away; Torvik is 3 away (2+1).
	g := game(t, src)
	e := g.MiniByID('e')
	dist, _ := g.enemyDist(e)
	c := &prioContext{e: e, prevGang: -1, dist: dist}
	cands, _ := g.candidates(e)
	r := NewRoller(&g.dice)
	// Fight as Gang ties all three (no enemy adjacent); Shoot Nearest then
	// picks Torvik.
	h, why := g.choose(c, cands, []Priority{FightAsGang, ShootNearest}, r)
	if g.minis[h].ID != 'C' || !strings.Contains(why, "Shoot Nearest: Torvik is 3 squares away") {
		t.Fatalf("chose %s: %s", g.name(h), why)
	}
	// Shoot Furthest ties Thomas and Luella at 4: Roll For It, highest wins.
	g = game(t, src, pct(30, 80)...)
	r = NewRoller(&g.dice)
	h, why = g.choose(c, cands, []Priority{ShootFurthest}, r)
	if g.minis[h].ID != 'B' || !strings.Contains(why, "Roll For It among Thomas, Luella: Luella rolls highest") {
		t.Fatalf("chose %s: %s", g.name(h), why)
	}
}

// "An enemy cannot prioritise a hero that is around a corner or behind a
// wall though a doorway ... The exception is if all the heroes are around a
// corner or behind a wall" "An enemy will prioritise conscious heroes over
// unconscious ones."
func TestSeedTargetsOnlyHeroesItSeesConsciousFirst(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+
|A . . . e|
+/+-+-+-+-+
|B . . . .|
+-+-+-+-+-+
legend:
A: hero thomas
B: hero luella
e: enemy goblin
`)
	e := g.MiniByID('e')
	if cands, _ := g.candidates(e); len(cands) != 1 || g.minis[cands[0]].ID != 'A' {
		t.Fatalf("candidates %v: only Thomas is in sight", cands)
	}
	g.minis[g.MiniByID('A')].Health = 0
	if cands, note := g.candidates(e); len(cands) != 1 || g.minis[cands[0]].ID != 'A' || note == "" {
		t.Fatalf("candidates %v (%s): Thomas, unconscious, is still the only one in sight", cands, note)
	}
	g.minis[g.MiniByID('A')].Health = -1
	if cands, note := g.candidates(e); len(cands) != 1 || g.minis[cands[0]].ID != 'B' || !strings.Contains(note, "sound") {
		t.Fatalf("candidates %v (%s): with Thomas dead it follows Luella by sound", cands, note)
	}
}
