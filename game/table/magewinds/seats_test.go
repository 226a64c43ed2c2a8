package magewinds

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
)

// handDrawn returns the cards the table drew face up in hand this frame.
func handDrawn(m mt) []cards.Card {
	var out []cards.Card
	for _, cs := range spotsIn(m, -1) {
		out = append(out, cs.card)
	}
	return out
}

// spotsIn returns the cards drawn this frame in one slot: -1 the hand, -2
// the other hand, -3 the fighters to deploy, 0 the deck.
func spotsIn(m mt, slot int) []cardSpot {
	var out []cardSpot
	for _, cs := range m.cardRects {
		if cs.slot == slot {
			out = append(out, cs)
		}
	}
	return out
}

func sameCards(a, b []cards.Card) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestMageHotseatHidesEachHand plays Channelling turns with two humans on
// one screen: the table is covered at each hand-over, and once uncovered
// it shows only the hand of the side whose turn it is.
func TestMageHotseatHidesEachHand(t *testing.T) {
	gameloop.NeedWindow(t)
	src := input.NewScript()
	a := game.NewApp(gametest.Options(kinds, src, image.Pt(1280, 800), t.TempDir()))
	a.Settings.AnimSpeed = 0
	setup := mageSetup(t)
	acts := mageActions(t, setup, func(g *mw.Game) bool {
		return g.Phase == mw.PhaseChannel && len(g.Hands[0]) > 0 && len(g.Hands[1]) > 0 && !g.Passed[0] && !g.Passed[1]
	})
	m := openAt(t, a, setup, []session.Sitter{session.Human, session.Human}, acts)
	screen := ebiten.NewImage(1280, 800)
	tick := func() {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
	}
	confirm := func() {
		src.Press(ebiten.KeyEnter)
		tick()
		src.Release(ebiten.KeyEnter)
		tick()
	}
	for turn := 0; turn < 3; turn++ {
		g := m.Game()
		side := int(g.Turn)
		m.cardRects = m.cardRects[:0]
		tick()
		if !m.Privacy().Covered() {
			t.Fatalf("turn %d: the table is not covered for the hand-over to side %d", turn, side)
		}
		if len(handDrawn(m)) != 0 {
			t.Fatalf("turn %d: cards were drawn while the table was covered", turn)
		}
		confirm()
		tick()
		if m.Privacy().Covered() {
			t.Fatalf("turn %d: Enter did not uncover the table", turn)
		}
		if got := handDrawn(m); !sameCards(got, g.Hands[side]) {
			t.Fatalf("turn %d: the table shows %v, side %d holds %v", turn, got, side, g.Hands[side])
		}
		for _, cs := range m.cardRects {
			if cs.slot == -2 && cs.card != cards.None {
				t.Fatalf("turn %d: side %d sees the other side's %s", turn, side, cs.card.Long())
			}
		}
		if m.Screen().Viewer != rules.Seat(side) {
			t.Fatalf("turn %d: the table shows the view of seat %d to side %d", turn, m.Screen().Viewer, side)
		}
		// draw blind: the other side decides next
		if _, err := m.Session().Apply(mw.Action{Kind: mw.KDraw}); err != nil {
			t.Fatal(err)
		}
		if int(m.Game().Turn) == side {
			t.Fatalf("turn %d: the same side draws again", turn)
		}
	}
}

// TestMageResumeAfterRestart saves a Magewinds battle and resumes it at
// the Magewinds table after a restart.
func TestMageResumeAfterRestart(t *testing.T) {
	gameloop.NeedWindow(t)
	dir := t.TempDir()
	newApp := func(src *input.Script) *game.App {
		return game.NewApp(gametest.Options(kinds, src, image.Pt(1280, 800), dir))
	}
	a := newApp(input.NewScript())
	setup := reactionSetup(t)
	acts := mageActions(t, setup, atReaction)
	m := openAt(t, a, setup, []session.Sitter{session.Human, session.Computer}, acts)
	a.Autosave(m.Session())
	want := m.Game().Hash()
	// The restart: a new app on the same folder offers the battle on its
	// title screen, and its Resume button opens it.
	src := input.NewScript()
	a2 := newApp(src)
	d := &gametest.Driver{T: t, Src: src, App: a2, Screen: ebiten.NewImage(1280, 800)}
	d.Tick()
	resume := d.CurrentButton("Resume: ")
	if resume == nil {
		t.Fatal("no battle offered to resume after the restart")
	}
	if label := resume.Text().Label; !strings.HasPrefix(label, "Resume: Standing Stones,") {
		t.Errorf("the resume button names %q", label)
	}
	d.ClickButton("Resume: ")
	d.Until("the resumed table", 5, func() bool { return a2.Table() != nil })
	f, ok := a2.Table().(*table.Frame)
	if !ok {
		t.Fatalf("resumed at %T, not the Magewinds table", a2.Table())
	}
	rm := tableOf(f)
	if rm.Game().Hash() != want || rm.Session().Position() != len(acts) {
		t.Fatalf("resumed at %x after %d actions, want %x after %d", rm.Game().Hash(), rm.Session().Position(), want, len(acts))
	}
}

// TestMageCouchPadUnplugged seats a gamepad on the human side: the other
// devices cannot play that side, and unplugging the pad pauses the battle
// until it is back.
func TestMageCouchPadUnplugged(t *testing.T) {
	gameloop.NeedWindow(t)
	src := input.NewScript()
	a := game.NewApp(gametest.Options(kinds, src, image.Pt(1280, 800), t.TempDir()))
	a.Settings.AnimSpeed = 0
	src.ConnectPad(0)
	setup := mageSetup(t)
	acts := mageActions(t, setup, func(g *mw.Game) bool { return g.Phase == mw.PhaseChannel && g.Turn == 0 })
	m := openAt(t, a, setup, []session.Sitter{session.Human, session.Computer}, acts)
	seats := table.NewSeating(2)
	seats.Join(0, table.PadController(0))
	m.SetSeating(seats)
	screen := ebiten.NewImage(1280, 800)
	tick := func() {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
	}
	tick()
	before := m.Session().Position()
	src.Press(ebiten.KeyDigit1) // the keyboard is not seated: nothing happens
	tick()
	src.Release(ebiten.KeyDigit1)
	tick()
	if m.Session().Position() != before {
		t.Fatal("the keyboard played a side seated to a gamepad")
	}
	src.DisconnectPad(0)
	tick()
	tick()
	if !m.Strand().Paused() || m.Modal().Window() == nil {
		t.Fatal("unplugging the side's only gamepad did not pause the battle")
	}
	src.ConnectPad(0)
	tick()
	tick()
	if m.Strand().Paused() {
		t.Fatal("the pause stayed after the gamepad came back")
	}
}
