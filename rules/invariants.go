package rules

// Checker is implemented by a State that can check its own invariants: the
// facts every position its rules can reach must satisfy (no two pieces on
// one square, counters within their bounds, every card somewhere once, a
// seat to act while the game is not over). Property tests call it after
// every action of many random games; every ruleset implements it.
//
// CheckInvariants returns nil when the position is sound, and otherwise an
// error naming the position and what is wrong. It does not change the
// state, and it does not allocate when nothing is wrong, so that it can run
// after every action.
type Checker interface {
	CheckInvariants() error
}
