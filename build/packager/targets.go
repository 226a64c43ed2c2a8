package main

import (
	"fmt"
	"slices"
	"strings"
)

// target is one package to build: an operating system and processor, and
// the function that builds and packs for them.
type target struct {
	Name   string // Name is "OS-ARCH" as in the package's file name, e.g. "macos-arm64".
	OS     string // OS is the family -targets selects by: linux, windows or macos.
	GOOS   string
	GOARCH string
	pack   func(b *builder, t target) (string, error)
}

// allTargets lists every package the packager can build, in build order.
var allTargets = []target{
	{Name: "linux-amd64", OS: "linux", GOOS: "linux", GOARCH: "amd64", pack: packLinux},
	{Name: "windows-amd64", OS: "windows", GOOS: "windows", GOARCH: "amd64", pack: packWindows},
	{Name: "macos-arm64", OS: "macos", GOOS: "darwin", GOARCH: "arm64", pack: packMacOS},
	{Name: "macos-amd64", OS: "macos", GOOS: "darwin", GOARCH: "amd64", pack: packMacOS},
}

// targetNames returns the words -targets accepts, for the flag's help.
func targetNames() string {
	var names []string
	for _, t := range allTargets {
		if !slices.Contains(names, t.OS) {
			names = append(names, t.OS)
		}
	}
	for _, t := range allTargets {
		names = append(names, t.Name)
	}
	return strings.Join(names, ", ") + " or all"
}

// selectTargets returns the targets a comma-separated list names, in the
// order of allTargets and each once. A word is an OS family ("macos" is both
// processors), a full name ("macos-arm64") or "all".
func selectTargets(list string) ([]target, error) {
	want := map[string]bool{}
	for _, word := range strings.Split(list, ",") {
		word = strings.ToLower(strings.TrimSpace(word))
		if word == "" {
			continue
		}
		found := false
		for _, t := range allTargets {
			if word == "all" || word == t.OS || word == t.Name {
				want[t.Name] = true
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("unknown target %q (known: %s)", word, targetNames())
		}
	}
	var sel []target
	for _, t := range allTargets {
		if want[t.Name] {
			sel = append(sel, t)
		}
	}
	if len(sel) == 0 {
		return nil, fmt.Errorf("no targets in %q (known: %s)", list, targetNames())
	}
	return sel, nil
}
