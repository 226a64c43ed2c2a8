package arena

import (
	"strings"
	"testing"
)

// TestKoshAPTrack checks the seed's Kosh example: "Kosh starts the round
// with 4 APs (his Speed Bonus is +1)", each swing of the greatsword costs
// him 3 APs as he resists, so his tracker goes 4, 1, -2; "When the third
// goblin attacks, he has a -2 Penalty"; "As the last goblin attacks ...
// his -5 Penalty stops him pulling the sword back in time, and the goblin
// stabs the massive gnoll in the gut with a javelin, inflicting 4 Damage".
// The goblins are quicker (Speed +2) and told apart by Wits, so no dice
// break ties. They stand before Kosh and at his side, never at his rear:
// the seed gives none of them the flank's +2 (flank.go).
func TestKoshAPTrack(t *testing.T) {
	g := board(t, `
map:
cbd
eA0
000

legend:
A: kosh
b: g1
c: g2
d: g3
e: g4

fighters:
fighter g1 "Goblin 1" str -1 dex 1 spd 2 wits 3 melee 1 hold dagger
fighter g2 "Goblin 2" str -1 dex 1 spd 2 wits 2 melee 1 hold dagger
fighter g3 "Goblin 3" str -1 dex 1 spd 2 wits 1 melee 1 hold dagger
fighter g4 "Goblin 4" str -1 dex 1 spd 2 wits 0 melee 1 hold javelin
`,
		1, 1, 3, 3, // goblin 1 rolls 2 (+2) under TN 11; Kosh's 2D6+3 deals 9
		2, 2, 1, 1, // goblin 2 rolls 4 (+2) under TN 11; Kosh deals 5
		3, 3, 2, 2, // goblin 3 rolls 6 (+2) under TN 9 (Kosh at -2); Kosh deals 7
		3, 4, 3) // goblin 4 rolls 7 (+3) over TN 6 (Kosh at -5); its javelin's 1D6+1 deals 4
	wantAP(t, g, "the round begins", "A", 4)
	if got := Convert(g.DamageOf(0, g.lvl.Pack.Item("greatsword"))).String(); got != "2D6+3" {
		t.Fatalf("Kosh's greatsword deals %s, want 2D6+3 (4 + Strength 3 + Damage 4 = 11)", got)
	}
	tns := []int{11, 11, 9, 6}
	aps := []int{1, -2, -5, -8}
	for n, gob := range "bcde" {
		weapon := "dagger"
		if gob == 'e' {
			weapon = "javelin"
		}
		if got := g.Current(); got != g.ByID(byte(gob)) {
			t.Fatalf("attack %d: %s has the initiative, want goblin %c\n%s", n+1, g.Name(got), gob, g.Describe())
		}
		evs := do(t, g, string(gob)+" attack A "+weapon)
		if r := find(t, evs, EvRolled); r.TN != tns[n] {
			t.Fatalf("attack %d: TN %d, want %d (Kosh's Penalty %d): %s", n+1, r.TN, tns[n], min(aps[n]+3, 0), r.Text)
		}
		wantAP(t, g, "after attack "+string(gob), "A", aps[n])
		if n < 3 && fighter(t, g, byte(gob)).Status != Fallen {
			t.Fatalf("goblin %c still stands after Kosh's swing", gob)
		}
	}
	if kosh := fighter(t, g, 'A'); kosh.HP != 9-2 || kosh.FP != 0 {
		t.Fatalf("Kosh has %d HP, %d FP; the javelin's 4 Damage (a vital shot: 4 over the TN) should cost his 2 FP and 2 HP", kosh.HP, kosh.FP)
	}
}

