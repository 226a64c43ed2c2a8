package main

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"debug/elf"
	"image"
	"image/png"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"skirmish/internal/testclock"
	"skirmish/version"
)

// TestPackages builds every desktop package once, into a temporary folder,
// two or more at a time as the packager does, and checks each in a
// parallel subtest: the Linux tar.gz (and runs its executable), the
// Windows zip (the PE executable and its resources) and both macOS zips
// (the bundle, Info.plist, the icon and the Mach-O executable).
// Cross-compiling the game for four targets takes minutes with a cold
// build cache and well under a minute with a warm one; -short skips it.
func TestPackages(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every desktop package; skipped with -short")
	}
	out := t.TempDir()
	var printed bytes.Buffer
	start := time.Now()
	results, err := run(t.Context(), config{Out: out, Targets: allTargets}, &printed)
	t.Logf("built %d packages in %s:\n%s", len(results), time.Since(start).Round(time.Second), printed.String())
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != len(allTargets) {
		t.Fatalf("run returned %d packages, want %d", len(results), len(allTargets))
	}
	paths := map[string]string{}
	for i, r := range results {
		if r.Target.Name != allTargets[i].Name {
			t.Errorf("package %d is for %s, want %s: run returns them in the order of the targets", i, r.Target.Name, allTargets[i].Name)
		}
		ext := ".zip"
		if r.Target.OS == "linux" {
			ext = ".tar.gz"
		}
		want := filepath.Join(out, "skirmish-"+version.Version+"-"+r.Target.Name+ext)
		if r.Path != want {
			t.Errorf("%s: package %s, want %s", r.Target.Name, r.Path, want)
		}
		if !strings.Contains(printed.String(), r.Path+"  ") || r.Size <= 0 {
			t.Errorf("%s: the output does not list %s with its size", r.Target.Name, r.Path)
		}
		paths[r.Target.Name] = r.Path
	}
	// The packages go to the output folder and nowhere else.
	list, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != len(allTargets) {
		var names []string
		for _, e := range list {
			names = append(names, e.Name())
		}
		t.Errorf("the output folder holds %q, want only the %d packages", names, len(allTargets))
	}
	checks := map[string]func(t *testing.T, pkg string){
		"linux-amd64":   checkLinux,
		"windows-amd64": checkWindows,
		"macos-arm64":   func(t *testing.T, pkg string) { checkMacOS(t, pkg, "arm64") },
		"macos-amd64":   func(t *testing.T, pkg string) { checkMacOS(t, pkg, "amd64") },
	}
	for _, tg := range allTargets {
		check, ok := checks[tg.Name]
		if !ok {
			t.Errorf("no check for the %s package", tg.Name)
			continue
		}
		t.Run(tg.Name, func(t *testing.T) {
			t.Parallel()
			check(t, paths[tg.Name])
		})
	}
}

// tarFile is one member of a tar archive read by readTarGz.
type tarFile struct {
	Header *tar.Header
	Data   []byte
}

// readTarGz returns the members of a gzip-compressed tar file by name, and
// their names in archive order.
func readTarGz(t *testing.T, name string) (map[string]tarFile, []string) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	tr := tar.NewReader(gz)
	files := map[string]tarFile{}
	var order []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			t.Fatalf("%s: %s: %v", name, h.Name, err)
		}
		files[h.Name] = tarFile{h, data}
		order = append(order, h.Name)
	}
	return files, order
}

