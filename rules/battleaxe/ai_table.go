package battleaxe

import "skirmish/rules/grid"

// Ring positions around a hero, clockwise from north, as offsets from the
// hero's square: kingSteps. The seed's table names them: 3A north, 2A
// north-east, 4A east, 1A south-east, 3 south, 2 south-west, 4 west, 1
// north-west; each pair (1-1A, 2-2A, 3-3A, 4-4A) are opposite squares.
var ringLabels = [8]string{"3A", "2A", "4A", "1A", "3", "2", "4", "1"}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// TableRing returns the ring position (an index into kingSteps) of the
// adjacent square the seed's "Normal Movement to Fight" table sends an enemy
// on enemy to, for a hero on hero: an enemy on a diagonal through the hero
// goes to the diagonal square on its side (1, 1A, 2, 2A); elsewhere to the
// orthogonal square on the side it is furthest out (3, 3A, 4, 4A). With
// flank set it is the opposite square ("Flanking": 1 to 1A, 1A to 1, ...).
// It returns -1 when the two squares are the same.
func TableRing(hero, enemy grid.Point, flank bool) int {
	dx, dy := int(enemy.X-hero.X), int(enemy.Y-hero.Y)
	ax, ay := max(dx, -dx), max(dy, -dy)
	var off grid.Point
	switch {
	case ax == 0 && ay == 0:
		return -1
	case ax == ay:
		off = grid.Pt(sign(dx), sign(dy))
	case ax > ay:
		off = grid.Pt(sign(dx), 0)
	default:
		off = grid.Pt(0, sign(dy))
	}
	if flank {
		off = grid.Point{X: -off.X, Y: -off.Y}
	}
	for i, s := range kingSteps {
		if s == off {
			return i
		}
	}
	return -1
}

// TableLabel returns the seed's label (1, 1A, ... 4A) of ring position i.
func TableLabel(i int) string {
	if i < 0 || i >= 8 {
		return "H"
	}
	return ringLabels[i]
}

// ringTries lists the ring positions an enemy tries, from its table square
// t: t, then clockwise round the hero, then anticlockwise from t ("it will
// instead try the next square 'clockwise' around the hero ... If all these
// squares are occupied it will try going 'anti-clockwise' from the original
// adjacent square"). The second list is the anticlockwise walk.
func ringTries(t int) (clockwise, anticlockwise [7]int) {
	for k := 1; k <= 7; k++ {
		clockwise[k-1] = (t + k) % 8
		anticlockwise[k-1] = (t - k + 8) % 8
	}
	return clockwise, anticlockwise
}
