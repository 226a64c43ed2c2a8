package elements

import (
	"fmt"
	"strconv"
	"strings"
)

// Ability is a special rule a profile carries.
type Ability uint8

// The abilities of the pack format (docs/rules/elements.md).
const (
	Stealthy Ability = 1 << iota // starts hidden, may hide again
	Centred                      // re-rolls its Spirit and Void dice once in close combat
	Volley                       // rolls two dice for a shuriken attack
)

// Profile is one kind of model a force can muster.
type Profile struct {
	ID        string // the word in notation, e.g. "monk"
	Name      string // the display name, e.g. "Monk"
	Cost      int
	Attack    int
	Defence   int
	Move      int
	Range     int // bow range in spaces, 0 for none
	Abilities Ability
	Line      int // the line that starts it, for messages
}

// Has reports whether the profile carries ability a.
func (p *Profile) Has(a Ability) bool { return p.Abilities&a != 0 }

// Pack is a parsed model pack: the profiles forces are mustered from.
type Pack struct {
	Name     string
	Profiles []Profile
}

// Profile limits: they keep dice pools and movement small.
const (
	MaxProfiles = 32
	MaxStat     = 6
	MaxRange    = 12
)

// ProfileIndex returns the index of the profile with the given id, or -1.
func (pk *Pack) ProfileIndex(id string) int {
	for i := range pk.Profiles {
		if pk.Profiles[i].ID == id {
			return i
		}
	}
	return -1
}

// PackError is a pack file fault with its file and line.
type PackError struct {
	File string
	Line int
	Msg  string
}

func (e *PackError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// ParsePack reads a pack file (format in docs/rules/elements.md); origin
// names the file in messages.
func ParsePack(origin string, src []byte) (*Pack, error) {
	fail := func(line int, format string, args ...any) error {
		return &PackError{File: origin, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	if len(src) > 1<<16 {
		return nil, fail(0, "file is %d bytes; a pack is at most 64 KiB", len(src))
	}
	pk := &Pack{}
	var cur *Profile
	seen := map[string]bool{}
	for i, raw := range strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n") {
		n := i + 1
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fail(n, "expected \"key: value\", found %q", line)
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		switch {
		case key == "pack":
			if pk.Name != "" {
				return nil, fail(n, "a second pack name")
			}
			if val == "" {
				return nil, fail(n, "the pack needs a name")
			}
			pk.Name = val
		case strings.HasPrefix(key, "profile "):
			id := strings.TrimSpace(strings.TrimPrefix(key, "profile "))
			if !validID(id) {
				return nil, fail(n, "profile id %q: use 1 to 16 lower-case letters, digits or dashes, starting with a letter", id)
			}
			if id == "spare" {
				return nil, fail(n, "\"spare\" is the legend's word for an empty deployment square, not a profile")
			}
			if seen[id] {
				return nil, fail(n, "a second profile %q", id)
			}
			if len(pk.Profiles) >= MaxProfiles {
				return nil, fail(n, "more than %d profiles", MaxProfiles)
			}
			if val == "" {
				return nil, fail(n, "profile %q needs a display name", id)
			}
			seen[id] = true
			pk.Profiles = append(pk.Profiles, Profile{ID: id, Name: val, Line: n})
			cur = &pk.Profiles[len(pk.Profiles)-1]
		case cur == nil:
			return nil, fail(n, "%q before any profile", key)
		case key == "abilities":
			if err := parseAbilities(cur, val); err != nil {
				return nil, fail(n, "%v", err)
			}
		default:
			var dst *int
			lo, hi := 1, MaxStat
			switch key {
			case "cost":
				dst, lo, hi = &cur.Cost, 0, 1000
			case "attack":
				dst = &cur.Attack
			case "defence":
				dst, lo = &cur.Defence, 0
			case "move":
				dst = &cur.Move
			default:
				return nil, fail(n, "unknown key %q (cost, attack, defence, move, abilities)", key)
			}
			v, err := strconv.Atoi(val)
			if err != nil || v < lo || v > hi {
				return nil, fail(n, "%s %q: expected a number %d..%d", key, val, lo, hi)
			}
			*dst = v
		}
	}
	if pk.Name == "" {
		return nil, fail(0, "no \"pack:\" line names the pack")
	}
	if len(pk.Profiles) == 0 {
		return nil, fail(0, "the pack has no profiles")
	}
	for i := range pk.Profiles {
		p := &pk.Profiles[i]
		if p.Attack == 0 || p.Move == 0 {
			return nil, fail(p.Line, "profile %q needs attack and move", p.ID)
		}
	}
	return pk, nil
}

// parseAbilities reads "stealthy, centred, range 6".
func parseAbilities(p *Profile, val string) error {
	for _, w := range strings.Split(val, ",") {
		w = strings.TrimSpace(w)
		switch {
		case w == "stealthy":
			p.Abilities |= Stealthy
		case w == "centred":
			p.Abilities |= Centred
		case w == "volley":
			p.Abilities |= Volley
		case strings.HasPrefix(w, "range "):
			r, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(w, "range ")))
			if err != nil || r < 2 || r > MaxRange {
				return fmt.Errorf("ability %q: the range is a number 2..%d", w, MaxRange)
			}
			p.Range = r
		default:
			return fmt.Errorf("unknown ability %q (stealthy, centred, volley, range N)", w)
		}
	}
	return nil
}

// validID reports whether s is a profile id: a lower-case letter, then
// letters, digits or dashes, 16 at most.
func validID(s string) bool {
	if len(s) == 0 || len(s) > 16 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}
