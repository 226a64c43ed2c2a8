package magewinds

import (
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
)

// TestReviewUnderWayHidesTheHands saves the replay of a battle under way
// against the computer (Menu > Save replay: session.RecordingOf) and opens
// it in review (the kind's Review, as Load replay does): the table is
// shown to nobody in particular (table.ScreenReporter: the public view,
// nobody deciding), it drew the public view, and no card of either hand,
// nor the attack choice lying face down, is drawn face up. Before the
// frame, the review showed everything: the computer's hand among it.
func TestReviewUnderWayHidesTheHands(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds)
	m := tableOf(rig.Open(t, d.App, reactionSetup(t), []session.Sitter{session.Human, session.Computer}, mageActions(t, reactionSetup(t), atReaction)))
	g := m.Game()
	if len(g.Hands[0]) == 0 || len(g.Hands[1]) == 0 || g.Act.Choice == mw.ChoiceNone {
		t.Fatalf("the battle has hands of %d and %d cards, choice %d: not the secrets wanted", len(g.Hands[0]), len(g.Hands[1]), g.Act.Choice)
	}
	gametest.Frame(t, d.App, "magewinds-review-game")
	if own := spotsIn(m, -1); len(own) != len(g.Hands[0]) {
		t.Fatalf("the game shows %d cards of the human's hand, it holds %d", len(own), len(g.Hands[0]))
	}
	rec := session.RecordingOf(m.Session())
	rv := tableOf(rig.Review(d, rec))
	rv.cardRects = rv.cardRects[:0]
	img := gametest.Frame(t, d.App, "magewinds-review-under-way")
	var sr table.ScreenReporter = rv.Frame
	if s := sr.Screen(); s.Viewer != rules.Spectator || s.Decider != rules.Spectator || s.Covered {
		t.Errorf("the review of a battle under way is shown to %+v, want the public view with nobody deciding", s)
	}
	drawn, ok := sr.DrawnView().(*mw.Game)
	if !ok {
		t.Fatalf("the review drew %T", sr.DrawnView())
	}
	if drawn.Viewer() != int(mw.PublicView) {
		t.Errorf("the review drew the view of %d, not the public view", drawn.Viewer())
	}
	for s, h := range drawn.Hands {
		for _, c := range h {
			if c != cards.None {
				t.Errorf("the view drawn holds the %s of side %d's hand", c.Long(), s)
			}
		}
	}
	if drawn.Act.Choice != mw.ChoiceHidden {
		t.Errorf("the view drawn shows the attack choice %d, face down in the battle", drawn.Act.Choice)
	}
	hands := 0
	for _, cs := range rv.cardRects {
		if cs.slot == -1 || cs.slot == -2 {
			hands++
			if cs.card != cards.None {
				t.Errorf("the review draws the %s of a hand face up (slot %d)", cs.card.Long(), cs.slot)
			}
		}
	}
	if hands != len(g.Hands[1]) {
		t.Errorf("the review draws %d cards of the hands face down, want the other hand's %d", hands, len(g.Hands[1]))
	}
	// the hand's slot shows card backs, no white card faces
	if r := rv.lay.row.hand; pixeltest.Count(img, r, isWhite) > r.Dx()*r.Dy()/20 {
		t.Errorf("the hand's slot %v shows %d white pixels: a card face", r, pixeltest.Count(img, r, isWhite))
	}
}
