// Package ui builds the ebitenui widgets of the table: the theme, buttons
// with icons and key prompts, panels, the model card, the odds table and the
// combat log. Widgets only show state and report clicks; the game package
// turns those clicks into rules actions.
package ui

import (
	"image/color"

	"github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// Theme holds the fonts, colours and nine-slices of every widget, at one UI
// scale. Screens are rebuilt with a new Theme when the scale changes, so text
// stays crisp at every size.
type Theme struct {
	Scale float64 // 1 = 100 %
	Pal   *render.Palette
	// TV is the layout for a screen seen from a sofa, 2-3 m away (see
	// NewTVTheme): larger text, a thick focus ring, and side panels that
	// keep to the essentials.
	TV bool

	Body, Small, Heading, Title text.Face

	Ink, Muted, Accent, Bad, Good color.NRGBA

	ButtonImage  *widget.ButtonImage
	ButtonText   *widget.ButtonTextColor
	PrimaryImage *widget.ButtonImage
	// SelectedImage is the chosen entry of a list: a green edge (blue in the
	// colour-blind palette), apart from the focus's accent.
	SelectedImage *widget.ButtonImage
	PanelImage    *image.NineSlice
	CardImage     *image.NineSlice
	WindowImage   *image.NineSlice
	TipImage      *image.NineSlice
	TrackImage    *widget.SliderTrackImage
	HandleImage   *widget.ButtonImage
	ScrollImage   *widget.ScrollContainerImage
	SliderParams  *widget.SliderParams

	// Layers, when set, returns the panels and dialogs on screen, bottom
	// first: the children of the screen's root, then its open windows.
	// Tooltips read it to cover no other control (PlaceTip). The app sets
	// it.
	Layers func() []widget.PreferredSizeLocateableWidget
}

// NewTheme returns the theme at scale (1 = 100 %) with the given palette;
// colourBlind picks accents that stay apart for red-green colour blindness.
func NewTheme(scale float64, pal *render.Palette, colourBlind bool) *Theme {
	return newTheme(scale, pal, colourBlind, false)
}

// NewTVTheme returns the theme of the TV layout at scale: the text is
// larger for the same layout (the body 18 px at 100 %, the small text 16
// px; 24 and 21 px at the 133 % a 1280x720 window fits) and the focus
// ring is a thick, bright frame (FocusRing) that reads across a room.
func NewTVTheme(scale float64, pal *render.Palette, colourBlind bool) *Theme {
	return newTheme(scale, pal, colourBlind, true)
}

// Text sizes at 100 %, of the desk layout and of the TV layout.
const (
	bodyPx, smallPx, headingPx       = 16, 13, 20
	tvBodyPx, tvSmallPx, tvHeadingPx = 18, 16, 22
)

// FocusRing returns the width in pixels of the frame the focused control
// shows: 2 px at 100 % at a desk; in the TV layout 4 px at 100 % and never
// under 4 px.
func (t *Theme) FocusRing() int {
	if t.TV {
		return max(4, t.Px(4))
	}
	return t.Px(2)
}

func newTheme(scale float64, pal *render.Palette, colourBlind, tv bool) *Theme {
	if scale <= 0 {
		scale = 1
	}
	t := &Theme{Scale: scale, Pal: pal, TV: tv}
	body, small, heading := bodyPx, smallPx, headingPx
	if tv {
		body, small, heading = tvBodyPx, tvSmallPx, tvHeadingPx
	}
	t.Body = render.Face(float64(body) * scale)
	t.Small = render.Face(float64(small) * scale)
	t.Heading = render.BoldFace(float64(heading) * scale)
	t.Title = render.BoldFace(54 * scale)
	t.Ink = color.NRGBA{0xEE, 0xE6, 0xD6, 0xFF}
	t.Muted = color.NRGBA{0x9A, 0x92, 0x86, 0xFF}
	t.Accent = color.NRGBA{0xF2, 0xB1, 0x4C, 0xFF}
	t.Bad = color.NRGBA{0xE8, 0x6A, 0x5A, 0xFF}
	t.Good = color.NRGBA{0x8C, 0xD1, 0x7A, 0xFF}
	if colourBlind {
		t.Accent = color.NRGBA{0xE6, 0x9F, 0x00, 0xFF}
		t.Bad = color.NRGBA{0xD5, 0x5E, 0x00, 0xFF}
		t.Good = color.NRGBA{0x56, 0xB4, 0xE9, 0xFF}
	}
	b := t.Px(2)
	// The focus (and the pointer's hover) shows as the Hover look: at a
	// desk an accent edge as thick as the others; in the TV layout a
	// thick pale frame (FocusRing) around a lighter face, which stands out
	// from every other look at a distance.
	ring, ringColour, hoverFill := b, t.Accent, color.NRGBA{0x57, 0x4A, 0x3A, 0xFF}
	if tv {
		ring, ringColour, hoverFill = t.FocusRing(), color.NRGBA{0xFF, 0xF4, 0xC8, 0xFF}, color.NRGBA{0x6A, 0x58, 0x40, 0xFF}
	}
	t.ButtonImage = &widget.ButtonImage{
		Idle:     image.NewBorderedNineSliceColor(color.NRGBA{0x3A, 0x33, 0x2C, 0xFF}, color.NRGBA{0x6B, 0x5D, 0x4C, 0xFF}, b),
		Hover:    image.NewBorderedNineSliceColor(hoverFill, ringColour, ring),
		Pressed:  image.NewBorderedNineSliceColor(color.NRGBA{0x6E, 0x5A, 0x40, 0xFF}, t.Accent, b),
		Disabled: image.NewBorderedNineSliceColor(color.NRGBA{0x26, 0x23, 0x20, 0xFF}, color.NRGBA{0x3A, 0x35, 0x30, 0xFF}, b),
	}
	t.ButtonImage.PressedHover = t.ButtonImage.Pressed
	t.PrimaryImage = &widget.ButtonImage{
		Idle:     image.NewBorderedNineSliceColor(color.NRGBA{0x7A, 0x4A, 0x1C, 0xFF}, color.NRGBA{0xC0, 0x7E, 0x36, 0xFF}, b),
		Hover:    image.NewBorderedNineSliceColor(color.NRGBA{0x9A, 0x5E, 0x24, 0xFF}, primaryRing(tv), ring),
		Pressed:  image.NewBorderedNineSliceColor(color.NRGBA{0xB0, 0x6C, 0x2A, 0xFF}, color.NRGBA{0xFF, 0xD0, 0x80, 0xFF}, b),
		Disabled: t.ButtonImage.Disabled,
	}
	t.PrimaryImage.PressedHover = t.PrimaryImage.Pressed
	t.SelectedImage = &widget.ButtonImage{
		Idle:     image.NewBorderedNineSliceColor(color.NRGBA{0x2C, 0x33, 0x2A, 0xFF}, t.Good, b),
		Hover:    t.ButtonImage.Hover,
		Pressed:  t.ButtonImage.Pressed,
		Disabled: t.ButtonImage.Disabled,
	}
	t.SelectedImage.PressedHover = t.SelectedImage.Pressed
	t.ButtonText = &widget.ButtonTextColor{Idle: t.Ink, Hover: color.White, Pressed: color.White, Disabled: color.NRGBA{0x70, 0x68, 0x5E, 0xFF}}
	t.PanelImage = image.NewNineSliceColor(color.NRGBA{0x1C, 0x19, 0x17, 0xF0})
	t.CardImage = image.NewBorderedNineSliceColor(color.NRGBA{0x2A, 0x25, 0x21, 0xFF}, color.NRGBA{0x4A, 0x41, 0x37, 0xFF}, t.Px(1))
	t.WindowImage = image.NewBorderedNineSliceColor(color.NRGBA{0x22, 0x1E, 0x1B, 0xFA}, t.Accent, b)
	t.TipImage = image.NewBorderedNineSliceColor(color.NRGBA{0x10, 0x0E, 0x0D, 0xF4}, color.NRGBA{0x8A, 0x7A, 0x66, 0xFF}, t.Px(1))
	t.TrackImage = &widget.SliderTrackImage{
		Idle:     image.NewBorderedNineSliceColor(color.NRGBA{0x2E, 0x29, 0x24, 0xFF}, color.NRGBA{0x5A, 0x4F, 0x43, 0xFF}, t.Px(1)),
		Hover:    image.NewBorderedNineSliceColor(color.NRGBA{0x36, 0x30, 0x2A, 0xFF}, t.Accent, t.Px(1)),
		Disabled: image.NewNineSliceColor(color.NRGBA{0x22, 0x20, 0x1E, 0xFF}),
	}
	t.HandleImage = &widget.ButtonImage{
		Idle:     image.NewBorderedNineSliceColor(color.NRGBA{0xC8, 0xB8, 0xA0, 0xFF}, color.NRGBA{0x6B, 0x5D, 0x4C, 0xFF}, t.Px(1)),
		Hover:    image.NewBorderedNineSliceColor(t.Accent, color.White, t.Px(1)),
		Pressed:  image.NewBorderedNineSliceColor(t.Accent, color.White, t.Px(1)),
		Disabled: image.NewNineSliceColor(color.NRGBA{0x50, 0x4A, 0x44, 0xFF}),
	}
	t.HandleImage.PressedHover = t.HandleImage.Pressed
	t.ScrollImage = &widget.ScrollContainerImage{
		Idle: image.NewNineSliceColor(color.NRGBA{0x15, 0x13, 0x11, 0xFF}),
		Mask: image.NewNineSliceColor(color.NRGBA{0x15, 0x13, 0x11, 0xFF}),
	}
	t.SliderParams = &widget.SliderParams{TrackImage: t.TrackImage, HandleImage: t.HandleImage, MinHandleSize: ptr(t.Px(10)), TrackPadding: widget.NewInsetsSimple(t.Px(2))}
	return t
}

// Px scales a length in pixels at 100 % to this theme's scale.
func (t *Theme) Px(n int) int {
	v := int(float64(n)*t.Scale + 0.5)
	if n > 0 && v < 1 {
		return 1
	}
	return v
}

// Widget returns the ebitenui theme for widgets built without explicit looks.
func (t *Theme) Widget() *widget.Theme {
	face := t.Body
	return &widget.Theme{
		DefaultFace:      &face,
		DefaultTextColor: t.Ink,
		ButtonTheme: &widget.ButtonParams{
			TextColor:   t.ButtonText,
			TextFace:    &face,
			Image:       t.ButtonImage,
			TextPadding: &widget.Insets{Left: t.Px(14), Right: t.Px(14), Top: t.Px(6), Bottom: t.Px(6)},
		},
		LabelTheme: &widget.LabelParams{Face: &face, Color: &widget.LabelColor{Idle: t.Ink, Disabled: t.Muted}},
		TextTheme:  &widget.TextParams{Face: &face, Color: t.Ink},
		SliderTheme: &widget.SliderParams{
			TrackImage: t.TrackImage, HandleImage: t.HandleImage,
			MinHandleSize: ptr(t.Px(14)), TrackPadding: widget.NewInsetsSimple(t.Px(2)),
		},
		PanelTheme: &widget.PanelParams{BackgroundImage: t.PanelImage},
	}
}

// primaryRing is the focus edge of a primary (orange) button: pale gold at
// a desk, near white in the TV layout, against the orange face.
func primaryRing(tv bool) color.NRGBA {
	if tv {
		return color.NRGBA{0xFF, 0xFF, 0xFF, 0xFF}
	}
	return color.NRGBA{0xFF, 0xD0, 0x80, 0xFF}
}

func ptr[T any](v T) *T { return &v }
