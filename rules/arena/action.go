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
	Reload  // reload a fired crossbow: the whole round (reload.go)
	Throw   // throw a held weapon not made for throwing (throw.go)
	Breathe // begin or end holding the breath (breath.go)
	Retreat // run from the fight (retreat.go)
	Scream  // scream in the dark to drown the wounded's cries (dark_scream.go)
)

var kindWords = [...]string{"attack", "move", "draw", "drop", "tend", "hold", "defend", "both", "neither", "interrupt", "pass", "shoot",
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
//	A reload crossbow       A spends its whole round reloading its crossbow
//	A throw b longsword     A throws a weapon not made for throwing at b (-2 to hit)
//	A breathe               A begins (or ends) holding its breath (1 AP)
//	A retreat               A runs from the fight: Speed + Athletics (1 AP)
//	A scream                A screams in the dark, drowning its side's wounded (1 AP)
type Action struct {
	Kind   Kind
	Who    byte // the fighter acting or choosing
	Target byte // Attack, Tend, Interrupt, Shoot, Throw
	Item   string
	To     grid.Point
}

// String returns the action's canonical notation.
func (a Action) String() string {
	var b strings.Builder
	b.WriteByte(a.Who)
	b.WriteByte(' ')
	b.WriteString(a.Kind.String())
	switch a.Kind {
	case Attack, Interrupt, Shoot, Throw:
		b.WriteByte(' ')
		b.WriteByte(a.Target)
		b.WriteByte(' ')
		b.WriteString(a.Item)
	case Move:
		b.WriteByte(' ')
		b.WriteString(a.To.String())
	case Draw, Drop, Defend, Reload:
		b.WriteByte(' ')
		b.WriteString(a.Item)
	case Tend:
		b.WriteByte(' ')
		b.WriteByte(a.Target)
	}
	return b.String()
}

// ParseAction reads an action in canonical notation. It checks the syntax
// only; Game.Apply decides whether the action is legal now.
func ParseAction(s string) (Action, error) {
	sc := rules.NewScanner(s)
	w, col := sc.Next()
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
	if k < 0 {
		return Action{}, sc.Fail(col, "attack, move, draw, drop, tend, hold, defend, both, neither, interrupt, pass, shoot, reload, throw, breathe, retreat or scream")
	}
	a.Kind = Kind(k)
	switch a.Kind {
	case Attack, Interrupt, Shoot, Throw, Tend:
		w, col = sc.Next()
		if len(w) != 1 || !isLetter(w[0]) {
			return Action{}, sc.Fail(col, "a fighter's letter (A-Z, a-z)")
		}
		a.Target = w[0]
		if a.Kind == Tend {
			break
		}
		fallthrough
	case Draw, Drop, Defend, Reload:
		w, col = sc.Next()
		if !validID(w) {
			return Action{}, sc.Fail(col, "an item id, e.g. longsword")
		}
		a.Item = w
	case Move:
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
