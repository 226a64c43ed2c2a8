package game

import (
	"image"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
)

// widgetLayer keeps the last drawing of a table's widgets (its side panel,
// and a window over the table). The widgets change only when rebuilt, when
// input reaches them, or while the mouse is over them (hover, tooltips);
// the rest of the time, for instance while the mouse moves over the board,
// the last drawing is reused and the widgets rest: ebitenui's drawing is the
// costliest part of a frame on a software renderer, and its update walks
// every widget.
type widgetLayer struct {
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

// settleFrames is how many frames the widgets are drawn after a change:
// ebitenui settles over a few (its events are deferred to the next Update,
// e.g. the log scrolling to its end, a tooltip hiding).
const settleFrames = 4

// busy reports whether the widgets still need drawing.
func (l *widgetLayer) busy() bool { return l.stale || l.settle > 0 }

// resting reports whether the widgets' Update can be skipped this tick:
// nothing reaches them now, at the last Update or in the last frame drawn,
// and they have settled. (Their Update would only see the mouse move over
// the board.) Ebiten may run several Updates between two frames, as in a
// slow browser, so the last Update counts as well as the last frame:
// ebitenui fires a click in the Update after the one that made it.
func (l *widgetLayer) resting(live bool) bool {
	r := !live && !l.polled && !l.live && !l.busy()
	l.polled = live
	return r
}

// navigate moves the focus or presses the focused button for the
// keyboard's or a gamepad's intents (App.navigate); when it did, the
// widgets changed and are updated and drawn until they settle.
func (l *widgetLayer) navigate(a *App, u *ebitenui.UI) bool {
	used := a.navigate(u)
	if used {
		l.stale = true
	}
	return used
}

// widgetsLive reports whether input may reach a table's widgets this tick:
// a window is open, an intent or a button came, or the mouse is over them.
func widgetsLive(in *input.Layer, window bool, over func(x, y int) bool) bool {
	x, y := in.Cursor()
	return window || len(in.Events()) > 0 || in.MouseDown(ebiten.MouseButtonLeft) || in.MouseDown(ebiten.MouseButtonRight) ||
		in.Clicked() || in.RightClicked() || in.Wheel() != 0 || over(x, y)
}

// draw draws u onto screen: drawn again when they changed or live says
// input reaches them, else the last drawing. panel is the side panel: when
// nothing reaches the widgets, they are drawn inside it only, and only that
// part of the last drawing is blended.
func (l *widgetLayer) draw(screen *ebiten.Image, u *ebitenui.UI, live bool, panel *widget.Container) {
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	if l.img == nil || l.img.Bounds().Dx() != w || l.img.Bounds().Dy() != h {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img, l.sub = ebiten.NewImage(w, h), nil
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
		if r := panelRect(panel); r != l.panel {
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

// panelRect returns where c was laid out, or nothing.
func panelRect(c *widget.Container) image.Rectangle {
	if c == nil {
		return image.Rectangle{}
	}
	return c.GetWidget().Rect
}
