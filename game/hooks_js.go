//go:build js

package game

// This file is window.skirmish, the hooks the browser tests call: the
// state of the app as JSON (the scene, the game shown, where its buttons
// are on the page), verifyReplay, which replays the determinism corpus
// inside the WebAssembly build, and skipAhead, which plays the middle of a
// long couch game for the couch test (web/test/couch.mjs).

import (
	"encoding/json"
	"fmt"
	"image"
	"math"
	"slices"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
	"skirmish/rules/determinism"
)

// installHooks makes the browser keep the settings in the Store (loaded
// now, saved by runPlatformCalls whenever they change), shows what the
// page's address held that could not be used, and exposes
// window.skirmish = {state(), verifyReplay(), ready, readyAt} for the
// browser tests: state() returns hookState as JSON; verifyReplay(path,
// text) verifies a replay of the determinism corpus and returns its line
// (rules/determinism.Line); skipAhead({keep, prefer, until}) plays the
// middle of a couch game (see skipAhead; its outcome shows in
// state().skip);
// ready turns true, and readyAt gets performance.now(), once the first
// frame has been drawn.
func installHooks(a *App) {
	if a.settings == "" && !a.opts.NoSettings {
		useStoredSettings(a)
	}
	for _, n := range platform.notes {
		a.Toast(n)
	}
	platform.notes = nil
	if platform.hooked {
		return
	}
	platform.hooked = true
	hook := js.Global().Get("Object").New()
	hook.Set("ready", false)
	hook.Set("state", js.FuncOf(func(js.Value, []js.Value) any {
		b, err := json.Marshal(stateOf(a))
		if err != nil {
			return `{"error":` + strconv.Quote(err.Error()) + `}`
		}
		return string(b)
	}))
	hook.Set("verifyReplay", js.FuncOf(func(_ js.Value, args []js.Value) any {
		// The determinism corpus, checked by the browser build: the same
		// line rules/determinism writes natively, or "error: ...".
		if len(args) != 2 {
			return "error: verifyReplay(path, text)"
		}
		_, line, err := determinism.Check(a.cat, args[0].String(), []byte(args[1].String()))
		if err != nil {
			return "error: " + err.Error()
		}
		return line.String()
	}))
	hook.Set("skipAhead", js.FuncOf(func(_ js.Value, args []js.Value) any {
		// Queued for the game loop: state().skip says how it went.
		if len(args) != 1 || args[0].Type() != js.TypeObject {
			return "error: skipAhead({keep, prefer, until})"
		}
		var o skipOptions
		if v := args[0].Get("keep"); v.Type() == js.TypeNumber {
			o.keep = v.Int()
		}
		if v := args[0].Get("prefer"); v.Type() == js.TypeObject {
			for i := range v.Length() {
				o.prefer = append(o.prefer, v.Index(i).String())
			}
		}
		if v := args[0].Get("until"); v.Type() == js.TypeString {
			o.until = v.String()
		}
		platform.skip = nil
		post(func(a *App) {
			played, left, err := skipAhead(a, o)
			platform.skip = &hookSkip{Played: played, Left: left}
			if err != nil {
				platform.skip.Error = err.Error()
			}
		})
		return "queued"
	}))
	js.Global().Set("skirmish", hook)
	post(func(*App) {
		// The first Update runs now and the first Draw follows it: the
		// next animation frame comes after that frame.
		var f js.Func
		f = js.FuncOf(func(js.Value, []js.Value) any {
			hook.Set("readyAt", js.Global().Get("performance").Call("now"))
			hook.Set("ready", true)
			f.Release()
			return nil
		})
		js.Global().Call("requestAnimationFrame", f)
	})
}

