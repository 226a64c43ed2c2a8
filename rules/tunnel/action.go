package tunnel

import (
	"strconv"
	"strings"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Kind is the kind of an action.
type Kind uint8

// The kinds of action. End, Move, Turn, Swing, Open and Recover are taken by
// the side whose turn it is; Defend, Pick and Shunt are choices in the middle
// of a swing.
const (
	End Kind = iota
	Move
	Turn
	Swing
	Open
	Recover
	Defend
	Pick
	Shunt
)

var kindWords = [...]string{"end", "move", "turn", "swing", "open", "recover", "defend", "pick", "shunt"}

// String returns the kind's word in notation.
func (k Kind) String() string { return kindWords[k] }

// Action is one Tunnel Fighters action. Its notation (docs/notation.md):
//
//	end                 end the side's turn
//	A move c3 E         model A moves one space to c3 and faces east
//	A move c3-c4 E      ... two spaces, through c3 to c4
//	A turn S            model A turns to face south
//	A swing d4 2        model A takes a swing at the model on d4, committing 2 Stamina
//	A open e2           model A opens the door on e2
//	A recover W         prone model A gets up facing west
//	b defend 2          defending model b spends 2 leftover Stamina
//	A pick 3            attacker A picks the remaining Attack Die showing 3
//	A shunt e5          attacker A shunts the defender to e5
type Action struct {
	Kind   Kind
	Model  byte          // the acting model's letter; 0 for End
	Steps  int8          // Move: 1 or 2
	Path   [2]grid.Point // Move: the squares stepped onto
	To     grid.Point    // Swing: target; Open: door; Shunt: destination
	N      int8          // Swing, Defend: Stamina; Pick: the die's number
	Facing grid.Dir      // Move, Turn, Recover
}

// Dest returns where a Move ends.
func (a Action) Dest() grid.Point { return a.Path[a.Steps-1] }

// String returns the action's canonical notation.
func (a Action) String() string {
	var b strings.Builder
	if a.Kind != End {
		b.WriteByte(a.Model)
		b.WriteByte(' ')
	}
	b.WriteString(a.Kind.String())
	switch a.Kind {
	case Move:
		b.WriteByte(' ')
		b.WriteString(a.Path[0].String())
		if a.Steps == 2 {
			b.WriteByte('-')
			b.WriteString(a.Path[1].String())
		}
		b.WriteByte(' ')
		b.WriteString(a.Facing.Letter())
	case Turn, Recover:
		b.WriteByte(' ')
		b.WriteString(a.Facing.Letter())
	case Swing:
		b.WriteByte(' ')
		b.WriteString(a.To.String())
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(a.N)))
	case Open, Shunt:
		b.WriteByte(' ')
		b.WriteString(a.To.String())
	case Defend, Pick:
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(a.N)))
	}
	return b.String()
}

// ParseAction reads an action in canonical notation. It checks the syntax
// only; Game.Apply decides whether the action is legal now.
func ParseAction(s string) (Action, error) {
	sc := rules.NewScanner(s)
	w, col := sc.Next()
	if w == "end" {
		return Action{Kind: End}, sc.End()
	}
	if len(w) != 1 || !isLetter(w[0]) {
		return Action{}, sc.Fail(col, `"end" or a model letter (A-Z, a-z)`)
	}
	a := Action{Model: w[0]}
	w, col = sc.Next()
	k := -1
	for i, kw := range kindWords {
		if i > 0 && w == kw {
			k = i
		}
	}
	if k < 0 {
		return Action{}, sc.Fail(col, "move, turn, swing, open, recover, defend, pick or shunt")
	}
	a.Kind = Kind(k)
	var err error
	switch a.Kind {
	case Move:
		err = parseMove(sc, &a)
	case Turn, Recover:
		a.Facing, err = parseFacing(sc)
	case Swing:
		if a.To, err = parseSquare(sc, "the target's square, e.g. d4"); err == nil {
			var n int
			n, err = sc.Int("the Stamina to commit", 1, MaxDice)
			a.N = int8(n)
		}
	case Open:
		a.To, err = parseSquare(sc, "the door's square, e.g. e2")
	case Shunt:
		a.To, err = parseSquare(sc, "the square to shunt the defender to, e.g. e5")
	case Defend:
		var n int
		n, err = sc.Int("the Stamina to spend", 0, MaxDice)
		a.N = int8(n)
	case Pick:
		var n int
		n, err = sc.Int("the number on an Attack Die", 1, 6)
		a.N = int8(n)
	}
	if err != nil {
		return Action{}, err
	}
	return a, sc.End()
}

func parseMove(sc *rules.Scanner, a *Action) error {
	w, col := sc.Next()
	first, second, two := strings.Cut(w, "-")
	p, err := grid.ParseSquare(first)
	if err != nil {
		return sc.Fail(col, "the square to move to, e.g. c3, or two squares, e.g. c3-c4")
	}
	a.Path[0], a.Steps = p, 1
	if two {
		q, err := grid.ParseSquare(second)
		if err != nil {
			return sc.Fail(col+len(first)+1, "a second square after the dash, e.g. c3-c4")
		}
		a.Path[1], a.Steps = q, 2
	}
	a.Facing, err = parseFacing(sc)
	return err
}

func parseFacing(sc *rules.Scanner) (grid.Dir, error) {
	w, col := sc.Next()
	d, ok := grid.ParseDir(w)
	if !ok {
		return 0, sc.Fail(col, "a facing: N, E, S or W")
	}
	return d, nil
}

func parseSquare(sc *rules.Scanner, what string) (grid.Point, error) {
	w, col := sc.Next()
	p, err := grid.ParseSquare(w)
	if err != nil {
		return grid.Point{}, sc.Fail(col, what)
	}
	return p, nil
}

// ParseAction reads an action in notation (rules.State).
func (g *Game) ParseAction(s string) (rules.Action, error) {
	a, err := ParseAction(s)
	if err != nil {
		return nil, err
	}
	return a, nil
}
