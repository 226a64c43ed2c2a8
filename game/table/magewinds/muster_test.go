package magewinds

import (
	"time"

	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	mw "skirmish/rules/magewinds"
)

// musterDriver starts Standing Stones at a driven app with sitters in the
// seats and returns the driver and the table, its first frame drawn.
func musterDriver(t *testing.T, sitters ...session.Sitter) (*gametest.Driver, mt) {
	t.Helper()
	d := gametest.NewDriver(t, kinds)
	d.App.StartGame(mageSetup(t), sitters, nil)
	d.Tick()
	f, ok := d.App.Table().(*table.Frame)
	if !ok {
		t.Fatalf("the game opened %T, not the Magewinds table", d.App.Table())
	}
	m := tableOf(f)
	d.Tick()
	return d, m
}

// spotOf returns where the muster board drew the spot named k.
func spotOf(t *testing.T, m mt, k mkey) image.Rectangle {
	t.Helper()
	for _, s := range m.mu.spots {
		if s.key == k {
			return s.r
		}
	}
	t.Fatalf("the muster board drew no spot %+v (spots: %+v)", k, m.mu.spots)
	return image.Rectangle{}
}

// profileIndex is the index of a profile of the pack by id.
func profileIndex(t *testing.T, m mt, id string) int {
	t.Helper()
	k := m.Game().Pack().ProfileIndex(id)
	if k < 0 {
		t.Fatalf("no profile %q in the pack", id)
	}
	return k
}

// warbandIDs names the profiles of side s's warband in the battle itself.
func warbandIDs(m mt, s int) []string {
	g := m.Game()
	var out []string
	for _, p := range g.Warbands[s] {
		out = append(out, g.Pack().Profiles[p].ID)
	}
	return out
}

