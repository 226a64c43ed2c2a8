package battleaxe

import (
	"strings"
	"testing"
)

// "Even though a hero may be able to access 6 spell cards, he can only cast
// as many spells as shown on the Console. When the number of Spells on the
// Console is zero, he cannot cast any more spells." Thomas, a paladin, has
// 1 holy spell: after Heal, Lay on Hands is refused in the next round,
// though he has not cast that card. "Spell cards cannot be exchanged
// between heroes": no trade moves one.
func TestSeedSpellsToCastRunOutAndCannotBeExchanged(t *testing.T) {
	g := game(t, spellRoom)
	a := mini(t, g, 'A')
	a.Health = 2
	do(t, g, "A cast heal A")
	if k := g.HeroKit(g.MiniByID('A')); k.SpellsLeft[Holy] != 0 {
		t.Fatalf("holy spells left after one: %d", k.SpellsLeft[Holy])
	}
	do(t, g, "A end", "T end", "P end")
	for g.pend.valid { // an enemy's blow waits for a hero's luck: he keeps the roll
		do(t, g, string(g.minis[g.pend.def].ID)+" accept")
	}
	if g.round != 2 {
		t.Fatalf("round %d", g.round)
	}
	a.Health = 2 // whatever the enemies did, he needs healing
	if why := refuse(t, g, "A cast lay-on-hands A"); !strings.Contains(why, "no holy spells left") {
		t.Fatal(why)
	}
	// Torvik, a priest, stands beside Thomas: his spell cards are not items.
	if why := refuse(t, g, "T trade A give heal"); !strings.Contains(why, "has no heal") {
		t.Fatalf("a spell card was traded: %s", why)
	}
}
