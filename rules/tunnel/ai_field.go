package tunnel

import (
	"slices"

	"skirmish/rules/grid"
)

// Distance fields: for every square, the walking distance to the nearest
// square of a goal (the exits, or the squares next to a side's enemies).
// Flooding a 48 by 48 map for every position the computer scores was most
// of its time, yet most actions it tries (its own moves and turns) change
// neither the doors nor where the enemies stand. A field is a pure function
// of the level, its goal, the doors and the enemies' squares, so the
// evaluator keeps a few fields with those facts as their key and reuses one
// whose key matches: the scores are exactly those of flooding again.
//
// Each decision starts afresh (pin): it floods the fields of its own
// position and keeps them for the whole decision; the other slots take the
// fields of positions where a door opened or an enemy died or was shunted,
// in turn. So the nodes a decision counts depend on the position alone,
// never on what the computer looked at before.

// toExit is the goal of a field leading to the exits; any other goal is the
// side whose enemies the field leads to.
const toExit = -1

// fieldSlots is how many distance fields the evaluator keeps: the two a
// position can need (to the enemies and to the exits), pinned, and room
// for every field one tried action can need besides (a swing: a dead
// enemy and three squares it may be shunted to).
const fieldSlots = 8

// far is the distance of a square from which no goal can be reached.
const far = 1 << 12

// distField is a distance field and what it was computed from.
type distField struct {
	lvl  *Level
	goal int
	key  []int32 // the tiles of the level's doors, then each model's square (-1: dead or not an enemy)
	dist []int16
}

// pin forgets every field and floods those that scoring g for side me
// needs (distances), which the positions one action away share unless a
// door opened or an enemy died or moved; they stay until the next pin.
func (e *evaluator) pin(g *Game, me int) {
	for k := range e.fields {
		e.fields[k].lvl = nil
	}
	e.pinned, e.next = 0, 0
	e.distances(g, me)
	e.pinned = e.next
}

// field returns the distance field of g for goal, reusing a kept one when
// its key matches; a new one counts floodNodes. The slice is valid until
// the next call.
func (e *evaluator) field(g *Game, goal int) []int16 {
	e.key = e.fieldKey(g, goal, e.key[:0])
	for k := range e.fields {
		if f := &e.fields[k]; f.lvl == g.lvl && f.goal == goal && slices.Equal(f.key, e.key) {
			return f.dist
		}
	}
	f := &e.fields[e.next]
	e.next++
	if e.next == fieldSlots {
		e.next = e.pinned
	}
	f.lvl, f.goal = g.lvl, goal
	f.key = append(f.key[:0], e.key...)
	f.dist = e.flood(g, goal, f.dist)
	e.work += floodNodes
	return f.dist
}

// fieldKey appends what the field of g for goal depends on besides the
// level: the state of every door, and where each enemy of side goal stands.
func (e *evaluator) fieldKey(g *Game, goal int, key []int32) []int32 {
	if e.doorsOf != g.lvl {
		e.doorsOf, e.doors = g.lvl, e.doors[:0]
		for k, t := range g.lvl.Tiles {
			if t == DoorClosed || t == DoorOpen {
				e.doors = append(e.doors, int32(k))
			}
		}
	}
	for _, k := range e.doors {
		key = append(key, int32(g.tiles[k]))
	}
	if goal == toExit {
		return key
	}
	for k := range g.models {
		m := &g.models[k]
		if m.Dead || int(m.Side) == goal {
			key = append(key, -1)
		} else {
			key = append(key, int32(m.At.Y)*int32(g.lvl.W)+int32(m.At.X))
		}
	}
	return key
}

// at returns the distance of p in field dist.
func at(g *Game, dist []int16, p grid.Point) int16 {
	return dist[int(p.Y)*g.lvl.W+int(p.X)]
}

// flood fills dist (grown as needed) with walking distances to the nearest
// goal square, over floor and doors (a closed door costs doorCost more),
// ignoring models, and returns it. A goal square is an exit, or for a side,
// a square orthogonally next to a living enemy of it; either must be floor
// or a door.
func (e *evaluator) flood(g *Game, goal int, dist []int16) []int16 {
	w, h := g.lvl.W, g.lvl.H
	dist = slices.Grow(dist[:0], w*h)[:w*h]
	if len(e.queue) < doorCost+2 {
		e.queue = make([][]int, doorCost+2)
	}
	for k := range e.queue {
		e.queue[k] = e.queue[k][:0]
	}
	for k := range dist {
		dist[k] = far
	}
	mark := func(k int) {
		if t := g.tiles[k]; (t.Walkable() || t == DoorClosed) && dist[k] != 0 {
			dist[k] = 0
			e.queue[0] = append(e.queue[0], k)
		}
	}
	if goal == toExit {
		for k, t := range g.tiles {
			if t == Exit {
				mark(k)
			}
		}
	} else {
		for j := range g.models {
			m := &g.models[j]
			if m.Dead || int(m.Side) == goal {
				continue
			}
			for _, d := range grid.Dirs {
				if q := m.At.Step(d); g.lvl.In(q) {
					mark(int(q.Y)*w + int(q.X))
				}
			}
		}
	}
	// A bucket queue: bucket b holds squares at distance cur+b.
	for cur := 0; ; cur++ {
		empty := true
		for _, q := range e.queue {
			empty = empty && len(q) == 0
		}
		if empty {
			return dist
		}
		now := e.queue[0]
		for _, k := range now {
			if int(dist[k]) != cur {
				continue
			}
			p := grid.Pt(k%w, k/w)
			for _, d := range grid.Dirs {
				q := p.Step(d)
				if !g.lvl.In(q) {
					continue
				}
				qi := int(q.Y)*w + int(q.X)
				t := g.tiles[qi]
				step := 1
				switch {
				case t == DoorClosed:
					step += doorCost
				case !t.Walkable():
					continue
				}
				if nd := cur + step; nd < int(dist[qi]) {
					dist[qi] = int16(nd)
					e.queue[step] = append(e.queue[step], qi)
				}
			}
		}
		copy(e.queue, e.queue[1:])
		e.queue[len(e.queue)-1] = now[:0]
	}
}
