package magewinds

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// TestAIBeatsRandom plays 200 seeded battles per scenario (20 with -short)
// between the computer and a player choosing uniformly among the legal
// actions, the computer on side 1 in half of them and on side 2 in the
// other half. It must win at least 80% on each scenario; draws are not
// wins.
func TestAIBeatsRandom(t *testing.T) {
	games := 100 // per seat
	if testing.Short() {
		games = 10
	}
	type tally struct{ wins, draws, losses, panics int }
	var mu sync.Mutex
	results := map[string]*[2]tally{}
	t.Cleanup(func() {
		for _, sc := range (Ruleset{}).Scenarios() {
			r := results[sc.Name]
			if r == nil {
				continue
			}
			wins := r[0].wins + r[1].wins
			t.Logf("%s: the computer won %d of %d (as side 1: %d won, %d drawn, %d lost, %d crashed; as side 2: %d won, %d drawn, %d lost, %d crashed)",
				sc.Name, wins, 2*games, r[0].wins, r[0].draws, r[0].losses, r[0].panics, r[1].wins, r[1].draws, r[1].losses, r[1].panics)
			if wins*10 < 2*games*8 {
				t.Errorf("%s: the computer won %d of %d battles; want at least 80%%", sc.Name, wins, 2*games)
			}
		}
	})
	for _, sc := range scenarios(t) {
		results[sc.Name] = &[2]tally{}
		for aiSide := range 2 {
			t.Run(fmt.Sprintf("%s/ai-side-%d", sc.Name, aiSide+1), func(t *testing.T) {
				t.Parallel()
				var r tally
				for k := range games {
					seed := uint64(k)*7919 + uint64(aiSide) + 1
					g, err := Setup(sc, seed, rules.Options{})
					if err != nil {
						t.Fatal(err)
					}
					players := make([]rules.Player, 2)
					players[aiSide] = NewAI(seed)
					players[1-aiSide] = rules.NewRandomPlayer(seed)
					var played error
					if err := safely(func() { _, played = rules.Play(g, players, maxActions) }); err != nil {
						r.panics++
						if r.panics <= 3 {
							t.Errorf("seed %d: %v (at %s, step %d)", seed, err, g.Phase, g.Act.Step)
						}
						continue
					}
					if played != nil {
						t.Fatalf("seed %d: %v", seed, played)
					}
					switch out := g.Outcome(); {
					case int(out.Winner()) == aiSide:
						r.wins++
					case out.Winner() < 0:
						r.draws++
					default:
						r.losses++
					}
				}
				mu.Lock()
				results[sc.Name][aiSide] = r
				mu.Unlock()
			})
		}
	}
}

// aiPositions plays battles of the computer (side 1) against a random
// player and returns positions where the computer is to decide (and does
// so without crashing).
func aiPositions(t testing.TB, name string, battles, every int) []*Game {
	var out []*Game
	for k := range battles {
		g := setup(t, name, uint64(k)+500)
		players := []rules.Player{NewAI(uint64(k)), rules.NewRandomPlayer(uint64(k))}
		for n := 0; !g.Outcome().Over && n < maxActions; n++ {
			seat := g.ToAct()[0]
			var a rules.Action
			var err error
			if crash := safely(func() { a, err = players[seat].Choose(g, seat) }); crash != nil {
				break // TestAIMakesItsReactionStep reports the computer's crashes
			}
			if err != nil {
				t.Fatal(err)
			}
			if seat == 0 && n%every == 0 {
				out = append(out, g.Clone().(*Game))
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%s chose %q: %v", players[seat].Name(), a, err)
			}
		}
	}
	return out
}

