package game

import (
	"bufio"
	"bytes"
	"os"
	"runtime"
	"strconv"

	"skirmish/render"
)

// Memory is what the process holds, as the frame benchmark and the memory
// test read it. On Linux with Mesa's software renderer, textures live in the
// process's own memory, so RSS counts them with the Go heap.
type Memory struct {
	RSS, PeakRSS int64 // resident set now and at most so far (VmRSS, VmHWM), bytes; 0 when unknown
	HeapInUse    int64 // the Go heap's spans in use (live objects and garbage not yet collected), bytes
	CachedImages int   // pictures held by the drawing caches (render.CachedImages)
}

// ReadMemory reads the process's memory figures.
func ReadMemory() Memory {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	m := Memory{HeapInUse: int64(ms.HeapInuse), CachedImages: render.CachedImages()}
	m.RSS, m.PeakRSS = procStatus("VmRSS:"), procStatus("VmHWM:")
	return m
}

// procStatus returns a figure of /proc/self/status in bytes (given in kB),
// 0 when there is none (not Linux).
func procStatus(field string) int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Bytes()
		if !bytes.HasPrefix(line, []byte(field)) {
			continue
		}
		f := bytes.Fields(line[len(field):])
		if len(f) == 0 {
			return 0
		}
		kb, err := strconv.ParseInt(string(f[0]), 10, 64)
		if err != nil {
			return 0
		}
		return kb << 10
	}
	return 0
}
