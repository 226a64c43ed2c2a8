package battleaxe

import (
	"skirmish/game/session"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// deciders is who may decide in a position, worked out once per position
// (and hand-over to the computer), so that a frame asks the rules nothing:
// the human seats that may act (a hero handed to the computer aside), and
// those handed to the computer.
type deciders struct {
	of     rules.State
	auto   uint64
	humans []rules.Seat // human seats that may act, not handed to the computer
	autos  []rules.Seat // seats handed to the computer that may act
}

// who returns the deciders of the position now.
func (c *DungeonTable) who() *deciders {
	d := &c.dec
	st := c.ses.State()
	var auto uint64
	for s, on := range c.auto {
		if on {
			auto |= 1 << s
		}
	}
	if d.of == st && d.auto == auto {
		return d
	}
	d.of, d.auto = st, auto
	d.humans, d.autos = d.humans[:0], d.autos[:0]
	for _, s := range st.ToAct() {
		switch {
		case c.ses.Sitter(s) != session.Human:
		case int(s) < len(c.auto) && c.auto[s]:
			d.autos = append(d.autos, s)
		default:
			d.humans = append(d.humans, s)
		}
	}
	return d
}

// seatOfHero returns the seat of hero mini h (his player's colour), 0
// when he has none.
func seatOfHero(g *ba.Game, h int) int {
	for s := 0; ; s++ {
		switch g.SeatHero(s) {
		case h:
			return s
		case -1:
			return 0
		}
	}
}

// legalOf returns the legal actions of seat side in g, a view of the
// position now, worked out once for the position and the seat (the list
// and the board's marks both read them).
func (c *DungeonTable) legalOf(g *ba.Game, side int) []rules.Action {
	if c.legalFor != c.ses.State() || c.legalSeat != side {
		c.legalFor, c.legalSeat = c.ses.State(), side
		c.legal = g.Legal(rules.Seat(side))
	}
	return c.legal
}
