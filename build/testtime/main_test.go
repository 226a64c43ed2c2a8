package main

import (
	"strings"
	"testing"
	"time"
)

// at is a time n tenths of a second into a run.
func at(n int) string {
	return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC).Add(time.Duration(n) * 100 * time.Millisecond).Format(time.RFC3339Nano)
}

// stream is a go test -json run of three packages: a ruleset's own, a
// shared one whose tests and benchmarks are named by rulesets, and one
// that fails.
var stream = strings.Join([]string{
	`{"Time":"` + at(0) + `","Action":"start","Package":"skirmish/rules/alpha"}`,
	`{"Time":"` + at(1) + `","Action":"run","Package":"skirmish/rules/alpha","Test":"TestA"}`,
	`{"Time":"` + at(5) + `","Action":"output","Package":"skirmish/rules/alpha","Test":"TestA","Output":"=== RUN   TestA\n"}`,
	`{"Time":"` + at(9) + `","Action":"pass","Package":"skirmish/rules/alpha","Test":"TestA","Elapsed":0.8}`,
	`{"Time":"` + at(9) + `","Action":"output","Package":"skirmish/rules/alpha","Output":"ok  \tskirmish/rules/alpha\t10.0s\n"}`,
	`{"Time":"` + at(9) + `","Action":"pass","Package":"skirmish/rules/alpha","Elapsed":10}`,
	`{"Time":"` + at(0) + `","Action":"start","Package":"skirmish/game"}`,
	`{"Time":"` + at(1) + `","Action":"run","Package":"skirmish/game","Test":"TestLayout"}`,
	`{"Time":"` + at(1) + `","Action":"run","Package":"skirmish/game","Test":"TestLayout/alpha"}`,
	`{"Time":"` + at(1) + `","Action":"run","Package":"skirmish/game","Test":"TestLayout/alpha/beta"}`,
	`{"Time":"` + at(2) + `","Action":"pass","Package":"skirmish/game","Test":"TestLayout/alpha/beta","Elapsed":1}`,
	`{"Time":"` + at(3) + `","Action":"pass","Package":"skirmish/game","Test":"TestLayout/alpha","Elapsed":3}`,
	`{"Time":"` + at(3) + `","Action":"run","Package":"skirmish/game","Test":"TestLayout/beta/one"}`,
	`{"Time":"` + at(4) + `","Action":"pass","Package":"skirmish/game","Test":"TestLayout/beta/one","Elapsed":2}`,
	`{"Time":"` + at(4) + `","Action":"pass","Package":"skirmish/game","Test":"TestLayout","Elapsed":5}`,
	`{"Time":"` + at(40) + `","Action":"run","Package":"skirmish/game","Test":"BenchmarkFrame"}`,
	`{"Time":"` + at(40) + `","Action":"run","Package":"skirmish/game","Test":"BenchmarkFrame/alpha"}`,
	`{"Time":"` + at(55) + `","Action":"run","Package":"skirmish/game","Test":"BenchmarkFrame/beta"}`,
	`{"Time":"` + at(60) + `","Action":"run","Package":"skirmish/game","Test":"BenchmarkOther"}`,
	`{"Time":"` + at(80) + `","Action":"output","Package":"skirmish/game","Output":"ok  \tskirmish/game\t8.0s\n"}`,
	`{"Time":"` + at(80) + `","Action":"pass","Package":"skirmish/game","Elapsed":8}`,
	`{"Time":"` + at(0) + `","Action":"start","Package":"skirmish/cli"}`,
	`{"Time":"` + at(1) + `","Action":"output","Package":"skirmish/cli","Test":"TestDoors","Output":"    doors_test.go:9: exit 0, want 2\n"}`,
	`{"Time":"` + at(2) + `","Action":"output","Package":"skirmish/cli","Output":"FAIL\tskirmish/cli\t2.0s\n"}`,
	`{"Time":"` + at(2) + `","Action":"fail","Package":"skirmish/cli","Elapsed":2}`,
	`{"ImportPath":"skirmish/broken [skirmish/broken.test]","Action":"build-output","Output":"broken/x.go:1:1: syntax error\n"}`,
	`no Go files in /nowhere`,
}, "\n")

func TestShares(t *testing.T) {
	ps, err := readTimes(strings.NewReader(stream))
	if err != nil {
		t.Fatal(err)
	}
	by, all := shares(ps, []string{"alpha", "beta"})
	// alpha: its package (10), TestLayout/alpha (3, its subtest beta/
	// inside not again), BenchmarkFrame/alpha (from 4.0 s to 5.5 s);
	// beta: TestLayout/beta/one (2), BenchmarkFrame/beta (5.5 to 6.0 s)
	want := map[string]float64{"alpha": 14.5, "beta": 2.5}
	for id, s := range want {
		if d := by[id] - s; d > 1e-9 || d < -1e-9 {
			t.Errorf("%s: %.3f s, want %.3f", id, by[id], s)
		}
	}
	if all != 20 {
		t.Errorf("all packages: %v s, want 20", all)
	}
	if got := ps[1].tests["BenchmarkOther"]; got < 1.999 || got > 2.001 {
		t.Errorf("the last benchmark runs to the package's end: %v s, want 2", got)
	}
	var out strings.Builder
	if err := writeShares(strings.NewReader(stream), &out, []string{"alpha", "beta"}, 9*time.Second); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"alpha            14.5    72%", "shared            3.0    15%", "the slowest packages: rules/alpha 10 s, game 8 s, cli 2 s", "over 9s (split them, or look why the machine was slow): rules/alpha\n"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("the table lacks %q:\n%s", w, out.String())
		}
	}
}

func TestPrintPlain(t *testing.T) {
	var out strings.Builder
	if err := printPlain(strings.NewReader(stream), &out); err != nil {
		t.Fatal(err)
	}
	want := "ok  \tskirmish/rules/alpha\t10.0s\n" +
		"ok  \tskirmish/game\t8.0s\n" +
		"    doors_test.go:9: exit 0, want 2\n" +
		"FAIL\tskirmish/cli\t2.0s\n" +
		"broken/x.go:1:1: syntax error\n" +
		"no Go files in /nowhere\n"
	if out.String() != want {
		t.Errorf("printed:\n%s\nwant:\n%s", out.String(), want)
	}
}