// hookState is what window.skirmish.state() reports: the scene, the game
// shown (its setup, the actions in notation and the position's hash), and
// where things are on the page, in CSS pixels, so that a test can click
// them: the board's squares by name ("a1") and the buttons by label.
type hookState struct {
	Scene      string            `json:"scene"`
	Rulesets   []string          `json:"rulesets"` // the ids of the rulesets the app plays, in menu order
	Ruleset    string            `json:"ruleset,omitempty"`
	Scenario   string            `json:"scenario,omitempty"`
	Seed       uint64            `json:"seed"`
	Actions    []string          `json:"actions"`
	Hash       string            `json:"hash,omitempty"`
	Phase      string            `json:"phase,omitempty"`
	ToAct      int               `json:"toAct"`
	HumanToAct bool              `json:"humanToAct"`
	Sitters    []string          `json:"sitters,omitempty"`
	Seats      []string          `json:"seats,omitempty"` // who plays each side: "anyone", "Gamepad 1", ...
	Busy       bool              `json:"busy"`
	Window     bool              `json:"window"`
	Choices    []hookChoice      `json:"choices,omitempty"`
	Selected   string            `json:"selected,omitempty"` // the selected model's id
	Cursor     string            `json:"cursor,omitempty"`   // the board cursor of keyboard and gamepad
	Aim        string            `json:"aim,omitempty"`      // where the cursor's Confirm would act (a deployment spot)
	Paused     bool              `json:"paused"`             // paused: a side's only controller is unplugged
	Covered    bool              `json:"covered"`            // the hand-over screen ("Pass to ...") hides the table
	CoveredFor int               `json:"coveredFor"`         // Covered: the side the screen is handed to, else -1
	Models     []hookModel       `json:"models,omitempty"`
	Squares    map[string][4]int `json:"squares,omitempty"`
	Buttons    map[string][4]int `json:"buttons"`
	Disabled   []string          `json:"disabled"`
	Focused    string            `json:"focused,omitempty"`
	Toast      string            `json:"toast,omitempty"`
	Device     string            `json:"device"`
	Pads       []int             `json:"pads"`
	PadEvents  map[string]int    `json:"padEvents"`
	LastPad    int               `json:"lastPad"`
	Scale      float64           `json:"scale"` // device pixels per CSS pixel
	Size       [2]int            `json:"size"`  // the screen in CSS pixels
	Tick       uint64            `json:"tick"`
	Settings   Settings          `json:"settings"`
	Resting    bool              `json:"resting"`        // nothing happened for a while: the app neither updates its scene nor draws
	Skip       *hookSkip         `json:"skip,omitempty"` // what the last skipAhead did, once it ran
}

// hookSkip is what skipAhead did: the actions it played, those it left
// to the players, or why it played none.
type hookSkip struct {
	Played int    `json:"played"`
	Left   int    `json:"left"`
	Error  string `json:"error,omitempty"`
}

// hookChoice is one entry of the action bar: key N+1 chooses entry N.
type hookChoice struct {
	Label   string `json:"label"`
	Enabled bool   `json:"enabled"`
}

// hookModel is one model on the board.
type hookModel struct {
	ID   string `json:"id"`
	Side int    `json:"side"`
	At   string `json:"at"`
	Dead bool   `json:"dead"`
}

