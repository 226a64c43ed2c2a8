package magewinds

import (
	"image"
	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/geom"
)

// twoPads starts a Magewinds battle between two humans at the first
// position stop accepts, each side seated to its own gamepad (side s to
// pad s), and returns a driver and the table.
func twoPads(t *testing.T, stop func(*mw.Game) bool) (*gametest.Driver, mt) {
	t.Helper()
	gameloop.NeedWindow(t)
	src := input.NewScript()
	a := game.NewApp(gametest.Options(kinds, src, image.Pt(1280, 800), t.TempDir()))
	a.Settings.AnimSpeed = 0
	src.ConnectPad(0)
	src.ConnectPad(1)
	setup := mageSetup(t)
	m := openAt(t, a, setup, []session.Sitter{session.Human, session.Human}, mageActions(t, setup, stop))
	seats := table.NewSeating(2)
	seats.Join(0, table.PadController(0))
	seats.Join(1, table.PadController(1))
	m.SetSeating(seats)
	d := &gametest.Driver{T: t, Src: src, App: a, Screen: ebiten.NewImage(1280, 800)}
	d.Tick()
	return d, m
}

// nearestDeploy returns the deploy point the rules offer the fighter
// selected nearest p.
func nearestDeploy(t *testing.T, g *mw.Game, sel int, p geom.Point) geom.Point {
	t.Helper()
	best, bestD := geom.Point{}, int64(-1)
	for _, ra := range g.Legal(rules.Seat(g.Turn)) {
		if a := ra.(mw.Action); a.Kind == mw.KDeploy && a.Fighter == g.FighterID(sel) {
			if d := geom.Dist(a.At, p); bestD < 0 || d < bestD {
				best, bestD = a.At, d
			}
		}
	}
	if bestD < 0 {
		t.Fatal("no deploy point offered")
	}
	return best
}

// padPresses counts the buttons pressed to play a stretch of the game.
type padPresses struct{ handOver, dpad, confirm int }

// deployWithPads sets up every fighter with the two gamepads as players
// would: A on each hand-over screen, the D-pad toward the nearest deploy
// point until the cursor stands where the fighter may go, then A. Each
// time a side's turn comes it checks that side's cursor is drawn in its
// colour and stands in its own deployment zone.
func deployWithPads(t *testing.T, d *gametest.Driver, m mt) (padPresses, int) {
	t.Helper()
	var n padPresses
	deployed := 0
	lastSide := -1
	for step := 0; m.Game().Phase == mw.PhaseDeploy; step++ {
		if step > 5000 {
			t.Fatalf("deployment took more than %d presses: %+v", step, n)
		}
		g := m.Game()
		side := int(g.Turn)
		pad := ebiten.GamepadID(side)
		if m.Privacy().Covered() {
			n.handOver++
			d.PadButton(pad, ebiten.StandardGamepadButtonRightBottom)
			continue
		}
		if side != lastSide && humanSide(m) == side {
			lastSide = side
			if ov := &m.sc.Overlay; ov.CursorSide != side {
				t.Errorf("side %d's turn to deploy: the cursor is drawn in side %d's colour", side, ov.CursorSide)
			}
			if z := g.Level().Zones[side]; m.cursor.X < z[0].X || m.cursor.X > z[1].X || m.cursor.Y < z[0].Y || m.cursor.Y > z[1].Y {
				t.Errorf("side %d's turn to deploy: its cursor starts at %v, outside its zone %v", side, m.cursor, z)
			}
		}
		sel := m.p.sel
		if sel < 0 {
			t.Fatalf("side %d deploys with no fighter selected", side)
		}
		act := mw.Action{Kind: mw.KDeploy, Fighter: g.FighterID(sel), At: m.cursor, HasAt: true}
		if g.WhyNot(act) == "" {
			before := m.Session().Position()
			n.confirm++
			d.PadButton(pad, ebiten.StandardGamepadButtonRightBottom)
			if m.Session().Position() != before {
				deployed++
			}
			continue
		}
		to := nearestDeploy(t, g, sel, m.cursor)
		dx, dy := to.X-m.cursor.X, to.Y-m.cursor.Y
		b := ebiten.StandardGamepadButtonLeftRight
		switch {
		case abs64(dx) >= abs64(dy) && dx < 0:
			b = ebiten.StandardGamepadButtonLeftLeft
		case abs64(dx) < abs64(dy) && dy < 0:
			b = ebiten.StandardGamepadButtonLeftTop
		case abs64(dx) < abs64(dy):
			b = ebiten.StandardGamepadButtonLeftBottom
		}
		n.dpad++
		d.PadButton(pad, b)
	}
	return n, deployed
}

