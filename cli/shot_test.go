package cli

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/game"
	"skirmish/game/rulesets"
)

// TestShotWritesTheBattle draws a battle through the command line into a
// PNG. It opens a window, so it needs a display (the test script runs the
// tests under Xvfb); it is the only test of this package that does.
func TestShotWritesTheBattle(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		if os.Getenv("SKIRMISH_REQUIRE_DISPLAY") != "" {
			t.Fatal("needs a display (SKIRMISH_REQUIRE_DISPLAY is set)")
		}
		t.Skip("needs a display: run under xvfb-run -a")
	}
	out := filepath.Join(t.TempDir(), "battle.png")
	code, stdout, stderr := run(t, "", "shot", "-scenario", "first-blood", "-seed", "1", "-actions", "A move m3-l3 W; A move k3-j3 W", "-out", out, "-size", "800x500")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "wrote "+out) {
		t.Errorf("stdout %q", stdout)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds() != image.Rect(0, 0, 800, 500) {
		t.Fatalf("image %v, want 800x500", img.Bounds())
	}
	colours := map[[3]uint32]bool{}
	for y := 0; y < 500; y += 5 {
		for x := 0; x < 800; x += 5 {
			r, g, b, _ := img.At(x, y).RGBA()
			colours[[3]uint32{r >> 8, g >> 8, b >> 8}] = true
		}
	}
	if len(colours) < 100 {
		t.Errorf("the screenshot has only %d colours: nothing drawn?", len(colours))
	}
}

func TestShotRefusesBadInput(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"shot", "-scenario", "first-blood"}, "-out FILE.png is required"},
		{[]string{"shot", "-out", filepath.Join(dir, "a.png"), "-size", "big"}, "WIDTHxHEIGHT"},
		{[]string{"shot", "-out", filepath.Join(dir, "a.png"), "-size", "100x100"}, "between 320x240"},
		{[]string{"shot", "-out", filepath.Join(dir, "a.png"), "-at", "3"}, "-at needs -replay"},
		{[]string{"shot", "-out", filepath.Join(dir, "a.png"), "-actions", "A fly"}, "action 1"},
		{[]string{"shot", "-out", filepath.Join(dir, "a.png"), "-replay", filepath.Join(dir, "missing.json")}, "missing.json"},
		{[]string{"shot", "-out", filepath.Join(dir, "a.png"), "-screen", "credits"}, "unknown screen"},
		{[]string{"shot", "-out", filepath.Join(dir, "a.png"), "-scale", "300"}, "-scale 300"},
		{[]string{"shot", "-all", dir, "-out", filepath.Join(dir, "a.png")}, "give no -out"},
		{[]string{"shot", "-all", dir, "-scenario", "first-blood"}, "give no -scenario"},
		{[]string{"shot", "-all", dir, "-scale", "50"}, "-scale 50"},
		{[]string{"shot", "-all", dir, "-size", "10x10"}, "between 320x240"},
	} {
		code, _, stderr := run(t, "", c.args...)
		if code == 0 || !strings.Contains(stderr, c.want) {
			t.Errorf("%q: exit %d, stderr %q; want failure mentioning %q", c.args, code, stderr, c.want)
		}
	}
}

// TestShotAllWritesEveryScreen draws every screen of game.ShotScreensOf at
// one scale and size through `shot -all`, in a process of its own (a
// process opens one window), and finds one picture of that size for each.
func TestShotAllWritesEveryScreen(t *testing.T) {
	if os.Getenv("SKIRMISH_SHOT_ALL_DIR") != "" {
		return // the child's run is TestShotAllChild
	}
	if os.Getenv("DISPLAY") == "" {
		if os.Getenv("SKIRMISH_REQUIRE_DISPLAY") != "" {
			t.Fatal("needs a display (SKIRMISH_REQUIRE_DISPLAY is set)")
		}
		t.Skip("needs a display: run under xvfb-run -a")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestShotAllChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), "SKIRMISH_SHOT_ALL_DIR="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("shot -all: %v\n%s", err, out)
	}
	screens, _, err := game.ShotScreensOf(rulesets.All)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range screens {
		name := filepath.Join(dir, s.Name+"_125_800x500.png")
		f, err := os.Open(name)
		if err != nil {
			t.Errorf("%s: %v", s.Name, err)
			continue
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != 800 || cfg.Height != 500 {
			t.Errorf("%s: %dx%d, %v; want an 800x500 PNG", name, cfg.Width, cfg.Height, err)
		}
	}
	if got, _ := filepath.Glob(filepath.Join(dir, "*.png")); len(got) != len(screens) {
		t.Errorf("%d pictures for %d screens", len(got), len(screens))
	}
}

// TestShotAllChild is the child process of TestShotAllWritesEveryScreen.
func TestShotAllChild(t *testing.T) {
	dir := os.Getenv("SKIRMISH_SHOT_ALL_DIR")
	if dir == "" {
		t.Skip("the child process of TestShotAllWritesEveryScreen")
	}
	if code, _, stderr := run(t, "", "shot", "-all", dir, "-size", "800x500", "-scale", "125"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
}
