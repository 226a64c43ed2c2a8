package arena

import "testing"

// TestAIUsesManoeuvres checks that the computer sneak attacks an unaware
// enemy within reach, and picks its weapon up when it has only its fists.
func TestAIUsesManoeuvres(t *testing.T) {
	g := board(t, sneakBoard, 6, 6) // the ambush succeeds
	a, err := NewAI(1).Choose(g.ViewOf(0), 0)
	if err != nil || a.(Action).Kind != Sneak {
		t.Fatalf("the burglar behind an unaware sleeper chose %v (%v), want a sneak attack", a, err)
	}
	g = board(t, disarmBoard)
	g.f[2].Hands[0] = -1
	g.lay(g.f[2].At, g.lvl.Pack.Item("dagger"))
	g.f[0].Done = true
	g.f[1].Done = true
	g.cur = 2
	a, err = NewAI(1).Choose(g.ViewOf(1), 1)
	if err != nil || a.(Action).Kind != Take {
		t.Fatalf("the disarmed goblin chose %v (%v), want to pick its dagger up", a, err)
	}
}
