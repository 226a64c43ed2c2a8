package magewinds

import (
	"fmt"

	"skirmish/rules/magewinds/geom"
)

// Controller returns the side that controls marker k: the side with more
// fighters within 2" of it, or -1 when neither has more.
func (g *Game) Controller(k int) int {
	var n [2]int
	at := g.lvl.Markers[k].At
	for i := range g.Fighters {
		if g.OnField(i) && g.withinPoint(g.Fighters[i].Pos, at, ControlRange) {
			n[g.Fighters[i].Side]++
		}
	}
	switch {
	case n[0] > n[1]:
		return 0
	case n[1] > n[0]:
		return 1
	}
	return -1
}

// withinPoint reports whether a base at c is within d of point p (markers
// are measured from their centre, 9.4).
func (g *Game) withinPoint(c, p geom.Point, d int64) bool {
	r := d + geom.BaseRadius
	dx, dy := c.X-p.X, c.Y-p.Y
	return dx*dx+dy*dy <= r*r
}

// scoreEndPhase gives the scenario's victory points at the End Phase.
func (g *Game) scoreEndPhase() []Event {
	var evs []Event
	add := func(s, v int, why string) {
		if v <= 0 {
			return
		}
		g.VP[s] += int16(v)
		e := g.event(EvScored, "%s %s %d for %s.", g.lvl.Sides[s], g.verb(s, "scores", "score"), v, why)
		e.Side, e.N = int8(s), v
		evs = append(evs, e)
	}
	for k, m := range g.lvl.Markers {
		if s := g.Controller(k); s >= 0 {
			add(s, g.lvl.Score.Marker, "holding "+m.Name)
		}
	}
	for i := range g.Fighters {
		f := &g.Fighters[i]
		if !g.OnField(i) || f.Carry < 0 {
			continue
		}
		name := g.lvl.Objects[f.Carry].Name
		add(int(f.Side), g.lvl.Score.Carry, fmt.Sprintf("carrying the %s", name))
		if g.lvl.InZone(int(f.Side), f.Pos) {
			add(int(f.Side), g.lvl.Score.Home, fmt.Sprintf("bringing the %s home", name))
		}
	}
	return evs
}
