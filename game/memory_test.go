package game

import (
	"fmt"
	"image"
	"math"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/rulesets"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/render"
)

// Bounds of a long session (docs/performance.md): the whole process, the
// textures included (Mesa's software renderer keeps them in the process),
// and Ebitengine's images. The process peaks near 330 MB under this test,
// in a process of its own (from over 3 GB, then 595 to 642 MB with the
// caches purged at each change of scale, then 410 to 447 MB until
// ui.ReleaseStale let the widget trees that ebitenui's queues still named
// go, and the app collected garbage when a scene is left); Ebitengine's
// images peak near 70 MB (from 165 MB).
const (
	maxSessionRSS      = 400 << 20
	maxSessionGPUBytes = 128 << 20
)

// sessionTicks bounds the ticks of TestLongSessionMemory's 500 actions:
// a hundred an action (they took 1,007 ticks on a machine loaded 25
// times over).
const sessionTicks = 100 * 500

// TestLongSessionMemory plays 500 actions through the app, the computer on
// every seat of each ruleset's games in turn, while the mouse sweeps the
// screen and the UI scale switches between 100 %, 150 % and 200 % every 20
// actions; it fails when the process's memory passes maxSessionRSS or
// Ebitengine's images pass maxSessionGPUBytes. (It found a new pair of
// screen-sized buffers made for the log after every action, which grew
// the texture atlas past 3 GB.)
func TestLongSessionMemory(t *testing.T) {
	gameloop.NeedWindow(t)
	if os.Getenv("SKIRMISH_MEMORY_CHILD") == "" {
		// A session's memory is a process's: measured in a process of its
		// own, not after the other tests of this package have run.
		cmd := exec.Command(os.Args[0], "-test.run=^TestLongSessionMemory$", "-test.v", "-test.count=1")
		cmd.Env = append(os.Environ(), "SKIRMISH_MEMORY_CHILD=1")
		out, err := cmd.CombinedOutput()
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			if strings.Contains(line, "memory_test.go") {
				t.Log(strings.TrimSpace(line))
			}
		}
		if err != nil {
			t.Fatalf("the session in its own process: %v\n%s", err, out)
		}
		return
	}
	limitGoMemory() // as Run does
	const actions, perGame = 500, 125
	size := image.Pt(1280, 800)
	src := input.NewScript()
	a := NewApp(Options{Kinds: rulesets.All, Source: src, Fixed: size, NoSettings: true, NoSound: true, NoAutosave: true, DataDir: t.TempDir()})
	a.Settings.AnimSpeed, a.Settings.ComputerPace = 0, 0
	screen := render.NewImage(size.X, size.Y)
	defer screen.Deallocate()
	scales := []int{100, 150, 200}
	var (
		played, games, ticks int
		ses                  *session.Session
		seen                 int // ses's position when last looked at
		worst                Memory
		worstGPU             int64
		fail                 string
		perRuleset           = map[string]int{}
	)
	check := func() {
		m := ReadMemory()
		var d ebiten.DebugInfo
		ebiten.ReadDebugInfo(&d)
		if m.RSS > worst.RSS {
			worst = m
		}
		worstGPU = max(worstGPU, d.TotalGPUImageMemoryUsageInBytes)
		if fail == "" && (m.RSS > maxSessionRSS || d.TotalGPUImageMemoryUsageInBytes > maxSessionGPUBytes) {
			fail = sessionFigures(played, a.Settings.UIScale, m, d.TotalGPUImageMemoryUsageInBytes)
		}
	}
	start := ReadMemory()
	// The limit is ticks, not the clock (4 minutes were too few on a
	// machine loaded many times over).
	gameloop.InLoopFrames(t, sessionTicks, func() (bool, error) {
		ticks++
		if ts := a.Table(); ts == nil || ts.Session() != ses {
			if a.next == nil && (ts == nil || ts.Session() == nil) {
				// start the next game: the rulesets in turn, the computer on every seat
				k := rulesets.All[games%len(rulesets.All)]
				rs := k.Rules()
				sc := rs.Scenarios()[games/len(rulesets.All)%len(rs.Scenarios())]
				setup := session.Setup{Ruleset: rs, Scenario: sc, Seed: uint64(games + 1)}
				st, err := rs.Setup(sc, setup.Seed, setup.Options)
				if err != nil {
					return false, err
				}
				sitters := make([]session.Sitter, len(st.Seats()))
				for i := range sitters {
					sitters[i] = session.Computer
				}
				a.StartGame(setup, sitters, nil)
				games++
			} else if ts != nil {
				ses, seen = ts.Session(), ts.Session().Position()
			}
		} else if n := ses.Position(); n != seen {
			for range n - seen {
				if played++; played%10 == 0 {
					check()
				}
				if played%50 == 0 {
					t.Log(traceMemory(played, a.Settings.UIScale))
				}
			}
			perRuleset[ses.Setup.Ruleset.ID()] += n - seen
			seen = n
			a.Settings.UIScale = scales[played/20%len(scales)] // the app rebuilds when it changes
			if ses.State().Outcome().Over || n >= perGame {
				a.SetScene(NewTitle()) // on to the next game (Title would ask first)
				ses = nil
			}
		}
		// the mouse sweeps the screen, so that hovers and tooltips come and go
		ph := float64(ticks) / 90
		src.MoveMouse(int(float64(size.X)*(0.5+0.48*math.Sin(ph*2*math.Pi))), int(float64(size.Y)*(0.5+0.48*math.Sin(ph*6.3+0.7))))
		if err := a.Update(); err != nil {
			return false, err
		}
		a.Draw(screen)
		return played < actions, nil
	})
	check()
	t.Logf("%d actions in %d games (%v) over %d ticks; at the start %s; at the worst %s; Ebitengine's images at most %d MB",
		played, games, perRuleset, ticks, memoryText(start), memoryText(worst), worstGPU>>20)
	if played < actions {
		t.Fatalf("only %d actions played", played)
	}
	if len(perRuleset) < len(rulesets.All) {
		t.Errorf("the session played %v: want every ruleset", perRuleset)
	}
	if fail != "" {
		t.Errorf("memory past its bound (RSS %d MB, images %d MB): %s", maxSessionRSS>>20, maxSessionGPUBytes>>20, fail)
	}
}

// sessionFigures says where a session stood.
func sessionFigures(played, scale int, m Memory, gpu int64) string {
	return fmt.Sprintf("after %d actions at %d %%: %s, images %d MB", played, scale, memoryText(m), gpu>>20)
}

// traceMemory describes the process's memory in detail, for the log of
// TestLongSessionMemory.
func traceMemory(played, scale int) string {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	var d ebiten.DebugInfo
	ebiten.ReadDebugInfo(&d)
	return fmt.Sprintf("%3d actions at %3d %%: RSS %d MB (anon %d, file %d), Go heap in use %d MB (live %d), idle %d, released %d, Go sys %d MB, images %d MB, %d cached pictures, %d GCs",
		played, scale, procStatus("VmRSS:")>>20, procStatus("RssAnon:")>>20, procStatus("RssFile:")>>20,
		ms.HeapInuse>>20, ms.HeapAlloc>>20, ms.HeapIdle>>20, ms.HeapReleased>>20, ms.Sys>>20,
		d.TotalGPUImageMemoryUsageInBytes>>20, render.CachedImages(), ms.NumGC)
}

// memoryText writes m in megabytes.
func memoryText(m Memory) string {
	return fmt.Sprintf("RSS %d MB, Go heap %d MB, %d cached pictures", m.RSS>>20, m.HeapInUse>>20, m.CachedImages)
}
