package game

import (
	"math"
	"runtime/debug"
)

// goMemoryLimit is the soft limit of the Go runtime's memory: the garbage
// collector works harder as the heap nears it, and the runtime hands freed
// pages back to the system sooner. The game's live heap stays near 100 MB
// (the position, the widgets, Ebitengine's command buffers); without a
// limit the collector lets garbage grow to twice that between collections
// (the computer's search makes a lot), and the process keeps the pages.
// The limit is soft: a larger live heap only makes the collector run more.
const goMemoryLimit = 192 << 20

// limitGoMemory sets goMemoryLimit unless the GOMEMLIMIT environment
// variable set one.
func limitGoMemory() {
	if debug.SetMemoryLimit(-1) == math.MaxInt64 {
		debug.SetMemoryLimit(goMemoryLimit)
	}
}
