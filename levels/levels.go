// Package levels finds the embedded scenario files of a ruleset. Each
// ruleset's folder (levels/<id>) is a package of its own that embeds its
// files and lists them with List; the ruleset parses them.
//
//	//go:embed *.txt *.pack
//	var files embed.FS
//	func List() []levels.File { return levels.List(files, "levels/<id>") }
package levels

import (
	"io/fs"
	"path"
	"sort"
	"strings"
)

// File is one embedded level file.
type File struct {
	Name   string // scenario id: the file name without its extension
	Path   string // where it lives in the source tree, e.g. "levels/<id>/01-first-scenario.txt"
	Source []byte
}

// List returns the level files (".txt") at the top of fsys, sorted by file
// name; dir is the folder they come from in the source tree, for messages.
// Names starting with a two-digit number and a dash ("01-first-blood.txt")
// are listed in that order, and the number is dropped from the scenario id.
func List(fsys fs.FS, dir string) []File {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil
	}
	var out []File
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".txt") {
			continue
		}
		src, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			continue
		}
		out = append(out, File{Name: scenarioName(e.Name()), Path: path.Join(dir, e.Name()), Source: src})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

func scenarioName(file string) string {
	name := strings.TrimSuffix(file, ".txt")
	if len(name) > 3 && name[0] >= '0' && name[0] <= '9' && name[1] >= '0' && name[1] <= '9' && name[2] == '-' {
		name = name[3:]
	}
	return name
}
