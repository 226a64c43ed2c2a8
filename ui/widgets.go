package ui

import (
	"image"
	"image/color"
	"reflect"
	"strings"
	"unsafe"

	ebuiinput "github.com/ebitenui/ebitenui/input"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/assets"
	"skirmish/render"
)

// icons caches the Game Icons art as Ebiten images, one per name and tint.
var icons = map[iconKey]*ebiten.Image{}

type iconKey struct {
	name string
	size int
	tint color.NRGBA
}

// Icon returns the named icon at size pixels, tinted, or nil if the art
// has no such icon.
func Icon(name string, size int, tint color.NRGBA) *ebiten.Image {
	k := iconKey{name, size, tint}
	if img, ok := icons[k]; ok {
		return img
	}
	src := assets.Icon(name)
	if src == nil || size <= 0 {
		icons[k] = nil
		return nil
	}
	full := ebiten.NewImageFromImage(src)
	out := ebiten.NewImage(size, size)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	b := src.Bounds()
	op.GeoM.Scale(float64(size)/float64(b.Dx()), float64(size)/float64(b.Dy()))
	op.ColorScale.ScaleWithColor(tint)
	out.DrawImage(full, op)
	full.Deallocate()
	icons[k] = out
	return out
}

// ButtonSpec describes a button: its label, icon, key prompt and what a
// click does.
type ButtonSpec struct {
	Label   string
	Icon    string // assets icon name, "" for none
	Prompt  string // key or pad button shown after the label, e.g. "1" or "A"
	Tip     string // tooltip, e.g. why the button is disabled
	Primary bool   // the orange look of a table's main action
	// Default marks the button a screen's first Confirm presses: it takes
	// the focus when the screen opens (FocusDefault) and has no look of its
	// own, so that the focus is the one highlight of a menu.
	Default bool
	// Selected shows the button as the chosen one of a list (the scenario
	// picked), a look apart from the focus.
	Selected bool
	MinW     int // at 100 % scale; 0 for the text's width
	OnClick  func()
}

// ButtonIcon returns the named icon as a button shows it (enabled and
// disabled), or nil when there is no such icon. Give it to
// SetGraphicImage to change a button's icon, as a Play button turning
// into Pause.
func (t *Theme) ButtonIcon(name string) *widget.GraphicImage {
	ic := Icon(name, t.Px(22), t.Ink)
	if ic == nil {
		return nil
	}
	return &widget.GraphicImage{Idle: ic, Disabled: Icon(name, t.Px(22), color.NRGBA{0x70, 0x68, 0x5E, 0xFF})}
}

// Button builds a button. Default keys are off: the game's input layer
// clicks buttons, so that keyboard and gamepad work the same way.
func (t *Theme) Button(s ButtonSpec) *widget.Button {
	label := s.Label
	if s.Prompt != "" {
		label += "  [" + s.Prompt + "]"
	}
	face := t.Body
	img := t.ButtonImage
	switch {
	case s.Primary:
		img = t.PrimaryImage
	case s.Selected:
		img = t.SelectedImage
	}
	opts := []widget.ButtonOpt{
		widget.ButtonOpts.Image(img),
		widget.ButtonOpts.DisableDefaultKeys(),
		widget.ButtonOpts.TextPadding(&widget.Insets{Left: t.Px(12), Right: t.Px(12), Top: t.Px(6), Bottom: t.Px(6)}),
		widget.ButtonOpts.TextPosition(widget.TextPositionStart, widget.TextPositionCenter),
	}
	if gi := t.ButtonIcon(s.Icon); gi != nil {
		opts = append(opts, widget.ButtonOpts.TextAndImage(label, &face, gi, t.ButtonText))
	} else {
		opts = append(opts, widget.ButtonOpts.Text(label, &face, t.ButtonText))
	}
	wopts := []widget.WidgetOpt{widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})}
	if s.MinW > 0 {
		wopts = append(wopts, widget.WidgetOpts.MinSize(t.Px(s.MinW), t.Px(34)))
	} else {
		wopts = append(wopts, widget.WidgetOpts.MinSize(0, t.Px(34)))
	}
	if s.Tip != "" {
		wopts = append(wopts, widget.WidgetOpts.ToolTip(t.Tip(s.Tip)))
	}
	if s.Default {
		wopts = append(wopts, widget.WidgetOpts.CustomData(defaultButton{}))
	}
	opts = append(opts, widget.ButtonOpts.WidgetOpts(wopts...))
	if s.OnClick != nil {
		f := s.OnClick
		opts = append(opts, widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) { f() }))
	}
	return widget.NewButton(opts...)
}

