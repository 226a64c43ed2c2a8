package battleaxe

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
	"skirmish/rules/grid"
)

// TestWholeGameThroughInputFromTheTitle plays a whole game of the first
// dungeon of the list from the title screen to the end window through the
// input layer only: each decision is the computer player's, carried out
// with the mouse (clicks on squares and enemies), the keyboard (the
// arrows, Enter, the number keys) or a gamepad (the D-pad, the trigger,
// A) in turn, and the enemies' turns stepped with Confirm or played
// through.
func TestWholeGameThroughInputFromTheTitle(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds, 3)
	d.DrawEvery = 3
	c := boardOf(rig.FromTitle(d))
	did := playThrough(t, d, c)
	if did["enemy step"] == 0 {
		t.Errorf("the enemies' turns were never stepped (did: %v)", did)
	}
	endWindow(t, d, c)
}

// TestWholeGameThroughInputTheTestCrypt plays the Test Crypt, both heroes
// human, to the end through input.
func TestWholeGameThroughInputTheTestCrypt(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds)
	d.DrawEvery = 3
	setup := rig.Setup(t, "the-test-crypt", 3, nil)
	c := openAt(t, d.App, setup, gametest.Humans(seatsOf(t, setup)), nil)
	d.TicksN(2)
	did := playThrough(t, d, c)
	for _, k := range []string{"move mouse", "fight", "enemy step"} {
		if did[k] == 0 {
			t.Errorf("the human never did %s (did: %v)", k, did)
		}
	}
	endWindow(t, d, c)
}

// TestWholeGameThroughInputTheTrollBridge plays the second dungeon, four
// heroes all human, to the end through input, the heroes picked in turn by
// a click on their token.
func TestWholeGameThroughInputTheTrollBridge(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds)
	d.DrawEvery = 3
	setup := rig.Setup(t, "the-troll-bridge", 2, nil)
	c := openAt(t, d.App, setup, gametest.Humans(seatsOf(t, setup)), nil)
	d.Src.ConnectPad(gametest.Pad0)
	d.TicksN(2)
	did := playThrough(t, d, c)
	for _, k := range []string{"move mouse", "move keyboard", "move pad", "pick", "enemy step"} {
		if did[k] == 0 {
			t.Errorf("the human never did %s (did: %v)", k, did)
		}
	}
	endWindow(t, d, c)
}

// playThrough plays the game at c to its end through input, and returns
// what the human did how.
func playThrough(t *testing.T, d *gametest.Driver, c *dungeon) map[string]int {
	t.Helper()
	d.Src.ConnectPad(gametest.Pad0)
	did := map[string]int{}
	acts, stuck := 0, 0
	for step := 0; step < 6000; step++ {
		g := c.Game()
		if g.Outcome().Over {
			break
		}
		if c.foes.on {
			d.Tick() // the list is built for the enemies' turns
			if !c.foes.on {
				continue
			}
			if did["enemy step"]%3 == 2 {
				at := c.ses.Position()
				pressed := pressOption(d, c, "Play through", "")
				for i := 0; c.foes.on && c.ses.Position() == at; i++ {
					if i > 400 {
						t.Fatalf("the enemies' turns did not play through (pressed %v, playing %v, step %d of %d, opts %d)", pressed, c.foes.playing, c.foes.step, len(c.foes.groups), len(c.choices))
					}
					d.Tick()
				}
			} else {
				d.Key(ebiten.KeyEnter)
			}
			did["enemy step"]++
			continue
		}
		if c.side() < 0 || d.Window() != nil {
			d.Tick()
			continue
		}
		d.Tick()
		if h := c.humansToAct(); len(h) > 1 && did["pick"] < 3 && g.Turn().Hero < 0 {
			other := g.SeatHero(int(h[len(h)-1]))
			d.Click(squareMid(c, g.Mini(other).At))
			if c.side() == int(h[len(h)-1]) {
				did["pick"]++
			}
		}
		if c.side() < 0 || c.foes.on || d.Window() != nil { // the tick changed hands
			continue
		}
		before := c.ses.Position()
		act := decide(t, c)
		dev := []string{"mouse", "keyboard", "pad"}[did["tries "+kindWord(act)]%3]
		did["tries "+kindWord(act)]++
		carryOut(d, c, act, dev, did)
		if c.ses.Position() > before {
			acts++
			stuck = 0
		} else if stuck++; stuck > 6 {
			t.Fatalf("no progress with the %s on %s: cursor %v opts %d\n%s", dev, act, c.cursor, len(c.choices), g.Describe())
		}
	}
	if !c.Game().Outcome().Over {
		t.Fatalf("the game is not over: %s", c.Game().Describe())
	}
	t.Logf("%d actions; the human did %v; %s", c.ses.Position(), did, c.Game().Outcome().Reason)
	return did
}

