package table

import (
	"strings"

	"skirmish/rules"
)

// Quickest is a Kind that knows the quickest way through a game of its
// ruleset, for the couch tests (game/couch natively, web/test/couch.mjs
// through window.skirmish): they play a whole game through input, so they
// must answer each decision the table shows, and they play a long game's
// middle through the session. The tests hold no knowledge of any ruleset:
// a ruleset's table implements this, and its couch games are played.
// (NewQuick gives the tests a Kind's answers, or says what is missing.)
type Quickest interface {
	// QuickChoice answers the decision p shows (the table uncovered, no
	// window, a human side to act) the quickest legal way, as a player at
	// the table would: option, the label of an enabled entry of
	// p.Choices, or aim, steering the cursor to p.Aim and confirming.
	// "" and false: no answer shows yet (the action list is built a frame
	// after the state changes: ask again). memo is the caller's, one per
	// game; only an answer given is remembered.
	QuickChoice(p Probe, memo *QuickMemo) (option string, aim bool)
	// QuickAction is the same way in the rules' terms: the action seat
	// takes in st, to play a stretch of the game through the session; ok
	// false when seat has no legal action. It may read st whole (it plays
	// for the tests, who sit on every side) and remembers nothing.
	QuickAction(st rules.State, seat rules.Seat) (a rules.Action, ok bool)
	// CouchPlan tells the tests the ruleset's flow: the stretches of a
	// game played the quickest way that they play through QuickAction,
	// and the hand-over screens to expect.
	CouchPlan() CouchPlan
}

// CouchPlan is what the couch tests need to know of a ruleset's flow when
// its games are played the quickest way.
type CouchPlan struct {
	// Skips are the stretches the tests play through the session with
	// QuickAction rather than through input, in order, each once, when
	// it is due.
	Skips []Skip
	// HandOvers is how many hand-over screens a couch game played the
	// quickest way shows at least, up to the end (0: at least one if the
	// ruleset hides information). A game of a ruleset that hides nothing
	// (not rules.Secretive) must show none, whatever this says.
	HandOvers int
}

// Skip is a stretch of a game the couch tests play through the session.
type Skip struct {
	// After and HandOvers: the skip is due once the game has this many
	// actions and the test has dismissed this many hand-over screens
	// (and done what it does mid-game: the unplugging).
	After, HandOvers int
	// Keep is how many of the game's last actions the skip leaves to
	// input: the end is played at the table.
	Keep int
	// Until, when not nil, stops the skip before the first action it
	// accepts, if that comes before the last Keep.
	Until func(rules.Action) bool
	// Always: every couch test skips this stretch, even one whose input
	// is cheap (natively), because the game would take too long
	// otherwise. Else only the browser's skips it, where every press
	// costs a round trip to the page.
	Always bool
}

// QuickMemo is what a kind's QuickChoice remembers between the decisions
// of one game: which sides have given an answer given once (one card
// drawn in a phase), until the kind forgets. The caller keeps one per game,
// its zero value to start.
type QuickMemo struct {
	marked map[int]bool
}

// Marked reports whether side was marked since the memo last forgot.
func (m *QuickMemo) Marked(side int) bool { return m.marked[side] }

// Mark marks side.
func (m *QuickMemo) Mark(side int) {
	if m.marked == nil {
		m.marked = map[int]bool{}
	}
	m.marked[side] = true
}

// Forget unmarks every side.
func (m *QuickMemo) Forget() { clear(m.marked) }

// FirstChoice returns the label of the first enabled entry of p.Choices
// that starts with one of the prefixes, tried in order; "" when none.
func FirstChoice(p Probe, prefixes ...string) string {
	for _, pre := range prefixes {
		for _, c := range p.Choices {
			if c.Enabled && strings.HasPrefix(c.Label, pre) {
				return c.Label
			}
		}
	}
	return ""
}

// QuickPreferring returns seat's legal action in st of the kind that comes
// first in prefer (kindOf reads an action's kind), else the first legal
// action: a QuickAction's usual answer. ok is false when seat has none.
func QuickPreferring[A rules.Action, K comparable](st rules.State, seat rules.Seat, prefer []K, kindOf func(A) K) (rules.Action, bool) {
	legal := st.Legal(seat)
	if len(legal) == 0 {
		return nil, false
	}
	for _, k := range prefer {
		for _, a := range legal {
			if x, ok := a.(A); ok && kindOf(x) == k {
				return a, true
			}
		}
	}
	return legal[0], true
}
