package battleaxe

import (
	"strings"
	"testing"
)

// "For example, if a player tries to attack an enemy he can roll his dice as
// normal. If he fails he can 'use his luck' to re-roll the dice." "Each
// time he uses his luck it is reduced by 1 until it runs out at 0."
func TestSeedUseMyLuckRerollsAFailedAttack(t *testing.T) {
	g := game(t, duel, pct(87, 23, 64)...)
	do(t, g, "A fight g")
	if mini(t, g, 'g').Health != 2 {
		t.Fatal("87 misses")
	}
	evs := do(t, g, "A luck attack")
	if mini(t, g, 'g').Health != 1 || mini(t, g, 'A').Luck != 1 || !strings.Contains(texts(evs), "keeps the second result") {
		t.Fatalf("after luck: orc %d, luck used %d\n%s", mini(t, g, 'g').Health, mini(t, g, 'A').Luck, texts(evs))
	}
	refuse(t, g, "A luck attack") // one re-roll per roll
}

// "The hero can use the result from the first or second roll."
func TestSeedLuckKeepsTheBetterOfTheTwoRolls(t *testing.T) {
	g := game(t, duel, pct(23, 64, 90)...)
	do(t, g, "A fight g", "A luck attack")
	if mini(t, g, 'g').Health != 1 {
		t.Fatal("the first roll (a wound) stands over the second (a miss)")
	}
	// The enemy's defence roll against him may be re-rolled too.
	g = game(t, duel, pct(23, 20, 80)...)
	do(t, g, "A fight g", "A luck defence")
	if mini(t, g, 'g').Health != 1 {
		t.Fatal("the orc's save (20) re-rolled to 80 fails")
	}
}

// "This is how many times a hero can 'Use My Luck' during a quest."
// Thomas's Luck is 3.
func TestSeedLuckRunsOut(t *testing.T) {
	g := game(t, duel, pct(90, 90, 90, 90)...)
	do(t, g, "A fight g", "A luck attack", "A fight g", "A luck attack")
	if mini(t, g, 'A').Luck != 2 {
		t.Fatalf("luck used %d, want 2", mini(t, g, 'A').Luck)
	}
	mini(t, g, 'A').Luck = 3
	g.last.valid = true
	if why := refuse(t, g, "A luck attack"); !strings.Contains(why, "no luck left") {
		t.Fatal(why)
	}
	// Luck follows the blow at once: any other action first, and it is gone.
	g = game(t, duel, pct(90)...)
	do(t, g, "A fight g", "A face W")
	if why := refuse(t, g, "A luck attack"); !strings.Contains(why, "just made") {
		t.Fatal(why)
	}
}

const luckDuel = `
map:
+-+-+-+-+
|A k . .|
+-+-+-+-+
legend:
A: hero thomas
k: enemy bone-king
`

// "These rolls include those made ... b) by an enemy attack against him":
// the enemies' turn stops for his choice when a blow wounds him.
func TestSeedUseMyLuckAgainstAnEnemyAttack(t *testing.T) {
	// The Bone King (2 attacks at 60%) hits (10) and Thomas fails his
	// defence (90): he re-rolls it (20, saved), then the second attack
	// misses (95).
	g := game(t, luckDuel, pct(10, 90, 20, 95)...)
	evs := do(t, g, "A end")
	if got := g.ToAct(); len(got) != 1 || got[0] != 0 || g.round != 1 {
		t.Fatalf("the enemies' turn waits for Thomas: to act %v, round %d\n%s", got, g.round, texts(evs))
	}
	if legal := g.Legal(0); len(legal) != 3 || legal[2].String() != "A accept" {
		t.Fatalf("choices %v", legal)
	}
	if mini(t, g, 'A').Health != 6 {
		t.Fatal("the wound is taken until he chooses")
	}
	refuse(t, g, "A face E")
	if p := g.Progress(); p != "Round 1, Thomas may use his luck" {
		t.Fatal(p)
	}
	evs = do(t, g, "A luck defence")
	if m := mini(t, g, 'A'); m.Health != 7 || m.Luck != 1 || g.round != 2 {
		t.Fatalf("Thomas Health %d luck used %d round %d\n%s", m.Health, m.Luck, g.round, texts(evs))
	}
	if a := find(evs, EvAttack); len(a) != 2 || a[1].Blow.Hit {
		t.Fatalf("the second attack follows the choice and misses:\n%s", texts(evs))
	}
	// Accepting keeps the wound.
	g = game(t, luckDuel, pct(10, 90, 95)...)
	do(t, g, "A end", "A accept")
	if m := mini(t, g, 'A'); m.Health != 6 || m.Luck != 0 || g.round != 2 {
		t.Fatalf("accepted: Health %d luck used %d round %d", m.Health, m.Luck, g.round)
	}
}

// With no luck left the enemies' turn does not stop.
func TestNoLuckNoPause(t *testing.T) {
	g := game(t, luckDuel, pct(10, 90, 95)...)
	mini(t, g, 'A').Luck = 3
	do(t, g, "A end")
	if g.pend.valid || g.round != 2 || mini(t, g, 'A').Health != 6 {
		t.Fatalf("pend %v round %d", g.pend.valid, g.round)
	}
}

const luckChasm = `
map:
+-+-+-+-+-+
|A ~ . . g|
+-+-+-+-+-+
legend:
A: hero thomas
g: enemy goblin
`

// "c) by traps or any other situation that could wound him": a failed chasm
// jump waits for his choice; re-rolled, the better roll stands.
func TestSeedLuckSavesAFailedJump(t *testing.T) {
	g := game(t, luckChasm, pct(95, 30)...) // Thomas jumps at 70%: 95 fails, 30 lands
	do(t, g, "A jump c1")
	if m := mini(t, g, 'A'); m.Gone || !g.pend.valid || g.ToAct()[0] != 0 {
		t.Fatalf("the fall waits for his choice: gone %v pend %v", m.Gone, g.pend.valid)
	}
	do(t, g, "A luck roll")
	if m := mini(t, g, 'A'); m.Gone || m.At != sq("c1") || m.Luck != 1 {
		t.Fatalf("Thomas lands with luck: %+v", m)
	}
	g = game(t, luckChasm, pct(95)...)
	do(t, g, "A jump c1", "A accept")
	if !mini(t, g, 'A').Gone {
		t.Fatal("accepting the fall kills him")
	}
}

// The Speed Roll re-rolled with luck: the higher die stands.
func TestLuckRerollsTheSpeedRoll(t *testing.T) {
	g := game(t, duel, 1, 5)
	do(t, g, "A move a1", "A luck roll")
	if g.turn.allowance != 11 || mini(t, g, 'A').Luck != 1 {
		t.Fatalf("Speed 6 + 5 = 11, got %d", g.turn.allowance)
	}
	refuse(t, g, "A luck roll")
}
