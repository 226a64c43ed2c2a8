package magewinds

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// TestMageDeployWithoutHandOvers plays the deployment with two humans on
// one screen: the hands are empty, so neither side has anything to hide
// (rules.SecretKeeper) and the table passes between them with no "Pass
// to" screen (at most one, when the next action deals the hands); the
// first hand-over after the deployment, when a hand holds cards, covers
// the table again.
func TestMageDeployWithoutHandOvers(t *testing.T) {
	gameloop.NeedWindow(t)
	src := input.NewScript()
	a := gametest.NewApp(kinds, src, image.Pt(1280, 800), t.TempDir())
	setup := mageSetup(t)
	acts := mageActions(t, setup, func(g *mw.Game) bool { return g.Phase == mw.PhaseDeploy })
	m := openAt(t, a, setup, []session.Sitter{session.Human, session.Human}, acts)
	d := &gametest.Driver{T: t, Src: src, App: a, Screen: ebiten.NewImage(1280, 800)}
	ais := []rules.Player{mw.NewAI(1), mw.NewAI(2)}
	deployed, covers, sides := 0, 0, map[int]bool{}
	for m.Game().Phase == mw.PhaseDeploy {
		g := m.Game()
		if len(g.Hands[0]) > 0 || len(g.Hands[1]) > 0 {
			t.Fatalf("a hand holds cards in the deployment: %v %v", g.Hands[0], g.Hands[1])
		}
		d.TicksN(2)
		if m.Privacy().Covered() {
			covers++
			d.Key(ebiten.KeyEnter)
		}
		side := humanSide(m)
		sides[side] = true
		act, err := ais[side].Choose(m.Session().State().View(rules.Seat(side)), rules.Seat(side))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Session().Apply(act); err != nil {
			t.Fatal(err)
		}
		deployed++
	}
	if covers > 1 { // the last may come before the hands are dealt
		t.Fatalf("%d hand-over screens in a deployment of %d fighters from empty hands", covers, deployed)
	}
	if deployed < 4 || !sides[0] || !sides[1] {
		t.Fatalf("the deployment took %d actions by sides %v: too few to test", deployed, sides)
	}
	// The channelling: once a side with cards in hand takes the screen
	// from the other, the table is covered.
	for i := 0; i < 40 && !m.Privacy().Covered(); i++ {
		d.TicksN(2)
		if m.Privacy().Covered() {
			break
		}
		side := humanSide(m)
		if side < 0 {
			t.Fatalf("no human decides in %s", m.Game().Phase)
		}
		act, err := ais[side].Choose(m.Session().State().View(rules.Seat(side)), rules.Seat(side))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Session().Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Privacy().Covered() {
		t.Fatalf("no hand-over screen after the deployment (%s, hands %v %v)", m.Game().Phase, m.Game().Hands[0], m.Game().Hands[1])
	}
}
