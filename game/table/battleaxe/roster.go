package battleaxe

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"unicode/utf8"

	"skirmish/game/table"
	ba "skirmish/rules/battleaxe"
)

// The roster: the heroes a player made on the creation screen (CREATE
// YOUR OWN HERO: "You can create 64 unique heroes!"), kept in a small
// text file beside the saves, one hero a line: "<race> <role> <name>",
// such as "elf wizard Mira Quickstep". Lines starting with # are
// comments. A damaged file is set aside, never overwritten: the player is
// told its name and the line at fault, and the roster starts empty.

// RosterName is the roster's file in the app's store.
const RosterName = "battleaxe-heroes.txt"

// Roster bounds: heroes in the file, and the runes of a name.
const (
	maxRoster  = 100
	maxNameLen = ba.MaxNameLen
)

// RosterHero is a hero of the roster: his name, race and role ids.
type RosterHero struct {
	Name, Race, Role string
}

// Card returns the id of the hero card of his race and role,
// "<race>-<role>".
func (h RosterHero) Card() string { return h.Race + "-" + h.Role }

// roster is the roster as the table holds it: its heroes, where it is
// kept (nil: nowhere, it lasts as long as the table), and whether it was
// read.
type roster struct {
	heroes []RosterHero
	files  table.Files
	read   bool
}

// parseRoster reads a roster file, checking each race and role against
// cat; a fault is a *ba.FileError naming file and line.
func parseRoster(file string, src []byte, cat *ba.Catalog) ([]RosterHero, error) {
	var out []RosterHero
	for i, raw := range strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n") {
		n := i + 1
		if !utf8.ValidString(raw) {
			return nil, &ba.FileError{File: file, Line: n, Msg: "not UTF-8 text"}
		}
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 3 {
			return nil, &ba.FileError{File: file, Line: n, Msg: fmt.Sprintf("expected \"<race> <role> <name>\", found %q", line)}
		}
		h := RosterHero{Race: f[0], Role: f[1], Name: strings.Join(f[2:], " ")}
		if _, ok := cat.Race(h.Race); !ok {
			return nil, &ba.FileError{File: file, Line: n, Msg: fmt.Sprintf("there is no race %q", h.Race)}
		}
		if _, ok := cat.Role(h.Role); !ok {
			return nil, &ba.FileError{File: file, Line: n, Msg: fmt.Sprintf("there is no role %q", h.Role)}
		}
		if err := checkName(h.Name); err != nil {
			return nil, &ba.FileError{File: file, Line: n, Msg: err.Error()}
		}
		if len(out) == maxRoster {
			return nil, &ba.FileError{File: file, Line: n, Msg: fmt.Sprintf("more than %d heroes", maxRoster)}
		}
		out = append(out, h)
	}
	return out, nil
}

// formatRoster writes heroes as parseRoster reads them.
func formatRoster(heroes []RosterHero) []byte {
	var b strings.Builder
	b.WriteString("# Battle-Axe: the heroes you made, one a line: <race> <role> <name>.\n")
	for _, h := range heroes {
		fmt.Fprintf(&b, "%s %s %s\n", h.Race, h.Role, h.Name)
	}
	return []byte(b.String())
}

// checkName says what is wrong with a hero's name, if anything: the rules'
// ValidName (1 to 20 letters, digits, spaces, hyphens and apostrophes,
// starting with a letter, no two spaces together), worded.
func checkName(name string) error {
	switch n := utf8.RuneCountInString(name); {
	case n == 0:
		return errors.New("the hero has no name")
	case n > maxNameLen:
		return fmt.Errorf("the name %q is longer than %d letters", name, maxNameLen)
	}
	for i, r := range name {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		switch {
		case i == 0 && !letter:
			return fmt.Errorf("the name %q does not start with a letter", name)
		case letter, r >= '0' && r <= '9', r == '-', r == '\'':
		case r == ' ' && !strings.HasSuffix(name[:i], " ") && i < len(name)-1:
		default:
			return fmt.Errorf("the name %q has %q: use letters, digits, spaces, hyphens and apostrophes", name, r)
		}
	}
	if !ba.ValidName(name) {
		return fmt.Errorf("the name %q is not one the rules take", name)
	}
	return nil
}

// load reads the roster from files once (nil files: an empty roster kept
// nowhere). It returns a message for the player when the file was damaged
// and set aside, naming the file and the line at fault.
func (r *roster) load(files table.Files, cat *ba.Catalog) string {
	if r.read {
		return ""
	}
	r.read, r.files = true, files
	if files == nil {
		return ""
	}
	data, err := files.Read(RosterName)
	if errors.Is(err, fs.ErrNotExist) {
		return ""
	}
	if err == nil {
		r.heroes, err = parseRoster(files.Where(RosterName), data, cat)
		if err == nil {
			return ""
		}
	}
	r.heroes = nil
	msg := "The roster of heroes is damaged: " + err.Error()
	if to, aerr := files.SetAside(RosterName); aerr == nil {
		return msg + ". It was set aside as " + files.Where(to) + "."
	} else {
		r.files = nil // never overwrite what could not be set aside
		return msg + ". It could not be set aside (" + aerr.Error() + "): heroes made now are not kept."
	}
}

// add puts h in the roster and writes it; the roster is unchanged on an
// error.
func (r *roster) add(h RosterHero) error {
	if err := checkName(h.Name); err != nil {
		return err
	}
	for _, o := range r.heroes {
		if strings.EqualFold(o.Name, h.Name) {
			return fmt.Errorf("the roster already has a hero called %s", o.Name)
		}
	}
	if len(r.heroes) >= maxRoster {
		return fmt.Errorf("the roster is full (%d heroes)", maxRoster)
	}
	return r.save(append(append([]RosterHero(nil), r.heroes...), h))
}

// remove takes hero i out of the roster and writes it.
func (r *roster) remove(i int) error {
	if i < 0 || i >= len(r.heroes) {
		return fmt.Errorf("no hero %d in the roster", i)
	}
	next := append(append([]RosterHero(nil), r.heroes[:i]...), r.heroes[i+1:]...)
	return r.save(next)
}

// save writes heroes as the roster and keeps them.
func (r *roster) save(heroes []RosterHero) error {
	if r.files != nil {
		if err := r.files.Write(RosterName, formatRoster(heroes)); err != nil {
			return fmt.Errorf("%s: %w", r.files.Where(RosterName), err)
		}
	}
	r.heroes = heroes
	return nil
}

// hostFiles returns the files of the host, or nil when it keeps none.
func hostFiles(a table.Host) table.Files {
	if fh, ok := a.(table.FileHost); ok {
		return fh.Files()
	}
	return nil
}
