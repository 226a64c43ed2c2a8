package battleaxe

import (
	"skirmish/rules/grid"
)

// build reads the map rows: edge rows and square rows alternate, starting
// and ending with an edge row. In a square row, column 2x+1 is square x and
// column 2x+2 the edge east of it; in an edge row, column 2x+1 is the edge
// south of square x of the row above. Even columns of edge rows are corners
// and hold any of "+-| ".
func (p *levelParser) build() error {
	if len(p.rows)%2 == 0 {
		return p.fail(p.mapLine+len(p.rows)-1, "the map has %d lines; it starts and ends with an edge row, so it needs an odd number", len(p.rows))
	}
	h := len(p.rows) / 2
	w := 0
	for _, r := range p.rows {
		w = max(w, len(r)/2)
	}
	if w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return p.fail(p.mapLine, "the map is %dx%d squares; from 1x1 to %dx%d", w, h, MaxSide, MaxSide)
	}
	b := NewBoard(w, h)
	b.Contents = p.lvl.Board.Contents
	p.lvl.Board = b
	at := func(row, col int) byte {
		if col < len(p.rows[row]) {
			return p.rows[row][col]
		}
		return ' '
	}
	kinds := make([]byte, w*h) // '.' room, ',' passage, 0 not said
	squaresOf := map[byte][]grid.Point{}
	for y := range h {
		line := p.mapLine + 2*y + 1
		for x := range w {
			pt := grid.Pt(x, y)
			c := at(2*y+1, 2*x+1)
			i := b.idx(pt)
			switch {
			case c == ' ':
			case c == '.' || c == ',':
				b.ground[i] = RoomFloor
				kinds[i] = c
			case c == '~':
				b.ground[i] = Chasm
			case isLetter(c):
				if _, ok := p.minis[c]; !ok {
					return p.fail(line, "square %s: mini %c is not in the legend", pt, c)
				}
				b.ground[i] = RoomFloor
				squaresOf[c] = append(squaresOf[c], pt)
			case c >= '1' && c <= '9':
				k, ok := p.content[c]
				if !ok {
					return p.fail(line, "square %s: room contents %c are not in the legend", pt, c)
				}
				b.ground[i] = RoomFloor
				b.content[i] = uint8(k + 1)
			default:
				return p.fail(line, "square %s: %q is not a square: use . room, , passage, ~ chasm, a letter for a mini, 1-9 for room contents, space for rock", pt, c)
			}
		}
	}
	// Edges: vertical ones in square rows, horizontal ones in edge rows.
	for row := range p.rows {
		line := p.mapLine + row
		for col := range len(p.rows[row]) {
			c := p.rows[row][col]
			var a, q grid.Point
			switch {
			case row%2 == 0 && col%2 == 0, row%2 == 1 && col%2 == 1:
				if row%2 == 0 && c != '+' && c != '-' && c != '|' && c != ' ' {
					return p.fail(line, "column %d: %q on a corner: corners hold + - | or space", col+1, c)
				}
				continue
			case row%2 == 1: // vertical edge between squares col/2-1 and col/2
				a, q = grid.Pt(col/2-1, row/2), grid.Pt(col/2, row/2)
			default: // horizontal edge between rows row/2-1 and row/2
				a, q = grid.Pt(col/2, row/2-1), grid.Pt(col/2, row/2)
			}
			e := Open
			switch c {
			case ' ':
				continue
			case '|', '-':
				e = Wall
			case '#':
				e = DoorClosed
			case '/':
				e = DoorOpen
			default:
				return p.fail(line, "column %d: %q is not an edge: use | or - for a wall, # for a closed door, / for an open door, space for none", col+1, c)
			}
			if (e == DoorClosed || e == DoorOpen) && (!b.Ground(a).Floor() || !b.Ground(q).Floor()) {
				return p.fail(line, "column %d: a door lies between two squares of floor", col+1)
			}
			b.SetEdge(a, q, e)
		}
	}
	if err := p.areas(b, kinds); err != nil {
		return err
	}
	return p.placeMinis(b, squaresOf)
}

