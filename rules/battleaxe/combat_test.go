package battleaxe

import (
	"strings"
	"testing"
)

const duel = `
map:
+-+-+-+-+-+-+
|. A g . . h|
+-+-+-+-+-+-+
legend:
A: hero thomas
g: enemy orc
h: enemy orc
`

// fightOnce has Thomas, with the given Attack Success, attack the orc whose
// Defend Success is given, with the dice given; it returns the blow.
func fightOnce(t *testing.T, attack, defend int, dice ...int) (Blow, *Game) {
	t.Helper()
	g := game(t, duel, dice...)
	mini(t, g, 'A').Stats.Attack = attack
	mini(t, g, 'g').Stats.Defend = defend
	evs := do(t, g, "A fight g")
	b := find(evs, EvAttack)
	if len(b) != 1 {
		t.Fatalf("events:\n%s", texts(evs))
	}
	return b[0].Blow, g
}

// "Example: a hero has an Attack Success of 65% and rolls 87% and so he
// misses the enemy."
func TestSeedAttackSuccess65Rolling87Misses(t *testing.T) {
	b, g := fightOnce(t, 65, 40, pct(87)...)
	if b.Hit || b.Defends || mini(t, g, 'g').Health != 2 {
		t.Fatalf("blow %+v", b)
	}
}

// "Example: a hero has an Attack Success of 70% and he rolls 23% and so he
// potentially strikes and wounds the enemy. Go to step 2." "Example: an
// enemy has a Defend Success of 40% and rolls 35% and so he is successful
// and not wounded."
func TestSeedAttack70Rolling23HitsDefend40Rolling35Saves(t *testing.T) {
	b, g := fightOnce(t, 70, 40, pct(23, 35)...)
	if !b.Hit || !b.Defends || b.Wounds != 0 || mini(t, g, 'g').Health != 2 {
		t.Fatalf("blow %+v", b)
	}
}

// "Example: an enemy has a Defend Success of 45% and rolls 64% and so he
// fails and loses 1 Health."
func TestSeedDefend45Rolling64LosesOneHealth(t *testing.T) {
	b, g := fightOnce(t, 70, 45, pct(23, 64)...)
	if b.Wounds != 1 || mini(t, g, 'g').Health != 1 {
		t.Fatalf("blow %+v, orc health %d", b, mini(t, g, 'g').Health)
	}
}

// "During step 1, if the attacker rolls 5% or less then then he
// automatically hits a vital area of the defender: a) the defender cannot
// defend (miss step 2) b) the defender takes 2 wounds"
func TestSeedVitalHitOn5OrLessTwoWoundsNoDefence(t *testing.T) {
	b, g := fightOnce(t, 55, 95, pct(5)...)
	if !b.Vital || b.Defends || b.Wounds != 2 || !mini(t, g, 'g').Gone {
		t.Fatalf("blow %+v", b)
	}
	b, _ = fightOnce(t, 55, 95, pct(6, 50)...)
	if b.Vital || !b.Defends || b.Wounds != 0 {
		t.Fatalf("6 is no Vital Hit: %+v", b)
	}
	// Even a poor fighter strikes a vital area on 5 or less.
	if b, _ := fightOnce(t, 3, 95, pct(4)...); !b.Vital {
		t.Fatalf("roll 4 against 3%%: %+v", b)
	}
}

// "If he kills an enemy he can then attack another adjacent enemy, provided
// he still has attacks left." "He must decide which one to attack before
// rolling any dice." "(the hero cannot move between these attacks)"
func TestSeedSwitchTargetOnlyAfterAKill(t *testing.T) {
	src := `
map:
+-+-+-+-+-+
|. g A k .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+
legend:
A: hero thomas
g: enemy goblin
k: enemy orc
`
	// Thomas has 2 attacks; the first misses the orc: he must stay on it.
	g := game(t, src, pct(90)...)
	do(t, g, "A fight k")
	if why := refuse(t, g, "A fight g"); !strings.Contains(why, "only after a kill") {
		t.Fatal(why)
	}
	// The first kills the goblin (Health 1): he may turn on the orc.
	g = game(t, src, pct(10, 90, 50, 50)...)
	do(t, g, "A fight g")
	if !mini(t, g, 'g').Gone {
		t.Fatal("goblin should be dead")
	}
	do(t, g, "A fight k")
	if why := refuse(t, g, "A fight k"); !strings.Contains(why, "Standard Action") {
		t.Fatalf("a third attack: %s", why)
	}
	// Moving after the first attack forfeits the second.
	g = game(t, src, seq(pct(90), d6(1))...)
	do(t, g, "A fight k", "A move c2")
	refuse(t, g, "A fight k")
}

const shootingRange = `
map:
+-+-+-+-+-+-+-+
|A . . . . . h|
+ + + + + + + +
|. . . . . . .|
+-+-+-+-+-+-+-+
legend:
A: hero thomas
h: enemy orc
`

func shootOnce(t *testing.T, missile, defend int, dice ...int) (Blow, *Game) {
	t.Helper()
	g := game(t, shootingRange, dice...)
	mini(t, g, 'A').Stats.Missile = missile
	mini(t, g, 'h').Stats.Defend = defend
	evs := do(t, g, "A shoot h")
	return find(evs, EvAttack)[0].Blow, g
}

