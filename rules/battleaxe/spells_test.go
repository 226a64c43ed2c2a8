package battleaxe

import (
	"strings"
	"testing"
)

const spellRoom = `
map:
+-+-+-+-+-+-+-+
|A T . . . . s|
+ + + + + + + +
|. . . P . . w|
+-+-+-+-+-+-+-+
legend:
A: hero thomas
T: hero torvik
P: hero pim
s: enemy skeleton
w: enemy bone-king
`

// "At the start of a campaign there are 6 arcane, 6 holy and 6 nature spell
// cards."
func TestSeedSixCardsOfEachSpellType(t *testing.T) {
	var n [3]int
	for _, s := range std(t).Spells {
		n[s.Type]++
	}
	if n != [3]int{6, 6, 6} {
		t.Fatalf("arcane, holy, nature cards: %v", n)
	}
}

// "Touch spells: when a spell card says that the spellcaster must touch
// another hero, they must be adjacent." "A hero can cast each spell just
// once during a quest"
func TestSeedTouchSpellNeedsAdjacencyAndEachCardOnce(t *testing.T) {
	g := game(t, spellRoom)
	mini(t, g, 'A').Health = 2
	mini(t, g, 'P').Health = 2
	do(t, g, "T cast heal A")
	if mini(t, g, 'A').Health != 5 {
		t.Fatalf("Heal gives 3: %d", mini(t, g, 'A').Health)
	}
	do(t, g, "T end")
	if why := refuse(t, g, "T cast heal P"); !strings.Contains(why, "cast Heal this quest") && !strings.Contains(why, "had his turn") {
		t.Fatal(why)
	}
	g = game(t, spellRoom)
	mini(t, g, 'P').Health = 2
	if why := refuse(t, g, "T cast lay-on-hands P"); !strings.Contains(why, "must be adjacent") {
		t.Fatal(why)
	}
	// Thomas, a paladin, has one holy spell; Pim, a wizard, no holy ones.
	if why := refuse(t, g, "P cast heal P"); !strings.Contains(why, "no access to holy") {
		t.Fatal(why)
	}
}

// "Distance spells: ... there must be Clear Sight between the spellcaster
// and the target ... except that a spell can be cast if the caster is
// adjacent to an enemy. The enemy cannot defend against a spell." "a
// spell that affects 'Undead' will work against a skeleton that has
// 'Undead' on its card. However a large, deformed skeleton might show
// 'Unique' meaning that it is not affected by the spell."
func TestSeedDistanceSpellsAndUniqueEnemies(t *testing.T) {
	g := game(t, spellRoom)
	do(t, g, "T cast turn-undead s")
	if !mini(t, g, 's').Gone {
		t.Fatal("Turn Undead (3 wounds, no defence) destroys the skeleton")
	}
	g = game(t, spellRoom)
	if why := refuse(t, g, "T cast turn-undead w"); !strings.Contains(why, "only Undead") {
		t.Fatal(why)
	}
	do(t, g, "P cast firebolt w")
	if mini(t, g, 'w').Health != 4 {
		t.Fatal("Firebolt does 1 wound to the Bone King")
	}
	// Adjacent to an enemy, a wizard still casts.
	g = game(t, strings.Replace(spellRoom, "|. . . P . . w|", "|. . . P w . .|", 1))
	do(t, g, "P cast firebolt w")
}