// Tip returns a tooltip showing text, wrapped to a readable width. It is
// placed by PlaceTip: beside its control, covering no other control, text
// or title where the screen allows (the theme's Layers tell it what is on
// screen; without them it follows the cursor).
func (t *Theme) Tip(s string) *widget.ToolTip {
	c := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(t.TipImage),
		widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(t.Px(8))))),
	)
	c.AddChild(t.Text(s, t.Small, t.Ink, t.Px(320)))
	return t.placedTip(c)
}

// placedTip returns a tooltip of content c placed by PlaceTip. The spot is
// worked out while the tooltip shows and applied as its offset from the
// screen's corner; a frame whose spot moved hides the tooltip, so it never
// flashes at the old spot.
func (t *Theme) placedTip(c *widget.Container) *widget.ToolTip {
	tt := widget.NewToolTip(widget.ToolTipOpts.Content(c), widget.ToolTipOpts.Offset(image.Point{t.Px(12), t.Px(16)}))
	if t.Layers == nil {
		return tt
	}
	tt.Position = widget.TOOLTIP_POS_ABSOLUTE
	tt.ContentOriginHorizontal, tt.ContentOriginVertical = widget.TOOLTIP_ANCHOR_START, widget.TOOLTIP_ANCHOR_START
	tt.ToolTipUpdater = func(widget.Containerer) {
		w, h := c.PreferredSize()
		p, ok := tipPlace(t.Layers(), tt, image.Pt(w, h), t.Px(8))
		if !ok {
			x, y := ebuiinput.CursorPosition()
			p = image.Pt(x+t.Px(12), y+t.Px(16))
		}
		if p != tt.Offset {
			tt.Offset = p
			c.GetWidget().SetVisibility(widget.Visibility_Hide_Blocking)
			return
		}
		c.GetWidget().SetVisibility(widget.Visibility_Show)
	}
	return tt
}

// Text builds a text widget; maxW > 0 wraps it at that width.
func (t *Theme) Text(s string, face text.Face, c color.Color, maxW int) *widget.Text {
	f := face
	opts := []widget.TextOpt{
		widget.TextOpts.Text(s, &f, c),
		widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
	}
	if maxW > 0 {
		opts = append(opts, widget.TextOpts.MaxWidth(float64(maxW)))
	}
	return widget.NewText(opts...)
}

// Column returns a container laying out its children top to bottom.
func (t *Theme) Column(spacing, padding int, bg bool) *widget.Container {
	opts := []widget.ContainerOpt{widget.ContainerOpts.Layout(widget.NewRowLayout(
		widget.RowLayoutOpts.Direction(widget.DirectionVertical),
		widget.RowLayoutOpts.Spacing(t.Px(spacing)),
		widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(t.Px(padding))),
	))}
	if bg {
		opts = append(opts, widget.ContainerOpts.BackgroundImage(t.CardImage))
	}
	opts = append(opts, widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
	return widget.NewContainer(opts...)
}

// Row returns a container laying out its children left to right.
func (t *Theme) Row(spacing int) *widget.Container {
	return widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionHorizontal),
			widget.RowLayoutOpts.Spacing(t.Px(spacing)),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
	)
}

// Grid returns a container with cols columns, all stretched.
func (t *Theme) Grid(cols, spacing int) *widget.Container {
	stretch := make([]bool, cols)
	for i := range stretch {
		stretch[i] = true
	}
	return widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(cols),
			widget.GridLayoutOpts.Spacing(t.Px(spacing), t.Px(spacing)),
			widget.GridLayoutOpts.Stretch(stretch, nil),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
	)
}

// Space returns an empty widget of the given size at 100 %, for a gap or a
// region the game draws into itself (the dice tray, a map preview).
func (t *Theme) Space(w, h int) *widget.Container {
	return widget.NewContainer(widget.ContainerOpts.WidgetOpts(
		widget.WidgetOpts.MinSize(t.Px(w), t.Px(h)),
		widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true}),
	))
}

// LogArea is the scrollable combat log: an ebitenui text area laid out
// once for its theme. A text area lays itself out again each time it joins
// a widget tree, making a new scroll container with two buffers the size
// of the screen; a side panel rebuilt after every action would make a pair
// at each (16 MB at 1920x1080), left for the garbage collector while
// Ebitengine's texture atlases grow past a gigabyte. A LogArea keeps its
// scroll container, and with it its buffers and its scroll position, for
// as long as it lives.
type LogArea struct {
	*widget.TextArea
	validated bool
}

