package magewinds

import (
	"strconv"
	"strings"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// Kind is the kind of an action.
type Kind uint8

// The kinds of action.
const (
	KDeploy Kind = iota
	KDraw
	KPass
	KMove
	KAttack
	KGuard
	KCast
	KDrop
	KHold
	KStep
	KStay
	KChoose
	KReact
	KKnock
	KKeep
	KDiscard
	KAdd     // muster: add a fighter of a profile to the warband
	KRemove  // muster: remove the last fighter of a profile added
	KDefault // muster: take the scenario's warband
	KReady   // muster: the warband is chosen
)

var kindWords = [...]string{"deploy", "draw", "pass", "move", "attack", "guard", "cast", "drop", "hold", "step", "stay", "choose", "react", "knockback", "keep", "discard", "add", "remove", "default", "ready"}

// Mustering reports whether k is an action of the muster (10.2).
func (k Kind) Mustering() bool { return k >= KAdd && k <= KReady }

func (k Kind) String() string { return kindWords[k] }

// Action is one Magewinds action. Its notation (docs/notation.md); points
// are millimetres from the battlefield's corner, "x,y":
//
//	a1 deploy @76.2,50.8        fighter a1 is set up at that point
//	draw 3 | draw deck | pass   Channelling: a face-up card, the top of the deck, or pass
//	a1 move @120,80.5 [take]    a Move action to that point [picking up an object]
//	a1 attack b2 1              an Attack action at b2 with a1's first attack
//	a1 guard                    a Guard action
//	a1 cast mend a2 pay 7H,KH   a spell at a fighter, an object (o1) or a point (@x,y)
//	a1 drop @x,y | a1 hold      drop the carried object there, or keep it
//	a1 step @x,y | a1 stay      a step move, or none
//	a1 light | heavy | feint    the attack choice, placed face down
//	b2 dodge | deflect | noreact  the defence choice
//	a1 knockback 25.4           knock the target back so far (mm; 0 for not at all)
//	keep KH a1,a3 | discard KH  Windburn: keep a card, dealing its damage to those fighters
//	a add stormblade | a remove stormblade   muster: warband a adds or removes a fighter of that profile
//	a default | a ready         muster: take the scenario's warband; the warband is chosen
type Action struct {
	Kind     Kind
	Warband  string // muster: the warband's letter, "a" or "b"
	Profile  string // add, remove: the fighter profile's id
	Fighter  string // the acting fighter's id; empty for draw, pass, keep, discard and the muster
	Target   string // a fighter ("b2") or object ("o1") id
	At       geom.Point
	HasAt    bool
	N        int // draw: 0 deck, 1..5 face-up slot; attack: 1-based attack number
	Spell    string
	Cards    []cards.Card // cast: the payment; keep, discard: the card
	Burn     []string     // keep: one fighter id per point of damage
	Take     bool
	Choice   Choice
	Reaction Reaction
	Dist     int64 // knockback, µm
}

// String returns the action's canonical notation.
func (a Action) String() string {
	var b strings.Builder
	if a.Kind.Mustering() {
		b.WriteString(a.Warband + " " + a.Kind.String())
		if a.Kind == KAdd || a.Kind == KRemove {
			b.WriteString(" " + a.Profile)
		}
		return b.String()
	}
	if a.Fighter != "" {
		b.WriteString(a.Fighter)
		b.WriteByte(' ')
	}
	switch a.Kind {
	case KChoose:
		b.WriteString(a.Choice.String())
		return b.String()
	case KReact:
		if a.Reaction == ReactNone {
			b.WriteString("noreact")
		} else {
			b.WriteString(a.Reaction.String())
		}
		return b.String()
	}
	b.WriteString(a.Kind.String())
	switch a.Kind {
	case KDeploy, KMove, KStep, KDrop:
		b.WriteString(" @")
		b.WriteString(a.At.String())
		if a.Take {
			b.WriteString(" take")
		}
	case KDraw:
		if a.N == 0 {
			b.WriteString(" deck")
		} else {
			b.WriteString(" " + strconv.Itoa(a.N))
		}
	case KAttack:
		b.WriteString(" " + a.Target + " " + strconv.Itoa(a.N))
	case KCast:
		b.WriteString(" " + a.Spell)
		if a.HasAt {
			b.WriteString(" @" + a.At.String())
		} else if a.Target != "" {
			b.WriteString(" " + a.Target)
		}
		b.WriteString(" pay ")
		b.WriteString(cardList(a.Cards))
	case KKnock:
		b.WriteString(" " + mm(a.Dist))
	case KKeep:
		b.WriteString(" " + cardList(a.Cards))
		if len(a.Burn) > 0 {
			b.WriteString(" " + strings.Join(a.Burn, ","))
		}
	case KDiscard:
		b.WriteString(" " + cardList(a.Cards))
	}
	return b.String()
}

func cardList(cs []cards.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, ",")
}

