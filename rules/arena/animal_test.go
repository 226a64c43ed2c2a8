package arena

import (
	"fmt"
	"testing"

	"skirmish/rules"
)

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// TestQuadrupedSteps checks Quadrupeds: "a dog with Speed +0 and Athletics
// 1 does not run 4 steps but 7 steps when spending an AP to move".
func TestQuadrupedSteps(t *testing.T) {
	g := board(t, `
map:
A000000000a

legend:
A: dog
a: goblin
`)
	if p := g.Prof(0); p.Spd != 0 || p.Athletics != 1 || g.Reach(0) != 7 {
		t.Fatalf("the hound (Speed %+d, Athletics %d) runs %d steps, want 7", p.Spd, p.Athletics, g.Reach(0))
	}
}

// TestSwarm checks Swarms: "The rats above have only 3 HPs, so their
// Attack Bonus is 9" and "no matter how much Damage they would deal to a
// person, the swarm only loses 1 HP".
func TestSwarm(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: dummy
a: rats

fighters:
fighter dummy "Dummy" str 0 dex 0 spd -1 wits 0
`)
	if g.f[1].HP != 3 || g.RollBonus(1, g.Prof(1).Natural[0], 0, 0) != 9 {
		t.Fatalf("the rats have %d HP and Bonus %d, want 3 and 9", g.f[1].HP, g.RollBonus(1, g.Prof(1).Natural[0], 0, 0))
	}
	g = board(t, `
map:
Aa

legend:
A: smasher
a: rats

fighters:
fighter smasher "Smasher" str 4 dex 3 spd 2 wits 0 melee 3 hold maul
`,
		6, 6, // 12 + 3 + 3 + 1 = 19 beats TN 16
		6, 6, 6) // the maul's 3D6+1 deals 19
	evs := do(t, g, "A attack a maul")
	if d := find(t, evs, EvDamage); d.Amount != 19 || d.HP != 1 || g.f[1].HP != 2 {
		t.Fatalf("19 Damage should cost the swarm only 1 HP: %s", d.Text)
	}
	if got := g.RollBonus(1, g.Prof(1).Natural[0], 0, 0); got != 10 {
		t.Fatalf("at 2 HP the swarm's Bonus is %d, want 10 (12 - HP)", got)
	}
}

// TestFlight checks Wings: "Once in flight, movement gains a +6 Bonus,
// using a Flight skill rather than Athletics. So a creature with Speed +2
// and Flight 1 can fly 12 steps" (ruling: 3 + Speed + Flight + 6); a
// flyer ignores the heights of the steps (ruling); "Creatures can take off
// and fly, only if their Speed + Flight" exceeds the Weight carried, which
// a grapple's body makes too much.
func TestFlight(t *testing.T) {
	g := board(t, `
map:
A9000000000000a

legend:
A: bird
a: dummy

fighters:
fighter bird "Bird" str 1 dex 0 spd 2 wits 0 brawl 0 wings flight 1
fighter dummy "Dummy" str 0 dex 0 spd -1 wits 0
`)
	if got := g.FlightSteps(0); got != 12 {
		t.Fatalf("Speed +2 and Flight 1 fly %d steps, want 12", got)
	}
	if !g.CanFly(0) {
		t.Fatalf("wings of Weight 1 are below Speed + Flight 3: the bird should fly")
	}
	illegal(t, g, "A fly n1")  // 13 steps
	illegal(t, g, "A move b1") // a step up of 9
	do(t, g, "A fly b1")
	if g.f[0].At.X != 1 {
		t.Fatal("the bird should have flown onto the 9-step pillar")
	}
	do(t, g, "A fly m1")
	g.grip(0, 1)
	if g.CanFly(0) {
		t.Fatal("a bird grappling a body of Weight 18 cannot take off")
	}
}

// TestSlowCharacters checks "Slow Characters ... who begin with no APs can
// still act at the end of each round".
func TestSlowCharacters(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: slug
a: goblin

fighters:
fighter slug "Slug" str 2 dex 0 spd -3 wits 0
`)
	wantAP(t, g, "a slow character", "A", 0)
	if g.Current() != 1 {
		t.Fatal("the goblin, with AP, acts first")
	}
	do(t, g, "a hold")
	if g.Current() != 0 || g.Round() != 1 {
		t.Fatalf("the slug should act at the end of round 1\n%s", g.Describe())
	}
	illegal(t, g, "a hold")
	do(t, g, "A hold")
	if g.Round() != 2 {
		t.Fatal("after the slug's one action the round ends")
	}
}

// TestTheRoost checks that level 4 parses with its animals, its webs and
// mud, a drop to jump or be pushed down, and a flyer able to take off.
func TestTheRoost(t *testing.T) {
	var g *Game
	for _, sc := range scenarios(t) {
		if sc.Title == "The Roost" {
			lvl, err := ParseLevel(sc.Name, "the-roost.txt", sc.Source)
			if err != nil {
				t.Fatal(err)
			}
			g, _ = NewGame(lvl, rules.NewDice(1))
		}
	}
	if g == nil {
		t.Fatal("The Roost is not among the scenarios")
	}
	webs, mud, flyers, drops := 0, 0, 0, 0
	for _, tr := range g.lvl.Terrain {
		switch tr {
		case Web:
			webs++
		case Mud:
			mud++
		}
	}
	for i := range g.f {
		if g.CanFly(i) {
			flyers++
		}
		for _, n := range neighbours {
			if g.canJump(i, g.f[i].At.Add(n)) {
				drops++
			}
		}
	}
	if webs == 0 || mud == 0 || flyers == 0 || drops == 0 {
		t.Fatalf("The Roost has %d webs, %d mud, %d flyers, %d drops at hand", webs, mud, flyers, drops)
	}
}