// TestMageTwoPadsDeployQuickly deploys both warbands with two gamepads
// (issue 14): each side's cursor is its own, drawn in its colour, and
// starts on the side's next deploy point, so a fighter takes one press of
// A and no D-pad at all. Before, one cursor was shared and started in the
// middle of the battlefield: each side first walked it across the table.
func TestMageTwoPadsDeployQuickly(t *testing.T) {
	d, m := twoPads(t, func(g *mw.Game) bool { return g.Phase == mw.PhaseDeploy })
	n, deployed := deployWithPads(t, d, m)
	t.Logf("deploying %d fighters with two pads: %d presses (%d on hand-over screens, %d on the D-pad, %d A on the board)",
		deployed, n.handOver+n.dpad+n.confirm, n.handOver, n.dpad, n.confirm)
	if deployed < 2 {
		t.Fatalf("only %d fighters deployed", deployed)
	}
	if n.dpad != 0 || n.confirm != deployed {
		t.Errorf("deploying %d fighters took %d D-pad presses and %d A on the board, want none and one each", deployed, n.dpad, n.confirm)
	}
}

// TestMageTriggerSnaps plays the action phase with a pad's right trigger
// (issue 14): it goes through the fighters able to act, each selected in
// turn, and the enemies the one selected may attack; once Move is chosen
// it goes through the spots the fighter may move to, and A moves there.
// Tab does the same on the keyboard.
func TestMageTriggerSnaps(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 800))
	d.Src.ConnectPad(0)
	fi := -1
	acts := mageActions(t, mageSetup(t), longList(&fi))
	m := openAt(t, d.App, mageSetup(t), []session.Sitter{session.Human, session.Computer}, acts)
	d.TicksN(3)
	g := m.Game()
	rt := ebiten.StandardGamepadButtonFrontBottomRight
	ready := map[int]bool{}
	for i := range g.Fighters {
		if g.Fighters[i].Side == 0 && g.CanActivate(i) {
			ready[i] = true
		}
	}
	selected, targets := map[int]bool{}, 0
	for range 3 * len(g.Fighters) {
		d.Button(rt)
		sel := m.p.sel
		if sel < 0 {
			t.Fatal("the trigger selected no fighter")
		}
		if m.cursor == g.Fighters[sel].Pos {
			if !ready[sel] {
				t.Fatalf("the trigger selected %s, which cannot act", g.Name(sel))
			}
			selected[sel] = true
			continue
		}
		ti := m.fighterAt(g, m.cursor)
		attack := false
		for _, o := range m.opts {
			if a := o.Action; ti >= 0 && a != nil && a.Kind == mw.KAttack && a.Fighter == g.FighterID(sel) && a.Target == g.FighterID(ti) && o.Why == "" {
				attack = true
			}
		}
		if ti < 0 || g.Fighters[ti].Side == 0 || !attack {
			t.Fatalf("the trigger put the cursor at %v: neither a fighter able to act nor an enemy %s may attack", m.cursor, g.Name(sel))
		}
		targets++
	}
	if len(selected) != len(ready) {
		t.Errorf("the trigger selected %d of the %d fighters able to act", len(selected), len(ready))
	}
	t.Logf("%d fighters able to act, %d stops on enemies", len(ready), targets)
	// on to a fighter that may move, then Move from the list
	moveItem := func() int {
		l := m.List()
		for i := range l.Items() {
			if e, ok := l.Entry(i); ok && m.opts[e.ID].Cmd == mcMove && m.opts[e.ID].Why == "" {
				return l.KeyOf(i)
			}
		}
		return 0
	}
	for range len(g.Fighters) {
		if moveItem() > 0 && m.cursor == g.Fighters[m.p.sel].Pos {
			break
		}
		d.Button(rt)
	}
	n := moveItem()
	if n == 0 {
		t.Fatal("no fighter able to act may move")
	}
	d.Key(ebiten.KeyDigit1 + ebiten.Key(n-1))
	if m.p.mode != mmMove {
		t.Fatalf("the Move entry's key left mode %d", m.p.mode)
	}
	sel := m.p.sel
	legal := func(p geom.Point) bool {
		a := mw.Action{Kind: mw.KMove, Fighter: g.FighterID(sel), At: p, HasAt: true}
		ok := g.WhyNot(a) == ""
		a.Take = true
		return ok || g.WhyNot(a) == ""
	}
	d.Button(rt)
	first := m.cursor
	if !legal(first) {
		t.Fatalf("in a move the trigger put the cursor at %v, where %s may not move", first, g.Name(sel))
	}
	d.Key(ebiten.KeyTab)
	to := m.cursor
	if to == first || !legal(to) {
		t.Fatalf("Tab in a move put the cursor at %v (from %v): not another legal spot", to, first)
	}
	before := m.Session().Position()
	d.Button(ebiten.StandardGamepadButtonRightBottom)
	played := m.Session().History().Actions()
	if len(played) <= before {
		t.Fatalf("A on the spot %v played nothing", to)
	}
	if a := played[before].(mw.Action); a.Kind != mw.KMove || a.Fighter != g.FighterID(sel) || a.At != to {
		t.Fatalf("A on the spot %v played %s, not a move of %s there", to, a, g.Name(sel))
	}
}

