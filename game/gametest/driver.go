// Package gametest plays the app through injected input, for the tests of
// the app and of every ruleset's table: a Driver moves a scripted mouse,
// presses scripted keys and gamepad buttons, and runs the app a tick at a
// time; helpers find buttons and read the screen's pixels. A ruleset's
// table tests describe their table once, as a Rig (its kind, its name, its
// computer player), and share the rest: opening a game at the table, the
// computer playing to a position, the review, random input (Monkey), a
// whole game by the devices in turn (Playthrough), the end window and the
// replay, the quick way's checks. A test package that draws runs inside
// the game loop (internal/gameloop).
package gametest

import (
	"image"
	"strings"
	"testing"
	"time"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/internal/testclock"
)

// Pad0 is the first gamepad.
const Pad0 ebiten.GamepadID = 0

// Driver plays the app through the input layer only: it moves a scripted
// mouse, presses scripted keys and gamepad buttons, and runs the app a
// tick at a time. A test reads what is on screen (widgets, the position)
// to decide, as a player would, but never calls the rules to change
// anything.
type Driver struct {
	T      *testing.T
	Src    *input.Script
	App    *game.App
	Screen *ebiten.Image
	Ticks  int
	// DrawEvery, when above 1, draws only every DrawEvery-th tick (and
	// before a click, so that the widgets are laid out where they are
	// clicked), as Ebiten runs several Updates per frame on a slow machine:
	// a long game played through input saves most of its drawing.
	DrawEvery int
}

// NewDriver returns a driver of an app with the tables of kinds on a
// 1280x800 screen, with no animations, no pause between the computer's
// actions, no sound, default settings, its files in a temporary folder,
// and seeds for its new games.
func NewDriver(t *testing.T, kinds []table.Kind, seeds ...uint64) *Driver {
	return NewDriverSized(t, kinds, image.Pt(1280, 800), seeds...)
}

// NewDriverSized is NewDriver on a screen of the given size.
func NewDriverSized(t *testing.T, kinds []table.Kind, size image.Point, seeds ...uint64) *Driver {
	src := input.NewScript()
	o := Options(kinds, src, size, t.TempDir())
	o.Seeds = seeds
	a := game.NewApp(o)
	a.Settings.AnimSpeed = 0
	a.Settings.ComputerPace = 0
	return &Driver{T: t, Src: src, App: a, Screen: ebiten.NewImage(size.X, size.Y)}
}

// Tick runs one Update and Draw.
func (d *Driver) Tick() {
	d.T.Helper()
	d.Ticks++
	if err := d.App.Update(); err != nil {
		d.T.Fatalf("tick %d: %v", d.Ticks, err)
	}
	if d.DrawEvery <= 1 || d.Ticks%d.DrawEvery == 0 {
		d.App.Draw(d.Screen)
	}
}

// TicksN runs n ticks.
func (d *Driver) TicksN(n int) {
	d.T.Helper()
	for range n {
		d.Tick()
	}
}

// Key taps a key.
func (d *Driver) Key(k ebiten.Key) {
	d.T.Helper()
	d.Src.Press(k)
	d.Tick()
	d.Src.Release(k)
	d.Tick()
}

// Button taps a button of the first gamepad.
func (d *Driver) Button(b ebiten.StandardGamepadButton) { d.PadButton(Pad0, b) }

// PadButton taps a button of gamepad id.
func (d *Driver) PadButton(id ebiten.GamepadID, b ebiten.StandardGamepadButton) {
	d.T.Helper()
	d.Src.PadDown(id, b)
	d.Tick()
	d.Src.PadUp(id, b)
	d.Tick()
}

// Click moves the mouse to (x, y) and clicks.
func (d *Driver) Click(x, y int) {
	d.T.Helper()
	if d.DrawEvery > 1 {
		d.App.Draw(d.Screen) // the widgets are laid out where they are drawn
	}
	d.Src.MoveMouse(x, y)
	d.Tick()
	d.Src.MouseDown(ebiten.MouseButtonLeft)
	d.Tick()
	d.Src.MouseUp(ebiten.MouseButtonLeft)
	d.Tick()
}

// ClickRect clicks the middle of r.
func (d *Driver) ClickRect(r image.Rectangle) {
	d.T.Helper()
	d.Click((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
}

// Settle runs ticks until the scene has built its widgets.
func (d *Driver) Settle() {
	d.T.Helper()
	for i := 0; i < 3 && d.App.Scene().UI() == nil; i++ {
		d.Tick()
	}
}

// Window returns the modal window of the table shown, or nil.
func (d *Driver) Window() *widget.Window {
	if m, ok := d.App.Table().(interface{ Modal() *table.Modal }); ok {
		return m.Modal().Window()
	}
	return nil
}

// CurrentButton returns the button labelled prefix on the current scene,
// its window first.
func (d *Driver) CurrentButton(prefix string) *widget.Button {
	var wins []*widget.Window
	if w := d.Window(); w != nil {
		wins = append(wins, w)
	}
	return FindButton(d.App.Scene().UI(), wins, prefix)
}

// ClickButton clicks the middle of the button labelled prefix on the
// current scene.
func (d *Driver) ClickButton(prefix string) {
	d.T.Helper()
	d.Settle()
	if d.DrawEvery > 1 {
		d.App.Draw(d.Screen) // the widgets are laid out where they are drawn
	}
	btn := d.CurrentButton(prefix)
	if btn == nil {
		d.T.Fatalf("tick %d: no button %q on %T", d.Ticks, prefix, d.App.Scene())
	}
	d.ClickRect(btn.GetWidget().Rect)
}

// Until runs ticks until cond holds, failing after limit ticks.
func (d *Driver) Until(what string, limit int, cond func() bool) {
	d.T.Helper()
	for range limit {
		if cond() {
			return
		}
		d.Tick()
	}
	d.T.Fatalf("tick %d: %s did not happen within %d ticks", d.Ticks, what, limit)
}

// UntilWithin ticks until cond holds, for up to limit of the clock
// (stretched by testclock.Limit on a loaded machine): for what waits on a
// goroutine (the computer thinking on its worker), whose speed in ticks
// depends on the machine's load.
func (d *Driver) UntilWithin(what string, limit time.Duration, cond func() bool) {
	d.T.Helper()
	limit = testclock.Limit(limit)
	end := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(end) {
			d.T.Fatalf("tick %d: %s did not happen within %v", d.Ticks, what, limit)
		}
		d.Tick()
	}
}

// FindButton returns the first button whose label starts with prefix, in
// the windows given (they are on top), then in u.
func FindButton(u *ebitenui.UI, extra []*widget.Window, prefix string) *widget.Button {
	var found *widget.Button
	var walk func(c widget.PreferredSizeLocateableWidget)
	walk = func(w widget.PreferredSizeLocateableWidget) {
		if found != nil {
			return
		}
		if b, ok := w.(*widget.Button); ok && b.Text() != nil && strings.HasPrefix(b.Text().Label, prefix) {
			found = b
			return
		}
		if c, ok := w.(*widget.Container); ok {
			for _, ch := range c.Children() {
				walk(ch)
			}
		}
	}
	for _, win := range extra { // windows first: they are on top
		if win == nil {
			continue
		}
		if c, ok := win.GetContainer().(*widget.Container); ok {
			walk(c)
		}
	}
	if u != nil {
		if c, ok := u.Container.(*widget.Container); ok && found == nil {
			walk(c)
		}
	}
	return found
}
