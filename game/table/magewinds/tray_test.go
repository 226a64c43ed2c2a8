package magewinds

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// TestTrayShowsTheForcedRoll loads the dice (the roll-off 5 against 2,
// then 1 6 3 5 2 4 over and over), plays to the first attack or spell roll
// and checks the tray: the dice rolled, in order, as the log's roll event
// has them; the target number above the tray; each hit outlined in the
// good colour and each miss not; the hits and misses counted under it.
// 18.5.2: "Any die result equal to or less than the target number is a
// hit. Any result that is not a hit is a miss."
func TestTrayShowsTheForcedRoll(t *testing.T) {
	gameloop.NeedWindow(t)
	script := []int{5, 2}
	for range 200 {
		script = append(script, 1, 6, 3, 5, 2, 4)
	}
	setup := mageSetup(t)
	setup.Options = rules.Options{Dice: script}
	actions := mageActions(t, setup, func(g *mw.Game) bool { return g.Phase == mw.PhaseAction && len(g.Rolled) > 0 })
	a := sizedApp(t, 1280, 800, 100)
	m := openAt(t, a, setup, []session.Sitter{session.Human, session.Human}, actions)
	m.Uncover()
	img := gametest.Frame(t, a, "magewinds-tray")
	g := m.Game()
	roll, ok := m.lastRoll(m.Frame)
	if !ok {
		t.Fatal("the tray shows no roll")
	}
	if want := []uint8{1, 6, 3, 5, 2, 4, 1, 6, 3, 5, 2, 4}[:len(g.Rolled)]; !slices.Equal(roll.Dice, want) || !slices.Equal(roll.Dice, g.Rolled) {
		t.Fatalf("the tray shows %v; the dice rolled %v (scripted %v)", roll.Dice, g.Rolled, want)
	}
	var ev mw.Event
	for _, e := range m.EventLog().Entries[len(m.EventLog().Entries)-1].Events {
		if me := e.(mw.Event); me.Kind == mw.EvRolled {
			ev = me
		}
	}
	if ev.Kind != mw.EvRolled || roll.Need != ev.N {
		t.Fatalf("the tray needs %d; the roll event %q has %d", roll.Need, ev, ev.N)
	}
	hits := 0
	for _, d := range roll.Dice {
		if int(d) <= roll.Need {
			hits++
		}
	}
	if hits == 0 || hits == len(roll.Dice) {
		t.Fatalf("the roll %v needing %d has %d hits: the test wants hits and misses", roll.Dice, roll.Need, hits)
	}
	if want := fmt.Sprintf("Hits on %d or less", roll.Need); m.texts.tray.Text() != want {
		t.Errorf("the tray's label reads %q, want %q", m.texts.tray.Text(), want)
	}
	if want := fmt.Sprintf("%d %s, %d %s", hits, plural(hits, "hit", "hits"), len(roll.Dice)-hits, plural(len(roll.Dice)-hits, "miss", "misses")); m.texts.trayCount.Text() != want {
		t.Errorf("under the tray: %q, want %q", m.texts.trayCount.Text(), want)
	}
	good := a.Pal().Good
	for i, d := range roll.Dice {
		r := m.roll.tray.DieRect(i)
		if !r.In(m.lay.row.tray) {
			t.Errorf("die %d at %v is outside the tray %v", i, r, m.lay.row.tray)
		}
		// the outline: just outside the die's top edge
		rim := image.Rect(r.Min.X+r.Dx()/4, r.Min.Y-4, r.Max.X-r.Dx()/4, r.Min.Y)
		n := pixeltest.Count(img, rim, func(c color.RGBA) bool { return gametest.Near(c, good, 40) })
		if hit := int(d) <= roll.Need; hit && n < rim.Dx() {
			t.Errorf("die %d shows %d, a hit, yet only %d pixels of its outline are in the good colour", i, d, n)
		} else if !hit && n > 0 {
			t.Errorf("die %d shows %d, a miss, yet %d pixels above it are in the good colour", i, d, n)
		}
	}
}
