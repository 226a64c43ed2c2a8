package magewinds

import (
	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// Fighter is one fighter of a warband (4.0).
type Fighter struct {
	Profile  uint8
	Side     int8
	Num      int8 // 1-based number within its warband: the "2" of "a2"
	Pos      geom.Point
	Damage   int8
	Actions  int8 // 0 none, 1 single action counter, 2 double (9.1)
	Guard    bool // the next Dodge or Deflect reaction is free (13.4 Guard)
	Ward     int8 // Armour added by the Ward spell until the End Phase
	Deployed bool
	Out      bool // taken down (18.5.3): out of action
	Carry    int8 // index of the carried object, -1 none
}

// Object is an object on (or carried over) the battlefield (19.0).
type Object struct {
	Pos       geom.Point
	CarriedBy int8 // fighter index, -1 when on the battlefield
}

// Phase is the part of the battle that decides who acts.
type Phase uint8

// The phases.
const (
	PhaseMuster   Phase = iota // 10.2: both sides assemble their warbands at once, in secret
	PhaseDeploy                // 10.5: sides place fighters in turn
	PhaseChannel               // 12.0: sides draw magic cards in turn
	PhaseAction                // 13.0: sides activate fighters in turn
	PhaseWindburn              // 14.1: sides keep or discard their cards
	PhaseOver
)

var phaseNames = [...]string{"Muster", "Deployment", "Channelling Phase", "Action Phase", "End Phase: Windburn", "Battle over"}

func (p Phase) String() string { return phaseNames[p] }

// Step is where an activation stands while it waits for a choice.
type Step uint8

// The steps of an activation. StepNone: the side whose turn it is picks a
// fighter and an action.
const (
	StepNone      Step = iota
	StepActing         // a fighter that dropped its object at the start of its activation picks its action
	StepStep           // the acting fighter may make a step move of up to 1" (13.1)
	StepChoice         // the attacking player places an attack choice face down (18.3)
	StepReact          // the defending player chooses a reaction (18.4)
	StepKnock          // the attacking player may knock the target back (18.5.4)
	StepReactStep      // the target makes the step move of its reaction (13.3)
	StepEndDrop        // a carrier may drop its object at the end of its activation (19.1)
)

// ActKind is the action a fighter performs.
type ActKind uint8

// The kinds of action.
const (
	ActNone ActKind = iota
	ActMove
	ActAttack
	ActGuard
	ActCast
)

// Choice is an attack choice card (0.10, 18.3).
type Choice uint8

// The attack choices. ChoiceHidden is what a seat sees of a choice placed
// face down by the other seat.
const (
	ChoiceNone Choice = iota
	ChoiceLight
	ChoiceHeavy
	ChoiceFeint
	ChoiceHidden
)

var choiceWords = [...]string{"none", "light", "heavy", "feint", "hidden"}

func (c Choice) String() string { return choiceWords[c] }

var choiceNames = [...]string{"no choice", "Light Attack", "Heavy Attack", "Feint", "a hidden choice"}

// Long names the choice as its card does: "Heavy Attack".
func (c Choice) Long() string { return choiceNames[c] }

// Reaction is a defence choice (18.4).
type Reaction uint8

// The reactions.
const (
	ReactNone Reaction = iota
	ReactDodge
	ReactDeflect
)

var reactWords = [...]string{"none", "dodge", "deflect"}

func (r Reaction) String() string { return reactWords[r] }

// Activation is the action under way, kept while its choices are awaited.
type Activation struct {
	Step     Step
	Fighter  int8
	Kind     ActKind
	Target   int8 // fighter index, -1 none
	Object   int8 // object index (push), -1 none
	Attack   int8 // attack index in the profile, or -1 for a spell's bolt
	Spell    int8 // spell index in the pack, -1 none
	Pay      []cards.Card
	X        int8
	Point    geom.Point // blink destination
	Choice   Choice
	Reaction Reaction
	Free     bool // the action gives no action counter (a Feint the target reacted to)
	Hits     int8
	Source   geom.Point // where the attack came from, for reactions' steps
	Dropped  bool       // the fighter dropped an object at the start of the activation
}

// Game is the state of one battle of Magewinds.
type Game struct {
	lvl  *Level
	pack *Pack
	dice rules.Dice

	Round int8
	Phase Phase
	Turn  int8 // the side whose turn it is
	// Warbands holds each side's warband as profile indexes: its picks
	// during the muster (10.2), then the fighters it brought, a1.. and
	// b.. in order.
	Warbands [2][]uint8
	Ready    [2]bool // the side has chosen its warband
	Changes  [2]int8 // the changes each side made to its warband in the muster
	Fighters []Fighter
	Objects  []Object
	Deck     []cards.Card // the face-down deck; the top card is the last
	FaceUp   [5]cards.Card
	Discard  []cards.Card
	Hands    [2][]cards.Card
	// Kept holds the cards the side in its Windburn turn has chosen to keep;
	// they go back to its hand when it has decided every card (14.1).
	Kept   []cards.Card
	Passed [2]bool
	// FirstDone is the side that first passed (Channelling), finished
	// deploying or finished activating (Action Phase), -1 while nobody has.
	FirstDone int8
	// Leads is the side that takes the first turn of the next phase.
	Leads   int8
	VP      [2]int16
	Act     Activation
	Rolled  []uint8 // the dice of the last attack or spell, for the tray
	Winner  int8    // when over: -1 draw
	Reason  string
	diceOut bool     // loaded dice ran out while resolving: the action is undone
	RollOff [2]uint8 // the dice of the roll-off for the first deployment
	hidden  int8     // in a view: the seat whose view this is (-1: the battle itself)
}

// Level returns the scenario of the game.
func (g *Game) Level() *Level { return g.lvl }

// Pack returns the fighter pack of the game.
func (g *Game) Pack() *Pack { return g.pack }

// Prof returns the profile of fighter i.
func (g *Game) Prof(i int) *Profile { return &g.pack.Profiles[g.Fighters[i].Profile] }

// FighterID returns fighter i's id in notation: "a1", "b3".
func (g *Game) FighterID(i int) string {
	f := &g.Fighters[i]
	return string(rune('a'+f.Side)) + string(rune('0'+f.Num))
}

// FighterByID returns the index of the fighter with the id, or -1.
func (g *Game) FighterByID(id string) int {
	for i := range g.Fighters {
		if g.FighterID(i) == id {
			return i
		}
	}
	return -1
}

// OnField reports whether fighter i is on the battlefield (4.4).
func (g *Game) OnField(i int) bool {
	f := &g.Fighters[i]
	return f.Deployed && !f.Out
}

// Name returns a fighter's display name with its id: "Ironclad a1".
func (g *Game) Name(i int) string { return g.Prof(i).Name + " " + g.FighterID(i) }

// Armour returns fighter i's Armour with its Ward.
func (g *Game) Armour(i int) int {
	return int(g.Prof(i).Armour) + int(g.Fighters[i].Ward)
}

// CanActivate reports whether fighter i can be chosen to activate (13.0).
func (g *Game) CanActivate(i int) bool {
	return g.OnField(i) && g.Fighters[i].Actions < 2
}

// sideCanActivate reports whether side s has a fighter that can activate.
func (g *Game) sideCanActivate(s int) bool {
	for i := range g.Fighters {
		if int(g.Fighters[i].Side) == s && g.CanActivate(i) {
			return true
		}
	}
	return false
}

// Alive returns how many fighters of side s are on the battlefield or still to deploy.
func (g *Game) Alive(s int) int {
	n := 0
	for i := range g.Fighters {
		if int(g.Fighters[i].Side) == s && !g.Fighters[i].Out {
			n++
		}
	}
	return n
}

// blockers returns the centres of every base on the battlefield except the
// fighters listed: the other fighters and the objects.
func (g *Game) blockers(except ...int) []geom.Point {
	out := make([]geom.Point, 0, len(g.Fighters)+len(g.Objects))
outer:
	for i := range g.Fighters {
		if !g.OnField(i) {
			continue
		}
		for _, e := range except {
			if e == i {
				continue outer
			}
		}
		out = append(out, g.Fighters[i].Pos)
	}
	for i := range g.Objects {
		if g.Objects[i].CarriedBy < 0 {
			out = append(out, g.Objects[i].Pos)
		}
	}
	return out
}

// mover returns the movement rules (15.0) for fighter i.
func (g *Game) mover(i int) *geom.Mover {
	return &geom.Mover{Field: &g.lvl.Field, Blockers: g.blockers(i)}
}

// others returns the centres of the fighters on the battlefield other than a
// and b, which block lines of attack (18.1).
func (g *Game) others(a, b int) []geom.Point {
	out := make([]geom.Point, 0, len(g.Fighters))
	for i := range g.Fighters {
		if i != a && i != b && g.OnField(i) {
			out = append(out, g.Fighters[i].Pos)
		}
	}
	return out
}

// nearEnemy reports whether fighter i is within 1" of an enemy fighter.
func (g *Game) nearEnemy(i int, at geom.Point) bool {
	for j := range g.Fighters {
		if g.OnField(j) && g.Fighters[j].Side != g.Fighters[i].Side && geom.Within(at, g.Fighters[j].Pos, geom.Inch) {
			return true
		}
	}
	return false
}

// MoveAllowance returns how far fighter i may move with a Move action (13.4).
func (g *Game) MoveAllowance(i int) int64 {
	m := int64(g.Prof(i).Movement) * geom.Inch
	if g.nearEnemy(i, g.Fighters[i].Pos) && !g.Prof(i).Has(Nimble) {
		m -= 2 * geom.Inch
	}
	return max(m, 0)
}
