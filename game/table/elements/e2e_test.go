package elements

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// TestElementsWholeGameThroughInput plays a whole game of Elements
// against the computer from the title screen to the end window, through
// the input layer only: the muster by the number keys and clicks, then
// activations in turn by the mouse (clicks on models, squares and
// enemies), the keyboard (Tab, the arrows, Enter and the number keys)
// and a gamepad (the trigger, the D-pad, A and X), the winner's result
// by a click on its die in the tray or the list. It checks that the
// human mustered, moved, attacked and chose results with each device,
// and that the replay verifies.
func TestElementsWholeGameThroughInput(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds, 11)
	d.DrawEvery = 3
	f := rig.FromTitle(d)
	b := boardOf(f)
	did := map[string]int{}
	// the pad plugged in at the table: one screen, any device plays the human side
	gametest.Playthrough{Steps: 4000, Stuck: 40,
		Over:     func() bool { return whole(f).Phase() == el.PhaseOver },
		Human:    func() bool { return f.Screen().Side() >= 0 },
		Position: func() int { return f.Session().Position() },
		Play: func(dev string) {
			g := whole(f)
			switch g.Phase() {
			case el.PhaseMuster:
				muster(d, f, did)
			case el.PhaseResult:
				chooseResult(d, f, dev, did)
			case el.PhaseShift:
				pressOption(d, f, "Leave")
				did["shift"]++
			default:
				activate(d, f, dev, did)
			}
		},
		Stalled: func() string {
			return fmt.Sprintf("sel %d dest %v/%v cursor %v opts %v\n%s", b.sel, b.dest, b.destOn, b.pointer.Cursor, labels(b), whole(f).Describe())
		},
	}.Run(d)
	g := whole(f)
	if g.Phase() != el.PhaseOver {
		t.Fatalf("the game is not over after the driver's steps: %s", g.Describe())
	}
	for _, k := range []string{"muster add", "muster remove", "ready", "move mouse", "move keyboard", "move pad", "attack", "select keyboard", "select pad"} {
		if did[k] == 0 {
			t.Errorf("the human never did %s (did: %v)", k, did)
		}
	}
	t.Logf("the human did %v; %s", did, g.Progress())
	gametest.CheckEndWindow(t, d, g, 20)
	d.ClickButton("Look at the board")
	d.TicksN(2)
	gametest.CheckEndPanel(t, f.UI())
	gametest.CheckReplay(t, f.Session(), g)
}

// muster adds an Ashigaru by its number key, takes it out again by a
// click on its button, and declares the force ready with a click.
func muster(d *gametest.Driver, f *table.Frame, did map[string]int) {
	t := d.T
	t.Helper()
	n := len(whole(f).Force(0))
	switch {
	case did["muster add"] == 0:
		pressOption(d, f, "Ashigaru")
		if got := len(whole(f).Force(0)); got != n+1 {
			t.Fatalf("the Ashigaru's number key left the force at %d models, not %d", got, n+1)
		}
		did["muster add"]++
	case did["muster remove"] == 0:
		lvl := whole(f).Level()
		d.Click(square(f, lvl.Deploy[0][n-1].At)) // the Ashigaru, last added, on the last square taken
		if got := len(whole(f).Force(0)); got != n-1 {
			t.Fatalf("clicking the Ashigaru on the board left the force at %d models, not %d", got, n-1)
		}
		did["muster remove"]++
	default:
		d.ClickButton("Ready")
		did["ready"]++
	}
}

// pressOption presses the number key of the first entry of the list starting
// with prefix, or clicks its button when it has no key.
func pressOption(d *gametest.Driver, f *table.Frame, prefix string) bool {
	d.T.Helper()
	b := boardOf(f)
	for i, o := range b.choices {
		if strings.HasPrefix(o.Label, prefix) && !o.Off && gametest.PressEntry(d, f.List(), i, false) {
			return true
		}
	}
	return false
}

// square returns the middle of square p on the screen.
func square(f *table.Frame, p grid.Point) (int, int) {
	return gametest.Mid(boardOf(f).drawer.cellRect(p))
}

