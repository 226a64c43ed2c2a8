package grid

import (
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
)

// board is a grid drawn as text: '#' blocks sight, anything else is open.
// Upper-case letters mark named open squares, lower-case letters named
// squares that block (to check that the ends of a line are not tested).
type board struct {
	rows  []string
	marks map[byte]Point
}

func parseBoard(t *testing.T, text string) *board {
	t.Helper()
	b := &board{marks: map[byte]Point{}}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		b.rows = append(b.rows, strings.TrimSpace(line))
	}
	for y, row := range b.rows {
		if len(row) != len(b.rows[0]) {
			t.Fatalf("board row %d is %d wide, want %d:\n%s", y+1, len(row), len(b.rows[0]), text)
		}
		for x := range len(row) {
			if c := row[x]; c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' {
				b.marks[c] = Pt(x, y)
			}
		}
	}
	return b
}

func (b *board) blocks(p Point) bool {
	if p.X < 0 || p.Y < 0 || int(p.Y) >= len(b.rows) || int(p.X) >= len(b.rows[0]) {
		return true
	}
	c := b.rows[p.Y][p.X]
	return c == '#' || c >= 'a' && c <= 'z'
}

func (b *board) String() string { return "\n" + strings.Join(b.rows, "\n") }

func TestClearCases(t *testing.T) {
	tests := []struct {
		name  string
		board string // a line from A to B
		want  bool
	}{
		{"open row", `A...B`, true},
		{"wall between", `A.#.B`, false},
		{"wall between on a diagonal", `
			A..
			.#.
			..B`, false},
		{"wall between at a slope", `
			A....
			..#..
			....B`, false},
		{"walls beside a straight line", `
			#####
			A...B
			#####`, true},
		{"ends on walls are not tested", `a...b`, true},
		// docs/rules/tunnel.md, ruling 20: "a line that only grazes a corner
		// between two blocking squares is blocked; one blocking square at a
		// corner is not".
		{"diagonal gap: walls on both sides, each touching the line at its own corner", `
			A#..
			....
			.#.#
			...B`, true},
		{"two walls touching at a corner on the line", `
			A#
			#B`, false},
		{"long diagonal through two walls touching at a corner", `
			A...
			..#.
			.#..
			...B`, false},
		{"single wall touching the line only at a corner", `
			A#
			.B`, true},
		{"single wall on the other side of the corner", `
			A.
			#B`, true},
		{"single walls touching the line at two corners", `
			A#.
			..#
			..B`, true},
		{"line grazes a wall corner at a slope", `
			A.##
			....
			##.B`, true},
		{"line crosses a wall's interior at a slope", `
			A#..
			...B`, false},
		{"knight's move past a wall", `
			A#
			..
			.B`, true},
		{"knight's move clipping a wall", `
			A.
			#.
			.B`, false},
		{"knight's move through a wall", `
			A.
			.#
			.B`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := parseBoard(t, tt.board)
			a, z := b.marks['A'], b.marks['B']
			if _, ok := b.marks['a']; ok {
				a, z = b.marks['a'], b.marks['b']
			}
			if got := Clear(a, z, b.blocks); got != tt.want {
				t.Errorf("Clear(%v, %v) = %v, want %v on%s", a, z, got, tt.want, b)
			}
			if got := Clear(z, a, b.blocks); got != tt.want {
				t.Errorf("Clear(%v, %v) = %v, want %v on%s", z, a, got, tt.want, b)
			}
		})
	}
}

// Squares side by side always see each other, however the squares around
// them are walled. Diagonal neighbours do too, unless both squares beside
// their shared corner block (ruling 20).
func TestClearAdjacent(t *testing.T) {
	c := Pt(1, 1)
	for mask := range 1 << 9 {
		blocks := func(p Point) bool {
			return p.X >= 0 && p.Y >= 0 && p.X < 3 && p.Y < 3 && mask&(1<<(p.Y*3+p.X)) != 0
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				q := Pt(1+dx, 1+dy)
				want := dx == 0 || dy == 0 || !blocks(Pt(1+dx, 1)) || !blocks(Pt(1, 1+dy))
				if Clear(c, q, blocks) != want || Clear(q, c, blocks) != want {
					t.Fatalf("Clear between %v and %v is not %v with walls\n%s", c, q, want, drawMask(mask))
				}
			}
		}
	}
}

