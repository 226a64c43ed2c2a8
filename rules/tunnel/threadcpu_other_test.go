//go:build !linux

package tunnel

import "time"

// threadClock names what threadCPU measures, for messages.
const threadClock = "wall time"

var threadEpoch = time.Now()

// threadCPU returns the wall time since the tests began, where the thread's
// CPU time is not at hand.
func threadCPU() time.Duration { return time.Since(threadEpoch) }
