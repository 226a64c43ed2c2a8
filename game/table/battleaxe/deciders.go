package battleaxe

import (
	"skirmish/game/session"
	"skirmish/game/table"
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
func (c *dungeon) who() *deciders {
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

// humansToAct returns the human seats that may decide now (a hero handed
// to the computer aside). The slice is the board's: do not keep it.
func (c *dungeon) humansToAct() []rules.Seat { return c.who().humans }

// PickScreen serves the hero picked among those who may act (else the
// first), never one handed to the computer; the screen shows his view.
// While the enemies' turns are shown the first human seat to act after
// them steps through them (no hero acts: side is -1 meanwhile).
func (c *dungeon) PickScreen(f *table.Frame, s table.Screen) table.Screen {
	if s.Covered || f.Reviewing() && !s.Deciding() {
		return s
	}
	c.keepPick()
	s.Decider = c.decider()
	if s.Deciding() && !f.Reviewing() {
		s.Viewer = s.Decider
	}
	return s
}

// decider returns the seat the screen serves in the position now: the
// hero picked among the human seats that may act, else the first; in the
// enemies' turns the first seat a human plays himself; else none.
func (c *dungeon) decider() rules.Seat {
	hs := c.humansToAct()
	switch {
	case len(hs) > 0:
		g := c.Game()
		for _, h := range hs {
			if c.pick >= 0 && g.SeatHero(int(h)) == c.pick {
				return h
			}
		}
		return hs[0]
	case c.foes.on:
		return c.firstHuman()
	}
	return rules.Spectator
}

// firstHuman returns the first seat a human plays himself, or
// rules.Spectator.
func (c *dungeon) firstHuman() rules.Seat {
	for s, who := range c.ses.Sitters() {
		if who == session.Human && (s >= len(c.auto) || !c.auto[s]) {
			return rules.Seat(s)
		}
	}
	return rules.Spectator
}

// side returns the human seat deciding in the position now (the frame's
// Screen.Decider, kept up to date within the tick an action was played
// in), or -1: none while the enemies' turns are shown, nor in a review
// where nobody decides.
func (c *dungeon) side() int {
	if c.foes.on || c.f.Reviewing() && !c.f.Screen().Deciding() {
		return -1
	}
	return max(int(c.decider()), -1)
}

// keepPick forgets the hero picked once he cannot start a turn (his turn
// began and ended, or he cannot act).
func (c *dungeon) keepPick() {
	if c.pick < 0 {
		return
	}
	g := c.Game()
	for _, s := range c.humansToAct() {
		if g.SeatHero(int(s)) == c.pick {
			return
		}
	}
	c.pick = -1
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
func (c *dungeon) legalOf(g *ba.Game, side int) []rules.Action {
	if c.legalFor != c.ses.State() || c.legalSeat != side {
		c.legalFor, c.legalSeat = c.ses.State(), side
		c.legal = g.Legal(rules.Seat(side))
	}
	return c.legal
}

// anyHuman reports whether a human plays any seat himself (the enemies'
// turns are shown to someone).
func (c *dungeon) anyHuman() bool { return c.firstHuman() != rules.Spectator }
