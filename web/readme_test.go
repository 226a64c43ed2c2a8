// Package web's test checks the browser download's figures in the README
// against the budget and, where the browser build is at hand (dist/web,
// from build/web), against what was built.
package web

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// root is the repository's root, from this package.
var root = filepath.Join("..")

// downloadFiles are the files of the browser download, as build/web
// writes them (each with a .br and a .gz twin) and the page loads them.
var downloadFiles = []string{"index.html", "wasm_exec.js", "skirmish.wasm"}

// tolerance is how far (a fraction) the README's figures may be from the
// build's: any change to the game moves the download a little, and the
// README is measured again when it has moved further.
const tolerance = 0.03

// readmeDownload is what the README says of the download.
type readmeDownload struct {
	rulesets string // the table's heading: "five"
	brotli   int64
	gzip     int64
	raw      int64
	chromium int64 // what headless Chromium received, brotli
}

// parseDownload reads the README's table of the download and the figure
// Chromium received.
func parseDownload(readme string) (readmeDownload, error) {
	var d readmeDownload
	head := regexp.MustCompile(`\| the download \(([a-z]+) rulesets\) \| bytes \| MiB \|`).FindStringSubmatch(readme)
	if head == nil {
		return d, fmt.Errorf("no table headed \"the download (N rulesets) | bytes | MiB\"")
	}
	d.rulesets = head[1]
	for _, row := range []struct {
		label string
		dst   *int64
	}{{`brotli \(quality \d+\)`, &d.brotli}, {`gzip -9`, &d.gzip}, {`raw`, &d.raw}} {
		m := regexp.MustCompile(`\n\| ` + row.label + ` \| ([0-9,]+) \| ([0-9.]+) \|`).FindStringSubmatch(readme)
		if m == nil {
			return d, fmt.Errorf("no row %q in the download's table", row.label)
		}
		n, err := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
		if err != nil {
			return d, fmt.Errorf("row %q: %w", row.label, err)
		}
		if mib := fmt.Sprintf("%.2f", float64(n)/(1<<20)); mib != m[2] {
			return d, fmt.Errorf("row %q: %d bytes are %s MiB, the README says %s", row.label, n, mib, m[2])
		}
		*row.dst = n
	}
	m := regexp.MustCompile(`headless Chromium received \(brotli, ([0-9,]+) bytes\)`).FindStringSubmatch(readme)
	if m == nil {
		return d, fmt.Errorf("no sentence \"headless Chromium received (brotli, N bytes)\"")
	}
	d.chromium, _ = strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
	return d, nil
}

// registrySize counts the rulesets of the registry as web/budget does:
// the table kinds listed in All, in game/rulesets/rulesets.go.
func registrySize(t *testing.T) int {
	data, err := os.ReadFile(filepath.Join(root, "game", "rulesets", "rulesets.go"))
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`(?m)^var All = .*$`).FindString(string(data))
	_, line, _ = strings.Cut(line, "{") // the kinds, not the slice's type
	n := len(regexp.MustCompile(`[A-Za-z0-9_]+\.Kind\b`).FindAllString(line, -1))
	if n == 0 {
		t.Fatal("game/rulesets/rulesets.go: no kinds in All")
	}
	return n
}

// numberWords spells the counts the README's heading may give.
var numberWords = []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// TestReadmeDownloadFitsTheBudget: the README's download figures are
// consistent (bytes and MiB agree; Chromium received the brotli figure),
// its heading counts the rulesets the registry lists, and the brotli
// figure is within the budget build/web enforces (web/budget).
func TestReadmeDownloadFitsTheBudget(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := parseDownload(string(readme))
	if err != nil {
		t.Fatalf("README.md: %v", err)
	}
	if n := registrySize(t); n >= len(numberWords) || numberWords[n] != d.rulesets {
		t.Errorf("README.md: the download's table is for %s rulesets; the registry lists %d", d.rulesets, n)
	}
	if d.chromium != d.brotli {
		t.Errorf("README.md: Chromium received %d bytes with brotli, the table says %d", d.chromium, d.brotli)
	}
	if !(d.brotli < d.gzip && d.gzip < d.raw) {
		t.Errorf("README.md: brotli %d, gzip %d, raw %d: want each smaller than the next", d.brotli, d.gzip, d.raw)
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash to run web/budget")
	}
	out, err := exec.Command("bash", filepath.Join(root, "web", "budget")).Output()
	if err != nil {
		t.Fatalf("web/budget: %v", err)
	}
	budget, err := strconv.ParseInt(strings.TrimSpace(string(out)), 10, 64)
	if err != nil {
		t.Fatalf("web/budget printed %q: %v", out, err)
	}
	if d.brotli > budget {
		t.Errorf("README.md: the brotli download, %d bytes, is over the budget of %d (web/budget)", d.brotli, budget)
	}
}

// TestReadmeDownloadMatchesTheBuild compares the README's figures with the
// browser build in dist/web (build/web writes it; build/browser-test runs
// this test right after with SKIRMISH_WEB_BUILT=1, which makes a missing
// build a failure): each total, brotli, gzip and raw, must be within 3 %
// of the README's. Without a build and without that variable it skips.
func TestReadmeDownloadMatchesTheBuild(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := parseDownload(string(readme))
	if err != nil {
		t.Fatalf("README.md: %v", err)
	}
	dist := filepath.Join(root, "dist", "web")
	var built [3]int64 // brotli, gzip, raw
	for _, f := range downloadFiles {
		for i, suffix := range []string{".br", ".gz", ""} {
			fi, err := os.Stat(filepath.Join(dist, f+suffix))
			if err != nil {
				if os.Getenv("SKIRMISH_WEB_BUILT") != "" {
					t.Fatalf("no browser build to compare: %v", err)
				}
				t.Skipf("no browser build in dist/web (run build/web): %v", err)
			}
			built[i] += fi.Size()
		}
	}
	for i, c := range []struct {
		what   string
		readme int64
	}{{"brotli", d.brotli}, {"gzip -9", d.gzip}, {"raw", d.raw}} {
		if off := float64(built[i]-c.readme) / float64(c.readme); off > tolerance || off < -tolerance {
			t.Errorf("README.md says the download is %d bytes %s; dist/web holds %d (%+.1f %%): measure it again (build/web prints it)",
				c.readme, c.what, built[i], 100*off)
		}
	}
}

// TestParseDownloadRefuses checks that the parser notices a table whose
// MiB column disagrees with its bytes, and a README with no table.
func TestParseDownloadRefuses(t *testing.T) {
	good := "| the download (two rulesets) | bytes | MiB |\n|---|---|---|\n| brotli (quality 10) | 1,048,576 | 1.00 |\n" +
		"| gzip -9 | 2,097,152 | 2.00 |\n| raw | 3,145,728 | 3.00 |\n headless Chromium received (brotli, 1,048,576 bytes)"
	d, err := parseDownload(good)
	if err != nil || d.brotli != 1<<20 || d.gzip != 2<<20 || d.raw != 3<<20 || d.chromium != 1<<20 || d.rulesets != "two" {
		t.Fatalf("parseDownload = %+v, %v", d, err)
	}
	if _, err := parseDownload(strings.Replace(good, "| 2.00 |", "| 2.10 |", 1)); err == nil {
		t.Error("a MiB figure that disagrees with its bytes was accepted")
	}
	if _, err := parseDownload("no table here"); err == nil {
		t.Error("a README with no table was accepted")
	}
}
