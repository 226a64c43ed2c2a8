package table

// SeatCursors keeps one board cursor per seat, so that on a shared screen
// each player finds the cursor where they left it rather than where the
// other player did. A table moves one working cursor (P is its kind of
// point) and calls Follow every tick with the seat deciding now; Follow
// swaps the working cursor for that seat's own when the seat changes.
//
// The zero SeatCursors holds no cursor and serves no seat.
type SeatCursors[P any] struct {
	at    []P    // per seat: its cursor while another seat has the working one
	has   []bool // per seat: at holds a cursor
	owner int    // the seat the working cursor belongs to, -1 none
	init  bool
}

// Follow gives the working cursor *cur to seat (a computer seat or
// nobody: seat < 0, and the cursor stays with its owner). When seat
// differs from the seat that had it, the working cursor is kept as that
// seat's and seat's own cursor, if it has one, takes its place. It
// reports whether the cursor changed hands (switched) and, when it did,
// whether seat had no cursor of its own yet (fresh): the table then
// places it, say on the seat's next sensible spot.
func (s *SeatCursors[P]) Follow(seat int, cur *P) (switched, fresh bool) {
	if !s.init {
		s.owner, s.init = -1, true
	}
	if seat < 0 || seat == s.owner {
		return false, false
	}
	if s.owner >= 0 {
		s.grow(s.owner)
		s.at[s.owner], s.has[s.owner] = *cur, true
	}
	s.owner = seat
	s.grow(seat)
	if !s.has[seat] {
		return true, true
	}
	*cur = s.at[seat]
	return true, false
}

// Owner returns the seat the working cursor belongs to, or -1.
func (s *SeatCursors[P]) Owner() int {
	if !s.init {
		return -1
	}
	return s.owner
}

// Forget drops every seat's cursor (a new game at the same table): the next
// Follow places a fresh one.
func (s *SeatCursors[P]) Forget() { *s = SeatCursors[P]{} }

func (s *SeatCursors[P]) grow(seat int) {
	for len(s.at) <= seat {
		var zero P
		s.at, s.has = append(s.at, zero), append(s.has, false)
	}
}
