package arena

import (
	"fmt"
	"strconv"
	"strings"
)

// ItemKind says what an item of the armoury is.
type ItemKind uint8

// The kinds of item.
const (
	Weapon ItemKind = iota
	Shield
	Armour
)

// Item is one weapon, shield or armour of the armoury.
type Item struct {
	ID      string // the word in notation, e.g. "longsword"
	Name    string // the display name, e.g. "Longsword"
	Kind    ItemKind
	Bonus   int  // weapons and shields: added to the attack roll or the TN
	Damage  int  // weapons and shields: added to the Damage before conversion
	Weight  int  // weapons and shields: the AP each swing or defence costs
	Brawl   bool // rolled with Brawl, not Melee
	Natural bool // part of the body: never held, drawn or dropped
	Ranged  bool // a bow or crossbow: shoots, not usable in melee
	Thrown  bool // may be thrown at Damage - 2, and is gone; usable in melee
	Loads   bool // a crossbow: loaded at the start, fires once; reloading takes a round and a bit (reload.go)
	DR      int  // armour: Damage Reduction
	Cover   int  // armour: its Covering
	Vigil   int  // armour: the Penalty to Wits + Vigilance rolls (plate: -4)
}

// Melee reports whether the item can strike or resist in melee.
func (it *Item) Melee() bool { return it.Kind != Armour && !it.Ranged }

// Profile is one fighter's stat block.
type Profile struct {
	ID, Name                          string
	Str, Dex, Spd, Wits               int
	Melee, Brawl, Athletics, Medicine int
	Projectiles, Vigilance            int
	Stealth                           int  // for sneak attacks and ambushes
	Dumb                              bool // a dumb animal: does not dodge missiles
	FP                                int
	Armour                            int   // item index, -1 for none
	Hold                              []int // item indexes in hand at the start (at most 2)
	Carry                             []int // item indexes stowed (at most MaxCarry)
	Natural                           []int // natural weapons
	HideDR, HideCover                 int   // natural armour (0 DR for none)
	Undead                            bool  // the undead's DR 2, which covers everything
	Body                                    // animal features (animal.go)
	Line                              int
}

// HP returns the fighter's Hit Points: "equal to 6 plus a character's
// Strength Bonus".
func (p *Profile) HP() int { return 6 + p.Str }

// AP returns the Action Points the fighter begins each round with: "equal
// to their Speed + 3".
func (p *Profile) AP() int { return p.Spd + 3 }

// Pack is the armoury and the fighters scenarios draw from.
type Pack struct {
	Items    []Item
	Profiles []Profile
	Fists    int // the item every fighter may brawl with
}

// Pack limits: they keep numbers small and the encoding compact.
const (
	MaxItems    = 64
	MaxProfiles = 64
	MaxCarry    = 4
	MaxStat     = 6
	// MaxDRSources is armour, natural hide and undead resistance.
	MaxDRSources = 3
)

// Item returns the index of the item with the given id, or -1.
func (pk *Pack) Item(id string) int {
	for i := range pk.Items {
		if pk.Items[i].ID == id {
			return i
		}
	}
	return -1
}

// Profile returns the index of the profile with the given id, or -1.
func (pk *Pack) Profile(id string) int {
	for i := range pk.Profiles {
		if pk.Profiles[i].ID == id {
			return i
		}
	}
	return -1
}

// FileError is a fault of a pack or level file, with its line.
type FileError struct {
	File string
	Line int
	Msg  string
}

func (e *FileError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// packLine is one logical line of a pack: its words and its first line.
type packLine struct {
	words []string
	line  int
}

// packLines splits src into logical lines (an indented line goes on the
// one before), dropping comments and blank lines, and words, a quoted
// name being one word.
func packLines(origin string, src string, first int) ([]packLine, error) {
	var out []packLine
	for i, raw := range strings.Split(src, "\n") {
		if j := strings.IndexByte(raw, '#'); j >= 0 {
			raw = raw[:j]
		}
		if strings.TrimSpace(raw) == "" {
			continue
		}
		words, err := splitWords(raw)
		if err != nil {
			return nil, &FileError{origin, first + i, err.Error()}
		}
		if (raw[0] == ' ' || raw[0] == '\t') && len(out) > 0 {
			out[len(out)-1].words = append(out[len(out)-1].words, words...)
			continue
		}
		out = append(out, packLine{words: words, line: first + i})
	}
	return out, nil
}

func splitWords(s string) ([]string, error) {
	var out []string
	for {
		s = strings.TrimLeft(s, " \t\r")
		if s == "" {
			return out, nil
		}
		if s[0] == '"' {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				return nil, fmt.Errorf("a name's quote is not closed")
			}
			out = append(out, "\""+s[1:1+end])
			s = s[2+end:]
			continue
		}
		end := strings.IndexAny(s, " \t\r")
		if end < 0 {
			end = len(s)
		}
		out = append(out, s[:end])
		s = s[end:]
	}
}