func drawMask(mask int) string {
	var b strings.Builder
	for i := range 9 {
		if mask&(1<<i) != 0 {
			b.WriteByte('#')
		} else {
			b.WriteByte('.')
		}
		if i%3 == 2 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

var symmetryBoards = []string{`
	........#.
	.##.......
	...#..#...
	....#.....
	.#.....##.
	......#...
	..#.#.....
	.........#`, `
	.#.#.#.#.#
	#.#.#.#.#.
	.#.#.#.#.#
	#.#.#.#.#.
	.#.#.#.#.#`, `
	..........
	...####...
	...#..#...
	...#..#...
	...####...
	..........`, `
	#...#.....#
	.#.#...#...
	..#...#.#..
	.#.#.#...#.
	#...#.....#`,
}

// randomBoard draws a w x h board with about one wall in four squares.
func randomBoard(r *rand.Rand, w, h int) string {
	var b strings.Builder
	for range h {
		for range w {
			if r.IntN(4) == 0 {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func TestClearSymmetric(t *testing.T) {
	boards := append([]string(nil), symmetryBoards...)
	r := rand.New(rand.NewPCG(1, 2))
	for range 30 {
		boards = append(boards, randomBoard(r, 9, 7))
	}
	for _, text := range boards {
		b := parseBoard(t, text)
		w, h := len(b.rows[0]), len(b.rows)
		for i := range w * h {
			for j := i + 1; j < w*h; j++ {
				p, q := Pt(i%w, i/w), Pt(j%w, j/w)
				if ab, ba := Clear(p, q, b.blocks), Clear(q, p, b.blocks); ab != ba {
					t.Fatalf("Clear(%v, %v) = %v but Clear(%v, %v) = %v on%s", p, q, ab, q, p, ba, b)
				}
			}
		}
	}
}

// crossesInterior reports whether the segment between the centres of a and b
// meets the open interior of square s, in exact arithmetic. Coordinates are
// doubled so that square edges fall on integers.
func crossesInterior(a, b, s Point) bool {
	lo, hi := big.NewRat(0, 1), big.NewRat(1, 1) // the part of the segment left
	for _, d := range [2][3]int64{{int64(a.X), int64(b.X), int64(s.X)}, {int64(a.Y), int64(b.Y), int64(s.Y)}} {
		from, delta := 2*d[0], 2*(d[1]-d[0])
		low, high := 2*d[2]-1, 2*d[2]+1
		if delta == 0 {
			if from <= low || from >= high {
				return false
			}
			continue
		}
		t1, t2 := big.NewRat(low-from, delta), big.NewRat(high-from, delta)
		if t1.Cmp(t2) > 0 {
			t1, t2 = t2, t1
		}
		if t1.Cmp(lo) > 0 {
			lo = t1
		}
		if t2.Cmp(hi) < 0 {
			hi = t2
		}
	}
	return lo.Cmp(hi) < 0
}

// throughCorner reports whether the segment between the centres of a and b
// passes through the point (cx/2, cy/2).
func throughCorner(a, b Point, cx, cy int) bool {
	ax, ay, bx, by := 2*int(a.X), 2*int(a.Y), 2*int(b.X), 2*int(b.Y)
	if (bx-ax)*(cy-ay) != (by-ay)*(cx-ax) {
		return false
	}
	return min(ax, bx) <= cx && cx <= max(ax, bx) && min(ay, by) <= cy && cy <= max(ay, by)
}

// Clear agrees with exact geometry: a wall whose interior the line crosses
// stops it, and nothing stops it but such a wall or two walls meeting exactly
// on the line at a corner.
func TestClearMatchesGeometry(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const n = 8
	for range 12 {
		b := parseBoard(t, randomBoard(r, n, n))
		wall := func(s, p, q Point) bool { return s != p && s != q && b.blocks(s) }
		for i := range n * n {
			for j := range n * n {
				p, q := Pt(i%n, i/n), Pt(j%n, j/n)
				crossed, cornered := false, false
				for k := range n * n {
					s := Pt(k%n, k/n)
					if !wall(s, p, q) {
						continue
					}
					crossed = crossed || crossesInterior(p, q, s)
					// s and the wall diagonally below-right or above-right of it
					// meet at a corner; is that corner on the line?
					cx := 2*int(s.X) + 1
					if wall(s.Add(Pt(1, 1)), p, q) && throughCorner(p, q, cx, 2*int(s.Y)+1) ||
						wall(s.Add(Pt(1, -1)), p, q) && throughCorner(p, q, cx, 2*int(s.Y)-1) {
						cornered = true
					}
				}
				got := Clear(p, q, b.blocks)
				if crossed && got {
					t.Fatalf("Clear(%v, %v) = true, but the line crosses a wall on%s", p, q, b)
				}
				if !got && !crossed && !cornered {
					t.Fatalf("Clear(%v, %v) = false, but no wall is on the line on%s", p, q, b)
				}
			}
		}
	}
}
