package grid

import (
	"regexp"
	"strings"
	"testing"
)

func TestSquareNames(t *testing.T) {
	tests := []struct {
		x, y int
		name string
	}{
		{0, 0, "a1"},
		{2, 3, "c4"},
		{25, 0, "z1"},
		{26, 0, "aa1"},
		{27, 0, "ab1"},
		{51, 0, "az1"},
		{52, 0, "ba1"},
		{59, 59, "bh60"},
		{701, 0, "zz1"},
		{702, 0, "aaa1"},
		{0, 99, "a100"},
	}
	for _, tt := range tests {
		p := Pt(tt.x, tt.y)
		if got := p.String(); got != tt.name {
			t.Errorf("Pt(%d, %d).String() = %q, want %q", tt.x, tt.y, got, tt.name)
		}
		if got, err := ParseSquare(tt.name); err != nil || got != p {
			t.Errorf("ParseSquare(%q) = %v, %v; want %v", tt.name, got, err, p)
		}
	}
}

func TestSquareNamesRoundTrip(t *testing.T) {
	shape := regexp.MustCompile(`^[a-z]+[1-9][0-9]*$`)
	seen := map[string]Point{}
	for y := range 60 {
		for x := range 60 {
			p := Pt(x, y)
			name := p.String()
			if !shape.MatchString(name) {
				t.Fatalf("%v is named %q", [2]int{x, y}, name)
			}
			if q, dup := seen[name]; dup {
				t.Fatalf("%q names both %v and %v", name, q, p)
			}
			seen[name] = p
			got, err := ParseSquare(name)
			if err != nil || got != p {
				t.Fatalf("ParseSquare(%q) = %v, %v; want (%d,%d)", name, got, err, x, y)
			}
		}
	}
}

func TestParseSquareRejects(t *testing.T) {
	tests := []struct {
		in, why string
	}{
		{"", "expected a column letter"},
		{"a0", "rows are numbered from 1"},
		{"a01", "rows are numbered from 1"},
		{"1a", "expected a column letter"},
		{"12", "expected a column letter"},
		{"A1", "expected a column letter"},
		{"a-1", "expected a row number"},
		{"a", "expected a row number"},
		{"ab", "expected a row number"},
		{"a1x", "expected a row number"},
		{"a 1", "expected a row number"},
		{"a1.5", "expected a row number"},
		{"a99999", "expected a row number"},
		{"zzzzz1", "column too large"},
	}
	for _, tt := range tests {
		p, err := ParseSquare(tt.in)
		if err == nil {
			t.Errorf("ParseSquare(%q) = %v, want an error", tt.in, p)
			continue
		}
		if !strings.Contains(err.Error(), tt.why) || !strings.Contains(err.Error(), `"`+tt.in+`"`) {
			t.Errorf("ParseSquare(%q) error %q should quote the input and say %q", tt.in, err, tt.why)
		}
	}
}

// Square names are canonical: only the spelling String gives is read.
func TestParseSquareRejectsSignedRow(t *testing.T) {
	for _, in := range []string{"a+1", "c+4"} {
		if p, err := ParseSquare(in); err == nil {
			t.Errorf("ParseSquare(%q) = %v, want an error (the canonical name is %q)", in, p, p.String())
		}
	}
}

func TestPointStringOffBoard(t *testing.T) {
	if got := Pt(-1, 3).String(); got != "(-1,3)" {
		t.Errorf("Pt(-1, 3).String() = %q", got)
	}
	if got := Pt(2, -5).String(); got != "(2,-5)" {
		t.Errorf("Pt(2, -5).String() = %q", got)
	}
}

func TestDistances(t *testing.T) {
	tests := []struct {
		p, q               Point
		cheb, manh, distSq int
	}{
		{Pt(0, 0), Pt(0, 0), 0, 0, 0},
		{Pt(0, 0), Pt(1, 0), 1, 1, 1},
		{Pt(0, 0), Pt(1, 1), 1, 2, 2},
		{Pt(3, 4), Pt(0, 0), 4, 7, 25},
		{Pt(-2, 5), Pt(2, 2), 4, 7, 25},
	}
	for _, tt := range tests {
		for _, pq := range [2][2]Point{{tt.p, tt.q}, {tt.q, tt.p}} {
			p, q := pq[0], pq[1]
			if got := Chebyshev(p, q); got != tt.cheb {
				t.Errorf("Chebyshev(%v, %v) = %d, want %d", p, q, got, tt.cheb)
			}
			if got := Manhattan(p, q); got != tt.manh {
				t.Errorf("Manhattan(%v, %v) = %d, want %d", p, q, got, tt.manh)
			}
			if got := DistSq(p, q); got != tt.distSq {
				t.Errorf("DistSq(%v, %v) = %d, want %d", p, q, got, tt.distSq)
			}
		}
	}
	if got := Pt(3, 4).Add(Pt(-1, 2)); got != Pt(2, 6) {
		t.Errorf("Add = %v", got)
	}
	if got := Pt(3, 4).Sub(Pt(-1, 2)); got != Pt(4, 2) {
		t.Errorf("Sub = %v", got)
	}
}