// kindWord names an action's kind: its verb.
func kindWord(a ba.Action) string {
	s := a.String()
	if len(s) > 2 {
		s = s[2:]
	}
	for i := range len(s) {
		if s[i] == ' ' {
			return s[:i]
		}
	}
	return s
}

// decide is the computer player's choice for the seat deciding.
func decide(t *testing.T, c *dungeon) ba.Action {
	t.Helper()
	seat := rules.Seat(c.side())
	a, err := ba.AI{}.Choose(c.Game().View(seat), seat)
	if err != nil {
		t.Fatal(err)
	}
	return a.(ba.Action)
}

// carryOut does act with the device dev: a move on its square, a fight on
// its enemy, anything else from the list.
func carryOut(d *gametest.Driver, c *dungeon, act ba.Action, dev string, did map[string]int) {
	before := c.ses.Position()
	g := c.Game()
	switch act.Kind {
	case ba.ActMove:
		to := act.Path[len(act.Path)-1]
		if dev == "mouse" {
			d.Click(squareMid(c, to))
		} else {
			cursorTo(d, c, to, dev)
		}
		if c.ses.Position() > before {
			did["move "+dev]++
		}
	case ba.ActFight:
		e := g.MiniByID(act.Target)
		switch dev {
		case "mouse":
			d.Click(squareMid(c, g.Mini(e).At))
		case "pad":
			for range 8 {
				if c.cursor == g.Mini(e).At {
					break
				}
				d.Button(ebiten.StandardGamepadButtonFrontBottomRight)
			}
			d.Button(ebiten.StandardGamepadButtonRightBottom)
		default:
			pressOption(d, c, "", act.String())
		}
		if c.ses.Position() > before {
			did["fight"]++
		}
	default:
		if pressOption(d, c, "", act.String()) && c.ses.Position() > before {
			did[act.String()[2:]]++
		}
	}
	if c.ses.Position() == before { // not on the table's list (a trade the list words otherwise): through the session
		if _, err := c.ses.Apply(act); err == nil {
			did["fallback"]++
		}
	}
}

// cursorTo steers the cursor to p with the arrows or the D-pad and
// confirms.
func cursorTo(d *gametest.Driver, c *dungeon, p grid.Point, dev string) {
	press := func(k ebiten.Key, b ebiten.StandardGamepadButton) {
		if dev == "keyboard" {
			d.Key(k)
		} else {
			d.Button(b)
		}
	}
	for range 80 {
		switch {
		case c.cursor.X < p.X:
			press(ebiten.KeyArrowRight, ebiten.StandardGamepadButtonLeftRight)
		case c.cursor.X > p.X:
			press(ebiten.KeyArrowLeft, ebiten.StandardGamepadButtonLeftLeft)
		case c.cursor.Y < p.Y:
			press(ebiten.KeyArrowDown, ebiten.StandardGamepadButtonLeftBottom)
		case c.cursor.Y > p.Y:
			press(ebiten.KeyArrowUp, ebiten.StandardGamepadButtonLeftTop)
		default:
			press(ebiten.KeyEnter, ebiten.StandardGamepadButtonRightBottom)
			return
		}
	}
}

// endWindow checks the end window and the panel's ways on, and that the
// replay verifies.
func endWindow(t *testing.T, d *gametest.Driver, c *dungeon) {
	t.Helper()
	g := c.Game()
	d.Until("the end window", 60, func() bool { return d.Window() != nil })
	d.ClickButton("Look at the board")
	d.TicksN(2)
	gametest.CheckEndPanel(t, c.f.UI())
	gametest.CheckReplay(t, c.ses, g)
	_ = table.Everything
}
