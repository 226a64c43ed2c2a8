//go:build js

package game

// This file is the couch test's part of window.skirmish
// (web/test/couch.mjs): the quickest answer to the decision shown and the
// plan of the game, both from the table's kind (table.Quickest), so that
// the test knows no ruleset, and skipAhead, which plays a stretch of a
// long couch game, as game/couch does natively.

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"syscall/js"

	"skirmish/game/session"
	"skirmish/game/table"
)

// installQuickHooks adds to the hook: quick(), the quickest answer to the
// decision the table shows, as JSON (hookQuick), and skipAhead({skip,
// keep}), queued for the game loop, whose outcome shows in state().skip.
func installQuickHooks(hook js.Value, a *App) {
	hook.Set("quick", js.FuncOf(func(js.Value, []js.Value) any {
		b, err := json.Marshal(quickAnswer(a))
		if err != nil {
			return `{"error":` + strconv.Quote(err.Error()) + `}`
		}
		return string(b)
	}))
	hook.Set("skipAhead", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeObject {
			return "error: skipAhead({skip, keep})"
		}
		o := skipOptions{skip: -1}
		if v := args[0].Get("skip"); v.Type() == js.TypeNumber {
			o.skip = v.Int()
		}
		if v := args[0].Get("keep"); v.Type() == js.TypeNumber {
			o.keep = v.Int()
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
}

// hookQuick is quick()'s answer: an entry of the action list to choose,
// or aim (the cursor to state().aim, then Confirm), or neither when the
// table shows no answer yet (ask again a frame later); Error says why
// there is none (no decision shown, or a table that does not know its
// quickest answers).
type hookQuick struct {
	Option string `json:"option"`
	Aim    bool   `json:"aim"`
	Error  string `json:"error,omitempty"`
}

// hookPlan is the game's table.CouchPlan for state().plan: the stretches
// the test plays through skipAhead ({skip: i}), whether the ruleset hides
// information (then hand-over screens show: at least HandOvers; else none
// may show), and, for a table that does not know its quickest answers,
// Missing, what to implement.
type hookPlan struct {
	Skips     []hookPlanSkip `json:"skips"`
	Hides     bool           `json:"hides"`
	HandOvers int            `json:"handOvers"`
	Missing   string         `json:"missing,omitempty"`
}

// hookPlanSkip is a table.Skip: Until tells whether it stops before an
// action of the table's choosing.
type hookPlanSkip struct {
	After     int  `json:"after"`
	HandOvers int  `json:"handOvers"`
	Keep      int  `json:"keep"`
	Until     bool `json:"until"`
	Always    bool `json:"always"`
}

// hookSkip is what skipAhead did: the actions it played, those it left
// to the players, or why it played none.
type hookSkip struct {
	Played int    `json:"played"`
	Left   int    `json:"left"`
	Error  string `json:"error,omitempty"`
}

// quickOf returns the quickest answers of the game at ts, kept for the
// game (its memo lives as long as the session): a new game, a rematch, gets
// new ones.
func quickOf(ts *tableScene) *table.Quick {
	ses := ts.t.Session()
	if platform.quick.q == nil || platform.quick.ses != ses {
		platform.quick.ses, platform.quick.q = ses, table.NewQuick(ts.kind)
	}
	return platform.quick.q
}

// planOf describes q's plan for the hook.
func planOf(q *table.Quick) *hookPlan {
	p := &hookPlan{Skips: []hookPlanSkip{}, Hides: q.Hides(), HandOvers: q.LeastHandOvers()}
	for _, sk := range q.Plan().Skips {
		p.Skips = append(p.Skips, hookPlanSkip{After: sk.After, HandOvers: sk.HandOvers, Keep: sk.Keep, Until: sk.Until != nil, Always: sk.Always})
	}
	if err := q.Missing(); err != nil {
		p.Missing = err.Error()
	}
	return p
}

// quickAnswer answers the decision the app shows the quickest way: only a
// game's, at a table open to a human side to act (not covered, no window,
// not paused). Each call is a decision asked (the table's memo counts it),
// as when game/couch asks natively.
func quickAnswer(a *App) hookQuick {
	ts, ok := a.scene.(*tableScene)
	if !ok || ts.review || ts.t.Session() == nil {
		return hookQuick{Error: "no game is shown"}
	}
	pr, ok := ts.t.(table.Prober)
	if !ok {
		return hookQuick{Error: "the table tells nothing of itself (table.Prober)"}
	}
	p := pr.Probe()
	if p.Covered || p.Window != nil || p.Paused || p.ToAct < 0 || !ts.t.Session().HumanToAct() {
		return hookQuick{Error: fmt.Sprintf("no human side's decision is shown (side %d to act, covered %v, a window %v, paused %v)", p.ToAct+1, p.Covered, p.Window != nil, p.Paused)}
	}
	option, aim, err := quickOf(ts).Choice(p)
	if err != nil {
		return hookQuick{Error: err.Error()}
	}
	return hookQuick{Option: option, Aim: aim}
}

// skipOptions are skipAhead's: the stretch of the table's plan to play
// (table.CouchPlan.Skips[skip]), or with skip -1 the game up to its last
// keep actions.
type skipOptions struct {
	skip, keep int
}

// skipAhead plays a stretch of a long couch game for the couch test, as
// game/couch does natively (skip_test.go), so that the browser test plays
// the opening, the hand-overs and the unplugging through input and the
// end through input again, without thousands of presses in between. It
// plays the game shown to its end on a copy, the first seat to act taking
// each time its quickest action (the table's QuickAction, or the
// computer player's choice for a table that has none), and applies those
// of the stretch to the game, as the seats' own decisions (the table
// catches up on its next frames). It returns how many it played and how
// many the copy took after them to the end.
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
	q := quickOf(ts)
	sk := table.Skip{Keep: o.keep}
	if o.skip >= 0 {
		skips := q.Plan().Skips
		if o.skip >= len(skips) {
			return 0, 0, fmt.Errorf("the table's plan has %d skips, not %d", len(skips), o.skip+1)
		}
		sk = skips[o.skip]
	}
	steps, left, err := q.Skip(ses.State(), sk)
	if err != nil {
		return 0, 0, err
	}
	for i, s := range steps {
		if _, err := ses.ApplyFor(s.Seat, s.Action); err != nil {
			return i, len(steps) - i + left, fmt.Errorf("%v: %w", s.Action, err)
		}
	}
	a.Wake()
	return len(steps), left, nil
}
