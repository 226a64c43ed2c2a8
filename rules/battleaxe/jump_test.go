package battleaxe

import (
	"strings"
	"testing"
)

// "1) A short wizard has no adjustments and so must roll 60% or less. 2) A
// short Adventurer (+10%) must roll 70% or less. 3) A tall (+10%) Barbarian
// (+20%) must roll 90% or less."
func TestSeedChasmShortWizard60ShortAdventurer70TallBarbarian90(t *testing.T) {
	for _, tc := range []struct {
		role string
		tall bool
		want int
	}{
		{"wizard", false, 60}, {"adventurer", false, 70}, {"barbarian", true, 90},
		{"burglar", false, 80}, {"fighter", true, 90}, {"paladin", true, 70}, {"priest", false, 60},
	} {
		if got := JumpChance(tc.role, tc.tall); got != tc.want {
			t.Errorf("%s tall %v: %d%%, want %d%%", tc.role, tc.tall, got, tc.want)
		}
	}
}

const chasmHall = `
map:
+-+-+-+-+-+
|. . ~ . g|
+ + + + + +
|P A ~ . .|
+-+-+-+-+-+
legend:
A: hero grak
P: hero pim
g: enemy goblin
`

// "The Player rolls D100 and succeeds if 60% or less." "If you fail you fall
// out of sight and die."
func TestSeedChasmJumpSucceedsAtOrUnderTheChanceFailureIsDeath(t *testing.T) {
	g := game(t, chasmHall, pct(90)...) // a tall barbarian: 90%
	do(t, g, "A jump d2")
	if m := mini(t, g, 'A'); m.At != sq("d2") || m.Gone {
		t.Fatalf("Grak at %s gone %v", m.At, m.Gone)
	}
	g = game(t, chasmHall, pct(91)...)
	evs := do(t, g, "A jump d2")
	if m := mini(t, g, 'A'); !m.Gone || !m.Dead() || len(find(evs, EvFell)) != 1 {
		t.Fatalf("Grak should fall and die: %+v\n%s", m, texts(evs))
	}
	g = game(t, chasmHall)
	if why := refuse(t, g, "P jump d2"); !strings.Contains(why, "beside the chasm") {
		t.Fatal(why)
	}
	refuse(t, g, "A jump e2")
	refuse(t, g, "A move c2")
}

// "If the Health falls to zero the hero falls unconscious. If the Health
// falls below zero the hero is dead"
func TestSeedZeroHealthUnconsciousBelowZeroDead(t *testing.T) {
	g := game(t, duel)
	i := g.MiniByID('A')
	g.minis[i].Health = 1
	g.wound(nil, -1, i, 1)
	if m := g.minis[i]; m.Conscious() || m.Dead() {
		t.Fatalf("at 0: conscious %v dead %v", m.Conscious(), m.Dead())
	}
	if why := refuse(t, g, "A face E"); !strings.Contains(why, "unconscious") {
		t.Fatal(why)
	}
	g.wound(nil, -1, i, 1)
	if m := g.minis[i]; !m.Dead() {
		t.Fatal("below 0 is dead")
	}
}

func TestDoorsOpenAndCloseAsAnAction(t *testing.T) {
	g := game(t, `
map:
+-+-+-+
|A . .|
+#+-+-+
|. . g|
+-+-+-+
legend:
A: hero thomas
g: enemy goblin
`)
	do(t, g, "A open S")
	if g.board.EdgeBetween(sq("a1"), sq("a2")) != DoorOpen {
		t.Fatal("door not open")
	}
	// "a hero cannot open and close a door in the same turn"
	refuse(t, g, "A close S")
	refuse(t, g, "A open E")
}

func TestNotationRoundTrips(t *testing.T) {
	for _, s := range []string{"A move b2 c3 aa12", "B fight g", "C shoot h", "A open N", "A close W", "A jump d2", "A face E", "A drink", "A pour B", "A trait 2", "A trait 1 g", "A luck attack", "A luck defence", "A luck roll", "A accept", "A hold dagger shortbow", "A hold", "A trade B give sword", "A trade B take sling rope", "A trade B give dagger take sword sling", "A carry B", "A drop c3", "A cast heal B", "A cast firebolt g", "A retreat", "A wear leather-armour", "A remove leather-armour-small", "A end"} {
		a, err := ParseAction(s)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if a.String() != s {
			t.Fatalf("%q reads back as %q", s, a.String())
		}
	}
	for _, s := range []string{"", "A", "A run", "A move", "A move b0", "A move B2", "A fight", "A fight gg", "A face X", "A end now", "AB end", "A jump b2 c2", "A trait 3", "A trait", "A trait 1 gg", "A trait 1 g h", "A luck", "A luck both", "A wear", "A wear a b", "A hold a b c", "A hold Sword", "A trade B", "A trade B give", "A trade B sword", "A trade 1 give x", "A carry", "A drop", "A drop c3 c4", "A cast heal", "A cast B heal", "A cast Heal B"} {
		if _, err := ParseAction(s); err == nil {
			t.Errorf("%q should not parse", s)
		}
	}
}

func TestMalformedActionsAreRefusedNotPanicking(t *testing.T) {
	g := game(t, chasmHall)
	for _, a := range []Action{{Kind: ActMove, Hero: 'A'}, {Kind: ActJump, Hero: 'A'}, {Kind: 99, Hero: 'A'}, {Kind: ActFight, Hero: 'g', Target: 'A'}} {
		before := g.snapshot()
		if _, err := g.Do(a); err == nil || string(before) != string(g.snapshot()) {
			t.Fatalf("%+v: %v", a, err)
		}
	}
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"A move b2 c3", "B fight g", "A face E", "A drink", "A pour B", "A trait 2", "A trait 1 g", "A luck attack", "A luck defence", "A luck roll", "A accept", "A hold dagger shortbow", "A hold", "A trade B give sword", "A trade B take sling rope", "A trade B give dagger take sword sling", "A carry B", "A drop c3", "A cast heal B", "A cast firebolt g", "A retreat", "A wear leather-armour", "A remove leather-armour-small", "A end"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			return
		}
		b, err := ParseAction(a.String())
		if err != nil || b.String() != a.String() {
			t.Fatalf("%q -> %q -> %v %q", s, a.String(), err, b.String())
		}
	})
}

func FuzzParseLevel(f *testing.F) {
	f.Add([]byte(chasmHall))
	f.Add([]byte(duel))
	f.Fuzz(func(t *testing.T, src []byte) {
		c, err := Standard()
		if err != nil {
			t.Fatal(err)
		}
		l, err := ParseLevel("f", "f.txt", src, c)
		if err != nil {
			return
		}
		d, _ := rulesDice(1)
		if _, err := NewGame(l, d); err != nil {
			t.Fatal(err)
		}
	})
}
