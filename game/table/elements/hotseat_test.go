package elements

import (
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// TestHotSeatHandsOverTheScreen plays Infiltration between two humans at
// one screen: each muster is covered by the hand-over screen until its
// player presses Enter, and neither sees the other's force; in battle the
// Crane Clan's hidden Assassin is a ghost to its own side, and after its
// move the Lord's Guard, which has nothing to hide, is shown the table at
// once without it: no token on its square, and the log says only that
// something moves in the shadows. (The mouse moves before each click after
// a hand-over, as a player's does: ebitenui sees the cursor again only once
// it moves after a key.)
func TestHotSeatHandsOverTheScreen(t *testing.T) {
	gameloop.NeedWindow(t)
	d, f := rig.Drive(t, rig.Setup(t, "infiltration", 1, nil), []session.Sitter{session.Human, session.Human}, nil)
	b := boardOf(f)
	cover := color.RGBA{0x0E, 0x0C, 0x0B, 0xFF}
	covered := func(what string, side int) {
		t.Helper()
		d.TicksN(2)
		if !f.Privacy().Covered() || f.Privacy().For() != side {
			t.Fatalf("%s: covered %v for side %d, want covered for side %d", what, f.Privacy().Covered(), f.Privacy().For(), side)
		}
		img := gametest.Frame(t, d.App, "handover")
		r := b.drawer.rect
		if n := gametest.CountNear(img, r, cover, 2); n < r.Dx()*r.Dy()*9/10 {
			t.Errorf("%s: the board shows through the hand-over screen (%d of %d pixels covered)", what, n, r.Dx()*r.Dy())
		}
		d.Key(ebiten.KeyEnter)
		if f.Privacy().Covered() {
			t.Fatalf("%s: Enter did not uncover the table", what)
		}
	}
	covered("the Crane Clan's muster", 0)
	d.Src.MoveMouse(0, 0)
	d.TicksN(2)
	if f.Screen().Side() != 0 {
		t.Fatalf("side %d decides, want the Crane Clan", f.Screen().Side())
	}
	d.ClickButton("Ready")
	covered("the Lord's Guard's muster", 1)
	d.Tick()
	for _, m := range b.drawer.scene.Models {
		if m.Side == 0 {
			t.Errorf("the Lord's Guard's muster shows the Crane Clan's model %c", m.Letter)
		}
	}
	d.Src.MoveMouse(0, 0)
	d.TicksN(2)
	d.ClickButton("Ready")
	if whole(f).Phase() != el.PhaseAct {
		t.Fatalf("phase %d after both were ready: side %d, opts %v, ready %v %v, covered %v", whole(f).Phase(), f.Screen().Side(), labels(b), whole(f).Ready(0), whole(f).Ready(1), f.Privacy().Covered())
	}
	covered("the Crane Clan's first activation", 0)
	d.Tick()
	g := whole(f)
	assassin := -1
	for i, m := range g.Models() {
		if m.Hidden && m.Side == 0 {
			assassin = i
		}
	}
	if assassin < 0 {
		t.Fatal("the Crane Clan has no hidden model")
	}
	if m := b.drawer.scene.Models[assassin]; !m.Hidden || m.Out {
		t.Errorf("the Crane Clan does not see its hidden %s as a ghost", g.Name(assassin))
	}
	d.Src.MoveMouse(0, 0)
	d.TicksN(2)
	d.ClickRect(b.drawer.cellRect(g.Models()[assassin].At))
	if b.sel != assassin {
		t.Fatalf("clicking the %s selected %d", g.Name(assassin), b.sel)
	}
	var to grid.Point
	for _, a := range g.LegalActions(0) {
		if a.Kind == el.Move && a.Model == g.Models()[assassin].ID && a.To != g.Models()[assassin].At {
			to = a.To
		}
	}
	d.ClickRect(b.drawer.cellRect(to))
	d.ClickRect(b.drawer.cellRect(to))
	if whole(f).Models()[assassin].At != to {
		t.Fatalf("the %s is on %s, not %s", g.Name(assassin), whole(f).Models()[assassin].At, to)
	}
	if !whole(f).Models()[assassin].Hidden {
		t.Skip("the Assassin was found on its way: nothing left to hide")
	}
	d.Tick() // the list follows the move
	if !pressOption(d, f, "Done") {
		t.Fatalf("no Done in the list: %v", labels(b))
	}
	// The Lord's Guard has nothing to hide: the table goes to it at once,
	// showing its view, without the Assassin.
	d.TicksN(2)
	if f.Privacy().Covered() || f.Screen().Side() != 1 || f.Screen().Viewer != 1 {
		t.Fatalf("after the Crane Clan's activation: covered %v, side %d deciding, seat %d at the screen\n%s", f.Privacy().Covered(), f.Screen().Side(), f.Screen().Viewer, whole(f).Describe())
	}
	if m := b.drawer.scene.Models[assassin]; !m.Out {
		t.Errorf("the Lord's Guard sees the hidden %s on %v", g.Name(assassin), m.At)
	}
	if len(b.drawer.marks.Path) > 0 {
		t.Errorf("the Lord's Guard sees the hidden move's trail %v", b.drawer.marks.Path)
	}
	log := strings.Join(f.EventLog().Lines(rules.Seat(1), 10), "\n")
	if strings.Contains(log, "moves to "+to.String()) || !strings.Contains(log, "Something moves in the shadows") {
		t.Errorf("the Lord's Guard's log tells the hidden move:\n%s", log)
	}
	// The Lord's Guard may not take back the Crane Clan's decision: Undo
	// asks the Crane Clan, and "Keep it" keeps it.
	before := f.Session().Position()
	d.Key(ebiten.KeyU)
	if d.Window() == nil || !gametest.WindowSays(d.Window().GetContainer(), "Take back the Crane Clan' decision?") {
		t.Fatal("Undo of the other side's decision did not ask it")
	}
	d.ClickButton("Keep it")
	if d.Window() != nil || f.Session().Position() != before {
		t.Errorf("Keep it: window %v, position %d, want none and %d", d.Window() != nil, f.Session().Position(), before)
	}
}
