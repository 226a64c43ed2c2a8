package magewinds

import (
	"bytes"
	"slices"
	"testing"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

// spy is a player that hands the state it is given to the computer and
// checks it first: a view of the seat's own, holding no card of the other
// hand, no card of the deck and, in the muster, none of the other side's
// picks.
type spy struct {
	t      *testing.T
	battle *Game
	ai     *AI
	seen   int
}

func (p *spy) Name() string { return "spy" }

func (p *spy) Choose(st rules.State, seat rules.Seat) (rules.Action, error) {
	p.t.Helper()
	v := st.(*Game)
	if v.Viewer() != int(seat) {
		p.t.Fatalf("the computer of seat %d is handed the view of %d", seat, v.Viewer())
	}
	other := 1 - int(seat)
	for _, set := range [][]cards.Card{v.Deck, v.FaceUp[:], v.Discard, v.Hands[0], v.Hands[1], v.Kept, v.Act.Pay} {
		for _, c := range set {
			if c != cards.None && (cards.Contains(p.battle.Hands[other], c) || cards.Contains(p.battle.Deck, c)) {
				p.t.Fatalf("the view handed to seat %d holds the %s, hidden from it", seat, c.Long())
			}
		}
	}
	if slices.ContainsFunc(v.Hands[other], func(c cards.Card) bool { return c != cards.None }) || len(v.Hands[other]) != len(p.battle.Hands[other]) {
		p.t.Fatalf("the view handed to seat %d shows the other hand %v", seat, v.Hands[other])
	}
	if v.Phase == PhaseMuster && len(v.Warbands[other]) > 0 {
		p.t.Fatalf("the view handed to seat %d in the muster shows the other side's picks %v", seat, v.Warbands[other])
	}
	p.seen++
	return p.ai.Choose(st, seat)
}

// The state the computer chooses from (rules.Play hands it View(seat))
// holds no card of the other hand or the deck, and none of the other
// side's muster picks, at every decision of whole battles, the computer
// in either seat (in seat 2 it musters after side 1 has picked).
func TestAIIsHandedNoHiddenCard(t *testing.T) {
	for _, sc := range scenarios(t) {
		for seat := range 2 {
			g := setup(t, sc.Name, 41)
			s := &spy{t: t, battle: g, ai: NewAI(1)}
			players := []rules.Player{rules.NewRandomPlayer(2), rules.NewRandomPlayer(3)}
			players[seat] = s
			if _, err := rules.Play(g, players, maxActions); err != nil {
				t.Fatal(err)
			}
			if s.seen < 20 {
				t.Errorf("%s: the computer decided only %d times", sc.Name, s.seen)
			}
		}
	}
}

// Two battles identical in everything side 1 may see, but differing in
// side 2's hand and the deck's order, give side 1 the same view and the
// computer the same decision (12.0: the other hand is hidden).
func TestAIDecidesTheSameOnTwinPositions(t *testing.T) {
	checked := 0
	for _, g := range aiPositions(t, "standing-stones", 2, 4) {
		if len(g.Hands[1]) == 0 || len(g.Deck) < 10 {
			continue
		}
		twin := g.clone()
		// side 2's hand takes cards from the deck; the deck is reshuffled
		for k := range twin.Hands[1] {
			n := len(twin.Deck) - 1 - k
			twin.Hands[1][k], twin.Deck[n] = twin.Deck[n], twin.Hands[1][k]
		}
		d := rules.NewDice(uint64(checked) + 5)
		cards.Shuffle(twin.Deck, &d)
		if slices.Equal(twin.Hands[1], g.Hands[1]) {
			t.Fatal("the twin has the same hand")
		}
		if !bytes.Equal(g.View(0).Encode(), twin.View(0).Encode()) {
			t.Fatal("the twins do not look the same to side 1")
		}
		a, err := NewAI(9).Choose(g, 0)
		if err != nil {
			t.Fatal(err)
		}
		b, err := NewAI(9).Choose(twin, 0)
		if err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Fatalf("the computer chose %q, and %q on the twin", a, b)
		}
		checked++
	}
	if checked < 5 {
		t.Errorf("only %d positions with cards in side 2's hand", checked)
	}
}

// 10.2: the computer musters from its view: whatever the other side has
// picked, it makes the same choice; it takes the scenario's warband and
// declares it ready.
func TestAIMustersFromItsView(t *testing.T) {
	others := [][]string{nil, {"b add ironclad"}, {"b add hawkeye", "b add hawkeye", "b remove hawkeye"}, {"b default"}, {"b default", "b ready"}}
	for _, mine := range [][]string{nil, {"a add nightblade"}, {"a default"}} {
		var want string
		for i, theirs := range others {
			g := setup(t, "gale-bridge", 2)
			do(t, g, append(slices.Clone(mine), theirs...)...)
			a, err := NewAI(4).Choose(g, 0)
			if err != nil {
				t.Fatal(err)
			}
			if i == 0 {
				want = a.String()
			} else if a.String() != want {
				t.Errorf("side 1 having %v: %q when side 2 did %v, %q when it did nothing", mine, a, theirs, want)
			}
		}
		if wantKind := map[bool]string{true: "a ready", false: "a default"}[len(mine) == 1 && mine[0] == "a default"]; want != wantKind {
			t.Errorf("side 1 having %v chose %q, want %q", mine, want, wantKind)
		}
	}
}
