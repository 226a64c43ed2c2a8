package magewinds

import (
	"slices"
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

var _ rules.Private = Event{}

// private checks an event that hides facts from the other side: the owner
// reads it whole, the other seat and the public read it withheld, without
// the secret in its text, and a withheld event is public (For gives it
// back unchanged).
func private(t *testing.T, e Event, owner rules.Seat, secret string) Event {
	t.Helper()
	if !e.Hides() || !strings.Contains(e.String(), secret) {
		t.Fatalf("%q: the whole truth should name %q", e, secret)
	}
	if got := rules.EventFor(e, owner).(Event); got.Text != e.Text || got.Card != e.Card || got.Choice != e.Choice || got.N != e.N {
		t.Errorf("the owner reads %q, want %q", got, e)
	}
	var hidden Event
	for _, seat := range []rules.Seat{1 - owner, rules.Spectator} {
		h := rules.EventFor(e, seat).(Event)
		if strings.Contains(h.String(), secret) || h.Hides() || h.Kind != e.Kind || h.Side != e.Side {
			t.Errorf("seat %d reads %q (hides %v)", seat, h, h.Hides())
		}
		if again := h.For(owner).(Event); again.Text != h.Text {
			t.Errorf("a withheld event gives its facts back: %q", again)
		}
		hidden = h
	}
	return hidden
}

// 12.0: "Draw the card on the top of the face down deck ... You may hide
// parts, or all, of your hand from your opponent": the card drawn blind is
// the drawer's secret; a face-up card taken, and the one turned up in its
// place, are seen by all.
func TestDrawFromTheDeckIsPrivate(t *testing.T) {
	g := channelling(t)
	top := g.Deck[len(g.Deck)-1]
	evs := do(t, g, "draw deck")
	h := private(t, find(t, evs, EvDrew), 0, top.Long())
	if h.Card != cards.None || h.String() != "Wardens draw a card from the deck." {
		t.Errorf("side 2 reads %q with card %v", h, h.Card)
	}
	taken := g.FaceUp[1]
	evs = do(t, g, "draw 2")
	for _, e := range evs {
		if e.Hides() || rules.EventFor(e, 0).String() != e.String() {
			t.Errorf("a face-up card taken or turned up is public: %q", e)
		}
	}
	if evs[0].Card != taken || evs[1].Card != g.FaceUp[1] {
		t.Errorf("the face-up cards %v, %v", evs[0].Card, evs[1].Card)
	}
}

// 14.1: "go through your remaining cards in any order and choose which ones
// to keep and which to discard": the card kept stays hidden in the hand
// (its value is seen in the damage it deals); 17.0: "To spend magic cards,
// discard them from your hand", so the discard pile lies face up and a
// card discarded is seen by all.
func TestWindburnKeepIsPrivate(t *testing.T) {
	g := arena(t, "lifeweaver / stormhorn", "",
		"..........................",
		"..A.....................a.",
	)
	give(t, g, 0, "KH", "3D")
	exhaust(t, g)
	evs := do(t, g, "discard 3D")
	if e := find(t, evs, EvDiscarded); e.Hides() || rules.EventFor(e, rules.Spectator).(Event).Card != card(t, "3D") {
		t.Errorf("the discard is public: %q", e)
	}
	evs = do(t, g, "keep KH a1,a1")
	h := private(t, find(t, evs, EvKept), 0, "King of Hearts")
	if h.Card != cards.None || h.N != 2 || h.String() != "Wardens keep a card and take 2 windburn damage." {
		t.Errorf("side 2 reads %q, card %v, damage %d", h, h.Card, h.N)
	}
}

// 18.3: "the attacking player places the corresponding Attack Choice card
// face down ... After the defending player has made their Defence Choice
// (18.4), the attacking player reveals their choice."
func TestFaceDownChoiceIsPrivate(t *testing.T) {
	g := duel(t)
	evs := do(t, g, "a1 attack b1 1", "a1 stay", "a1 heavy")
	h := private(t, find(t, evs, EvChoiceDown), 0, "Heavy Attack")
	if h.Choice != ChoiceHidden || h.String() != "Wardens place an attack choice face down." {
		t.Errorf("the defender reads %q, choice %s", h, h.Choice)
	}
	load(t, g, 6, 6, 6, 6, 6)
	evs = do(t, g, "b1 noreact")
	if e := find(t, evs, EvRevealed); e.Hides() || rules.EventFor(e, 1).(Event).Choice != ChoiceHeavy {
		t.Errorf("the reveal is public: %q", e)
	}
}

// 10.2 in secret: what a side adds, removes or takes is its own until both
// are ready; that it is ready, and then both warbands, are seen by all.
func TestMusterPicksArePrivate(t *testing.T) {
	g := setup(t, "standing-stones", 5)
	for _, tc := range []struct {
		action, secret, public string
		owner                  rules.Seat
	}{
		{"a add nightblade", "Nightblade", "The Gale Wardens change their warband.", 0},
		{"b add lifeweaver", "Lifeweaver", "The Ashen Circle changes its warband.", 1},
		{"a remove nightblade", "Nightblade", "The Gale Wardens change their warband.", 0},
		{"b default", "Stormhorn Brute", "The Ashen Circle changes its warband.", 1},
	} {
		e := find(t, do(t, g, tc.action), EvMustered)
		h := private(t, e, tc.owner, tc.secret)
		if h.N != -1 || h.String() != tc.public {
			t.Errorf("%s: the other side reads %q, profile %d", tc.action, h, h.N)
		}
	}
	do(t, g, "a default")
	for _, e := range append(do(t, g, "a ready"), do(t, g, "b ready")...) {
		if e.Hides() {
			t.Errorf("%q hides something", e)
		}
	}
}

// No event lets a seat read a card it may not see: in random battles,
// every event as a seat (and as the public) reads it names no card that
// lies hidden from that seat (in the other hand, the kept pile of the
// other side or the deck) unless the card was in public view just before,
// carries only cards in public view before or after it, or the seat's own,
// and withholds face-down choices and muster picks.
func TestEventsNeverShowAHiddenCard(t *testing.T) {
	for _, sc := range scenarios(t) {
		for _, seed := range []uint64{3, 4} {
			g := setup(t, sc.Name, seed)
			before := g.clone()
			randomGame(t, g, seed, maxActions, func(a Action, evs []rules.Event) {
				for _, seat := range []rules.Seat{0, 1, rules.Spectator} {
					seen := func(c cards.Card) bool {
						return visible(before, seat, c) || visible(g, seat, c)
					}
					for _, ev := range evs {
						e := rules.EventFor(ev, seat).(Event)
						if e.Card != cards.None && !seen(e.Card) {
							t.Fatalf("%s seed %d, %q: seat %d reads %q carrying the hidden %s", sc.Name, seed, a, seat, e, e.Card.Long())
						}
						for c := cards.Card(0); c < cards.DeckSize; c++ {
							if !seen(c) && strings.Contains(e.Text, c.Long()) {
								t.Fatalf("%s seed %d, %q: seat %d reads %q naming the hidden %s", sc.Name, seed, a, seat, e, c.Long())
							}
						}
						if e.Kind == EvChoiceDown && int(e.Side) != int(seat) && e.Choice != ChoiceHidden ||
							e.Kind == EvMustered && int(e.Side) != int(seat) && e.N != -1 {
							t.Fatalf("%s seed %d, %q: seat %d reads %q with its secret", sc.Name, seed, a, seat, e)
						}
					}
				}
				before = g.clone()
			})
		}
	}
}

// visible reports whether seat sees card c in battle g: face up, on the
// discard pile, in its own hand or kept pile.
func visible(g *Game, seat rules.Seat, c cards.Card) bool {
	if cards.Contains(g.FaceUp[:], c) || cards.Contains(g.Discard, c) {
		return true
	}
	if seat != 0 && seat != 1 {
		return false
	}
	return cards.Contains(g.Hands[seat], c) || int(g.Turn) == int(seat) && cards.Contains(g.Kept, c)
}

// View(rules.Spectator), the public view a shared screen shows, hides both
// hands, the deck and a face-down choice, and cannot be played on.
func TestPublicViewHidesBothSides(t *testing.T) {
	g := duel(t)
	give(t, g, 0, "KH", "2C")
	give(t, g, 1, "3D")
	do(t, g, "a1 attack b1 1", "a1 stay", "a1 light")
	v := g.View(rules.Spectator).(*Game)
	for s := range 2 {
		if len(v.Hands[s]) != len(g.Hands[s]) || slices.ContainsFunc(v.Hands[s], func(c cards.Card) bool { return c != cards.None }) {
			t.Errorf("the public view shows side %d's hand %v", s+1, v.Hands[s])
		}
	}
	if slices.ContainsFunc(v.Deck, func(c cards.Card) bool { return c != cards.None }) || v.Act.Choice != ChoiceHidden || v.FaceUp != g.FaceUp {
		t.Errorf("the public view: deck %v, choice %s, face up %v", v.Deck, v.Act.Choice, v.FaceUp)
	}
	if v.Viewer() != int(PublicView) || strings.Contains(v.Describe(), "KH") {
		t.Errorf("viewer %d:\n%s", v.Viewer(), v.Describe())
	}
	if _, err := v.Apply(Action{Kind: KReact, Fighter: "b1"}); !rules.IsIllegal(err) {
		t.Errorf("the public view was played on: %v", err)
	}
	if d, err := Decode(v.Encode()); err != nil || d.Viewer() != int(PublicView) || d.Hash() != v.Hash() {
		t.Errorf("the public view decodes: %v", err)
	}
}
