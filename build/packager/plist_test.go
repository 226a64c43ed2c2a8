package main

import "testing"

// TestInfoPlist checks that Info.plist parses back to the values written,
// with XML escaping where needed.
func TestInfoPlist(t *testing.T) {
	got := parsePlist(t, infoPlist("1.2.3"))
	for key, want := range map[string]string{
		"CFBundleVersion": "1.2.3", "CFBundleShortVersionString": "1.2.3", "CFBundleExecutable": "Skirmish",
		"NSHighResolutionCapable": "<true/>", "LSMinimumSystemVersion": macMinimumSystem,
	} {
		if got[key] != want {
			t.Errorf("%s = %q, want %q", key, got[key], want)
		}
	}
	odd := parsePlist(t, encodePlist([]plistEntry{{Key: "K<&>", String: `"a" & <b>`}, {Key: "F", IsBool: true}}))
	if odd["K<&>"] != `"a" & <b>` || odd["F"] != "<false/>" {
		t.Errorf("escaping: got %q", odd)
	}
}
