package elements

import (
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// The board is drawn from a plain scene the table fills from the view of
// the seat at the screen: the map, the models and the marks. Its slices
// are kept from frame to frame, so that filling it allocates nothing once
// they have grown.

// scene is what the board shows.
type scene struct {
	W, H   int
	Tiles  []el.Tile
	Deploy [2][]grid.Point // the deployment squares (shown in the muster)
	Models []sceneModel

	// The marks.
	Reach      []grid.Point // where the selected model can move
	Targets    []grid.Point // enemies the selected model can attack in close combat
	Shots      []grid.Point // enemies it can shoot with its bow
	Throws     []grid.Point // enemies it can throw shuriken at
	Shift      []grid.Point // where a combat result can move the loser or the winner
	Path       []grid.Point // the last action's move, from where to where it went
	ShiftFrom  grid.Point   // the square of the model a result moves
	Zone       []grid.Point // the influence zone of the model hovered or selected
	ZoneOf     int          // the side whose zone it is, -1 none
	Threat     []grid.Point // with a model of one's own selected: the squares the enemies' zones cover
	ThreatOf   int          // the enemies' side, -1 none
	Sel        int          // the selected model (index in Models), -1 none
	Hover      int          // the model under the mouse, -1 none
	Cursor     grid.Point   // the keyboard and gamepad cursor
	CurOn      bool
	Dest       grid.Point // a move's square waiting for its facing
	DestOn     bool
	DestFacing grid.Dir // the facing proposed for it
	Fight      [2]int   // the attacker and defender of a pending result, -1 none
}

// sceneModel is one model as the board draws it.
type sceneModel struct {
	At        grid.Point
	Facing    grid.Dir
	Side      int
	Letter    byte // its letter, A.. or a..
	Injured   bool
	Stunned   bool
	Hidden    bool   // in stealth, shown to its own side as a ghost
	Unseen    bool   // an enemy in stealth, marked where it was last seen
	Activated bool   // has had its activation this round
	Current   bool   // in the middle of its activation
	Profile   string // its profile's id, for its glyph
}

// fillScene sets s to the map and the models of g, a view; marks are left
// empty for the table to set. side is the side whose force the muster
// shows on its deployment squares.
func fillScene(s *scene, g *el.Game, side int) {
	lvl := g.Level()
	s.W, s.H = lvl.W, lvl.H
	s.Tiles = append(s.Tiles[:0], lvl.Tiles...)
	for k := range 2 {
		s.Deploy[k] = s.Deploy[k][:0]
	}
	s.Models = s.Models[:0]
	s.Reach, s.Targets, s.Shots, s.Throws = s.Reach[:0], s.Targets[:0], s.Shots[:0], s.Throws[:0]
	s.Shift, s.Zone, s.Path, s.Threat = s.Shift[:0], s.Zone[:0], s.Path[:0], s.Threat[:0]
	s.ThreatOf = -1
	s.ZoneOf, s.Sel, s.Hover, s.CurOn, s.DestOn = -1, -1, -1, false, false
	s.Fight = [2]int{-1, -1}
	if g.Phase() == el.PhaseMuster {
		for k := range 2 {
			for _, d := range lvl.Deploy[k] {
				s.Deploy[k] = append(s.Deploy[k], d.At)
			}
		}
		if side == 0 || side == 1 {
			for n, p := range g.Force(side) {
				if n >= len(lvl.Deploy[side]) {
					break
				}
				d := lvl.Deploy[side][n]
				s.Models = append(s.Models, sceneModel{At: d.At, Facing: d.Facing, Side: side, Letter: d.ID,
					Profile: lvl.Pack.Profiles[p].ID})
			}
			for n := len(g.Force(side)); n < len(lvl.Deploy[side]); n++ {
				s.Reach = append(s.Reach, lvl.Deploy[side][n].At) // room for more
			}
		}
		return
	}
	for i, m := range g.Models() {
		if m.Out || m.Unseen {
			s.Models = append(s.Models, sceneModel{At: grid.Pt(-1, -1), Side: int(m.Side), Letter: m.ID})
			continue
		}
		s.Models = append(s.Models, sceneModel{At: m.At, Facing: m.Facing, Side: int(m.Side), Letter: m.ID,
			Injured: m.Injured, Stunned: m.Stunned, Hidden: m.Hidden, Activated: m.Activated, Current: g.Current() == i,
			Profile: g.Prof(i).ID})
	}
	if f, ok := g.PendingFight(); ok {
		s.Fight = [2]int{int(f.Attacker), int(f.Defender)}
	}
}

// hasPoint reports whether ps holds p.
func hasPoint(ps []grid.Point, p grid.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// lastSeen remembers, for each seat, where it last saw each enemy model:
// an enemy that hides is marked there (a dashed token with a question
// mark), which its player saw. It forgets everything when a new muster
// starts.
type lastSeen struct {
	at [2][]grid.Point
	ok [2][]bool
}

// mark records what seat sees in g (its view) and marks the enemies it
// cannot see in s where it last saw them.
func (l *lastSeen) mark(s *scene, g *el.Game, seat int) {
	if seat < 0 || seat > 1 {
		return
	}
	ms := g.Models()
	if g.Phase() == el.PhaseMuster {
		l.at[seat], l.ok[seat] = l.at[seat][:0], l.ok[seat][:0]
		return
	}
	for len(l.at[seat]) < len(ms) {
		l.at[seat], l.ok[seat] = append(l.at[seat], grid.Point{}), append(l.ok[seat], false)
	}
	for i, m := range ms {
		switch {
		case int(m.Side) == seat || m.Out:
		case !m.Unseen:
			l.at[seat][i], l.ok[seat][i] = m.At, true
		case l.ok[seat][i] && i < len(s.Models) && g.ModelAt(l.at[seat][i]) < 0:
			s.Models[i].At, s.Models[i].Unseen = l.at[seat][i], true
		}
	}
}
