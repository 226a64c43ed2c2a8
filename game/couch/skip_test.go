package couch

import (
	"skirmish/rules"
	el "skirmish/rules/elements"
	mw "skirmish/rules/magewinds"
)

// autoPick picks the action of st's seat to act that its ruleset's fast
// path would take, in the rules' terms.
type autoPick func(st rules.State) (rules.Action, bool)

// skips holds the autoPick of each ruleset whose games are too long to
// play whole through input (every frame drawn): after the couch-relevant
// part (the opening, hand-overs, the unplug and take-over) the player
// plays the middle of the game through the session, and the last
// lastByInput decisions, the end and the rematch, through input again.
var skips = map[string]autoPick{
	// Elements: ready, end each activation (or recover), take the first
	// result and leave the model it moves; else the first legal action.
	"elements": func(st rules.State) (rules.Action, bool) {
		seats := st.ToAct()
		if len(seats) == 0 {
			return nil, false
		}
		legal := st.Legal(seats[0])
		if len(legal) == 0 {
			return nil, false
		}
		for _, k := range []el.Kind{el.Ready, el.Done, el.Recover, el.Result} {
			for _, a := range legal {
				if ea, ok := a.(el.Action); ok && ea.Kind == k {
					return a, true
				}
			}
		}
		return legal[0], true
	},
	// Magewinds: pass, discard, stay, guard; else the first legal action.
	"magewinds": func(st rules.State) (rules.Action, bool) {
		seats := st.ToAct()
		if len(seats) == 0 {
			return nil, false
		}
		legal := st.Legal(seats[0])
		if len(legal) == 0 {
			return nil, false
		}
		for _, k := range []mw.Kind{mw.KDefault, mw.KReady, mw.KPass, mw.KDiscard, mw.KStay, mw.KGuard} {
			for _, a := range legal {
				if ma, ok := a.(mw.Action); ok && ma.Kind == k {
					return a, true
				}
			}
		}
		return legal[0], true
	},
}

const (
	skipAfter   = 28 // actions played through input before the skip
	lastByInput = 8  // decisions left to input at the end
)

// skipAhead plays the game through the session up to lastByInput
// actions before its end (found on a copy), then lets the table catch up.
func (pl *player) skipAhead() {
	r := pl.r
	r.T.Helper()
	skip := pl.skip
	pl.skip = nil // once
	ses := r.ses()
	from, _ := r.probe()
	done := r.history()
	var plan []rules.Action
	for c := ses.State().Clone(); !c.Outcome().Over; {
		a, ok := skip(c)
		if !ok || len(plan) > 5000 {
			r.T.Fatalf("tick %d: the skip found no way to the end (%d actions)", r.Ticks, len(plan))
		}
		if _, err := c.Apply(a); err != nil {
			r.T.Fatalf("tick %d: the skip's action %v: %v", r.Ticks, a, err)
		}
		plan = append(plan, a)
	}
	n := max(0, len(plan)-lastByInput)
	for _, a := range plan[:n] {
		if _, err := ses.Apply(a); err != nil {
			r.T.Fatalf("tick %d: the session refused the skip's action %v: %v", r.Ticks, a, err)
		}
	}
	r.T.Logf("tick %d: in the %s after %d actions, %d played through the session, %d left to input", r.Ticks, from.Phase, done, n, len(plan)-n)
	r.TicksN(3)
}
