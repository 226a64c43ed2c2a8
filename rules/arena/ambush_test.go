package arena

import (
	"strings"
	"testing"
)

// ambushBoard: side 1 (Dexterity + Stealth 0 and 1) lies in ambush at
// TN 10.
const ambushBoard = `
ambush: 1 tn 10

map:
A000a
B000b

legend:
A: scout
B: lout
a: g1
b: g2

fighters:
fighter g1 "Goblin 1" str 0 dex 1 spd 1 wits 1 melee 1 hold dagger
fighter g2 "Goblin 2" str 0 dex 1 spd 1 wits 0 melee 1 hold dagger
fighter scout "Scout" str 0 dex 1 spd 1 wits 1 melee 1 hold dagger
fighter lout "Lout" str 0 dex 0 spd 1 wits 0 melee 1 hold dagger
`

// TestAmbushFails checks "If the PCs roll a total of '6' at TN 10, they
// each lose 4 APs on the first round." Ruling: the ambushers roll once,
// with the lowest Dexterity + Stealth among them (the lout's 0).
func TestAmbushFails(t *testing.T) {
	g := board(t, ambushBoard, 3, 3, 6, 1) // then round 2's initiative: the scout and goblin 1 tie, 1D6 each
	if got := g.AmbushBonus(); got != 0 {
		t.Fatalf("the ambush's Bonus is the lout's 0, got %d", got)
	}
	wantAP(t, g, "the first round", "ABab", 0, 0, 4, 4)
	for i := range g.f {
		if g.f[i].Cond.Has(Unaware) {
			t.Fatalf("a failed ambush leaves %s aware", g.Name(i))
		}
	}
	if g.Current() != g.ByID('a') {
		t.Fatalf("the goblins act first: %s", g.Describe())
	}
	do(t, g, "a hold")
	do(t, g, "b hold")
	wantAP(t, g, "the second round", "ABab", 4, 4, 4, 4)
}

// TestAmbushSucceeds checks "On a success, the scene plays out as
// planned": the goblins begin unaware (ruling), do not act until they
// notice the fight (attacked, shot at, or the first round over), and
// cannot turn to face an attacker.
func TestAmbushSucceeds(t *testing.T) {
	g := board(t, ambushBoard, 6, 5, 6, 1) // then round 2's initiative: the scout and goblin 1 tie, 1D6 each
	for _, id := range "ab" {
		if f := fighter(t, g, byte(id)); !f.Cond.Has(Unaware) {
			t.Fatalf("%c should be unaware", id)
		}
	}
	if g.canTurn(g.ByID('a')) {
		t.Fatal("an unaware fighter does not turn to face an attacker")
	}
	do(t, g, "A hold")
	do(t, g, "B hold")
	if g.Round() != 2 {
		t.Fatalf("with the goblins unaware and the ambushers holding, round 1 ends: round %d", g.Round())
	}
	for _, id := range "ab" {
		if f := fighter(t, g, byte(id)); f.Cond.Has(Unaware) {
			t.Fatalf("%c should notice the fight when the second round begins", id)
		}
	}
}

// TestAmbushLine checks the level line "ambush: <side> tn <TN>".
func TestAmbushLine(t *testing.T) {
	for _, bad := range []string{"ambush: 3 tn 10", "ambush: 1 10", "ambush: 1 tn x", "ambush: 1 tn 99"} {
		src := strings.Replace("title: T\nside 1: L\nside 2: D\nX\nmap:\nAa\nlegend:\nA: scout\na: goblin\nfighters:\nfighter scout \"Scout\" str 0 dex 1 spd 1 wits 0\n", "X", bad, 1)
		if _, err := ParseLevel("t", "t.txt", []byte(src)); err == nil || !strings.Contains(err.Error(), "ambush") {
			t.Errorf("%q: %v, want an error about the ambush", bad, err)
		}
	}
}
