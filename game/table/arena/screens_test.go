package arena

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"image"
	"image/color"
	"strings"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/render"
	"skirmish/rules"
	ar "skirmish/rules/arena"
	"skirmish/rules/grid"
)

// The Arena table as drawn, at 100 % and 125 %: the odds before a strike
// and before a defence, every legal action in the list and reachable by
// the keyboard, the table's parts apart and on the screen, the last roll
// in the tray. (The shell's screens are tested in package game.)

// guardStrikes is where a fighter of the Guard (side 0) has the
// initiative with an enemy in reach.
func guardStrikes(g *ar.Game) bool {
	if g.Phase() != ar.PhaseAct || len(g.ToAct()) == 0 || g.ToAct()[0] != 0 {
		return false
	}
	for _, a := range g.LegalActions(0) {
		if a.Kind == ar.Attack {
			return true
		}
	}
	return false
}

// guardToStrike is a bout of The Pit played by the computer up to where
// a fighter of the Guard has an enemy in reach (guardStrikes).
func guardToStrike(t *testing.T) (session.Setup, []rules.Action) {
	t.Helper()
	setup := rig.Setup(t, "the-pit", 3, nil)
	return setup, rig.PlayedUntil(t, setup, guardStrikes)
}

func TestOddsBeforeStrike(t *testing.T) {
	gameloop.NeedWindow(t)
	setup, acts := guardToStrike(t)
	gametest.AtScales(t, func(t *testing.T, scale int) {
		d, f := rig.DriveAt(t, scale, setup, []session.Sitter{session.Human, session.Computer}, acts)
		c := bd(f)
		a := d.App
		d.TicksN(2)
		g := c.game()
		var target ar.Action
		for _, act := range g.LegalActions(0) {
			if act.Kind == ar.Attack {
				target = act
				break
			}
		}
		at := g.Fighters()[g.ByID(target.Target)].At
		r := c.board.cellRect(at)
		d.Src.MoveMouse((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
		d.TicksN(3)
		if !c.oddsOn {
			t.Fatal("pointing at the enemy in reach shows no odds")
		}
		want, ok := c.clickAction(g, at)
		if !ok || want.Kind != ar.Attack {
			t.Fatalf("a click on %s would make %v, not an attack", at, want)
		}
		o, err := g.Odds(want)
		if err != nil {
			t.Fatal(err)
		}
		r0, _ := rollOf(o.Cases[0])
		pcts := c.odds.Percents()
		if len(pcts) < 3 || pcts[0] != render.Percent(r0.beat, 36) || pcts[2] != render.Percent(r0.under, 36) {
			t.Errorf("the chart shows %v, the rules deal %d and take %d of 36", pcts, r0.beat, r0.under)
		}
		words := strings.Join(c.odds.Lines(), " ")
		if !strings.Contains(words, "loses (") || !strings.Contains(words, "DR ") || !strings.Contains(words, "falls: ") {
			t.Errorf("the odds do not say the HP lost after DR and Fate Points: %q", words)
		}
		img := gametest.Frame(t, a, fmt.Sprintf("odds-%d", scale))
		if n := gametest.CountNear(img, c.lay.tray, a.Pal().Tray, 12); n < c.lay.tray.Dx()*c.lay.tray.Dy()/4 {
			t.Errorf("the tray under the odds shows %d pixels of its felt", n)
		}
		// the list's entry says the odds in short
		found := false
		for _, o := range c.opts {
			if actOf(o) == target && strings.Contains(o.Label, "deal ") && strings.Contains(o.Label, "take ") {
				found = true
			}
		}
		if !found {
			t.Errorf("no entry of the list says the odds of %s: %v", target, c.opts)
		}
	})
}

func TestDefenderChoosesWithOdds(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-pit", 2, nil)
	acts := rig.PlayedUntil(t, setup, func(g *ar.Game) bool {
		return g.Phase() == ar.PhaseDefend && len(g.LegalActions(0)) > 1
	})
	gametest.AtScales(t, func(t *testing.T, scale int) {
		d, f := rig.DriveAt(t, scale, setup, []session.Sitter{session.Human, session.Computer}, acts)
		c := bd(f)
		a := d.App
		d.TicksN(2)
		g := c.game()
		n := 0
		for _, o := range c.opts {
			if actOf(o).Kind == ar.Defend {
				n++
				if !strings.HasPrefix(o.Label, "Resist with the ") || !strings.Contains(o.Label, "take ") {
					t.Errorf("the defence reads %q", o.Label)
				}
			}
		}
		if n != len(g.LegalActions(0)) {
			t.Fatalf("%d defences in the list, the rules offer %d", n, len(g.LegalActions(0)))
		}
		item := c.f.List().ItemOfID(0)
		b := c.f.List().Button(item)
		if b == nil {
			t.Fatal("the first defence has no button")
		}
		r := b.GetWidget().Rect
		d.Src.MoveMouse((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
		d.TicksN(3)
		if !c.oddsOn || len(c.odds.Percents()) < 3 {
			t.Fatal("the mouse over a defence shows no odds")
		}
		gametest.Frame(t, a, fmt.Sprintf("defend-%d", scale))
		before := c.f.Session().Position()
		d.ClickRect(r)
		if c.f.Session().Position() != before+1 {
			t.Fatal("clicking the defence resisted with nothing")
		}
	})
}

// TestEveryActionInTheList: the list holds one entry for each legal
// action of the fighter deciding, and the keyboard reaches every one
// (the moves' folded group opened) inside the panel at 125 %.
func TestEveryActionInTheList(t *testing.T) {
	gameloop.NeedWindow(t)
	setup, acts := guardToStrike(t)
	gametest.AtScales(t, func(t *testing.T, scale int) {
		d, f := rig.DriveAt(t, scale, setup, []session.Sitter{session.Human, session.Computer}, acts)
		c := bd(f)
		d.TicksN(2)
		legal := c.game().LegalActions(0)
		want := map[int]bool{}
		seen := map[string]bool{}
		acts := 0
		for i, o := range c.opts {
			want[i] = true // WalkList counts every entry it reaches
			if o.Action != nil {
				acts++
				seen[actOf(o).String()] = true
			}
		}
		for _, a := range legal {
			if !seen[a.String()] {
				t.Errorf("%s is legal but not in the list", a)
			}
		}
		if acts != len(legal) {
			t.Errorf("%d actions in the list, %d legal", acts, len(legal))
		}
		if scale != 125 {
			return // the walk is slow: once, at the scale that crowds the panel most
		}
		w, h := d.App.Size()
		got := gametest.WalkList(t, d, c.f.List(), panelRect(c.f), image.Rect(0, 0, w, h), want, 3*len(c.opts)+10)
		for id := range want {
			if !got[id] {
				t.Errorf("the keyboard reached %d of %d entries, not %q", len(got), len(want), c.opts[id].Label)
				break
			}
		}
	})
}

// TestTableLayoutAtScales: the table's own parts lie on the screen, apart
// from each other and from the side panel, at 100 % and 125 %.
func TestTableLayoutAtScales(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-terraces", 1, nil)
	gametest.AtScales(t, func(t *testing.T, scale int) {
		d, f := rig.DriveAt(t, scale, setup, []session.Sitter{session.Human, session.Computer}, nil)
		c := bd(f)
		img := gametest.Frame(t, d.App, fmt.Sprintf("layout-%d", scale))
		w, h := d.App.Size()
		regs := c.f.Regions(nil, nil)
		if len(regs) < 6 {
			t.Fatalf("regions %v", regs)
		}
		for i, r := range regs {
			if r.Rect.Empty() || !r.Rect.In(image.Rect(0, 0, w, h)) {
				t.Errorf("the %s lies at %v, off the %dx%d screen", r.Name, r.Rect, w, h)
			}
			for _, q := range regs[i+1:] {
				if r.Rect.Overlaps(q.Rect) {
					t.Errorf("the %s %v overlaps the %s %v", r.Name, r.Rect, q.Name, q.Rect)
				}
			}
		}
		if cs := c.board.cellRect(c.game().Fighters()[0].At).Dx(); cs < 28 {
			t.Errorf("a square is %d pixels wide: too small to click", cs)
		}
		// every fighter's square shows something other than the step's
		// own colour: its token
		for i, f := range c.game().Fighters() {
			r := c.board.cellRect(f.At)
			if n := countOther(img, r, img.RGBAAt(r.Min.X+1, r.Min.Y+1)); n < r.Dx()*r.Dy()/8 {
				t.Errorf("%s's square shows %d pixels of a token", c.game().Name(i), n)
			}
		}
	})
}

// countOther counts the pixels of r that differ much from bg.
func countOther(img *image.RGBA, r image.Rectangle, bg color.RGBA) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !gametest.Near(img.RGBAAt(x, y), bg, 40) {
				n++
			}
		}
	}
	return n
}

// TestTrayShowsTheLastRoll: after a blow, the tray holds the resisted
// roll's 2D6, its TN and the Damage of the log's last roll.
func TestTrayShowsTheLastRoll(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-pit", 3, nil)
	var last ar.Event
	acts := rig.PlayedUntil(t, setup, func(g *ar.Game) bool { return g.Phase() == ar.PhaseOver })
	// replay to the first blow that dealt Damage
	st, _ := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	n := 0
	for i, a := range acts {
		evs, err := st.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		rolled, hit := false, false
		for _, e := range evs {
			if ev, ok := e.(ar.Event); ok && ev.Kind == ar.EvRolled {
				last, rolled = ev, true
			} else if ok && ev.Kind == ar.EvDamage && rolled {
				hit = true
			}
		}
		if hit {
			n = i + 1
			break
		}
	}
	if n == 0 {
		t.Fatal("no blow dealt Damage in the computer's bout")
	}
	d, f := rig.DriveAt(t, 100, setup, []session.Sitter{session.Human, session.Human}, acts[:n])
	c := bd(f)
	d.TicksN(2)
	rs := c.roll()
	if !rs.ok || rs.roll.Dice != [2]int{int(last.Dice[0]), int(last.Dice[1])} || rs.roll.TN != last.TN {
		t.Fatalf("the tray holds %+v, the log's last roll is %v", rs.roll, last.Text)
	}
	if !rs.roll.Hit || rs.roll.Raw < rs.roll.HP {
		t.Errorf("the tray's Damage %+v", rs.roll)
	}
	gametest.Frame(t, d.App, "tray")
}

// TestClicksStrikeWithTheItemChosen: the list's "a click on an enemy
// strikes with" entries choose the item a click on an enemy strikes with;
// a click on a portrait of the initiative strip describes that fighter.
func TestClicksStrikeWithTheItemChosen(t *testing.T) {
	gameloop.NeedWindow(t)
	setup, acts := guardToStrike(t)
	d, f := rig.DriveAt(t, 100, setup, []session.Sitter{session.Human, session.Computer}, acts)
	c := bd(f)
	d.TicksN(2)
	// a portrait of the strip, from its right
	found := false
	for x := c.lay.strip.Max.X - 1; x > c.lay.strip.Min.X && !found; x -= 4 {
		if j, ok := c.board.stripAt(x, c.lay.strip.Min.Y+c.lay.strip.Dy()/2); ok && j != c.deciding(c.game()) {
			found = true
			d.Click(x, c.lay.strip.Min.Y+c.lay.strip.Dy()/2)
			if c.inspect != j {
				t.Errorf("a click on %s's portrait describes fighter %d", c.game().Name(j), c.inspect)
			}
			if m := c.board.m.Selected; m != j {
				t.Errorf("the board rings fighter %d, not %s", m, c.game().Name(j))
			}
		}
	}
	if !found {
		t.Error("no portrait in the initiative strip")
	}
	d.Key(ebiten.KeyEscape) // back: the fighter deciding again
	d.TicksN(2)
	fists := -1
	for i, o := range c.opts {
		if o.Do != nil && strings.TrimPrefix(o.Label, "● ") == itemName(c.game(), "fists") {
			fists = i
		}
	}
	if fists < 0 {
		t.Fatalf("no choice of the fists for clicks: %v", c.opts)
	}
	chooseByKeys(d, c, fists)
	if c.item != "fists" {
		t.Fatalf("the item for clicks is %q, not the fists", c.item)
	}
	var target ar.Action
	for _, a := range c.game().LegalActions(0) {
		if a.Kind == ar.Attack && a.Item == "fists" {
			target = a
			break
		}
	}
	before := c.f.Session().Position()
	d.Click(square(c, c.game().Fighters()[c.game().ByID(target.Target)].At))
	if c.f.Session().Position() != before+1 {
		t.Fatal("a click on the enemy struck nothing")
	}
	if got := c.f.Session().History().Actions()[before].(ar.Action); got.Kind != ar.Attack || got.Item != "fists" {
		t.Errorf("a click on the enemy played %s, not a blow of the fists", got)
	}
}

// chooseByKeys gives the list the focus (Q), walks it down to entry id
// and chooses it (Enter), as a player with the keyboard does with an
// entry scrolled out of sight.
func chooseByKeys(d *gametest.Driver, c *arenaBoard, id int) {
	d.T.Helper()
	d.Key(ebiten.KeyQ)
	for range 3 * len(c.opts) {
		if e, ok := c.f.List().Entry(c.f.List().Focus()); ok && e.ID == id {
			d.Key(ebiten.KeyEnter)
			return
		}
		d.Key(ebiten.KeyArrowDown)
	}
	d.T.Fatalf("the keyboard never reached %q", c.opts[id].Label)
}

// TestPathToTheSquareUnderTheMouse: the squares the fighter deciding can
// reach are marked, and the mouse over one traces the path the rules walk
// from the fighter's square to it, one step at a time.
func TestPathToTheSquareUnderTheMouse(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-pit", 1, nil)
	d, f := rig.DriveAt(t, 100, setup, []session.Sitter{session.Human, session.Human}, readied(t))
	c := bd(f)
	d.TicksN(3)
	if c.f.Privacy().Covered() {
		d.Key(ebiten.KeyEnter)
		d.TicksN(2)
	}
	g := c.game()
	i := g.Current()
	from := g.Fighters()[i].At
	far := ar.Action{Kind: ar.Hold}
	for _, a := range g.LegalActions(int(g.Fighters()[i].Side)) {
		if a.Kind == ar.Move && (far.Kind != ar.Move || grid.Chebyshev(a.To, from) > grid.Chebyshev(far.To, from)) {
			far = a
		}
	}
	if len(c.board.m.Reach) == 0 || far.Kind != ar.Move {
		t.Fatalf("no square marked to move to (%d marked)", len(c.board.m.Reach))
	}
	d.Src.MoveMouse(square(c, far.To))
	d.TicksN(2)
	path := c.board.m.Path
	if len(path) < 2 || path[0] != rpt(from) || path[len(path)-1] != rpt(far.To) {
		t.Fatalf("the path to %s is %v, from %s", far.To, path, from)
	}
	for k := 1; k < len(path); k++ {
		dx, dy := path[k].X-path[k-1].X, path[k].Y-path[k-1].Y
		if dx < -1 || dx > 1 || dy < -1 || dy > 1 {
			t.Errorf("the path jumps from %v to %v", path[k-1], path[k])
		}
	}
	before := c.f.Session().Position()
	d.Click(square(c, far.To))
	if c.f.Session().Position() != before+1 || c.game().Fighters()[i].At != far.To && c.game().Phase() != ar.PhaseInterrupt {
		t.Errorf("a click on %s did not move %s there", far.To, g.Name(i))
	}
}
