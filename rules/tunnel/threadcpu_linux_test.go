//go:build linux

package tunnel

import (
	"syscall"
	"time"
	"unsafe"
)

// threadClock names what threadCPU measures, for messages.
const threadClock = "CPU time"

// threadCPU returns the CPU time the calling thread has used so far
// (clock_gettime CLOCK_THREAD_CPUTIME_ID); the caller locks its goroutine
// to its thread. Unlike the wall clock it does not count the time other
// processes on a busy machine take the processor away.
func threadCPU() time.Duration {
	const clockThreadCPUTime = 3
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return -1
	}
	return time.Duration(ts.Nano())
}
