package game

import "time"

// newSeed returns a seed for a new game: Options.Seeds in turn when set
// (tests, demonstrations), else one from the clock. Only the application
// picks seeds from the clock; the rules get the seed and record it in the
// replay.
func (a *App) newSeed() uint64 {
	if len(a.opts.Seeds) > 0 {
		s := a.opts.Seeds[0]
		a.opts.Seeds = a.opts.Seeds[1:]
		return s
	}
	return uint64(time.Now().UnixNano()) % 1_000_000_000
}
