package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// winresIconSizes are the sizes of the images in the executable's icon.
var winresIconSizes = []int{16, 32, 48, 64, 128, 256}

// writeWinresDir writes into dir what go-winres make reads: winres.json and
// the icon's images, icon16.png to icon256.png, as icon returns them.
func writeWinresDir(dir, version string, icon func(size int) ([]byte, error)) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var icons []string
	for _, size := range winresIconSizes {
		name := fmt.Sprintf("icon%d.png", size)
		data, err := icon(size)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
		icons = append(icons, name)
	}
	config, err := winresConfig(version, icons)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "winres.json"), config, 0o644)
}

// winresConfig returns the go-winres JSON: the icon APP made of the images
// in icons, a manifest (run as the invoking user, per-monitor DPI aware
// v2, Windows 10 or later) and the version information, all from version.
func winresConfig(version string, icons []string) ([]byte, error) {
	fixed, err := windowsVersion(version)
	if err != nil {
		return nil, err
	}
	type obj = map[string]any
	config := obj{
		"RT_GROUP_ICON": obj{"APP": obj{"0000": icons}},
		"RT_MANIFEST": obj{"#1": obj{"0409": obj{
			"description":     "Skirmish: tabletop miniatures rules on a screen",
			"minimum-os":      "win10",
			"execution-level": "as invoker",
			"dpi-awareness":   "per monitor v2",
		}}},
		"RT_VERSION": obj{"#1": obj{"0000": obj{
			"fixed": obj{"file_version": fixed, "product_version": fixed},
			"info": obj{"0409": obj{
				"Comments":         "Tabletop miniatures rules on a screen",
				"CompanyName":      "Skirmish",
				"FileDescription":  "Skirmish",
				"FileVersion":      version,
				"InternalName":     "skirmish",
				"OriginalFilename": "Skirmish.exe",
				"ProductName":      "Skirmish",
				"ProductVersion":   version,
			}},
		}}},
	}
	return json.MarshalIndent(config, "", "  ")
}

// windowsVersion turns a version of up to four dot-separated numbers, such
// as "0.4.0", into the four numbers of a Windows file version, "0.4.0.0".
func windowsVersion(v string) (string, error) {
	parts := strings.Split(v, ".")
	if len(parts) > 4 {
		return "", fmt.Errorf("version %q has more than four parts", v)
	}
	for _, p := range parts {
		if n, err := strconv.ParseUint(p, 10, 16); err != nil || strconv.FormatUint(n, 10) != p {
			return "", fmt.Errorf("version %q: part %q is not a number from 0 to 65535", v, p)
		}
	}
	for len(parts) < 4 {
		parts = append(parts, "0")
	}
	return strings.Join(parts, "."), nil
}