// areas joins squares with no wall or door between them into rooms and
// passages: an area with a "," square is a passage, any other a room.
func (p *levelParser) areas(b *Board, kinds []byte) error {
	for start := range b.ground {
		if b.ground[start] == Void || b.area[start] >= 0 {
			continue
		}
		id := int16(len(b.Areas))
		stack := []grid.Point{grid.Pt(start%b.W, start/b.W)}
		b.area[start] = id
		var squares []grid.Point
		room, passage := false, false
		for len(stack) > 0 {
			pt := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			squares = append(squares, pt)
			room = room || kinds[b.idx(pt)] == '.'
			passage = passage || kinds[b.idx(pt)] == ','
			for _, d := range grid.Dirs {
				q := pt.Step(d)
				if b.Ground(q).Floor() && b.AreaOf(q) < 0 && b.EdgeBetween(pt, q) == Open {
					b.area[b.idx(q)] = id
					stack = append(stack, q)
				}
			}
		}
		if room && passage {
			return p.fail(p.mapLine, "a room (.) and a passage (,) meet without a wall or door between them (area of %s)", grid.Pt(start%b.W, start/b.W))
		}
		if passage {
			for _, pt := range squares {
				if b.ground[b.idx(pt)] == RoomFloor {
					b.ground[b.idx(pt)] = PassageFloor
				}
			}
		}
		lo, hi := squares[0], squares[0]
		for _, q := range squares {
			lo = grid.Point{X: min(lo.X, q.X), Y: min(lo.Y, q.Y)}
			hi = grid.Point{X: max(hi.X, q.X), Y: max(hi.Y, q.Y)}
		}
		b.Areas = append(b.Areas, Area{Room: !passage, Entry: grid.South, Lo: lo, Hi: hi})
	}
	for _, e := range p.entries {
		a := b.AreaOf(e.at)
		if a < 0 {
			return p.fail(e.line, "entry: %s is not on the dungeon's floor", e.at)
		}
		b.Areas[a].Entry = e.dir
	}
	return nil
}

// placeMinis turns the letters on the map into placements, checking each
// mini's footprint against its card.
func (p *levelParser) placeMinis(b *Board, squaresOf map[byte][]grid.Point) error {
	for _, c := range []byte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
		m, ok := p.minis[c]
		if !ok {
			continue
		}
		sq := squaresOf[c]
		if len(sq) == 0 {
			return p.fail(m.line, "mini %c is in the legend but not on the map", c)
		}
		lo, hi := sq[0], sq[0]
		for _, s := range sq {
			lo = grid.Point{X: min(lo.X, s.X), Y: min(lo.Y, s.Y)}
			hi = grid.Point{X: max(hi.X, s.X), Y: max(hi.Y, s.Y)}
		}
		w, h := int(hi.X-lo.X)+1, int(hi.Y-lo.Y)+1
		cw, ch := 1, 1
		if !m.hero {
			e := &p.cat.Enemies[m.card]
			cw, ch = e.W, e.H
		}
		fits := w*h == len(sq) && (w == cw && h == ch || w == ch && h == cw)
		if !fits {
			return p.fail(m.line, "mini %c covers %d squares in a %dx%d box on the map; its card is %dx%d", c, len(sq), w, h, cw, ch)
		}
		for _, s := range sq {
			if b.area[b.idx(s)] != b.area[b.idx(lo)] {
				return p.fail(m.line, "mini %c stands across a wall or door", c)
			}
		}
		p.lvl.Minis = append(p.lvl.Minis, Placement{ID: c, Hero: m.hero, Card: m.card, At: lo, W: w, H: h, Potions: m.potions, Line: m.line})
	}
	if len(p.lvl.Minis) > MaxMinis {
		return p.fail(p.mapLine, "%d minis; at most %d", len(p.lvl.Minis), MaxMinis)
	}
	return nil
}
