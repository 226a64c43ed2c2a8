package rulesets

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// budgetField returns the number web/download-budget gives for key.
func budgetField(t *testing.T, data, key string) int {
	t.Helper()
	for _, line := range strings.Split(data, "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == key {
			n, err := strconv.Atoi(f[1])
			if err != nil {
				t.Fatalf("web/download-budget: %s %q: %v", key, f[1], err)
			}
			return n
		}
	}
	t.Fatalf("web/download-budget has no %s", key)
	return 0
}

// TestDownloadBudgetCountsTheRegistry: the browser download's budget that
// build/web and build/browser-test enforce (web/budget) is the base plus a
// share for each ruleset of All, so that it follows the registry: the
// script counts the rulesets by reading rulesets.go, and this checks that
// it counts len(All).
func TestDownloadBudgetCountsTheRegistry(t *testing.T) {
	root := filepath.Join("..", "..")
	data, err := os.ReadFile(filepath.Join(root, "web", "download-budget"))
	if err != nil {
		t.Fatal(err)
	}
	base, per := budgetField(t, string(data), "base"), budgetField(t, string(data), "per-ruleset")
	cmd := exec.Command("bash", filepath.Join("web", "budget"))
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("web/budget: %v", err)
	}
	got, err := strconv.Atoi(strings.TrimSpace(string(out)))
	if err != nil {
		t.Fatalf("web/budget printed %q: %v", out, err)
	}
	if want := base + per*len(All); got != want {
		t.Errorf("web/budget gives %d bytes; for the %d rulesets of All it should be %d + %d × %d = %d", got, len(All), base, per, len(All), want)
	}
}
