package battleaxe

import (
	"strings"
	"testing"
)

const potionRoom = `
map:
+-+-+-+-+
|A B . g|
+-+-+-+-+
legend:
A: hero thomas potions 1
B: hero luella
g: enemy orc
`

// "The player can also rotate his hero ... and drink a potion (if he has
// one)": free, so he still fights after.
func TestSeedDrinkingAPotionIsFree(t *testing.T) {
	g := game(t, potionRoom, pct(90)...)
	mini(t, g, 'A').Health = 3
	do(t, g, "A drink")
	if m := mini(t, g, 'A'); m.Health != 5 || m.Potions != 0 {
		t.Fatalf("health %d potions %d", m.Health, m.Potions)
	}
	refuse(t, g, "A drink")
	if why := refuse(t, g, "B drink"); !strings.Contains(why, "Thomas's turn") {
		t.Fatal(why)
	}
}

// "another hero can heal him with a spell or scroll or by pouring a healing
// potion into his mouth (this is an action for the pourer and the heroes
// must be adjacent)"
func TestSeedPouringAPotionIsAnAction(t *testing.T) {
	g := game(t, potionRoom)
	mini(t, g, 'B').Health = 0
	do(t, g, "A pour B")
	if m := mini(t, g, 'B'); m.Health != 2 || !m.Conscious() {
		t.Fatalf("Luella health %d", m.Health)
	}
	g = game(t, potionRoom)
	mini(t, g, 'B').Health = -1
	if why := refuse(t, g, "A pour B"); !strings.Contains(why, "not unconscious") {
		t.Fatal(why)
	}
}
