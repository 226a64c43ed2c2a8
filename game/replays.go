package game

import (
	"fmt"
	"slices"
	"time"
)

// saveReplayFile writes data as a new replay named after the scenario and
// the time, never over an existing one, and says where it went.
func saveReplayFile(a *App, scenario string, data []byte) (string, error) {
	st := a.Store()
	stamp := time.Now().Format("2006-01-02-150405")
	taken, err := st.List("replays/")
	if err != nil {
		return "", err
	}
	for n := 0; n < 100; n++ {
		name := fmt.Sprintf("replays/%s-%s.json", scenario, stamp)
		if n > 0 {
			name = fmt.Sprintf("replays/%s-%s-%d.json", scenario, stamp, n)
		}
		if slices.Contains(taken, name) {
			continue
		}
		if err := st.Write(name, data); err != nil {
			return "", storeError(st, name, err)
		}
		return st.Where(name), nil
	}
	return "", fmt.Errorf("too many replays named %s-%s", scenario, stamp)
}
