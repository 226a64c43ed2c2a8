package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// iconSet is the part of an iconify JSON icon set (icons.json) that the
// generator uses.
type iconSet struct {
	Prefix  string                 `json:"prefix"`
	Width   float64                `json:"width"`
	Height  float64                `json:"height"`
	Icons   map[string]iconifyIcon `json:"icons"`
	Aliases map[string]struct {
		Parent string `json:"parent"`
	} `json:"aliases"`
}

// iconifyIcon is one icon of an iconify set: SVG inner markup and an
// optional size that overrides the set's default.
type iconifyIcon struct {
	Body   string  `json:"body"`
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

// readIconSet reads and decodes the iconify JSON file at path.
func readIconSet(path string) (*iconSet, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	set := &iconSet{Width: 16, Height: 16}
	if err := json.Unmarshal(data, set); err != nil {
		return nil, fmt.Errorf("decode %s: %w", path, err)
	}
	if len(set.Icons) == 0 {
		return nil, fmt.Errorf("%s: no icons", path)
	}
	return set, nil
}

// lookup returns the body and viewBox size of the icon id, following
// aliases. It fails for an id the set does not have.
func (s *iconSet) lookup(id string) (body string, width, height float64, err error) {
	orig, seen := id, map[string]bool{}
	for !seen[id] {
		seen[id] = true
		if icon, ok := s.Icons[id]; ok {
			width, height = s.Width, s.Height
			if icon.Width > 0 {
				width = icon.Width
			}
			if icon.Height > 0 {
				height = icon.Height
			}
			return icon.Body, width, height, nil
		}
		alias, ok := s.Aliases[id]
		if !ok {
			break
		}
		id = alias.Parent
	}
	return "", 0, 0, fmt.Errorf("icon %q not in the %q set", orig, s.Prefix)
}

// packageInfo is the part of an npm package.json the credits mention.
type packageInfo struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	License string `json:"license"`
}

// readPackageInfo reads the package.json next to the icons file. It returns
// a zero packageInfo, not an error, if there is none, so that a bare
// icons.json can still be used.
func readPackageInfo(iconsPath string) (packageInfo, error) {
	var info packageInfo
	path := filepath.Join(filepath.Dir(iconsPath), "package.json")
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return info, nil
	}
	if err != nil {
		return info, err
	}
	if err := json.Unmarshal(data, &info); err != nil {
		return info, fmt.Errorf("decode %s: %w", path, err)
	}
	return info, nil
}