// checkLinux checks the Linux package: its files and their modes, the
// desktop entry and icon, and the executable, which it extracts and runs.
func checkLinux(t *testing.T, pkg string) {
	files, order := readTarGz(t, pkg)
	top := "skirmish-" + version.Version + "/"
	want := []struct {
		name string
		mode int64
	}{
		{top, 0o755},
		{top + "README.txt", 0o644},
		{top + "skirmish", 0o755},
		{top + "skirmish.desktop", 0o644},
		{top + "skirmish.png", 0o644},
	}
	var wantOrder []string
	mtime, err := modTime()
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range want {
		wantOrder = append(wantOrder, w.name)
		f, ok := files[w.name]
		if !ok {
			t.Errorf("%s is missing", w.name)
			continue
		}
		h := f.Header
		if h.Mode != w.mode {
			t.Errorf("%s: mode %o, want %o", w.name, h.Mode, w.mode)
		}
		if isDir := strings.HasSuffix(w.name, "/"); isDir != (h.Typeflag == tar.TypeDir) || !isDir && h.Typeflag != tar.TypeReg {
			t.Errorf("%s: type %q", w.name, h.Typeflag)
		}
		if !h.ModTime.Equal(mtime) || h.Uid != 0 || h.Gid != 0 || h.Uname != "" || h.Gname != "" {
			t.Errorf("%s: time %v, owner %d:%d %q:%q; want %v, 0:0 and no names", w.name, h.ModTime, h.Uid, h.Gid, h.Uname, h.Gname, mtime)
		}
	}
	if strings.Join(order, " ") != strings.Join(wantOrder, " ") {
		t.Errorf("archive lists %q, want %q", order, wantOrder)
	}

	desktop := desktopKeys(t, files[top+"skirmish.desktop"].Data)
	for key, value := range map[string]string{
		"Type": "Application", "Name": "Skirmish", "Exec": "skirmish", "Icon": "skirmish",
		"Categories": "Game;StrategyGame;", "Terminal": "false",
	} {
		if desktop[key] != value {
			t.Errorf("skirmish.desktop: %s=%q, want %q", key, desktop[key], value)
		}
	}
	if desktop["Comment"] == "" {
		t.Error("skirmish.desktop has no Comment")
	}
	if img, err := png.Decode(bytes.NewReader(files[top+"skirmish.png"].Data)); err != nil {
		t.Errorf("skirmish.png: %v", err)
	} else if img.Bounds() != image.Rect(0, 0, 256, 256) {
		t.Errorf("skirmish.png is %v, want 256x256", img.Bounds())
	}
	readme := string(files[top+"README.txt"].Data)
	for _, frag := range []string{version.Version, "./skirmish", "skirmish.desktop", "~/.local/share/applications"} {
		if !strings.Contains(readme, frag) {
			t.Errorf("README.txt does not mention %q", frag)
		}
	}

	exe := files[top+"skirmish"].Data
	if ef, err := elf.NewFile(bytes.NewReader(exe)); err != nil {
		t.Fatalf("skirmish is not ELF: %v", err)
	} else if ef.Machine != elf.EM_X86_64 || ef.Type != elf.ET_EXEC {
		t.Errorf("skirmish: machine %v, type %v; want x86-64 executable", ef.Machine, ef.Type)
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "skirmish")
	if err := os.WriteFile(bin, exe, fs.FileMode(files[top+"skirmish"].Header.Mode)); err != nil {
		t.Fatal(err)
	}
	outText := runBinary(t, bin, "version")
	if !strings.HasPrefix(outText, "skirmish "+version.Version+" (") {
		t.Errorf("skirmish version printed %q, want skirmish %s (...)", outText, version.Version)
	}
	t.Run("title-shot", func(t *testing.T) { checkTitleShot(t, bin) })
}

// desktopKeys returns the keys of the [Desktop Entry] group of a desktop
// file.
func desktopKeys(t *testing.T, data []byte) map[string]string {
	t.Helper()
	keys := map[string]string{}
	group := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "["):
			group = line
		case group == "[Desktop Entry]":
			k, v, ok := strings.Cut(line, "=")
			if !ok {
				t.Errorf("skirmish.desktop: line %q is not KEY=VALUE", line)
			}
			keys[k] = v
		}
	}
	if group == "" {
		t.Error("skirmish.desktop has no [Desktop Entry] group")
	}
	return keys
}

// checkTitleShot runs the packaged executable's shot command on the title
// screen and checks the picture. It needs a display.
func checkTitleShot(t *testing.T, bin string) {
	if os.Getenv("DISPLAY") == "" {
		if os.Getenv("SKIRMISH_REQUIRE_DISPLAY") != "" {
			t.Fatal("needs a display (SKIRMISH_REQUIRE_DISPLAY is set)")
		}
		t.Skip("needs a display to run the packaged game: run under xvfb-run -a")
	}
	shot := filepath.Join(t.TempDir(), "title.png")
	runBinary(t, bin, "shot", "-screen", "title", "-out", shot)
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", shot, err)
	}
	colours := map[[3]uint32]bool{}
	amber := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			c := [3]uint32{r >> 8, g >> 8, bl >> 8}
			colours[c] = true
			if c == [3]uint32{0xF2, 0xB1, 0x4C} {
				amber++
			}
		}
	}
	if len(colours) < 200 {
		t.Errorf("the title screen has only %d colours: nothing drawn?", len(colours))
	}
	if amber < 100 {
		t.Errorf("the title screen has %d pixels of the amber accent #F2B14C, want the logo and title in it", amber)
	}
}

// runBinary runs an executable with a private configuration folder and
// returns its standard output; it fails the test if the program fails or
// takes over a minute.
func runBinary(t *testing.T, bin string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), testclock.Limit(time.Minute))
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+t.TempDir())
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\nstdout: %s\nstderr: %s", filepath.Base(bin), strings.Join(args, " "), err, stdout.String(), stderr.String())
	}
	return stdout.String()
}
