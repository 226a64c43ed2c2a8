package magewinds

import (
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

// Odds gives the exact damage distribution of an attack for each profile
// and each reaction the target could make (18.5). A Stormblade's Heavy
// Attack (Power 5, Precision 3) at an Ironclad in the open (Evasion 0,
// Armour 2): each die hits on 1-3, so k hits come up C(5,k)·3^5 times in
// 6^5, and the damage is the hits less 2.
func TestOddsOfAnAttack(t *testing.T) {
	g := arena(t, "stormblade / ironclad", "",
		"..........",
		"....A.a...",
	)
	odds, err := g.Odds(Action{Kind: KAttack, Fighter: "a1", Target: "b1", N: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(odds.Cases) != 6 {
		t.Fatalf("%d cases, want Light and Heavy against no reaction, Dodge and Deflect", len(odds.Cases))
	}
	var heavy *rules.OddsCase
	for i := range odds.Cases {
		c := &odds.Cases[i]
		var sum uint64
		for _, o := range c.Outcomes {
			sum += o.Count
		}
		if sum != c.Total || c.Total != 7776 && c.Total != 1296 {
			t.Errorf("%s: outcomes add up to %d of %d", c.Condition, sum, c.Total)
		}
		if strings.HasPrefix(c.Condition, "Heavy Attack, no reaction") {
			heavy = c
		}
	}
	if heavy == nil {
		t.Fatalf("no Heavy Attack without a reaction among %+v", odds.Cases)
	}
	want := []uint64{(1 + 5 + 10) * 243, 10 * 243, 5 * 243, 243}
	if len(heavy.Outcomes) != len(want) {
		t.Fatalf("Heavy Attack: %+v", heavy.Outcomes)
	}
	for d, n := range want {
		if heavy.Outcomes[d].Count != n || !strings.HasPrefix(heavy.Outcomes[d].Label, string(rune('0'+d))+" damage") {
			t.Errorf("Heavy Attack, %d damage: %s %d, want %d", d, heavy.Outcomes[d].Label, heavy.Outcomes[d].Count, n)
		}
	}
	if !strings.Contains(heavy.Note, "target number 3") || !strings.Contains(heavy.Note, "Armour 2") {
		t.Errorf("note %q", heavy.Note)
	}
	// the same in the game: the mean of ExpectedDamage matches
	if e := ExpectedDamage(5, 3, 2, 9); e != (10*1+5*2+1*3)*1000/32 {
		t.Errorf("expected damage %d thousandths", e)
	}
	if _, err := g.Odds(Action{Kind: KGuard, Fighter: "a1"}); err == nil {
		t.Error("a Guard has odds")
	}
	if _, err := g.Odds(Action{Kind: KAttack, Fighter: "a1", Target: "b1", N: 2}); err == nil {
		t.Error("odds of an attack the Stormblade does not have")
	}
}

// A damage that takes the target down is labelled so.
func TestOddsLabelTakedowns(t *testing.T) {
	g := arena(t, "stormblade / hawkeye", "",
		"..........",
		"....A.a...",
	)
	fighter(t, g, "b1").Damage = 4
	odds, err := g.Odds(Action{Kind: KAttack, Fighter: "a1", Target: "b1", N: 1})
	if err != nil {
		t.Fatal(err)
	}
	c := odds.Cases[0]
	if strings.Contains(c.Outcomes[0].Label, "taken down") || !strings.Contains(c.Outcomes[1].Label, "taken down") {
		t.Errorf("with 1 damage left: %+v", c.Outcomes)
	}
}

// Wither's odds: one die per card's worth, each 1-3 a damage.
func TestOddsOfWither(t *testing.T) {
	g := gravecaller(t)
	odds, err := g.Odds(Action{Kind: KCast, Fighter: "a1", Target: "b1", Spell: "wither", Cards: []cards.Card{card(t, "KC")}})
	if err != nil {
		t.Fatal(err)
	}
	if len(odds.Cases) != 1 {
		t.Fatalf("%+v", odds.Cases)
	}
	c := odds.Cases[0]
	if c.Total != 36 || len(c.Outcomes) != 3 || c.Outcomes[0].Count != 9 || c.Outcomes[1].Count != 18 || c.Outcomes[2].Count != 9 {
		t.Errorf("two dice hitting on 1-3 against no armour: %+v", c)
	}
}