// TestMusterThroughTheCards musters against the computer through the
// board: the computer musters at once without waiting, a click on a pack
// card adds that fighter, a click on a fighter of the warband removes it,
// a card that cannot be added is marked and refused, the arrows and Enter
// reach the cards and the buttons, and the reveal comes when both are
// ready. The gamepad reaches the cards too. The computer's picks are
// never drawn nor told before the reveal.
func TestMusterThroughTheCards(t *testing.T) {
	gameloop.NeedWindow(t)
	d, m := musterDriver(t, session.Human, session.Computer)
	d.UntilWithin("the computer is ready", time.Minute, func() bool { return m.Game().Ready[1] })
	if g := m.Game(); g.Ready[0] || len(g.Warbands[0]) != 0 {
		t.Fatalf("the human's warband changed without input: %v", warbandIDs(m, 0))
	}
	for _, s := range m.mu.spots {
		if s.key.kind == mkMember {
			t.Fatalf("a fighter of a warband is drawn before the human picked any: %+v", s)
		}
	}
	// a click on a pack card adds, on a warband card removes
	d.ClickRect(spotOf(t, m, mkey{mkProfile, profileIndex(t, m, "stormhorn")}))
	d.ClickRect(spotOf(t, m, mkey{mkProfile, profileIndex(t, m, "windcaller")}))
	if got := strings.Join(warbandIDs(m, 0), ","); got != "stormhorn,windcaller" {
		t.Fatalf("after clicking two pack cards the warband is %q", got)
	}
	d.ClickRect(spotOf(t, m, mkey{mkMember, 0}))
	if got := strings.Join(warbandIDs(m, 0), ","); got != "windcaller" {
		t.Fatalf("after clicking the Stormhorn Brute of the warband it is %q", got)
	}
	// a second Windcaller, then a third is refused: at most 2 of one
	wc := profileIndex(t, m, "windcaller")
	d.ClickRect(spotOf(t, m, mkey{mkProfile, wc}))
	before := m.Session().Position()
	d.ClickRect(spotOf(t, m, mkey{mkProfile, wc}))
	if m.Session().Position() != before || len(m.Game().Warbands[0]) != 2 {
		t.Fatalf("a third Windcaller was added: %v", warbandIDs(m, 0))
	}
	if w := m.mu.whys; w.short[wc] != "at most 2" || !strings.Contains(w.add[wc], "at most 2") {
		t.Errorf("the Windcaller's card says %q (%q), want why: at most 2", w.short[wc], w.add[wc])
	}
	d.Tick() // the mouse rests on the Windcaller: the status line says why not
	if st := m.mu.statusText; !strings.HasPrefix(st, "Cannot add:") || !strings.Contains(st, "at most 2") {
		t.Errorf("with the mouse on the third Windcaller the status line says %q", st)
	}
	// the keyboard: the arrows move the cursor from the first card, Enter adds
	d.Key(ebiten.KeyRight) // shows the cursor on the first spot
	if !m.mu.cursor || m.mu.focus != (mkey{mkProfile, 0}) {
		t.Fatalf("the first arrow put the cursor on %+v (shown %v), want the first card", m.mu.focus, m.mu.cursor)
	}
	d.Key(ebiten.KeyRight)
	d.Key(ebiten.KeyDown)
	want := m.mu.focus
	if want.kind != mkProfile || want.n == 0 {
		t.Fatalf("Right and Down left the cursor on %+v", want)
	}
	d.Key(ebiten.KeyEnter)
	if ids := warbandIDs(m, 0); len(ids) != 3 || ids[2] != m.Game().Pack().Profiles[want.n].ID {
		t.Fatalf("Enter on %s gave the warband %v", m.Game().Pack().Profiles[want.n].ID, ids)
	}
	// the gamepad: its pad moves the same cursor, A chooses
	d.Src.ConnectPad(gametest.Pad0)
	d.Tick()
	d.Button(ebiten.StandardGamepadButtonLeftTop)
	padWant := m.mu.focus
	if padWant.kind != mkProfile || padWant == want || m.mu.whys.add[padWant.n] != "" {
		t.Fatalf("the pad's Up moved the cursor from %+v to %+v (why not: %q)", want, padWant, m.mu.whys.add[padWant.n])
	}
	d.Button(ebiten.StandardGamepadButtonRightBottom)
	if ids := warbandIDs(m, 0); len(ids) != 4 || ids[3] != m.Game().Pack().Profiles[padWant.n].ID {
		t.Fatalf("A on %s gave the warband %v", m.Game().Pack().Profiles[padWant.n].ID, ids)
	}
	// down to the warband and the buttons, Enter takes the scenario's warband
	for range 6 {
		d.Key(ebiten.KeyDown)
	}
	for range 4 {
		d.Key(ebiten.KeyRight)
	}
	if m.mu.focus.kind != mkDefault && m.mu.focus.kind != mkReady {
		t.Fatalf("Down and Right did not reach the buttons: %+v", m.mu.focus)
	}
	d.Key(ebiten.KeyUp)
	for m.mu.focus.kind != mkDefault {
		d.Key(ebiten.KeyUp)
		if m.mu.focus.kind == mkProfile {
			t.Fatal("Up went past the scenario's warband")
		}
	}
	d.Key(ebiten.KeyEnter)
	dflt := m.Game().Level().Default(0)
	if got := m.Game().Warbands[0]; len(got) != len(dflt) {
		t.Fatalf("Enter on the scenario's warband gave %v", warbandIDs(m, 0))
	}
	// the computer's picks were never drawn nor told
	secretMuster(t, m)
	d.Key(ebiten.KeyDown) // Ready, below
	if m.mu.focus.kind != mkReady {
		t.Fatalf("Down from the scenario's warband went to %+v, not Ready", m.mu.focus)
	}
	d.Key(ebiten.KeyEnter)
	if g := m.Game(); g.Phase != mw.PhaseDeploy {
		t.Fatalf("after both sides are ready the battle is at %s", g.Phase)
	}
	secretMuster(t, m)
	revealed := false
	for _, l := range m.EventLog().All(m.Screen().Viewer) {
		revealed = revealed || strings.HasPrefix(l, "The warbands are revealed.") && strings.Contains(l, "Stormhorn Brute")
	}
	if !revealed {
		t.Error("the log does not tell the reveal of both warbands")
	}
	// the revealed warbands stand in the card row until deployed; a click
	// on one of the human's chooses the fighter to set up
	d.Until("the human deploys", 100, func() bool { return humanSide(m) == 0 })
	d.Tick()
	var mine []cardSpot
	undeployed := 0
	for i := range m.Game().Fighters {
		if !m.Game().Fighters[i].Deployed {
			undeployed++
		}
	}
	shown := 0
	for _, cs := range m.cardRects {
		if cs.slot == -3 {
			shown++
			if m.Game().Fighters[cs.fighter].Side == 0 {
				mine = append(mine, cs)
			}
		}
	}
	if shown != undeployed || len(mine) == 0 {
		t.Fatalf("the card row shows %d fighters to deploy (%d the human's), %d are", shown, len(mine), undeployed)
	}
	last := mine[len(mine)-1]
	d.ClickRect(last.r)
	if m.p.sel != last.fighter {
		t.Errorf("clicking %s in the card row selected %d", m.Game().Name(last.fighter), m.p.sel)
	}
}

// secretMuster checks that the log at the table tells no profile of the
// computer's muster (seat 1) to the human at the screen.
func secretMuster(t *testing.T, m mt) {
	t.Helper()
	seat := m.Screen().Viewer
	for _, e := range m.EventLog().Entries {
		for _, ev := range e.Events {
			me := ev.(mw.Event)
			if me.Kind != mw.EvMustered || me.Side != 1 {
				continue
			}
			line := table.EventFor(ev, seat).String()
			for _, p := range m.Game().Pack().Profiles {
				if strings.Contains(line, p.Name) {
					t.Errorf("the log tells the human the computer's muster: %q", line)
				}
			}
		}
	}
}

