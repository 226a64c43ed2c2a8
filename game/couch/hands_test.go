package couch

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
)

// The standard gamepad's buttons the tests press.
const (
	padA     = ebiten.StandardGamepadButtonRightBottom
	padB     = ebiten.StandardGamepadButtonRightRight
	padX     = ebiten.StandardGamepadButtonRightLeft
	padStart = ebiten.StandardGamepadButtonCenterRight
	padUp    = ebiten.StandardGamepadButtonLeftTop
	padDown  = ebiten.StandardGamepadButtonLeftBottom
	padLeft  = ebiten.StandardGamepadButtonLeftLeft
	padRight = ebiten.StandardGamepadButtonLeftRight
)

// device is a kind of hands: the keyboard, the mouse, or a gamepad.
type device int

const (
	keyboard device = iota
	mouse
	gamepad
)

// hands is one player's device: the keyboard, the mouse, or gamepad pad.
type hands struct {
	dev device
	pad ebiten.GamepadID
}

func (h hands) String() string {
	switch h.dev {
	case keyboard:
		return "the keyboard"
	case mouse:
		return "the mouse"
	}
	return fmt.Sprintf("gamepad %d", int(h.pad))
}

// controller is the seat controller of h.
func (h hands) controller() table.Controller {
	if h.dev == gamepad {
		return table.PadController(h.pad)
	}
	return table.KeyboardMouse
}

// drawEvery is how many ticks the rig runs per frame drawn: Ebiten runs
// several Updates per frame on a slow machine, and drawing is most of a
// tick's time.
const drawEvery = 6

// rig plays the app of one ruleset through injected input only; it reads
// the screen (widgets, the table's Probe, the seating) to decide.
type rig struct {
	*gametest.Driver
	kind table.Kind
}

func newRig(t *testing.T, kind table.Kind, seed uint64) *rig {
	d := gametest.NewDriver(t, []table.Kind{kind}, seed)
	d.DrawEvery = drawEvery
	return &rig{Driver: d, kind: kind}
}

// probe returns what the table shows, and false off the table.
func (r *rig) probe() (table.Probe, bool) {
	if pr, ok := r.App.Table().(table.Prober); ok {
		return pr.Probe(), true
	}
	return table.Probe{ToAct: -1, For: -1}, false
}

// ses returns the session shown, or nil.
func (r *rig) ses() *session.Session {
	if t := r.App.Table(); t != nil {
		return t.Session()
	}
	return nil
}

// seats names who plays each side of the table shown.
func (r *rig) seats() []string {
	st, ok := r.App.Table().(interface{ Seating() *table.Seating })
	if !ok {
		return nil
	}
	var out []string
	for i := range st.Seating().Sides {
		out = append(out, st.Seating().Names(i))
	}
	return out
}

// seating returns the seating of the table shown, or nil.
func (r *rig) seating() *table.Seating {
	if st, ok := r.App.Table().(interface{ Seating() *table.Seating }); ok {
		return st.Seating()
	}
	return nil
}

// focused returns the label of the focused button, "" for none.
func (r *rig) focused() string {
	u := r.App.Scene().UI()
	if u == nil {
		return ""
	}
	if b, ok := u.GetFocusedWidget().(*widget.Button); ok && b.Text() != nil {
		return strings.TrimSpace(b.Text().Label)
	}
	return ""
}

// history returns the number of actions played.
func (r *rig) history() int {
	if s := r.ses(); s != nil {
		return s.History().Len()
	}
	return -1
}

// scene names the screen shown: title, setup, join, table or its type.
func (r *rig) scene() string {
	switch r.App.Scene().(type) {
	case *game.Title:
		return "title"
	case *game.SetupScene:
		return "setup"
	case *game.JoinScene:
		return "join"
	}
	if r.App.Table() != nil {
		return "table"
	}
	return fmt.Sprintf("%T", r.App.Scene())
}

