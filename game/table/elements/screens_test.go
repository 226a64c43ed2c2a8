package elements

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/render"
	re "skirmish/render/elements"
	"skirmish/rules"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// The Elements table as drawn, at 100 % and 125 %: the dice tray with the
// winner's dice to click, the influence zone and the marks of a selected
// model, the odds before an attack. (The shell's screens are tested in
// package game.)

// humanWins is where the human (side 1, the Crane Clan) won a close combat
// and chooses among two or more results.
func humanWins(g *el.Game) bool {
	f, ok := g.PendingFight()
	return ok && g.Phase() == el.PhaseResult && f.WinnerSee == 0 && f.Kind == el.Attack
}

func TestResultChoicePixels(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "rooftop-duel", 3, nil)
	acts := rig.PlayedUntil(t, setup, humanWins)
	gametest.AtScales(t, func(t *testing.T, scale int) {
		d, f := rig.DriveAt(t, scale, setup, []session.Sitter{session.Human, session.Computer}, acts)
		b := boardOf(f)
		a := d.App
		img := gametest.Frame(t, a, fmt.Sprintf("result-%d", scale))
		r := b.recent(f).roll
		if !r.ok || r.winner != 0 {
			t.Fatalf("the tray shows %+v, want the human attacker's win", r)
		}
		// Each die shows its element's colour; Spirit and Void are
		// dimmed: far fewer pixels of their colour than a kept die.
		pal := re.NewPalette(a.Pal())
		kept, dimmed := 0, 0
		for p, pool := range [2][]uint8{r.att, r.def} {
			for k, v := range pool {
				rr := b.tray.dieRect(p, k)
				if rr.Empty() {
					t.Fatalf("die %d of pool %d is not laid out", k, p)
				}
				n := gametest.CountNear(img, rr, pal.Face[v], 24)
				if el.Element(v) >= el.Spirit {
					dimmed = max(dimmed, n)
				} else if kept == 0 || n < kept {
					kept = n
				}
			}
		}
		if kept < b.tray.tray.DieSize()*b.tray.tray.DieSize()/8 {
			t.Errorf("a kept die shows only %d pixels of its element's colour", kept)
		}
		if dimmed > 0 && dimmed*2 > kept {
			t.Errorf("a discarded Spirit or Void die shows %d pixels of its colour, a kept die %d: not dimmed", dimmed, kept)
		}
		// The list offers the results in the seed's words.
		fight, _ := whole(f).PendingFight()
		for e := el.Fire; e <= el.Air; e++ {
			if fight.Left[e] == 0 {
				continue
			}
			found := false
			for _, o := range b.choices {
				found = found || strings.HasPrefix(o.Label, e.Title()+": ")
			}
			if !found {
				t.Errorf("the list offers no %s result: %v", e.Title(), labels(b))
			}
		}
		// A click on the winner's die of a result chooses it.
		for k, v := range r.att {
			if e := el.Element(v); e < el.Spirit {
				before := f.Session().Position()
				d.ClickRect(b.tray.dieRect(0, k))
				if f.Session().Position() != before+1 {
					t.Fatalf("clicking the %s die chose nothing", e.Title())
				}
				last := f.Session().History().Actions()[before].(el.Action)
				if last.Kind != el.Result || last.Result != e {
					t.Errorf("clicking the %s die played %s", e.Title(), last)
				}
				break
			}
		}
	})
}

func TestSelectedModelPixels(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "rooftop-duel", 3, nil)
	acts := rig.PlayedUntil(t, setup, func(g *el.Game) bool {
		return g.Phase() == el.PhaseAct && g.Turn() == 0 && g.Round() == 2 && g.Current() < 0
	})
	gametest.AtScales(t, func(t *testing.T, scale int) {
		d, f := rig.DriveAt(t, scale, setup, []session.Sitter{session.Human, session.Computer}, acts)
		b := boardOf(f)
		a := d.App
		g := whole(f)
		i := -1
		for k, m := range g.Models() {
			if m.Side == 0 && !m.Out && !m.Stunned && !m.Activated {
				i = k
				break
			}
		}
		if i < 0 {
			t.Skip("no model of the human's to select")
		}
		d.ClickRect(b.drawer.cellRect(g.Models()[i].At))
		if b.sel != i {
			t.Fatalf("clicking %s selected %d", g.Name(i), b.sel)
		}
		img := gametest.Frame(t, a, fmt.Sprintf("selected-%d", scale))
		own, other := a.Pal().Side[0], a.Pal().Side[1]
		r := b.drawer.cellRect(g.Models()[i].At)
		if n := gametest.CountShade(img, r, own, 10); n < r.Dx() {
			t.Errorf("%s: %d pixels of its side's colour on its square", g.Name(i), n)
		}
		if n := gametest.CountShade(img, r, other, 10); n > r.Dx()/2 {
			t.Errorf("%s: %d pixels of the other side's colour on its square", g.Name(i), n)
		}
		mk := &b.drawer.marks
		if len(mk.Moves) == 0 {
			t.Errorf("no square marked where %s can move", g.Name(i))
		}
		zone := zoneOf(mk, 0)
		if len(zone) == 0 {
			t.Errorf("no influence zone shown for %s", g.Name(i))
		}
		// the enemies' zones are shown with it
		enemyZones := 0
		for j, m := range g.Models() {
			if m.Side != 0 {
				enemyZones += len(g.ZoneSquares(j))
			}
		}
		if enemyZones > 0 && len(zoneOf(mk, 1)) == 0 {
			t.Errorf("the enemies' influence zones (%d squares) are not shown: %v", enemyZones, mk.Zones)
		}
		// its influence zone is tinted in its side's colour
		z := b.drawer.scene.SquareRect(zone[0])
		if n := gametest.CountShade(img, z, own, 25); n < z.Dx() {
			t.Errorf("the zone's square %v shows %d pixels of the side's colour", zone[0], n)
		}
	})
}