// ParsePack reads a pack file (format in docs/rules/arena.md).
func ParsePack(origin string, src []byte) (*Pack, error) {
	pk := &Pack{}
	if err := pk.add(origin, string(src), 1); err != nil {
		return nil, err
	}
	pk.Fists = pk.Item("fists")
	if pk.Fists < 0 || !pk.Items[pk.Fists].Brawl {
		return nil, &FileError{origin, 0, `the pack has no brawling weapon "fists"`}
	}
	return pk, nil
}

// add reads pack lines from src (whose first line is numbered first) into
// the pack; a level uses it for fighters of its own.
func (pk *Pack) add(origin, src string, first int) error {
	lines, err := packLines(origin, src, first)
	if err != nil {
		return err
	}
	for _, pl := range lines {
		fail := func(format string, args ...any) error {
			return &FileError{origin, pl.line, fmt.Sprintf(format, args...)}
		}
		w := pl.words
		if len(w) < 3 || !validID(w[1]) || !strings.HasPrefix(w[2], "\"") || len(w[2]) < 2 {
			return fail(`expected: <weapon|shield|armour|fighter> <id> "<Name>" ...`)
		}
		if pk.Item(w[1]) >= 0 || pk.Profile(w[1]) >= 0 {
			return fail("%q is named twice", w[1])
		}
		var perr error
		switch w[0] {
		case "weapon", "shield", "armour":
			perr = pk.addItem(w)
		case "fighter":
			perr = pk.addProfile(w, pl.line)
		default:
			perr = fmt.Errorf("%q is not weapon, shield, armour or fighter", w[0])
		}
		if perr != nil {
			return fail("%s %s: %v", w[0], w[1], perr)
		}
		if len(pk.Items) > MaxItems || len(pk.Profiles) > MaxProfiles {
			return fail("more than %d items or %d fighters", MaxItems, MaxProfiles)
		}
	}
	return nil
}

func validID(s string) bool {
	if s == "" || len(s) > 16 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' && i > 0) {
			return false
		}
	}
	return true
}

// fields walks the "key value" words after a line's id and name.
type fields struct {
	w   []string
	i   int
	err error
}

func (f *fields) more() bool { return f.err == nil && f.i < len(f.w) }

func (f *fields) word() string {
	f.i++
	return f.w[f.i-1]
}

func (f *fields) num(key string, lo, hi int) int {
	if f.i >= len(f.w) {
		f.err = fmt.Errorf("%s needs a number", key)
		return 0
	}
	n, err := strconv.Atoi(f.word())
	if err != nil || n < lo || n > hi {
		f.err = fmt.Errorf("%s must be a number from %d to %d", key, lo, hi)
	}
	return n
}

func (pk *Pack) addItem(w []string) error {
	it := Item{ID: w[1], Name: w[2][1:]}
	it.Kind = map[string]ItemKind{"weapon": Weapon, "shield": Shield, "armour": Armour}[w[0]]
	f := &fields{w: w[3:]}
	var seen []string
	for f.more() {
		k := f.word()
		seen = append(seen, k)
		switch {
		case k == "bonus" && it.Kind != Armour:
			it.Bonus = f.num(k, -MaxStat, MaxStat)
		case k == "damage" && it.Kind != Armour:
			it.Damage = f.num(k, -MaxStat, MaxStat)
		case k == "weight" && it.Kind != Armour:
			it.Weight = f.num(k, 1, MaxStat)
		case k == "dr" && it.Kind == Armour:
			it.DR = f.num(k, 1, MaxStat)
		case k == "covering" && it.Kind == Armour:
			it.Cover = f.num(k, 1, MaxStat)
		case k == "vigilance" && it.Kind == Armour:
			it.Vigil = f.num(k, -MaxStat, 0)
		case k == "brawl" && it.Kind == Weapon:
			it.Brawl = true
		case k == "natural" && it.Kind == Weapon:
			it.Natural = true
		case k == "ranged" && it.Kind == Weapon:
			it.Ranged = true
		case k == "thrown" && it.Kind == Weapon:
			it.Thrown = true
		case k == "loads" && it.Kind == Weapon:
			it.Loads = true
		default:
			return fmt.Errorf("%q is not a field of a %s", k, w[0])
		}
	}
	if f.err != nil {
		return f.err
	}
	need := []string{"bonus", "damage", "weight"}
	if it.Kind == Armour {
		need = []string{"dr", "covering"}
	}
	for _, k := range need {
		if !contains(seen, k) {
			return fmt.Errorf("%s is missing", k)
		}
	}
	pk.Items = append(pk.Items, it)
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
