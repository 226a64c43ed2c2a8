package tablesuite

import (
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
)

// stallTicks is how many ticks in a row the table may stay busy without
// an action played before settle fails. While it waits on the computer's
// goroutine a tick sleeps a millisecond, so the limit is in ticks (the
// count a test can rely on), and a slow or loaded machine only makes each
// of them longer.
const stallTicks = 3000

// nudgeTicks is how many ticks a busy table may wait before settle moves
// it on with the quickest answer.
const nudgeTicks = 30

// rig plays one kind's table through injected input only: the mouse
// clicks the table's quickest answers (table.Quickest) or a random listed
// choice, the keyboard undoes, redoes and dismisses the hand-over cover.
// Every tick runs after, when set: the checks of what was drawn.
type rig struct {
	*gametest.Driver
	kind  table.Kind
	quick *table.Quick
	after func()
}

// newRig returns a rig of an app with k's table alone, new games with
// free undo, and seed for its games.
func newRig(t *testing.T, k table.Kind) *rig {
	d := gametest.NewDriver(t, []table.Kind{k}, seed)
	d.App.Settings.Undo = rules.UndoFree.String()
	q := table.NewQuick(k)
	if err := q.Missing(); err != nil {
		t.Fatal(err)
	}
	return &rig{Driver: d, kind: k, quick: q}
}

// start opens a new game of the kind's first scenario, seats(n) sitting at
// its n seats, and returns its table.
func (r *rig) start(seats func(n int) []session.Sitter) table.Table {
	r.T.Helper()
	setup := gametest.ScenarioSetup(r.T, r.kind, table.FirstScenarioName(r.kind.Rules()), seed, nil)
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		r.T.Fatal(err)
	}
	tb := gametest.StartTable[table.Table](r.T, r.App, setup, seats(len(st.Seats())), nil, "a table")
	if tb.Session() == nil {
		r.T.Fatalf("%T has no session", tb)
	}
	if tb.Session().History().Policy() != rules.UndoFree {
		r.T.Fatalf("the game's undo is %s, want free", tb.Session().History().Policy())
	}
	r.Settle()
	return tb
}

// againstComputer seats a human at seat 0 and the computer at the others.
func againstComputer(n int) []session.Sitter {
	s := gametest.Humans(n)
	for i := 1; i < n; i++ {
		s[i] = session.Computer
	}
	return s
}

// table returns the table shown; it fails off the table.
func (r *rig) table() table.Table {
	r.T.Helper()
	tb := r.App.Table()
	if tb == nil || tb.Session() == nil {
		r.T.Fatalf("tick %d: the table closed (%T shown)", r.Ticks, r.App.Scene())
	}
	return tb
}

// ses returns the game played at the table shown.
func (r *rig) ses() *session.Session { r.T.Helper(); return r.table().Session() }

// probe returns what the table shows; it fails when the table is no
// table.Prober.
func (r *rig) probe() table.Probe {
	r.T.Helper()
	pr, ok := r.table().(table.Prober)
	if !ok {
		r.T.Fatalf("%T is no table.Prober: the suite cannot read its choices", r.table())
	}
	return pr.Probe()
}

// tick runs one tick (an Update and, as r.DrawEvery says, a Draw), then
// r.after.
func (r *rig) tick() {
	r.T.Helper()
	r.Tick()
	if r.after != nil {
		r.after()
	}
}

// keys holds keys down for a tick and lets them go for one: Ctrl+Z is
// keys(ebiten.KeyControlLeft, ebiten.KeyZ).
func (r *rig) keys(keys ...ebiten.Key) {
	r.T.Helper()
	for _, k := range keys {
		r.Src.Press(k)
	}
	r.tick()
	for _, k := range keys {
		r.Src.Release(k)
	}
	r.tick()
}

// click moves the mouse to the middle of rect and clicks, the widgets
// laid out where they were last drawn.
func (r *rig) click(rect image.Rectangle) {
	r.T.Helper()
	if r.DrawEvery > 1 {
		r.App.Draw(r.Screen)
	}
	r.Src.MoveMouse((rect.Min.X+rect.Max.X)/2, (rect.Min.Y+rect.Max.Y)/2)
	r.tick()
	r.Src.MouseDown(ebiten.MouseButtonLeft)
	r.tick()
	r.Src.MouseUp(ebiten.MouseButtonLeft)
	r.tick()
}

// clickButton clicks the button labelled label (its first 16 letters: a
// long label is clipped on its button) and reports whether it did; when
// none shows within a few ticks it fails the test if strict. When the
// hand-over cover comes up meanwhile it clicks nothing: the caller looks
// again.
func (r *rig) clickButton(label string, strict bool) bool {
	r.T.Helper()
	prefix := label[:min(len(label), 16)]
	for range 5 {
		if r.DrawEvery > 1 {
			r.App.Draw(r.Screen)
		}
		if r.probe().Covered {
			return false
		}
		if b := r.CurrentButton(prefix); b != nil {
			r.click(b.GetWidget().Rect)
			return true
		}
		r.tick()
	}
	if strict {
		p := r.probe()
		r.T.Fatalf("tick %d: no button %q on %T (covered %v, window %v; buttons %q)", r.Ticks, prefix, r.table(), p.Covered, p.Window != nil, r.buttons())
	}
	return false
}

