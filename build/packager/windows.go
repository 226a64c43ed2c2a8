package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// goWinres is the go-winres command, run with "go run" at a fixed version
// so that it never becomes a dependency of the game's go.mod.
const goWinres = "github.com/tc-hib/go-winres@v0.3.3"

// packWindows builds the Windows package for t: a zip with Skirmish.exe, a
// GUI-subsystem executable (no console window) with the icon, version
// information and manifest embedded as resources, and README.txt.
//
// go build links the resources from rsrc_windows_ARCH.syso files in the
// main package's folder. To leave the checkout alone, they are made in a
// temporary copy of the module's sources and the executable is built there.
func packWindows(b *builder, t target) (string, error) {
	dir := filepath.Join(b.work, t.Name)
	src := filepath.Join(dir, "src")
	if err := copyModule(b.ctx, b.root, src, t); err != nil {
		return "", err
	}
	if err := b.makeResources(filepath.Join(dir, "winres"), src, t); err != nil {
		return "", err
	}
	exe, err := b.buildBinary(src, t, "-H=windowsgui -s -w", "Skirmish.exe")
	if err != nil {
		return "", err
	}
	files := []file{
		{Name: "Skirmish.exe", Mode: 0o755, Data: exe},
		{Name: "README.txt", Mode: 0o644, Data: []byte(windowsReadme(b.version, t))},
	}
	out := b.packagePath(t, ".zip")
	return out, writeZip(out, files)
}

// makeResources writes the go-winres configuration and the icon images
// into resDir and runs go-winres, which writes rsrc_windows_ARCH.syso into
// srcDir.
func (b *builder) makeResources(resDir, srcDir string, t target) error {
	if err := writeWinresDir(resDir, b.version, b.iconPNG); err != nil {
		return fmt.Errorf("go-winres configuration: %w", err)
	}
	cmd := exec.CommandContext(b.ctx, "go", "run", goWinres, "make",
		"--in", filepath.Join(resDir, "winres.json"),
		"--arch", t.GOARCH,
		"--out", filepath.Join(srcDir, "rsrc"))
	// go-winres runs on this machine: the cross-compiling variables must
	// not reach the go command that builds it.
	cmd.Dir = resDir
	cmd.Env = append(os.Environ(), "GOOS=", "GOARCH=", "CGO_ENABLED=", "GOWORK=off")
	if _, err := output(cmd); err != nil {
		return fmt.Errorf("making the Windows resources: %w", err)
	}
	syso := filepath.Join(srcDir, "rsrc_windows_"+t.GOARCH+".syso")
	if _, err := os.Stat(syso); err != nil {
		return fmt.Errorf("making the Windows resources: go-winres wrote no %s: %w", filepath.Base(syso), err)
	}
	return nil
}

// windowsReadme returns README.txt of the Windows package, with Windows
// line endings.
func windowsReadme(version string, t target) string {
	text := `Skirmish ` + version + ` for Windows 10 and 11 (` + t.GOARCH + `)

Skirmish puts tabletop miniatures rules on a screen: tiles, miniatures,
dice and cards, every rule resolved by deterministic rule modules.

Unpack the zip (right-click, Extract All), then double-click Skirmish.exe.
No installation is needed; to keep it, move the folder where you like and
pin Skirmish.exe to Start or the taskbar.

The program is not signed, so Windows SmartScreen may say "Windows
protected your PC" the first time: click "More info", then "Run anyway".

Settings and replays are kept in %AppData%\skirmish\.
`
	return strings.ReplaceAll(text, "\n", "\r\n")
}