// mm formats µm as millimetres with up to 3 decimals.
func mm(d int64) string {
	s := strconv.FormatInt(d/1000, 10)
	if f := d % 1000; f != 0 {
		s += "." + strings.TrimRight(strconv.FormatInt(1000+f, 10)[1:], "0")
	}
	return s
}

// ParseAction reads an action in canonical notation.
func ParseAction(s string) (Action, error) {
	toks := strings.Fields(s)
	var starts []int
	for j := 0; j < len(s); j++ {
		if s[j] != ' ' && (j == 0 || s[j-1] == ' ') {
			starts = append(starts, j+1)
		}
	}
	col := func(i int) int {
		if i < len(starts) {
			return starts[i]
		}
		return len(s) + 1
	}
	bad := func(i int, exp string) error {
		return &rules.NotationError{Input: s, Col: col(i), Expected: exp}
	}
	if len(toks) == 0 || len(s) > 200 {
		return Action{}, bad(0, "an action")
	}
	var a Action
	i := 0
	if toks[0] == "a" || toks[0] == "b" {
		return parseMuster(toks, bad)
	}
	if isFighterID(toks[0]) {
		a.Fighter = toks[0]
		i = 1
	}
	if i >= len(toks) {
		return a, bad(i, "what the fighter does")
	}
	word := toks[i]
	i++
	need := func(n int) error {
		if len(toks) < i+n {
			return bad(len(toks), "more words")
		}
		return nil
	}
	point := func(t string) (geom.Point, bool) {
		if !strings.HasPrefix(t, "@") {
			return geom.Point{}, false
		}
		p, err := geom.ParsePoint(t[1:])
		return p, err == nil
	}
	switch word {
	case "light", "heavy", "feint":
		a.Kind = KChoose
		a.Choice = map[string]Choice{"light": ChoiceLight, "heavy": ChoiceHeavy, "feint": ChoiceFeint}[word]
	case "dodge", "deflect", "noreact":
		a.Kind = KReact
		a.Reaction = map[string]Reaction{"noreact": ReactNone, "dodge": ReactDodge, "deflect": ReactDeflect}[word]
	case "deploy", "move", "step", "drop":
		a.Kind = map[string]Kind{"deploy": KDeploy, "move": KMove, "step": KStep, "drop": KDrop}[word]
		if err := need(1); err != nil {
			return a, err
		}
		p, ok := point(toks[i])
		if !ok {
			return a, bad(i, "a point such as @76.2,50.8 (millimetres)")
		}
		a.At, a.HasAt = p, true
		i++
		if a.Kind == KMove && i < len(toks) && toks[i] == "take" {
			a.Take = true
			i++
		}
	case "draw":
		a.Kind = KDraw
		if err := need(1); err != nil {
			return a, err
		}
		if toks[i] != "deck" {
			n, err := strconv.Atoi(toks[i])
			if err != nil || n < 1 || n > 5 || toks[i] != strconv.Itoa(n) {
				return a, bad(i, "deck or a face-up card 1 to 5")
			}
			a.N = n
		}
		i++
	case "pass":
		a.Kind = KPass
	case "guard":
		a.Kind = KGuard
	case "hold":
		a.Kind = KHold
	case "stay":
		a.Kind = KStay
	case "attack":
		a.Kind = KAttack
		if err := need(2); err != nil {
			return a, err
		}
		if !isFighterID(toks[i]) {
			return a, bad(i, "the target's id such as b2")
		}
		a.Target = toks[i]
		n, err := strconv.Atoi(toks[i+1])
		if err != nil || n < 1 || n > 9 || toks[i+1] != strconv.Itoa(n) {
			return a, bad(i+1, "the attack's number 1 to 9")
		}
		a.N = n
		i += 2
	case "cast":
		a.Kind = KCast
		if err := need(3); err != nil {
			return a, err
		}
		if !validID(toks[i]) {
			return a, bad(i, "a spell id")
		}
		a.Spell = toks[i]
		i++
		if toks[i] != "pay" {
			if p, ok := point(toks[i]); ok {
				a.At, a.HasAt = p, true
			} else if isFighterID(toks[i]) || isObjectID(toks[i]) {
				a.Target = toks[i]
			} else {
				return a, bad(i, "a target (b2, o1 or @x,y) or pay")
			}
			i++
		}
		if i >= len(toks) || toks[i] != "pay" {
			return a, bad(i, "pay")
		}
		i++
		if err := need(1); err != nil {
			return a, err
		}
		cs, err := parseCards(toks[i])
		if err != nil {
			return a, bad(i, "cards such as 7H,KH")
		}
		a.Cards = cs
		i++
	case "knockback":
		a.Kind = KKnock
		if err := need(1); err != nil {
			return a, err
		}
		d, err := parseMM(toks[i])
		if err != nil || d < 0 || d > 10*geom.Inch {
			return a, bad(i, "a distance in millimetres")
		}
		a.Dist = d
		i++
	case "keep", "discard":
		a.Kind = KKeep
		if word == "discard" {
			a.Kind = KDiscard
		}
		if err := need(1); err != nil {
			return a, err
		}
		cs, err := parseCards(toks[i])
		if err != nil || len(cs) != 1 {
			return a, bad(i, "one card such as KH")
		}
		a.Cards = cs
		i++
		if a.Kind == KKeep && i < len(toks) {
			for _, id := range strings.Split(toks[i], ",") {
				if !isFighterID(id) {
					return a, bad(i, "fighter ids such as a1,a2")
				}
				a.Burn = append(a.Burn, id)
			}
			i++
		}
	default:
		return a, bad(i-1, "an action word (deploy, draw, pass, move, attack, guard, cast, ...; the muster's start with the warband: a add, a ready)")
	}
	if i < len(toks) {
		return a, bad(i, "the end of the action")
	}
	if (a.Fighter == "") != (a.Kind == KDraw || a.Kind == KPass || a.Kind == KKeep || a.Kind == KDiscard) {
		return a, bad(0, "a fighter id before this action, or none for draw, pass, keep and discard")
	}
	return a, nil
}

