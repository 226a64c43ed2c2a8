package game

import "time"

// newSeed returns a seed for a new game. Only the application picks seeds
// from the clock; the rules get the seed and record it in the replay.
func newSeed() uint64 {
	return uint64(time.Now().UnixNano()) % 1_000_000_000
}
