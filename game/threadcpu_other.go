//go:build !linux

package game

import "time"

// threadCPU returns -1: the thread's CPU time is read on Linux only.
func threadCPU() time.Duration { return -1 }

// processCPU returns -1: the program's CPU time is read on Linux only.
func processCPU() time.Duration { return -1 }
