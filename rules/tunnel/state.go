package tunnel

import (
	"slices"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Model is one fighter on the table.
type Model struct {
	ID        byte // the model's letter, used in notation
	Profile   uint8
	Side      int8
	At        grid.Point
	Facing    grid.Dir
	Stamina   int8
	Endurance int8
	Prone     bool
	Dead      bool
	Swung     bool // has taken its swing this turn
}

// Prof returns the model's profile.
func (m *Model) Prof() *Profile { return &Profiles[m.Profile] }

// Phase is the step of the game that decides who acts.
type Phase uint8

// The phases. In PhaseAct the side whose turn it is acts with its models; the
// other phases are choices in the middle of a swing.
const (
	PhaseAct    Phase = iota // the side to move picks an action
	PhaseDefend              // the defender chooses the Stamina it spends
	PhasePick                // the attacker picks one remaining Attack Die
	PhaseShunt               // the attacker picks the square a Shunt moves the defender to
	PhaseOver
)

// SwingState is the swing being resolved, while a choice is awaited.
type SwingState struct {
	Attacker, Target int8 // model indexes
	Committed        int8 // Stamina the attacker committed
	Charge           int8 // extra Attack Dice for the charge
	AttackDice       int8 // number of Attack Dice
	Defends          bool // whether the defender rolls Defence Dice
	Rolled           bool
	Attack           [MaxDice]uint8 // rolled Attack Dice
	Defence          [MaxDice]uint8 // rolled Defence Dice
	NDefence         int8
	Left             uint16 // bit i set: Attack[i] survived cancellation
	Shunt            [3]grid.Point
	NShunt           int8
}

// chargeRun follows a model's consecutive Move actions that may end in a
// charge (seed: "Charge Moves are regular Move Actions but build up
// momentum").
type chargeRun struct {
	model   int8   // -1 when no run is under way
	steps   int8   // spaces moved so far
	sawAt   uint64 // enemies (by model index) the charger could see when the run began
	spotted uint64 // enemies that could see the charger before it reached its current square
}

// Game is the state of a Tunnel Fighters game. It implements rules.State.
type Game struct {
	lvl    *Level
	tiles  []Tile   // the level's tiles with doors as they are now
	lit    []uint64 // bit set of squares lit by fixed lights
	models []Model
	occ    []int8 // per square: 1 + the index of the living model on it, 0 when none
	side   int8   // the side whose turn it is
	round  int16  // 1-based
	phase  Phase
	sw     SwingState
	run    chargeRun
	dice   rules.Dice
	dealt  [MaxSides]int16 // damage dealt by each side, the last tie-break
	out    rules.Outcome
}

// NewGame sets up a level with the given dice.
func NewGame(lvl *Level, dice rules.Dice) *Game {
	g := &Game{lvl: lvl, dice: dice, round: 1, run: chargeRun{model: -1}}
	g.tiles = append([]Tile(nil), lvl.Tiles...)
	for _, p := range lvl.Models {
		prof := &Profiles[p.Profile]
		g.models = append(g.models, Model{
			ID: p.ID, Profile: uint8(p.Profile), Side: int8(p.Side), At: p.At, Facing: p.Facing,
			Stamina: prof.Stamina, Endurance: prof.Endurance,
		})
	}
	g.relight()
	g.placeModels()
	return g
}

// Level returns the level being played.
func (g *Game) Level() *Level { return g.lvl }

// Models returns the models, dead ones included. Callers must not change them.
func (g *Game) Models() []Model { return g.models }

// Model returns the model with index i.
func (g *Game) Model(i int) *Model { return &g.models[i] }

// ModelByID returns the index of the model with the given letter, or -1.
func (g *Game) ModelByID(id byte) int {
	for i := range g.models {
		if g.models[i].ID == id {
			return i
		}
	}
	return -1
}

// ModelAt returns the index of the living model on p, or -1.
func (g *Game) ModelAt(p grid.Point) int {
	if !g.lvl.In(p) {
		return -1
	}
	return int(g.occ[int(p.Y)*g.lvl.W+int(p.X)]) - 1
}

// placeModels records where every living model stands, for ModelAt.
func (g *Game) placeModels() {
	g.occ = slices.Grow(g.occ[:0], len(g.tiles))[:len(g.tiles)]
	clear(g.occ)
	for i := range g.models {
		if m := &g.models[i]; !m.Dead && g.lvl.In(m.At) {
			g.occ[int(m.At.Y)*g.lvl.W+int(m.At.X)] = int8(i + 1)
		}
	}
}

// place moves model i to p, keeping ModelAt's record.
func (g *Game) place(i int, p grid.Point) {
	m := &g.models[i]
	g.unplace(i)
	m.At = p
	if !m.Dead && g.lvl.In(p) {
		g.occ[int(p.Y)*g.lvl.W+int(p.X)] = int8(i + 1)
	}
}

// unplace takes model i off ModelAt's record, as when it dies.
func (g *Game) unplace(i int) {
	if at := g.models[i].At; g.lvl.In(at) && g.occ[int(at.Y)*g.lvl.W+int(at.X)] == int8(i+1) {
		g.occ[int(at.Y)*g.lvl.W+int(at.X)] = 0
	}
}

// Name returns the display name of model i.
func (g *Game) Name(i int) string { return g.lvl.Models[i].Name }

// Tile returns the tile at p as it is now (doors may have opened).
func (g *Game) Tile(p grid.Point) Tile {
	if !g.lvl.In(p) {
		return Rock
	}
	return g.tiles[int(p.Y)*g.lvl.W+int(p.X)]
}

// Side returns the side whose turn it is.
func (g *Game) Side() int { return int(g.side) }

// Round returns the current round, from 1.
func (g *Game) Round() int { return int(g.round) }

// Phase returns the current phase.
func (g *Game) Phase() Phase { return g.phase }

// PendingSwing returns the swing awaiting a choice, if any.
func (g *Game) PendingSwing() (*SwingState, bool) {
	return &g.sw, g.phase == PhaseDefend || g.phase == PhasePick || g.phase == PhaseShunt
}

// Dealt returns the damage dealt so far by each side.
func (g *Game) Dealt(side int) int { return int(g.dealt[side]) }

// Dice returns the game's dice, for inspection.
func (g *Game) Dice() *rules.Dice { return &g.dice }

// free reports whether a model may step onto p: walkable and empty.
func (g *Game) free(p grid.Point) bool {
	return g.Tile(p).Walkable() && g.ModelAt(p) < 0
}

// enemies reports whether models i and j are on different sides.
func (g *Game) enemies(i, j int) bool { return g.models[i].Side != g.models[j].Side }

// nearEnemy reports whether a living enemy stands on one of the eight squares
// around model i.
func (g *Game) nearEnemy(i int) bool {
	m := &g.models[i]
	for j := range g.models {
		e := &g.models[j]
		if !e.Dead && e.Side != m.Side && grid.Chebyshev(m.At, e.At) == 1 {
			return true
		}
	}
	return false
}

// Clone returns an independent copy of the game, dice included.
func (g *Game) Clone() rules.State { return g.Copy() }

// Copy is Clone with the concrete type.
func (g *Game) Copy() *Game {
	c := *g
	c.tiles = append([]Tile(nil), g.tiles...)
	c.lit = append([]uint64(nil), g.lit...)
	c.models = append([]Model(nil), g.models...)
	c.occ = append([]int8(nil), g.occ...)
	return &c
}

// Ruleset returns "tunnel".
func (g *Game) Ruleset() string { return RulesetID }

// Seats lists one seat per side.
func (g *Game) Seats() []rules.SeatInfo {
	s := make([]rules.SeatInfo, len(g.lvl.Sides))
	for i, name := range g.lvl.Sides {
		s[i] = rules.SeatInfo{Seat: rules.Seat(i), Name: name}
	}
	return s
}

// seatLists holds the one-seat lists ToAct returns, so that asking who
// decides allocates nothing (the table asks every frame).
var seatLists = [MaxSides][]rules.Seat{{0}, {1}, {2}, {3}}

// ToAct returns the seat that must decide now. Callers must not change the
// returned slice.
func (g *Game) ToAct() []rules.Seat {
	if s := g.actingSide(); s >= 0 {
		return seatLists[s][:1:1]
	}
	return nil
}

// actingSide returns the side that must decide now, or -1 when over.
func (g *Game) actingSide() int {
	switch g.phase {
	case PhaseAct:
		return int(g.side)
	case PhaseDefend:
		return int(g.models[g.sw.Target].Side)
	case PhasePick, PhaseShunt:
		return int(g.models[g.sw.Attacker].Side)
	}
	return -1
}

// Outcome tells whether the game is over and who won.
func (g *Game) Outcome() rules.Outcome { return g.out }

// View returns the game as seen by a seat: Tunnel Fighters hides nothing, so
// every seat sees everything.
func (g *Game) View(rules.Seat) rules.State { return g.Copy() }
