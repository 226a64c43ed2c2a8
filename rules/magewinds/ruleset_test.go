package magewinds

import (
	"slices"
	"testing"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

var (
	_ rules.Ruleset   = Ruleset{}
	_ rules.Secretive = Ruleset{}
	_ rules.State     = (*Game)(nil)
	_ rules.Action    = Action{}
	_ rules.Event     = Event{}
)

// The ruleset as the rest of the program sees it.
func TestRuleset(t *testing.T) {
	r := Ruleset{}
	if r.ID() != "magewinds" || r.Name() != "Magewinds" || r.Version() < 1 || !r.HidesInformation() {
		t.Errorf("ruleset %q %q v%d hides %v", r.ID(), r.Name(), r.Version(), r.HidesInformation())
	}
	var names []string
	for _, sc := range scenarios(t) {
		names = append(names, sc.Name)
		if sc.Title == "" || sc.Blurb == "" || len(sc.Source) == 0 {
			t.Errorf("scenario %s lacks a title, blurb or source", sc.Name)
		}
	}
	if !slices.Equal(names, []string{"standing-stones", "the-stormglass", "gale-bridge"}) {
		t.Errorf("scenarios %v", names)
	}
	if _, err := Scenario("no-such-place"); err == nil {
		t.Error("an unknown scenario was found")
	}
	sc, _ := Scenario("gale-bridge")
	if _, err := r.Setup(sc, 1, rules.Options{Dice: []int{0}}); err == nil {
		t.Error("a die of 0 was loaded")
	}
	st, err := r.Setup(sc, 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*Game)
	if g.Ruleset() != "magewinds" || len(g.Seats()) != 2 || g.Seats()[0].Name != "The Gale Wardens" || g.Seats()[1].Name != "The Ashen Circle" {
		t.Errorf("seats %+v", g.Seats())
	}
	if len(g.Fighters) != 0 || g.Phase != PhaseMuster || g.Level().Rounds != 4 || g.Pack() == nil {
		t.Errorf("Gale Bridge set up: %d fighters in the %s, %d rounds", len(g.Fighters), g.Phase, g.Level().Rounds)
	}
	mustered(t, g)
	if len(g.Fighters) != 12 || g.Phase != PhaseDeploy {
		t.Errorf("Gale Bridge mustered: %d fighters, %s", len(g.Fighters), g.Phase)
	}
}

// 10.0: "There are 5 stages to setting up a battle": the muster (10.2)
// first, while the deck lies unshuffled and no fighter is on the table.
// Then 10.4: "Shuffle the magic deck (0.9). Place it face down next to the
// battlefield. Draw 5 cards from the top of the deck and place them face up
// next to the deck." 10.5: then deployment, after a roll-off (3.1).
func TestSetUp(t *testing.T) {
	g := setup(t, "standing-stones", 12)
	if g.Phase != PhaseMuster || len(g.Fighters) != 0 || !slices.Equal(g.Deck, cards.FullDeck()) || g.FaceUp != [5]cards.Card{cards.None, cards.None, cards.None, cards.None, cards.None} {
		t.Errorf("before the muster: %s, %d fighters, deck %v, face up %v", g.Phase, len(g.Fighters), g.Deck, g.FaceUp)
	}
	if !slices.Equal(g.ToAct(), []rules.Seat{0, 1}) {
		t.Errorf("the muster: seats %v to act, want both", g.ToAct())
	}
	mustered(t, g)
	if g.Phase != PhaseDeploy || g.Round != 0 || len(g.Deck) != 47 || g.CardCount() != 52 {
		t.Errorf("set up: %s round %d, deck %d, cards %d", g.Phase, g.Round, len(g.Deck), g.CardCount())
	}
	checkCards(t, g)
	if g.RollOff[0] == g.RollOff[1] || int(g.Turn) != map[bool]int{true: 0, false: 1}[g.RollOff[0] > g.RollOff[1]] {
		t.Errorf("roll-off %v, side %d deploys first", g.RollOff, g.Turn+1)
	}
	for i := range g.Fighters {
		if g.Fighters[i].Deployed || g.OnField(i) {
			t.Errorf("%s is on the battlefield before deployment", g.FighterID(i))
		}
	}
	// the same seed shuffles the same way; another seed does not
	h, o := setup(t, "standing-stones", 12), setup(t, "standing-stones", 13)
	mustered(t, h)
	mustered(t, o)
	if !slices.Equal(h.Deck, g.Deck) || h.FaceUp != g.FaceUp {
		t.Error("the same seed gave another shuffle")
	}
	if slices.Equal(o.Deck, g.Deck) {
		t.Error("seeds 12 and 13 shuffle alike")
	}
	sorted := slices.Concat(g.Deck, g.FaceUp[:])
	slices.Sort(sorted)
	if !slices.Equal(sorted, cards.FullDeck()) {
		t.Error("the deck and face-up cards are not the 52 cards")
	}
}
