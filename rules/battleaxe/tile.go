package battleaxe

import (
	"fmt"

	"skirmish/rules/grid"
)

// TileKind is what a dungeon tile is: a room, a passage section, or a
// quest's start.
type TileKind uint8

// The tile kinds.
const (
	TileRoom TileKind = iota
	TilePassage
	TileStart
)

// Shape is a passage card's shape, for the Tile Clash rules: "You may also
// wish to swap a left turn for a right turn. However do not ... swap a
// T-junction or a dead-end for another tile".
type Shape uint8

// The shapes.
const (
	ShapeRoom Shape = iota
	ShapeStraight
	ShapeLeft
	ShapeRight
	ShapeT
	ShapeDead
)

var shapeWords = [...]string{"room", "straight", "left", "right", "t", "dead"}

// TileEdge is a side of a square of a tile: P in the tile's own
// coordinates, D the side.
type TileEdge struct {
	P grid.Point
	D grid.Dir
}

// TileSquare is one square of a tile: its ground and room contents
// (-1 when none).
type TileSquare struct {
	P       grid.Point
	G       Ground
	Content int8
}

// EnemySlot is where an enemy of a room's layout stands: its code ("G1"), its
// card and its footprint's top-left square.
type EnemySlot struct {
	Code  string
	Enemy int
	At    grid.Point
	W, H  int
}

// SetupRow is one line of a room's Setup D6 table: the D6 results it covers,
// the enemies (by code) placed, and the coins found when it is completed.
type SetupRow struct {
	Lo, Hi int
	Codes  []string
	Coins  int
}

// BookRoll is one line of a room card's D20 table: the results it covers
// and the room book entry they send the heroes to.
type BookRoll struct {
	Lo, Hi int
	Book   int // index into Decks.Book
}

// Completion is what completes a room: "Each room will describe what is
// required to 'complete the room'".
type Completion struct {
	Kind    string // "defeat", "enter" or "reach"
	Code    string // defeat: the one enemy to defeat ("" for every enemy of the room)
	Content int    // reach: the room contents (1-9) to stand beside
}

// Tile is a room card, room book entry, passage card, Quest Room or start:
// its layout in its own coordinates, entry on the bottom edge ("The Layout
// section shows the entry door (with a green arrow) at the bottom").
type Tile struct {
	ID, Name, Text string
	Kind           TileKind
	Shape          Shape
	Event          bool // the card shows EVENT!
	W, H           int
	Squares        []TileSquare
	Walls          []TileEdge // walls between two squares of the tile (each once, D east or south)
	Doors          []TileEdge // closed doors on the border, the entry excepted
	Ends           []TileEdge // open passage ends on the border
	Entry          []TileEdge // the entry: one door or passage end on the bottom edge, two for a double door
	Contents       []Content
	Slots          []EnemySlot
	Setup          []SetupRow
	Complete       Completion
	Starts         []grid.Point // a start tile's hero squares, A to D
	Roll           []BookRoll   // a room card that rolls D20 into the room book
	File           string
	Line           int
}

// Rolls reports whether the card sends the heroes to the room book ("the
// cards will ask you to roll D20").
func (t *Tile) Rolls() bool { return len(t.Roll) > 0 }

// SetupFor returns the Setup D6 row for a roll, or nil.
func (t *Tile) SetupFor(d6 int) *SetupRow {
	for i := range t.Setup {
		if d6 >= t.Setup[i].Lo && d6 <= t.Setup[i].Hi {
			return &t.Setup[i]
		}
	}
	return nil
}

// slot returns the slot with code, or nil.
func (t *Tile) slot(code string) *EnemySlot {
	for i := range t.Slots {
		if t.Slots[i].Code == code {
			return &t.Slots[i]
		}
	}
	return nil
}

// square returns the index of p in t.Squares, or -1.
func (t *Tile) square(p grid.Point) int {
	for i := range t.Squares {
		if t.Squares[i].P == p {
			return i
		}
	}
	return -1
}

