//go:build js

package game

// This file is window.skirmish, the hooks the browser tests call: the
// state of the app as JSON (the scene, the game shown, where its buttons
// are on the page), verifyReplay, which replays the determinism corpus
// inside the WebAssembly build, and the couch test's hooks (quick and
// skipAhead, in hooks_quick_js.go).

import (
	"encoding/json"
	"fmt"
	"image"
	"math"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

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
// (rules/determinism.Line); quick() and skipAhead({skip, keep}) answer
// and play a couch game the quickest way its table knows (see
// installQuickHooks; skipAhead's outcome shows in state().skip); ready
// turns true, and readyAt gets performance.now(), once the first
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
	installQuickHooks(hook, a)
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
	Rulesets   []string          `json:"rulesets"`     // the ids of the rulesets the app plays, in menu order
	Names      []string          `json:"rulesetNames"` // their names, in the same order
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
	Plan       *hookPlan         `json:"plan,omitempty"` // a game: how the couch test plays it (table.CouchPlan)
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
		Names:     []string{},
		Resting:   a.Resting(),
		Skip:      platform.skip,
	}
	if a.toastFor > 0 {
		s.Toast = a.toast
	}
	for _, k := range a.kinds {
		s.Rulesets = append(s.Rulesets, k.Rules().ID())
		s.Names = append(s.Names, k.Rules().Name())
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
			s.Plan = planOf(quickOf(ts))
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
