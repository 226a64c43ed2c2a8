package magewinds

import (
	"image"
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
	"skirmish/rules/magewinds/geom"
)

// twoPads starts a Magewinds battle between two humans at the first
// position stop accepts, each side seated to its own gamepad (side s to
// pad s), and returns a driver and the table.
func twoPads(t *testing.T, stop func(*mw.Game) bool) (*gametest.Driver, *MageTable) {
	t.Helper()
	gameloop.NeedWindow(t)
	src := input.NewScript()
	a := game.NewApp(gametest.Options(kinds, src, image.Pt(1280, 800), t.TempDir()))
	a.Settings.AnimSpeed = 0
	src.ConnectPad(0)
	src.ConnectPad(1)
	setup := mageSetup(t)
	m := startTable(t, a, setup, []session.Sitter{session.Human, session.Human}, mageActions(t, setup, stop))
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
func deployWithPads(t *testing.T, d *gametest.Driver, m *MageTable) (padPresses, int) {
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
		if m.privacy.Covered() {
			n.handOver++
			d.PadButton(pad, ebiten.StandardGamepadButtonRightBottom)
			continue
		}
		if side != lastSide && m.humanSide() == side {
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
			before := m.ses.Position()
			n.confirm++
			d.PadButton(pad, ebiten.StandardGamepadButtonRightBottom)
			if m.ses.Position() != before {
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

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
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
