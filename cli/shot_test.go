package cli

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	} {
		code, _, stderr := run(t, "", c.args...)
		if code == 0 || !strings.Contains(stderr, c.want) {
			t.Errorf("%q: exit %d, stderr %q; want failure mentioning %q", c.args, code, stderr, c.want)
		}
	}
}
