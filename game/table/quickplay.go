package table

import (
	"fmt"

	"skirmish/rules"
)

// Quick is one game's quickest answers for the couch tests: its kind's own
// when the kind is Quickest, with the game's memo. A kind that is not
// answers in the rules' terms with its computer player (Action, Skip) but
// cannot answer at the table: Missing says what to implement.
type Quick struct {
	kind Kind
	q    Quickest // nil: the kind is not Quickest
	memo QuickMemo
	ais  map[rules.Seat]rules.Player // the default QuickAction's players
}

// NewQuick returns the quickest answers of a new game of k.
func NewQuick(k Kind) *Quick {
	q, _ := k.(Quickest)
	return &Quick{kind: k, q: q}
}

// Missing returns nil when the kind is Quickest, else an error naming the
// interface its table package must implement for its couch games.
func (q *Quick) Missing() error {
	if q.q != nil {
		return nil
	}
	rs := q.kind.Rules()
	return fmt.Errorf("the couch tests cannot play %s at its table: its Kind does not implement table.Quickest "+
		"(QuickChoice, QuickAction, CouchPlan: game/table/quick.go); implement it in game/table/%s", rs.Name(), rs.ID())
}

// Choice answers the decision p shows (see Quickest.QuickChoice), or
// returns Missing's error.
func (q *Quick) Choice(p Probe) (option string, aim bool, err error) {
	if q.q == nil {
		return "", false, q.Missing()
	}
	option, aim = q.q.QuickChoice(p, &q.memo)
	return option, aim, nil
}

// Action returns the action seat takes in st the quickest way: the kind's
// QuickAction, or for a kind that is not Quickest, the choice of the
// ruleset's computer player from View(seat).
func (q *Quick) Action(st rules.State, seat rules.Seat) (rules.Action, error) {
	if q.q != nil {
		a, ok := q.q.QuickAction(st, seat)
		if !ok {
			return nil, fmt.Errorf("%s has no quick action", st.Seats()[seat].Name)
		}
		return a, nil
	}
	if q.ais == nil {
		q.ais = map[rules.Seat]rules.Player{}
	}
	ai, ok := q.ais[seat]
	if !ok {
		ai = q.kind.Rules().NewAI(seat, 1)
		q.ais[seat] = ai
	}
	return ai.Choose(st.View(seat), seat)
}

// Plan returns the kind's CouchPlan; for a kind that is not Quickest, a
// plan without skips.
func (q *Quick) Plan() CouchPlan {
	if q.q == nil {
		return CouchPlan{}
	}
	return q.q.CouchPlan()
}

// Hides reports whether the kind's ruleset hides information, so that a
// couch game shows hand-over screens (rules.Secretive).
func (q *Quick) Hides() bool {
	rs, ok := q.kind.Rules().(rules.Secretive)
	return ok && rs.HidesInformation()
}

// LeastHandOvers returns how many hand-over screens a couch game played
// the quickest way must show at least: the plan's, at least one when the
// ruleset hides information, none when it does not (then none may show).
func (q *Quick) LeastHandOvers() int {
	if !q.Hides() {
		return 0
	}
	return max(1, q.Plan().HandOvers)
}

// QuickStep is one decision of a skip: the seat and its action.
type QuickStep struct {
	Seat   rules.Seat
	Action rules.Action
}

// Skip plays a copy of st to its end the quickest way, the first seat to
// act deciding each time, and returns the decisions of the stretch sk
// skips: all but the last sk.Keep, and none from the first that sk.Until
// accepts. left is how many the copy took after them to the end.
func (q *Quick) Skip(st rules.State, sk Skip) (steps []QuickStep, left int, err error) {
	var plan []QuickStep
	for c := st.Clone(); len(c.ToAct()) > 0; {
		if len(plan) >= 5000 {
			return nil, 0, fmt.Errorf("the game did not end within %d quick actions", len(plan))
		}
		seat := c.ToAct()[0]
		a, err := q.Action(c, seat)
		if err != nil {
			return nil, 0, fmt.Errorf("after %d quick actions: %w", len(plan), err)
		}
		if _, err := c.Apply(a); err != nil {
			return nil, 0, fmt.Errorf("after %d quick actions, %v: %w", len(plan), a, err)
		}
		plan = append(plan, QuickStep{seat, a})
	}
	n := max(0, len(plan)-sk.Keep)
	if sk.Until != nil {
		for i, s := range plan[:n] {
			if sk.Until(s.Action) {
				n = i
				break
			}
		}
	}
	return plan[:n], len(plan) - n, nil
}
