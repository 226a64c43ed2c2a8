package magewinds

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
	mw "skirmish/rules/magewinds"
)

// TestScreensAtScales draws the muster and a battle on a 1280x720 screen
// at 100% and 125% UI scale and checks what a player must see: every
// fighter of the pack on a card of its own, inside the table (not under
// the side panel, not off the screen), the warband's places and the
// buttons clear of the pack; in the battle, both hands (the other face
// down) and the cards beside the battlefield, none under the panel.
func TestScreensAtScales(t *testing.T) {
	gameloop.NeedWindow(t)
	for _, scale := range []int{100, 125} {
		t.Run(fmt.Sprint(scale), func(t *testing.T) {
			a := rig.App(t)
			a.Settings.UIScale = scale
			m := openAt(t, a, mageSetup(t), []session.Sitter{session.Human, session.Computer}, nil)
			img := gametest.Frame(t, a, fmt.Sprintf("magewinds-muster-%d", scale))
			w, h := a.Size()
			screen := image.Rect(0, 0, w, h)
			table := image.Rect(0, 0, m.area.Max.X, h)
			n := len(m.Game().Pack().Profiles)
			var cards, rest []mspot
			for _, s := range m.mu.spots {
				if !s.r.In(screen) || !s.r.In(table) {
					t.Errorf("%+v is drawn at %v, off the table %v", s.key, s.r, table)
				}
				if s.key.kind == mkProfile {
					cards = append(cards, s)
				} else {
					rest = append(rest, s)
				}
			}
			if len(cards) != n {
				t.Errorf("%d of the pack's %d fighters are drawn", len(cards), n)
			}
			if len(rest) != 2 {
				t.Errorf("the muster draws %d buttons, want the scenario's warband and Ready", len(rest))
			}
			for i, c := range cards {
				if paper := pixeltest.Count(img, c.r.Inset(8), func(p color.RGBA) bool { return p.R > 225 && p.G > 220 && p.B > 205 }); paper < c.r.Dx()*c.r.Dy()/4 {
					t.Errorf("the %s card shows %d pixels of its face", m.Game().Pack().Profiles[c.prof].Name, paper)
				}
				for _, d := range append(cards[i+1:], rest...) {
					if c.r.Overlaps(d.r) {
						t.Errorf("the %s card overlaps %+v", m.Game().Pack().Profiles[c.prof].Name, d.key)
					}
				}
			}
			if m.mu.slotArea.Empty() || !m.mu.slotArea.In(table) || m.mu.slotArea.Overlaps(rest[0].r) || m.mu.slotArea.Overlaps(rest[1].r) {
				t.Errorf("the warband's places %v collide with the buttons or leave the table", m.mu.slotArea)
			}
			// the battle: the human defends, both hands hold cards
			b := openAt(t, a, reactionSetup(t), []session.Sitter{session.Human, session.Computer}, mageActions(t, reactionSetup(t), atReaction))
			gametest.Frame(t, a, fmt.Sprintf("magewinds-battle-%d", scale))
			g := b.Game()
			if g.Phase != mw.PhaseAction {
				t.Fatalf("the battle is at %s", g.Phase)
			}
			var own, other int
			for _, cs := range b.cardRects {
				if !cs.r.In(image.Rect(0, 0, b.area.Max.X, h)) {
					t.Errorf("a card (slot %d) is drawn at %v, off the table (right edge %d)", cs.slot, cs.r, b.area.Max.X)
				}
				switch cs.slot {
				case -1:
					own++
				case -2:
					other++
				}
			}
			if own != len(g.Hands[0]) || other != len(g.Hands[1]) {
				t.Errorf("%d and %d cards of the hands drawn, they hold %d and %d", own, other, len(g.Hands[0]), len(g.Hands[1]))
			}
		})
	}
}
