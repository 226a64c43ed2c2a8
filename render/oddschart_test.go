package render

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
)

// TestPercentNeverRoundsToCertainty checks the whole-percent labels: a
// possible outcome never reads 0%, one that may fail never 100%.
func TestPercentNeverRoundsToCertainty(t *testing.T) {
	const big = 3656158440062976 // 6^20, the most rolls a Tunnel swing has
	for _, c := range []struct {
		count, total uint64
		want         string
	}{
		{0, 36, "0%"},
		{36, 36, "100%"},
		{1, 1296, "<1%"},     // 0.08 %
		{1295, 1296, ">99%"}, // 99.92 %
		{7, 1296, "1%"},      // 0.54 %
		{1289, 1296, "99%"},  // 99.46 %
		{537, 1000, "54%"},
		{535, 1000, "54%"}, // half rounds up
		{534, 1000, "53%"},
		{1, big, "<1%"},
		{big - 1, big, ">99%"},
		{big / 2, big, "50%"},
		{1, 0, "-"},
	} {
		if got := Percent(c.count, c.total); got != c.want {
			t.Errorf("Percent(%d, %d) = %q, want %q", c.count, c.total, got, c.want)
		}
	}
}

// oddsStyle is a style for the tests at scale s.
func oddsStyle(s float64) *OddsStyle {
	return &OddsStyle{
		Face: Face(13 * s), Bold: BoldFace(13 * s), Unit: s,
		Ink: color.NRGBA{0xee, 0xe4, 0xd0, 0xff}, Muted: color.NRGBA{0xa0, 0x98, 0x88, 0xff}, Accent: color.NRGBA{0xff, 0xb0, 0x40, 0xff},
		Bar: color.NRGBA{0x60, 0xb0, 0x60, 0xff}, Warn: color.NRGBA{0xd0, 0x40, 0x30, 0xff}, Track: color.NRGBA{0x30, 0x2c, 0x28, 0xff},
		Back: color.NRGBA{0x14, 0x12, 0x10, 0xff},
	}
}

// testPlot is Magewinds' kind of plot: damage 0 to 3, 3 taking down.
var testPlot = OddsPlot{
	Title: "Heavy Attack, no reaction",
	Bars: []OddsBar{
		{Label: "No damage", Count: 625, Total: 1296},
		{Label: "1 damage", Count: 500, Total: 1296},
		{Label: "2 damage", Count: 150, Total: 1296},
		{Label: "3: taken down", Count: 21, Total: 1296, Warn: true},
	},
	Words: []string{"2 damage or more: 13%", "If it dodges: 30% · if it deflects: 22% (1 damage or more), a line long enough to wrap"},
}

// TestOddsChartLaysOutAndKeepsItsText checks the chart's rows and labels,
// that a narrow width wraps the words and a wider scale makes it taller,
// and that Set is needed only when the key changes.
func TestOddsChartLaysOutAndKeepsItsText(t *testing.T) {
	var c OddsChart
	if !c.Stale(7) || !c.Empty() {
		t.Fatal("a new chart is not stale")
	}
	c.Set(7, testPlot)
	if c.Stale(7) || !c.Stale(8) {
		t.Error("Stale does not follow the key")
	}
	if got, want := strings.Join(c.Percents(), " "), "48% 39% 12% 2%"; got != want {
		t.Errorf("percents %q, want %q", got, want)
	}
	h := c.Layout(oddsStyle(1), 380)
	lines := len(c.Lines())
	if lines < 3 {
		t.Errorf("the words made %d lines at 380 px, want the long one wrapped (3 or more)", lines)
	}
	if want := 1 + 4 + lines; h < want*13 {
		t.Errorf("height %d for %d rows", h, want)
	}
	if h2 := c.Layout(oddsStyle(1.25), 380*5/4); h2 <= h {
		t.Errorf("height %d at 125 %%, not more than %d at 100 %%", h2, h)
	}
	for _, s := range c.Lines() {
		if w := len(s); w == 0 {
			t.Error("an empty line")
		}
	}
}

// TestOddsChartDrawsWithoutAllocating draws the chart and asks for it
// again as a table does every frame: once its text is made, the asking
// (Stale, Layout) allocates nothing. (The drawing's own share, none, is
// checked by game's TestFrameBenchBusyTables on the Magewinds table, which
// tells it apart from Ebiten's command queue growing within one frame.)
// Its tooltip covers it.
func TestOddsChartDrawsWithoutAllocating(t *testing.T) {
	gameloop.NeedWindow(t)
	dst := ebiten.NewImage(480, 320)
	defer dst.Deallocate()
	st := oddsStyle(1)
	var c OddsChart
	c.Set(1, testPlot)
	c.Layout(st, 380)
	c.Draw(dst, 20, 30, st)
	if n := testing.AllocsPerRun(50, func() {
		if c.Stale(1) {
			c.Set(1, testPlot)
		}
		c.Layout(st, 380)
	}); n != 0 {
		t.Errorf("a frame of the chart allocates %.1f objects", n)
	}
	if r := c.Rect(); r != image.Rect(20, 30, 400, 30+c.Height()) {
		t.Errorf("drawn in %v", r)
	}
	if tip, ok := c.TipAt(25, 35); !ok || tip != OddsTip {
		t.Errorf("tooltip over the chart %q, %v", tip, ok)
	}
	if _, ok := c.TipAt(10, 10); ok {
		t.Error("a tooltip off the chart")
	}
	if !c.DrawTip(dst, 25, 35, st) || c.DrawTip(dst, 10, 10, st) {
		t.Error("DrawTip does not follow the chart")
	}
	c.Clear()
	c.Draw(dst, 20, 30, st)
	if _, ok := c.TipAt(25, 35); ok {
		t.Error("a cleared chart still has a tooltip")
	}
}
