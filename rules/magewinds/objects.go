package magewinds

import (
	"skirmish/rules/magewinds/geom"
)

// objectInContact returns the first carriable object on the battlefield in
// contact with a base at p, or -1.
func (g *Game) objectInContact(p geom.Point) int {
	for i := range g.Objects {
		if g.Objects[i].CarriedBy < 0 && g.lvl.Objects[i].Carriable && geom.InContact(p, g.Objects[i].Pos) {
			return i
		}
	}
	return -1
}

func (g *Game) blockersExceptObject(fi, oi int) []geom.Point {
	var out []geom.Point
	for i := range g.Fighters {
		if i != fi && g.OnField(i) {
			out = append(out, g.Fighters[i].Pos)
		}
	}
	for i := range g.Objects {
		if i != oi && g.Objects[i].CarriedBy < 0 {
			out = append(out, g.Objects[i].Pos)
		}
	}
	return out
}

// dropOK reports whether the object fighter fi carries may be placed at p:
// in contact with the fighter (19.1), on the battlefield, clear of other
// bases and obstacles.
func (g *Game) dropOK(fi int, p geom.Point) bool {
	f := &g.Fighters[fi]
	if f.Carry < 0 || !geom.InContact(f.Pos, p) || geom.Overlap(f.Pos, p) {
		return false
	}
	m := &geom.Mover{Field: &g.lvl.Field, Blockers: g.blockers()}
	return m.CanStand(p)
}

// dropSpots are the eight points in contact with fighter fi where an object
// could be dropped.
func (g *Game) dropSpots(fi int) []geom.Point {
	var out []geom.Point
	for k := 0; k < 16; k += 2 {
		if p := offset(g.Fighters[fi].Pos, k, 2*geom.BaseRadius+100); g.dropOK(fi, p) {
			out = append(out, p)
		}
	}
	return out
}

func (g *Game) pickUp(fi, oi int) []Event {
	g.Objects[oi].CarriedBy = int8(fi)
	g.Fighters[fi].Carry = int8(oi)
	e := g.event(EvPickedUp, "%s picks up the %s.", g.Name(fi), g.lvl.Objects[oi].Name)
	e.Fighter, e.N, e.From = int8(fi), oi, g.Objects[oi].Pos
	return []Event{e}
}

func (g *Game) drop(fi int, p geom.Point) []Event {
	f := &g.Fighters[fi]
	oi := int(f.Carry)
	g.Objects[oi].CarriedBy, g.Objects[oi].Pos = -1, p
	f.Carry = -1
	e := g.event(EvDropped, "%s drops the %s.", g.Name(fi), g.lvl.Objects[oi].Name)
	e.Fighter, e.N, e.To = int8(fi), oi, p
	return []Event{e}
}

// dropNear puts the object a knocked-back fighter carried as close to its
// former position as possible (19.1).
func (g *Game) dropNear(fi int, former geom.Point) []Event {
	f := &g.Fighters[fi]
	oi := int(f.Carry)
	m := &geom.Mover{Field: &g.lvl.Field, Blockers: g.blockers()}
	best := geom.Point{}
	found := false
	for r := int64(0); r <= 4*geom.Inch && !found; r += geom.Inch / 8 {
		for k := 0; k < 16; k++ {
			p := offset(former, k, r)
			if m.CanStand(p) {
				best, found = p, true
				break
			}
			if r == 0 {
				break
			}
		}
	}
	if !found {
		best = former // nowhere clear: it stays with the fighter's former spot
	}
	g.Objects[oi].CarriedBy, g.Objects[oi].Pos = -1, best
	f.Carry = -1
	e := g.event(EvDropped, "%s drops the %s.", g.Name(fi), g.lvl.Objects[oi].Name)
	e.Fighter, e.N, e.To = int8(fi), oi, best
	return []Event{e}
}
