package elements

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// Model is one model on the table.
type Model struct {
	ID        byte // its letter in notation: A.. for side 1, a.. for side 2
	Side      int8
	Profile   uint8 // index into the level's pack
	At        grid.Point
	Facing    grid.Dir
	Injured   bool
	Stunned   bool
	Out       bool // out of the game
	Hidden    bool // in stealth: the other side does not see it
	Activated bool // has had its activation this round
	Unseen    bool // only in a view: a hidden enemy whose square is withheld
}

// Phase is the step of the game that decides who acts.
type Phase uint8

// The phases.
const (
	PhaseMuster Phase = iota // both sides choose their forces in secret
	PhaseAct                 // the side to act activates its models
	PhaseResult              // the winner of a combat chooses the result
	PhaseShift               // the winner moves the model a result lets it move
	PhaseOver
)

// Fight is the combat being resolved while its winner chooses.
type Fight struct {
	Kind      Kind // Attack, Shoot or Throw
	Attacker  int8
	Defender  int8
	Winner    int8 // model index of the winner
	Left      [7]uint8
	Result    Element // PhaseShift: the result chosen
	Moved     int8    // PhaseShift: the model the result moves
	MaxSteps  int8    // PhaseShift: spaces it may be moved
	WinnerSee int8    // side of the winner, whose knowledge rules the shift
}

// Game is the state of an Elements game. It implements rules.State.
type Game struct {
	lvl     *Level
	models  []Model
	occ     []int8 // per square: 1 + index of the model on it (not out, placed), 0 when none
	phase   Phase
	round   int16
	turn    int8 // the side to activate next
	cur     int8 // the model in the middle of its activation, -1 when none
	moved   bool // cur has moved this activation
	struck  bool // cur has attacked (or hidden) this activation
	fight   Fight
	force   [2][]uint8 // muster: the profiles chosen so far
	ready   [2]bool
	changes [2]uint8
	viewer  int8 // -2 for the whole state, else the seat whose view this is (-1: spectator)
	dice    rules.Dice
	out     rules.Outcome
}

// Level returns the level being played.
func (g *Game) Level() *Level { return g.lvl }

// Models returns the models; callers must not change them.
func (g *Game) Models() []Model { return g.models }

// Phase returns the current phase.
func (g *Game) Phase() Phase { return g.phase }

// Round returns the current round, from 1.
func (g *Game) Round() int { return int(g.round) }

// Turn returns the side to activate next.
func (g *Game) Turn() int { return int(g.turn) }

// Current returns the model in the middle of its activation, or -1.
func (g *Game) Current() int { return int(g.cur) }

// PendingFight returns the combat awaiting its winner's choice, if any.
func (g *Game) PendingFight() (*Fight, bool) {
	return &g.fight, g.phase == PhaseResult || g.phase == PhaseShift
}

// Force returns the profiles side s has mustered (in a view, empty for the
// other side until the forces are revealed).
func (g *Game) Force(s int) []uint8 { return g.force[s] }

// Ready reports whether side s has declared its force ready.
func (g *Game) Ready(s int) bool { return g.ready[s] }

// Dice returns the game's dice, for inspection.
func (g *Game) Dice() *rules.Dice { return &g.dice }

// Prof returns model i's profile.
func (g *Game) Prof(i int) *Profile { return &g.lvl.Pack.Profiles[g.models[i].Profile] }

// Name returns model i's display name with its letter, e.g. "Monk a".
func (g *Game) Name(i int) string {
	return g.Prof(i).Name + " " + string(g.models[i].ID)
}

// ModelByID returns the index of the model with the given letter, or -1.
func (g *Game) ModelByID(id byte) int {
	for i := range g.models {
		if g.models[i].ID == id {
			return i
		}
	}
	return -1
}

// ModelAt returns the index of the model on p (not out), or -1. In a view,
// a hidden enemy is not found.
func (g *Game) ModelAt(p grid.Point) int {
	if !g.lvl.In(p) || len(g.occ) == 0 {
		return -1
	}
	return int(g.occ[int(p.Y)*g.lvl.W+int(p.X)]) - 1
}

// placeModels records where every model on the table stands.
func (g *Game) placeModels() {
	if len(g.occ) != len(g.lvl.Tiles) {
		g.occ = make([]int8, len(g.lvl.Tiles))
	}
	clear(g.occ)
	for i := range g.models {
		if m := &g.models[i]; !m.Out && !m.Unseen && g.lvl.In(m.At) {
			g.occ[int(m.At.Y)*g.lvl.W+int(m.At.X)] = int8(i + 1)
		}
	}
}

// place moves model i to p, keeping ModelAt's record.
func (g *Game) place(i int, p grid.Point) {
	g.unplace(i)
	g.models[i].At = p
	if !g.models[i].Out {
		g.occ[int(p.Y)*g.lvl.W+int(p.X)] = int8(i + 1)
	}
}

// unplace takes model i off ModelAt's record.
func (g *Game) unplace(i int) {
	at := g.models[i].At
	if g.lvl.In(at) && g.occ[int(at.Y)*g.lvl.W+int(at.X)] == int8(i+1) {
		g.occ[int(at.Y)*g.lvl.W+int(at.X)] = 0
	}
}

// knows reports whether side s knows where model j is: its own models and
// every enemy not hidden.
func (g *Game) knows(s int, j int) bool {
	m := &g.models[j]
	return int(m.Side) == s || !m.Hidden
}

// blockedFor reports whether side s knows of a model on p (other than
// model self), so that it may not end a move there.
func (g *Game) blockedFor(s int, p grid.Point, self int) bool {
	j := g.ModelAt(p)
	return j >= 0 && j != self && g.knows(s, j)
}

// Clone returns an independent copy of the game, dice included.
func (g *Game) Clone() rules.State { return g.Copy() }

// Copy is Clone with the concrete type.
func (g *Game) Copy() *Game {
	c := *g
	c.models = append([]Model(nil), g.models...)
	c.occ = append([]int8(nil), g.occ...)
	for s := range 2 {
		c.force[s] = append([]uint8(nil), g.force[s]...)
	}
	return &c
}

// Ruleset returns "elements".
func (g *Game) Ruleset() string { return RulesetID }

// Seats lists one seat per side.
func (g *Game) Seats() []rules.SeatInfo {
	return []rules.SeatInfo{{Seat: 0, Name: g.lvl.Sides[0]}, {Seat: 1, Name: g.lvl.Sides[1]}}
}

var bothSeats = []rules.Seat{0, 1}

// ToAct returns the seats that must decide now: both while both muster,
// one otherwise, none when the game is over. Callers must not change it.
func (g *Game) ToAct() []rules.Seat {
	switch g.phase {
	case PhaseMuster:
		switch {
		case !g.ready[0] && !g.ready[1]:
			return bothSeats
		case !g.ready[0]:
			return rules.Only(0)
		case !g.ready[1]:
			return rules.Only(1)
		}
		return nil
	case PhaseAct:
		return rules.Only(rules.Seat(g.turn))
	case PhaseResult, PhaseShift:
		return rules.Only(rules.Seat(g.fight.WinnerSee))
	}
	return nil
}

// actingSide returns the side that decides now (the first while both
// muster), or -1.
func (g *Game) actingSide() int {
	if s := g.ToAct(); len(s) > 0 {
		return int(s[0])
	}
	return -1
}

// Outcome tells whether the game is over and who won.
func (g *Game) Outcome() rules.Outcome { return g.out }

// Title returns the level's title (rules.Titled).
func (g *Game) Title() string { return g.lvl.Title }
