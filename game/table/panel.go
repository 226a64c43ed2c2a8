package table

import (
	"image"
	"image/color"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/input"
	"skirmish/ui"
)

// SidePanel returns a table's side panel: full height at the right edge,
// rows top to bottom, the last row (the log) taking the height left.
func SidePanel(t *ui.Theme, width, height, rows int) *widget.Container {
	return widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(t.PanelImage),
		widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(1),
			widget.GridLayoutOpts.Spacing(0, t.Px(8)),
			widget.GridLayoutOpts.Padding(widget.NewInsetsSimple(t.Px(12))),
			widget.GridLayoutOpts.Stretch([]bool{true}, StretchLast(rows)),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{
			HorizontalPosition: widget.AnchorLayoutPositionEnd,
			StretchVertical:    true,
		}), widget.WidgetOpts.MinSize(width, height)),
	)
}

// PanelShare is the most of a window's width a table's side panel takes,
// as a fraction: three eighths, so that the board keeps most of the width
// at every UI scale. At the scale a window fits (a 1280x800 window shows
// 150 % at 133 %) a panel's nominal width would take nearly half of it.
const PanelShare = 3.0 / 8

// PanelWidth returns the width of a table's side panel in a window w
// pixels wide: nominal (at 100 %) at the theme's scale, but no more than
// PanelShare of the window.
func PanelWidth(t *ui.Theme, w, nominal int) int {
	return min(t.Px(nominal), int(float64(w)*PanelShare))
}

// FoldedShare is the most of a window's width a folded side panel takes
// (Prefs.Folded): a quarter, so that the board takes the rest and is
// drawn larger.
const FoldedShare = 1.0 / 4

// foldedNominal is a folded panel's width at 100 %.
const foldedNominal = 220

// SidePanelWidth returns the width of a table's side panel in a window w
// pixels wide: PanelWidth of its nominal width, or when folded (Prefs.Folded)
// the folded panel's, at most FoldedShare of the window.
func SidePanelWidth(t *ui.Theme, w, nominal int, folded bool) int {
	if folded {
		return min(t.Px(foldedNominal), int(float64(w)*FoldedShare))
	}
	return PanelWidth(t, w, nominal)
}

// FoldHint returns the hint naming the key or button that folds the side
// panel (input.FoldPanel) on the device in hand, for a table's hint bar:
// "" outside the TV layout, where the panel does not fold.
func FoldHint(in *input.Layer, t *ui.Theme, folded bool) string {
	if !t.TV {
		return ""
	}
	if folded {
		return in.Glyph(input.FoldPanel) + " whole panel"
	}
	return in.Glyph(input.FoldPanel) + " fold panel"
}

// WithFoldHint returns hints with FoldHint after them, " · " between.
func WithFoldHint(hints string, in *input.Layer, t *ui.Theme, folded bool) string {
	f := FoldHint(in, t, folded)
	switch {
	case f == "":
		return hints
	case hints == "":
		return f
	}
	return hints + " · " + f
}

// StretchLast returns grid stretch flags for n rows where only the last
// row takes the height left over.
func StretchLast(n int) []bool {
	s := make([]bool, n)
	s[n-1] = true
	return s
}

// FillAround fills dst with c except inside r, where a picture is about to
// be copied. c is a pointer so that it is not boxed into an interface (an
// allocation) every frame.
func FillAround(dst *ebiten.Image, r image.Rectangle, c *color.RGBA) {
	b := dst.Bounds()
	r = r.Intersect(b)
	if r.Empty() {
		dst.Fill(c)
		return
	}
	for _, s := range [4]image.Rectangle{
		image.Rect(b.Min.X, b.Min.Y, b.Max.X, r.Min.Y), // above
		image.Rect(b.Min.X, r.Max.Y, b.Max.X, b.Max.Y), // below
		image.Rect(b.Min.X, r.Min.Y, r.Min.X, r.Max.Y), // left
		image.Rect(r.Max.X, r.Min.Y, b.Max.X, r.Max.Y), // right
	} {
		if !s.Empty() {
			vector.FillRect(dst, float32(s.Min.X), float32(s.Min.Y), float32(s.Dx()), float32(s.Dy()), c, false)
		}
	}
}

