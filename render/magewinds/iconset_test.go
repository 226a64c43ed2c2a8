package magewinds

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestIconSetHasThePacksIcons checks that every icon a fighter pack or a
// level of levels/magewinds names ("icon: mw-ironclad", "...; icon
// mw-stormglass; ...") is in this ruleset's set.
func TestIconSetHasThePacksIcons(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "levels", "magewinds", "*"))
	if err != nil {
		t.Fatal(err)
	}
	named := regexp.MustCompile(`\bicon:?\s+([a-z0-9-]+)`)
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil || filepath.Ext(f) == ".go" {
			continue
		}
		for _, m := range named.FindAllStringSubmatch(string(data), -1) {
			n++
			if icons.RGBA(m[1], 16) == nil {
				t.Errorf("%s names the icon %q, which this ruleset's set does not have", filepath.Base(f), m[1])
			}
		}
	}
	if n == 0 {
		t.Error("no pack or level names an icon: the test reads nothing")
	}
}
