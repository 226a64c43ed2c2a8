package arena

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/internal/gameloop"
	ar "skirmish/rules/arena"
	"skirmish/rules/grid"
)

// TestArenaWholeBoutThroughInput plays a whole bout of The Pit against
// the computer from the title screen to the end window, through the input
// layer only: strikes by a click on an enemy, by Tab and Enter, by the
// pad's trigger and A; moves by a click on a square, by the arrows and
// Enter, by the D-pad and A; the defender's, the exact TN's and the
// interruption's prompts by the list's number keys and clicks; holding
// from the list. It checks that the human struck and moved with each
// device, and that the replay verifies.
func TestArenaWholeBoutThroughInput(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds, 11)
	d.DrawEvery = 5
	c := bd(rig.FromTitle(d))
	did := map[string]int{}
	gametest.Playthrough{Steps: 6000, Stuck: 30,
		Over:     func() bool { return c.game().Phase() == ar.PhaseOver },
		Human:    func() bool { return humanSide(c.f) >= 0 },
		Position: func() int { return c.f.Session().Position() },
		Play: func(dev string) {
			g := c.game()
			before := c.f.Session().Position()
			switch g.Phase() {
			case ar.PhaseMuster:
				muster(d, c, did)
			case ar.PhaseRam:
				if pressOption(d, c, "Brace", dev == "mouse") {
					did["brace"]++
				}
			case ar.PhaseDefend:
				if pressOption(d, c, "Resist", dev == "mouse") {
					did["defend"]++
				}
			case ar.PhaseTie:
				if pressOption(d, c, "Both", dev == "mouse") {
					did["tie"]++
				}
			case ar.PhaseInterrupt: // a strike at the mover, like any other
				if mv, ok := g.Move(); ok {
					inTurn(c, did, "strike", func(dev string) { aimAt(d, c, g.Fighters()[mv.Mover].At, dev) })
				}
				if c.f.Session().Position() == before {
					pressOption(d, c, "Pass", false)
				}
			default:
				act(d, c, dev, did)
			}
		},
		Stalled: func() string { return fmt.Sprintf("cursor %v opts %v\n%s", c.ptr.Cursor, c.opts, c.game().Describe()) },
	}.Run(d)
	g := c.game()
	if g.Phase() != ar.PhaseOver {
		t.Fatalf("the bout is not over after the driver's steps: %s", g.Describe())
	}
	for _, k := range []string{"strike mouse", "strike keyboard", "strike pad", "move mouse", "move keyboard", "move pad", "pick", "default", "ready"} {
		if did[k] == 0 {
			t.Errorf("the human never did %s (did: %v)", k, did)
		}
	}
	t.Logf("%d actions; the human did %v; %s", c.f.Session().Position(), did, g.Progress())
	gametest.CheckEndWindow(t, d, g, 20)
	d.ClickButton("Look at the board")
	d.TicksN(2)
	gametest.CheckEndPanel(t, c.f.UI())
	gametest.CheckReplay(t, c.f.Session(), g)
}

// muster puts another fighter on the first start square (a click on the
// fighter there opens its group in the list, a click on an entry), puts
// the ready-made force back by the keyboard, then declares the force ready
// with a click.
func muster(d *gametest.Driver, c *arenaBoard, did map[string]int) {
	t := d.T
	t.Helper()
	switch {
	case did["pick"] == 0:
		// a click on one of its fighters opens its group in the list. The
		// computer musters at the same time, on its worker: its Ready may
		// rebuild the list between the two clicks, folding the group
		// again, so the pair of clicks is tried up to three times.
		var first byte
		for _, f := range c.game().Fighters() {
			if f.Side == 0 {
				first = f.ID
				break
			}
		}
		was := c.game().Fighters()[c.game().ByID(first)].Profile
		picked := false
		for try := 0; try < 3 && !picked; try++ {
			if i := c.game().ByID(first); c.inspect != i { // a second click would close it
				d.Click(square(c, c.game().Fighters()[i].At))
			}
			d.TicksN(2)
			d.App.Draw(d.Screen) // the list's new buttons are laid out where they are drawn
			for i, o := range c.opts {
				if actOf(o).Kind == ar.Pick && actOf(o).Who == first {
					if item := c.f.List().ItemOfID(i); item >= 0 && c.f.List().Button(item) != nil {
						d.ClickRect(c.f.List().Button(item).GetWidget().Rect)
					}
					break
				}
			}
			picked = c.game().Fighters()[c.game().ByID(first)].Profile != was
		}
		if !picked {
			t.Fatalf("clicking %c and then its first replacement put nobody new on its square: %v", first, c.opts)
		}
		did["pick"]++
	case did["default"] == 0:
		// the group opened scrolls the top of the list away: the keyboard
		// goes up the list to the ready-made force
		d.Key(ebiten.KeyQ)
		for range 40 {
			if e, ok := c.f.List().Entry(c.f.List().Focus()); ok && e.ID < len(c.opts) && actOf(c.opts[e.ID]).Kind == ar.Default {
				break
			}
			d.Key(ebiten.KeyArrowUp)
		}
		before := c.f.Session().Position()
		d.Key(ebiten.KeyEnter)
		if c.f.Session().Position() == before || len(c.game().ToAct()) == 0 {
			t.Fatalf("the keyboard did not take the ready-made force back: %v", c.opts)
		}
		did["default"]++
	default:
		if pressOption(d, c, "Ready", true) {
			did["ready"]++
		}
	}
}

