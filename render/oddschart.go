package render

import (
	"image"
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// OddsTip is the tooltip of every odds chart: the chart shows whole
// percents, the rules count every roll.
const OddsTip = "Exact odds, worked out over every roll, not sampled."

// Percent writes count out of total as a whole percent, rounded, except
// that an outcome that can happen never reads 0% ("<1%") and one that may
// not happen never reads 100% (">99%").
func Percent(count, total uint64) string {
	switch {
	case total == 0:
		return "-"
	case count == 0:
		return "0%"
	case count >= total:
		return "100%"
	}
	p := percentOf(count, total)
	switch {
	case p < 1:
		return "<1%"
	case p > 99:
		return ">99%"
	}
	return strconv.Itoa(int(p)) + "%"
}

// percentOf is count/total in whole percent, rounded half up, without
// overflowing for any total a chart meets (up to 6^20 rolls and beyond).
func percentOf(count, total uint64) uint64 {
	if count > ^uint64(0)/200 {
		return (count/2*200 + total/2) / total // halve to stay in range
	}
	return (count*200 + total) / (2 * total)
}

// OddsBar is one bar of an odds chart: an outcome and how many of the
// Total equally likely rolls give it.
type OddsBar struct {
	Label        string
	Count, Total uint64
	Warn         bool // drawn in the warning colour (a fighter taken down)
}

// OddsPlot is what an odds chart shows: a title, a bar per outcome with
// its whole percent, and a line or two of plain words. The ruleset's
// table makes it from the rules' odds cases.
type OddsPlot struct {
	Title string
	Bars  []OddsBar
	Words []string
}

// OddsStyle is how an odds chart looks at the UI scale in use.
type OddsStyle struct {
	Face, Bold text.Face
	Unit       float64 // pixels per point: 1 at 100 % UI scale
	Ink        color.NRGBA
	Muted      color.NRGBA
	Accent     color.NRGBA // the title
	Bar        color.NRGBA
	Warn       color.NRGBA
	Track      color.NRGBA // behind each bar
	Back       color.NRGBA // behind the whole chart; transparent for none
}

// fill fills (x, y, w, h) with c, its alpha as the brush's opacity.
func (c *OddsChart) fill(dst *ebiten.Image, x, y, w, h float64, col color.NRGBA) {
	c.br.Rect(dst, x, y, w, h, color.RGBA{col.R, col.G, col.B, 0xff}, float32(col.A)/0xff)
}

// OddsChart draws an OddsPlot: bars with whole-percent labels and plain
// words, the exactness left to its tooltip (OddsTip). Its text is made
// when the odds change (Set, keyed by a hash of what they are of) or the
// scale or the width does (Layout), so that drawing it every frame
// allocates nothing. The zero value is ready.
type OddsChart struct {
	key  uint64
	set  bool
	plot OddsPlot
	pcts []string // each bar's percent

	// The layout, made again when the face or the width changes.
	face, bold  text.Face
	w           int
	lines       []string // the words, wrapped to the width
	labelW      float64  // the widest bar label
	pctW        []float64
	lineH       float64
	tipW        float64 // OddsTip's width
	h           int
	laidOutPlot bool // the layout is of the plot held

	rect    image.Rectangle // where it was last drawn
	br      Brush
	tip     TextSprites // the tooltip's text, kept here: drawn now and then, the shared sprites would let it go
	tipOp   text.DrawOptions
	tipFace text.Face // the face the tooltip's text was made in
}

// Stale reports whether the chart holds something other than the odds
// keyed key: the caller then works out the plot and Sets it.
func (c *OddsChart) Stale(key uint64) bool { return !c.set || c.key != key }

// Set makes the chart show p, the odds keyed key. It copies p.
func (c *OddsChart) Set(key uint64, p OddsPlot) {
	c.key, c.set = key, true
	c.plot.Title = p.Title
	c.plot.Bars = append(c.plot.Bars[:0], p.Bars...)
	c.plot.Words = append(c.plot.Words[:0], p.Words...)
	c.pcts = c.pcts[:0]
	for _, b := range p.Bars {
		c.pcts = append(c.pcts, Percent(b.Count, b.Total))
	}
	c.laidOutPlot = false
}

// Clear empties the chart: it draws nothing until Set again.
func (c *OddsChart) Clear() {
	c.set = false
	c.rect = image.Rectangle{}
}

// Empty reports whether the chart has nothing to show.
func (c *OddsChart) Empty() bool { return !c.set }

// Plot returns what the chart shows. Its slices belong to the chart.
func (c *OddsChart) Plot() OddsPlot { return c.plot }

// Percents returns the labels of the bars, in order. The slice belongs to
// the chart.
func (c *OddsChart) Percents() []string { return c.pcts }

// Lines returns the plain words as laid out, wrapped to the width.
func (c *OddsChart) Lines() []string { return c.lines }

// Layout fits the chart to w pixels in style st and returns its height.
// It costs nothing when neither the plot, the faces nor w changed.
func (c *OddsChart) Layout(st *OddsStyle, w int) int {
	if c.laidOutPlot && c.face == st.Face && c.bold == st.Bold && c.w == w {
		return c.h
	}
	c.face, c.bold, c.w, c.laidOutPlot = st.Face, st.Bold, w, true
	m := st.Face.Metrics()
	c.lineH = m.HAscent + m.HDescent + m.HLineGap
	c.labelW = 0
	for _, b := range c.plot.Bars {
		c.labelW = max(c.labelW, text.Advance(b.Label, st.Face))
	}
	c.labelW = min(c.labelW, float64(w)*0.55)
	c.pctW = c.pctW[:0]
	for _, p := range c.pcts {
		c.pctW = append(c.pctW, text.Advance(p, st.Face))
	}
	c.tipW = text.Advance(OddsTip, st.Face)
	c.lines = c.lines[:0]
	advance := func(line string) float64 { return text.Advance(line, st.Face) }
	for _, s := range c.plot.Words {
		c.lines = AppendWrapped(c.lines, s, advance, float64(w), "")
	}
	rows := len(c.plot.Bars) + len(c.lines)
	if c.plot.Title != "" {
		rows++
	}
	gap := 4 * st.Unit
	if len(c.lines) == 0 || len(c.plot.Bars) == 0 {
		gap = 0
	}
	c.h = int(float64(rows)*c.lineH + gap + 0.5)
	return c.h
}

// Height returns the height of the chart as last laid out.
func (c *OddsChart) Height() int { return c.h }

// Rect returns where the chart was last drawn.
func (c *OddsChart) Rect() image.Rectangle { return c.rect }

// TipAt returns the chart's tooltip when (x, y) is over it.
func (c *OddsChart) TipAt(x, y int) (string, bool) {
	if c.set && image.Pt(x, y).In(c.rect) {
		return OddsTip, true
	}
	return "", false
}

// DrawTip draws the chart's tooltip (OddsTip) beside the mouse at (x, y)
// when it is over the chart, kept inside dst, and reports whether it did.
// Like Draw, it allocates nothing.
func (c *OddsChart) DrawTip(dst *ebiten.Image, x, y int, st *OddsStyle) bool {
	if _, ok := c.TipAt(x, y); !ok {
		return false
	}
	pad := 8 * st.Unit
	w, h := c.tipW+2*pad, c.lineH+2*pad
	b := dst.Bounds()
	bx, by := float64(x)+16*st.Unit, float64(y)+18*st.Unit
	if bx+w > float64(b.Max.X) {
		bx = float64(x) - w - 8*st.Unit
	}
	if by+h > float64(b.Max.Y) {
		by = float64(y) - h - 8*st.Unit
	}
	c.fill(dst, bx-1, by-1, w+2, h+2, st.Muted)
	c.fill(dst, bx, by, w, h, color.NRGBA{0x10, 0x0e, 0x0d, 0xf4})
	c.tipOp.GeoM.Reset()
	c.tipOp.GeoM.Translate(bx+pad, by+pad)
	c.tipOp.ColorScale = Tint(st.Ink)
	c.tip.Draw(dst, OddsTip, st.Face, &c.tipOp)
	return true
}

// Draw draws the chart with its top-left corner at (x, y), as laid out by
// the last Layout.
func (c *OddsChart) Draw(dst *ebiten.Image, x, y int, st *OddsStyle) {
	if !c.set {
		c.rect = image.Rectangle{}
		return
	}
	c.Layout(st, c.w)
	c.rect = image.Rect(x, y, x+c.w, y+c.h)
	if c.tipFace != st.Face {
		// Make the tooltip's text with the chart, not when the mouse
		// first comes over it.
		c.tipFace = st.Face
		c.tip.sprite(textKey{s: OddsTip, face: st.Face})
	}
	if st.Back.A > 0 {
		pad := int(6 * st.Unit)
		c.fill(dst, float64(x-pad), float64(y-pad), float64(c.w+2*pad), float64(c.h+2*pad), st.Back)
	}
	fx, fy := float64(x), float64(y)
	if c.plot.Title != "" {
		DrawLabel(dst, c.plot.Title, st.Bold, fx, fy, Tint(st.Accent))
		fy += c.lineH
	}
	gap := 8 * st.Unit
	barX := fx + c.labelW + gap
	pctMax := 0.0
	for _, w := range c.pctW {
		pctMax = max(pctMax, w)
	}
	barW := float64(c.w) - c.labelW - 2*gap - pctMax
	barH := c.lineH * 0.55
	for i, b := range c.plot.Bars {
		DrawLabel(dst, b.Label, st.Face, fx, fy, Tint(st.Muted))
		by := fy + (c.lineH-barH)/2
		c.fill(dst, barX, by, barW, barH, st.Track)
		if b.Total > 0 && b.Count > 0 {
			fill := max(2*st.Unit, barW*float64(b.Count)/float64(b.Total))
			col := st.Bar
			if b.Warn {
				col = st.Warn
			}
			c.fill(dst, barX, by, fill, barH, col)
		}
		DrawLabel(dst, c.pcts[i], st.Face, fx+float64(c.w)-c.pctW[i], fy, Tint(st.Ink))
		fy += c.lineH
	}
	if len(c.plot.Bars) > 0 && len(c.lines) > 0 {
		fy += 4 * st.Unit
	}
	for _, s := range c.lines {
		DrawLabel(dst, s, st.Face, fx, fy, Tint(st.Ink))
		fy += c.lineH
	}
}
