package layouttest

import (
	"fmt"
	"image"
	"testing"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/table"
)

// TestLayoutCheckFindsFaults: the checks of the layout test find a widget
// out of the window, two siblings overlapping, a region out of its parent
// and a steady region that moved, and pass a layout that holds.
func TestLayoutCheckFindsFaults(t *testing.T) {
	size := image.Pt(400, 300)
	root := widget.NewContainer()
	a, b := widget.NewText(widget.TextOpts.Text("a", nil, nil)), widget.NewText(widget.TextOpts.Text("b", nil, nil))
	root.AddChild(a, b)
	root.GetWidget().Rect = image.Rect(0, 0, 400, 300)
	a.GetWidget().Rect = image.Rect(10, 10, 100, 40)
	b.GetWidget().Rect = image.Rect(10, 50, 100, 80)
	var got []string
	collect := func(what, detail string) { got = append(got, what) }
	checkWidgets(root, size, collect)
	if len(got) != 0 {
		t.Fatalf("a layout that holds: %q", got)
	}
	b.GetWidget().Rect = image.Rect(50, 30, 140, 60)
	checkWidgets(root, size, collect)
	if len(got) != 1 || got[0] != `box of 2 (a) > text "a" overlaps box of 2 (a) > text "b"` {
		t.Fatalf("overlapping siblings: %q", got)
	}
	got = nil
	b.GetWidget().Rect = image.Rect(350, 250, 450, 280)
	checkWidgets(root, size, collect)
	if len(got) != 1 || got[0] != `box of 2 (a) > text "b" leaves the window` {
		t.Fatalf("a widget out of the window: %q", got)
	}
	b.GetWidget().SetVisibility(widget.Visibility_Hide)
	got = nil
	checkWidgets(root, size, collect)
	if len(got) != 0 {
		t.Fatalf("a hidden widget is not checked: %q", got)
	}

	rs := []table.Region{
		{Name: "bar", Rect: image.Rect(0, 0, 300, 30)},
		{Name: "name", In: "bar", Rect: image.Rect(10, 5, 120, 25)},
		{Name: "score", In: "bar", Rect: image.Rect(200, 5, 290, 25)},
		{Name: "board", Rect: image.Rect(0, 40, 300, 260), Steady: true},
		{Name: "odds", Rect: image.Rect(10, 200, 120, 250), Over: true},
	}
	got = nil
	checkRegions(rs, size, collect)
	if len(got) != 0 {
		t.Fatalf("regions that hold: %q", got)
	}
	rs[2].Rect = image.Rect(100, 5, 310, 25)
	checkRegions(rs, size, collect)
	want := []string{"region score leaves the region bar", "region name overlaps region score"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("a score over a name and out of its bar: %q, want %q", got, want)
	}
	f := newLayoutFindings()
	got = nil
	f.checkSteady("g", "one", 100, size, rs, collect)
	rs[3].Rect = rs[3].Rect.Add(image.Pt(8, 0))
	f.checkSteady("g", "two", 100, size, rs, collect)
	if len(got) != 1 || got[0] != "region board moved from where one has it" {
		t.Fatalf("a board that moved: %q", got)
	}
	f.checkSteady("g", "three", 125, size, rs, collect)
	if len(got) != 1 {
		t.Fatalf("at another scale the board may be elsewhere: %q", got)
	}
}