// TestHulkissAgainstTheCrawler checks the seed's table: "Each time it
// spends an AP to attack, Hulkiss must spend 2" (his spear's Weight). The
// crawler (Wits +1) has the initiative and rolls: a resisted roll is rolled
// by the side that acts, so where the seed's Hulkiss beats the TN, here
// the crawler falls under it. The AP tracks are the seed's: 4/4, 3/2, 2/0,
// 1/-2, 0/-4. Ruling: Hulkiss's Penalty counts his AP before he pays, so
// the third exchange has none and the fourth -2, where the table, counting
// after paying, gives -2 and -4.
func TestHulkissAgainstTheCrawler(t *testing.T) {
	g := board(t, `
map:
0Aa0

legend:
A: hulkiss
a: crawler
`,
		3, 4, // "Hulkis' player rolls the TN exactly": 7 + 3 = TN 10
		2, 3, 3, // the crawler falls under (8 against 10); Hulkiss's spear 1D6+1 deals 4, chitin DR 2 leaves 2
		4, 4, 1, 3, // the crawler beats TN 10; its claws' 2D6 deal 4
		3, 3, 4, 5) // the crawler beats TN 8 (Hulkiss on -2); 9 Damage
	wantAP(t, g, "start", "aA", 4, 4)
	if g.Current() != g.ByID('a') {
		t.Fatalf("the crawler (Wits +1) should have the initiative\n%s", g.Describe())
	}
	evs := do(t, g, "a attack A claws")
	if r := find(t, evs, EvRolled); r.Amount != 10 || r.TN != 10 || g.Phase() != PhaseTie {
		t.Fatalf("the roll %d against TN %d should meet it exactly: %s", r.Amount, r.TN, r.Text)
	}
	illegal(t, g, "A neither") // the roller chooses, not Hulkiss
	do(t, g, "a neither")
	wantAP(t, g, "neither deals Damage", "aA", 3, 2)
	if g.f[0].HP != 6 || g.f[1].HP != 8 {
		t.Fatalf("neither should deal Damage: HP %d and %d", g.f[0].HP, g.f[1].HP)
	}
	evs = do(t, g, "a attack A claws")
	wantAP(t, g, "Hulkiss beats the TN", "aA", 2, 0)
	if d := find(t, evs, EvDamage); d.Who != 0 || d.Amount != 4 || d.HP != 2 {
		t.Fatalf("Hulkiss should deal 4 - DR 2 = 2 Damage: %s", d.Text)
	}
	evs = do(t, g, "a attack A claws")
	wantAP(t, g, "Hulkiss takes 4", "aA", 1, -2)
	if d := find(t, evs, EvDamage); d.Other != 0 || d.HP != 4 || g.f[0].HP != 2 {
		t.Fatalf("Hulkiss should take 4 Damage: %s", d.Text)
	}
	evs = do(t, g, "a attack A claws")
	wantAP(t, g, "Hulkiss takes 9", "aA", 0, -4)
	if r := find(t, evs, EvRolled); r.TN != 8 || !strings.Contains(r.Text, "-2") {
		t.Fatalf("Hulkiss on -2 AP should resist with a -2 Penalty: %s", r.Text)
	}
	if d := find(t, evs, EvDamage); d.HP != 9 || g.f[0].Status != Fallen || g.f[0].HP != -7 {
		t.Fatalf("Hulkiss should take 9 Damage and fall at -7: %s\n%s", d.Text, g.Describe())
	}
	if SaveTN(-7) != 14 || !g.Outcome().Over || !g.Outcome().Won(1) {
		t.Fatalf("the crawler should win; a death save at -7 HP needs TN 14, more than 2D6 + Wits + Medicine can give Hulkiss's allies (he has none): %+v", g.Outcome())
	}
}

