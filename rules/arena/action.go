package arena

import (
	"strings"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Kind is the kind of an action.
type Kind uint8

// The kinds of action: those of the fighter with the initiative (Attack
// .. Hold), the defender's choice (Defend) and the roller's at the exact
// TN (Both, Neither).
const (
	Attack Kind = iota
	Move
	Draw
	Drop
	Tend
	Hold
	Defend
	Both
	Neither
	Interrupt
	Pass
	Shoot
	Pick    // the muster: a side changes the fighter on a start square
	Default // the muster: a side takes its ready-made force back
	Ready   // the muster: a side declares its force ready
	Grab    // A grab b: Dexterity + Brawl; on success the two grapple
	Grapple // A grapple b: Strength + Brawl against the one it grapples, 1D6 + Strength
	Break   // A break: Strength + Brawl to break free of a grapple
	Ram     // A ram b: 2 AP, Strength + Brawl, pushes b back
	Brace   // b brace: the rammed stands its ground (1 AP, Strength + Brawl)
	Dodge   // b dodge c4: the rammed dodges to c4 (1 AP, Speed + Athletics)
	Stand   // A stand: gets up from prone (1 AP)
	Free    // A free: Strength + Athletics to pull free of a web or mud (1 AP)
	Jump    // A jump c4: jumps down a drop of more than one step (1 AP, a fall)
	Fly     // A fly c4: a flying move (1 AP, 3 + Speed + Flight + 6 steps)
	Guard   // A guard C: the manoeuvres (guard.go, disarm.go, sneak.go)
	Bypass  // b bypass A: gets past A's guard
	Disarm  // A disarm b longsword
	Sneak   // A sneak b dagger
	Take    // A take dagger: picks up a loose item
	Reload  // reload a fired crossbow: the whole round (reload.go)
	Throw   // throw a held weapon not made for throwing (throw.go)
	Breathe // begin or end holding the breath (breath.go)
	Retreat // run from the fight (retreat.go)
	Scream  // scream in the dark to drown the wounded's cries (dark_scream.go)
)

var kindWords = [...]string{"attack", "move", "draw", "drop", "tend", "hold", "defend", "both", "neither", "interrupt", "pass", "shoot", "pick", "default", "ready",
	"grab", "grapple", "break", "ram", "brace", "dodge", "stand", "free", "jump", "fly",
	"guard", "bypass", "disarm", "sneak", "take",
	"reload", "throw", "breathe", "retreat", "scream"}

// String returns the kind's word in notation.
func (k Kind) String() string {
	if int(k) >= len(kindWords) {
		return "?"
	}
	return kindWords[k]
}

// Action is one Arena action. Its notation:
//
//	A attack b greatsword   fighter A attacks fighter b with its greatsword
//	A move c4               A moves to c4 (1 AP)
//	A draw dagger           A draws its dagger (1 AP)
//	A drop buckler          A drops its buckler (0 AP)
//	A tend C                A tries to save the fallen C (Wits + Medicine, 1 AP)
//	A hold                  A initiates nothing more this round
//	b defend buckler        the attacked b resists with its buckler
//	A both                  on the exact TN, A chooses both Damage
//	A neither               on the exact TN, A chooses neither
//	b interrupt A dagger    b interrupts A's move with an attack with its dagger
//	b pass                  b lets A's move go on
//	A shoot b shortbow      A shoots its short bow (or throws its javelin) at b
//	A pick goblin           the muster: a goblin takes A's start square
//	1 default               the muster: side 1 takes its ready-made force back
//	2 ready                 the muster: side 2 declares its force ready
//	A grab b                A grabs b (Dexterity + Brawl, 1 AP)
//	A grapple b             A strikes b, whom it grapples (Strength + Brawl, 1 AP)
//	A break                 A tries to break free of its grapple (Strength + Brawl, 1 AP)
//	A ram b                 A rams b (Strength + Brawl, 2 AP)
//	b brace                 the rammed b stands its ground (Strength + Brawl, 1 AP)
//	b dodge c4              the rammed b dodges to c4 (Speed + Athletics, 1 AP)
//	A stand                 A gets up from prone (1 AP)
//	A free                  A pulls free of a web or mud (Strength + Athletics, 1 AP)
//	A jump c4               A jumps down to c4, a drop of more than one step (1 AP)
//	A fly c4                A flies to c4 (1 AP)
//	A guard C               A guards its ally C (1 AP)
//	b bypass A              b tries to get past A's guard (Dexterity + Athletics, 1 AP)
//	A disarm b longsword    A tries to disarm b with its longsword (-2)
//	A sneak b dagger        A sneak attacks the unaware b with its dagger
//	A take dagger           A picks up a dagger from its square or next to it (1 AP)
//	A reload crossbow       A spends its whole round reloading its crossbow
//	A throw b longsword     A throws a weapon not made for throwing at b (-2 to hit)
//	A breathe               A begins (or ends) holding its breath (1 AP)
//	A retreat               A runs from the fight: Speed + Athletics (1 AP)
//	A scream                A screams in the dark, drowning its side's wounded (1 AP)
type Action struct {
	Kind   Kind
	Who    byte   // the fighter acting or choosing; Default, Ready: the side, '1' or '2'
	Target byte   // Attack, Tend, Interrupt, Shoot, Grab, Grapple, Ram, Guard, Bypass, Disarm, Sneak, Throw
	Item   string // the item; Pick: the fighter's id in the pack
	To     grid.Point
}

// String returns the action's canonical notation.
func (a Action) String() string {
	var b strings.Builder
	b.WriteByte(a.Who)
	b.WriteByte(' ')
	b.WriteString(a.Kind.String())
	switch a.Kind {
	case Attack, Interrupt, Shoot, Disarm, Sneak, Throw:
		b.WriteByte(' ')
		b.WriteByte(a.Target)
		b.WriteByte(' ')
		b.WriteString(a.Item)
	case Move:
		b.WriteByte(' ')
		b.WriteString(a.To.String())
	case Draw, Drop, Defend, Take, Reload:
		b.WriteByte(' ')
		b.WriteString(a.Item)
	case Tend, Grab, Grapple, Ram, Guard, Bypass:
		b.WriteByte(' ')
		b.WriteByte(a.Target)
	case Pick:
		b.WriteByte(' ')
		b.WriteString(a.Item)
	case Dodge, Jump, Fly:
		b.WriteByte(' ')
		b.WriteString(a.To.String())
	}
	return b.String()
}

// ParseAction reads an action in canonical notation. It checks the syntax
// only; Game.Apply decides whether the action is legal now.
func ParseAction(s string) (Action, error) {
	sc := rules.NewScanner(s)
	w, col := sc.Next()
	if w == "1" || w == "2" {
		return parseSideAction(sc, w[0])
	}
	if len(w) != 1 || !isLetter(w[0]) {
		return Action{}, sc.Fail(col, "a fighter's letter (A-Z, a-z)")
	}
	a := Action{Who: w[0]}
	w, col = sc.Next()
	k := -1
	for i, kw := range kindWords {
		if kw == w {
			k = i
		}
	}
	if k < 0 || Kind(k) == Default || Kind(k) == Ready {
		return Action{}, sc.Fail(col, "an action: "+strings.Join(kindWords[:len(kindWords)-1], ", ")+" or "+kindWords[len(kindWords)-1])
	}
	a.Kind = Kind(k)
	switch a.Kind {
	case Attack, Interrupt, Shoot, Tend, Grab, Grapple, Ram, Guard, Bypass, Disarm, Sneak, Throw:
		w, col = sc.Next()
		if len(w) != 1 || !isLetter(w[0]) {
			return Action{}, sc.Fail(col, "a fighter's letter (A-Z, a-z)")
		}
		a.Target = w[0]
		if a.Kind == Tend || a.Kind == Grab || a.Kind == Grapple || a.Kind == Ram || a.Kind == Guard || a.Kind == Bypass {
			break
		}
		fallthrough
	case Draw, Drop, Defend, Take, Reload:
		w, col = sc.Next()
		if !validID(w) {
			return Action{}, sc.Fail(col, "an item id, e.g. longsword")
		}
		a.Item = w
	case Pick:
		w, col = sc.Next()
		if !validID(w) {
			return Action{}, sc.Fail(col, "a fighter's id in the pack, e.g. goblin")
		}
		a.Item = w
	case Move, Dodge, Jump, Fly:
		w, col = sc.Next()
		p, err := grid.ParseSquare(w)
		if err != nil || p.X >= MaxSide || p.Y >= MaxSide {
			return Action{}, sc.Fail(col, "a square, e.g. c4")
		}
		a.To = p
	}
	return a, sc.End()
}

// ParseAction reads an action in notation (rules.State).
func (g *Game) ParseAction(s string) (rules.Action, error) {
	a, err := ParseAction(s)
	if err != nil {
		return nil, err
	}
	return a, nil
}

// parseSideAction reads the rest of a side's muster action, "1 default"
// or "2 ready", after the side's digit.
func parseSideAction(sc *rules.Scanner, side byte) (Action, error) {
	w, col := sc.Next()
	switch w {
	case "default":
		return Action{Kind: Default, Who: side}, sc.End()
	case "ready":
		return Action{Kind: Ready, Who: side}, sc.End()
	}
	return Action{}, sc.Fail(col, "default or ready")
}
