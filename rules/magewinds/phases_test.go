package magewinds

import (
	"slices"
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

// deployScenario has a one-fighter warband against a two-fighter one, on an
// empty battlefield, so that side 1 always finishes deploying first.
const deployScenario = `title: Deploy
side 1: Wardens
side 2: Ashen
warband 1: hawkeye
warband 2: stormhorn, nightblade
deploy 1: 0,0 3,12
deploy 2: 13,0 16,12
` + anyWarband

// 3.1: "The player with the highest result is the winner of the roll-off.
// (In the event of a draw, roll-off again.)" 10.5, 12.0: the sides deploy
// in turn, the roll-off's winner first; "If it is the first round, the
// first turn is taken by the player who finished deploying all their
// fighters first."
func TestDeploymentAlternatesAfterRollOff(t *testing.T) {
	// Side 2 wins the roll-off 5 to 2.
	g := newGame(t, deployScenario, []int{2, 5})
	if g.Phase != PhaseDeploy || g.Turn != 1 || g.RollOff != [2]uint8{2, 5} {
		t.Fatalf("after the roll-off 2-5: %s, side %d first, dice %v; want side 2 to deploy first", g.Phase, g.Turn+1, g.RollOff)
	}
	for _, a := range legal(g) {
		if !strings.HasPrefix(a, "b") || !strings.Contains(a, " deploy @") {
			t.Fatalf("side 2 deploys first, yet %q is offered", a)
		}
	}
	if why := refuse(t, g, "a1 deploy @25.4,25.4"); !strings.Contains(why, "turn") {
		t.Errorf("side 1 deploying out of turn: %q", why)
	}
	refuse(t, g, "b1 deploy @25.4,25.4")  // side 1's zone
	refuse(t, g, "b1 deploy @330.2,25.4") // 13" is the zone's edge: the base sticks out
	refuse(t, g, "draw deck")
	do(t, g, "b1 deploy @381,25.4")
	if g.Turn != 0 {
		t.Fatalf("after side 2 deployed, side %d deploys; want side 1", g.Turn+1)
	}
	do(t, g, "a1 deploy @25.4,25.4")
	if g.Phase != PhaseDeploy || g.Turn != 1 {
		t.Fatalf("side 1 is done, side 2 still has a fighter: %s, side %d", g.Phase, g.Turn+1)
	}
	refuse(t, g, "b2 deploy @381,25.4") // on b1's base
	do(t, g, "b2 deploy @381,76.2")
	if g.Phase != PhaseChannel || g.Round != 1 || g.Turn != 0 {
		t.Fatalf("after deployment: %s round %d, side %d draws first; want round 1's Channelling Phase with side 1 (done deploying first)", g.Phase, g.Round, g.Turn+1)
	}
}

// 3.1: a drawn roll-off is rolled again.
func TestRollOffDrawRollsAgain(t *testing.T) {
	g := newGame(t, deployScenario, []int{4, 4, 6, 1})
	if g.Turn != 0 || g.RollOff != [2]uint8{6, 1} {
		t.Fatalf("roll-off 4-4 then 6-1: side %d first, dice %v; want side 1, 6-1", g.Turn+1, g.RollOff)
	}
	if r := g.dice.Remaining(); r != 0 {
		t.Errorf("%d scripted dice left; the roll-off should use all four", r)
	}
}

// channelling puts an arena battle at the start of a Channelling Phase.
func channelling(t testing.TB) *Game {
	g := arena(t, "hawkeye / hawkeye", "",
		"..............................",
		"..A.........................a.",
	)
	g.Phase, g.Turn, g.FirstDone, g.Passed = PhaseChannel, 0, -1, [2]bool{}
	return g
}

// 12.0: "Draw a card from the group of face up cards. Replace it with the
// card at the top of the face down deck. Flip it so it is also facing up.
// Draw the card on the top of the face down deck."
func TestChannellingDraws(t *testing.T) {
	g := channelling(t)
	want := []string{"draw 1", "draw 2", "draw 3", "draw 4", "draw 5", "draw deck", "pass"}
	if got := legal(g); !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	taken, top, deck := g.FaceUp[2], g.Deck[len(g.Deck)-1], len(g.Deck)
	evs := do(t, g, "draw 3")
	if !slices.Equal(g.Hands[0], []cards.Card{taken}) {
		t.Errorf("side 1's hand %v, want the face-up %v", g.Hands[0], taken)
	}
	if g.FaceUp[2] != top || len(g.Deck) != deck-1 {
		t.Errorf("face-up place 3 holds %v (want the deck's top %v), deck %d (want %d)", g.FaceUp[2], top, len(g.Deck), deck-1)
	}
	if evs[0].Chance() || evs[0].Card != taken || !evs[1].Chance() || evs[1].Card != top {
		t.Errorf("events: a face-up card taken reveals nothing, its replacement does:\n%s", eventText(evs))
	}
	if g.Turn != 1 {
		t.Fatalf("side %d draws next, want side 2", g.Turn+1)
	}
	top = g.Deck[len(g.Deck)-1]
	do(t, g, "draw deck")
	if !slices.Equal(g.Hands[1], []cards.Card{top}) || len(g.Deck) != deck-2 {
		t.Errorf("side 2 drew %v from a deck of %d; want %v", g.Hands[1], len(g.Deck), top)
	}
	refuse(t, g, "a1 guard")
	refuse(t, g, "keep KH a1")
	checkCards(t, g)
}

// 12.0: "You have a hand limit of 5 cards. On your turn, if you have
// reached your hand limit, you must pass instead of drawing a card."
func TestHandLimitForcesPass(t *testing.T) {
	g := channelling(t)
	give(t, g, 0, "2H", "3H", "4H", "5H")
	do(t, g, "draw deck", "pass")
	if len(g.Hands[0]) != HandLimit {
		t.Fatalf("hand of %d", len(g.Hands[0]))
	}
	if got := legal(g); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("with 5 cards the legal actions are %v; want only pass", got)
	}
	for _, a := range []string{"draw deck", "draw 1", "draw 5"} {
		if why := refuse(t, g, a); !strings.Contains(why, "hand limit") {
			t.Errorf("%s with a full hand: %q", a, why)
		}
	}
	do(t, g, "pass")
	if g.Phase != PhaseAction {
		t.Errorf("both passed: %s", g.Phase)
	}
}

