package arena

import (
	"testing"
)

// TestDeathSave checks "Death": "The TN is 7 plus the number of HPs the
// character has fallen below 0, so someone at -3 HPs would need a roll at
// TN 10 to save"; "A successful check means that the character is
// unconscious"; "If the healer rolls the TN exactly, the character has
// survived, but with a permanent wound"; "If the healer fails the roll, the
// character dies." Sindon (Wits +1, Medicine 1) tends, for 1 AP.
func TestDeathSave(t *testing.T) {
	if SaveTN(-3) != 10 || SaveTN(0) != 7 {
		t.Fatalf("save TN at -3 HP is %d, at 0 HP %d; want 10 and 7", SaveTN(-3), SaveTN(0))
	}
	for _, tc := range []struct {
		d1, d2 int
		want   Status
	}{
		{4, 5, Unconscious}, // 9 + 2 = 11 against 10
		{4, 4, Wounded},     // 10: the TN exactly (and a wound of 1 to his Speed +1: TestPermanentWound)
		{3, 4, Dead},        // 9
	} {
		g := board(t, `
map:
AB0
000
00a

legend:
A: sindon
B: hulkiss
a: sentinel
`, tc.d1, tc.d2, 1)
		b := fighter(t, g, 'B')
		b.HP, b.Status = -3, Fallen
		if _, err := g.nextActor(); err != nil {
			t.Fatal(err)
		}
		illegal(t, g, "A tend a")
		evs := do(t, g, "A tend B")
		if e, got := find(t, evs, EvSave), fighter(t, g, 'B').Status; e.TN != 10 || got != tc.want {
			t.Fatalf("%d+%d: %s; status %s, want %s", tc.d1, tc.d2, e.Text, got, tc.want)
		}
		wantAP(t, g, "a death save costs 1 AP", "A", 2)
		illegal(t, g, "A tend B") // the save is made once
	}
}

// TestHigherGround checks "Higher Ground ... grants a +1 Bonus to attack"
// (ruling: it raises the TN of the one below too), and that a drop of
// more than one step is a wall between fighters.
func TestHigherGround(t *testing.T) {
	g := board(t, `
map:
Ab0
0c0

legend:
A: keelvore on 1
b: goblin
c: goblin on 3
`, 6, 1)
	i, j := g.ByID('A'), g.ByID('b')
	sword, dagger := g.lvl.Pack.Item("longsword"), g.lvl.Pack.Item("dagger")
	if g.RollBonus(i, sword, j, 0) != 1+2+1+1 || g.TN(j, dagger, i, 0) != 7+1+1+0 {
		t.Fatalf("Keelvore above the goblin: bonus %d, TN %d", g.RollBonus(i, sword, j, 0), g.TN(j, dagger, i, 0))
	}
	if g.TN(i, sword, j, 0) != 7+1+2+1+1 {
		t.Fatalf("the goblin below Keelvore attacks against TN %d", g.TN(i, sword, j, 0))
	}
	if g.reach(i, g.ByID('c')) {
		t.Fatal("Keelvore on step 1 should not reach the goblin on step 3")
	}
}

// TestInitiative checks "Initiative Order": the most AP first, then the
// least spent, the highest Speed, the highest Wits, and "Dice roll! (1D6
// each)"; and that "Once someone reaches 0 APs, they cannot initiate any
// actions".
func TestInitiative(t *testing.T) {
	g := board(t, `
map:
Ab00
0000

legend:
A: goblin
b: goblin
`, 2, 5)
	if g.Current() != g.ByID('b') {
		t.Fatalf("two goblins alike: the higher 1D6 (5 against 2) should act first\n%s", g.Describe())
	}
	do(t, g, "b move d2") // b spends 1: A now has the most AP
	if g.Current() != g.ByID('A') {
		t.Fatalf("A has more AP and should act\n%s", g.Describe())
	}
	// After A moves, both are on 3 AP with 1 spent, Speed and Wits alike:
	// the dice again, and loaded dice that have run out refuse the move.
	a, _ := ParseAction("A move a2")
	before := g.Hash()
	if _, err := g.Do(a); err == nil || g.Hash() != before {
		t.Fatalf("a tie with no dice left should refuse the action and change nothing: %v", err)
	}
}

