package arena

import (
	"testing"
)

// TestShotDistance checks "Distance adds +1 to the TN for every 5 steps.
// So targeting a griffin 20 steps away would increase the TN by 4, which
// brings the TN from the default 7, up to TN 11", against a dumb animal,
// who does not dodge ("the TN to hit them begins at 7"), nor pay for it.
func TestShotDistance(t *testing.T) {
	g := board(t, `
map:
A0000000000000000000a

legend:
A: gobarcher
a: basilisk
`, 4, 5, 6, 6)
	i, j := g.ByID('A'), g.ByID('a')
	if tn := g.ShotTN(i, j, 0); tn != 11 {
		t.Fatalf("a dumb animal 20 steps away: TN %d, want 11", tn)
	}
	evs := do(t, g, "A shoot a shortbow")
	wantAP(t, g, "a short bow costs 1 and 1 more for reloading", "Aa", 2, 3)
	if r := find(t, evs, EvRolled); r.Amount != 4+5+2+2 || r.TN != 11 {
		t.Fatalf("Dexterity 2 + Projectiles 2 + 9 against TN 11: %s", r.Text)
	}
	// 13 is 2 over TN 11, short of the hide's Covering 5: DR 4 stands.
	if d := find(t, evs, EvDamage); d.Amount != 6+1 || d.HP != 7-4 {
		t.Fatalf("the short bow's 1D6+1 (no Strength: ruling) less DR 4: %s", d.Text)
	}
}

// TestDodge checks "Characters Dodge Missiles by spending an AP and
// rolling Speed + Vigilance ... Characters with 0 APs duck or block without
// moving. Characters with a shield can add the shield's Bonus."
func TestDodge(t *testing.T) {
	g := board(t, `
map:
A000b0c

legend:
A: gobarcher
b: sindon
c: dodger

fighters:
fighter dodger "Dodger" str 0 dex 0 spd 0 wits 0 vigilance 2
`, 3, 3, 3, 3)
	a, b, c := g.ByID('A'), g.ByID('b'), g.ByID('c')
	if tn := g.ShotTN(a, b, 0); tn != 7+0+0+2 {
		t.Fatalf("Sindon dodges with Speed 0, Vigilance 0 and his buckler's +2: TN %d", tn)
	}
	if tn := g.ShotTN(a, c, 0); tn != 7+1+0+2 {
		t.Fatalf("the Dodger 6 steps away (+1) dodges with Speed 0, Vigilance 2: TN %d", tn)
	}
	if g.canShoot(a, c, g.lvl.Pack.Item("shortbow")) {
		t.Fatal("Sindon stands in the line to the Dodger: the shot is blocked")
	}
	do(t, g, "A shoot b shortbow")
	wantAP(t, g, "Sindon pays 1 AP to dodge", "b", 2)
}

// TestFumble checks "Rolling a Tie means fumbling the missile, but keeping
// it in hand, ready to use again ... Fumbling with a missile means spending
// only 1 AP"; that a thrown javelin deals "the weapon's normal Damage minus
// 2" and leaves the hand ("Anyone using projectiles will be 'unarmed' once
// they actually use the missile"); and that a crossbow fires once
// ("most fights will allow people to use their crossbow only once").
func TestFumble(t *testing.T) {
	g := board(t, `
map:
A00a

legend:
A: thrower
a: sentinel

fighters:
fighter thrower "Thrower" str 0 dex 1 spd 2 wits 0 melee 1 projectiles 1 hold javelin hold crossbow
`,
		1, 2, // 3 + 3 against TN 6 (the Sentinel's Speed -1): a fumble
		6, 6, 4, // 12 + 3 against TN 6: 9 over plate's Covering 4, a vital shot; 1D6 = 4
		1, 1, // the crossbow: 2 + 4 against TN 6 (the Sentinel on 0 AP): a fumble
		1, 2, 1, 1) // 3 + 4 against TN 5 (the Sentinel on -1 AP); 2D6 = 2, less DR 5
	a := g.ByID('A')
	jav := g.lvl.Pack.Item("javelin")
	if got := Convert(g.ShotDamage(a, jav)).String(); got != "1D6" {
		t.Fatalf("a thrown javelin deals %s, want 1D6 (4 + 2 Damage - 2)", got)
	}
	if got := Convert(g.DamageOf(a, jav)).String(); got != "1D6+2" {
		t.Fatalf("a javelin in melee deals %s, want 1D6+2", got)
	}
	do(t, g, "A shoot a javelin")
	wantAP(t, g, "a fumble costs 1 AP; the dodge 1", "Aa", 4, 1)
	if g.heldHand(a, "javelin") < 0 {
		t.Fatal("a fumbled javelin stays in hand")
	}
	evs := do(t, g, "A shoot a javelin")
	if d := find(t, evs, EvDamage); d.HP != 4 || fighter(t, g, 'a').HP != 4 {
		t.Fatalf("the javelin's 4 Damage goes round the plate: %s", d.Text)
	}
	if g.heldHand(a, "javelin") >= 0 {
		t.Fatal("a thrown javelin is gone from the hand")
	}
	do(t, g, "A shoot a crossbow")
	wantAP(t, g, "the crossbow fumbles for 1 AP", "Aa", 2, -1)
	evs = do(t, g, "A shoot a crossbow")
	if d := find(t, evs, EvDamage); d.HP != 0 {
		t.Fatalf("the crossbow's 2D6 = 2 is stopped by plate's DR 5: %s", d.Text)
	}
	if g.Current() == a {
		illegal(t, g, "A shoot a crossbow")
	}
	if !fighter(t, g, 'A').Fired {
		t.Fatal("the crossbow has fired")
	}
}

// TestShotOdds checks that a shot's odds count 36 rolls and every roll of
// the Damage dice.
func TestShotOdds(t *testing.T) {
	g := board(t, `
map:
A0000a

legend:
A: gobarcher
a: goblin
`, 1, 2)
	o, err := g.Odds(Action{Kind: Shoot, Who: 'A', Target: 'a', Item: "shortbow"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range o.Cases {
		var n uint64
		for _, ch := range c.Outcomes {
			n += ch.Count
		}
		if n != c.Total {
			t.Fatalf("%s: %d of %d", c.Condition, n, c.Total)
		}
	}
	if o.Cases[0].Total != 36 || o.Cases[1].Total != 36*6 {
		t.Fatalf("totals %d, %d", o.Cases[0].Total, o.Cases[1].Total)
	}
}

// TestShotLine checks the rulings on what may be shot: not an enemy
// within a step (they fight in melee), not through a wall.
func TestShotLine(t *testing.T) {
	g := board(t, `
map:
Ab000
00#0c

legend:
A: gobarcher
b: goblin
c: goblin
`, 1, 2)
	bow := g.lvl.Pack.Item("shortbow")
	if g.canShoot(g.ByID('A'), g.ByID('b'), bow) {
		t.Fatal("the goblin within a step is fought in melee, not shot")
	}
	g.f[g.ByID('b')].At.Y = 0
	g.f[g.ByID('b')].At.X = 4
	if g.canShoot(g.ByID('A'), g.ByID('c'), bow) {
		t.Fatal("the wall at c2 stands between a1 and e2")
	}
	if !g.canShoot(g.ByID('A'), g.ByID('b'), bow) {
		t.Fatal("e1 is in plain sight of a1")
	}
}
