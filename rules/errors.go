package rules

import (
	"errors"
	"fmt"
	"strings"
)

// IllegalError is returned by State.Apply for an action the rules do not allow
// now. The state is left untouched.
type IllegalError struct {
	Action string // the action in notation
	Reason string // why it is not allowed, in plain words
}

func (e *IllegalError) Error() string {
	return fmt.Sprintf("illegal action %q: %s", e.Action, e.Reason)
}

// Illegal returns an *IllegalError for action a.
func Illegal(a Action, format string, args ...any) error {
	return &IllegalError{Action: a.String(), Reason: fmt.Sprintf(format, args...)}
}

// IsIllegal reports whether err is (or wraps) an *IllegalError.
func IsIllegal(err error) bool {
	var ie *IllegalError
	return errors.As(err, &ie)
}

// NotationError is returned when an action's text cannot be read. Col is the
// 1-based column of the first character that does not fit.
type NotationError struct {
	Input    string
	Col      int
	Expected string
}

func (e *NotationError) Error() string {
	got := "the end of the text"
	if e.Col-1 < len(e.Input) {
		rest := e.Input[e.Col-1:]
		if i := strings.IndexByte(rest, ' '); i >= 0 {
			rest = rest[:i]
		}
		got = fmt.Sprintf("%q", rest)
	}
	return fmt.Sprintf("cannot read action %q: column %d: expected %s, found %s", e.Input, e.Col, e.Expected, got)
}

// ErrNoOdds is returned by State.Odds for an action that rolls no dice.
var ErrNoOdds = errors.New("this action rolls no dice")
