package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"
)

// event is a line of `go test -json` (cmd/test2json), with the build
// events go test adds.
type event struct {
	Time       time.Time
	Action     string
	Package    string
	ImportPath string // build-output, build-fail
	Test       string
	Output     string
	Elapsed    float64 // seconds
}

// readEvents calls f with each event of r, in order. A line that is not
// JSON (go test's own complaints before any package runs) comes as an
// event of action "text" with the line as its output.
func readEvents(r io.Reader, f func(event)) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			f(event{Action: "text", Output: string(line) + "\n"})
			continue
		}
		f(e)
	}
	return sc.Err()
}

// printPlain writes the events of r as go test writes them without
// -json: each package's output is held until it ends; then a package that
// passed or has no tests gets its one line, one that failed all its
// output. Build failures are written whole.
func printPlain(r io.Reader, w io.Writer) error {
	held := map[string][]string{}
	var werr error
	write := func(s string) {
		if werr == nil {
			_, werr = io.WriteString(w, s)
		}
	}
	err := readEvents(r, func(e event) {
		switch e.Action {
		case "text", "build-output":
			write(e.Output)
		case "output":
			held[e.Package] = append(held[e.Package], e.Output)
		case "pass", "skip", "fail":
			if e.Test != "" {
				return
			}
			for _, line := range held[e.Package] {
				if e.Action == "fail" || packageLine(line) {
					write(line)
				}
			}
			delete(held, e.Package)
		}
	})
	for _, pkg := range slices.Sorted(maps.Keys(held)) { // a package that never ended: go test was stopped
		write(fmt.Sprintf("# %s did not end; its output:\n", pkg))
		for _, line := range held[pkg] {
			write(line)
		}
	}
	if err != nil {
		return err
	}
	return werr
}

// packageLine reports whether line is the one line go test writes for a
// package that passed or has no tests.
func packageLine(line string) bool {
	return strings.HasPrefix(line, "ok  \t") || strings.HasPrefix(line, "?   \t")
}