// stateOf describes the app for the hook.
func stateOf(a *App) hookState {
	scale := ebiten.Monitor().DeviceScaleFactor()
	if scale <= 0 {
		scale = 1
	}
	css := func(r image.Rectangle) [4]int {
		f := func(v int) int { return int(math.Round(float64(v) / scale)) }
		return [4]int{f(r.Min.X), f(r.Min.Y), f(r.Dx()), f(r.Dy())}
	}
	w, h := a.Size()
	s := hookState{
		Scene:     sceneName(a.scene),
		Actions:   []string{},
		Buttons:   map[string][4]int{},
		Disabled:  []string{},
		Pads:      []int{},
		Device:    a.In().LastDevice().String(),
		PadEvents: map[string]int{},
		LastPad:   platform.lastPad,
		Scale:     scale,
		Size:      [2]int{int(math.Round(float64(w) / scale)), int(math.Round(float64(h) / scale))},
		Tick:      a.tick,
		Settings:  a.Settings,
		ToAct:     -1,
		Rulesets:  []string{},
		Resting:   a.Resting(),
		Skip:      platform.skip,
	}
	if a.toastFor > 0 {
		s.Toast = a.toast
	}
	for _, k := range a.kinds {
		s.Rulesets = append(s.Rulesets, k.Rules().ID())
	}
	for _, id := range a.In().Pads() {
		s.Pads = append(s.Pads, int(id))
	}
	for id, n := range platform.padEvents {
		s.PadEvents[strconv.Itoa(id)] = n
	}
	var wins []*widget.Window
	if ts, ok := a.scene.(*tableScene); ok {
		var p table.Probe
		pr, probed := ts.t.(table.Prober)
		if probed {
			p = pr.Probe()
		}
		s.Phase, s.ToAct, s.Cursor, s.Selected = p.Phase, p.ToAct, p.Cursor, p.Selected
		s.Aim, s.Paused, s.Covered, s.CoveredFor = p.Aim, p.Paused, p.Covered, -1
		if p.Covered {
			s.CoveredFor = p.For
		}
		s.Busy, s.Window = ts.t.Busy(), p.Window != nil
		wins = append(wins, p.Window)
		for _, c := range p.Choices {
			s.Choices = append(s.Choices, hookChoice{c.Label, c.Enabled})
		}
		for _, m := range p.Pieces {
			s.Models = append(s.Models, hookModel{ID: m.ID, Side: m.Side, At: m.At, Dead: m.Dead})
		}
		if p.Squares != nil {
			s.Squares = make(map[string][4]int, len(p.Squares))
			for name, r := range p.Squares {
				s.Squares[name] = css(r)
			}
		}
		if ses := ts.t.Session(); ses != nil && !ts.review {
			s.Ruleset, s.Scenario, s.Seed = ses.Setup.Ruleset.ID(), ses.Setup.Scenario.Name, ses.Setup.Seed
			for _, act := range ses.History().Actions() {
				s.Actions = append(s.Actions, act.String())
			}
			s.Hash = rules.FormatHash(ses.State().Hash())
			s.HumanToAct = ses.HumanToAct()
			seats, _ := ts.t.(interface{ Seating() *table.Seating })
			for i, who := range ses.Sitters() {
				s.Sitters = append(s.Sitters, who.String())
				if seats != nil {
					s.Seats = append(s.Seats, seats.Seating().Names(i))
				}
			}
		} else if rec := ts.recording; rec != nil {
			at := max(0, min(p.At, rec.Len()))
			if !probed {
				at = rec.Len()
			}
			s.Ruleset, s.Scenario, s.Seed = rec.Setup.Ruleset.ID(), rec.Setup.Scenario.Name, rec.Setup.Seed
			for _, act := range rec.Actions[:at] {
				s.Actions = append(s.Actions, act.String())
			}
			s.Hash = rules.FormatHash(rec.States[at].Hash())
		}
	}
	if u := a.scene.UI(); u != nil {
		for _, win := range wins {
			if win != nil {
				hookButtons(win.GetContainer(), &s, css)
			}
		}
		hookButtons(u.Container, &s, css)
		if btn, ok := u.GetFocusedWidget().(*widget.Button); ok && btn.Text() != nil {
			s.Focused = buttonLabel(btn)
		}
	}
	return s
}

// sceneName names a scene for the hook.
func sceneName(sc Scene) string {
	switch sc := sc.(type) {
	case *Title:
		return "title"
	case *SetupScene:
		return "setup"
	case *tableScene:
		if sc.review {
			return "replay"
		}
		return "battle"
	case *SettingsScene:
		return "settings"
	case *LoadReplay:
		return "load"
	case *JoinScene:
		return "join"
	}
	return fmt.Sprintf("%T", sc)
}

// buttonLabel returns a button's label without its key prompt.
func buttonLabel(b *widget.Button) string {
	label, _, _ := strings.Cut(b.Text().Label, "  [")
	return label
}

