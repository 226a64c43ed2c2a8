package magewinds

import (
	"skirmish/game/input"
	"skirmish/game/table"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/geom"
)

// seatCursor is the part of the table that keeps each seat's board cursor
// and puts it on the next sensible spot.
type seatCursor struct {
	cursors   table.SeatCursors[geom.Point]
	placedFor uint64 // the state (and pick) the deploy point was found for
	shown     rmw.Pt // the cursor as drawn
}

// cursorMark shows the board cursor in the colour of the side deciding
// while the keyboard or a gamepad drives it and the board has the focus.
func (m *mageBoard) cursorMark(f *table.Frame, ov *rmw.Overlay) {
	side := human(f)
	if side < 0 {
		return
	}
	ov.CursorSide = side
	if f.Host().In().LastDevice() == input.Mouse || f.PanelFocused() || f.Modal().Shown() {
		return
	}
	m.seatCur.shown = pt(m.cursor)
	ov.Cursor = &m.seatCur.shown
}

// Follow gives the board cursor to the side deciding now, each side
// keeping its own, and in deployment puts it on the side's next deploy
// point: the legal one nearest where its cursor was (the fighters of a
// side go up side by side), so that Confirm alone sets a fighter up. In
// the muster a new seat's cursor starts afresh (table.Follower).
func (m *mageBoard) Follow(f *table.Frame, seat rules.Seat) bool {
	g := battle(f)
	side := int(seat)
	if g.Phase == mw.PhaseMuster {
		if side >= 0 && side != m.mu.seat {
			m.mu.seat, m.mu.cursor, m.mu.focus = side, false, mkey{}
		}
		return false
	}
	moved, fresh := m.seatCur.cursors.Follow(side, &m.cursor)
	switched := moved
	if fresh {
		m.cursor = startSpot(g, side)
	}
	if side >= 0 && g.Phase == mw.PhaseDeploy && m.p.sel >= 0 {
		if h := m.hash(g) ^ uint64(m.p.sel+1)*0x9e3779b9; h != m.seatCur.placedFor {
			m.seatCur.placedFor = h
			m.cursor = deployPoint(g, m.p.sel, m.cursor)
			moved = true
		}
	}
	if moved && f.Host().In().LastDevice() != input.Mouse {
		m.hover, m.hoverOK = m.cursor, true
	}
	return switched
}

// startSpot is where a side's cursor starts: on its first fighter able to
// act, else the middle of its deployment zone.
func startSpot(g *mw.Game, side int) geom.Point {
	if g.Phase == mw.PhaseAction {
		for i := range g.Fighters {
			if int(g.Fighters[i].Side) == side && g.CanActivate(i) {
				return g.Fighters[i].Pos
			}
		}
	}
	z := g.Level().Zones[side&1]
	return geom.Point{X: (z[0].X + z[1].X) / 2, Y: (z[0].Y + z[1].Y) / 2}
}

// deployPoint returns where fighter fi may be set up nearest from: from
// itself when it may stand there, else the nearest of the deploy points
// the rules offer, else from.
func deployPoint(g *mw.Game, fi int, from geom.Point) geom.Point {
	if g.WhyNot(mw.Action{Kind: mw.KDeploy, Fighter: g.FighterID(fi), At: from, HasAt: true}) == "" {
		return from
	}
	best, bestD := from, int64(-1)
	for _, p := range deployPoints(g, fi) {
		if d := geom.Dist(p, from); bestD < 0 || d < bestD {
			best, bestD = p, d
		}
	}
	return best
}

// deployPoints lists the deploy points the rules offer fighter fi.
func deployPoints(g *mw.Game, fi int) []geom.Point {
	var out []geom.Point
	id := g.FighterID(fi)
	for _, ra := range g.Legal(rules.Seat(g.Turn)) {
		if a := ra.(mw.Action); a.Kind == mw.KDeploy && a.Fighter == id {
			out = append(out, a.At)
		}
	}
	return out
}

// snapSpot is a spot the shoulder button (or Tab) puts the cursor on, and
// the fighter it selects there (-1 none).
type snapSpot struct {
	at  geom.Point
	sel int
}

