package main

import (
	"strings"
	"testing"
)

func TestSelectTargets(t *testing.T) {
	for _, c := range []struct{ list, want string }{
		{"linux,windows,macos", "linux-amd64 windows-amd64 macos-arm64 macos-amd64"},
		{"all", "linux-amd64 windows-amd64 macos-arm64 macos-amd64"},
		{"macos", "macos-arm64 macos-amd64"},
		{" Windows , linux ", "linux-amd64 windows-amd64"},
		{"macos-amd64,macos", "macos-arm64 macos-amd64"},
	} {
		sel, err := selectTargets(c.list)
		if err != nil {
			t.Errorf("selectTargets(%q): %v", c.list, err)
			continue
		}
		var names []string
		for _, tg := range sel {
			names = append(names, tg.Name)
		}
		if got := strings.Join(names, " "); got != c.want {
			t.Errorf("selectTargets(%q) = %s, want %s", c.list, got, c.want)
		}
	}
	for _, bad := range []string{"", ",", "freebsd", "linux,beos"} {
		if _, err := selectTargets(bad); err == nil {
			t.Errorf("selectTargets(%q) accepted it", bad)
		}
	}
}