// act plays one action of the fighter with the initiative with the device
// dev: a strike on an enemy in reach (a click on it, or the cursor sent
// to it by Tab or the trigger and Confirm), else a move nearer the nearest
// enemy (a click, or the cursor walked there and Confirm), else Hold.
func act(d *gametest.Driver, c *arenaBoard, dev string, did map[string]int) {
	g := c.decidingView()
	side := humanSide(c.f)
	i := g.Current()
	f := g.Fighters()[i]
	var target, best grid.Point
	hasTarget, hasMove := false, false
	bestD := 1 << 30
	for _, a := range g.LegalActions(side) {
		switch {
		case (a.Kind == ar.Attack || a.Kind == ar.Shoot) && !hasTarget:
			target, hasTarget = g.Fighters()[g.ByID(a.Target)].At, true
		case a.Kind == ar.Move:
			if dd := nearestEnemy(g, side, a.To); dd < bestD {
				best, bestD, hasMove = a.To, dd, true
			}
		}
	}
	closer := hasMove && bestD < nearestEnemy(g, side, f.At)
	untried := did["move "+gametest.Devices[did["move"]%3]] == 0 // each device moves once, whatever the odds
	before := c.f.Session().Position()
	switch {
	case hasMove && untried && f.AP > 0:
		dev, _ = inTurn(c, did, "move", func(dev string) { walkTo(d, c, best, dev) })
	case hasTarget && f.AP > 0:
		dev, _ = inTurn(c, did, "strike", func(dev string) { aimAt(d, c, target, dev) })
	case closer && f.AP > 0:
		var moved bool
		if dev, moved = inTurn(c, did, "move", func(dev string) { walkTo(d, c, best, dev) }); !moved {
			d.T.Logf("the %s did not move %s to %s (cursor %v, hover %v %v, board %v)", dev, g.Name(i), best, c.ptr.Cursor, c.ptr.Hover, c.ptr.HoverOn, c.board.rect)
		}
	}
	if c.f.Session().Position() == before {
		pressOption(d, c, "Hold", dev == "mouse")
	}
}

// inTurn does what (a "move", a "strike") with the device whose turn it
// is for it, as each goes through the devices in turn, and counts it; and
// counts it by the device ("move pad") when it played an action. It
// returns the device, and whether an action was played.
func inTurn(c *arenaBoard, did map[string]int, what string, do func(dev string)) (string, bool) {
	dev := gametest.Devices[did[what]%3]
	did[what]++
	before := c.f.Session().Position()
	do(dev)
	played := c.f.Session().Position() > before
	if played {
		did[what+" "+dev]++
	}
	return dev, played
}

// aimAt strikes the enemy on p: a click, or Tab (the pad's trigger) until
// the cursor is on it, then Enter (A).
func aimAt(d *gametest.Driver, c *arenaBoard, p grid.Point, dev string) {
	if dev == "mouse" {
		d.Click(square(c, p))
		return
	}
	for range 12 {
		if c.ptr.Cursor == p && c.ptr.CursorOn {
			break
		}
		if dev == "keyboard" {
			d.Key(ebiten.KeyTab)
		} else {
			d.Button(ebiten.StandardGamepadButtonFrontBottomRight)
		}
	}
	d.Confirm(dev == "pad")
}

// walkTo moves the fighter with the initiative to p: a click, or the
// arrows (the D-pad) from its square, then Enter (A).
func walkTo(d *gametest.Driver, c *arenaBoard, p grid.Point, dev string) {
	if dev == "mouse" {
		d.Click(square(c, p))
		return
	}
	g := c.game()
	c.ptr.Cursor = g.Fighters()[g.Current()].At
	d.Arrows(int(p.X-c.ptr.Cursor.X), int(p.Y-c.ptr.Cursor.Y), dev == "pad")
	d.Confirm(dev == "pad")
}

// pressOption presses the number key of the first entry of the list
// starting with prefix, or clicks its button (always, with click).
func pressOption(d *gametest.Driver, c *arenaBoard, prefix string, click bool) bool {
	d.T.Helper()
	for i, o := range c.opts {
		if strings.HasPrefix(o.Label, prefix) && !o.Off && gametest.PressEntry(d, c.f.List(), i, click) {
			return true
		}
	}
	return false
}

// square returns the middle of square p on the screen.
func square(c *arenaBoard, p grid.Point) (int, int) {
	return gametest.Mid(c.board.cellRect(p))
}

// nearestEnemy returns the distance from p to the nearest enemy of side
// still standing.
func nearestEnemy(g *ar.Game, side int, p grid.Point) int {
	best := 1 << 30
	for _, f := range g.Fighters() {
		if int(f.Side) != side && f.Status == ar.Standing {
			best = min(best, grid.Chebyshev(p, f.At))
		}
	}
	return best
}
