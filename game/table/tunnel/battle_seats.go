package tunnel

import "skirmish/game/table"

// SetSeating gives each side its controllers (couch play).
func (b *Battle) SetSeating(s table.Seating) {
	b.seats = s
	b.dirty = true
}

// filterInput keeps only the input of the controllers whose decision it is.
func (b *Battle) filterInput(a table.Host) {
	table.FilterInput(a.In(), b.humanSide(), &b.seats, &b.modal)
}

// Seating returns who plays which side.
func (b *Battle) Seating() *table.Seating { return &b.seats }

// SideName names a side for messages.
func (b *Battle) SideName(side int) string { return b.Game().Level().Sides[side] }

// Modal returns the table's modal window.
func (b *Battle) Modal() *table.Modal { return &b.modal }

// deviceMayChoose reports whether the device used last may decide now.
func (b *Battle) deviceMayChoose(a table.Host) bool {
	side := b.humanSide()
	return table.MayChoose(a, side, &b.seats, b.SideName(max(0, side)))
}

// Uncover shows the table without a hand-over screen: Tunnel Fighters
// hides nothing, so there is none.
func (b *Battle) Uncover() {}
