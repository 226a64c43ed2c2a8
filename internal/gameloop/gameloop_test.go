package gameloop

import (
	"fmt"
	"testing"
)

func TestMain(m *testing.M) { Main(m) }

// fatalRecorder is a test whose Fatalf records the message and returns.
type fatalRecorder struct {
	*testing.T
	fatal string
}

func (r *fatalRecorder) Fatalf(format string, args ...any) { r.fatal = fmt.Sprintf(format, args...) }

// TestInLoopFramesCounts: a guest done in its fifth frame passes a limit
// of five frames and fails a limit of four, after four frames.
func TestInLoopFramesCounts(t *testing.T) {
	NeedWindow(t)
	for _, c := range []struct {
		limit, calls int
		fails        bool
	}{{5, 5, false}, {4, 4, true}} {
		r := &fatalRecorder{T: t}
		calls := 0
		InLoopFrames(r, c.limit, func() (bool, error) {
			calls++
			return calls < 5, nil
		})
		if calls != c.calls || (r.fatal != "") != c.fails {
			t.Errorf("limit %d: %d calls, failure %q; want %d calls, failing %v", c.limit, calls, r.fatal, c.calls, c.fails)
		}
	}
}