// 12.0: "On your turn you may choose to pass instead of drawing a card.
// Once you have passed you may not draw any more cards. ... The
// Channelling Phase ends when all players have passed." 13.0: "The first
// turn is taken by the player who was first to pass in the Channelling
// Phase."
func TestActionPhaseFirstTurnGoesToFirstToPass(t *testing.T) {
	for first := 0; first < 2; first++ {
		g := channelling(t)
		if first == 1 {
			do(t, g, "draw deck") // side 1 draws, side 2 will pass first
		}
		do(t, g, "pass")
		if g.Turn != int8(1-first) || g.Phase != PhaseChannel {
			t.Fatalf("after side %d passed: %s, side %d", first+1, g.Phase, g.Turn+1)
		}
		// the other side keeps drawing alone
		do(t, g, "draw deck")
		if g.Turn != int8(1-first) {
			t.Fatalf("side %d passed; the other side should draw again, not side %d", first+1, g.Turn+1)
		}
		do(t, g, "draw 1", "pass")
		if g.Phase != PhaseAction || g.Turn != int8(first) {
			t.Errorf("side %d passed first: %s with side %d to act; want the Action Phase with side %d", first+1, g.Phase, g.Turn+1, first+1)
		}
		checkCards(t, g)
	}
}

// 12.1: "If, at any point, the face down part of the magic deck is fully
// depleted, replace it with the discard pile and shuffle it."
func TestEmptyDeckReshufflesDiscard(t *testing.T) {
	for _, draw := range []string{"draw deck", "draw 4"} {
		g := channelling(t)
		// all but one card of the deck are on the discard pile
		g.Discard = append(g.Discard, g.Deck[:len(g.Deck)-1]...)
		g.Deck = g.Deck[len(g.Deck)-1:]
		last, pile := g.Deck[0], slices.Clone(g.Discard)
		evs := do(t, g, draw)
		if !has(evs, EvReshuffled) {
			t.Fatalf("%s emptied the deck but nothing was reshuffled:\n%s", draw, eventText(evs))
		}
		if len(g.Discard) != 0 || len(g.Deck) != len(pile) {
			t.Fatalf("%s: deck %d, discard %d; want the %d discarded cards as the deck", draw, len(g.Deck), len(g.Discard), len(pile))
		}
		sorted := slices.Clone(g.Deck)
		slices.Sort(sorted)
		slices.Sort(pile)
		if !slices.Equal(sorted, pile) {
			t.Errorf("%s: the new deck is not the old discard pile", draw)
		}
		if draw == "draw deck" && !slices.Contains(g.Hands[0], last) || draw == "draw 4" && g.FaceUp[3] != last {
			t.Errorf("%s: the deck's last card %v went astray (hand %v, face up %v)", draw, last, g.Hands[0], g.FaceUp)
		}
		checkCards(t, g)
	}
}

