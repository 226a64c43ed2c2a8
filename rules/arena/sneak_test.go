package arena

import (
	"strings"
	"testing"
)

// sneakBoard: side 1 ambushes at TN 4, so the guards of side 2 begin
// unaware when the ambush succeeds; the burglar (Dexterity 1, Stealth 1)
// stands behind a sleeper in leather.
const sneakBoard = `
ambush: 1 tn 4

map:
Ab0
00c

legend:
A: burglar
b: sleeper
c: sleeper

fighters:
fighter burglar "Burglar" str 0 dex 1 spd 0 wits 0 melee 1 stealth 1 hold dagger carry greatsword
fighter sleeper "Sleeper" str 2 dex 0 spd 0 wits 0 melee 1 armour leather hold longsword
`

// TestSneakAttackTie checks the seed's example: "The player rolls
// Dexterity + Stealth at TN 7. The result is a tie, so the player rolls
// Damage, and the total is 8." The burglar's dagger deals 4 + 1 + the
// sneak attack's 2 = 7 (1D6+3): a 5 makes 8. "If successful, the sneak
// attack deals standard Damage with a +2 Bonus, and provides an automatic
// vital shot": the leather's DR 3 does not count. Ruling: on the tie the
// blow lands but everyone notices ("as his wife screams").
func TestSneakAttackTie(t *testing.T) {
	g := board(t, sneakBoard,
		6, 6, // the ambush: 12 + 1 against TN 4, the sleepers are unaware
		2, 3, 5) // 5 + 2 = 7 on TN 7 exactly; 1D6+3 = 8
	if !g.f[1].Cond.Has(Unaware) || !g.f[2].Cond.Has(Unaware) {
		t.Fatal("the ambush should leave the sleepers unaware")
	}
	if got := g.SneakBonus(0, g.lvl.Pack.Item("dagger"), 1); got != 2 {
		t.Fatalf("sneaking with a dagger: Dexterity 1 + Stealth 1 + 0 = 2, got %d", got)
	}
	if got := g.SneakBonus(0, g.lvl.Pack.Item("greatsword"), 1); got != 0 {
		t.Fatalf("\"every weapon's attack Bonus becomes a Penalty\": the greatsword's +2 is -2, so 0; got %d", got)
	}
	o, err := g.Odds(Action{Kind: Sneak, Who: 'A', Target: 'b', Item: "dagger"})
	if err != nil || o.Cases[0].Outcomes[1].Count != 4 {
		t.Fatalf("4 of 36 rolls meet TN 7 with +2 (a 5): %+v %v", o, err)
	}
	evs := do(t, g, "A sneak b dagger")
	if r := find(t, evs, EvSneak); r.Amount != 7 || r.TN != 7 {
		t.Fatalf("the roll: %s", r.Text)
	}
	d := find(t, evs, EvDamage)
	if d.Amount != 8 || d.HP != 8 || !strings.Contains(d.Text, "round the armour") {
		t.Fatalf("the total is 8, a vital shot through the leather: %s", d.Text)
	}
	find(t, evs, EvNoticed)
	if g.f[2].Cond.Has(Unaware) {
		t.Fatal("on the tie everyone notices")
	}
}

// TestSneakAttackQuiet checks a sneak attack that beats the TN: only its
// victim notices; and one that fails: no Damage, and the victim notices.
// "Sneak attacks do nothing when people have their guard up": an aware
// fighter cannot be sneak attacked.
func TestSneakAttackQuiet(t *testing.T) {
	g := board(t, sneakBoard,
		6, 6, // the ambush succeeds
		6, 6, 1, // 12 + 2 beats TN 7: 1D6+3 = 4, vital
		1, 1) // his next try rolls 2 + 2 under TN 7
	do(t, g, "A sneak b dagger")
	if g.f[1].Cond.Has(Unaware) || !g.f[2].Cond.Has(Unaware) {
		t.Fatal("only the victim of a quiet sneak attack notices")
	}
	if g.f[1].HP != 8-4 {
		t.Fatalf("the sleeper should lose 4 HP through the leather: %d", g.f[1].HP)
	}
	do(t, g, "b hold") // awake now, the sleeper acts (3 AP)
	illegal(t, g, "A sneak b dagger")
	do(t, g, "A move b2")
	evs := do(t, g, "A sneak c dagger")
	for _, e := range evs {
		if e.Kind == EvDamage {
			t.Fatalf("a failed sneak attack deals nothing: %s", e.Text)
		}
	}
	if g.f[2].Cond.Has(Unaware) {
		t.Fatal("the victim of a failed sneak attack notices")
	}
}