// chooseResult takes the winner's first result: a click on its die in
// the tray with the mouse, its number key otherwise.
func chooseResult(d *gametest.Driver, f *table.Frame, dev string, did map[string]int) {
	b := boardOf(f)
	if dev == "mouse" {
		r := b.recent(f).roll
		pick := b.pickable(f, decided(f))
		pool := r.att
		if r.winner == 1 {
			pool = r.def
		}
		for k, v := range pool {
			if rr := b.tray.dieRect(r.winner, k); pick[v] && !rr.Empty() {
				before := f.Session().Position()
				d.ClickRect(rr)
				if f.Session().Position() > before {
					did["result die"]++
					return
				}
			}
		}
	}
	d.Key(ebiten.KeyDigit1)
	did["result key"]++
}

// activate plays one step of an activation with the device dev.
func activate(d *gametest.Driver, f *table.Frame, dev string, did map[string]int) {
	b := boardOf(f)
	g := decided(f)
	side := f.Screen().Side()
	if b.sel < 0 {
		switch dev {
		case "mouse":
			for _, a := range g.LegalActions(side) {
				d.Click(square(f, g.Models()[g.ModelByID(a.Model)].At))
				break
			}
		case "keyboard":
			d.Key(ebiten.KeyTab)
			d.Key(ebiten.KeyEnter)
		default:
			d.Button(ebiten.StandardGamepadButtonFrontBottomRight)
			d.Button(ebiten.StandardGamepadButtonRightBottom)
		}
		if b.sel >= 0 {
			did["select "+dev]++
		}
		return
	}
	m := g.Models()[b.sel]
	var target, best grid.Point
	hasTarget, hasMove, recover := false, false, false
	bestD := 1 << 30
	for _, a := range g.LegalActions(side) {
		if a.Model != m.ID {
			continue
		}
		switch {
		case isAttack(a.Kind):
			target, hasTarget = a.To, true
		case a.Kind == el.Recover:
			recover = true
		case a.Kind == el.Move && a.To != m.At:
			if dd := nearestEnemy(g, side, a.To); dd < bestD {
				best, bestD, hasMove = a.To, dd, true
			}
		}
	}
	before := f.Session().Position()
	switch {
	case recover:
		pressOption(d, f, "Recover")
	case hasTarget && dev == "mouse":
		d.Click(square(f, target))
		did["attack"]++
	case hasTarget:
		pressOption(d, f, "Attack")
		if f.Session().Position() == before {
			pressOption(d, f, "Shoot")
		}
		if f.Session().Position() == before {
			pressOption(d, f, "Throw")
		}
		did["attack"]++
	case hasMove && bestD < nearestEnemy(g, side, m.At):
		moveTo(d, f, best, dev)
		if f.Session().Position() > before {
			did["move "+dev]++
		}
	default:
		pressOption(d, f, "Done")
	}
	if f.Session().Position() == before && b.sel >= 0 && !b.destOn {
		pressOption(d, f, "Done") // nothing came of it: end the activation
	}
}

// moveTo moves the selected model to p with the device dev: two clicks on
// the square, the arrows, Enter and the facing's number key, or the D-pad
// and A twice.
func moveTo(d *gametest.Driver, f *table.Frame, p grid.Point, dev string) {
	if dev == "mouse" {
		d.Click(square(f, p))
		d.Click(square(f, p))
		return
	}
	b := boardOf(f)
	b.pointer.Cursor = whole(f).Models()[b.sel].At
	d.Arrows(int(p.X-b.pointer.Cursor.X), int(p.Y-b.pointer.Cursor.Y), dev == "pad")
	if dev == "keyboard" {
		d.Key(ebiten.KeyEnter)
		pressOption(d, f, "Face")
		return
	}
	d.Button(ebiten.StandardGamepadButtonRightBottom)
	d.Button(ebiten.StandardGamepadButtonRightBottom)
}

// nearestEnemy returns the distance from p to the nearest enemy of side
// that g shows.
func nearestEnemy(g *el.Game, side int, p grid.Point) int {
	best := 1 << 30
	for _, m := range g.Models() {
		if int(m.Side) != side && !m.Out && !m.Unseen {
			best = min(best, grid.Chebyshev(p, m.At))
		}
	}
	return best
}
