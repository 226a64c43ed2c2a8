package battleaxe

import (
	"strings"
	"testing"
)

// "Attacking Flurry - you unleash several attacks. When Fighting, you get 1
// extra attack for 1 Turn. You can only use this trait once per Quest."
func TestSeedAttackingFlurryGivesOneExtraAttackOncePerQuest(t *testing.T) {
	g := game(t, duel, pct(90, 90, 90)...)
	do(t, g, "A fight g", "A trait 1", "A fight g", "A fight g")
	refuse(t, g, "A fight g")
	if why := refuse(t, g, "A trait 1"); !strings.Contains(why, "used Attacking Flurry") {
		t.Fatal(why)
	}
}

// "Run for It - ... You add +10 to your speed for 1 turn. You may apply this
// after rolling the D6 for movement."
func TestSeedRunForItAddsTenAfterTheRoll(t *testing.T) {
	g := game(t, drawRoom(10, 4, map[string]byte{"a1": 'A', "j4": 'g'})+"legend:\nA: hero thomas\ng: enemy goblin\n", 1)
	if why := refuse(t, g, "A trait 2"); !strings.Contains(why, "after rolling") {
		t.Fatal(why)
	}
	do(t, g, "A move b1", "A trait 2")
	if al := g.turn.allowance; al != 17 {
		t.Fatalf("allowance %d, want 6 + 1 + 10", al)
	}
	refuse(t, g, "A trait 2")
}

func TestOtherRacesTraitsWaitForTheTable(t *testing.T) {
	g := game(t, chasmHall)
	if why := refuse(t, g, "A trait 1"); !strings.Contains(why, "only the Human traits") {
		t.Fatal(why)
	}
}
