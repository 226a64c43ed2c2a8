package cards

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Type is a card type a casting cost asks for: one of the four suits, or a
// supertype. "Red: Any Heart or Diamond. Black: Any Club or Spade. Any: Any
// card at all."
type Type uint8

// The card types of casting costs.
const (
	Heart Type = iota
	Diamond
	Club
	Spade
	Red
	Black
	Any
)

// NumTypes is the number of card types.
const NumTypes = 7

var typeNames = [NumTypes]string{"Heart", "Diamond", "Club", "Spade", "Red", "Black", "Any"}
var typePlurals = [NumTypes]string{"Hearts", "Diamonds", "Clubs", "Spades", "Red", "Black", "Any"}

// String returns the type's singular name: "Heart", "Diamond", "Club",
// "Spade", "Red", "Black" or "Any".
func (t Type) String() string {
	if t >= NumTypes {
		return "Type(" + strconv.Itoa(int(t)) + ")"
	}
	return typeNames[t]
}

// Plural returns the type's name for a count other than one: "Hearts",
// "Diamonds", "Clubs", "Spades"; "Red", "Black" and "Any" do not change.
func (t Type) Plural() string {
	if t >= NumTypes {
		return t.String()
	}
	return typePlurals[t]
}

// Matches reports whether card c is of type t. None matches no type.
func (t Type) Matches(c Card) bool {
	if !c.Valid() {
		return false
	}
	switch t {
	case Heart, Diamond, Club, Spade:
		return c.Suit() == Suit(t)
	case Red:
		return c.Suit().Red()
	case Black:
		return c.Suit().Black()
	case Any:
		return true
	}
	return false
}

// parseType reads a type name, singular or plural, in any case.
func parseType(w string) (Type, bool) {
	for i := range typeNames {
		if strings.EqualFold(w, typeNames[i]) || strings.EqualFold(w, typePlurals[i]) {
			return Type(i), true
		}
	}
	return 0, false
}

// MaxCount is the largest number a casting cost may state.
const MaxCount = 99

// Part is one part of a casting cost: at least Min cards' worth of Type.
// A fixed part ("2 Red") has Min == Max. A part with Max == 0 ("1+ Clubs")
// is unbounded: "more may be spent to increase the effect of the spell". A
// part with Max > Min ("1-4 Clubs") is capped: "up to 3 more may be spent".
type Part struct {
	Min, Max int
	Type     Type
}

// Fixed reports whether the part asks for an exact amount (Min == Max).
func (p Part) Fixed() bool { return p.Min == p.Max }

// Variable reports whether more than Min may be spent on the part.
func (p Part) Variable() bool { return p.Min != p.Max }

// Unbounded reports whether the part has no upper limit ("1+").
func (p Part) Unbounded() bool { return p.Max == 0 }

// String returns the part as written in a cost: "1 Heart", "2 Hearts",
// "1+ Clubs", "1-4 Clubs", "2 Red", "1 Any". The type is singular only for
// a fixed count of one.
func (p Part) String() string {
	var n string
	switch {
	case p.Fixed():
		n = strconv.Itoa(p.Min)
	case p.Unbounded():
		n = strconv.Itoa(p.Min) + "+"
	default:
		n = strconv.Itoa(p.Min) + "-" + strconv.Itoa(p.Max)
	}
	if p.Fixed() && p.Min == 1 {
		return n + " " + p.Type.String()
	}
	return n + " " + p.Type.Plural()
}

// check reports what is wrong with a part, or nil.
func (p Part) check() error {
	switch {
	case p.Type >= NumTypes:
		return fmt.Errorf("%s is not a card type", p.Type)
	case p.Min < 1:
		return fmt.Errorf("a part must ask for at least 1 card, not %d", p.Min)
	case p.Min > MaxCount || p.Max > MaxCount:
		return fmt.Errorf("a part may ask for at most %d, not %d", MaxCount, max(p.Min, p.Max))
	case p.Max < 0 || (p.Max != 0 && p.Max < p.Min):
		return fmt.Errorf("a part's upper limit %d is below its lower limit %d", p.Max, p.Min)
	}
	return nil
}

// Cost is a spell's casting cost: one or more parts, each paid separately.
type Cost []Part

// String returns the cost as written, parts separated by ", ", as in
// "1 Diamond, 1 Spade". ParseCost reads it back to an equal Cost.
func (c Cost) String() string {
	parts := make([]string, len(c))
	for i, p := range c {
		parts[i] = p.String()
	}
	return strings.Join(parts, ", ")
}

// Variable reports whether the cost has a part with Min != Max, on which
// extra cards may be spent to increase the spell's effect.
func (c Cost) Variable() bool { return c.variablePart() >= 0 }

// variablePart returns the index of the first variable part, or -1.
func (c Cost) variablePart() int {
	for i, p := range c {
		if p.Variable() {
			return i
		}
	}
	return -1
}

// Min returns the least total worth the cost needs: the sum of its parts'
// Min.
func (c Cost) Min() int {
	n := 0
	for _, p := range c {
		n += p.Min
	}
	return n
}

