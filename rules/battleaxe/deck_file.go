package battleaxe

import (
	"fmt"
	"strings"
)

// deckEntry is one entry of a deck or quest file: "<kind> <id>" at the
// start of a line, its indented "key: value" lines, and its layout (the
// rows after "map:", up to a blank line).
type deckEntry struct {
	kind, id string
	line     int
	keys     []deckKey
	rows     []string
	rowLine  int
}

type deckKey struct {
	key, val string
	line     int
}

// readDeckEntries splits a deck or quest file into entries. Lines starting
// with "#" are comments; every fault names the file and line.
func readDeckEntries(file string, src []byte) ([]deckEntry, error) {
	fail := func(n int, format string, args ...any) error {
		return &FileError{File: file, Line: n, Msg: fmt.Sprintf(format, args...)}
	}
	if len(src) > maxFile {
		return nil, fail(0, "%d bytes; a deck is at most 1 MiB", len(src))
	}
	var out []deckEntry
	inMap := false
	for i, raw := range strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n") {
		n := i + 1
		for j := 0; j < len(raw); j++ {
			if raw[j] >= 0x80 || raw[j] < 0x20 && raw[j] != '\t' {
				return nil, fail(n, "column %d: byte 0x%02x; decks are plain ASCII text", j+1, raw[j])
			}
		}
		t := strings.TrimSpace(raw)
		if inMap && strings.Contains(t, ":") {
			inMap = false // a key or "legend:" ends the layout
		}
		if inMap {
			if t == "" {
				inMap = false
				continue
			}
			if !strings.HasPrefix(raw, "  ") {
				return nil, fail(n, "layout rows are indented by two spaces")
			}
			e := &out[len(out)-1]
			e.rows = append(e.rows, strings.TrimRight(raw[2:], " \t"))
			continue
		}
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if raw[0] != ' ' && raw[0] != '\t' {
			f := strings.Fields(t)
			if len(f) != 2 || !validID(f[1]) {
				return nil, fail(n, "an entry starts \"<kind> <id>\" (ids in lower case), found %q", t)
			}
			for _, o := range out {
				if o.kind == f[0] && o.id == f[1] {
					return nil, fail(n, "%s %s is defined twice (line %d)", f[0], f[1], o.line)
				}
			}
			out = append(out, deckEntry{kind: f[0], id: f[1], line: n})
			continue
		}
		if len(out) == 0 {
			return nil, fail(n, "an indented line before any entry")
		}
		e := &out[len(out)-1]
		if t == "map:" {
			if e.rows != nil {
				return nil, fail(n, "a second map: in %s %s", e.kind, e.id)
			}
			inMap, e.rowLine, e.rows = true, n+1, []string{}
			continue
		}
		if t == "legend:" {
			continue
		}
		k, v, ok := strings.Cut(t, ":")
		if !ok {
			return nil, fail(n, "expected \"key: value\", found %q", t)
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		for _, o := range e.keys {
			if o.key == k && !strings.HasPrefix(k, "setup") && !strings.HasPrefix(k, "d20") {
				return nil, fail(n, "%s is given twice (line %d)", k, o.line)
			}
		}
		e.keys = append(e.keys, deckKey{k, v, n})
	}
	return out, nil
}

// get returns the value of key and its line, or "" and the entry's line.
func (e *deckEntry) get(key string) (string, int) {
	for _, k := range e.keys {
		if k.key == key {
			return k.val, k.line
		}
	}
	return "", e.line
}
