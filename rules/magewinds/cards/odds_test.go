package cards

import (
	"slices"
	"testing"
)

// "The attack's Precision is 4 and the target's Evasion is 1, so the target
// number is 3."
func TestSeedTargetNumber(t *testing.T) {
	if n := TargetNumber(4, 1); n != 3 {
		t.Errorf("TargetNumber(4, 1) = %d, want 3", n)
	}
	if n := TargetNumber(2, 5); n != -3 {
		t.Errorf("TargetNumber(2, 5) = %d, want -3 (not clamped)", n)
	}
}

// "Any die result equal to or less than the target number is a hit."
func TestSeedHits(t *testing.T) {
	dice := []int{1, 3, 4, 6, 2}
	if h := Hits(dice, 3); h != 3 {
		t.Errorf("Hits(%v, 3) = %d, want 3", dice, h)
	}
	if h := Hits(dice, 0); h != 0 {
		t.Errorf("target 0: %d hits, want none", h)
	}
	if h := Hits(dice, -2); h != 0 {
		t.Errorf("target -2: %d hits, want none", h)
	}
	if h := Hits(dice, 6); h != 5 {
		t.Errorf("target 6: %d hits, want every die", h)
	}
	if h := Hits(dice, 9); h != 5 {
		t.Errorf("target 9: %d hits, want every die", h)
	}
	if h := Hits([]int{0, -1, 7, 2}, 9); h != 1 {
		t.Errorf("values outside 1..6 hit: %d", h)
	}
}

// "a fighter with Armour 2 receives 5 hits. Their armour blocks 2 hits, so
// they receive 3 points of damage."
func TestSeedArmour(t *testing.T) {
	if d := Damage(5, 2); d != 3 {
		t.Errorf("Damage(5, 2) = %d, want 3", d)
	}
	for _, tt := range [][3]int{{1, 2, 0}, {2, 2, 0}, {0, 0, 0}, {4, 0, 4}, {-1, 0, 0}, {3, -2, 3}} {
		if d := Damage(tt[0], tt[1]); d != tt[2] {
			t.Errorf("Damage(%d, %d) = %d, want %d", tt[0], tt[1], d, tt[2])
		}
	}
}

// bruteHits rolls every one of the 6^power outcomes.
func bruteHits(power, target int) []uint64 {
	out := make([]uint64, power+1)
	dice := make([]int, power)
	var rec func(i int)
	rec = func(i int) {
		if i == power {
			out[Hits(dice, target)]++
			return
		}
		for d := 1; d <= 6; d++ {
			dice[i] = d
			rec(i + 1)
		}
	}
	rec(0)
	return out
}

func TestHitCountsMatchEnumeration(t *testing.T) {
	for power := 0; power <= 5; power++ {
		for target := -1; target <= 7; target++ {
			want := bruteHits(power, target)
			if got := HitCounts(power, target); !slices.Equal(got, want) {
				t.Errorf("HitCounts(%d, %d) = %v, want %v", power, target, got, want)
			}
			for armour := -1; armour <= 6; armour++ {
				wantD := make([]uint64, Damage(power, armour)+1)
				for k, n := range want {
					wantD[Damage(k, armour)] += n
				}
				if got := DamageCounts(power, target, armour); !slices.Equal(got, wantD) {
					t.Errorf("DamageCounts(%d, %d, %d) = %v, want %v", power, target, armour, got, wantD)
				}
			}
		}
	}
}

func TestHitCountsSumToTotal(t *testing.T) {
	total := uint64(1)
	for power := 0; power <= MaxPower; power++ {
		if Total(power) != total {
			t.Errorf("Total(%d) = %d, want %d", power, Total(power), total)
		}
		for target := -1; target <= 7; target++ {
			h := HitCounts(power, target)
			if len(h) != power+1 || AtLeast(h, 0) != total {
				t.Errorf("HitCounts(%d, %d) has %d elements summing to %d, want %d", power, target, len(h), AtLeast(h, 0), total)
			}
			for armour := 0; armour <= 3; armour++ {
				if d := DamageCounts(power, target, armour); AtLeast(d, 0) != total {
					t.Errorf("DamageCounts(%d, %d, %d) sums to %d", power, target, armour, AtLeast(d, 0))
				}
			}
		}
		total *= 6
	}
	// Every die hits at target 6: all 6^20 rolls give 20 hits.
	if h := HitCounts(20, 6); h[20] != Total(20) {
		t.Errorf("HitCounts(20, 6)[20] = %d", h[20])
	}
}

func TestSeedExampleOdds(t *testing.T) {
	// Precision 4 against Evasion 1 is target 3: each die hits on 1, 2, 3.
	h := HitCounts(5, TargetNumber(4, 1))
	if want := []uint64{243, 1215, 2430, 2430, 1215, 243}; !slices.Equal(h, want) {
		t.Errorf("HitCounts(5, 3) = %v, want %v", h, want)
	}
	// Against Armour 2, 3 or more damage needs all 5 hits: 243 of 7776.
	d := DamageCounts(5, 3, 2)
	if want := []uint64{243 + 1215 + 2430, 2430, 1215, 243}; !slices.Equal(d, want) {
		t.Errorf("DamageCounts(5, 3, 2) = %v, want %v", d, want)
	}
	if n := AtLeast(d, 3); n != 243 {
		t.Errorf("AtLeast 3 damage = %d, want 243", n)
	}
	if n := AtLeast(d, 1); n != 7776-3888 {
		t.Errorf("AtLeast 1 damage = %d, want 3888", n)
	}
}

func TestOddsOutOfRange(t *testing.T) {
	if HitCounts(-1, 3) != nil || HitCounts(MaxPower+1, 3) != nil || DamageCounts(21, 3, 0) != nil {
		t.Error("out-of-range power gave counts")
	}
	if Total(-1) != 0 || Total(21) != 0 {
		t.Error("out-of-range power gave a total")
	}
	c := []uint64{1, 2, 3}
	if AtLeast(c, -4) != 6 || AtLeast(c, 2) != 3 || AtLeast(c, 3) != 0 || AtLeast(nil, 0) != 0 {
		t.Error("AtLeast is wrong at the edges")
	}
	if d := DamageCounts(3, 4, 9); len(d) != 1 || d[0] != 216 {
		t.Errorf("armour above power: %v", d)
	}
}
