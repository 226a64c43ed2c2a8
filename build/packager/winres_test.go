package main

import (
	"encoding/json"
	"strings"
	"testing"

	"skirmish/version"
)

func TestWindowsVersion(t *testing.T) {
	if _, err := windowsVersion(version.Version); err != nil {
		t.Errorf("version.Version cannot be a Windows file version: %v", err)
	}
	for in, want := range map[string]string{"0.4.0": "0.4.0.0", "1": "1.0.0.0", "1.2.3.4": "1.2.3.4", "65535.0.0": "65535.0.0.0"} {
		got, err := windowsVersion(in)
		if err != nil {
			t.Errorf("windowsVersion(%q): %v", in, err)
		} else if got != want {
			t.Errorf("windowsVersion(%q) = %q, want %q", in, got, want)
		}
	}
	for _, bad := range []string{"", "1.2.3.4.5", "0.4.0-rc1", "1.x", "65536", "01.2"} {
		if got, err := windowsVersion(bad); err == nil {
			t.Errorf("windowsVersion(%q) = %q, want an error", bad, got)
		}
	}
}

// TestWinresConfig checks the go-winres configuration: the icon's images,
// the manifest's settings and the version information.
func TestWinresConfig(t *testing.T) {
	data, err := winresConfig("1.2.3", []string{"icon16.png", "icon256.png"})
	if err != nil {
		t.Fatal(err)
	}
	var c map[string]map[string]map[string]any
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	text := string(data)
	for _, frag := range []string{`"icon16.png"`, `"icon256.png"`, `"as invoker"`, `"per monitor v2"`, `"file_version": "1.2.3.0"`, `"ProductVersion": "1.2.3"`} {
		if !strings.Contains(text, frag) {
			t.Errorf("winres.json has no %s:\n%s", frag, text)
		}
	}
	for _, key := range []string{"RT_GROUP_ICON", "RT_MANIFEST", "RT_VERSION"} {
		if c[key] == nil {
			t.Errorf("winres.json has no %s", key)
		}
	}
}
