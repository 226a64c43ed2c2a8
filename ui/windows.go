package ui

import (
	"image"
	"image/color"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
)

// Panel returns a vertical panel with the window look, at least minW
// unscaled pixels wide: the body of menus, dialogs and modal windows.
func (t *Theme) Panel(minW int) *widget.Container {
	return widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(t.WindowImage),
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Spacing(t.Px(10)),
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(t.Px(24))),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(t.Px(minW), 0)),
	)
}

// Centred returns a UI whose root holds content in the middle of the
// screen, its default button focused (FocusDefault).
func (t *Theme) Centred(content *widget.Container) *ebitenui.UI {
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	content.GetWidget().LayoutData = widget.AnchorLayoutData{
		HorizontalPosition: widget.AnchorLayoutPositionCenter,
		VerticalPosition:   widget.AnchorLayoutPositionCenter,
	}
	root.AddChild(content)
	u := &ebitenui.UI{Container: root, DisableDefaultFocus: true, PrimaryTheme: t.Widget()}
	FocusDefault(u, content)
	return u
}

// OpenModal shows content in a modal window centred on a screen of size w
// by h over u, focuses its default button (FocusDefault), and returns the
// window and what removes it.
func OpenModal(u *ebitenui.UI, w, h int, content *widget.Container) (*widget.Window, widget.RemoveWindowFunc) {
	pw, ph := content.PreferredSize()
	win := widget.NewWindow(widget.WindowOpts.Contents(content), widget.WindowOpts.Modal(),
		widget.WindowOpts.Location(image.Rect((w-pw)/2, (h-ph)/2, (w+pw)/2, (h+ph)/2)))
	remove := u.AddWindow(win)
	FocusDefault(u, content)
	return win, remove
}

// IconGraphic returns the named icon as a widget, size unscaled pixels
// square in the colour tint, or nil when there is no such art.
func (t *Theme) IconGraphic(name string, size int, tint color.NRGBA) *widget.Graphic {
	img := Icon(name, t.Px(size), tint)
	if img == nil {
		return nil
	}
	return widget.NewGraphic(widget.GraphicOpts.Image(img), widget.GraphicOpts.WidgetOpts(
		widget.WidgetOpts.LayoutData(widget.RowLayoutData{Position: widget.RowLayoutPositionCenter}),
	))
}