// PointIn reports whether (x, y) lies in r.
func PointIn(r image.Rectangle, x, y int) bool { return image.Pt(x, y).In(r) }

// WidgetRect returns where c was laid out, or nothing for a nil container.
func WidgetRect(c *widget.Container) image.Rectangle {
	if c == nil {
		return image.Rectangle{}
	}
	return c.GetWidget().Rect
}

// DrawTooltip draws s in a box next to (x, y), kept inside the screen.
func DrawTooltip(h Host, screen *ebiten.Image, x, y int, s string) {
	if s == "" {
		return
	}
	t := h.Theme()
	face := t.Small
	lh := face.Metrics().HAscent + face.Metrics().HDescent + face.Metrics().HLineGap
	w, hh := text.Measure(s, face, lh)
	pad := float64(t.Px(8))
	bw, bh := w+2*pad, hh+2*pad
	sw, sh := h.Size()
	bx, by := float64(x+t.Px(16)), float64(y+t.Px(18))
	if bx+bw > float64(sw) {
		bx = float64(x) - bw - float64(t.Px(8))
	}
	if by+bh > float64(sh) {
		by = float64(y) - bh - float64(t.Px(8))
	}
	vector.FillRect(screen, float32(bx), float32(by), float32(bw), float32(bh), color.NRGBA{0x10, 0x0E, 0x0D, 0xF4}, false)
	vector.StrokeRect(screen, float32(bx), float32(by), float32(bw), float32(bh), 1, color.NRGBA{0x8A, 0x7A, 0x66, 0xFF}, false)
	op := &text.DrawOptions{}
	op.LineSpacing = lh
	op.GeoM.Translate(bx+pad, by+pad)
	op.ColorScale.ScaleWithColor(t.Ink)
	text.Draw(screen, s, face, op)
}

// NRGBA returns c as a color.NRGBA (its values unchanged: the palette's
// colours are opaque).
func NRGBA(c color.RGBA) color.NRGBA { return color.NRGBA{c.R, c.G, c.B, c.A} }

// PanelFixedHeight returns the height a side panel gives to all but its
// card and its action list: the margins and gaps, the heading head, the
// undo row, three lines of log, and the end buttons and a review's scrub
// row when there are (nil when not).
func PanelFixedHeight(t *ui.Theme, head, end, scrub *widget.Container) int {
	_, headH, _ := ListRowHeights(t)
	lineH := headH - t.Px(4)
	_, headTall := head.PreferredSize()
	fixed := 2*t.Px(12) + 3*t.Px(8) + headTall + t.Px(4) + t.Px(34) + 3*lineH + t.Px(8)
	if end != nil {
		_, endH := end.PreferredSize()
		fixed += endH + t.Px(8)
	}
	if scrub != nil {
		_, sh := scrub.PreferredSize()
		fixed += sh + t.Px(8)
	}
	return fixed
}

// TrimCard drops a side panel card's last lines, keeping its first, until
// the room left under it (room less the card's height) holds three of the
// action list's rows and a header.
func TrimCard(t *ui.Theme, card *widget.Container, room int) {
	rowH, headH, gap := ListRowHeights(t)
	for len(card.Children()) > 1 {
		if _, ch := card.PreferredSize(); room-ch >= 3*(rowH+gap)+headH+gap {
			return
		}
		card.RemoveChild(card.Children()[len(card.Children())-1])
	}
}

// PanelUI returns the UI of a side panel's root, modal's window reattached
// to it, and keeps the keyboard's focus in the panel (*focus) only while
// the action list has an option to hold it.
func PanelUI(h Host, root *widget.Container, modal *Modal, list *ActionList, focus *bool) *ebitenui.UI {
	outer := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	outer.AddChild(root)
	u := &ebitenui.UI{Container: outer, DisableDefaultFocus: true, PrimaryTheme: h.Theme().Widget()}
	modal.Reattach(h, u)
	if *focus && !list.FocusDefault(u) {
		*focus = false
	}
	return u
}