// 13.0: "After a fighter makes an action, give them a single action counter
// if they do not have an action counter. Give them a double action counter
// instead if they already have a single action counter. ... A fighter with
// a double action counter cannot perform actions and cannot be chosen to
// activate."
func TestSingleThenDoubleActionCounter(t *testing.T) {
	g := arena(t, "ironclad, hawkeye / stormhorn, stormhorn", "",
		"............................",
		"..A.......................a.",
		"............................",
		"..B.......................b.",
	)
	evs := do(t, g, "a1 guard", "a1 stay")
	if c := find(t, evs, EvCounter); fighter(t, g, "a1").Actions != 1 || !strings.Contains(c.Text, "single") {
		t.Fatalf("after one action: %d counters (%s)", fighter(t, g, "a1").Actions, c.Text)
	}
	do(t, g, "b1 guard", "b1 stay")
	evs = do(t, g, "a1 guard", "a1 stay")
	if c := find(t, evs, EvCounter); fighter(t, g, "a1").Actions != 2 || !strings.Contains(c.Text, "double") {
		t.Fatalf("after two actions: %d counters (%s)", fighter(t, g, "a1").Actions, c.Text)
	}
	do(t, g, "b1 guard", "b1 stay")
	if why := refuse(t, g, "a1 guard"); !strings.Contains(why, "double action counter") {
		t.Errorf("a fighter with a double counter activating: %q", why)
	}
	refuse(t, g, "a1 move @76.2,38.1")
	for _, a := range legal(g) {
		if strings.HasPrefix(a, "a1 ") {
			t.Errorf("a1 has a double counter, yet %q is offered", a)
		}
	}
	do(t, g, "a2 guard", "a2 stay")
}

// 13.0: "If you have no fighters remaining that can be activated, your turn
// ends." 13.5: "The Action Phase ends when there are no fighters that can
// be activated." 12.0: the next round's first draw goes to "whichever
// player finished activating their fighters first in the previous Action
// Phase".
func TestSideWithNoFighterToActivateIsSkipped(t *testing.T) {
	g := arena(t, "stormblade / hawkeye, hawkeye", "",
		"............................",
		"..A.......................a.",
		"............................",
		"..........................b.",
	)
	do(t, g, "a1 guard", "a1 stay", "b1 guard", "b1 stay", "a1 guard", "a1 stay")
	if g.Turn != 1 || g.FirstDone != 0 {
		t.Fatalf("side 1 is done: side %d to act, first done %d", g.Turn+1, g.FirstDone)
	}
	do(t, g, "b2 guard", "b2 stay")
	if g.Phase != PhaseAction || g.Turn != 1 {
		t.Fatalf("side 1 cannot activate, so side 2 goes again: %s, side %d", g.Phase, g.Turn+1)
	}
	if got := legal(g); slices.ContainsFunc(got, func(a string) bool { return strings.HasPrefix(a, "a") }) {
		t.Errorf("side 1 offered actions: %v", got)
	}
	do(t, g, "b1 guard", "b1 stay")
	if g.Turn != 1 {
		t.Fatalf("side 2's b2 can still act; side %d to act", g.Turn+1)
	}
	do(t, g, "b2 guard", "b2 stay")
	if g.Phase != PhaseChannel || g.Round != 2 || g.Turn != 0 {
		t.Errorf("after the Action Phase (no cards in hand): %s round %d, side %d first; want round 2's Channelling Phase, side 1 first", g.Phase, g.Round, g.Turn+1)
	}
	for i := range g.Fighters {
		if g.Fighters[i].Actions != 0 || g.Fighters[i].Guard {
			t.Errorf("%s still has %d counters, guard %v", g.FighterID(i), g.Fighters[i].Actions, g.Fighters[i].Guard)
		}
	}
}

