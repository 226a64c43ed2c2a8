package arena

import "testing"

// TestAIBody checks that the computer uses the manoeuvres and bodies
// sensibly: a prone fighter with nobody in reach gets up; an entangled one
// pulls free; a brawler rams a basilisk, whose hide its fists hardly
// scratch, over a drop of six steps.
func TestAIBody(t *testing.T) {
	choose := func(g *Game) Action {
		t.Helper()
		a, err := NewAI(1).Choose(g.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		return a.(Action)
	}
	g := board(t, `
map:
A0000a

legend:
A: hulkiss
a: goblin
`)
	g.knockDown(0)
	if a := choose(g); a.Kind != Stand {
		t.Fatalf("a prone Hulkiss chooses %q, want to stand", a)
	}
	g = board(t, `
map:
A0000a

terrain:
~.....

legend:
A: hulkiss
a: goblin
`)
	g.arrive(0)
	if a := choose(g); a.Kind != Free {
		t.Fatalf("Hulkiss in the mud chooses %q, want to pull free", a)
	}
	g = board(t, `
map:
6Aa0

legend:
A: brawler on 6
a: basilisk on 6

fighters:
fighter brawler "Brawler" str 3 dex 0 spd 1 wits 0 brawl 2
`)
	if a := choose(g); a.Kind != Ram {
		t.Fatalf("the brawler at the edge chooses %q, want to ram the basilisk over it", a)
	}
}