// snap moves the cursor to the next sensible spot (the previous with
// fwd false): in deployment the next deploy point; while moving, stepping
// or aiming a spell the next legal spot; else the selected fighter, then
// the enemies it may attack, then the next fighter able to act.
func (m *mageBoard) snap(f *table.Frame, g *mw.Game, fwd bool) {
	spots := m.snapSpots(g, human(f))
	if len(spots) == 0 {
		return
	}
	cur, curD := -1, int64(spotSnap)
	for i, s := range spots {
		if d := geom.Dist(s.at, m.cursor); d <= curD {
			cur, curD = i, d
		}
	}
	n := len(spots)
	k := 0
	switch {
	case cur >= 0 && fwd:
		k = (cur + 1) % n
	case cur >= 0:
		k = (cur + n - 1) % n
	case !fwd:
		k = n - 1
	}
	s := spots[k]
	m.cursor, m.hover, m.hoverOK = s.at, s.at, true
	if s.sel >= 0 && s.sel != m.p.sel {
		m.p = mpick{sel: s.sel}
	}
}

// snapSpots lists the spots snap goes through now, in order.
func (m *mageBoard) snapSpots(g *mw.Game, side int) []snapSpot {
	var out []snapSpot
	if side < 0 {
		return nil
	}
	points := func(keep func(a mw.Action) bool) {
		for _, ra := range g.Legal(rules.Seat(side)) {
			if a := ra.(mw.Action); a.HasAt && keep(a) && (len(out) == 0 || out[len(out)-1].at != a.At) {
				out = append(out, snapSpot{at: a.At, sel: -1})
			}
		}
	}
	sel := m.p.sel
	switch {
	case g.Phase == mw.PhaseDeploy && sel >= 0:
		for _, p := range deployPoints(g, sel) {
			out = append(out, snapSpot{at: p, sel: -1})
		}
	case g.Phase != mw.PhaseAction:
	case g.Act.Step == mw.StepStep || g.Act.Step == mw.StepReactStep:
		for _, a := range m.spots {
			out = append(out, snapSpot{at: a.At, sel: -1})
		}
	case g.Act.Step == mw.StepEndDrop:
		points(func(a mw.Action) bool { return a.Kind == mw.KDrop })
	case g.Act.Step != mw.StepNone:
	case m.p.mode == mmMove && sel >= 0:
		id := g.FighterID(sel)
		points(func(a mw.Action) bool { return a.Kind == mw.KMove && a.Fighter == id })
	case m.p.mode == mmCast && sel >= 0:
		id := g.FighterID(sel)
		points(func(a mw.Action) bool { return a.Kind == mw.KCast && a.Fighter == id && a.Spell == m.p.spell })
	default:
		out = m.fighterSpots(g, side, sel, out)
	}
	return out
}

// fighterSpots lists the selected fighter, the enemies it may attack, then
// the other fighters of side able to act, from the one after it on.
func (m *mageBoard) fighterSpots(g *mw.Game, side, sel int, out []snapSpot) []snapSpot {
	if sel >= 0 {
		out = append(out, snapSpot{at: g.Fighters[sel].Pos, sel: sel})
		id := g.FighterID(sel)
		for _, o := range m.opts {
			if a := o.Action; a != nil && a.Kind == mw.KAttack && a.Fighter == id && o.Why == "" {
				if ti := fighterIndex(g, a.Target); ti >= 0 && int(g.Fighters[ti].Side) != side && !hasSpot(out, g.Fighters[ti].Pos) {
					out = append(out, snapSpot{at: g.Fighters[ti].Pos, sel: -1})
				}
			}
		}
	}
	n := len(g.Fighters)
	for k := 1; k <= n; k++ {
		i := (max(sel, -1) + n + k) % n
		if i != sel && int(g.Fighters[i].Side) == side && g.CanActivate(i) {
			out = append(out, snapSpot{at: g.Fighters[i].Pos, sel: i})
		}
	}
	return out
}

func hasSpot(spots []snapSpot, p geom.Point) bool {
	for _, s := range spots {
		if s.at == p {
			return true
		}
	}
	return false
}

// fighterIndex returns the index of the fighter with id, or -1.
func fighterIndex(g *mw.Game, id string) int {
	for i := range g.Fighters {
		if g.FighterID(i) == id {
			return i
		}
	}
	return -1
}
