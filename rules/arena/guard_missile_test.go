package arena

import (
	"strings"
	"testing"
)

// shotBoard: Hulkiss (A) guards Toesplint (C) from a goblin archer (b)
// five steps off (+1 to each TN).
const shotBoard = `
map:
C0000b
A00000

legend:
A: hulkiss
C: toesplint
b: archer

fighters:
fighter archer "Archer" str 0 dex 2 spd 0 wits 1 projectiles 2 hold shortbow
`

// TestGuardAgainstMissiles checks "This includes missile attacks only if
// you could otherwise evade them": the shot must beat the guardian's
// dodge (TN 7 + 1 + Speed 1 = 9) and then Toesplint's (7 + 1 + Speed 1 +
// Vigilance 1 = 10); both dodge for 1 AP.
func TestGuardAgainstMissiles(t *testing.T) {
	g := board(t, shotBoard,
		4, 4, // 8 + 4 = 12: past Hulkiss (9), and over Toesplint's 10 by 2
		3) // the short bow's 1D6+1 = 4; leather's DR 3 (a Margin of 2 < its Covering 3) leaves 1, a Fate Point
	do(t, g, "C hold")
	do(t, g, "A guard C")
	o, err := g.Odds(Action{Kind: Shoot, Who: 'b', Target: 'C', Item: "shortbow"})
	if err != nil || !strings.Contains(o.Cases[0].Condition, "2D6+4 against Hulkiss (A)'s TN 9, then Toesplint (C)'s TN 10") {
		t.Fatalf("the shot's odds go through the guardian: %+v %v", o, err)
	}
	evs := do(t, g, "b shoot C shortbow")
	find(t, evs, EvPast)
	if d := find(t, evs, EvDamage); d.Other != int8(g.ByID('C')) || d.Amount != 4 || fighter(t, g, 'C').FP != 4 {
		t.Fatalf("Toesplint should take 4, DR 3, 1 Fate Point: %s", d.Text)
	}
	wantAP(t, g, "both dodged; the archer paid 2", "ACb", 2, 3, 1)
}

// TestGuardMissileFumble checks a shot meeting the guardian's TN: a fumble
// (1 AP), Toesplint untouched and not dodging.
func TestGuardMissileFumble(t *testing.T) {
	g := board(t, shotBoard, 2, 3) // 5 + 4 = 9 on Hulkiss's TN
	do(t, g, "C hold")
	do(t, g, "A guard C")
	evs := do(t, g, "b shoot C shortbow")
	if e := find(t, evs, EvTie); !strings.Contains(e.Text, "fumbles") {
		t.Fatalf("a fumble: %s", e.Text)
	}
	wantAP(t, g, "only the guardian dodged; a fumble costs 1", "ACb", 2, 4, 2)
}

// TestDumbGuardian checks that a guardian which cannot evade missiles
// ("Dumb Animals have no idea they should dodge") does not guard against
// them.
func TestDumbGuardian(t *testing.T) {
	g := board(t, shotBoard)
	g.f[0].Guards = int8(g.ByID('C'))
	if g.missileGuardian(2, g.ByID('C')) != 0 {
		t.Fatal("Hulkiss should guard against the shot")
	}
	g.Prof(0).Dumb = true // this level's own copy of the pack
	if g.missileGuardian(2, g.ByID('C')) != -1 {
		t.Fatal("a dumb guardian does not evade, so does not guard against a shot")
	}
	g.Prof(0).Dumb = false
	g.f[0].Cond |= Unaware
	if g.missileGuardian(2, g.ByID('C')) != -1 {
		t.Fatal("an unaware guardian does not evade, so does not guard against a shot")
	}
}