// Check reports what is wrong with a cost built by hand, or nil. Rulings:
// a cost has at least one part ("one or more magic cards"); no type appears
// in two parts (write "2 Hearts", not "1 Heart, 1 Heart"); and at most one
// part is variable, so that the spell's X is the worth spent on that part.
// A part asks for 1 to MaxCount; a capped part's Max is above its Min.
func (c Cost) Check() error {
	if err := c.problem(); err != nil {
		return fmt.Errorf("cost %q: %w", c.String(), err)
	}
	return nil
}

// problem is Check without the cost quoted in front.
func (c Cost) problem() error {
	if len(c) == 0 {
		return fmt.Errorf("a casting cost needs at least one part")
	}
	var seen [NumTypes]bool
	variable := -1
	for i, p := range c {
		if err := p.check(); err != nil {
			return fmt.Errorf("part %q: %w", p.String(), err)
		}
		if seen[p.Type] {
			return fmt.Errorf("%s appears in two parts", p.Type)
		}
		seen[p.Type] = true
		if p.Variable() {
			if variable >= 0 {
				return fmt.Errorf("only one part may be variable, but %q and %q both are", c[variable].String(), p.String())
			}
			variable = i
		}
	}
	return nil
}

// ParseCost reads a casting cost written as parts separated by commas, each
// a count and a type: "1 Heart", "2 Red", "1 Any", "1 Diamond, 1 Spade",
// "3 Spades". A count "1+" lets more be spent ("1+ Clubs"); a count "1-4"
// lets up to 4 be spent ("1-4 Clubs"; an en dash is read too). Type names
// may be singular or plural and in any case; spaces around the parts are
// ignored. The result passes Check, and its String reads back to it.
// Ruling: a range whose ends are equal ("2-2 Clubs") is refused, as the
// fixed "2 Clubs" says the same.
func ParseCost(s string) (Cost, error) {
	if strings.TrimSpace(s) == "" {
		return nil, fmt.Errorf("cost %q: a casting cost needs at least one part, like \"1 Heart\"", s)
	}
	var c Cost
	for _, text := range strings.Split(s, ",") {
		p, err := parsePart(strings.TrimSpace(text))
		if err != nil {
			return nil, fmt.Errorf("cost %q: %w", s, err)
		}
		c = append(c, p)
	}
	if err := c.problem(); err != nil {
		return nil, fmt.Errorf("cost %q: %w", s, err)
	}
	return c, nil
}

// parsePart reads one part such as "1-4 Clubs".
func parsePart(t string) (Part, error) {
	if t == "" {
		return Part{}, fmt.Errorf("a part is empty (two commas, or a comma at an end)")
	}
	fields := strings.Fields(strings.ReplaceAll(t, "–", "-"))
	if len(fields) < 2 {
		return Part{}, fmt.Errorf("part %q: expected a count then a type, like \"2 Red\"", t)
	}
	// The type is the last word; the count is everything before it, so that
	// "1 - 4 Clubs" reads as "1-4 Clubs".
	word := fields[len(fields)-1]
	num := strings.Join(fields[:len(fields)-1], "")
	if len(fields) > 2 && strings.ContainsFunc(num, unicode.IsLetter) {
		return Part{}, fmt.Errorf("part %q: write one type after the count, like \"2 Red\"", t)
	}
	typ, ok := parseType(word)
	if !ok {
		return Part{}, fmt.Errorf("part %q: %q is not a card type (Heart, Diamond, Club, Spade, Red, Black or Any)", t, word)
	}
	p := Part{Type: typ}
	var err error
	switch {
	case strings.HasSuffix(num, "+"):
		p.Min, err = parseCount(t, strings.TrimSuffix(num, "+"))
	case strings.Contains(num, "-"):
		lo, hi, _ := strings.Cut(num, "-")
		if p.Min, err = parseCount(t, lo); err == nil {
			p.Max, err = parseCount(t, hi)
		}
		if err == nil && p.Max <= p.Min {
			err = fmt.Errorf("part %q: the range %q must go up (write \"%d %s\" for a fixed count)", t, num, p.Min, typ.Plural())
		}
	default:
		p.Min, err = parseCount(t, num)
		p.Max = p.Min
	}
	if err != nil {
		return Part{}, err
	}
	return p, nil
}

// parseCount reads a count 1..MaxCount of part t.
func parseCount(t, n string) (int, error) {
	if n == "" {
		return 0, fmt.Errorf("part %q: a count is missing", t)
	}
	for _, r := range n {
		if r < '0' || r > '9' {
			return 0, fmt.Errorf("part %q: %q is not a count", t, n)
		}
	}
	if len(n) > 2 {
		return 0, fmt.Errorf("part %q: %q is more than %d", t, n, MaxCount)
	}
	v, _ := strconv.Atoi(n)
	if v < 1 {
		return 0, fmt.Errorf("part %q: the count %q must be at least 1", t, n)
	}
	return v, nil
}