// TestNoInitiativeAtZero checks that a fighter on 0 AP is skipped, and
// that the round ends "when nobody has APs to spend", everyone's AP then
// reset to Speed + 3.
func TestNoInitiativeAtZero(t *testing.T) {
	g := board(t, `
map:
A0a

legend:
A: sentinel
a: toesplint
`)
	// Toesplint (4 AP) goes first; the Sentinel has 2.
	do(t, g, "a hold")
	do(t, g, "A move b1")
	do(t, g, "A move a1")
	if g.Round() != 2 {
		t.Fatalf("the Sentinel is on 0 AP and Toesplint holds: the round should end\n%s", g.Describe())
	}
	wantAP(t, g, "round 2", "Aa", 2, 4)
}

// TestIllegal checks that actions the rules do not allow now are refused
// and change nothing.
func TestIllegal(t *testing.T) {
	g := board(t, `
map:
A0000000a
#########

legend:
A: toesplint
a: sentinel
`)
	for _, s := range []string{
		"a hold",               // A has the initiative (Wits 2)
		"A attack a dagger",    // out of reach
		"A move i1",            // occupied
		"A move h1",            // beyond 3 + Athletics 1 steps
		"A move a2",            // a wall
		"A draw dagger",        // not stowed
		"A drop javelin",       // not held
		"A defend dagger",      // nobody attacks
		"A both",               // no tie
		"Z hold",               // no such fighter
		"A attack a longsword", // not his
	} {
		illegal(t, g, s)
	}
	do(t, g, "A draw javelin")
	illegal(t, g, "A draw javelin")
	do(t, g, "A drop dagger")
	do(t, g, "A move e1")
}

// TestTimeUp checks the ruling for the last round: the side with more
// fighters standing wins.
func TestTimeUp(t *testing.T) {
	g := board(t, `
map:
A00B00a

legend:
A: toesplint
B: sentinel
a: goblin
`)
	g.lvl.Rounds = 1
	for !g.Outcome().Over {
		i := g.Current()
		do(t, g, string(g.f[i].ID)+" hold")
	}
	if !g.Outcome().Won(0) || g.Round() != 1 {
		t.Fatalf("two goblins standing against one: %+v", g.Outcome())
	}
}

// TestTieBoth checks "Rolling just on the TN means the player chooses --
// both Damage, or neither": on both, each side deals its Damage, armour
// whole (a Margin of 0 goes round nothing).
func TestTieBoth(t *testing.T) {
	g := board(t, hulkissBoard, 3, 4, 2, 3, 5)
	do(t, g, "a attack A claws")
	evs := do(t, g, "a both")
	var hits int
	for _, e := range evs {
		if e.Kind == EvDamage {
			hits++
		}
	}
	if hits != 2 || g.f[0].HP != 6-5 || g.f[1].HP != 8-(6-2) {
		t.Fatalf("both should deal Damage: Hulkiss 2D6 = 5, the crawler 1D6+1 = 6 less chitin DR 2\n%s", g.Describe())
	}
}

// TestViews checks that a seat's view shows the whole bout, cannot be
// played, and does not foretell the dice.
func TestViews(t *testing.T) {
	g := board(t, hulkissBoard, 3, 4)
	v := g.ViewOf(0)
	if len(v.Fighters()) != 2 || v.Dice().Loaded() {
		t.Fatal("the view should show both fighters and fresh dice")
	}
	if _, err := v.Do(Action{Kind: Hold, Who: 'a'}); err == nil {
		t.Fatal("a view should refuse actions")
	}
	if len(v.Legal(1)) != len(g.Legal(1)) {
		t.Fatal("a view should offer the same actions")
	}
}
