package battleaxe

import (
	"skirmish/game/table"
	ba "skirmish/rules/battleaxe"
	"skirmish/rules/grid"
)

// revealing is the dungeon's growth shown: the squares an action revealed
// (a door opened on a room or passage not yet seen) slide in and fade in
// for a moment, and the camera goes to them.
type revealing struct {
	squares []grid.Point
	left    int // ticks left of the slide
	ticks   int // ticks it lasts
	from    grid.Dir
}

// revealTicks is how long new squares take to slide in at the normal
// speed.
const revealTicks = 36

// start shows the squares of post that were not floor in pre, and points
// the camera at them.
func (r *revealing) start(a table.Host, pre, post *ba.Game, cam *camera) {
	r.squares = r.squares[:0]
	pb, qb := pre.Board(), post.Board()
	var sx, sy int
	for y := range qb.H {
		for x := range qb.W {
			p := grid.Pt(x, y)
			if qb.Ground(p).Floor() && (!pb.In(p) || !pb.Ground(p).Floor()) {
				r.squares = append(r.squares, p)
				sx, sy = sx+x, sy+y
			}
		}
	}
	if len(r.squares) == 0 {
		r.left = 0
		return
	}
	mid := grid.Pt(sx/len(r.squares), sy/len(r.squares))
	cam.follow(mid)
	r.from = grid.North
	if t := post.Turn(); t.Hero >= 0 {
		r.from = grid.Toward(mid, post.Mini(t.Hero).At)
	}
	r.ticks, r.left = 0, 0
	if s := a.Prefs().AnimSpeed; s > 0 {
		r.ticks = max(1, revealTicks*100/s)
		r.left = r.ticks
	}
}

// tick moves the slide on.
func (r *revealing) tick() {
	if r.left > 0 {
		r.left--
	}
}

// progress returns how far the slide is, from 0 to 1, and whether it is
// under way.
func (r *revealing) progress() (float64, bool) {
	if r.left <= 0 || r.ticks <= 0 {
		return 1, false
	}
	return 1 - float64(r.left)/float64(r.ticks), true
}
