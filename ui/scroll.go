package ui

import (
	"image"
	"image/color"

	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Scroller shows a column taller than the room a dialog has: h pixels of
// it at a time, moved by the wheel and kept on the focused control
// (KeepInView), with a bar drawn at its right (DrawBar).
type Scroller struct {
	*widget.ScrollContainer
	t       *Theme
	content *widget.Container
}

// scrolled marks, in a ScrollContainer's CustomData, the column it
// scrolls, so that Walk finds what it holds.
type scrolled struct{ content *widget.Container }

// Scroller returns a scroller of content, h pixels high (already scaled).
// Add its ScrollContainer to the dialog.
func (t *Theme) Scroller(content *widget.Container, h int) *Scroller {
	sc := widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(content),
		widget.ScrollContainerOpts.StretchContentWidth(),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: eimage.NewNineSliceColor(color.NRGBA{}), Mask: t.ScrollImage.Mask}),
		widget.ScrollContainerOpts.Padding(&widget.Insets{Right: t.Px(12)}),
		widget.ScrollContainerOpts.WidgetOpts(
			widget.WidgetOpts.MinSize(0, h),
			widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true, MaxHeight: h}),
			widget.WidgetOpts.CustomData(scrolled{content}), // for Walk
		),
	)
	s := &Scroller{ScrollContainer: sc, t: t, content: content}
	sc.GetWidget().ScrolledEvent.AddHandler(func(args any) {
		if a, ok := args.(*widget.WidgetScrolledEventArgs); ok {
			s.ScrollBy(-a.Y * float64(t.Px(40)))
		}
	})
	return s
}

// ScrollBy moves the content by dy pixels (down for a positive dy).
func (s *Scroller) ScrollBy(dy float64) {
	if over := s.overflow(); over > 0 {
		s.ScrollTop = min(1, max(0, s.ScrollTop+dy/float64(over)))
	}
}

// overflow returns how many pixels of the content are out of view.
func (s *Scroller) overflow() int {
	_, h := s.content.PreferredSize()
	return h - s.ViewRect().Dy()
}

// KeepInView scrolls so that r, a rectangle on screen inside the content,
// is wholly in view.
func (s *Scroller) KeepInView(r image.Rectangle) {
	v := s.ViewRect()
	switch {
	case r.Min.Y < v.Min.Y:
		s.ScrollBy(float64(r.Min.Y - v.Min.Y))
	case r.Max.Y > v.Max.Y:
		s.ScrollBy(float64(r.Max.Y - v.Max.Y))
	}
}

// DrawBar draws the scroll bar: where the view is in the content.
func (s *Scroller) DrawBar(screen *ebiten.Image) {
	v := s.ViewRect()
	over := s.overflow()
	if over <= 0 || v.Empty() {
		return
	}
	w := float32(s.t.Px(6))
	x := float32(v.Max.X) + float32(s.t.Px(3))
	total := float32(v.Dy() + over)
	th := float32(v.Dy()) * float32(v.Dy()) / total
	y := float32(v.Min.Y) + (float32(v.Dy())-th)*float32(s.ScrollTop)
	vector.FillRect(screen, x, float32(v.Min.Y), w, float32(v.Dy()), color.NRGBA{0x2E, 0x29, 0x24, 0xFF}, false)
	vector.FillRect(screen, x, y, w, th, color.NRGBA{0xC8, 0xB8, 0xA0, 0xFF}, false)
}
