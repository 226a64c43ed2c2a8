package magewinds

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// WarbandRules say how a warband is put together (0.4, 10.2): the fighter
// pack gives them, and a scenario may change any of them.
type WarbandRules struct {
	Points   int // the most points a warband may cost; 0 for no limit
	Min, Max int // the fewest and the most fighters
	Copies   int // the most fighters of one profile
	Casters  int // the fewest spellcasters (fighters with a spell)
}

// openWarband are the rules of a pack that gives none: any one to eight
// fighters.
var openWarband = WarbandRules{Min: 1, Max: MaxWarband, Copies: MaxWarband}

// setRule reads one warband rule ("points: 100", "fighters: 3-8",
// "copies: 2", "casters: 1") into r. known is false for another key.
func (r *WarbandRules) setRule(key, val string) (known bool, err error) {
	num := func(lo, hi int) (int, error) {
		v, err := strconv.Atoi(val)
		if err != nil || v < lo || v > hi || val != strconv.Itoa(v) {
			return 0, fmt.Errorf("%s %q must be a whole number from %d to %d", key, val, lo, hi)
		}
		return v, nil
	}
	switch key {
	case "points":
		r.Points, err = num(1, MaxPoints)
	case "fighters":
		lo, hi, ok := strings.Cut(val, "-")
		a, err1 := strconv.Atoi(strings.TrimSpace(lo))
		b, err2 := strconv.Atoi(strings.TrimSpace(hi))
		if !ok || err1 != nil || err2 != nil || a < 1 || a > b || b > MaxWarband {
			return true, fmt.Errorf("fighters %q must be \"least-most\" such as 3-8, from 1 to %d", val, MaxWarband)
		}
		r.Min, r.Max = a, b
	case "copies":
		r.Copies, err = num(1, MaxWarband)
	case "casters":
		r.Casters, err = num(0, MaxWarband)
	default:
		return false, nil
	}
	return true, err
}

// MaxPoints bounds a warband's points limit and a profile's cost.
const MaxPoints = 10000

// MusterChanges is how many changes (add, remove, default) a side may make
// to its warband during the muster; after that it may only take the
// scenario's warband or declare itself ready, so a muster always ends.
const MusterChanges = 24

// Cost returns what a warband costs in points.
func (pk *Pack) Cost(w []uint8) int {
	n := 0
	for _, p := range w {
		n += pk.Profiles[p].Cost
	}
	return n
}

// whyNot explains why warband w breaks the rules, or returns "". A
// warband still being mustered (complete false) need not yet have its
// fewest fighters or spellcasters. It allocates nothing when all is well.
func (r *WarbandRules) whyNot(pk *Pack, w []uint8, complete bool) string {
	if len(w) > r.Max {
		return fmt.Sprintf("a warband has at most %d fighters", r.Max)
	}
	var copies [MaxProfiles]uint8
	casters := 0
	for _, p := range w {
		if int(p) >= len(pk.Profiles) {
			return fmt.Sprintf("there is no fighter profile %d", p)
		}
		copies[p]++
		if int(copies[p]) > r.Copies {
			return fmt.Sprintf("a warband has at most %d %s", r.Copies, plural(r.Copies, pk.Profiles[p].Name, pk.Profiles[p].Name+"s"))
		}
		if len(pk.Profiles[p].Spells) > 0 {
			casters++
		}
	}
	if c := pk.Cost(w); r.Points > 0 && c > r.Points {
		return fmt.Sprintf("the warband costs %d points; the limit is %d", c, r.Points)
	}
	if !complete {
		return ""
	}
	if len(w) < r.Min {
		return fmt.Sprintf("a warband has at least %d fighters", r.Min)
	}
	if casters < r.Casters {
		return fmt.Sprintf("a warband has at least %d %s", r.Casters, plural(r.Casters, "spellcaster", "spellcasters"))
	}
	return ""
}

// MostFighters returns the most fighters a warband can have under the
// rules: the cheapest profiles, each as often as allowed, while the points
// last (the spellcasters a warband needs are not counted, so this may be
// more than a legal warband can have, never fewer).
func (r *WarbandRules) MostFighters(pk *Pack) int {
	costs := make([]int, 0, len(pk.Profiles))
	for i := range pk.Profiles {
		costs = append(costs, pk.Profiles[i].Cost)
	}
	slices.Sort(costs)
	n, spent := 0, 0
	for _, c := range costs {
		for range r.Copies {
			if n == r.Max || r.Points > 0 && spent+c > r.Points {
				return n
			}
			n++
			spent += c
		}
	}
	return n
}

// warbandText lists a warband's fighters by name: "Stormblade, Hawkeye".
func (pk *Pack) warbandText(w []uint8) string {
	if len(w) == 0 {
		return "no fighters"
	}
	names := make([]string, len(w))
	for i, p := range w {
		names[i] = pk.Profiles[p].Name
	}
	return strings.Join(names, ", ")
}
