package elements

import (
	"fmt"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/table"
	"skirmish/ui"
)

// reviewBar is the scrub bar of a review: how far the replay shows, and a
// slider over its actions. The slider is kept from one build of the panel
// to the next (for its theme), so that dragging it survives the panel
// being built again for each position it shows.
type reviewBar struct {
	slider *widget.Slider
	theme  *ui.Theme
	max    int
}

// scrubRow returns the review's scrub bar for the panel, or nil for a game
// (or a review played on from some point: it is a game then).
func (c *ClanTable) scrubRow(a table.Host, inner int) *widget.Container {
	if c.rec == nil || !c.review {
		return nil
	}
	t := a.Theme()
	h := c.ses.History()
	total := h.Total()
	rb := &c.scrub
	if rb.slider == nil || rb.theme != t || rb.max != total {
		rb.theme, rb.max = t, total
		rb.slider = widget.NewSlider(
			widget.SliderOpts.Direction(widget.DirectionHorizontal),
			widget.SliderOpts.MinMax(0, max(1, total)),
			widget.SliderOpts.InitialCurrent(h.Len()),
			widget.SliderOpts.Images(t.TrackImage, t.HandleImage),
			widget.SliderOpts.FixedHandleSize(t.Px(12)),
			widget.SliderOpts.DisableDefaultKeys(true),
			widget.SliderOpts.WidgetOpts(widget.WidgetOpts.MinSize(inner, t.Px(24)),
				widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
			widget.SliderOpts.ChangedHandler(func(args *widget.SliderChangedEventArgs) {
				if args.Current != c.ses.History().Len() {
					c.Seek(args.Current)
				}
			}),
		)
	}
	rb.slider.Current = h.Len()
	rb.slider.GetWidget().MinWidth = inner // the panel's width now (folded, or not)
	box := t.Column(2, 0, false)
	box.AddChild(t.Text(fmt.Sprintf("Replay: action %d of %d. Undo and Redo step; drag to scrub; play any action to go on from here.", h.Len(), total), t.Small, t.Muted, inner))
	box.AddChild(rb.slider)
	return box
}
