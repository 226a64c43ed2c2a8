// Package levels embeds the scenario files of every ruleset. Each ruleset
// parses its own files; this package only finds them.
package levels

import (
	"embed"
	"io/fs"
	"path"
	"sort"
	"strings"
)

//go:embed tunnel magewinds
var files embed.FS

// File is one embedded level file.
type File struct {
	Name   string // scenario id: the file name without its extension
	Path   string // path inside the embedded files, e.g. "tunnel/first-blood.txt"
	Source []byte
}

// List returns the level files of a ruleset, sorted by file name. Names
// starting with a two-digit number and a dash ("01-first-blood.txt") are
// listed in that order, and the number is dropped from the scenario id.
func List(ruleset string) []File {
	entries, err := fs.ReadDir(files, ruleset)
	if err != nil {
		return nil
	}
	var out []File
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".txt") {
			continue
		}
		p := path.Join(ruleset, e.Name())
		src, err := files.ReadFile(p)
		if err != nil {
			continue
		}
		out = append(out, File{Name: scenarioName(e.Name()), Path: "levels/" + p, Source: src})
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

// Read returns an embedded file by its path inside the embedded files, such
// as "magewinds/fighters-of-the-gale.pack".
func Read(name string) ([]byte, error) {
	return files.ReadFile(name)
}