// readTileMap reads a layout drawn on the level format's doubled grid.
// Squares: "." room floor, "," passage floor, a digit room contents, a
// letter an enemy slot (or, on a start, A-D the heroes' squares). Edges:
// "|" "-" wall, "#" door, "*" open passage end, space none. The bottom edge
// row's doors and ends are the entry.
func (t *Tile) readTileMap(rows []string, line0 int, legend map[byte]string, fail func(int, string, ...any) error) error {
	if len(rows)%2 == 0 || len(rows) < 3 {
		return fail(line0, "a layout has an odd number of lines (edge rows around square rows), found %d", len(rows))
	}
	h := len(rows) / 2
	w := 0
	for _, r := range rows {
		w = max(w, len(r)/2)
	}
	if w < 1 || w > 12 || h > 12 {
		return fail(line0, "a layout is 1x1 to 12x12 squares, found %dx%d", w, h)
	}
	t.W, t.H = w, h
	at := func(row, col int) byte {
		if col < len(rows[row]) {
			return rows[row][col]
		}
		return ' '
	}
	in := func(p grid.Point) bool { return t.square(p) >= 0 }
	letters := map[byte][]grid.Point{}
	room, passage := false, false
	for y := range h {
		for x := range w {
			c := at(2*y+1, 2*x+1)
			p := grid.Pt(x, y)
			sq := TileSquare{P: p, G: RoomFloor, Content: -1}
			switch {
			case c == ' ':
				continue
			case c == '.':
				room = true
			case c == ',':
				sq.G = PassageFloor
				passage = true
			case c >= '1' && c <= '9':
				if legend[c] == "" {
					return fail(line0+2*y+1, "square %s: room contents %c are not in the legend", p, c)
				}
				sq.Content = int8(c - '1')
				room = true
			case isLetter(c):
				if t.Kind == TileStart && c >= 'A' && c <= 'D' {
					sq.G = PassageFloor
					passage = true
					for len(t.Starts) <= int(c-'A') {
						t.Starts = append(t.Starts, grid.Pt(-1, -1))
					}
					t.Starts[c-'A'] = p
					break
				}
				if legend[c] == "" {
					return fail(line0+2*y+1, "square %s: enemy %c is not in the legend", p, c)
				}
				letters[c] = append(letters[c], p)
				room = true
			default:
				return fail(line0+2*y+1, "square %s: %q is not a square: use . room, , passage, 1-9 room contents, a letter for an enemy", p, c)
			}
			t.Squares = append(t.Squares, sq)
		}
	}
	if room && passage {
		return fail(line0, "a tile is a room (.) or a passage (,), not both")
	}
	if len(t.Squares) == 0 {
		return fail(line0, "the layout has no squares")
	}
	if t.Kind == TileRoom && !room || t.Kind == TilePassage && !passage {
		return fail(line0, "a room's squares are \".\", a passage's \",\"")
	}
	for row := range rows {
		for col := range len(rows[row]) {
			c := rows[row][col]
			n := line0 + row
			if row%2 == 0 && col%2 == 0 || row%2 == 1 && col%2 == 1 {
				if row%2 == 0 && c != '+' && c != '-' && c != '|' && c != ' ' {
					return fail(n, "column %d: %q on a corner: corners hold + - | or space", col+1, c)
				}
				continue
			}
			var a, b grid.Point
			var d grid.Dir
			if row%2 == 1 {
				a, b, d = grid.Pt(col/2-1, row/2), grid.Pt(col/2, row/2), grid.East
			} else {
				a, b, d = grid.Pt(col/2, row/2-1), grid.Pt(col/2, row/2), grid.South
			}
			ia, ib := in(a), in(b)
			if c == ' ' {
				continue
			}
			if c != '|' && c != '-' && c != '#' && c != '*' {
				return fail(n, "column %d: %q is not an edge: use | or - wall, # door, * passage end, space none", col+1, c)
			}
			switch {
			case ia && ib:
				if c == '#' || c == '*' {
					return fail(n, "column %d: doors and passage ends lie on a tile's border", col+1)
				}
				t.Walls = append(t.Walls, TileEdge{a, d})
			case !ia && !ib:
				return fail(n, "column %d: an edge with no square beside it", col+1)
			case c == '#' || c == '*':
				e := TileEdge{a, d}
				if !ia {
					e = TileEdge{b, d.Back()}
				}
				switch {
				case row == len(rows)-1 && t.Kind != TileStart:
					t.Entry = append(t.Entry, e)
				case c == '#':
					t.Doors = append(t.Doors, e)
				default:
					t.Ends = append(t.Ends, e)
				}
			}
		}
	}
	if err := t.checkEntry(line0+len(rows)-1, fail); err != nil {
		return err
	}
	return t.readSlots(letters, legend, line0, fail)
}