// Validate implements widget.PreferredSizeLocateableWidget: the text area
// is laid out the first time only.
func (l *LogArea) Validate() {
	if !l.validated {
		l.validated = true
		l.TextArea.Validate()
	}
}

// Render implements widget.Renderer. The scroll container draws through
// two buffers the size of screen; ebitenui would make them on the shared
// texture atlas, where an atlas page grows to fit them and keeps that room
// while any sprite is left on it. The log gives them textures of their own
// (render.NewImage), freed when the screen's size changes or the log is
// freed.
func (l *LogArea) Render(screen *ebiten.Image) {
	size := screen.Bounds().Size()
	for _, b := range scrollBuffers(l.TextArea) {
		img := b.Elem()
		old, _ := img.Interface().(*ebiten.Image)
		if old != nil && old.Bounds().Size() == size {
			continue
		}
		if old != nil {
			old.Deallocate()
		}
		img.Set(reflect.ValueOf(render.NewImage(size.X, size.Y)))
	}
	l.TextArea.Render(screen)
}

// Free lets go of the log's two buffers now, rather than when the garbage
// collector finds them: call it when a log is replaced (a new theme). The
// log stays usable: it makes new buffers if drawn again.
func (l *LogArea) Free() {
	for _, b := range scrollBuffers(l.TextArea) {
		if img, _ := b.Elem().Interface().(*ebiten.Image); img != nil {
			img.Deallocate()
			b.Elem().Set(reflect.Zero(b.Elem().Type()))
		}
	}
}

// Area returns l. A widget that embeds a LogArea (a side panel's log that
// asks for the size its panel gives it) has it too, so a walk of the
// widgets finds a log by it, whatever wraps it.
func (l *LogArea) Area() *LogArea { return l }

// scrollBuffers returns settable pointers to the two buffer images of the
// scroll container of a text area once laid out (ebitenui keeps them
// unexported: TextArea.scrollContainer.renderBuf's renderBuf.image and
// maskedBuf.image), or none when it has none.
func scrollBuffers(ta *widget.TextArea) []reflect.Value {
	field := func(v reflect.Value, name string) reflect.Value {
		if !v.IsValid() || v.Kind() != reflect.Pointer || v.IsNil() {
			return reflect.Value{}
		}
		return v.Elem().FieldByName(name)
	}
	mrb := field(field(reflect.ValueOf(ta), "scrollContainer"), "renderBuf")
	var out []reflect.Value
	for _, name := range []string{"renderBuf", "maskedBuf"} {
		img := field(field(mrb, name), "image")
		if !img.IsValid() || img.Type() != reflect.TypeFor[*ebiten.Image]() {
			return nil
		}
		out = append(out, reflect.NewAt(img.Type(), unsafe.Pointer(img.UnsafeAddr())))
	}
	return out
}

// Log builds the scrollable combat log. Keep it while the theme lasts
// (SetText changes what it says) rather than building one per panel.
func (t *Theme) Log(w, h int) *LogArea {
	face := t.Small
	return &LogArea{TextArea: widget.NewTextArea(
		widget.TextAreaOpts.ContainerOpts(widget.ContainerOpts.WidgetOpts(
			widget.WidgetOpts.MinSize(t.Px(w), t.Px(h)),
			widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true}),
		)),
		widget.TextAreaOpts.ControlWidgetSpacing(t.Px(2)),
		widget.TextAreaOpts.ProcessBBCode(true),
		widget.TextAreaOpts.FontColor(t.Ink),
		widget.TextAreaOpts.FontFace(&face),
		widget.TextAreaOpts.TextPadding(widget.Insets{Left: t.Px(6), Right: t.Px(14), Top: t.Px(4), Bottom: t.Px(4)}),
		widget.TextAreaOpts.ScrollContainerImage(t.ScrollImage),
		widget.TextAreaOpts.SliderParams(t.SliderParams),
		widget.TextAreaOpts.ShowVerticalScrollbar(),
		widget.TextAreaOpts.VerticalScrollMode(widget.ScrollEnd),
	)}
}

// Wrap breaks s into lines no wider than width pixels in face, at spaces;
// later lines of a paragraph start with indent.
func Wrap(s string, face text.Face, width float64, indent string) []string {
	measure := func(line string) float64 { w, _ := text.Measure(line, face, 0); return w }
	var out []string
	for _, para := range strings.Split(s, "\n") {
		n := len(out)
		if out = render.AppendWrapped(out, para, measure, width, indent); len(out) == n {
			out = append(out, "") // an empty paragraph keeps its line
		}
	}
	return out
}