// TestMusterHotseat musters with two humans on one screen: the privacy
// screen hands over between them, each seat is served in turn (the second
// once the first is ready), and neither sees the other's picks: not on
// the board (its warband's cards are not drawn), not in the log.
func TestMusterHotseat(t *testing.T) {
	gameloop.NeedWindow(t)
	d, m := musterDriver(t, session.Human, session.Human)
	pal := d.App.Pal()
	sideInk := func(img *image.RGBA, s int) int { return gametest.CountShade(img, m.mu.slotArea, pal.Side[s], 10) }
	if !handingOver(m) {
		t.Fatal("the table is not covered for the first seat")
	}
	d.Key(ebiten.KeyEnter)
	d.Tick()
	if handingOver(m) || m.Screen().Viewer != 0 {
		t.Fatalf("Enter did not give the screen to the first seat (at the screen: %d)", m.Screen().Viewer)
	}
	d.ClickRect(spotOf(t, m, mkey{mkProfile, profileIndex(t, m, "ironclad")}))
	d.ClickRect(spotOf(t, m, mkey{mkProfile, profileIndex(t, m, "lifeweaver")}))
	d.ClickRect(spotOf(t, m, mkey{mkProfile, profileIndex(t, m, "hawkeye")}))
	img := gametest.Frame(t, d.App, "magewinds-muster-hotseat-a")
	if n := sideInk(img, 0); n < 200 {
		t.Fatalf("the first seat's three fighters show %d pixels of its colour in the warband's row", n)
	}
	mine := m.EventLog().All(0)
	if len(mine) != 3 || !strings.Contains(mine[0], "Ironclad Sentinel") {
		t.Fatalf("the first seat's log does not tell its own picks: %q", mine)
	}
	// the second seat is not served until the first is ready
	if humanSide(m) != 0 {
		t.Fatalf("the table serves seat %d while the first is mustering", humanSide(m))
	}
	d.ClickRect(spotOf(t, m, mkey{mkReady, 0}))
	if !m.Game().Ready[0] {
		t.Fatalf("Ready was refused: %s", m.Game().WhyNot(mw.Action{Kind: mw.KReady, Warband: "a"}))
	}
	if !handingOver(m) {
		t.Fatal("the table is not covered once the first seat is ready")
	}
	img = gametest.Frame(t, d.App, "magewinds-muster-hotseat-cover")
	if n := sideInk(img, 0); n > 0 {
		t.Errorf("the cover shows %d pixels of the first seat's warband", n)
	}
	d.Key(ebiten.KeyEnter)
	d.Tick()
	if m.Screen().Viewer != 1 {
		t.Fatalf("Enter gave the screen to %d, not the second seat", m.Screen().Viewer)
	}
	if m.Game().Ready[1] || len(m.Game().Warbands[1]) != 0 {
		t.Fatal("the Enter that took the screen chose something for the second seat")
	}
	img = gametest.Frame(t, d.App, "magewinds-muster-hotseat-b")
	for _, s := range m.mu.spots {
		if s.key.kind == mkMember {
			t.Errorf("the second seat's board draws a fighter of a warband (%+v) before it picked any", s)
		}
	}
	if n := sideInk(img, 0); n > 0 {
		t.Errorf("the second seat's warband row shows %d pixels of the first seat's colour", n)
	}
	if v := shown(m.Frame); !v.Ready[0] || len(v.Warbands[0]) != 0 {
		t.Errorf("the second seat's view shows the first side ready %v with warband %v", v.Ready[0], v.Warbands[0])
	}
	for i, l := range m.EventLog().All(m.Screen().Viewer) {
		for _, name := range []string{"Ironclad", "Lifeweaver", "Hawkeye"} {
			if strings.Contains(l, name) {
				t.Errorf("the second seat's log line %d tells %q", i, l)
			}
		}
	}
	for _, l := range m.EventLog().Lines(m.Screen().Viewer, 7) {
		if strings.Contains(l, "Ironclad") {
			t.Errorf("the panel's log tells the second seat %q", l)
		}
	}
	// the second seat musters with the keyboard: the scenario's warband, ready
	for _, o := range m.opts {
		if o.Action != nil && o.Action.Warband != "b" {
			t.Fatalf("the second seat is offered %q for warband %s", o.Label, o.Action.Warband)
		}
	}
	option(d, m, "Take the scenario's warband")
	option(d, m, "Ready")
	if g := m.Game(); g.Phase != mw.PhaseDeploy {
		t.Fatalf("the muster did not end: %s", g.Describe())
	}
	if got := strings.Join(warbandIDs(m, 0), ","); got != "ironclad,lifeweaver,hawkeye" {
		t.Errorf("the first warband revealed is %s", got)
	}
}
