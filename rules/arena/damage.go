package arena

import "fmt"

// Roll is Damage as it is rolled: Dice D6 plus Mod, or a flat amount
// when Dice is 0.
type Roll struct {
	Dice, Mod int
}

// String writes the roll as the seed does: "2D6", "1D6-1", "1".
func (r Roll) String() string {
	switch {
	case r.Dice == 0:
		return fmt.Sprint(r.Mod)
	case r.Mod == 0:
		return fmt.Sprintf("%dD6", r.Dice)
	}
	return fmt.Sprintf("%dD6%+d", r.Dice, r.Mod)
}

// Convert turns an amount of Damage into the roll it becomes ("Stacking
// Damage"): 4 Damage is 1D6 ("By default, people deal 4 Damage (which
// automatically turns into 1D6)"); each 4 above it is another die ("with a
// +4 Bonus you turn that 4 Damage into +1D6"), so 7 is 1D6+3 and 8 is 2D6;
// "Small amounts of Damage also turn into a die-roll, so 3 Damage becomes
// 1D6-1"; "Only 1 Damage remains '1 Damage'"; and 0 or less deals nothing
// (ruling). The seed's "until the Bonus is less than 3" would turn +3 into
// a die too, against its own "+3 Damage Bonus, you roll 1D6+3": the worked
// numbers rule (docs/rules/arena.md).
func Convert(damage int) Roll {
	switch {
	case damage <= 0:
		return Roll{}
	case damage == 1:
		return Roll{Mod: 1}
	case damage < 4:
		return Roll{Dice: 1, Mod: damage - 4}
	}
	return Roll{Dice: 1 + (damage-4)/4, Mod: (damage - 4) % 4}
}

// Ways returns, for each total the roll can give (index 0 up), the number
// of its 6^Dice equally likely results giving it; a negative total counts
// as 0 Damage.
func (r Roll) Ways() []uint64 {
	ways := []uint64{1}
	for range r.Dice {
		next := make([]uint64, len(ways)+6)
		for t, w := range ways {
			for face := 1; face <= 6; face++ {
				next[t+face] += w
			}
		}
		ways = next
	}
	out := make([]uint64, 0, max(len(ways)+r.Mod, 1))
	for t, w := range ways {
		v := max(t+r.Mod, 0)
		for len(out) <= v {
			out = append(out, 0)
		}
		out[v] += w
	}
	return out
}

// drSource is one layer of Damage Reduction and the Covering it leaves.
type drSource struct{ dr, cover int }

// undeadCover is the Covering of the undead's own DR: it covers the whole
// body, so no Margin goes round it (ruling).
const undeadCover = 99

// drSources lists fighter i's layers of DR, highest first: its armour,
// its natural hide, the undead's DR 2.
func (g *Game) drSources(i int) (out [MaxDRSources]drSource, n int) {
	p := g.Prof(i)
	if p.Armour >= 0 {
		it := g.Item(p.Armour)
		out[n] = drSource{it.DR, it.Cover}
		n++
	}
	if p.HideDR > 0 {
		out[n] = drSource{p.HideDR, p.HideCover}
		n++
	}
	if p.Undead {
		out[n] = drSource{2, undeadCover}
		n++
	}
	for a := 1; a < n; a++ {
		for b := a; b > 0 && out[b].dr > out[b-1].dr; b-- {
			out[b], out[b-1] = out[b-1], out[b]
		}
	}
	return out, n
}

// Band adds layers of DR as "Banding DR" does: "the highest DR applies,
// then half of the second, and so on", rounded up at the end ("7.5 ... or
// '8' (after rounding up)"). The sum is kept in halves, quarters and so on
// of a point, so no fraction is lost before the rounding.
func Band(drs ...int) int {
	var buf [4]int // a fighter has three layers at most: no allocation
	sorted := append(buf[:0], drs...)
	for a := 1; a < len(sorted); a++ {
		for b := a; b > 0 && sorted[b] > sorted[b-1]; b-- {
			sorted[b], sorted[b-1] = sorted[b-1], sorted[b]
		}
	}
	if len(sorted) == 0 {
		return 0
	}
	den := 1 << (len(sorted) - 1)
	num := 0
	for k, dr := range sorted {
		num += dr * (den >> k)
	}
	return (num + den - 1) / den
}

// DR returns fighter i's Damage Reduction against a blow whose roll had
// the given Margin over the TN, seen from the fighter: a layer whose
// Covering the Margin reaches is gone round ("when you exceed your
// opponent's TN with a Margin equal to their covering ... ignore their
// DR"). A fighter who missed his own roll by more than a layer's Covering
// loses that layer ("if you miss an Attack roll by more than your armour's
// covering, the DR does nothing"): pass missedBy for that, and 0 margin.
func (g *Game) DR(i, margin, missedBy int) int {
	src, n := g.drSources(i)
	var kept [MaxDRSources]int
	k := 0
	for _, s := range src[:n] {
		if margin > 0 && margin >= s.cover || missedBy > s.cover {
			continue
		}
		kept[k] = s.dr
		k++
	}
	return Band(kept[:k]...)
}

// Absorb returns what a blow of raw Damage does to a fighter with the
// given DR and Fate Points: "DR applies before FPs", then "players spend a
// FP instead of losing a HP". Fate Points are spent as far as they go
// (ruling: the choice to keep some is not built).
func Absorb(raw, dr, fp int) (hpLost, fpSpent int) {
	left := max(raw-dr, 0)
	fpSpent = min(left, fp)
	return left - fpSpent, fpSpent
}
