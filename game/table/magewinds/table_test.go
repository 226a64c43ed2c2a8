package magewinds

import (
	"image"
	"image/color"
	"testing"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
	"skirmish/rules"
	"skirmish/rules/catalog"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
)

// mageSetup is Standing Stones with seed 7.
func mageSetup(t *testing.T) session.Setup {
	rs, err := catalog.Catalog{Kind.Rules()}.Lookup("magewinds")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := catalog.Scenario(rs, "standing-stones")
	if err != nil {
		t.Fatal(err)
	}
	return session.Setup{Ruleset: rs, Scenario: sc, Seed: 7}
}

// mageActions plays the computer against itself from setup until stop
// holds, and returns the actions.
func mageActions(t *testing.T, setup session.Setup, stop func(*mw.Game) bool) []rules.Action {
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*mw.Game)
	ais := []rules.Player{mw.NewAI(1), mw.NewAI(2)}
	var out []rules.Action
	for i := 0; i < 2000 && !stop(g); i++ {
		if len(g.ToAct()) == 0 {
			t.Fatalf("the game ended after %d actions before the position wanted", i)
		}
		seat := g.ToAct()[0]
		a, err := ais[seat].Choose(g, seat)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	if !stop(g) {
		t.Fatal("the position wanted never came")
	}
	return out
}

// reactionSetup is Standing Stones at a seed whose computer game reaches
// atReaction: a melee attack on side 0 with its choice face down.
func reactionSetup(t *testing.T) session.Setup {
	s := mageSetup(t)
	s.Seed = 8
	return s
}

// atReaction stops when side 0 must choose a reaction to an attack whose
// choice (Light, Heavy or Feint) lies face down.
func atReaction(g *mw.Game) bool {
	return g.Phase == mw.PhaseAction && g.Act.Step == mw.StepReact && g.Act.Choice != mw.ChoiceNone &&
		g.Fighters[g.Act.Target].Side == 0 && len(g.Hands[0]) > 0
}

// reactionTable starts reactionSetup at the app, a human against the
// computer, at atReaction, and returns its table, shown.
func reactionTable(t *testing.T, a *game.App) mt {
	t.Helper()
	setup := reactionSetup(t)
	return openAt(t, a, setup, []session.Sitter{session.Human, session.Computer}, mageActions(t, setup, atReaction))
}

func isWhite(c color.RGBA) bool { return c.R > 235 && c.G > 235 && c.B > 230 }
func isRedInk(c color.RGBA) bool {
	return int(c.R) > int(c.G)+80 && int(c.R) > int(c.B)+60
}