// buttons returns the labels of the buttons shown, the window's first, for
// failures.
func (r *rig) buttons() []string {
	var out []string
	var walk func(w widget.PreferredSizeLocateableWidget)
	walk = func(w widget.PreferredSizeLocateableWidget) {
		if b, ok := w.(*widget.Button); ok && b.Text() != nil {
			out = append(out, strings.TrimSpace(b.Text().Label))
		}
		if c, ok := w.(*widget.Container); ok {
			for _, ch := range c.Children() {
				walk(ch)
			}
		}
	}
	if win := r.Window(); win != nil {
		walk(win.GetContainer())
	}
	if u := r.App.Scene().UI(); u != nil {
		walk(u.Container)
	}
	return out
}

// settle ticks while the table is busy (the computer thinking or playing,
// a roll or a move shown) and the hand-over cover is down: the cover waits
// for the player, who takes it down (randomGame). A table that stays busy until the player moves
// on (Battle-Axe shows the enemies' turns one by one, and the computer
// waits for them) is moved on with its quickest answer after nudgeTicks
// (the quickest answer there is a step of the table, not an action: were
// it an action, the tests' comparisons would say so). It fails when the
// table stays busy for stallTicks ticks in a row without an action played.
func (r *rig) settle() {
	r.T.Helper()
	stall, at := 0, r.ses().Position()
	for r.table().Busy() && !r.probe().Covered {
		r.tick()
		if p := r.ses().Position(); p != at {
			stall, at = 0, p
			continue
		}
		if stall++; stall > stallTicks {
			r.T.Fatalf("tick %d: the table stayed busy %d ticks without playing an action (%d played; probe %+v)", r.Ticks, stallTicks, at, r.probe())
		}
		if stall%nudgeTicks == 0 && r.Window() == nil {
			if option, _, err := r.quick.Choice(r.probe()); err == nil && option != "" {
				r.clickButton(option, false)
			}
		}
		if stall > 20 {
			time.Sleep(time.Millisecond) // the computer thinks on its goroutine
		}
	}
}

// answer plays the quickest answer to the decision the table shows
// (table.Quickest): a listed choice clicked, or the cursor's aim clicked.
// The table must show a human's decision, uncovered, with no window; when
// the cover comes up or a window opens meanwhile, it plays nothing. When
// the table offers no quick answer, or not the button it names, it fails
// the test if strict, and else reports false.
func (r *rig) answer(strict bool) bool {
	r.T.Helper()
	p := r.probe()
	option, aim, err := r.quick.Choice(p)
	for i := 0; i < 5 && err == nil && option == "" && !aim; i++ { // the list is built a frame after the position changes
		r.tick()
		p = r.probe()
		option, aim, err = r.quick.Choice(p)
	}
	ok := true
	switch {
	case p.Covered || p.Window != nil:
		return true // the cover came up or a window opened meanwhile: the caller looks again
	case err != nil:
		r.T.Fatal(err)
	case aim:
		ok = r.clickAim(strict)
	case option == "":
		if strict {
			r.T.Fatalf("tick %d: no quick answer in phase %q among %v", r.Ticks, p.Phase, p.Choices)
		}
		ok = false
	default:
		ok = r.clickButton(option, strict)
	}
	r.tick()
	return ok
}

// clickAim clicks where the table's cursor would act (the probe's "aim"
// square) and reports whether it did; a table that shows no aim fails the
// test if strict.
func (r *rig) clickAim(strict bool) bool {
	r.T.Helper()
	for range 10 {
		if sq, ok := r.probe().Squares["aim"]; ok {
			r.click(sq)
			return true
		}
		r.tick()
	}
	if strict {
		r.T.Fatalf("tick %d: the table shows no aim for the mouse", r.Ticks)
	}
	return false
}

// trail is the game's applied actions in notation, each with the state's
// hash after it: two games with equal trails played the same actions to
// the same positions.
func trail(ses *session.Session) []string {
	h := ses.History()
	out := make([]string, h.Len())
	for i, a := range h.Actions() {
		out[i] = fmt.Sprintf("%s #%016x", a, h.At(i+1).Hash())
	}
	return out
}

// trailDiff says where got first differs from want, "" when they are the
// same.
func trailDiff(got, want []string) string {
	for i := range max(len(got), len(want)) {
		g, w := "(none)", "(none)"
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			return fmt.Sprintf("%d actions, want %d; action %d is %s, want %s", len(got), len(want), i+1, g, w)
		}
	}
	return ""
}
