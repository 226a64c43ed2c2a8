package arena

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// Status is how a fighter stands.
type Status uint8

// The statuses. Every one but Standing is out of the fight.
const (
	Standing    Status = iota
	Fallen             // at 0 HP or below: "they fall over"; a death save may still be made
	Unconscious        // saved: "unconscious for the remainder of the interval, but still alive"
	Wounded            // saved on the exact TN: "survived, but with a permanent wound"
	Dead               // the death save failed
	Fled               // retreated out of the arena: out of the fight, not fallen (retreat.go)
)

var statusWords = [...]string{"standing", "fallen", "unconscious", "wounded", "dead", "fled"}

// String returns the status in words.
func (s Status) String() string {
	if int(s) >= len(statusWords) {
		return "?"
	}
	return statusWords[s]
}

// Fighter is one combatant in the arena.
type Fighter struct {
	ID      byte // its letter: A.. side 1, a.. side 2
	Side    int8
	Profile uint8
	At      grid.Point
	HP, FP  int8
	AP      int16 // Action Points left this round; below 0 is a Penalty
	Spent   int16 // Action Points spent this round
	Hands   [2]int8
	Stowed  uint8 // bit k: the profile's Carry[k] is still stowed
	Status  Status
	Done    bool // holds: initiates nothing more this round
	Fired   bool // has fired its crossbow
	Facing  grid.Dir
	Cond    Cond   // conditions: prone, entangled, grappled, ...
	EP      int8   // Exhaustion Points taken during the bout
	Grip    int8   // the fighter it grapples or is grappled by, -1 for none
	Guards  int8   // the fighter it guards, -1 for none
	Foes    uint32 // the enemies that attacked it this round, a bit per index

	// Lost counts the Action Points lost this round to Speed Penalties
	// (prone, entangled): lost, not spent.
	Lost int16
}

// Cond is a set of a fighter's conditions, one bit each.
type Cond uint16

// The conditions. A fighter may have several at once.
const (
	Prone     Cond = 1 << iota // knocked down: -2 Speed until it gets up
	Entangled                  // caught in a web or mud: -2 Speed until it breaks free
	Grappled                   // grappling with Grip: no weapon heavier than 1
	Breath                     // holding its breath: +1 EP a round
	Unaware                    // has not noticed the fight: open to a sneak attack
	Sensed                     // has its bearings in the dark: set at the start and by a sense roll's success, lost by its failure or tie (dark.go)
	Late                       // a slow fighter who began the round with no AP: acts once at its end
	Screaming                  // screams by choice in the dark this round, drowning its side's wounded (dark_scream.go)
	Reloading                  // reloading its crossbow: holds this round and the next (reload.go)
	condCount = iota
)

var condWords = [...]string{"prone", "entangled", "grappled", "holding its breath", "unaware", "sensed", "slow: acts at the end of the round", "screaming", "reloading"}

// Has reports whether c has every condition of d.
func (c Cond) Has(d Cond) bool { return c&d == d }

// Words returns the names of c's conditions, in the order above.
func (c Cond) Words() []string {
	var ws []string
	for i, w := range condWords {
		if c&(1<<i) != 0 {
			ws = append(ws, w)
		}
	}
	return ws
}

// Phase is the step of play that decides who acts.
type Phase uint8

// The phases.
const (
	PhaseAct       Phase = iota // the fighter with the initiative acts
	PhaseDefend                 // the defender chooses what to resist with
	PhaseTie                    // the roller rolled the TN exactly: both Damage, or neither
	PhaseInterrupt              // an enemy the mover comes within a step of may interrupt
	PhaseOver
	PhaseMuster // both sides choose their fighters in secret (muster.go)

	// PhaseRam: the rammed fighter stands its ground or dodges.
	PhaseRam
	phaseCount = iota
)

// Pending is the resisted roll being resolved.
type Pending struct {
	Attacker, Defender int8
	Weapon             int8    // the attacker's item
	Guard              int8    // the defender's item, once chosen
	AttPenalty         int16   // the attacker's Penalty for negative AP
	Margin             int8    // PhaseTie: 0; PhaseRam: the steps the push may take
	Target             int8    // the guarded fighter the Defender resists for, -1 for none
	Dice               [2]int8 // the attacker's 2D6 once rolled past a guardian, else 0
	Disarm             bool    // the roll is a disarm: "a normal attack with a -2 Penalty"
}

// Game is the state of an Arena bout. It implements rules.State.
type Game struct {
	lvl    *Level
	f      []Fighter
	phase  Phase
	round  int16
	cur    int8 // the fighter with the initiative (PhaseAct), -1 when none
	pend   Pending
	mv     Moving  // a move under way
	loose  []Loose // items lying on the ground, in the order they fell
	viewer int8    // -2 for the whole game, else the seat whose view this is
	dice   rules.Dice
	out    rules.Outcome
	mu     muster // the muster's state, while PhaseMuster
}

