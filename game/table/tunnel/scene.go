package tunnel

import (
	"image"

	rt "skirmish/render/tunnel"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// The board (render/tunnel) never reads the rules: the table hands it a
// scene made from the game, and the events it animates. This file makes
// them, reusing their slices so that a frame allocates nothing.

// boardTiles are the board's tiles for the rules' tiles.
var boardTiles = [...]rt.Tile{
	tf.Rock:       rt.Rock,
	tf.Wall:       rt.Wall,
	tf.Floor:      rt.Floor,
	tf.DoorClosed: rt.DoorClosed,
	tf.DoorOpen:   rt.DoorOpen,
	tf.Exit:       rt.Exit,
}

// fillScene sets s to what the board shows of g: its map as it is now,
// which squares are lit, the lights, the models and the defender of a
// pending swing.
func fillScene(s *rt.Scene, g *tf.Game) {
	lvl := g.Level()
	s.W, s.H = lvl.W, lvl.H
	s.Tiles, s.Lit = s.Tiles[:0], s.Lit[:0]
	for y := range lvl.H {
		for x := range lvl.W {
			p := grid.Pt(x, y)
			t := g.Tile(p)
			s.Tiles = append(s.Tiles, boardTiles[t])
			// The board lights the squares that stop light from their
			// neighbours: only the others need asking.
			s.Lit = append(s.Lit, !t.Blocks() && g.Lit(p))
		}
	}
	s.Lights = s.Lights[:0]
	for _, l := range lvl.Lights {
		s.Lights = append(s.Lights, rt.Light{At: boardPoint(l.At), Radius: int(l.Radius)})
	}
	s.Models = s.Models[:0]
	for i := range g.Models() {
		m := g.Model(i)
		p := m.Prof()
		s.Models = append(s.Models, rt.Model{
			At: boardPoint(m.At), Facing: boardDir(m.Facing), Side: int(m.Side),
			Icon: p.ID, Name: p.Name,
			Endurance: int(m.Endurance), MaxEndurance: int(p.Endurance),
			Stamina: int(m.Stamina), MaxStamina: int(p.Stamina),
			Lantern: int(p.Lantern), Prone: m.Prone, Dead: m.Dead,
		})
	}
	s.Defender = -1
	if sw, ok := g.PendingSwing(); ok {
		s.Defender = int(sw.Target)
	}
}

// boardEvents returns, in out, the events of evs the board animates.
// Their dice are slices of evs, which must outlive them.
func boardEvents(out []rt.Event, evs []tf.Event) []rt.Event {
	out = out[:0]
	for k := range evs {
		e := &evs[k]
		kind := boardEventKind(e.Kind)
		if kind == rt.EvOther {
			continue
		}
		out = append(out, rt.Event{
			Kind: kind, Model: int(e.Model), Other: int(e.Other),
			Path:  [2]rt.Point{boardPoint(e.Path[0]), boardPoint(e.Path[1])},
			Steps: int(e.Steps), From: boardPoint(e.From), To: boardPoint(e.To), Facing: boardDir(e.Facing),
			Attack: e.Attack[:max(0, min(int(e.NA), len(e.Attack)))], Defence: e.Defence[:max(0, min(int(e.ND), len(e.Defence)))],
			N: int(e.N), M: int(e.M),
		})
	}
	return out
}

// boardEventKind returns the kind of event the board animates for k.
func boardEventKind(k tf.EventKind) rt.EventKind {
	switch k {
	case tf.EvMoved:
		return rt.EvMoved
	case tf.EvShunted:
		return rt.EvShunted
	case tf.EvTurned:
		return rt.EvTurned
	case tf.EvRecovered:
		return rt.EvRecovered
	case tf.EvSwing:
		return rt.EvSwing
	case tf.EvRolled:
		return rt.EvRolled
	case tf.EvCancelled:
		return rt.EvCancelled
	case tf.EvResult:
		return rt.EvResult
	case tf.EvDamaged:
		return rt.EvDamaged
	case tf.EvRoared:
		return rt.EvRoared
	case tf.EvKilled:
		return rt.EvKilled
	case tf.EvFloored:
		return rt.EvFloored
	}
	return rt.EvOther
}

// boardPoint returns the board's square for p.
func boardPoint(p grid.Point) rt.Point { return rt.Pt(int(p.X), int(p.Y)) }

// boardDir returns the board's facing for d.
func boardDir(d grid.Dir) rt.Dir { return rt.Dir(d & 3) }

// gridPoint returns the rules' square for the board's p.
func gridPoint(p rt.Point) grid.Point { return grid.Pt(p.X, p.Y) }

// appendSquares appends the board's squares for ps to out.
func appendSquares(out []rt.Point, ps []grid.Point) []rt.Point {
	for _, p := range ps {
		out = append(out, boardPoint(p))
	}
	return out
}

// hasSquare reports whether ps holds the board's square for q.
func hasSquare(ps []rt.Point, q grid.Point) bool {
	for _, p := range ps {
		if p == boardPoint(q) {
			return true
		}
	}
	return false
}

// cellAt returns the square under the screen pixel (x, y), if the board
// shows one there.
func (v *tableView) cellAt(x, y int) (grid.Point, bool) {
	p, ok := v.board.CellAt(x, y)
	return gridPoint(p), ok
}

// cellRect returns the screen rectangle of square q.
func (v *tableView) cellRect(q grid.Point) image.Rectangle { return v.board.CellRect(boardPoint(q)) }

// feed has the animator play the events evs just applied; g is the game
// after them.
func (v *tableView) feed(g *tf.Game, evs []tf.Event) {
	fillScene(&v.scene, g)
	v.events = boardEvents(v.events, evs)
	v.anim.Feed(&v.scene, v.events)
}