// The computer decides on what its seat may see (12.0, 18.3): the other
// hand, the deck's order and the dice's future do not change its choice,
// and it chooses the same whether given the battle or its seat's view.
func TestAIDecidesOnlyOnItsView(t *testing.T) {
	every := 3
	if testing.Short() {
		every = 15
	}
	for _, sc := range scenarios(t) {
		for i, g := range aiPositions(t, sc.Name, 2, every) {
			want, err := NewAI(7).Choose(g, 0)
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := NewAI(7).Choose(g.View(0), 0); got.String() != want.String() {
				t.Fatalf("%s position %d: %q on the battle, %q on the view", sc.Name, i, want, got)
			}
			// swap the other side's hand with cards from the deck, shuffle
			// the deck and change the dice
			h := g.Clone().(*Game)
			for k := range h.Hands[1] {
				if len(h.Deck) > k {
					h.Hands[1][k], h.Deck[k] = h.Deck[k], h.Hands[1][k]
				}
			}
			d := rules.NewDice(uint64(i) + 99)
			cards.Shuffle(h.Deck, &d)
			h.dice = d
			if got, _ := NewAI(7).Choose(h, 0); got.String() != want.String() {
				t.Fatalf("%s position %d: the computer chose %q, and %q when only hidden cards and dice differ", sc.Name, i, want, got)
			}
			if !slices.Contains(legal(g), want.String()) {
				t.Fatalf("%s position %d: %q is not legal", sc.Name, i, want)
			}
		}
	}
}

// The computer is deterministic: the same seed and position, the same choice.
func TestAIIsDeterministic(t *testing.T) {
	for _, g := range aiPositions(t, "the-stormglass", 1, 5) {
		a, _ := NewAI(3).Choose(g, 0)
		b, _ := NewAI(3).Choose(g.Clone(), 0)
		if a.String() != b.String() {
			t.Fatalf("%q then %q", a, b)
		}
	}
	if _, err := NewAI(1).Choose(nil, 0); err == nil {
		t.Error("choosing for a battle of another ruleset")
	}
	if got := (Ruleset{}).NewAI(1, 5).Name(); got != "computer" {
		t.Errorf("the computer is called %q", got)
	}
}

// The computer defending: after a Deflect or a Dodge it makes the
// reaction's step move (13.3). The attack here is the Hawkeye's second
// (its Hunting Knife) and the Stormhorn Brute defending has only one.
func TestAIMakesItsReactionStep(t *testing.T) {
	for _, react := range []string{"b1 deflect", "b1 dodge"} {
		g := arena(t, "hawkeye / stormhorn, stormhorn", "",
			"................................",
			"................................",
			"....A.a.........................",
			"................................",
			"............................b...",
		)
		load(t, g, 6, 6)
		do(t, g, "a1 attack b1 2", "a1 stay", react)
		if g.Act.Step != StepReactStep || g.Decider() != 1 {
			t.Fatalf("%s: step %d, side %d to decide", react, g.Act.Step, g.Decider()+1)
		}
		var a rules.Action
		if err := safely(func() { a, _ = NewAI(1).Choose(g, 1) }); err != nil {
			t.Errorf("%s: the computer's step: %v", react, err)
			continue
		}
		if !slices.Contains(legal(g), a.String()) {
			t.Errorf("%s: the computer chose %q", react, a)
		}
	}
}

// The computer's step moves (13.1, 18.4). Attacking round a friend in the
// way (TestLineOfAttackLongerThanTheRange), it steps to where the Long
// Spear has a line of attack and goes on with the attack; dodging, it
// steps as far from the attacker as it can, 1" straight away.
func TestAIFindsItsSteps(t *testing.T) {
	g := aroundTheFriend(t, "2.4", 192*geom.Inch/100, false)
	do(t, g, "a1 attack b1 1")
	a, err := NewAI(1).Choose(g, 0)
	if err != nil {
		t.Fatal(err)
	}
	if act := a.(Action); act.Kind != KStep || !g.canAttack(g.FighterByID("a1"), act.At, g.FighterByID("b1"), g.attackOf(0)) {
		t.Fatalf("the computer chose %q", a)
	}
	do(t, g, a.(Action).String())
	if g.Act.Step != StepChoice {
		t.Errorf("after the computer's step the attack should go on: step %d", g.Act.Step)
	}

	g = duel(t)
	load(t, g, 6, 6, 6, 6)
	do(t, g, "a1 attack b1 1", "a1 stay", "a1 light", "b1 dodge")
	a, err = NewAI(1).Choose(g, 1)
	if err != nil {
		t.Fatal(err)
	}
	if a.String() != "b1 step "+at(8, 2) {
		t.Errorf("the computer's dodge step: %q, want 1\" straight away (%s)", a, at(8, 2))
	}
}
