package magewinds

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/geom"
)

// TestMagewindsWholeGameThroughInput plays a whole battle of Magewinds
// against the computer from the title screen, through the input layer
// only: clicks on buttons, the battlefield and the cards, and the number
// keys for the action list. It checks that the human deployed, drew cards,
// moved, attacked and made defence choices, and that the replay verifies.
func TestMagewindsWholeGameThroughInput(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds, 11)
	d.Tick()
	d.ClickButton("Play")
	d.TicksN(3)
	// The app was given Magewinds only: the setup screen has it chosen.
	d.Settle()
	if d.CurrentButton("Ruleset: Magewinds") == nil {
		t.Fatalf("the setup screen (%T) does not have Magewinds chosen", d.App.Scene())
	}
	d.ClickButton("Start")
	d.TicksN(3)
	f, ok := d.App.Table().(*table.Frame)
	if !ok {
		t.Fatalf("Start opened %T, not the Magewinds table", d.App.Scene())
	}
	m := tableOf(f)
	did := map[string]int{}
	for step := 0; step < 3000; step++ {
		g := m.Game()
		if g.Phase == mw.PhaseOver {
			break
		}
		if humanSide(m) < 0 {
			d.Tick()
			continue
		}
		d.Tick() // let the table build its options for this position
		before := m.Session().Position()
		switch {
		case g.Phase == mw.PhaseMuster:
			musterByCards(d, m, did)
		case g.Phase == mw.PhaseDeploy:
			spots := g.Legal(0)
			a := spots[len(spots)/2].(mw.Action)
			for _, ra := range spots {
				if ra.(mw.Action).Fighter == g.FighterID(m.p.sel) {
					a = ra.(mw.Action)
					break
				}
			}
			x, y := m.field.ToScreen(pt(a.At))
			d.Click(int(x), int(y))
			did["deploy"]++
		case g.Phase == mw.PhaseChannel:
			if len(g.Hands[0]) < 3 && len(g.Deck) > 0 {
				d.Click(deckSpot(m)) // draw blind by clicking the deck
				did["draw"]++
			} else {
				option(d, m, "Pass")
			}
		case g.Phase == mw.PhaseWindburn:
			option(d, m, "Discard")
		case g.Act.Step == mw.StepReact:
			option(d, m, "Deflect", "No reaction")
			did["react"]++
		case g.Act.Step == mw.StepNone || g.Act.Step == mw.StepActing:
			activate(d, m, did)
		case len(m.spots) > 0 && (did["step"] == 0 || len(m.opts) == 0):
			// a step move: click a marked spot
			x, y := m.field.ToScreen(pt(m.spots[len(m.spots)/2].At))
			d.Click(int(x+0.5), int(y+0.5))
			did["step"]++
		default:
			d.Key(ebiten.KeyDigit1)
		}
		if m.Session().Position() == before && humanSide(m) == 0 && m.Game().Phase != mw.PhaseOver {
			// the choice needed a second input (a fighter, then its action)
			continue
		}
	}
	g := m.Game()
	if g.Phase != mw.PhaseOver {
		t.Fatalf("the battle is not over after the driver's steps: %s", g.Describe())
	}
	for _, k := range []string{"muster add", "muster remove", "muster", "deploy", "draw", "move", "attack"} {
		if did[k] == 0 {
			t.Errorf("the human never did %s (did: %v)", k, did)
		}
	}
	t.Logf("the human did %v; winner side %d: %s", did, g.Winner, g.Reason)
	// the kit's end of the game: who won, and a look at the battlefield
	gametest.CheckEndWindow(t, d, g, 10)
	for _, b := range []string{"Watch the replay", "Rematch", "Look at the battlefield", "Back to title"} {
		if d.CurrentButton(b) == nil {
			t.Errorf("the end window has no %q button", b)
		}
	}
	d.ClickButton("Look at the battlefield")
	if d.Window() != nil {
		t.Error("Look at the battlefield left the end window open")
	}
	// the window's ways on move to the panel, once
	d.TicksN(2)
	gametest.CheckEndPanel(t, m.UI())
	gametest.CheckReplay(t, m.Session(), g)
}

