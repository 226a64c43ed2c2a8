// Command assetgen rasterises the game's icons from the Game Icons set.
//
// It reads the iconify JSON of the npm package @iconify-json/game-icons,
// draws every icon listed in choices as a 128x128 PNG (white on
// transparent) into the output directory, and writes the attribution file:
//
//	go run ./build/assetgen -icons PATH/icons.json -out assets/icons -credits assets/CREDITS.md
//
// The output is deterministic: the same input gives the same bytes. The
// build/assets script installs the npm package and runs this command.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	iconsPath := flag.String("icons", "", "path to icons.json of @iconify-json/game-icons")
	outDir := flag.String("out", "assets/icons", "directory for the PNG files")
	creditsPath := flag.String("credits", "assets/CREDITS.md", "path of the credits file to write")
	flag.Parse()
	if *iconsPath == "" || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	log.SetFlags(0)
	log.SetPrefix("assetgen: ")
	if err := run(*iconsPath, *outDir, *creditsPath); err != nil {
		log.Fatal(err)
	}
}

// run generates every icon from the set at iconsPath into outDir, removes
// stale PNGs there, and writes the credits to creditsPath.
func run(iconsPath, outDir, creditsPath string) error {
	set, err := readIconSet(iconsPath)
	if err != nil {
		return err
	}
	pkg, err := readPackageInfo(iconsPath)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	wanted := map[string]bool{}
	for _, c := range choices {
		file := c.Name + ".png"
		if wanted[file] {
			return fmt.Errorf("icon %q listed twice", c.Name)
		}
		wanted[file] = true
		if err := generate(set, c, outDir); err != nil {
			return err
		}
	}
	if err := removeStale(outDir, wanted); err != nil {
		return err
	}
	var credits bytes.Buffer
	if err := writeCredits(&credits, pkg); err != nil {
		return err
	}
	if err := writeIfChanged(creditsPath, credits.Bytes()); err != nil {
		return fmt.Errorf("write credits: %w", err)
	}
	log.Printf("wrote %d icons to %s and credits to %s", len(choices), outDir, creditsPath)
	return nil
}

// generate renders the icon c from set and writes it as NAME.png in outDir.
func generate(set *iconSet, c iconChoice, outDir string) error {
	body, width, height, err := set.lookup(c.ID)
	if err != nil {
		return fmt.Errorf("icon %q: %w", c.Name, err)
	}
	img, err := render(body, width, height, iconSize, iconPadding)
	if err != nil {
		return fmt.Errorf("icon %q (%s): %w", c.Name, c.ID, err)
	}
	// A background rectangle in the body would fill the whole square.
	if opaque, transparent := coverage(img); opaque > 0.9 || transparent < 0.1 {
		return fmt.Errorf("icon %q (%s): drawn as a filled square (%.0f%% opaque, %.0f%% transparent)",
			c.Name, c.ID, 100*opaque, 100*transparent)
	}
	data, err := encodePNG(img)
	if err != nil {
		return fmt.Errorf("icon %q (%s): encode: %w", c.Name, c.ID, err)
	}
	path := filepath.Join(outDir, c.Name+".png")
	if err := writeIfChanged(path, data); err != nil {
		return fmt.Errorf("icon %q (%s): %w", c.Name, c.ID, err)
	}
	return nil
}

// removeStale deletes the PNG files in dir that are not in keep, so that a
// renamed or dropped icon does not linger in the embedded set.
func removeStale(dir string, keep map[string]bool) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".png") || keep[e.Name()] {
			continue
		}
		path := filepath.Join(dir, e.Name())
		if err := os.Remove(path); err != nil {
			return fmt.Errorf("remove stale icon: %w", err)
		}
		log.Printf("removed stale %s", path)
	}
	return nil
}

// writeIfChanged writes data to path unless the file already holds exactly
// data, so that re-running the generator leaves file times alone.
func writeIfChanged(path string, data []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	return os.WriteFile(path, data, 0o644)
}