// 13.4: "Guard Action: Until this fighter's next activation, or the end of
// the Action Phase (whichever comes sooner), this fighter's next Dodge or
// Deflect reaction is free."
func TestGuardMakesNextReactionFree(t *testing.T) {
	g := arena(t, "stormblade, stormblade / hawkeye, hawkeye", "",
		"..............................",
		"....A.a.......................",
		"..............................",
		"......B.....................b.",
	)
	g.Turn = 1
	do(t, g, "b1 guard", "b1 stay")
	if b1 := fighter(t, g, "b1"); !b1.Guard || b1.Actions != 1 {
		t.Fatalf("after guarding: guard %v, %d counters", b1.Guard, b1.Actions)
	}
	load(t, g, 6, 6, 6, 6, 6, 6, 6, 6)
	evs := do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 deflect")
	if b1 := fighter(t, g, "b1"); b1.Guard || b1.Actions != 1 {
		t.Errorf("a guarded Deflect should be free and use the guard: guard %v, %d counters\n%s", b1.Guard, b1.Actions, eventText(evs))
	}
	do(t, g, "b1 stay", "b2 guard", "b2 stay")
	// b1 may still react: this time the Deflect costs an action.
	do(t, g, "a2 attack b1 1", "a2 stay", "a2 light", "b1 deflect", "b1 stay")
	if b1 := fighter(t, g, "b1"); b1.Actions != 2 {
		t.Errorf("an unguarded Deflect costs an action: %d counters", b1.Actions)
	}
}

// 13.4 Guard: it lasts "until this fighter's next activation".
func TestGuardExpiresAtNextActivation(t *testing.T) {
	g := arena(t, "stormblade / hawkeye", "",
		"............................",
		"..A.......................a.",
	)
	g.Turn = 1
	do(t, g, "b1 guard", "b1 stay", "a1 guard", "a1 stay")
	if !fighter(t, g, "b1").Guard {
		t.Fatal("the guard should last until b1 activates again")
	}
	do(t, g, "b1 move @355.6,12.7")
	if fighter(t, g, "b1").Guard {
		t.Error("b1 activated again; its guard should be gone")
	}
}

// 18.4: "Remember that Reactions are Actions and therefore a fighter with a
// double action counter may not use them (13.0)."
func TestDoubleCounterCannotReact(t *testing.T) {
	g := arena(t, "stormblade / hawkeye, hawkeye", "",
		"..............",
		"....A.a.......",
		"..........b...",
	)
	fighter(t, g, "b1").Actions = 2
	load(t, g, 6, 6, 6, 6)
	evs := do(t, g, "a1 attack b1 1", "a1 stay", "a1 light")
	if has(evs, EvReacted) || !has(evs, EvRolled) || g.Act.Step == StepReact {
		t.Errorf("a target with a double counter is asked to react:\n%s", eventText(evs))
	}
	if got := fighter(t, g, "b1").Actions; got != 2 {
		t.Errorf("b1 has %d counters", got)
	}
	g.Turn = 1
	g.Act = Activation{Fighter: -1, Target: -1, Object: -1, Spell: -1, Attack: -1}
	if why := refuse(t, g, "b1 guard"); !strings.Contains(why, "double action counter") {
		t.Errorf("b1 activating with a double counter: %q", why)
	}
}

// 14.0: "Remove action counters from the battlefield." The scenario scores
// its markers at each End Phase (1 point per marker a side controls).
func TestEndPhaseRemovesCountersAndScoresMarkers(t *testing.T) {
	g := arena(t, "ironclad, hawkeye / stormhorn", "score: marker 1",
		"..................................",
		"..A...+...................a.......",
		"..................................",
		"..B.......................+.......",
		"..................................",
		"...........+......................",
	)
	exhaust(t, g)
	if g.Round != 2 || g.Phase != PhaseChannel {
		t.Fatalf("after round 1: %s round %d", g.Phase, g.Round)
	}
	// a1 is 2" from the first cairn, b1 0" from the second; nobody holds the third
	if g.VP != [2]int16{1, 1} {
		t.Errorf("victory points %v, want [1 1]", g.VP)
	}
	for i := range g.Fighters {
		if g.Fighters[i].Actions != 0 {
			t.Errorf("%s still has %d counters", g.FighterID(i), g.Fighters[i].Actions)
		}
	}
}

// The last round's End Phase ends the battle on victory points.
func TestLastRoundEndsTheBattle(t *testing.T) {
	g := arena(t, "ironclad / stormhorn", "rounds: 1\nscore: marker 2",
		"............................",
		"..A.+.....................a.",
	)
	exhaust(t, g)
	out := g.Outcome()
	if !out.Over || out.Winner() != 0 || g.VP != [2]int16{2, 0} {
		t.Errorf("outcome %+v, VP %v; want side 1 to win 2-0", out, g.VP)
	}
	if g.ToAct() != nil || g.Legal(0) != nil || g.Legal(1) != nil {
		t.Error("a finished battle still asks for actions")
	}
	if _, err := g.Apply(Action{Kind: KPass}); !rules.IsIllegal(err) {
		t.Errorf("an action after the end: %v", err)
	}
}
