package magewinds

import (
	"fmt"
	"image"
	"slices"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// attacksOf counts the attacks fighter i of the side to act may make,
// and those on friends.
func attacksOf(g *mw.Game, i int) (all, friends int) {
	for _, ra := range g.Legal(rules.Seat(g.Turn)) {
		a := ra.(mw.Action)
		if a.Kind != mw.KAttack || a.Fighter != g.FighterID(i) {
			continue
		}
		all++
		if g.Fighters[g.FighterByID(a.Target)].Side == g.Fighters[i].Side {
			friends++
		}
	}
	return all, friends
}

// longList stops where side 0 may activate a fighter with at least ten
// attacks, some on friends (a Hawkeye's Longbow reaches most of the
// battlefield), and returns it.
func longList(fighter *int) func(g *mw.Game) bool {
	return func(g *mw.Game) bool {
		if g.Phase != mw.PhaseAction || g.Act.Step != mw.StepNone || g.Turn != 0 {
			return false
		}
		for i := range g.Fighters {
			if int(g.Fighters[i].Side) == 0 && g.CanActivate(i) {
				if all, friends := attacksOf(g, i); all >= 10 && friends >= 3 {
					*fighter = i
					return true
				}
			}
		}
		return false
	}
}

// TestLongActionListFitsAndEveryEntryHasAKey selects a fighter with ten
// attacks and more on a 1280x800 window at 125% UI scale: the list keeps
// inside the panel and the window, groups the attacks on friends behind
// one folded header, and every entry is reached from the keyboard (Q,
// then Down, Enter on the folded header), its button inside the window
// when it has the focus. The panel, its log included, stays inside the
// window and clear of the hand.
func TestLongActionListFitsAndEveryEntryHasAKey(t *testing.T) {
	gameloop.NeedWindow(t)
	for _, scale := range []int{100, 125, 200} {
		t.Run(fmt.Sprint(scale), func(t *testing.T) {
			d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 800))
			d.App.Settings.UIScale = scale
			fi := -1
			acts := mageActions(t, mageSetup(t), longList(&fi))
			m := openAt(t, d.App, mageSetup(t), []session.Sitter{session.Human, session.Computer}, acts)
			d.TicksN(3)
			g := m.Game()
			x, y := m.field.ToScreen(pt(g.Fighters[fi].Pos))
			d.Click(int(x), int(y)) // select the fighter on the battlefield
			d.TicksN(2)
			if m.p.sel != fi {
				t.Fatalf("a click on %s selected fighter %d", g.Name(fi), m.p.sel)
			}
			want := map[int]bool{}
			friends := 0
			for i, o := range m.opts {
				if o.Why == "" {
					want[i] = true
				}
				if o.Group == mgFriend {
					friends++
				}
			}
			if len(m.opts) < 10 || friends < 3 {
				t.Fatalf("%s has %d entries, %d on friends: not the long list wanted", g.Name(fi), len(m.opts), friends)
			}
			w, h := d.App.Size()
			screen := image.Rect(0, 0, w, h)
			panel := panelRect(m)
			if !panel.In(screen) {
				t.Errorf("the panel %v leaves the window %v", panel, screen)
			}
			if log := m.LogWidget().GetWidget().Rect; !log.In(panel) || log.Dy() < d.App.Theme().Px(40) {
				t.Errorf("the log %v is not inside the panel %v, or too small", log, panel)
			}
			for _, cs := range m.cardRects {
				// (at 200% the hand's smallest cards are wider than the
				// table leaves them: cards.go's to fix, not the panel's)
				if cs.r.Overlaps(panel) && scale <= 125 {
					t.Errorf("a card (slot %d) at %v lies under the panel %v", cs.slot, cs.r, panel)
				}
			}
			l := m.List()
			if k := l.Keyed(1); k < 0 {
				t.Fatal("the list's first item has no key")
			}
			// the keyboard: Q focuses the list, Down goes through it
			seen := gametest.WalkList(t, d, l, panel, screen, want, 60)
			gametest.Frame(t, d.App, fmt.Sprintf("magewinds-long-list-%d", scale)) // with SKIRMISH_SHOTS: the list at its end, friends opened
			for id := range want {
				if !seen[id] {
					t.Errorf("the keyboard never reached %q", m.opts[id].Label)
				}
			}
			if m.Session().Position() != len(acts) {
				t.Errorf("going through the list played %d actions", m.Session().Position()-len(acts))
			}
		})
	}
}

// atStep stops where side 0 may make a step move before an action, with
// several spots to choose from.
func atStep(g *mw.Game) bool {
	if g.Phase != mw.PhaseAction || g.Act.Step != mw.StepStep || g.Decider() != 0 {
		return false
	}
	n := 0
	for _, ra := range g.Legal(0) {
		if ra.(mw.Action).Kind == mw.KStep {
			n++
		}
	}
	return n >= 4
}

// TestStepChosenOnTheBattlefield reaches a step move (13.1): the list
// offers no look-alike step lines (every label differs), each step move
// is a marked spot, and a click on one makes that step.
func TestStepChosenOnTheBattlefield(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 800))
	acts := mageActions(t, mageSetup(t), atStep)
	m := openAt(t, d.App, mageSetup(t), []session.Sitter{session.Human, session.Computer}, acts)
	d.TicksN(3)
	g := m.Game()
	var labels []string
	for _, o := range m.opts {
		if slices.Contains(labels, o.Label) {
			t.Errorf("the list reads %q twice", o.Label)
		}
		labels = append(labels, o.Label)
		if o.Action != nil && o.Action.Kind == mw.KStep {
			t.Errorf("the list offers the step %q: steps are chosen on the battlefield", o.Label)
		}
	}
	legal := 0
	for _, ra := range g.Legal(0) {
		if ra.(mw.Action).Kind == mw.KStep {
			legal++
		}
	}
	if len(m.spots) != legal {
		t.Fatalf("%d spots marked, %d step moves legal", len(m.spots), legal)
	}
	fi := int(g.Act.Fighter)
	spot := m.spots[len(m.spots)-1]
	x, y := m.field.ToScreen(pt(spot.At))
	d.Click(int(x+0.5), int(y+0.5))
	if m.Session().Position() != len(acts)+1 {
		t.Fatalf("a click on the spot at %s played %d actions", spot.At, m.Session().Position()-len(acts))
	}
	played := m.Session().History().Actions()[len(acts)].(mw.Action)
	if played.Kind != mw.KStep || played.At != spot.At {
		t.Errorf("the click played %s, not the step to %s", played, spot.At)
	}
	if got := m.Game().Fighters[fi].Pos; got != spot.At {
		t.Errorf("%s stands at %s after stepping to %s", g.Name(fi), got, spot.At)
	}
}
