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

// The other races' traits are original; each is checked once here.
func TestBattleFrenzyMakesTheNextHitVital(t *testing.T) {
	g := game(t, chasmHall, pct(40)...) // Grak the half-orc: Attack 70
	g.minis[g.MiniByID('g')].At = sq("c1")
	g.minis[g.MiniByID('A')].At = sq("d1")
	g.reoccupy()
	do(t, g, "A trait 1")
	evs := do(t, g, "A fight g")
	if b := find(evs, EvAttack)[0].Blow; !b.Vital || b.Wounds != 2 || b.Defends {
		t.Fatalf("40 against 70 with Battle Frenzy is a Vital Hit: %+v", b)
	}
}

func TestThickSkullAndScaledHideAndSleepSong(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+
|A K F g|
+-+-+-+-+
legend:
A: hero grak
K: hero kaarth
F: hero faelar
g: enemy orc
`, pct(10, 90)...)
	do(t, g, "F trait 1 g") // Sleep Song: the orc misses its next turn
	if !mini(t, g, 'g').Asleep {
		t.Fatal("the orc should sleep")
	}
	evs := do(t, g, "F end", "K end", "A end")
	if len(find(evs, EvAttack)) != 0 || !strings.Contains(texts(evs), "asleep") {
		t.Fatalf("the orc slept through its turn:\n%s", texts(evs))
	}
	// Round 2: Faelar's Thick Skull is not his; Kaarth's Scaled Hide is.
	do(t, g, "K trait 1", "K end")
	mini(t, g, 'F').Health = 5
	g.minis[g.MiniByID('F')].Ward |= wardMiss
	evs = do(t, g, "F end", "A end")
	if !strings.Contains(texts(evs), "misses: Thick Skull") {
		t.Fatalf("the orc's attack at Faelar misses:\n%s", texts(evs))
	}
	k := g.MiniByID('K')
	before := g.minis[k].Health
	g.wound(nil, -1, k, 2)
	if g.minis[k].Health != before-1 || g.minis[k].Ward&wardWound != 0 {
		t.Fatalf("Scaled Hide turns 1 of 2 wounds aside: %d to %d", before, g.minis[k].Health)
	}
}

func TestCheeryWordBefriendsAHumanoidNotAUnique(t *testing.T) {
	g := game(t, `
map:
+-+-+-+
|k T b|
+-+-+-+
legend:
T: hero tobin
k: enemy kobold
b: enemy bone-king
`)
	if why := refuse(t, g, "T trait 1 b"); !strings.Contains(why, "Unique") {
		t.Fatal(why)
	}
	do(t, g, "T trait 1 k")
	if !mini(t, g, 'k').Gone {
		t.Fatal("the kobold is befriended: defeated")
	}
	refuse(t, g, "T trait 1 b")
}

func TestArcaneBloodIsAlwaysInEffect(t *testing.T) {
	g := game(t, "map:\n+-+-+\n|V g|\n+-+-+\nlegend:\nV: hero vex\ng: enemy goblin\n")
	if why := refuse(t, g, "V trait 1"); !strings.Contains(why, "always in effect") {
		t.Fatal(why)
	}
	if k := g.kits[g.MiniByID('V')]; k.SpellsLeft[Arcane] != 1 {
		t.Fatalf("Vex the Deviling adventurer has %d arcane spells, want 1", k.SpellsLeft[Arcane])
	}
}
