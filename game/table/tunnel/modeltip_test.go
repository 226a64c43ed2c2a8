package tunnel

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestHoverShowsATooltipNotACard: Lamplight Crossing, Gnome A selected.
// Pointing the mouse at Lamplighter B, then at a foe, leaves the panel's
// card on A (the same widget, not rebuilt) and draws B's, then the foe's,
// tooltip; the keyboard's cursor on B does the same.
func TestHoverShowsATooltipNotACard(t *testing.T) {
	d, b := gnomeBesideFriend(t)
	g := b.Game()
	gnome, friend := g.ModelByID('A'), g.ModelByID('B')
	foe := -1
	for i := range g.Models() {
		if g.Model(i).Side != g.Model(gnome).Side && !g.Model(i).Dead {
			foe = i
			break
		}
	}
	d.clickSquare(g.Model(gnome).At)
	if b.p.sel != gnome {
		t.Fatalf("after clicking Gnome A the selection is %d, want %d", b.p.sel, gnome)
	}
	d.TicksN(2)
	card := b.cardBox.Children()
	if b.cardFor != gnome || len(card) != 1 {
		t.Fatalf("the card shows model %d (%d widgets), want Gnome A (%d)", b.cardFor, len(card), gnome)
	}
	for _, other := range []int{friend, foe} {
		r := b.cellRect(g.Model(other).At)
		d.Src.MoveMouse((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
		d.TicksN(2)
		if b.marks.Hover != other {
			t.Fatalf("the mouse on %s: the board's hover is %d, want %d", g.Name(other), b.marks.Hover, other)
		}
		if b.cardFor != gnome || len(b.cardBox.Children()) != 1 || b.cardBox.Children()[0] != card[0] {
			t.Errorf("pointing at %s changed the card: it shows model %d", g.Name(other), b.cardFor)
		}
		if b.tipModel != other {
			t.Errorf("pointing at %s: the tooltip describes model %d, want %d", g.Name(other), b.tipModel, other)
		}
	}
	// The keyboard: its cursor on B shows B's tooltip beside the square.
	b.cursor = g.Model(gnome).At
	d.Key(ebiten.KeyArrowDown) // j3 -> j4, where B stands
	if b.cursor != g.Model(friend).At {
		t.Fatalf("the cursor is on %s, want B's square %s", b.cursor, g.Model(friend).At)
	}
	if b.cardFor != gnome {
		t.Errorf("the cursor on B changed the card: it shows model %d", b.cardFor)
	}
	if b.tipModel != friend {
		t.Errorf("the cursor on B: the tooltip describes model %d, want %d", b.tipModel, friend)
	}
}
