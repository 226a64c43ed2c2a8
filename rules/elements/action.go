package elements

import (
	"strings"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Element is a face of the elemental die.
type Element uint8

// The six faces, one each (docs/rules/elements.md); a loaded die's result
// 1..6 is the face in this order.
const (
	Fire Element = 1 + iota
	Water
	Earth
	Air
	Spirit
	Void
)

var elementWords = [...]string{"", "fire", "water", "earth", "air", "spirit", "void"}

// String returns the face's word in notation, e.g. "water".
func (e Element) String() string {
	if e < Fire || e > Void {
		return "?"
	}
	return elementWords[e]
}

// Title returns the face's name, e.g. "Water".
func (e Element) Title() string {
	s := e.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// Kind is the kind of an action.
type Kind uint8

// The kinds of action: the muster's (Add..Ready), an activation's
// (Move..Done), and the choices of a combat's winner (Result, Shift).
const (
	Add Kind = iota
	Remove
	Default
	Ready
	Move
	Attack
	Shoot
	Throw
	Hide
	Recover
	Done
	Result
	Shift
)

var kindWords = [...]string{"add", "remove", "default", "ready", "move", "attack", "shoot", "throw", "hide", "recover", "done", "result", "shift"}

// String returns the kind's word in notation.
func (k Kind) String() string {
	if int(k) >= len(kindWords) {
		return "?"
	}
	return kindWords[k]
}

// mustering reports whether k is a muster action.
func (k Kind) mustering() bool { return k <= Ready }

// Action is one Elements action. Its notation:
//
//	1 add monk         side 1 adds a Monk to its force (muster)
//	2 remove ninja     side 2 takes a Ninja out of its force
//	1 default          side 1 takes the scenario's ready-made force
//	2 ready            side 2 declares its force ready
//	A move c3 E        model A moves to c3 and faces east (to its own square: turns)
//	A attack d4        model A attacks the model on d4 in close combat
//	A shoot f8         model A shoots its bow at the model on f8
//	A throw e6         model A throws shuriken at the model on e6
//	A hide             model A hides
//	A recover          stunned model A spends its activation recovering
//	A done             model A ends its activation
//	A result fire      the winner A chooses the Fire result
//	b shift d5 S       the winner moves model b to d5, facing south
type Action struct {
	Kind    Kind
	Side    int8   // muster actions: 0 or 1
	Model   byte   // the model's letter (Shift: the model moved)
	Profile string // Add, Remove
	To      grid.Point
	Facing  grid.Dir
	Result  Element
}

// String returns the action's canonical notation.
func (a Action) String() string {
	var b strings.Builder
	if a.Kind.mustering() {
		b.WriteByte('1' + byte(a.Side&1))
	} else {
		b.WriteByte(a.Model)
	}
	b.WriteByte(' ')
	b.WriteString(a.Kind.String())
	switch a.Kind {
	case Add, Remove:
		b.WriteByte(' ')
		b.WriteString(a.Profile)
	case Move, Shift:
		b.WriteByte(' ')
		b.WriteString(a.To.String())
		b.WriteByte(' ')
		b.WriteString(a.Facing.Letter())
	case Attack, Shoot, Throw:
		b.WriteByte(' ')
		b.WriteString(a.To.String())
	case Result:
		b.WriteByte(' ')
		b.WriteString(a.Result.String())
	}
	return b.String()
}

// ParseAction reads an action in canonical notation. It checks the syntax
// only; Game.Apply decides whether the action is legal now.
func ParseAction(s string) (Action, error) {
	sc := rules.NewScanner(s)
	w, col := sc.Next()
	var a Action
	switch {
	case w == "1" || w == "2":
		a.Side = int8(w[0] - '1')
		w, col = sc.Next()
		k := findKind(w, Add, Ready)
		if k < 0 {
			return Action{}, sc.Fail(col, "add, remove, default or ready")
		}
		a.Kind = Kind(k)
		if a.Kind == Add || a.Kind == Remove {
			w, col = sc.Next()
			if !validID(w) {
				return Action{}, sc.Fail(col, "a profile id, e.g. monk")
			}
			a.Profile = w
		}
		return a, sc.End()
	case len(w) == 1 && isLetter(w[0]):
		a.Model = w[0]
	default:
		return Action{}, sc.Fail(col, "a side (1 or 2) or a model letter (A-Z, a-z)")
	}
	w, col = sc.Next()
	k := findKind(w, Move, Shift)
	if k < 0 {
		return Action{}, sc.Fail(col, "move, attack, shoot, throw, hide, recover, done, result or shift")
	}
	a.Kind = Kind(k)
	switch a.Kind {
	case Move, Shift, Attack, Shoot, Throw:
		w, col = sc.Next()
		p, err := grid.ParseSquare(w)
		if err != nil || p.X >= MaxSide || p.Y >= MaxSide {
			return Action{}, sc.Fail(col, "a square, e.g. d4")
		}
		a.To = p
		if a.Kind == Move || a.Kind == Shift {
			w, col = sc.Next()
			d, ok := grid.ParseDir(w)
			if !ok {
				return Action{}, sc.Fail(col, "a facing: N, E, S or W")
			}
			a.Facing = d
		}
	case Result:
		w, col = sc.Next()
		e := Element(0)
		for i := Fire; i <= Void; i++ {
			if elementWords[i] == w {
				e = i
			}
		}
		if e == 0 {
			return Action{}, sc.Fail(col, "a result: fire, water, earth or air")
		}
		a.Result = e
	}
	return a, sc.End()
}

func findKind(w string, lo, hi Kind) int {
	for k := lo; k <= hi; k++ {
		if kindWords[k] == w {
			return int(k)
		}
	}
	return -1
}

// ParseAction reads an action in notation (rules.State).
func (g *Game) ParseAction(s string) (rules.Action, error) {
	a, err := ParseAction(s)
	if err != nil {
		return nil, err
	}
	return a, nil
}
