package main

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"skirmish/internal/testclock"
)

func TestHumanSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0.0 MiB (0 bytes)", 999: "0.0 MiB (999 bytes)", 1000: "0.0 MiB (1 000 bytes)", 7212581: "6.9 MiB (7 212 581 bytes)"} {
		if got := humanSize(n); got != want {
			t.Errorf("humanSize(%d) = %q, want %q", n, got, want)
		}
	}
}

// writePackage is a target's pack function for the tests of run: it
// writes a small file where the package would go.
func writePackage(b *builder, t target) (string, error) {
	path := b.packagePath(t, ".txt")
	return path, os.WriteFile(path, []byte(t.Name), 0o644)
}

// TestRunJobs checks that run builds Jobs packages at once and no more,
// and returns and prints every package.
func TestRunJobs(t *testing.T) {
	const jobs = 2
	var (
		mu            sync.Mutex
		running, most int
		overlapped    atomic.Bool
		bStarted      = make(chan struct{})
	)
	pack := func(b *builder, tg target) (string, error) {
		mu.Lock()
		running++
		most = max(most, running)
		mu.Unlock()
		defer func() {
			mu.Lock()
			running--
			mu.Unlock()
		}()
		switch tg.Name {
		case "a": // a waits for b to start: both build at once
			select {
			case <-bStarted:
				overlapped.Store(true)
			case <-time.After(testclock.Limit(10 * time.Second)):
			}
		case "b":
			close(bStarted)
		}
		time.Sleep(20 * time.Millisecond) // long enough for a third build to start, if run allowed one
		return writePackage(b, tg)
	}
	var targets []target
	for _, name := range []string{"a", "b", "c", "d", "e"} {
		targets = append(targets, target{Name: name, pack: pack})
	}
	out := t.TempDir()
	var printed bytes.Buffer
	results, err := run(t.Context(), config{Out: out, Targets: targets, Jobs: jobs}, &printed)
	if err != nil {
		t.Fatal(err)
	}
	if !overlapped.Load() {
		t.Error("target a built alone: b did not start while a was building")
	}
	if most != jobs {
		t.Errorf("at most %d packages were built at once, want %d", most, jobs)
	}
	var names []string
	for _, r := range results {
		names = append(names, r.Target.Name)
		if r.Size != int64(len(r.Target.Name)) || !strings.Contains(printed.String(), r.Path+"  ") {
			t.Errorf("%s: size %d, printed:\n%s", r.Target.Name, r.Size, printed.String())
		}
	}
	if got := strings.Join(names, " "); got != "a b c d e" {
		t.Errorf("run returned the packages %s, want a b c d e in order", got)
	}
	if lines := strings.Count(printed.String(), "\n"); lines != len(targets) {
		t.Errorf("run printed %d lines, want one per package:\n%s", lines, printed.String())
	}
}

// TestRunStopsAtFirstFailure checks that when one target fails, run stops
// the builds under way, starts no more, and names the failure, not the
// builds it stopped.
func TestRunStopsAtFirstFailure(t *testing.T) {
	slowStarted := make(chan struct{})
	var slowStopped, lateStarted atomic.Bool
	targets := []target{
		{Name: "slow", pack: func(b *builder, tg target) (string, error) {
			close(slowStarted)
			select {
			case <-b.ctx.Done():
				slowStopped.Store(true)
				return "", b.ctx.Err()
			case <-time.After(time.Minute):
				return writePackage(b, tg)
			}
		}},
		{Name: "bad", pack: func(b *builder, tg target) (string, error) {
			<-slowStarted
			return "", errors.New("broken")
		}},
		{Name: "late", pack: func(b *builder, tg target) (string, error) {
			lateStarted.Store(true)
			return writePackage(b, tg)
		}},
	}
	out := t.TempDir()
	results, err := run(t.Context(), config{Out: out, Targets: targets, Jobs: 2}, new(bytes.Buffer))
	if err == nil || err.Error() != "bad: broken" {
		t.Errorf("run returned the error %v, want bad: broken", err)
	}
	if len(results) != 0 {
		t.Errorf("run returned %d packages, want none", len(results))
	}
	if !slowStopped.Load() {
		t.Error("the build under way was not stopped")
	}
	if lateStarted.Load() {
		t.Error("a build started after the failure")
	}
	if list, _ := os.ReadDir(out); len(list) != 0 {
		t.Errorf("the output folder holds %d files, want none", len(list))
	}
}