func TestDirTurns(t *testing.T) {
	tests := []struct {
		d, left, right, back Dir
		vec                  Point
		letter, name         string
	}{
		{North, West, East, South, Pt(0, -1), "N", "north"},
		{East, North, South, West, Pt(1, 0), "E", "east"},
		{South, East, West, North, Pt(0, 1), "S", "south"},
		{West, South, North, East, Pt(-1, 0), "W", "west"},
	}
	for _, tt := range tests {
		d := tt.d
		if d.Left() != tt.left || d.Right() != tt.right || d.Back() != tt.back {
			t.Errorf("%v: Left, Right, Back = %v, %v, %v; want %v, %v, %v", d, d.Left(), d.Right(), d.Back(), tt.left, tt.right, tt.back)
		}
		if d.Left().Right() != d || d.Back().Back() != d || d.Left().Left() != d.Back() {
			t.Errorf("%v: turns do not compose", d)
		}
		if d.Vec() != tt.vec || d.Letter() != tt.letter || d.String() != tt.name {
			t.Errorf("%v: Vec, Letter, String = %v, %q, %q", d, d.Vec(), d.Letter(), d.String())
		}
		if got, ok := ParseDir(tt.letter); !ok || got != d {
			t.Errorf("ParseDir(%q) = %v, %v", tt.letter, got, ok)
		}
		p := Pt(5, 5)
		if got, ok := DirTo(p, p.Step(d)); !ok || got != d {
			t.Errorf("DirTo(%v, %v) = %v, %v; want %v", p, p.Step(d), got, ok, d)
		}
	}
	for _, bad := range []string{"", "n", "North", "NE", "X"} {
		if _, ok := ParseDir(bad); ok {
			t.Errorf("ParseDir(%q) accepted it", bad)
		}
	}
	for _, q := range []Point{Pt(5, 5), Pt(6, 6), Pt(7, 5), Pt(5, 3)} {
		if _, ok := DirTo(Pt(5, 5), q); ok {
			t.Errorf("DirTo((5,5), %v) found a facing for a square that is not orthogonally adjacent", q)
		}
	}
}

func TestSideOf(t *testing.T) {
	p := Pt(4, 4)
	n, e, s, w := Pt(4, 3), Pt(5, 4), Pt(4, 5), Pt(3, 4)
	tests := []struct {
		facing                   Dir
		front, left, right, rear Point
	}{
		{North, n, w, e, s},
		{East, e, n, s, w},
		{South, s, e, w, n},
		{West, w, s, n, e},
	}
	for _, tt := range tests {
		want := map[Point]Side{tt.front: Front, tt.left: LeftSide, tt.right: RightSide, tt.rear: Rear}
		for q, side := range want {
			if got := SideOf(p, tt.facing, q); got != side {
				t.Errorf("facing %v, %v is side %d, want %d", tt.facing, q, got, side)
			}
		}
		for _, q := range []Point{p, Pt(3, 3), Pt(5, 3), Pt(5, 5), Pt(3, 5), Pt(4, 2), Pt(6, 4)} {
			if got := SideOf(p, tt.facing, q); got != Elsewhere {
				t.Errorf("facing %v, %v is side %d, want Elsewhere", tt.facing, q, got)
			}
		}
	}
}

// TestInArc draws the arc of a model at the centre of a 7x7 board: 'x' is in
// the arc, '.' is not, '@' is the model itself.
func TestInArc(t *testing.T) {
	arcs := map[Dir]string{
		North: `
xxxxxxx
xxxxxxx
xxxxxxx
xxx@xxx
.......
.......
.......`,
		East: `
...xxxx
...xxxx
...xxxx
...@xxx
...xxxx
...xxxx
...xxxx`,
		South: `
.......
.......
.......
xxx@xxx
xxxxxxx
xxxxxxx
xxxxxxx`,
		West: `
xxxx...
xxxx...
xxxx...
xxx@...
xxxx...
xxxx...
xxxx...`,
	}
	p := Pt(3, 3)
	for _, f := range Dirs {
		var b strings.Builder
		for y := range 7 {
			b.WriteByte('\n')
			for x := range 7 {
				q := Pt(x, y)
				switch {
				case q == p:
					b.WriteByte('@')
					if InArc(p, f, q) {
						t.Errorf("facing %v: the model's own square is in its arc", f)
					}
				case InArc(p, f, q):
					b.WriteByte('x')
				default:
					b.WriteByte('.')
				}
			}
		}
		if got := b.String(); got != arcs[f] {
			t.Errorf("arc facing %v:%s\nwant:%s", f, got, arcs[f])
		}
	}
}

// TestToward: the facing a point mostly lies along, the axis further off
// winning, north for the point itself and for a tie going up.
func TestToward(t *testing.T) {
	p := Pt(5, 5)
	for _, c := range []struct {
		q    Point
		want Dir
	}{{Pt(9, 6), East}, {Pt(1, 4), West}, {Pt(6, 9), South}, {Pt(4, 1), North}, {Pt(7, 7), South}, {Pt(3, 3), North}, {p, North}} {
		if got := Toward(p, c.q); got != c.want {
			t.Errorf("Toward(%s, %s) = %s, want %s", p, c.q, got, c.want)
		}
	}
}
