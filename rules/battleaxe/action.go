package battleaxe

import (
	"strings"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// ActKind is what a hero does.
type ActKind uint8

// The hero actions.
const (
	ActMove    ActKind = iota // move along a path of squares
	ActFight                  // one attack at an adjacent enemy
	ActShoot                  // shoot at an enemy in Clear Sight
	ActOpen                   // open the door on a side of his square
	ActClose                  // close it
	ActJump                   // jump the chasm to a landing square
	ActFace                   // rotate to face a direction (free)
	ActEnd                    // end his turn
	ActDrink                  // drink a healing potion (free)
	ActPour                   // pour a healing potion into an unconscious hero's mouth
	ActTrait                  // use his race's trait 1 or 2
	ActHold                   // swap the items in his hands with his backpack
	ActWear                   // put on a worn item
	ActRemove                 // take off a worn item
	ActLuck                   // Use My Luck: re-roll the attack (N=1) or defence (N=2) of his last blow
	ActTrade                  // exchange items with an adjacent hero
	ActCarry                  // pick up a hero to carry him
	ActDrop                   // set down the hero he carries on a square
	ActCast                   // cast a spell at a mini
	ActRetreat                // the party leaves the dungeon from its starting squares
	ActAccept                 // keep an enemy's roll instead of using his luck
	ActMuster                 // in the muster, the seat of this letter chooses its hero (Card)
	ActFinish                 // after the quest's goal, the players end the quest
)

var actWords = [...]string{"move", "fight", "shoot", "open", "close", "jump", "face", "end", "drink", "pour", "trait", "hold", "wear", "remove", "luck", "trade", "carry", "drop", "cast", "retreat", "accept", "hero", "finish"}

// Action is one hero's choice, written "<hero> <verb> [...]":
//
//	A move f5 g5 h4   move along the squares given
//	A fight g         attack enemy g once
//	A shoot h         shoot at enemy h
//	A open N          open the door on the north side of his square
//	A close N         close it
//	A jump c7         jump the chasm, landing on c7
//	A face E          rotate to face east
//	A drink           drink a healing potion
//	A pour B          pour a healing potion into unconscious hero B's mouth
//	A trait 1         use his race's first trait (once a quest)
//	A trait 1 g       use it on enemy g (Sleep Song, Beast Friend, Cheery Word)
//	A hold dagger shortbow   hold these items, back-packing the rest
//	A wear leather-armour    put on a worn item from his backpack
//	A remove leather-armour  take it off
//	A luck attack     Use My Luck: re-roll the attack roll of his last blow
//	A luck defence    Use My Luck: re-roll the enemy's defence roll of it
//	A trade B give sword take sling   exchange items with adjacent hero B
//	A carry B         pick up hero B to carry him
//	A drop c3         set him down on c3
//	A cast heal B     cast the spell heal at B
//	A retreat         the party escapes, every living hero on a starting square
//	A luck roll       Use My Luck: re-roll his Speed Roll, or his failed jump
//	B accept          when the game waits for B's luck: keep the roll
//	B luck attack     or re-roll the enemy's attack roll against him
//	B luck defence    or re-roll his own defence roll
//	A hero torvik     in the muster, seat A plays Torvik
//	A hero elf-wizard Mira Quickstep   or a created hero, named (the name is optional)
//	A drink healing-potion    drink this potion item (A drink: his first potion)
//	A pour B healing-potion   pour it into B's mouth
//	A cast healing-scroll B   read a scroll: cast its spell at B
//	A finish          after the goal, end the quest
//	A end             end his turn
type Action struct {
	Kind   ActKind
	Hero   byte
	Path   []grid.Point
	Target byte
	Dir    grid.Dir
	N      int      // ActTrait: 1 or 2
	Items  []string // ActHold, ActWear, ActRemove: item ids; ActTrade: what he gives
	Take   []string // ActTrade: what he takes
	Spell  string   // ActCast: the spell card's id
	Card   string   // ActMuster: the hero card's id
	Name   string   // ActMuster: the hero's chosen name, "" for the card's
}

// String returns the action's canonical notation.
func (a Action) String() string {
	var s strings.Builder
	s.WriteByte(a.Hero)
	s.WriteByte(' ')
	if int(a.Kind) < len(actWords) {
		s.WriteString(actWords[a.Kind])
	}
	switch a.Kind {
	case ActMove, ActJump, ActDrop:
		for _, p := range a.Path {
			s.WriteByte(' ')
			s.WriteString(p.String())
		}
	case ActFight, ActShoot, ActPour, ActCarry:
		s.WriteByte(' ')
		s.WriteByte(a.Target)
		if a.Kind == ActPour && len(a.Items) > 0 {
			s.WriteString(" " + a.Items[0])
		}
	case ActOpen, ActClose, ActFace:
		s.WriteByte(' ')
		s.WriteString(a.Dir.Letter())
	case ActTrait:
		s.WriteByte(' ')
		s.WriteByte(byte('0' + min(max(a.N, 0), 9)))
		if a.Target != 0 {
			s.WriteByte(' ')
			s.WriteByte(a.Target)
		}
	case ActMuster:
		s.WriteString(" " + a.Card)
		if a.Name != "" {
			s.WriteString(" " + a.Name)
		}
	case ActDrink:
		if len(a.Items) > 0 {
			s.WriteString(" " + a.Items[0])
		}
	case ActCast:
		s.WriteString(" " + a.Spell + " ")
		s.WriteByte(a.Target)
	case ActTrade:
		s.WriteByte(' ')
		s.WriteByte(a.Target)
		for _, part := range [2]struct {
			word string
			ids  []string
		}{{"give", a.Items}, {"take", a.Take}} {
			if len(part.ids) > 0 {
				s.WriteString(" " + part.word)
				for _, it := range part.ids {
					s.WriteString(" " + it)
				}
			}
		}
	case ActLuck:
		switch a.N {
		case 2:
			s.WriteString(" defence")
		case 3:
			s.WriteString(" roll")
		default:
			s.WriteString(" attack")
		}
	case ActHold, ActWear, ActRemove:
		for _, it := range a.Items {
			s.WriteByte(' ')
			s.WriteString(it)
		}
	}
	return s.String()
}

// maxPath bounds the squares of one move.
const maxPath = 32

// ParseAction reads an action in canonical notation; it checks syntax only.
func ParseAction(text string) (Action, error) {
	sc := rules.NewScanner(text)
	w, col := sc.Next()
	if len(w) != 1 || !isLetter(w[0]) {
		return Action{}, sc.Fail(col, "a hero's letter")
	}
	a := Action{Hero: w[0]}
	w, col = sc.Next()
	found := false
	for i, v := range actWords {
		if w == v {
			a.Kind, found = ActKind(i), true
		}
	}
	if !found {
		return Action{}, sc.Fail(col, "move, fight, shoot, open, close, jump, face, drink, pour, trait, hold, wear, remove, luck, trade, carry, drop, cast, retreat, accept, hero, finish or end")
	}
	switch a.Kind {
	case ActMove, ActJump, ActDrop:
		for {
			w, col = sc.Next()
			if w == "" {
				break
			}
			p, err := grid.ParseSquare(w)
			if err != nil || p.String() != w {
				return Action{}, sc.Fail(col, "a square such as c4")
			}
			if len(a.Path) == maxPath || a.Kind != ActMove && len(a.Path) == 1 {
				return Action{}, sc.Fail(col, "the end of the action")
			}
			a.Path = append(a.Path, p)
		}
		if len(a.Path) == 0 {
			return Action{}, sc.Fail(col, "a square such as c4")
		}
		return a, nil
	case ActFight, ActShoot, ActPour, ActCarry:
		w, col = sc.Next()
		if len(w) != 1 || !isLetter(w[0]) {
			return Action{}, sc.Fail(col, "a mini's letter")
		}
		a.Target = w[0]
		if a.Kind == ActPour && sc.Peek() != "" {
			w, col = sc.Next()
			if !validID(w) {
				return Action{}, sc.Fail(col, "a potion's id such as healing-potion, or the end")
			}
			a.Items = []string{w}
		}
	case ActDrink:
		if sc.Peek() != "" {
			w, col = sc.Next()
			if !validID(w) {
				return Action{}, sc.Fail(col, "a potion's id such as healing-potion, or the end")
			}
			a.Items = []string{w}
		}
	case ActHold, ActWear, ActRemove:
		for {
			w, col = sc.Next()
			if w == "" {
				break
			}
			if !validID(w) || len(a.Items) == 2 || a.Kind != ActHold && len(a.Items) == 1 {
				return Action{}, sc.Fail(col, "an item id such as leather-armour, or the end")
			}
			a.Items = append(a.Items, w)
		}
		if a.Kind != ActHold && len(a.Items) == 0 {
			return Action{}, sc.Fail(col, "an item id such as leather-armour")
		}
		return a, nil
	case ActMuster:
		w, col = sc.Next()
		if !validID(w) {
			return Action{}, sc.Fail(col, "a hero id such as thomas")
		}
		a.Card = w
		var words []string
		for sc.Peek() != "" {
			w, _ = sc.Next()
			words = append(words, w)
		}
		if len(words) > 0 {
			a.Name = strings.Join(words, " ")
			if !ValidName(a.Name) {
				return Action{}, sc.Fail(col+len(a.Card)+1, "a name of up to 20 letters, digits, spaces, ' and -, starting with a letter")
			}
		}
	case ActCast:
		w, col = sc.Next()
		if !validID(w) {
			return Action{}, sc.Fail(col, "a spell id such as heal")
		}
		a.Spell = w
		w, col = sc.Next()
		if len(w) != 1 || !isLetter(w[0]) {
			return Action{}, sc.Fail(col, "a mini's letter")
		}
		a.Target = w[0]
	case ActTrade:
		w, col = sc.Next()
		if len(w) != 1 || !isLetter(w[0]) {
			return Action{}, sc.Fail(col, "a hero's letter")
		}
		a.Target = w[0]
		var list *[]string
		for {
			w, col = sc.Next()
			switch {
			case w == "":
				if len(a.Items) == 0 && len(a.Take) == 0 {
					return Action{}, sc.Fail(col, "give or take")
				}
				return a, nil
			case w == "give" && list == nil:
				list = &a.Items
				continue
			case w == "take" && (list == nil || list == &a.Items) && len(a.Take) == 0 && (list == nil || len(a.Items) > 0):
				list = &a.Take
				continue
			case list == nil || !validID(w) || len(*list) == 8:
				return Action{}, sc.Fail(col, "give, take or an item id")
			}
			*list = append(*list, w)
		}
	case ActLuck:
		switch w, col = sc.Next(); w {
		case "attack":
			a.N = 1
		case "defence":
			a.N = 2
		case "roll":
			a.N = 3
		default:
			return Action{}, sc.Fail(col, "attack, defence or roll")
		}
	case ActTrait:
		n, err := sc.Int("a trait number", 1, 2)
		if err != nil {
			return Action{}, err
		}
		a.N = n
		if w := sc.Peek(); w != "" {
			w, col = sc.Next()
			if len(w) != 1 || !isLetter(w[0]) {
				return Action{}, sc.Fail(col, "a mini's letter or the end")
			}
			a.Target = w[0]
		}
	case ActOpen, ActClose, ActFace:
		w, col = sc.Next()
		d, ok := grid.ParseDir(w)
		if !ok {
			return Action{}, sc.Fail(col, "N, E, S or W")
		}
		a.Dir = d
	}
	if err := sc.End(); err != nil {
		return Action{}, err
	}
	return a, nil
}