// TestMageTableShowsTheHand checks a battle with cards in hand: the human
// side's cards are drawn face up as real cards (white faces, red pips on
// Hearts and Diamonds, none on Clubs and Spades), the computer's hand face
// down (the human's view holds none of its cards), and each fighter's
// token in its side's colour.
func TestMageTableShowsTheHand(t *testing.T) {
	gameloop.NeedWindow(t)
	a := rig.App(t)
	m := reactionTable(t, a)
	img := gametest.Frame(t, a, "magewinds-hand")
	g := m.Game()
	hand := spotsIn(m, -1)
	if len(hand) != len(g.Hands[0]) || len(hand) == 0 {
		t.Fatalf("%d cards drawn in hand, the hand holds %d", len(hand), len(g.Hands[0]))
	}
	for k, cs := range hand {
		if cs.r.Max.X > m.area.Max.X {
			t.Errorf("the %s reaches x=%d, under the side panel (the table ends at %d)", cs.card.Long(), cs.r.Max.X, m.area.Max.X)
		}
		if k > 0 {
			// A click where this card covers the one before goes to this one.
			p := image.Pt(cs.r.Min.X+2, cs.r.Min.Y+cs.r.Dy()/2)
			if top, _ := m.spotAt(p); !p.In(hand[k-1].r) || top.card != cs.card {
				t.Errorf("a click on the visible left edge of the %s finds the %s", cs.card.Long(), top.card.Long())
			}
		}
		if cs.card != g.Hands[0][k] {
			t.Errorf("card %d drawn is %s, the hand has %s", k, cs.card, g.Hands[0][k])
		}
		// the last card is not overlapped: look at its whole face
		if k == len(hand)-1 {
			r := cs.r.Inset(4)
			if n := pixeltest.Count(img, r, isWhite); n < r.Dx()*r.Dy()/3 {
				t.Errorf("the %s shows %d white pixels of %d: not a card face", cs.card.Long(), n, r.Dx()*r.Dy())
			}
			red := pixeltest.Count(img, r, isRedInk)
			if cs.card.Suit().Red() && red < 30 {
				t.Errorf("the %s has %d red pixels", cs.card.Long(), red)
			}
			if !cs.card.Suit().Red() && red > 10 {
				t.Errorf("the %s has %d red pixels", cs.card.Long(), red)
			}
		}
	}
	// the computer's hand is drawn face down: its view holds no card of it
	other := spotsIn(m, -2)
	if len(other) != len(g.Hands[1]) || len(other) == 0 {
		t.Fatalf("%d cards of the other hand drawn, it holds %d", len(other), len(g.Hands[1]))
	}
	for _, cs := range other {
		if cs.card != cards.None {
			t.Errorf("the computer's %s is drawn face up", cs.card.Long())
		}
	}
	if last := other[len(other)-1].r.Inset(6); pixeltest.Count(img, last, isWhite) > last.Dx()*last.Dy()/10 ||
		gametest.CountNear(img, last, color.RGBA{0x1f, 0x3d, 0x73, 0xff}, 24) < last.Dx()*last.Dy()/5 {
		t.Errorf("the computer's last card does not show the blue back")
	}
	// every face-up card is drawn as well
	up := 0
	for _, cs := range m.cardRects {
		if cs.slot > 0 {
			up++
		}
	}
	if want := 5 - countNone(g.FaceUp[:]); up != want {
		t.Errorf("%d face-up cards drawn, %d face up", up, want)
	}
	for i := range g.Fighters {
		if !g.OnField(i) || g.Fighters[i].Actions >= 2 {
			continue // spent fighters are drawn faded
		}
		x, y := m.field.ToScreen(pt(g.Fighters[i].Pos))
		r := int(m.field.Scale() * 0.48)
		box := image.Rect(int(x)-r, int(y)-r, int(x)+r, int(y)+r)
		own := a.Pal().Side[g.Fighters[i].Side]
		if n := gametest.CountShade(img, box, own, 12); n < r {
			t.Errorf("%s: %d pixels of its side's colour around its base", g.Name(i), n)
		}
	}
}

func countNone(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		if c == cards.None {
			n++
		}
	}
	return n
}

// TestMageRevealAnimation checks that the attack choice lies face down
// while the defender decides, and flips over when the reaction is chosen.
func TestMageRevealAnimation(t *testing.T) {
	gameloop.NeedWindow(t)
	a := rig.App(t)
	a.Settings.AnimSpeed = 100
	m := reactionTable(t, a)
	before := gametest.Frame(t, a, "magewinds-face-down")
	g := m.Game()
	hidden := g.Act.Choice
	if hidden == mw.ChoiceNone {
		t.Fatal("no attack choice lies face down")
	}
	// the defender's options never name the hidden choice
	for _, o := range m.opts {
		if o.Action == nil || o.Action.Kind != mw.KReact {
			t.Fatalf("option %q is not a reaction", o.Label)
		}
	}
	ch := a.Theme().Px(118)
	cw, _ := cardSize(ch)
	x := m.area.Max.X - cw - a.Theme().Px(10)
	y := m.area.Min.Y + a.Theme().Px(8)
	r := image.Rect(x, y, x+cw, y+ch).Inset(3)
	m.Choose(0) // no reaction
	if m.flip <= 0 {
		t.Fatal("choosing the reaction did not start the reveal")
	}
	if m.revealed[0] != int(hidden) {
		t.Errorf("revealed choice %d, the hidden one was %d", m.revealed[0], hidden)
	}
	var mid *image.RGBA
	for m.flip > 0 {
		img := gametest.Frame(t, a, "magewinds-reveal")
		if m.flip < 25 && mid == nil {
			mid = img
		}
	}
	if mid == nil {
		t.Fatal("the reveal ended at once")
	}
	if d := diffPixels(before, mid, r); d < r.Dx()*r.Dy()/10 {
		t.Errorf("the card looks the same while flipping (%d pixels differ)", d)
	}
}

func cardSize(h int) (int, int) { return h * 5 / 7, h }

