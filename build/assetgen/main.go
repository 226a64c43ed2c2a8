// Command assetgen rasterises the game's icons from the Game Icons set.
//
// It reads the iconify JSON of the npm package @iconify-json/game-icons
// and every icon list of the repository: the interface's,
// assets/icons.txt, and each ruleset's, render/ID/icons.txt. For each list
// it draws every icon as a 128x128 PNG (white on transparent) into the
// folder icons beside the list, removes PNGs there that the list no
// longer names, and writes the attribution, CREDITS.md, beside the list;
// the interface's credits also name every ruleset's credits file and the
// fonts:
//
//	go run ./build/assetgen -icons PATH/icons.json
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
	root := flag.String("root", ".", "the repository's root")
	flag.Parse()
	if *iconsPath == "" || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	log.SetFlags(0)
	log.SetPrefix("assetgen: ")
	if err := run(*iconsPath, *root); err != nil {
		log.Fatal(err)
	}
}

// run generates the icons of every list under root from the set at
// iconsPath, and their credits.
func run(iconsPath, root string) error {
	set, err := readIconSet(iconsPath)
	if err != nil {
		return err
	}
	pkg, err := readPackageInfo(iconsPath)
	if err != nil {
		return err
	}
	paths, err := findLists(root)
	if err != nil {
		return err
	}
	var lists []iconList
	for _, p := range paths {
		l, err := readList(root, p)
		if err != nil {
			return err
		}
		lists = append(lists, l)
	}
	for i, l := range lists {
		outDir := filepath.Join(root, l.Dir(), "icons")
		if err := generateList(set, l, outDir); err != nil {
			return err
		}
		var credits bytes.Buffer
		if i == 0 {
			err = writeInterfaceCredits(&credits, pkg, l, lists[1:])
		} else {
			err = writeListCredits(&credits, pkg, l)
		}
		if err != nil {
			return err
		}
		creditsPath := filepath.Join(root, l.Dir(), "CREDITS.md")
		if err := writeIfChanged(creditsPath, credits.Bytes()); err != nil {
			return fmt.Errorf("write credits: %w", err)
		}
		log.Printf("%s: %d icons in %s, credits in %s", l.Path, len(l.Choices), outDir, creditsPath)
	}
	return nil
}

// generateList draws every icon of l into outDir and removes the PNGs
// there that l does not name.
func generateList(set *iconSet, l iconList, outDir string) error {
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	wanted := map[string]bool{}
	for _, c := range l.Choices {
		wanted[c.Name+".png"] = true
		if err := generate(set, c, outDir); err != nil {
			return fmt.Errorf("%s: %w", l.Path, err)
		}
	}
	return removeStale(outDir, wanted)
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