// TestMageFocusAfterAnActionIsNeverUndo plays a fighter's action from the
// panel with a pad (X, the D-pad, A) against the computer: from then until
// the pad decides again the focus is on the list's likely next choice, or
// back on the board while the list has none (the computer's turn), never
// on Undo, where it landed before, so that the pad's next A undid
// (issue 14).
func TestMageFocusAfterAnActionIsNeverUndo(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 800))
	d.App.Settings.ComputerPace = 300 // as by default, the computer takes its time
	d.Src.ConnectPad(0)
	fi := -1
	acts := mageActions(t, mageSetup(t), longList(&fi))
	m := openAt(t, d.App, mageSetup(t), []session.Sitter{session.Human, session.Computer}, acts)
	d.TicksN(3)
	undo := func() *widget.Button { return d.CurrentButton("Undo") }
	for round := 0; round < 3; round++ {
		d.Until("side 0 to decide", 2000, func() bool { return humanSide(m) == 0 && !m.Computer().Busy() && m.flip == 0 })
		d.TicksN(2)
		if !m.PanelFocused() {
			d.Button(ebiten.StandardGamepadButtonRightLeft) // X: the panel
		}
		// the D-pad to the first choice that may be taken (a fighter to
		// select, then an action), A, until an action is played
		l := m.List()
		before := m.Session().Position()
		for choice := 0; m.Session().Position() == before; choice++ {
			if choice > 5 {
				t.Fatalf("round %d: five choices in the list played no action", round)
			}
			for k := 0; ; k++ {
				if k > 40 {
					t.Fatalf("round %d: the D-pad reached no choice in the list", round)
				}
				if i := l.Focus(); i >= 0 {
					if e, ok := l.Entry(i); ok && m.opts[e.ID].Why == "" && (m.opts[e.ID].Action != nil || m.opts[e.ID].Cmd == mcSelect) {
						break
					}
				}
				d.Button(ebiten.StandardGamepadButtonLeftBottom)
			}
			d.Button(ebiten.StandardGamepadButtonRightBottom)
			if u := undo(); u != nil && u.IsFocused() {
				t.Fatalf("round %d: after choice %d the focus is on Undo", round, choice)
			}
			if m.Session().Position() == before && !m.PanelFocused() {
				d.Button(ebiten.StandardGamepadButtonRightLeft) // X: back to the panel for the next choice
			}
		}
		for k := 0; k < 2000; k++ {
			if u := undo(); u != nil && u.IsFocused() {
				t.Fatalf("round %d, frame %d after the action: the focus is on Undo", round, k)
			}
			if humanSide(m) == 0 && !m.Computer().Busy() && m.flip == 0 && k > 0 {
				break
			}
			d.Tick()
		}
	}
}