func diffPixels(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p, q := a.RGBAAt(x, y), b.RGBAAt(x, y)
			if abs(int(p.R)-int(q.R))+abs(int(p.G)-int(q.G))+abs(int(p.B)-int(q.B)) > 60 {
				n++
			}
		}
	}
	return n
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// TestMageOptions checks the action list without a window: the
// Channelling choices, and a spell whose payment is checked before casting.
func TestMageOptions(t *testing.T) {
	setup := mageSetup(t)
	acts := mageActions(t, setup, func(g *mw.Game) bool { return g.Phase == mw.PhaseChannel })
	st, _ := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	g := st.(*mw.Game)
	for _, a := range acts {
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	seat := rules.Seat(g.Turn)
	opts := mageOptions(g, g.Legal(seat), &mpick{sel: -1})
	if len(opts) != 7 || opts[len(opts)-1].Action.Kind != mw.KPass {
		t.Fatalf("channelling offers %d options, want 5 face-up cards, the deck and pass", len(opts))
	}
	// a spell paid with the wrong cards is refused before casting
	g.Hands[seat] = []cards.Card{cards.New(cards.Clubs, 7), cards.New(cards.Hearts, 13)}
	bad := mw.Action{Kind: mw.KCast, Fighter: "a4", Spell: "mend", Target: "a4", Cards: []cards.Card{cards.New(cards.Clubs, 7)}}
	if why := g.WhyNot(bad); why == "" {
		t.Error("Mend paid with the 7 of Clubs was accepted")
	}
}

// TestMageCastOptions aims a spell from the action list: the payment is
// checked before casting, other payments can be chosen without the mouse,
// and a valid payment casts.
func TestMageCastOptions(t *testing.T) {
	setup := mageSetup(t)
	var cast mw.Action
	acts := mageActions(t, setup, func(g *mw.Game) bool {
		if g.Phase != mw.PhaseAction || g.Act.Step != mw.StepNone {
			return false
		}
		for _, ra := range g.Legal(rules.Seat(g.Turn)) {
			if a := ra.(mw.Action); a.Kind == mw.KCast {
				cast = a
				return true
			}
		}
		return false
	})
	st, _ := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	g := st.(*mw.Game)
	for _, a := range acts {
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	seat := rules.Seat(g.Turn)
	p := &mpick{sel: g.FighterByID(cast.Fighter), mode: mmCast, spell: cast.Spell}
	opts := mageOptions(g, g.Legal(seat), p)
	aimed := 0
	for _, o := range opts {
		if o.Action != nil && o.Action.Kind == mw.KCast {
			aimed++
			if o.Why == "" {
				t.Errorf("%q can be chosen with no cards selected", o.Label)
			}
		}
	}
	if aimed == 0 {
		t.Fatalf("no target offered for %s: %v", cast.Spell, opts)
	}
	p.pay = cast.Cards
	opts = mageOptions(g, g.Legal(seat), p)
	for _, o := range opts {
		if o.Action != nil && o.Action.Kind == mw.KCast && o.Action.Target == cast.Target && o.Action.At == cast.At {
			if o.Why != "" {
				t.Fatalf("%q refused with a valid payment: %s", o.Label, o.Why)
			}
			if _, err := g.Apply(*o.Action); err != nil {
				t.Fatalf("casting %q: %v", o.Label, err)
			}
			return
		}
	}
	t.Fatalf("the target of %s is not offered", cast)
}

// TestMageMenuSurvivesRebuild opens the menu and rebuilds the panel (as a
// computer move or a resize does): the menu stays open and clickable.
func TestMageMenuSurvivesRebuild(t *testing.T) {
	gameloop.NeedWindow(t)
	a := rig.App(t)
	m := reactionTable(t, a)
	gametest.Frame(t, a, "magewinds-menu")
	m.ShowMenu(a)
	m.Build(a) // the panel is rebuilt with the menu open
	gametest.Frame(t, a, "magewinds-menu-rebuilt")
	if m.Modal().Window() == nil || !m.UI().IsWindowOpen(m.Modal().Window()) {
		t.Fatal("the menu is gone after the panel was rebuilt")
	}
	if gametest.FindButton(m.UI(), []*widget.Window{m.Modal().Window()}, "Back to title") == nil {
		t.Fatal("the menu has no Back to title button")
	}
}
