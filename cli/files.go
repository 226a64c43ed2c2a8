package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"skirmish/fileio"
)

// Limits on what the command line reads, so that no argument, file or line
// of input can make it allocate without bound.
const (
	maxActionsBytes = 16 << 20 // -actions, -actions-file and -dice
	maxValueBytes   = 4 << 10  // any other flag value (paths, ids, lists)
	maxActionBytes  = 1 << 10  // one action in notation
	maxLineBytes    = 4 << 10  // one line typed into the console
	maxMessageBytes = 2 << 10  // one error message printed to stderr
	maxPathShown    = 256      // bytes of a path quoted in a message
	maxFlagLine     = 1 << 10  // one line of the flag package's messages
)

// readLimited reads the file at path, which what describes ("-level",
// "replay file"), refusing folders, anything that is not a regular file (a
// named pipe, a device such as /dev/zero) without waiting on it, and
// anything larger than limit bytes, a file that grows as it is read
// included. Its errors are usage errors naming what and path.
func readLimited(what, path string, limit int64) ([]byte, error) {
	data, err := fileio.ReadLimited(what, path, limit)
	if err != nil {
		return nil, usageError{err}
	}
	return data, nil
}

// checkOutPath refuses an output file that cannot be written before any
// work is done: a directory, or a file in a folder that does not exist.
func checkOutPath(what, path string) error {
	shown := clip(path, maxPathShown)
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return usagef("%s %s is a folder; give a file name", what, shown)
	}
	dir := filepath.Dir(path)
	info, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return usagef("%s %s: the folder %s does not exist", what, shown, clip(dir, maxPathShown))
	}
	if err != nil {
		return usageError{fileio.PathError(what+" folder", clip(dir, maxPathShown), err)}
	}
	if !info.IsDir() {
		return usagef("%s %s: %s is not a folder", what, shown, clip(dir, maxPathShown))
	}
	return nil
}

// checkValueSizes refuses flag values longer than their limit, before
// anything quotes them back in a message or parses them.
func checkValueSizes(name, value string) error {
	limit := maxValueBytes
	switch name {
	case "actions", "dice":
		limit = maxActionsBytes
	}
	if len(value) > limit {
		return usagef("-%s is %s long; the limit is %s", name, fileio.ByteSize(int64(len(value))), fileio.ByteSize(int64(limit)))
	}
	return nil
}

// checkActionText refuses an action too long to be one, so that errors
// quoting it stay short. what names it: "action 3", "-action".
func checkActionText(what, text string) error {
	if len(text) > maxActionBytes {
		return usagef("%s is %s long; an action in notation is at most %s (is it the right text?)", what, fileio.ByteSize(int64(len(text))), fileio.ByteSize(maxActionBytes))
	}
	return nil
}

// printable escapes what a terminal would act on rather than show: control
// characters other than newline and tab, bidirectional overrides and bytes
// that are not UTF-8. A hostile argument quoted back in an error message
// cannot clear the screen or reorder the text.
func printable(s string) string {
	clean := true
	for _, r := range s {
		if r == utf8.RuneError || hostileRune(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case hostileRune(r) && r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		case hostileRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

func hostileRune(r rune) bool {
	if r == '\n' || r == '\t' {
		return false
	}
	return unicode.IsControl(r) || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069)
}

// clip shortens a message to at most max bytes, saying how much was left out.
func clip(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s… (%s more)", s[:cut], fileio.ByteSize(int64(len(s)-cut)))
}

// printableWriter writes through printable and clip, for the flag
// package's own messages, which quote unknown flag names as given.
type printableWriter struct{ w io.Writer }

func (p printableWriter) Write(b []byte) (int, error) {
	s := printable(string(b))
	if len(s) > maxFlagLine {
		s = clip(s, maxFlagLine) + "\n"
	}
	if _, err := io.WriteString(p.w, s); err != nil {
		return 0, err
	}
	return len(b), nil
}

// windowError adds a hint to the error of a window that could not open.
func windowError(err error) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	if strings.Contains(msg, "no window system") || strings.Contains(msg, "failed to open display") {
		return fmt.Errorf("cannot open a window: %w (is there a display? DISPLAY=%q; on a machine without one, run under xvfb-run -a)", err, os.Getenv("DISPLAY"))
	}
	return err
}
