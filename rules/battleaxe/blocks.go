package battleaxe

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// FileError is a fault in a data or level file, with the file and line it
// is on (line 0: the file as a whole).
type FileError struct {
	File string
	Line int
	Msg  string
}

// Error returns the fault as "file:line: message".
func (e *FileError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// maxFile bounds every file this package reads.
const maxFile = 1 << 20

// block is one entry of a card file: a head line "<kind> <id>" at the start
// of a line, then indented "key: value" lines.
type block struct {
	Kind, ID string
	Line     int
	Fields   []field
	used     []bool
}

type field struct {
	Key, Val string
	Line     int
}

// parseBlocks splits a card file into blocks. Blank lines and lines starting
// with # are skipped.
func parseBlocks(file string, src []byte) ([]*block, error) {
	if len(src) > maxFile {
		return nil, &FileError{file, 0, fmt.Sprintf("%d bytes; a card file is at most 1 MiB", len(src))}
	}
	if !utf8.Valid(src) {
		return nil, &FileError{file, 0, "not UTF-8 text"}
	}
	var out []*block
	for i, raw := range strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n") {
		n := i + 1
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if raw[0] != ' ' && raw[0] != '\t' {
			f := strings.Fields(line)
			if len(f) != 2 {
				return nil, &FileError{file, n, fmt.Sprintf("expected \"<kind> <id>\" to start an entry, found %q", line)}
			}
			if !validID(f[1]) {
				return nil, &FileError{file, n, fmt.Sprintf("id %q: use lower-case letters, digits and dashes", f[1])}
			}
			out = append(out, &block{Kind: f[0], ID: f[1], Line: n})
			continue
		}
		if len(out) == 0 {
			return nil, &FileError{file, n, "an indented line before any entry"}
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			return nil, &FileError{file, n, fmt.Sprintf("expected \"key: value\", found %q", line)}
		}
		b := out[len(out)-1]
		k = strings.ToLower(strings.TrimSpace(k))
		for _, f := range b.Fields {
			if f.Key == k {
				return nil, &FileError{file, n, fmt.Sprintf("%q is given twice in %s %s (first at line %d)", k, b.Kind, b.ID, f.Line)}
			}
		}
		b.Fields = append(b.Fields, field{Key: k, Val: strings.TrimSpace(v), Line: n})
		b.used = append(b.used, false)
	}
	return out, nil
}

func validID(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// blockReader reads the fields of one block, remembering the first error.
type blockReader struct {
	file string
	b    *block
	err  error
}

func (r *blockReader) failf(line int, format string, args ...any) {
	if r.err == nil {
		r.err = &FileError{r.file, line, fmt.Sprintf(format, args...)}
	}
}

// get returns a field's value and line; ok is false when it is absent.
func (r *blockReader) get(key string) (string, int, bool) {
	for i, f := range r.b.Fields {
		if f.Key == key {
			r.b.used[i] = true
			return f.Val, f.Line, true
		}
	}
	return "", r.b.Line, false
}

// text returns a required text field.
func (r *blockReader) text(key string) string {
	v, line, ok := r.get(key)
	if !ok || v == "" {
		r.failf(line, "%s %s needs %q", r.b.Kind, r.b.ID, key)
	}
	return v
}

// optText returns an optional text field, def when absent.
func (r *blockReader) optText(key, def string) string {
	if v, _, ok := r.get(key); ok {
		return v
	}
	return def
}

// num reads a required whole number within lo..hi; a leading + is allowed
// and a trailing % ignored.
func (r *blockReader) num(key string, lo, hi int) int {
	v, line, ok := r.get(key)
	if !ok {
		r.failf(line, "%s %s needs %q", r.b.Kind, r.b.ID, key)
		return 0
	}
	return r.parseNum(key, v, line, lo, hi)
}

// optNum reads an optional number, def when absent.
func (r *blockReader) optNum(key string, lo, hi, def int) int {
	v, line, ok := r.get(key)
	if !ok {
		return def
	}
	return r.parseNum(key, v, line, lo, hi)
}

func (r *blockReader) parseNum(key, v string, line, lo, hi int) int {
	s := strings.TrimSuffix(strings.TrimPrefix(v, "+"), "%")
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		r.failf(line, "%s: expected a whole number from %d to %d, found %q", key, lo, hi, v)
		return 0
	}
	return n
}

// yesNo reads an optional yes/no field.
func (r *blockReader) yesNo(key string, def bool) bool {
	v, line, ok := r.get(key)
	if !ok {
		return def
	}
	switch strings.ToLower(v) {
	case "yes":
		return true
	case "no":
		return false
	}
	r.failf(line, "%s: expected yes or no, found %q", key, v)
	return def
}

// done fails on any field the reader did not ask for.
func (r *blockReader) done() {
	for i, f := range r.b.Fields {
		if !r.b.used[i] {
			r.failf(f.Line, "%s %s: unknown key %q", r.b.Kind, r.b.ID, f.Key)
		}
	}
}
