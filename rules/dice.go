package rules

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Dice is the random generator of one game. It lives inside the game state, is
// copied with it and is encoded with it, so that the same seed and the same
// actions always give the same rolls.
//
// Dice can be loaded: when a script of forced results is set, every roll takes
// the next scripted value instead of asking the generator. Running out of
// scripted values is an error, never a silent fall back to random rolls.
type Dice struct {
	pcg    rand.PCG
	script []uint8
	next   int    // index of the next scripted value
	rolls  uint32 // dice rolled so far, scripted or not
}

// ErrDiceExhausted is returned (wrapped) when loaded dice have no scripted
// results left for a roll.
var ErrDiceExhausted = errors.New("loaded dice ran out of scripted results")

// NewDice returns dice seeded with seed. The same seed always gives the same
// sequence of rolls.
func NewDice(seed uint64) Dice {
	var d Dice
	d.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return d
}

// LoadedDice returns dice that roll the given results in order.
func LoadedDice(seed uint64, script []int) (Dice, error) {
	d := NewDice(seed)
	if len(script) == 0 {
		return d, nil
	}
	d.script = make([]uint8, len(script))
	for i, v := range script {
		if v < 1 || v > 100 {
			return Dice{}, fmt.Errorf("loaded dice: result %d (position %d) is outside 1..100", v, i+1)
		}
		d.script[i] = uint8(v)
	}
	return d, nil
}

// Loaded reports whether the dice follow a script of forced results.
func (d *Dice) Loaded() bool { return d.script != nil }

// Rolls returns how many dice have been rolled so far.
func (d *Dice) Rolls() uint32 { return d.rolls }

// Remaining returns how many scripted results are left, or -1 for random dice.
func (d *Dice) Remaining() int {
	if d.script == nil {
		return -1
	}
	return len(d.script) - d.next
}

// Ensure checks, without rolling, that the next n dice of the given number of
// sides can be rolled: loaded dice must have n scripted results left, each
// within 1..sides. Rules call it before changing any state, so that an action
// whose dice cannot be rolled leaves the game untouched.
func (d *Dice) Ensure(n, sides int) error {
	if d.script == nil || n <= 0 {
		return nil
	}
	if left := len(d.script) - d.next; left < n {
		return fmt.Errorf("%w: %d D%d needed, %d left after %d rolls", ErrDiceExhausted, n, sides, left, d.next)
	}
	for i := d.next; i < d.next+n; i++ {
		if int(d.script[i]) > sides {
			return fmt.Errorf("loaded dice: scripted result %d (position %d) cannot be rolled on a D%d", d.script[i], i+1, sides)
		}
	}
	return nil
}

// Roll rolls one die with the given number of sides (6 for a D6, 100 for a
// D100) and returns a result in 1..sides. Callers check Ensure first; a roll
// past the end of a script panics, as that is a bug in the ruleset.
func (d *Dice) Roll(sides int) int {
	d.rolls++
	if d.script != nil {
		v := d.script[d.next]
		d.next++
		return int(v)
	}
	return 1 + d.intN(uint64(sides))
}

// Pool rolls n dice with the given number of sides into dst and returns it.
func (d *Dice) Pool(dst []uint8, n, sides int) []uint8 {
	for range n {
		dst = append(dst, uint8(d.Roll(sides)))
	}
	return dst
}

// D6 rolls a six-sided die.
func (d *Dice) D6() int { return d.Roll(6) }

// D10 rolls a ten-sided die.
func (d *Dice) D10() int { return d.Roll(10) }

// D20 rolls a twenty-sided die.
func (d *Dice) D20() int { return d.Roll(20) }

// D100 rolls percentile dice, 1..100.
func (d *Dice) D100() int { return d.Roll(100) }

// IntN returns an integer in [0, n) from the generator, for shuffles and other
// non-die draws. It never uses the script.
func (d *Dice) IntN(n int) int { return d.intN(uint64(n)) }

// intN is Lemire's unbiased bounded draw, written out so that the sequence
// depends only on the PCG output.
func (d *Dice) intN(n uint64) int {
	for {
		x := d.pcg.Uint64()
		hi, lo := bits.Mul64(x, n)
		if lo < n {
			thresh := -n % n
			if lo < thresh {
				continue
			}
		}
		return int(hi)
	}
}

// Clone returns an independent copy. The script is shared: it is never
// written after creation.
func (d Dice) Clone() Dice { return d }

// AppendBinary appends the dice state (generator, script, position, count).
func (d *Dice) AppendBinary(w *Writer) {
	b, _ := d.pcg.MarshalBinary() // cannot fail
	w.Bytes(b)
	w.Uvarint(uint64(d.rolls))
	w.Uvarint(uint64(d.next))
	if d.script == nil {
		w.Uvarint(0)
		return
	}
	w.Uvarint(uint64(len(d.script)) + 1)
	w.Raw(d.script)
}

// ReadDice reads dice written by AppendBinary.
func ReadDice(r *Reader) (Dice, error) {
	var d Dice
	b := r.Bytes()
	rolls := r.Uvarint()
	next := r.Uvarint()
	n := r.Uvarint()
	if r.Err() != nil {
		return Dice{}, r.Err()
	}
	if err := d.pcg.UnmarshalBinary(b); err != nil {
		return Dice{}, fmt.Errorf("dice generator: %w", err)
	}
	d.rolls = uint32(rolls)
	if n > 0 {
		d.script = append([]uint8(nil), r.Raw(int(n-1))...)
		if r.Err() != nil {
			return Dice{}, r.Err()
		}
		for i, v := range d.script {
			if v < 1 || v > 100 {
				return Dice{}, fmt.Errorf("dice script: result %d at position %d is outside 1..100", v, i+1)
			}
		}
	}
	if next > uint64(len(d.script)) {
		return Dice{}, fmt.Errorf("dice script position %d is past its %d results", next, len(d.script))
	}
	d.next = int(next)
	return d, nil
}
