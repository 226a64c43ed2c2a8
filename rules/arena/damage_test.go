package arena

import "testing"

// TestConvert checks "Stacking Damage" and "Small amounts of Damage".
func TestConvert(t *testing.T) {
	for _, tc := range []struct {
		damage int
		want   string
		quote  string
	}{
		{4, "1D6", "By default, people deal 4 Damage (which automatically turns into 1D6)"},
		{7, "1D6+3", "With a +3 Damage Bonus, you roll 1D6+3"},
		{8, "2D6", "with a +4 Bonus you turn that 4 Damage into +1D6 (and roll 2D6)"},
		{11, "2D6+3", "This continues ... (ruling: +3 stays a Bonus)"},
		{12, "3D6", "every 4 increments another die"},
		{3, "1D6-1", "3 Damage becomes 1D6-1"},
		{2, "1D6-2", "a dwarf with Strength +0 would take 2 Damage (which converts to 1D6-2)"},
		{6, "1D6+2", "a gnoll with Strength +4 would suffer 6 Damage (which converts to 1D6+2)"},
		{1, "1", "Only 1 Damage remains '1 Damage' when applied"},
		{0, "0", "ruling: no Damage"},
		{-2, "0", "ruling: no Damage"},
	} {
		if got := Convert(tc.damage).String(); got != tc.want {
			t.Errorf("%d Damage converts to %s, want %s (%q)", tc.damage, got, tc.want, tc.quote)
		}
	}
}

// TestWays checks that Damage rolls are counted exactly: 1D6-1 gives 0 on
// a 1 (no negative Damage), 2D6 gives 36 ways with 7 the commonest.
func TestWays(t *testing.T) {
	w := Convert(3).Ways()
	if len(w) != 6 || w[0] != 1 || w[5] != 1 {
		t.Fatalf("1D6-1 ways %v, want one way for each of 0..5", w)
	}
	w = Convert(8).Ways()
	var total uint64
	for _, n := range w {
		total += n
	}
	if total != 36 || w[7] != 6 || w[2] != 1 || w[12] != 1 {
		t.Fatalf("2D6 ways %v", w)
	}
	if w := Convert(1).Ways(); len(w) != 2 || w[1] != 1 {
		t.Fatalf("a flat 1 Damage: ways %v", w)
	}
}

// TestBanding checks "Banding DR": "the highest DR applies, then half of
// the second, and so on", with the seed's three examples.
func TestBanding(t *testing.T) {
	for _, tc := range []struct {
		drs   []int
		want  int
		quote string
	}{
		{[]int{5, 2}, 6, "a ghast with chain armour (DR 5) and their undead resistance (DR 2), gains a total DR of 6"},
		{[]int{4, 2}, 5, "The undead naturally have a DR of 2, so this secondary source ... giving it a total DR of 5"},
		{[]int{2, 4, 5}, 8, "5 + 1/2 4 + 1/4 2 = 7.5 ... or '8' (after rounding up)"},
		{[]int{3}, 3, "one layer alone"},
		{nil, 0, "no armour"},
	} {
		if got := Band(tc.drs...); got != tc.want {
			t.Errorf("Band(%v) = %d, want %d (%q)", tc.drs, got, tc.want, tc.quote)
		}
	}
}

// TestCovering checks vital shots and Covering on fighters of the pack:
// "when you exceed your opponent's TN with a Margin equal to their
// covering, you hit them between the armoured bits and ignore their DR.
// And likewise, if you miss an Attack roll by more than your armour's
// covering, the DR does nothing." With banded layers, only those whose
// Covering the Margin reaches are gone round: "If the plate armour had a
// covering of only 3 then rolling 3 over the creature's TN would leave it
// with a DR of only 5."
func TestCovering(t *testing.T) {
	g := board(t, `
map:
AaBb

legend:
A: keelvore
a: ghast
B: toesplint
b: zombasilisk

fighters:
armour plate3 "Plate (Covering 3)" dr 5 covering 3
fighter zombasilisk "Raised Basilisk" str 4 dex 0 spd 0 wits 0 melee 1
    armour plate3 natural bite hide 4 5 undead
`)
	for _, tc := range []struct {
		who              byte
		margin, missedBy int
		want             int
		what             string
	}{
		{'A', 0, 0, 5, "Keelvore's chain, DR 5"},
		{'A', 2, 0, 5, "a Margin of 2 does not reach chain's Covering 3"},
		{'A', 3, 0, 0, "a Margin of 3 is a vital shot"},
		{'A', 0, 3, 5, "missing by 3 is not more than Covering 3"},
		{'A', 0, 4, 0, "missing by 4 is more than Covering 3: the DR does nothing"},
		{'a', 0, 0, 6, "the ghast: chain 5 banded with undead 2"},
		{'a', 3, 0, 2, "round the chain, the undead DR 2 is left"},
		{'b', 0, 0, 8, "plate 5, hide 4, undead 2: 7.5 rounded up"},
		{'b', 3, 0, 5, "3 over the TN goes round plate of Covering 3: DR 5"},
		{'b', 5, 0, 2, "5 over goes round the hide too (Covering 5): undead DR 2 is left"},
		{'B', 9, 0, 0, "Toesplint's leather: a vital shot"},
	} {
		if got := g.DR(g.ByID(tc.who), tc.margin, tc.missedBy); got != tc.want {
			t.Errorf("%c margin %d missed by %d: DR %d, want %d (%s)", tc.who, tc.margin, tc.missedBy, got, tc.want, tc.what)
		}
	}
}

// TestHPAndAP checks "Hit Points are equal to 6 plus a character's
// Strength Bonus" ("Small gnomes typically have 4 HPs") and "a number of
// Action Points equal to their Speed + 3".
func TestHPAndAP(t *testing.T) {
	p := Profile{Str: -2, Spd: 2}
	if p.HP() != 4 || p.AP() != 5 {
		t.Fatalf("a gnome with Strength -2 and Speed +2: %d HP and %d AP, want 4 and 5", p.HP(), p.AP())
	}
}

// TestDamageEventCarriesDRAndFP: a Damage event says the DR the blow met
// and the Fate Points spent, so that a table shows them absorbing it
// (Toesplint: "10 - 3 DR - 5 FP = 2").
func TestDamageEventCarriesDRAndFP(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: toesplint
a: goblin
`)
	j := g.ByID('A')
	evs, err := g.strike(g.ByID('a'), j, Roll{Mod: 10}, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	e := evs[0]
	if e.Kind != EvDamage || e.Amount != 10 || e.DR != 3 || e.FP != 5 || e.HP != 2 {
		t.Fatalf("the Damage event: kind %v, raw %d, DR %d, FP %d, HP %d; want 10 raw, DR 3, 5 FP, 2 HP", e.Kind, e.Amount, e.DR, e.FP, e.HP)
	}
}
