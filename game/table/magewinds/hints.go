package magewinds

import (
	"strings"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	"skirmish/ui"
)

// hintBar is the controls of the device in hand, written in the side
// panel under Undo, Redo and Menu with the buttons drawn as glyphs, as
// the Tunnel table writes them under its board. The mouse needs none.
type hintBar struct {
	lines string            // the hints wrapped to the panel, one line a row
	box   *widget.Container // the room kept for them in the panel
}

// hintText returns the controls for the device in hand, or "" for the
// mouse (the prompt line says what to click).
func hintText(in *input.Layer) string {
	return table.HintText(in, table.HintWords{Piece: "fighter"})
}

// layHints wraps the hints to width and returns the room to keep for them
// in the panel under the undo row, a gap of hintGap over them, or nil
// when there are none. In the TV layout they name
// the key that folds the panel; folded, they name it alone.
func (m *mageBoard) layHints(a table.Host, width int, folded bool) *widget.Container {
	s := hintText(a.In())
	if folded {
		s = ""
	}
	s = table.WithFoldHint(s, a.In(), a.Theme(), folded)
	m.hints = hintBar{}
	if s == "" {
		return nil
	}
	face := a.Theme().Small
	measure := func(s string) float64 { return render.MeasurePrompt(s, face) }
	lines := render.AppendWrapped(nil, s, measure, float64(width), "")
	m.hints.lines = strings.Join(lines, "\n")
	m.hints.box = widget.NewContainer(widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(width, hintGap(a.Theme())+len(lines)*hintLineH(face))))
	return m.hints.box
}

// hintGap is the room over the hints: with the action column's own gap
// (4 at 100 %), the side panel's gap between its rows (8).
func hintGap(t *ui.Theme) int { return t.Px(8) - t.Px(4) }

// hintLineH is the height of a line of hints.
func hintLineH(face text.Face) int {
	fm := face.Metrics()
	return int(fm.HAscent + fm.HDescent + fm.HLineGap + 0.5)
}

// drawHints writes the hints in the room the panel keeps for them.
func (m *mageBoard) drawHints(a table.Host, screen *ebiten.Image) {
	if m.hints.box == nil || m.hints.lines == "" {
		return
	}
	r := m.hints.box.GetWidget().Rect
	if r.Empty() {
		return
	}
	face := a.Theme().Small
	op := &text.DrawOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y+hintGap(a.Theme())))
	op.LineSpacing = float64(hintLineH(face))
	op.ColorScale = render.Tint(a.Theme().Muted)
	render.DrawPrompt(screen, m.hints.lines, face, op)
}
