package arena

import "testing"

// TestImpromptuThrow checks "Impromptu Thrown Weapons ... the weapon
// receives a -2 Penalty to hit and -2 Damage. Longswords don't make great
// projectiles, but they deal 1D6+2 Damage when used in combat, so they can
// inflict 1D6 when thrown"; and that the sword, once thrown, is gone
// ("Anyone using projectiles will be 'unarmed' once they actually use the
// missile").
func TestImpromptuThrow(t *testing.T) {
	g := board(t, `
map:
A00a

legend:
A: thrower
a: basilisk

fighters:
fighter thrower "Thrower" str 0 dex 1 spd 1 wits 0 projectiles 1 hold longsword hold round
`, 4, 4, 6)
	i, k := g.ByID('A'), g.lvl.Pack.Item("longsword")
	if got := Convert(g.DamageOf(i, k)).String(); got != "1D6+2" {
		t.Fatalf("the longsword in combat: %s", got)
	}
	if got := Convert(g.ShotDamage(i, k)).String(); got != "1D6" {
		t.Fatalf("the longsword thrown: %s, want 1D6", got)
	}
	if got := g.ShotBonus(i, k, 0); got != 1+1+1-2 {
		t.Fatalf("throwing a longsword at %+d, want +1 (-2 for an impromptu throw)", got)
	}
	illegal(t, g, "A shoot a longsword")
	illegal(t, g, "A throw a round")
	evs := do(t, g, "A throw a longsword")
	// 4+4+1 = 9 beats the basilisk's TN 7; 1D6 = 6 less its hide's DR 4.
	if d := find(t, evs, EvDamage); d.Amount != 6 || d.HP != 2 {
		t.Fatalf("the thrown sword: %s", d.Text)
	}
	wantAP(t, g, "a throw costs the sword's Weight", "A", 2)
	if g.heldHand(i, "longsword") >= 0 {
		t.Fatal("the thrown sword should be gone")
	}
}
