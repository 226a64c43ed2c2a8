package magewinds

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// musterDriver starts Standing Stones at a driven app with sitters in the
// seats and returns the driver and the table, its first frame drawn.
func musterDriver(t *testing.T, sitters ...session.Sitter) (*gametest.Driver, *MageTable) {
	t.Helper()
	d := gametest.NewDriver(t, kinds)
	d.App.StartGame(mageSetup(t), sitters, nil)
	d.Tick()
	m, ok := d.App.Table().(*MageTable)
	if !ok {
		t.Fatalf("the game opened %T, not the Magewinds table", d.App.Table())
	}
	d.Tick()
	return d, m
}

// spotOf returns where the muster board drew the spot named k.
func spotOf(t *testing.T, m *MageTable, k mkey) image.Rectangle {
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
func profileIndex(t *testing.T, m *MageTable, id string) int {
	t.Helper()
	k := m.Game().Pack().ProfileIndex(id)
	if k < 0 {
		t.Fatalf("no profile %q in the pack", id)
	}
	return k
}

// warbandIDs names the profiles of side s's warband in the battle itself.
func warbandIDs(m *MageTable, s int) []string {
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
// ready. The computer's picks are never drawn nor told before the reveal.
func TestMusterThroughTheCards(t *testing.T) {
	gameloop.NeedWindow(t)
	d, m := musterDriver(t, session.Human, session.Computer)
	d.Until("the computer is ready", 200, func() bool { return m.Game().Ready[1] })
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
	before := m.ses.Position()
	d.ClickRect(spotOf(t, m, mkey{mkProfile, wc}))
	if m.ses.Position() != before || len(m.Game().Warbands[0]) != 2 {
		t.Fatalf("a third Windcaller was added: %v", warbandIDs(m, 0))
	}
	if w := m.mu.whys; w.short[wc] != "at most 2" || !strings.Contains(w.add[wc], "at most 2") {
		t.Errorf("the Windcaller's card says %q (%q), want why: at most 2", w.short[wc], w.add[wc])
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
	for _, l := range m.mlog.all(m.seatAtScreen()) {
		revealed = revealed || strings.HasPrefix(l, "The warbands are revealed.") && strings.Contains(l, "Stormhorn Brute")
	}
	if !revealed {
		t.Error("the log does not tell the reveal of both warbands")
	}
}

// secretMuster checks that the log at the table tells no profile of the
// computer's muster (seat 1) to the human at the screen.
func secretMuster(t *testing.T, m *MageTable) {
	t.Helper()
	seat := m.seatAtScreen()
	for _, e := range m.mlog.entries {
		for _, ev := range e.evs {
			me := ev.(mw.Event)
			if me.Kind != mw.EvMustered || me.Side != 1 {
				continue
			}
			line := eventText(ev, seat)
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
	if !m.handingOver() {
		t.Fatal("the table is not covered for the first seat")
	}
	d.Key(ebiten.KeyEnter)
	d.Tick()
	if m.handingOver() || m.seatAtScreen() != 0 {
		t.Fatalf("Enter did not give the screen to the first seat (at the screen: %d)", m.seatAtScreen())
	}
	d.ClickRect(spotOf(t, m, mkey{mkProfile, profileIndex(t, m, "ironclad")}))
	d.ClickRect(spotOf(t, m, mkey{mkProfile, profileIndex(t, m, "lifeweaver")}))
	d.ClickRect(spotOf(t, m, mkey{mkProfile, profileIndex(t, m, "hawkeye")}))
	img := gametest.Frame(t, d.App, "magewinds-muster-hotseat-a")
	if n := sideInk(img, 0); n < 200 {
		t.Fatalf("the first seat's three fighters show %d pixels of its colour in the warband's row", n)
	}
	mine := m.mlog.all(0)
	if len(mine) != 3 || !strings.Contains(mine[0], "Ironclad Sentinel") {
		t.Fatalf("the first seat's log does not tell its own picks: %q", mine)
	}
	// the second seat is not served until the first is ready
	if m.humanSide() != 0 {
		t.Fatalf("the table serves seat %d while the first is mustering", m.humanSide())
	}
	d.ClickRect(spotOf(t, m, mkey{mkReady, 0}))
	if !m.Game().Ready[0] {
		t.Fatalf("Ready was refused: %s", m.Game().WhyNot(mw.Action{Kind: mw.KReady, Warband: "a"}))
	}
	if !m.handingOver() {
		t.Fatal("the table is not covered once the first seat is ready")
	}
	img = gametest.Frame(t, d.App, "magewinds-muster-hotseat-cover")
	if n := sideInk(img, 0); n > 0 {
		t.Errorf("the cover shows %d pixels of the first seat's warband", n)
	}
	d.Key(ebiten.KeyEnter)
	d.Tick()
	if m.seatAtScreen() != 1 {
		t.Fatalf("Enter gave the screen to %d, not the second seat", m.seatAtScreen())
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
	if got := m.mu.other.Get(otherKey{side: m.SideName(0), ready: true}, otherStatus); !strings.HasSuffix(got, ": ready") {
		t.Errorf("the first seat shows as %q", got)
	}
	for i, l := range m.mlog.all(m.seatAtScreen()) {
		for _, name := range []string{"Ironclad", "Lifeweaver", "Hawkeye"} {
			if strings.Contains(l, name) {
				t.Errorf("the second seat's log line %d tells %q", i, l)
			}
		}
	}
	for _, l := range m.mlog.lines(m.seatAtScreen(), 7) {
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

// TestLogHidesTheComputersSecrets plays a battle of the computer against
// itself until the computer's side (seat 1) has drawn blind and kept a
// card at Windburn, then opens it at the table for a human in seat 0: the
// log never names a card the computer drew blind or kept, nor its warband
// before the reveal, while the human's own blind draws are named. A review
// of the same game tells everything, and says so in its first line.
func TestLogHidesTheComputersSecrets(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := mageSetup(t)
	acts := secretsGame(t, setup)
	a := testApp(t)
	m := startTable(t, a, setup, []session.Sitter{session.Human, session.Computer}, acts)
	if m.seatAtScreen() != 0 {
		t.Fatalf("the seat at the screen is %d, not the human's", m.seatAtScreen())
	}
	check := func(lines []string, ofHuman bool) {
		t.Helper()
		k := 0
		st, _ := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
		pk := st.(*mw.Game).Pack()
		for _, act := range acts {
			evs, _ := st.Apply(act)
			for _, e := range evs {
				me := e.(mw.Event)
				if k >= len(lines) {
					t.Fatalf("the log has %d lines, the game more events", len(lines))
				}
				line := lines[k]
				k++
				switch {
				case me.Kind == mw.EvMustered && me.Side == 1:
					for _, p := range pk.Profiles {
						if ofHuman && strings.Contains(line, p.Name) {
							t.Errorf("before the reveal the human's log tells the computer's warband: %q", line)
						}
					}
					if !ofHuman && !strings.Contains(line, "Stormhorn Brute") {
						t.Errorf("the review does not tell the computer's muster: %q", line)
					}
				case (me.Kind == mw.EvDrew || me.Kind == mw.EvKept) && me.Hides():
					named := strings.Contains(line, me.Card.Long()) || strings.Contains(line, " "+me.Card.String())
					if me.Side == 1 && ofHuman && named {
						t.Errorf("the human's log names the computer's card: %q (%s)", line, me.Card)
					}
					if (me.Side == 0 || !ofHuman) && !named {
						t.Errorf("the log does not name the %s to the seat entitled to it: %q", me.Card.Long(), line)
					}
				}
			}
		}
		if k != len(lines) {
			t.Errorf("the log has %d lines for %d events", len(lines), k)
		}
	}
	check(m.mlog.all(m.seatAtScreen()), true)
	// the panel shows the end of the same lines
	all := m.mlog.all(m.seatAtScreen())
	if tail := m.mlog.lines(m.seatAtScreen(), 7); strings.Join(tail, "\n") != strings.Join(all[len(all)-7:], "\n") {
		t.Errorf("the panel's log %q is not the end of the log", tail)
	}
	// a review tells everything, and says why first
	rv, err := newReview(session.RecordingOf(m.ses))
	if err != nil {
		t.Fatal(err)
	}
	if first := rv.mlog.lines(rv.seatAtScreen(), 7)[0]; !strings.Contains(first, "after the game") || !strings.Contains(first, "everything") {
		t.Errorf("the review's first log line is %q", first)
	}
	check(rv.mlog.all(rv.seatAtScreen()), false)
}

// secretsGame plays the computer against itself from setup, except that
// each side draws blind from the deck once and the second keeps a card at
// Windburn once (the computer does neither), until both have, and returns
// the actions.
func secretsGame(t *testing.T, setup session.Setup) []rules.Action {
	t.Helper()
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	ais := []rules.Player{mw.NewAI(1), mw.NewAI(2)}
	var seen struct{ drew0, drew1, kept1 bool }
	var out []rules.Action
	for i := 0; i < 3000 && !(seen.drew0 && seen.drew1 && seen.kept1); i++ {
		if st.Outcome().Over {
			break
		}
		seat := st.ToAct()[0]
		a, err := ais[seat].Choose(st.View(seat), seat)
		if err != nil {
			t.Fatal(err)
		}
		// the computer never draws blind nor keeps a card: make each side do so once
		g := st.(*mw.Game)
		switch {
		case g.Phase == mw.PhaseChannel && (seat == 0 && !seen.drew0 || seat == 1 && !seen.drew1):
			if draw := (mw.Action{Kind: mw.KDraw}); g.WhyNot(draw) == "" {
				a = draw
			}
		case g.Phase == mw.PhaseWindburn && seat == 1 && !seen.kept1:
			for _, l := range g.Legal(seat) {
				if l.(mw.Action).Kind == mw.KKeep {
					a = l
					break
				}
			}
		}
		evs, err := st.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
		for _, e := range evs {
			me := e.(mw.Event)
			switch {
			case !me.Hides():
			case me.Kind == mw.EvDrew && me.Side == 0:
				seen.drew0 = true
			case me.Kind == mw.EvDrew && me.Side == 1:
				seen.drew1 = true
			case me.Kind == mw.EvKept && me.Side == 1:
				seen.kept1 = true
			}
		}
	}
	if !seen.drew0 || !seen.drew1 || !seen.kept1 {
		t.Fatalf("the game played holds no blind draw of each side and no card kept by the second: %+v", seen)
	}
	return out
}
