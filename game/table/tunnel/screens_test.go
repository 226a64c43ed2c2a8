package tunnel

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/render"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// The Tunnel table as drawn: the battle's pixels, the replay viewer, the
// odds, the Undo button, continuing from a replay. (The shell's own
// screens are tested in package game.)

// midSwing is First Blood with the Gnome's swing rolled: Attack Dice
// 1, 2, 3, 4 against a Defence Die 6, the Gnome to pick.
var midSwing = []string{"A move m3-l3 W", "A move k3-j3 W", "A open i3", "end", "b move h3-i3 E", "end", "A swing i3 1", "b defend 0"}

func TestBattleMidSwingPixels(t *testing.T) {
	gameloop.NeedWindow(t)
	a := rig.App(t)
	b := openBattle(t, a, firstBloodSetup(t, []int{1, 2, 3, 4, 6}), []session.Sitter{session.Human, session.Computer}, parseAll(t, midSwing...))
	img := gametest.Frame(t, a, "battle-mid-swing")
	g := b.Game()
	if g.Phase() != tf.PhasePick {
		t.Fatalf("phase %d, want pick", g.Phase())
	}
	// Each token shows its side's colour on its square, and not the other's.
	for _, id := range []byte{'A', 'b'} {
		m := g.Model(g.ModelByID(id))
		r := b.cellRect(m.At)
		own, other := a.Pal().Side[m.Side], a.Pal().Side[1-m.Side]
		if n := gametest.CountShade(img, r, own, 10); n < r.Dx() {
			t.Errorf("model %c on %s: %d pixels of its side's colour", id, m.At, n)
		}
		if n := gametest.CountShade(img, r, other, 10); n > r.Dx()/2 {
			t.Errorf("model %c on %s: %d pixels of the other side's colour", id, m.At, n)
		}
	}
	// The tray shows four Attack Dice with 1 to 4 pips and a Defence Die
	// with 6, each die found by asking the tray what lies under a pixel.
	rects := map[[2]int]image.Rectangle{}
	area := b.trayArea
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			if i, atk, ok := b.tray.DieAt(x, y); ok {
				k := [2]int{i, 0}
				if atk {
					k[1] = 1
				}
				rects[k] = rects[k].Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if len(rects) != 5 {
		t.Fatalf("the tray has %d dice, want 5", len(rects))
	}
	for k, r := range rects {
		want, pip := 6, a.Pal().DefencePip
		if k[1] == 1 {
			want, pip = k[0]+1, a.Pal().AttackPip
		}
		if got := gametest.Blobs(img, r, pip, 40); got != want {
			t.Errorf("die %d (attack=%d) in %v shows %d pips, want %d", k[0], k[1], r, got, want)
		}
	}
}

func TestReviewPixels(t *testing.T) {
	gameloop.NeedWindow(t)
	a := rig.App(t)
	rec := recordingFrom(t, firstBloodSetup(t, nil), parseAll(t, midSwing[:4]...))
	v := openReview(t, a, rec)
	side := a.Pal().Side[0]
	at := func(sq string) image.Rectangle {
		p, err := grid.ParseSquare(sq)
		if err != nil {
			t.Fatal(err)
		}
		return v.cellRect(p)
	}
	v.f.Seek(0)
	img := gametest.Frame(t, a, "replay-start")
	if n := gametest.CountShade(img, at("n3"), side, 10); n < 20 {
		t.Errorf("at the start the Gnome is not drawn on n3 (%d pixels)", n)
	}
	// Step forward twice: the Gnome walks to j3.
	v.f.Seek(2)
	v.anim.Skip()
	img = gametest.Frame(t, a, "replay-at-2")
	if n := gametest.CountShade(img, at("n3"), side, 10); n > 5 {
		t.Errorf("after 2 actions the Gnome is still drawn on n3 (%d pixels)", n)
	}
	if n := gametest.CountShade(img, at("j3"), side, 10); n < 20 {
		t.Errorf("after 2 actions the Gnome is not drawn on j3 (%d pixels)", n)
	}
	if gametest.FindButton(v.f.UI(), nil, "Continue from here") == nil {
		t.Error("the review offers no Continue from here")
	}
}

// TestCommitShowsTheOdds: First Blood, the Gnome facing Kobold b. While
// the Stamina is chosen the panel shows the odds as a chart in plain
// words, and they follow the Stamina.
func TestCommitShowsTheOdds(t *testing.T) {
	gameloop.NeedWindow(t)
	a := rig.App(t)
	b := openBattle(t, a, firstBloodSetup(t, nil), []session.Sitter{session.Human, session.Computer}, parseAll(t, gnomeFacesGoblin...))
	b.choose(a, Choice{Op: opCommit, To: b.Game().Model(b.Game().ModelByID('b')).At, Enabled: true})
	gametest.Frame(t, a, "battle-commit-most")
	one := strings.Join(b.odds.Percents(), " ")
	b.choose(a, Choice{Op: opLess, Enabled: true})
	b.choose(a, Choice{Op: opLess, Enabled: true})
	if b.p.commit != 1 {
		t.Fatalf("commit %d after two Less from the maximum", b.p.commit)
	}
	gametest.Frame(t, a, "battle-commit")
	low := strings.Join(b.odds.Percents(), " ")
	if one == "" || one == low {
		t.Fatalf("the odds did not change with the Stamina: %q, then %q", one, low)
	}
	// With 1 Stamina the Gnome rolls 4 dice; Kobold b (Strength 1, the
	// Stamina its move left) can roll 1 to 1+n: one bar per choice when
	// they are four at most, else none, the smallest and all.
	g := b.Game()
	n := int(g.Model(g.ModelByID('b')).Stamina)
	p := b.odds.Plot()
	if n < 3 || len(p.Bars) != 4 || p.Bars[0].Label != "Spends none" || p.Bars[3].Label != fmt.Sprintf("Spends %d", n) {
		t.Fatalf("bars %+v, want four from none to all %d Stamina Kobold b may spend", p.Bars, n)
	}
	o, most := tf.OddsFor(4, 1), tf.OddsFor(4, 1+n)
	if p.Bars[0].Count != o.Available() || p.Bars[0].Total != o.Total {
		t.Errorf("first bar %d of %d, want %d of %d", p.Bars[0].Count, p.Bars[0].Total, o.Available(), o.Total)
	}
	if p.Bars[3].Count != most.Available() || p.Bars[3].Total != most.Total {
		t.Errorf("last bar %d of %d, want %d of %d", p.Bars[3].Count, p.Bars[3].Total, most.Available(), most.Total)
	}
	name := g.Name(g.ModelByID('b'))
	want := fmt.Sprintf("Heavy Blow possible: %s if %s spends nothing, %s if it spends %d",
		render.Percent(o.Available(), o.Total), name, render.Percent(most.Available(), most.Total), n)
	if len(p.Words) == 0 || !strings.HasPrefix(p.Words[0], want) {
		t.Errorf("words %q, want them to start %q", p.Words, want)
	}
	for _, s := range append(b.odds.Percents(), p.Words...) {
		if strings.Contains(s, ".0%") || strings.Contains(s, "not sampled") {
			t.Errorf("%q reads like a debug view", s)
		}
	}
	// The chart is drawn in the dice tray's place, under the board.
	if r := b.odds.Rect(); r.Empty() || !r.In(b.trayArea) {
		t.Errorf("the chart is drawn in %v, not inside the tray %v", r, b.trayArea)
	}
}

// TestUndoButtonFollowsThePolicy: under until-dice the Undo button is
// enabled after a move and disabled, saying why, once dice are rolled.
func TestUndoButtonFollowsThePolicy(t *testing.T) {
	gameloop.NeedWindow(t)
	a := rig.App(t)
	a.Settings.Undo = "until-dice"
	b := openBattle(t, a, firstBloodSetup(t, []int{1, 2, 3, 4, 6}), []session.Sitter{session.Human, session.Human}, parseAll(t, gnomeFacesGoblin...))
	gametest.Frame(t, a, "undo-before")
	undo := gametest.FindButton(b.f.UI(), nil, "Undo")
	if undo == nil || undo.GetWidget().Disabled {
		t.Fatal("Undo is disabled before any roll")
	}
	b.apply(a, mustAction(t, "A swing i3 1"))
	b.apply(a, mustAction(t, "b defend 0"))
	gametest.Frame(t, a, "undo-after")
	ok, why := b.f.Session().CanUndo()
	undo = gametest.FindButton(b.f.UI(), nil, "Undo")
	if ok || why == "" || undo == nil || !undo.GetWidget().Disabled {
		t.Fatalf("after the roll: CanUndo %v %q, button disabled %v", ok, why, undo != nil && undo.GetWidget().Disabled)
	}
}

// TestContinueFromHere starts a new game from the position the replay
// viewer shows, the side to act played by a human.
func TestContinueFromHere(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds)
	rec := recordingFrom(t, firstBloodSetup(t, nil), parseAll(t, gnomeFacesGoblin...))
	v := openReview(t, d.App, rec)
	v.f.Seek(4) // after "end": the Goblins to act
	d.TicksN(3)
	d.ClickButton("Continue from here")
	d.TicksN(2)
	b, ok := battleOK(d.App.Table())
	if !ok {
		t.Fatalf("scene %T after continue from here", d.App.Scene())
	}
	if b.f.Session().History().Len() != 4 || b.Game().Hash() != rec.States[4].Hash() {
		t.Fatalf("the new game has %d actions, hash %x; want 4, %x", b.f.Session().History().Len(), b.Game().Hash(), rec.States[4].Hash())
	}
	if b.f.Session().Sitter(1) != session.Human || b.f.Session().Sitter(0) != session.Computer {
		t.Errorf("seats %v: the Goblins (to act) should be human", b.f.Session().Sitters())
	}
}
