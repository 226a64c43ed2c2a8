package table

import (
	"fmt"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/ui"
)

// ReviewBar is the scrub bar of a review: how far the replay shows, and a
// slider over its actions. The slider is kept from one build of the panel
// to the next (for its theme), so that dragging it survives the panel
// being built again for each position it shows.
type ReviewBar struct {
	slider *widget.Slider
	theme  *ui.Theme
	max    int
}

// Slider returns the bar's slider, nil before the first Row.
func (rb *ReviewBar) Slider() *widget.Slider { return rb.slider }

// Max returns the number of actions the slider spans.
func (rb *ReviewBar) Max() int { return rb.max }

// ReviewSpec is what a review's scrub row does: Seek shows a position
// (the bar's), Continue starts a new game from the one shown, and
// ContinueTip says who plays which side in it.
type ReviewSpec struct {
	Seek        func(pos int)
	Continue    func()
	ContinueTip string
}

// Row returns the review's scrub row for a panel inner wide: the replay's
// counter, the bar over ses's actions, and Continue from here and Back.
func (rb *ReviewBar) Row(a Host, ses *session.Session, inner int, spec ReviewSpec) *widget.Container {
	t := a.Theme()
	h := ses.History()
	total := h.Total()
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
				// Only the player's hand scrubs: the panel sets the
				// slider to each position shown, and ebitenui reports
				// those changes too, a tick late.
				in := a.In()
				if !in.MouseDown(ebiten.MouseButtonLeft) && !in.Clicked() {
					return
				}
				if args.Current != ses.History().Len() {
					spec.Seek(args.Current)
				}
			}),
		)
	}
	rb.slider.Current = h.Len()
	rb.slider.GetWidget().MinWidth = inner // the panel's width now (folded, or not)
	box := t.Column(2, 0, false)
	box.AddChild(t.Text(fmt.Sprintf("Replay: action %d of %d. Undo and Redo step through it, the bar scrubs.", h.Len(), total), t.Small, t.Muted, inner))
	box.AddChild(rb.slider)
	// Continue from here and Back (to where the replay was opened from),
	// side by side where both fit, else one over the other.
	cont := ui.ButtonSpec{Label: "Continue from here", Icon: "swing",
		Tip: spec.ContinueTip, OnClick: spec.Continue}
	back := ui.ButtonSpec{Label: "Back", Icon: "quit", Prompt: a.In().Prompt(input.Back), Tip: "Leave the replay.", OnClick: func() { a.Back() }}
	half := (inner - t.Px(6)) / 2
	cols := 2
	if ClipLabel(t, cont.Label, "", true, half) != cont.Label || ClipLabel(t, back.Label, back.Prompt, true, half) != back.Label {
		cols = 1
	}
	cont.Label = ClipLabel(t, cont.Label, "", true, inner)
	row := t.Grid(cols, 6)
	row.AddChild(t.Button(cont), t.Button(back))
	box.AddChild(row)
	return box
}
