package battleaxe

import "testing"

// A party of four computer heroes once stalled for ever on the crypt with
// seed 16490264502457544819: two heroes dead, Faelar unconscious beyond a
// doorway held by the Bone King and three skeletons, and Torvik alone,
// ending every turn where he stood. The quest must end.
func TestComputerPartyDoesNotStallBehindBlockedDoorway(t *testing.T) {
	sc := (Ruleset{}).Scenarios()[0]
	if sc.Name != "the-bone-kings-crypt" {
		t.Fatalf("first scenario %q", sc.Name)
	}
	g, n := playQuest(t, sc, 16490264502457544819, 6000, true)
	if !g.Outcome().Over {
		t.Fatalf("not over after %d actions, round %d\n%s", n, g.round, g.Describe())
	}
	if g.round > 400 {
		t.Fatalf("over only in round %d", g.round)
	}
}