// checkEntry: a room enters by one door or a double door, a passage by one
// open end; the start tile has none.
func (t *Tile) checkEntry(n int, fail func(int, string, ...any) error) error {
	switch t.Kind {
	case TileStart:
		if len(t.Starts) != 4 {
			return fail(n, "a start has the heroes' squares A, B, C and D")
		}
		for i, p := range t.Starts {
			if p.X < 0 {
				return fail(n, "the start has no square %c", 'A'+i)
			}
		}
		return nil
	case TilePassage:
		if len(t.Entry) != 1 || t.Entry[0].P.Y != int16(t.H-1) {
			return fail(n, "a passage card has one entry \"*\" on its bottom edge")
		}
		if len(t.Doors) > 0 && len(t.Ends) == 0 && t.Shape != ShapeDead && t.Shape != ShapeStraight {
			return fail(n, "a %s passage has open ends", shapeWords[t.Shape])
		}
	default:
		if len(t.Ends) > 0 {
			return fail(n, "a room has doors, not passage ends")
		}
		if len(t.Entry) < 1 || len(t.Entry) > 2 || len(t.Entry) == 2 && grid.Manhattan(t.Entry[0].P, t.Entry[1].P) != 1 {
			return fail(n, "a room has one entry door \"#\" on its bottom edge, or two side by side (a double door)")
		}
	}
	return nil
}

// readSlots turns the enemies' letters into slots, checking each footprint
// against its card.
func (t *Tile) readSlots(letters map[byte][]grid.Point, legend map[byte]string, line0 int, fail func(int, string, ...any) error) error {
	for _, c := range []byte("abcdefghijklmnopqrstuvwxyzEFGHIJKLMNOPQRSTUVWXYZ") {
		sq := letters[c]
		if legend[c] == "" || len(sq) == 0 {
			continue
		}
		var code, enemy string
		if _, err := fmt.Sscan(legend[c], &code, &enemy); err != nil {
			return fail(line0, "enemy %c: legend reads \"<code> <enemy id>\"", c)
		}
		s, err := slotOf(code, enemy, sq)
		if err != nil {
			return fail(line0, "enemy %c: %v", c, err)
		}
		if t.slot(code) != nil {
			return fail(line0, "enemy code %s is used twice", code)
		}
		t.Slots = append(t.Slots, s)
	}
	return nil
}

func slotOf(code, enemy string, sq []grid.Point) (EnemySlot, error) {
	cat, err := Standard()
	if err != nil {
		return EnemySlot{}, err
	}
	card, ok := cat.Enemy(enemy)
	if !ok {
		return EnemySlot{}, fmt.Errorf("unknown enemy %q", enemy)
	}
	lo, hi := sq[0], sq[0]
	for _, s := range sq {
		lo = grid.Point{X: min(lo.X, s.X), Y: min(lo.Y, s.Y)}
		hi = grid.Point{X: max(hi.X, s.X), Y: max(hi.Y, s.Y)}
	}
	w, h := int(hi.X-lo.X)+1, int(hi.Y-lo.Y)+1
	e := &cat.Enemies[card]
	if w*h != len(sq) || !(w == e.W && h == e.H || w == e.H && h == e.W) {
		return EnemySlot{}, fmt.Errorf("covers %d squares in a %dx%d box; its card is %dx%d", len(sq), w, h, e.W, e.H)
	}
	return EnemySlot{Code: code, Enemy: card, At: lo, W: w, H: h}, nil
}