func TestOddsBeforeAttack(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "rooftop-duel", 3, nil)
	var target el.Action
	acts := rig.PlayedUntil(t, setup, func(g *el.Game) bool {
		if g.Phase() != el.PhaseAct || g.Turn() != 0 || g.Current() >= 0 {
			return false
		}
		for _, a := range g.LegalActions(0) {
			if a.Kind == el.Attack {
				target = a
				return true
			}
		}
		return false
	})
	d, f := rig.DriveAt(t, 100, setup, []session.Sitter{session.Human, session.Computer}, acts)
	b := boardOf(f)
	a := d.App
	g := whole(f)
	d.ClickRect(b.drawer.cellRect(g.Models()[g.ModelByID(target.Model)].At))
	r := b.drawer.cellRect(target.To)
	d.Src.MoveMouse((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
	d.TicksN(3)
	if !b.oddsOn {
		t.Fatal("hovering the enemy shows no odds")
	}
	words := strings.Join(b.odds.Lines(), " ")
	for _, w := range []string{"Attacker wins: ", "Injured: "} {
		if !strings.Contains(words, w) {
			t.Errorf("the odds say %q, without %q", words, w)
		}
	}
	o, err := g.Odds(target)
	if err != nil {
		t.Fatal(err)
	}
	want := "Attacker wins: " + percentOf(o.Cases[0].Outcomes[0], o.Cases[0].Total)
	if !strings.Contains(words, want) {
		t.Errorf("the odds say %q, not the rules' %q", words, want)
	}
	gametest.Frame(t, a, "odds")
	// the list's entry of the attack, under the mouse, shows them too
	d.Src.MoveMouse(0, 0)
	d.TicksN(3)
	if b.oddsOn {
		t.Fatal("the odds stay with the mouse off the enemy")
	}
	for i := range f.List().Items() {
		if e, ok := f.List().Entry(i); ok && b.choices[e.ID].Action == target {
			r := f.List().Button(i).GetWidget().Rect
			d.Src.MoveMouse((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
			d.TicksN(3)
			if !b.oddsOn {
				t.Error("the mouse over the attack's entry in the list shows no odds")
			}
			return
		}
	}
	t.Errorf("the list has no entry for %s", target)
}

// percentOf is how the chart words a chance.
func percentOf(c rules.Chance, total uint64) string { return render.Percent(c.Count, total) }

// TestLastMoveTrail: between activations the board traces the last move,
// from where the model stood to where it went.
func TestLastMoveTrail(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.ScaledDriver(t, kinds, 100)
	setup := rig.Setup(t, "rooftop-duel", 1, nil)
	var acts []rules.Action
	for _, s := range []string{"1 ready", "2 ready", "A move d2 E", "A done"} {
		a, err := el.ParseAction(s)
		if err != nil {
			t.Fatal(err)
		}
		acts = append(acts, a)
	}
	f := rig.Open(t, d.App, setup, []session.Sitter{session.Computer, session.Human}, acts)
	b := boardOf(f)
	d.TicksN(2)
	from := whole(f).Level().Deploy[0][0].At
	to, err := grid.ParseSquare("d2")
	if err != nil {
		t.Fatal(err)
	}
	if got := b.drawer.marks.Path; len(got) != 2 || got[0] != rpt(from) || got[1] != rpt(to) {
		t.Errorf("the trail is %v, want %s to d2", got, from)
	}
}

// zoneOf returns the squares of the influence zone of side the marks show.
func zoneOf(mk *re.Marks, side int) []re.Point {
	for _, z := range mk.Zones {
		if z.Side == side {
			return z.Squares
		}
	}
	return nil
}

// TestTrayShowsTheRollAtOnce: the tray shows the roll of an attack from
// the tick it is made (the log follows the history at once).
func TestTrayShowsTheRollAtOnce(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "rooftop-duel", 3, nil)
	var attack el.Action
	acts := rig.PlayedUntil(t, setup, func(g *el.Game) bool {
		if g.Phase() != el.PhaseAct || g.Turn() != 0 || g.Current() >= 0 {
			return false
		}
		for _, a := range g.LegalActions(0) {
			if a.Kind == el.Attack {
				attack = a
				return true
			}
		}
		return false
	})
	d, f := rig.DriveAt(t, 100, setup, []session.Sitter{session.Human, session.Computer}, acts)
	b := boardOf(f)
	same := func(when string) {
		t.Helper()
		got := b.recent(f).roll
		want := rollOf(f.EventLog(), f.Screen().Viewer, shown(f))
		if want.key = got.key; !reflect.DeepEqual(got, want) {
			t.Errorf("%s (action %d): the tray shows %+v, the log's last roll is %+v", when, f.Session().Position(), got, want)
		}
	}
	same("before the attack")
	g := whole(f)
	d.ClickRect(b.drawer.cellRect(g.Models()[g.ModelByID(attack.Model)].At))
	d.ClickRect(b.drawer.cellRect(attack.To))
	if f.Session().Position() <= len(acts) {
		t.Fatalf("clicking the enemy on %s did not attack it", attack.To)
	}
	d.TicksN(2)
	same("after the attack")
}