// "Example: a hero has a Missile Success of 70% and rolls 23% and so the
// missile potentially hits and wounds the enemy." "Example: an enemy has a
// Defend Success of 45% and rolls 18% and so he is successful and not
// wounded."
func TestSeedMissile70Rolling23HitsDefend45Rolling18Saves(t *testing.T) {
	b, g := shootOnce(t, 70, 45, pct(23, 18)...)
	if !b.Hit || b.Wounds != 0 || mini(t, g, 'h').Health != 2 {
		t.Fatalf("%+v", b)
	}
	if b, _ := shootOnce(t, 65, 45, pct(87)...); b.Hit {
		t.Fatal("Missile 65 rolling 87 misses")
	}
}

// "Example: an enemy has a Defend Success of 50% and rolls 92% and so he
// fails and loses 1 Health."
func TestSeedDefend50Rolling92LosesOneHealth(t *testing.T) {
	b, g := shootOnce(t, 70, 50, pct(23, 92)...)
	if b.Wounds != 1 || mini(t, g, 'h').Health != 1 {
		t.Fatalf("%+v", b)
	}
	if b, _ := shootOnce(t, 70, 50, pct(2)...); !b.Vital || b.Wounds != 2 {
		t.Fatalf("a missile's Vital Hit: %+v", b)
	}
}

// "Only 1 missile can be shot each turn."
func TestSeedOnlyOneMissileEachTurn(t *testing.T) {
	g := game(t, shootingRange, pct(90)...)
	do(t, g, "A shoot h")
	refuse(t, g, "A shoot h")
}

// "1) Clear Sight: ... If it goes over any part of another Mini's square
// (hero or enemy), or a High Room Content, then the target cannot be shot"
// "Room Contents that are 'Low' can be shot over"
func TestSeedClearSightBlockedByMinisAndHighContents(t *testing.T) {
	for _, tc := range []struct {
		row  string
		want bool
	}{
		{"|A . . . . . h|", true},
		{"|A . . g . . h|", false},
		{"|A . . 2 . . h|", false},
		{"|A . . 1 . . h|", true},
		{"|A . . B . . h|", false},
	} {
		src := strings.Replace(shootingRange, "|A . . . . . h|", tc.row, 1) +
			"g: enemy goblin\nB: hero luella\n1: contents barrel low\n2: contents cupboard high\n"
		src = strings.Replace(src, "\nlegend:", "\nlegend:", 1)
		l := strings.Split(src, "legend:\n")
		var keep []string
		for _, line := range strings.Split(l[1], "\n") {
			if line != "" && strings.Contains(tc.row, line[:1]) {
				keep = append(keep, line)
			}
		}
		g := game(t, l[0]+"legend:\n"+strings.Join(keep, "\n")+"\n")
		if got := g.ClearSight(g.MiniByID('A'), g.MiniByID('h')); got != tc.want {
			t.Errorf("%s: Clear Sight %v, want %v", tc.row, got, tc.want)
		}
	}
}

// "2) Adjacent Enemy: a shooter cannot shoot if there is an adjacent enemy
// (he can't even shoot at another enemy that is further away)."
func TestSeedCannotShootWithAnAdjacentEnemy(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+
|A . . . h|
+ + + + + +
|g . . . .|
+-+-+-+-+-+
legend:
A: hero thomas
g: enemy goblin
h: enemy orc
`)
	if why := refuse(t, g, "A shoot h"); !strings.Contains(why, "adjacent to an enemy") {
		t.Fatal(why)
	}
}

// "3) Short Adjacent Hero: a tall hero can shoot over an adjacent short
// hero" — not over a tall one, not over a short one further off, and a
// short hero cannot shoot over a tall one.
func TestSeedTallHeroShootsOverAdjacentShortHero(t *testing.T) {
	for _, tc := range []struct {
		row, shooter string
		want         bool
	}{
		{"|A P . . . h|", "A", true},  // tall Thomas over short Pim beside him
		{"|A . P . . h|", "A", false}, // Pim is not adjacent
		{"|A B . . . h|", "A", false}, // Luella is tall
		{"|P A . . . h|", "P", false}, // short Pim cannot see over Thomas
	} {
		src := "map:\n+-+-+-+-+-+-+\n" + tc.row + "\n+-+-+-+-+-+-+\nlegend:\n" +
			strings.Join(legendFor(tc.row, map[byte]string{'A': "hero thomas", 'B': "hero luella", 'P': "hero pim", 'h': "enemy orc"}), "\n") + "\n"
		g := game(t, src)
		if got := g.ClearSight(g.MiniByID(tc.shooter[0]), g.MiniByID('h')); got != tc.want {
			t.Errorf("%s (%s shoots): %v, want %v", tc.row, tc.shooter, got, tc.want)
		}
	}
}

// legendFor lists the legend lines of the letters that appear in row.
func legendFor(row string, all map[byte]string) []string {
	var out []string
	for _, c := range []byte("ABPgh") {
		if strings.IndexByte(row, c) >= 0 {
			out = append(out, string(c)+": "+all[c])
		}
	}
	return out
}

// "4) Doorways: the wall provides cover. If the line between the Minis goes
// through the wall the target cannot be shot"
func TestSeedDoorwayWallProvidesCover(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+
|. . A . .|
+ + + + + +
|. . . . .|
+-+-+ +-+-+
|. . . . h|
+ + + + + +
|. . g . .|
+-+-+-+-+-+
legend:
A: hero thomas
g: enemy goblin
h: enemy orc
`)
	a := g.MiniByID('A')
	if g.ClearSight(a, g.MiniByID('h')) {
		t.Error("the line from c1 to e3 crosses the wall: no Clear Sight")
	}
	if !g.ClearSight(a, g.MiniByID('g')) {
		t.Error("the line from c1 to c4 passes through the doorway c2|c3: Clear Sight")
	}
}