// Level returns the level being played.
func (g *Game) Level() *Level { return g.lvl }

// Fighters returns the fighters; callers must not change them.
func (g *Game) Fighters() []Fighter { return g.f }

// Phase returns the current phase.
func (g *Game) Phase() Phase { return g.phase }

// Round returns the current round, from 1.
func (g *Game) Round() int { return int(g.round) }

// Current returns the fighter with the initiative, or -1.
func (g *Game) Current() int { return int(g.cur) }

// Move returns the move under way, if any.
func (g *Game) Move() (Moving, bool) { return g.mv, g.mv.Active }

// PendingRoll returns the resisted roll awaiting a choice, if any.
func (g *Game) PendingRoll() (Pending, bool) {
	return g.pend, g.phase == PhaseDefend || g.phase == PhaseTie
}

// Dice returns the game's dice, for inspection.
func (g *Game) Dice() *rules.Dice { return &g.dice }

// Prof returns fighter i's stat block.
func (g *Game) Prof(i int) *Profile { return &g.lvl.Pack.Profiles[g.f[i].Profile] }

// Item returns the armoury's item k.
func (g *Game) Item(k int) *Item { return &g.lvl.Pack.Items[k] }

// Name returns fighter i's name with its letter, e.g. "Kosh (A)".
func (g *Game) Name(i int) string { return g.Prof(i).Name + " (" + string(g.f[i].ID) + ")" }

// ByID returns the index of the fighter with the given letter, or -1.
func (g *Game) ByID(id byte) int {
	for i := range g.f {
		if g.f[i].ID == id {
			return i
		}
	}
	return -1
}

// At returns the index of the fighter on p, or -1. Every fighter,
// standing or not, fills its square, but one who fled has left it.
func (g *Game) At(p grid.Point) int {
	for i := range g.f {
		if g.f[i].At == p && g.f[i].Status != Fled {
			return i
		}
	}
	return -1
}

// NewGame starts a bout of a level: every fighter where the level puts
// it, round 1 begun.
func NewGame(lvl *Level, dice rules.Dice) (*Game, error) {
	g := &Game{lvl: lvl, dice: dice, viewer: -2, cur: -1}
	for _, p := range lvl.Start {
		pr := &lvl.Pack.Profiles[p.Profile]
		f := Fighter{ID: p.ID, Side: p.Side, Profile: uint8(p.Profile), At: p.At,
			HP: int8(pr.HP()), FP: int8(pr.FP), Hands: [2]int8{-1, -1}, Grip: -1, Guards: -1, Facing: p.Facing, Cond: Sensed, Stowed: uint8(1)<<len(pr.Carry) - 1}
		for h, k := range pr.Hold {
			f.Hands[h] = int8(k)
		}
		g.f = append(g.f, f)
	}
	if _, err := g.startRound(); err != nil {
		return nil, err
	}
	return g, nil
}

// Clone returns an independent copy of the game, dice included.
func (g *Game) Clone() rules.State { return g.Copy() }

// Copy is Clone with the concrete type.
func (g *Game) Copy() *Game {
	c := *g
	c.f = append([]Fighter(nil), g.f...)
	c.loose = append([]Loose(nil), g.loose...)
	return &c
}

// Ruleset returns "arena".
func (g *Game) Ruleset() string { return RulesetID }

// Seats lists one seat per side.
func (g *Game) Seats() []rules.SeatInfo {
	return []rules.SeatInfo{{Seat: 0, Name: g.lvl.Sides[0]}, {Seat: 1, Name: g.lvl.Sides[1]}}
}

// deciding returns the fighter whose seat decides now, or -1.
func (g *Game) deciding() int {
	switch g.phase {
	case PhaseAct:
		return int(g.cur)
	case PhaseDefend:
		return int(g.pend.Defender)
	case PhaseTie:
		return int(g.pend.Attacker)
	case PhaseInterrupt:
		return int(g.mv.Asking)
	case PhaseRam:
		return int(g.pend.Defender)
	}
	return -1
}

// ToAct returns the seat of the fighter who decides now: the one with the
// initiative, a defender choosing what to resist with, or the roller
// choosing at the exact TN. Callers must not change it.
func (g *Game) ToAct() []rules.Seat {
	if g.phase == PhaseMuster {
		return g.musterSeats()
	}
	if i := g.deciding(); i >= 0 {
		return rules.Only(rules.Seat(g.f[i].Side))
	}
	return nil
}

// Outcome tells whether the bout is over and who won.
func (g *Game) Outcome() rules.Outcome { return g.out }

// Title returns the level's title (rules.Titled).
func (g *Game) Title() string { return g.lvl.Title }

// standing counts side s's fighters still standing.
func (g *Game) standing(s int) int {
	n := 0
	for i := range g.f {
		if int(g.f[i].Side) == s && g.f[i].Status == Standing {
			n++
		}
	}
	return n
}
