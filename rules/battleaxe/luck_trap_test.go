package battleaxe

import (
	"strings"
	"testing"
)

// "However a hero cannot 'Use My Luck' to re-roll: 1) dice associated with
// the Game Mat (Door Dice, Quest Room Dice or D20 Dice on Room & Event
// Cards), OR 2) room layout dice": after a door's opening rolled its Door
// Dice, the D20 of its room card and the layout's D6, no luck re-rolls
// anything.
func TestSeedLuckIsNotForTheGameMatNorTheLayoutDice(t *testing.T) {
	g := mustered(t, 0)
	put(g, 'D', at(3, 0))
	load(t, g, 5, 7, 2) // the guard room, layout 2
	evs := do(t, g, "D open E")
	if kinds(evs, EvSetupD6) == 0 {
		t.Fatalf("the door opened no room with a layout:\n%s", texts(evs))
	}
	for _, a := range []string{"D luck roll", "D luck attack", "D luck defence"} {
		if why := refuse(t, g, a); !strings.Contains(why, "luck") {
			t.Errorf("%s: refused for %q", a, why)
		}
	}
}

// trapped sets up the seed's dart trap falling on Luella (B), whose
// defence fails with 100: "Roll For It to determine which hero".
func trapped(t *testing.T, usedLuck int8, more ...int) (*Game, []Event) {
	t.Helper()
	g := mustered(t, 0)
	put(g, 'B', at(1, 1))
	mini(t, g, 'B').Luck = usedLuck
	// Passage card 2 (the Dripping Passage, EVENT!), event card 2 (the dart
	// trap), Roll For It (four D100s: B highest), his defence rolls 100.
	load(t, g, append([]int{2, 2, 1, 1, 9, 9, 1, 1, 1, 1, 10, 10}, more...)...)
	return g, do(t, g, "B move "+at(1, 0).String())
}

// "These rolls include those made ... c) by traps or any other situation
// that could wound him ... The hero can use the result from the first or
// second roll": the trap's victim is asked, on his seat, before play goes
// on; his second defence roll saves him.
func TestSeedLuckAgainstATrap(t *testing.T) {
	g, evs := trapped(t, 0, 1, 1)
	if w := find(evs, EvWounded); len(w) != 1 {
		t.Fatalf("the dart did not wound:\n%s", texts(evs))
	}
	b := g.MiniByID('B')
	if seats := g.ToAct(); len(seats) != 1 || int(g.seats[seats[0]]) != b {
		t.Fatalf("the choice goes to %v, not Luella's seat", seats)
	}
	if why := refuse(t, g, "A end"); !strings.Contains(why, "the trap's roll") {
		t.Fatalf("another hero acted while the choice waits: %s", why)
	}
	refuse(t, g, "B luck attack") // a trap's roll is his defence
	evs = do(t, g, "B luck defence")
	m := mini(t, g, 'B')
	if m.Health != int8(m.Stats.Health) || m.Luck != 1 || !strings.Contains(texts(evs), "keeps the second result") {
		t.Fatalf("Health %d of %d, luck used %d:\n%s", m.Health, m.Stats.Health, m.Luck, texts(evs))
	}
	if seats := g.ToAct(); len(seats) != 1 || int(g.seats[seats[0]]) != g.MiniByID('B') {
		t.Fatalf("Luella's turn did not go on: %v", seats)
	}
}

// Keeping the trap's roll leaves the wound and the luck.
func TestTrapRollKept(t *testing.T) {
	g, _ := trapped(t, 0)
	do(t, g, "B accept")
	m := mini(t, g, 'B')
	if m.Health != int8(m.Stats.Health)-1 || m.Luck != 0 || g.pend.valid {
		t.Fatalf("Health %d, luck used %d, waiting %v", m.Health, m.Luck, g.pend.valid)
	}
}

// The computer hero keeps his last luck for a roll that fells him, and
// spends luck he has to spare.
func TestComputerSpendsLuckWhereItMatters(t *testing.T) {
	for _, c := range []struct {
		used int8
		want string
	}{{0, "B luck defence"}, {2, "B accept"}} {
		g, _ := trapped(t, c.used)
		seat := g.ToAct()[0]
		a, err := AI{}.Choose(g.View(seat), seat)
		if err != nil || a.String() != c.want {
			t.Errorf("luck used %d: chose %v (%v), want %s", c.used, a, err, c.want)
		}
	}
	g, _ := trapped(t, 2)
	m := mini(t, g, 'B')
	g.pend.health, m.Health = 1, 0 // the dart felled him
	seat := g.ToAct()[0]
	if a, _ := (AI{}).Choose(g.View(seat), seat); a.String() != "B luck defence" {
		t.Errorf("a felled hero with his last luck chose %v", a)
	}
}

// The computer hero re-rolls its own missed blow at an enemy one wound from
// death: "If he fails he can 'use his luck' to re-roll the dice."
func TestComputerRerollsAMissAtAnEnemyNearDeath(t *testing.T) {
	g := game(t, `
map:
+-+-+-+
|A s .|
+-+-+-+
legend:
A: hero thomas
s: enemy skeleton
`, 10, 10) // his attack rolls 100: a miss
	mini(t, g, 's').Health = 1
	do(t, g, "A fight s")
	a, err := AI{}.Choose(g.View(0), 0)
	if err != nil || a.String() != "A luck attack" {
		t.Fatalf("chose %v (%v)", a, err)
	}
	mini(t, g, 'A').Luck = int8(mini(t, g, 'A').Stats.Luck) // none left
	if a, _ := (AI{}).Choose(g.View(0), 0); a.(Action).Kind == ActLuck {
		t.Fatalf("chose %v with no luck left", a)
	}
}
