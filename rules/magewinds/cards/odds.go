package cards

// MaxPower is the largest attack Power the exact odds are counted for; 6^20
// rolls still fit in a uint64 with room to add.
const MaxPower = 20

// TargetNumber returns an attack's target number: "The target number of an
// attack is determined by subtracting the target's Evasion attribute from
// the attack's Precision attribute." It is not clamped: a result of 0 or
// less means no die can hit, 6 or more that every die hits.
func TargetNumber(precision, evasion int) int { return precision - evasion }

// Hits counts the hits among dice results: "Any die result equal to or less
// than the target number is a hit." Ruling: a value outside 1..6 is not a die
// result and never hits, so a target of 0 or less gives no hits.
func Hits(dice []int, target int) int {
	n := 0
	for _, d := range dice {
		if d >= 1 && d <= 6 && d <= target {
			n++
		}
	}
	return n
}

// Damage returns the points of damage a fighter receives from hits: "the
// number of hits minus their Armour attribute", never below 0. Ruling:
// negative hits or armour count as 0.
func Damage(hits, armour int) int {
	return max(0, max(hits, 0)-max(armour, 0))
}

// Total returns 6^power, the number of equally likely rolls of power dice,
// or 0 when power is outside 0..MaxPower.
func Total(power int) uint64 {
	if power < 0 || power > MaxPower {
		return 0
	}
	return pow(6, power)
}

// pow returns b^e for small non-negative e; pow(0, 0) is 1.
func pow(b uint64, e int) uint64 {
	r := uint64(1)
	for range e {
		r *= b
	}
	return r
}

// faces returns how many faces of a die hit the target: 0 to 6.
func faces(target int) uint64 { return uint64(min(max(target, 0), 6)) }

// HitCounts returns the exact distribution of hits when power dice are
// rolled at a target number: element k is how many of the Total(power)
// equally likely rolls give exactly k hits, C(power, k)·h^k·(6−h)^(power−k)
// with h the number of hitting faces. The slice has power+1 elements and sums
// to Total(power). It returns nil when power is outside 0..MaxPower.
func HitCounts(power, target int) []uint64 {
	if power < 0 || power > MaxPower {
		return nil
	}
	h := faces(target)
	out := make([]uint64, power+1)
	choose := uint64(1) // C(power, k)
	for k := 0; k <= power; k++ {
		out[k] = choose * pow(h, k) * pow(6-h, power-k)
		choose = choose * uint64(power-k) / uint64(k+1)
	}
	return out
}

// DamageCounts returns the exact distribution of damage from an attack of
// power dice at a target number against a fighter with armour: element d is
// how many of the Total(power) rolls deal exactly d damage. The slice has
// max(power−armour, 0)+1 elements and sums to Total(power). It returns nil
// when power is outside 0..MaxPower.
func DamageCounts(power, target, armour int) []uint64 {
	hits := HitCounts(power, target)
	if hits == nil {
		return nil
	}
	out := make([]uint64, Damage(power, armour)+1)
	for k, n := range hits {
		out[Damage(k, armour)] += n
	}
	return out
}

// AtLeast returns how many rolls counted in counts (as from HitCounts or
// DamageCounts) give k or more; k of 0 or less gives the sum of all counts.
func AtLeast(counts []uint64, k int) uint64 {
	var n uint64
	for i := max(k, 0); i < len(counts); i++ {
		n += counts[i]
	}
	return n
}