// hookButtons adds the visible buttons under w to s: the first of a label
// wins (windows are walked first: they are on top).
func hookButtons(w any, s *hookState, css func(image.Rectangle) [4]int) {
	if hw, ok := w.(interface{ GetWidget() *widget.Widget }); ok && hw.GetWidget().GetVisibility() != widget.Visibility_Show {
		return
	}
	if b, ok := w.(*widget.Button); ok && b.Text() != nil {
		label := buttonLabel(b)
		if _, seen := s.Buttons[label]; !seen {
			s.Buttons[label] = css(b.GetWidget().Rect)
			if b.GetWidget().Disabled {
				s.Disabled = append(s.Disabled, label)
			}
		}
		return
	}
	if c, ok := w.(*widget.Container); ok {
		for _, ch := range c.Children() {
			hookButtons(ch, s, css)
		}
	}
}

// skipOptions are skipAhead's: the actions to leave to the players at
// the end, the words of the actions the seats prefer, first first, and
// the word of the action to stop before ("" for none).
type skipOptions struct {
	keep   int
	prefer []string
	until  string
}

// skipAhead plays the middle of a long couch game for the couch test, as
// game/couch does natively (skip_test.go), so that the browser test plays
// the opening, the hand-overs and the unplugging through input and the
// end through input again, without thousands of presses in between. It
// plays the game shown to its end on a copy, the seat to act taking each
// time the first legal action whose notation has the first of o.prefer
// that any has (else its first legal action), and applies those actions
// to the game, as the seats' own decisions, up to the last o.keep of
// them, or up to the first whose notation has the word o.until if that
// comes before (the table catches up on its next frames). It returns how
// many it played and how many the copy took after them to the end.
//
// It plays nothing a player at the couch could not: only a game every
// side of which is played by a human (no computer to outplay), whose
// table is open to the side to act (no hand-over screen, no window, not
// paused), only legal decisions of the seats to act, each recorded in the
// game's history and its replay like any other; it shows no hidden
// information.
func skipAhead(a *App, o skipOptions) (played, left int, err error) {
	ts, ok := a.scene.(*tableScene)
	if !ok || ts.review || ts.t.Session() == nil {
		return 0, 0, fmt.Errorf("no game is shown")
	}
	ses := ts.t.Session()
	if slices.Contains(ses.Sitters(), session.Computer) {
		return 0, 0, fmt.Errorf("the computer plays a side: skipAhead plays couch games only")
	}
	if pr, ok := ts.t.(table.Prober); ok {
		if p := pr.Probe(); p.Covered || p.Window != nil || p.Paused {
			return 0, 0, fmt.Errorf("the table is not open to the side to act (covered %v, a window %v, paused %v)", p.Covered, p.Window != nil, p.Paused)
		}
	}
	type step struct {
		seat rules.Seat
		act  rules.Action
	}
	var plan []step
	for c := ses.State().Clone(); len(c.ToAct()) > 0; {
		if len(plan) >= 5000 {
			return 0, 0, fmt.Errorf("the game did not end within %d actions", len(plan))
		}
		seat := c.ToAct()[0]
		legal := c.Legal(seat)
		if len(legal) == 0 {
			return 0, 0, fmt.Errorf("seat %d must act but has no legal action", seat)
		}
		pick := legal[0]
	pref:
		for _, w := range o.prefer {
			for _, act := range legal {
				if slices.Contains(strings.Fields(act.String()), w) {
					pick = act
					break pref
				}
			}
		}
		if _, err := c.Apply(pick); err != nil {
			return 0, 0, fmt.Errorf("%v: %w", pick, err)
		}
		plan = append(plan, step{seat, pick})
	}
	n := max(0, len(plan)-o.keep)
	if o.until != "" {
		for i, s := range plan[:n] {
			if slices.Contains(strings.Fields(s.act.String()), o.until) {
				n = i
				break
			}
		}
	}
	for i, s := range plan[:n] {
		if _, err := ses.ApplyFor(s.seat, s.act); err != nil {
			return i, len(plan) - i, fmt.Errorf("%v: %w", s.act, err)
		}
	}
	a.Wake()
	return n, len(plan) - n, nil
}
