package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
)

// packageTimes is what the events tell of one package's time.
type packageTimes struct {
	path    string
	elapsed float64 // seconds, from the package's end
	end     time.Time
	tests   map[string]float64 // seconds, by the test's full name
	runs    []started
}

// started is a test or benchmark starting.
type started struct {
	name string
	at   time.Time
}

// readTimes gathers the times of each package in r, in the order the
// packages end.
func readTimes(r io.Reader) ([]*packageTimes, error) {
	byPath := map[string]*packageTimes{}
	var order []*packageTimes
	get := func(path string) *packageTimes {
		p := byPath[path]
		if p == nil {
			p = &packageTimes{path: path, tests: map[string]float64{}}
			byPath[path] = p
		}
		return p
	}
	err := readEvents(r, func(e event) {
		if e.Package == "" {
			return
		}
		p := get(e.Package)
		switch e.Action {
		case "run":
			p.runs = append(p.runs, started{e.Test, e.Time})
		case "pass", "fail", "skip":
			if e.Test != "" {
				p.tests[e.Test] = e.Elapsed
				return
			}
			p.elapsed, p.end = e.Elapsed, e.Time
			order = append(order, p)
		}
	})
	for _, p := range order {
		p.timeBenchmarks()
	}
	return order, err
}

// timeBenchmarks gives each benchmark, which go test -json reports
// without its time, the time from its start to the start of the next one
// that is not its own sub-benchmark, or to the package's end.
func (p *packageTimes) timeBenchmarks() {
	for i, r := range p.runs {
		if !strings.HasPrefix(r.name, "Benchmark") {
			continue
		}
		if _, ok := p.tests[r.name]; ok {
			continue
		}
		until := p.end
		for _, next := range p.runs[i+1:] {
			if !strings.HasPrefix(next.name, r.name+"/") {
				until = next.at
				break
			}
		}
		if !until.IsZero() && until.After(r.at) {
			p.tests[r.name] = until.Sub(r.at).Seconds()
		}
	}
}

// rulesetOf returns the id among ids that is a folder of a package's
// path, or "".
func rulesetOf(path string, ids []string) string {
	for _, part := range strings.Split(path, "/") {
		if slices.Contains(ids, part) {
			return part
		}
	}
	return ""
}

// testRuleset returns the id among ids that is a part of a test's name
// past the test function's (a subtest's or sub-benchmark's name), or "".
func testRuleset(name string, ids []string) string {
	parts := strings.Split(name, "/")
	for _, part := range parts[1:] {
		if slices.Contains(ids, part) {
			return part
		}
	}
	return ""
}

// shares sums the seconds of each ruleset of ids in ps: its own packages
// whole, and its tests in the others (a test counted once, not again in
// its parent's or its subtests' time). It returns them by id, and the
// seconds of all the packages.
func shares(ps []*packageTimes, ids []string) (map[string]float64, float64) {
	out := map[string]float64{}
	all := 0.0
	for _, p := range ps {
		all += p.elapsed
		if id := rulesetOf(p.path, ids); id != "" {
			out[id] += p.elapsed
			continue
		}
		names := make([]string, 0, len(p.tests))
		for name := range p.tests {
			names = append(names, name)
		}
		slices.Sort(names) // a parent before its subtests
		var counted []string
		for _, name := range names {
			id := testRuleset(name, ids)
			if id == "" || slices.ContainsFunc(counted, func(c string) bool { return strings.HasPrefix(name, c+"/") }) {
				continue
			}
			counted = append(counted, name)
			out[id] += p.tests[name]
		}
	}
	return out, all
}

// writeShares writes each ruleset's share of the tests' time in r (go
// test -json), the slowest packages, and those over the time allowed.
func writeShares(r io.Reader, w io.Writer, ids []string, over time.Duration) error {
	ps, err := readTimes(r)
	if err != nil {
		return err
	}
	by, all := shares(ps, ids)
	if all <= 0 {
		_, err := fmt.Fprintln(w, "== no package's time in the tests' output")
		return err
	}
	fmt.Fprintln(w, "== each ruleset's share of the tests' time (seconds each package ran, summed; they run beside each other)")
	fmt.Fprintf(w, "  %-12s %8s %6s\n", "ruleset", "seconds", "share")
	rest := all
	for _, id := range ids {
		fmt.Fprintf(w, "  %-12s %8.1f %5.0f%%\n", id, by[id], 100*by[id]/all)
		rest -= by[id]
	}
	fmt.Fprintf(w, "  %-12s %8.1f %5.0f%%\n", "shared", rest, 100*rest/all)
	fmt.Fprintf(w, "  %-12s %8.1f\n", "all", all)
	slowest := slices.Clone(ps)
	slices.SortStableFunc(slowest, func(a, b *packageTimes) int { return cmp.Compare(b.elapsed, a.elapsed) })
	var names, long []string
	for i, p := range slowest {
		if i < 8 {
			names = append(names, fmt.Sprintf("%s %.0f s", strings.TrimPrefix(p.path, "skirmish/"), p.elapsed))
		}
		if p.elapsed > over.Seconds() {
			long = append(long, strings.TrimPrefix(p.path, "skirmish/"))
		}
	}
	fmt.Fprintf(w, "  the slowest packages: %s\n", strings.Join(names, ", "))
	if len(long) > 0 {
		fmt.Fprintf(w, "  over %v (split them, or look why the machine was slow): %s\n", over, strings.Join(long, ", "))
	}
	return nil
}