// TestSindonBucklerAndLongsword checks the seed's Dual Wielding example:
// "The first attack takes Sindon from 3 APs to 1 APs. For the second, he
// uses the buckler which leaves him with 0 APs. The third attack put him
// down to -1, so he makes the fourth attack roll with a -1 Penalty, and
// the fifth with a -2 Penalty. If Sindon only had the longsword, he would
// have spent 2 APs for each attack, and would have rolled that last attack
// with a -5 Penalty." Every roll meets the TN and the goblin chooses
// neither, so only the AP and the TN move. The goblins stand before him
// (the seed's "Another attacks from behind" is one he turns to face while
// he can act): none has the flank's +2 once he cannot turn (flank.go).
func TestSindonBucklerAndLongsword(t *testing.T) {
	const src = `
map:
bcd
0A0

legend:
A: sindon
b: g1
c: g2
d: g3

fighters:
fighter g1 "Goblin 1" str -1 dex 1 spd 1 wits 2 melee 1 hold dagger
fighter g2 "Goblin 2" str -1 dex 1 spd 1 wits 1 melee 1 hold dagger
fighter g3 "Goblin 3" str -1 dex 1 spd 1 wits 0 melee 1 hold dagger
`
	for _, tc := range []struct {
		name   string
		guards []string
		aps    []int
		tns    []int // 7 + Dexterity 1 + Melee 2 + the item's Bonus + the Penalty
	}{
		{"buckler after the first", []string{"longsword", "buckler", "buckler", "buckler", "buckler"},
			[]int{1, 0, -1, -2, -3}, []int{11, 12, 12, 11, 10}},
		{"only the longsword", []string{"longsword", "longsword", "longsword", "longsword", "longsword"},
			[]int{1, -1, -3, -5, -7}, []int{11, 11, 10, 8, 6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var dice []int
			for _, tn := range tc.tns {
				r := tn - 2 // the goblins add Dexterity 1 + Melee 1
				dice = append(dice, r/2, r-r/2)
			}
			g := board(t, src, dice...)
			wantAP(t, g, "start", "A", 3)
			for n, gob := range []byte("bcdbc") {
				do(t, g, string(gob)+" attack A dagger")
				if g.Phase() != PhaseDefend {
					t.Fatalf("attack %d: Sindon holds a longsword and a buckler and should choose\n%s", n+1, g.Describe())
				}
				evs := do(t, g, "A defend "+tc.guards[n])
				wantAP(t, g, "attack "+string(gob), "A", tc.aps[n])
				if r := find(t, evs, EvRolled); r.TN != tc.tns[n] {
					t.Fatalf("attack %d: TN %d, want %d: %s", n+1, r.TN, tc.tns[n], r.Text)
				}
				do(t, g, string(gob)+" neither")
			}
		})
	}
}

// TestToesplint checks the seed's armour example: "Toesplint has leather
// armour (DR 3) and 5 FPs. A basilisk tramples over him, inflicting 10
// Damage. The player mentally subtracts 3 Damage for the armour, then
// removes all 5 FPs, and finally accepts 2 Damage. The next round, the
// basilisk inflicts 7 Damage more with a bite. The character has no more
// FPs, so the player has to accept 4 Damage."
func TestToesplint(t *testing.T) {
	if lost, fp := Absorb(10, 3, 5); lost != 2 || fp != 5 {
		t.Fatalf("10 Damage, DR 3, 5 FP: %d HP and %d FP lost, want 2 and 5", lost, fp)
	}
	g := board(t, `
map:
Ta

legend:
T: toesplint
a: basilisk
`,
		4, 5, 3, 4, // the basilisk rolls 9 + 2 = 11 against TN 10 (a margin under leather's Covering 3); 2D6+3 = 10
		4, 5, 2, 2) // the next round: 11 again; 2D6+3 = 7
	if got := Convert(g.DamageOf(1, g.lvl.Pack.Item("bite"))).String(); got != "2D6+3" {
		t.Fatalf("the basilisk's bite is %s, want 2D6+3", got)
	}
	do(t, g, "T hold")
	evs := do(t, g, "a attack T bite")
	if d := find(t, evs, EvDamage); d.Amount != 10 || d.HP != 2 || g.f[0].FP != 0 || g.f[0].HP != 3 {
		t.Fatalf("10 Damage should cost 5 FP and 2 HP: %s", d.Text)
	}
	do(t, g, "a hold")
	if g.Round() != 2 {
		t.Fatalf("round %d, want 2", g.Round())
	}
	do(t, g, "T hold")
	evs = do(t, g, "a attack T bite")
	if d := find(t, evs, EvDamage); d.Amount != 7 || d.HP != 4 || g.f[0].HP != -1 || g.f[0].Status != Fallen {
		t.Fatalf("7 Damage with no FP left should cost 4 HP and fell him: %s", d.Text)
	}
}