// parseMuster reads a muster action: "a add stormblade", "b remove
// hawkeye", "a default", "b ready".
func parseMuster(toks []string, bad func(int, string) error) (Action, error) {
	a := Action{Warband: toks[0]}
	if len(toks) < 2 {
		return a, bad(1, "add, remove, default or ready")
	}
	switch toks[1] {
	case "add", "remove":
		a.Kind = KAdd
		if toks[1] == "remove" {
			a.Kind = KRemove
		}
		if len(toks) < 3 || !validID(toks[2]) {
			return a, bad(2, "a fighter profile's id such as stormblade")
		}
		a.Profile = toks[2]
		if len(toks) > 3 {
			return a, bad(3, "the end of the action")
		}
	case "default", "ready":
		a.Kind = KDefault
		if toks[1] == "ready" {
			a.Kind = KReady
		}
		if len(toks) > 2 {
			return a, bad(2, "the end of the action")
		}
	default:
		return a, bad(1, "add, remove, default or ready")
	}
	return a, nil
}

func parseCards(s string) ([]cards.Card, error) {
	var out []cards.Card
	for _, t := range strings.Split(s, ",") {
		c, err := cards.Parse(t)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	if len(out) > 10 {
		return nil, strconv.ErrRange
	}
	return out, nil
}

func parseMM(s string) (int64, error) {
	whole, frac, _ := strings.Cut(s, ".")
	w, err := strconv.ParseInt(whole, 10, 32)
	if err != nil || len(frac) > 3 || w < 0 {
		return 0, strconv.ErrSyntax
	}
	d := w * 1000
	if frac != "" {
		f, err := strconv.Atoi(frac + strings.Repeat("0", 3-len(frac)))
		if err != nil || f < 0 {
			return 0, strconv.ErrSyntax
		}
		d += int64(f)
	}
	if mm(d) != s {
		return 0, strconv.ErrSyntax
	}
	return d, nil
}

func isFighterID(s string) bool {
	return len(s) == 2 && (s[0] == 'a' || s[0] == 'b') && s[1] >= '1' && s[1] <= '9'
}

func isObjectID(s string) bool { return len(s) == 2 && s[0] == 'o' && s[1] >= '1' && s[1] <= '9' }

// ObjectID returns object i's id: "o1".
func ObjectID(i int) string { return "o" + string(rune('1'+i)) }
