package table

import (
	"image"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/render"
)

// WidgetLayer keeps the last drawing of a table's widgets (its side panel,
// and a window over the table). The widgets change only when rebuilt, when
// input reaches them, or while the mouse is over them (hover, tooltips);
// the rest of the time, for instance while the mouse moves over the board,
// the last drawing is reused and the widgets rest: ebitenui's drawing is the
// costliest part of a frame on a software renderer, and its update walks
// every widget.
type WidgetLayer struct {
	img    *ebiten.Image
	stale  bool            // the widgets changed since img was drawn
	settle int             // frames the widgets are still drawn after a change
	live   bool            // input reached them last frame
	polled bool            // input reached them at the last Update
	whole  bool            // img was last drawn live: it may hold more than the panel
	panel  image.Rectangle // the panel's rectangle when img was last drawn
	sub    *ebiten.Image   // img's part under panel
	op     ebiten.DrawImageOptions
	draws  int // times the widgets were drawn, for the frame benchmark
}

// MarkStale says the widgets changed (rebuilt, uncovered): they are drawn
// again and updated until they settle.
func (l *WidgetLayer) MarkStale() { l.stale = true }

// Draws returns how many times the widgets were drawn, for the frame
// benchmark.
func (l *WidgetLayer) Draws() int { return l.draws }

// settleFrames is how many frames the widgets are drawn after a change:
// ebitenui settles over a few (its events are deferred to the next Update,
// e.g. the log scrolling to its end, a tooltip hiding).
const settleFrames = 4

// Busy reports whether the widgets still need drawing.
func (l *WidgetLayer) Busy() bool { return l.stale || l.settle > 0 }

// Resting reports whether the widgets' Update can be skipped this tick:
// nothing reaches them now, at the last Update or in the last frame drawn,
// and they have settled. (Their Update would only see the mouse move over
// the board.) Ebiten may run several Updates between two frames, as in a
// slow browser, so the last Update counts as well as the last frame:
// ebitenui fires a click in the Update after the one that made it.
func (l *WidgetLayer) Resting(live bool) bool {
	r := !live && !l.polled && !l.live && !l.Busy()
	l.polled = live
	return r
}

// Navigate moves the focus or presses the focused button for the
// keyboard's or a gamepad's intents (Navigate); when it did, the widgets
// changed and are updated and drawn until they settle.
func (l *WidgetLayer) Navigate(in *input.Layer, u *ebitenui.UI) bool {
	used := Navigate(in, u)
	if used {
		l.stale = true
	}
	return used
}

// WidgetsLive reports whether input may reach a table's widgets this tick:
// a window is open, an intent or a button came, or the mouse is over them.
func WidgetsLive(in *input.Layer, window bool, over func(x, y int) bool) bool {
	x, y := in.Cursor()
	return window || len(in.Events()) > 0 || in.MouseDown(ebiten.MouseButtonLeft) || in.MouseDown(ebiten.MouseButtonRight) ||
		in.Clicked() || in.RightClicked() || in.Wheel() != 0 || over(x, y)
}

// Draw draws u onto screen: drawn again when they changed or live says
// input reaches them, else the last drawing. panel is the side panel: when
// nothing reaches the widgets, they are drawn inside it only, and only that
// part of the last drawing is blended.
func (l *WidgetLayer) Draw(screen *ebiten.Image, u *ebitenui.UI, live bool, panel *widget.Container) {
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	if l.img == nil || l.img.Bounds().Dx() != w || l.img.Bounds().Dy() != h {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img, l.sub = render.NewImage(w, h), nil
		l.stale = true
	}
	if l.stale || l.live && !live {
		// a change, or input just left the widgets: their hovers and
		// tooltips go in the next frames
		l.stale, l.settle = false, settleFrames
	}
	l.live = live
	if l.settle > 0 || live {
		l.img.Clear()
		u.Draw(l.img)
		l.settle = max(0, l.settle-1)
		l.draws++
		l.whole = live
		if r := WidgetRect(panel); r != l.panel {
			l.panel, l.sub = r, nil
		}
	}
	l.op.GeoM.Reset()
	if !l.whole && !l.panel.Empty() && l.panel.In(l.img.Bounds()) {
		// Only the panel was drawn: blend that part, not the whole screen
		// (on a software renderer each full-screen pass costs milliseconds).
		if l.sub == nil {
			l.sub = l.img.SubImage(l.panel).(*ebiten.Image)
		}
		l.op.GeoM.Translate(float64(l.panel.Min.X), float64(l.panel.Min.Y))
		screen.DrawImage(l.sub, &l.op)
		return
	}
	screen.DrawImage(l.img, &l.op)
}

// Navigate moves the widget focus of u with the directional intents and
// clicks the focused button on Confirm. It reports whether it used an
// intent.
func Navigate(in *input.Layer, u *ebitenui.UI) bool {
	used := false
	for _, ev := range in.Events() {
		switch ev.Intent {
		case input.Up, input.Left, input.FocusPrev:
			u.ChangeFocus(widget.FOCUS_PREVIOUS)
			used = true
		case input.Down, input.Right, input.FocusNext:
			u.ChangeFocus(widget.FOCUS_NEXT)
			used = true
		case input.Confirm:
			if b, ok := u.GetFocusedWidget().(*widget.Button); ok && !b.GetWidget().Disabled {
				b.Click()
				used = true
			} else if u.GetFocusedWidget() == nil {
				u.ChangeFocus(widget.FOCUS_NEXT)
				used = true
			}
		}
	}
	return used
}
