// Package testclock stretches the few limits the tests set on the clock
// (a hang, a door that must refuse quickly, the computer thinking on its
// worker goroutine, a decision's time at the 99th percentile), so that a
// machine slowed by other work does not fail them: Limit multiplies a
// limit by Scale. What a test can count (ticks, frames, actions) it
// limits by the count instead, and go test's -timeout (build/test) is the
// last word on a hang.
package testclock

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// Env names the variable that sets the scale by hand: a number of at
// least 1 (SKIRMISH_TEST_TIME_SCALE=4 gives every limit four times its
// time).
const Env = "SKIRMISH_TEST_TIME_SCALE"

// Scale is the factor the tests' clock limits are stretched by: Env when
// it is set to a number of at least 1; otherwise the machine's load per
// processor (the load average of the last minute over the processors,
// where the system tells it) when that is above 1, else 1. A machine with
// twice as many runnable threads as processors gives each about half the
// time, so a limit holds as it did on a quiet one.
func Scale() float64 {
	if s := os.Getenv(Env); s != "" {
		if f, err := strconv.ParseFloat(s, 64); err == nil && f >= 1 {
			return f
		}
	}
	return max(1, loadPerCPU())
}

// Limit returns d stretched by Scale.
func Limit(d time.Duration) time.Duration {
	return time.Duration(float64(d) * Scale())
}

// loadPerCPU reads the load average of the last minute per processor, or
// 0 where the system does not tell it.
func loadPerCPU() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	return parseLoad(string(b)) / float64(runtime.NumCPU())
}

// parseLoad reads the first figure of /proc/loadavg, or 0.
func parseLoad(s string) float64 {
	f, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	load, err := strconv.ParseFloat(f, 64)
	if err != nil || load < 0 {
		return 0
	}
	return load
}