// tap presses button b of h's gamepad, or key k, for one tick.
func (r *rig) tap(h hands, b ebiten.StandardGamepadButton, k ebiten.Key) {
	r.T.Helper()
	if h.dev == gamepad {
		r.PadButton(h.pad, b)
		return
	}
	r.Key(k)
}

// confirm presses A or Enter, or clicks the middle of the screen.
func (r *rig) confirm(h hands) {
	r.T.Helper()
	if h.dev == mouse {
		w, hh := r.App.Size()
		r.Click(w/2, hh/2)
		return
	}
	r.tap(h, padA, ebiten.KeyEnter)
}

// menuKey presses Start or M (the menu).
func (r *rig) menuKey(h hands) { r.T.Helper(); r.tap(h, padStart, ebiten.KeyM) }

// backKey presses B or Esc.
func (r *rig) backKey(h hands) { r.T.Helper(); r.tap(h, padB, ebiten.KeyEscape) }

// dir presses a direction: the D-pad or the arrow keys.
func (r *rig) dir(h hands, dx, dy int) {
	r.T.Helper()
	switch {
	case dx < 0:
		r.tap(h, padLeft, ebiten.KeyArrowLeft)
	case dx > 0:
		r.tap(h, padRight, ebiten.KeyArrowRight)
	case dy < 0:
		r.tap(h, padUp, ebiten.KeyArrowUp)
	default:
		r.tap(h, padDown, ebiten.KeyArrowDown)
	}
}

// press presses the button labelled prefix on the screen shown (its
// window first): the mouse clicks it; the keyboard and a pad move the
// focus to it (Q or X first to reach a table's panel) and confirm.
func (r *rig) press(h hands, prefix string) {
	r.T.Helper()
	r.Settle()
	if h.dev == mouse {
		r.Until(fmt.Sprintf("a button %q (buttons %v)", prefix, r.buttons()), 5, func() bool { return r.CurrentButton(prefix) != nil })
		r.ClickButton(prefix)
		return
	}
	for range 60 {
		if f := r.focused(); strings.HasPrefix(f, prefix) {
			r.confirm(h)
			return
		}
		if r.focused() == "" && r.App.Table() != nil && r.Window() == nil {
			r.tap(h, padX, ebiten.KeyQ)
			continue
		}
		r.dir(h, 0, 1)
	}
	r.T.Fatalf("tick %d: %s could not bring the focus to %q on %s (focused: %q)", r.Ticks, h, prefix, r.scene(), r.focused())
}

// aim moves the table's cursor to the probe's aim and confirms there; the
// mouse clicks the aim.
func (r *rig) aim(h hands) {
	r.T.Helper()
	if h.dev == mouse {
		var sq image.Rectangle
		r.Until("the table's aim for the mouse", 10, func() bool {
			p, _ := r.probe()
			var ok bool
			sq, ok = p.Squares["aim"]
			return ok
		})
		r.ClickRect(sq)
		return
	}
	if r.focused() != "" {
		r.backKey(h) // out of the panel: the D-pad moves the cursor again
	}
	for range 200 {
		p, _ := r.probe()
		if p.Aim == "" {
			r.T.Fatalf("tick %d: the table shows no aim", r.Ticks)
		}
		if p.Cursor == p.Aim {
			r.confirm(h)
			return
		}
		var cx, cy, ax, ay int64
		fmt.Sscanf(p.Cursor, "%d,%d", &cx, &cy)
		fmt.Sscanf(p.Aim, "%d,%d", &ax, &ay)
		switch {
		case ax != cx:
			r.dir(h, sign(ax-cx), 0)
		default:
			r.dir(h, 0, sign(ay-cy))
		}
	}
	r.T.Fatalf("tick %d: %s could not bring the cursor to the aim", r.Ticks, h)
}

func sign(v int64) int {
	if v < 0 {
		return -1
	}
	return 1
}

// waitScene runs ticks until the screen named want shows.
func (r *rig) waitScene(want string, limit int) {
	r.T.Helper()
	r.Until("the "+want+" screen (on "+r.scene()+")", limit, func() bool { return r.scene() == want })
	r.Settle()
	r.Tick()
}
