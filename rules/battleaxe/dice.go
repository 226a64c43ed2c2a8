// Package battleaxe is the rules of Battle-Axe (seed 002): a co-operative
// dungeon crawl in which heroes built from a race and a role explore a
// square-grid dungeon, fight and shoot with D100 rolls against their
// Success stats, and meet enemies the rules run themselves.
//
// This package holds the core: dice, the dungeon map and its text format,
// hero and enemy stat blocks, the heroes' actions and the enemies' script.
// Every ruling where the seed is silent is listed in docs/rules/battleaxe.md.
package battleaxe

import (
	"fmt"

	"skirmish/rules"
)

// Percent is one D100 roll as the seed makes it: two D10, the first for the
// tens and the second for the units, a face of 10 reading 0. "Rolls of 3 and
// 7 result in 37%. Rolls of 0 and 0 results in 100%."
type Percent struct {
	Tens, Units int // the digits read from the two D10, 0..9
	Value       int // the result, 1..100
}

// PercentOf reads two D10 faces (1..10, 10 reading 0) as a D100 roll.
func PercentOf(tensFace, unitsFace int) Percent {
	t, u := tensFace%10, unitsFace%10
	v := t*10 + u
	if v == 0 {
		v = 100
	}
	return Percent{Tens: t, Units: u, Value: v}
}

// Faces returns the two D10 faces (1..10) that roll the D100 result v
// (1..100): the inverse of PercentOf, for loading dice in tests and
// tutorials.
func Faces(v int) (tens, units int) {
	v %= 100 // 100 is rolled as 0 and 0
	tens, units = v/10, v%10
	if tens == 0 {
		tens = 10
	}
	if units == 0 {
		units = 10
	}
	return tens, units
}

// Roller rolls the seed's dice from the game's rules.Dice. It never panics:
// when loaded dice run out it records the error, returns 1 for every further
// roll, and the caller, which works on a copy of the state, discards the
// copy. Rolls lists every die rolled, for the events.
type Roller struct {
	dice  *rules.Dice
	err   error
	Rolls []int
}

// NewRoller returns a roller over d.
func NewRoller(d *rules.Dice) *Roller { return &Roller{dice: d} }

// Err returns the first error met while rolling (loaded dice ran out or a
// scripted result does not fit the die), or nil.
func (r *Roller) Err() error { return r.err }

func (r *Roller) roll(sides int) int {
	if r.err != nil {
		return 1
	}
	if err := r.dice.Ensure(1, sides); err != nil {
		r.err = fmt.Errorf("rolling a D%d: %w", sides, err)
		return 1
	}
	v := r.dice.Roll(sides)
	r.Rolls = append(r.Rolls, v)
	return v
}

// D6 rolls a six-sided die.
func (r *Roller) D6() int { return r.roll(6) }

// D10 rolls a ten-sided die: 1..10 as loaded, a face of 10 being the "0"
// of the percentage dice.
func (r *Roller) D10() int { return r.roll(10) }

// D20 rolls a twenty-sided die.
func (r *Roller) D20() int { return r.roll(20) }

// D100 rolls the percentage dice: a D10 for the tens, then a D10 for the
// units.
func (r *Roller) D100() Percent {
	t := r.roll(10)
	u := r.roll(10)
	return PercentOf(t, u)
}

// maxRollOffs bounds the rolls again of a tie, so that loaded dice scripted
// to tie forever end in an error instead of a loop.
const maxRollOffs = 16

// RollForIt picks one of n contestants (heroes, or heroes tied for an
// enemy's priority): "each player rolls D100 for their hero - the one with
// the highest roll is affected". Contestants tied for the highest roll again
// among themselves (a ruling). It returns the index picked and every round
// of rolls, each listing the contestants' rolls in order (0 for those no
// longer rolling).
func (r *Roller) RollForIt(n int) (int, [][]int) {
	if n <= 1 {
		return 0, nil
	}
	in := make([]bool, n)
	for i := range in {
		in[i] = true
	}
	var rounds [][]int
	for range maxRollOffs {
		rolls := make([]int, n)
		best := 0
		for i := range n {
			if in[i] {
				rolls[i] = r.D100().Value
				best = max(best, rolls[i])
			}
		}
		rounds = append(rounds, rolls)
		if r.err != nil {
			return 0, rounds
		}
		tied, pick := 0, -1
		for i := range n {
			in[i] = in[i] && rolls[i] == best
			if in[i] {
				tied++
				if pick < 0 {
					pick = i
				}
			}
		}
		if tied == 1 {
			return pick, rounds
		}
	}
	r.err = fmt.Errorf("roll for it: still tied after %d rolls", maxRollOffs)
	return 0, rounds
}

// Initiative settles who goes first when the enemies' card says RFI: "one
// Player rolls once, for all the heroes, and another Player rolls once for
// the enemies. The lowest roll goes first." Equal rolls are rolled again (a
// ruling). It returns whether the heroes go first and the rolls, heroes'
// then enemies', round by round.
func (r *Roller) Initiative() (heroesFirst bool, rolls [][2]int) {
	for range maxRollOffs {
		h := r.D100().Value
		e := r.D100().Value
		rolls = append(rolls, [2]int{h, e})
		if r.err != nil {
			return true, rolls
		}
		if h != e {
			return h < e, rolls
		}
	}
	r.err = fmt.Errorf("initiative: still tied after %d rolls", maxRollOffs)
	return true, rolls
}