// musterByCards takes one step of the muster on the board, by clicks: add
// the first fighter the pack allows (checking the warband grew), remove
// it again by clicking its card in the warband, add one more, then take
// the scenario's warband and declare it ready with the buttons.
func musterByCards(d *gametest.Driver, m mt, did map[string]int) {
	t := d.T
	t.Helper()
	band := len(m.Game().Warbands[0])
	switch {
	case did["muster add"] < 2 && (did["muster add"] == 0 || did["muster remove"] > 0):
		for _, s := range m.mu.spots {
			if s.key.kind == mkProfile && m.mu.whys.add[s.prof] == "" {
				d.ClickRect(s.r)
				if got := len(m.Game().Warbands[0]); got != band+1 {
					t.Fatalf("clicking the %s card left the warband at %d fighters", m.Game().Pack().Profiles[s.prof].Name, got)
				}
				did["muster add"]++
				return
			}
		}
		t.Fatal("no fighter of the pack can be added")
	case did["muster remove"] == 0:
		d.ClickRect(spotOf(t, m, mkey{mkMember, band - 1}))
		if got := len(m.Game().Warbands[0]); got != band-1 {
			t.Fatalf("clicking the warband's last card left it at %d fighters", got)
		}
		did["muster remove"]++
	case m.mu.whys.dflt == "":
		d.ClickRect(spotOf(t, m, mkey{mkDefault, 0}))
	default:
		d.ClickRect(spotOf(t, m, mkey{mkReady, 0}))
		did["muster"]++
	}
}

// deckSpot is the middle of the deck on the screen.
func deckSpot(m mt) (int, int) {
	for _, cs := range m.cardRects {
		if cs.slot == 0 {
			return (cs.r.Min.X + cs.r.Max.X) / 2, (cs.r.Min.Y + cs.r.Max.Y) / 2
		}
	}
	return 0, 0
}

// option presses the number key of the first option starting with one of
// the prefixes.
func option(d *gametest.Driver, m mt, prefixes ...string) {
	d.T.Helper()
	for _, p := range prefixes {
		for i, o := range m.opts {
			if n := m.List().KeyOf(m.List().ItemOfID(i)); strings.HasPrefix(o.Label, p) && n > 0 {
				d.Key(ebiten.KeyDigit0 + ebiten.Key(n))
				return
			}
		}
	}
	d.Key(ebiten.KeyDigit1)
}

// activate plays one activation: attack an enemy when the list offers it,
// otherwise move towards the nearest enemy by clicking the battlefield.
func activate(d *gametest.Driver, m mt, did map[string]int) {
	g := m.Game()
	if m.p.sel < 0 {
		d.Key(ebiten.KeyDigit1) // activate the first fighter listed
		return
	}
	for i, o := range m.opts {
		n := m.List().KeyOf(m.List().ItemOfID(i))
		if o.Action != nil && o.Action.Kind == mw.KAttack && !strings.HasSuffix(o.Label, "(a friend!)") && n > 0 {
			d.Key(ebiten.KeyDigit0 + ebiten.Key(n))
			did["attack"]++
			return
		}
	}
	// the move closest to an enemy
	var best mw.Action
	bestD := int64(1 << 62)
	from, limit := g.Fighters[m.p.sel].Pos, g.MoveAllowance(m.p.sel)
	for _, a := range g.MoveOptions(m.p.sel) {
		if geom.Dist(from, a.At) > limit-geom.Inch/8 || !roomy(g, a) {
			continue // a click lands within a pixel: keep clear of the limit and of edges
		}
		for j := range g.Fighters {
			if g.OnField(j) && g.Fighters[j].Side == 1 {
				if dd := geom.Dist(a.At, g.Fighters[j].Pos); dd < bestD {
					best, bestD = a, dd
				}
			}
		}
	}
	if best.Fighter == "" {
		option(d, m, "Guard")
		return
	}
	option(d, m, "Move")
	before := m.Session().Position()
	x, y := m.field.ToScreen(pt(best.At))
	d.Click(int(x+0.5), int(y+0.5))
	if m.Session().Position() > before {
		did["move"]++
		return
	}
	if did["movefail"] == 0 {
		d.T.Logf("move to %s by a click at (%.0f, %.0f) refused: %q (mode %d, sel %d)", best, x, y, clickRefusal(m, int(x+0.5), int(y+0.5)), m.p.mode, m.p.sel)
	}
	did["movefail"]++
	m.p.mode = mmNone // the pixel fell just off the legal point: stand guard
	d.Tick()
	option(d, m, "Guard")
}

// clickRefusal is why the table refuses a click on the battlefield at
// (x, y): the message it shows the player ("" when the click means no
// action).
func clickRefusal(m mt, x, y int) string {
	p, ok := m.field.FromScreen(x, y)
	if !ok {
		return "off the battlefield"
	}
	g := m.Game()
	act, ok := boardAction(g, &m.p, geom.Point{X: p.X, Y: p.Y})
	if !ok {
		return ""
	}
	return g.WhyNot(act)
}

// roomy reports whether a move stays legal when its point is off by a pixel.
func roomy(g *mw.Game, a mw.Action) bool {
	for _, o := range []geom.Point{{X: 800}, {X: -800}, {Y: 800}, {Y: -800}} {
		b := a
		b.At = a.At.Add(o)
		if g.WhyNot(b) != "" {
			return false
		}
	}
	return true
}
