package magewinds

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// Ability is a rule of a fighter profile that is not an attack or a spell.
// The abilities of the original fighter pack (docs/rules/magewinds.md):
type Ability uint8

// The abilities.
const (
	// Nimble: the fighter's Move is not shortened for starting within 1" of an enemy.
	Nimble Ability = 1 << iota
	// Sharpshot: targets of this fighter's missile attacks never count as in cover.
	Sharpshot
	// Stalwart: this fighter cannot be knocked back or pushed.
	Stalwart
)

var abilityNames = []struct {
	a    Ability
	name string
	text string
}{
	{Nimble, "nimble", `Moves its full Movement even when it starts within 1" of an enemy.`},
	{Sharpshot, "sharpshot", "Targets of its missile attacks never count as in cover."},
	{Stalwart, "stalwart", "Cannot be knocked back or pushed."},
}

// Names returns the abilities' words, in a fixed order.
func (a Ability) Names() []string {
	var out []string
	for _, n := range abilityNames {
		if a&n.a != 0 {
			out = append(out, n.name)
		}
	}
	return out
}

// AbilityText explains an ability word to players.
func AbilityText(name string) string {
	for _, n := range abilityNames {
		if n.name == name {
			return n.text
		}
	}
	return ""
}

// AttackProfile is one attack of a fighter profile (6.0) or a spell.
type AttackProfile struct {
	Name     string
	Missile  bool  // a missile attack; otherwise melee
	Min, Max int64 // range in µm
	Split    bool  // a split profile: Light and Heavy below; otherwise Light holds Power and Precision
	Light    PowerPrecision
	Heavy    PowerPrecision
}

// PowerPrecision is a Power and Precision pair.
type PowerPrecision struct{ Power, Precision int8 }

// Type returns "Melee" or "Missile".
func (a *AttackProfile) Type() string {
	if a.Missile {
		return "Missile"
	}
	return "Melee"
}

// RangeText gives the range as the seed writes it: `1` or `2 - 12`.
func (a *AttackProfile) RangeText() string {
	if a.Min == 0 {
		return trimInches(a.Max)
	}
	return trimInches(a.Min) + " - " + trimInches(a.Max)
}

func trimInches(d int64) string {
	s := strings.TrimSuffix(geom.FormatInches(d), `"`)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

// Effect is what a spell does.
type Effect uint8

// The spell effects of the original pack.
const (
	EffHeal    Effect = iota // a friendly fighter heals X damage
	EffRecover               // a friendly fighter recovers an action (20.3)
	EffBolt                  // a magic missile attack with the spell's attack profile
	EffWither                // roll X dice at an enemy; each 1-3 deals 1 damage, Armour does not block
	EffChill                 // an enemy fighter gains an action counter
	EffBlink                 // the caster is re-deployed (20.2) within 2X" and not within 1" of an enemy
	EffPush                  // an enemy fighter or a moveable object is moved up to X" directly away from the caster
	EffWard                  // a friendly fighter has +1 Armour until the End Phase
)

var effectWords = [...]string{"heal", "recover", "bolt", "wither", "chill", "blink", "push", "ward"}

func (e Effect) String() string { return effectWords[e] }

// Targets tells what a spell is aimed at.
func (e Effect) Targets() TargetKind {
	switch e {
	case EffHeal, EffRecover, EffWard:
		return TargetFriend
	case EffBolt, EffWither, EffChill:
		return TargetEnemy
	case EffPush:
		return TargetPushable
	}
	return TargetPoint
}

// TargetKind is what a spell is cast at.
type TargetKind uint8

// The kinds of target.
const (
	TargetFriend   TargetKind = iota // a friendly fighter, the caster included
	TargetEnemy                      // an enemy fighter
	TargetPushable                   // an enemy fighter or a moveable object
	TargetPoint                      // a point on the battlefield
)

// Spell is a spell ability (17.0).
type Spell struct {
	ID     string
	Name   string
	Cost   cards.Cost
	Effect Effect
	Range  int64 // how far the target may be, µm; blink: 0
	Attack AttackProfile
	Text   string
	Line   int
}

// Profile is a fighter profile (4.1).
type Profile struct {
	ID        string
	Name      string
	Icon      string
	Toughness int8
	Movement  int8
	Armour    int8
	Deflect   int8
	Evasion   int8
	Dodge     int8
	Attacks   []AttackProfile
	Abilities Ability
	Spells    []int // indexes into Pack.Spells
	Cost      int   // points, for assembling a warband (10.2)
	Text      string
	Line      int
}

// Has reports whether the profile has an ability.
func (p *Profile) Has(a Ability) bool { return p.Abilities&a != 0 }

// AName is the profile's name with its indefinite article: "a Hawkeye",
// "an Ironclad Sentinel".
func (p *Profile) AName() string {
	if p.Name != "" && strings.ContainsRune("AEIOUaeiou", rune(p.Name[0])) {
		return "an " + p.Name
	}
	return "a " + p.Name
}

// Pack limits: a fighter's profile and a spell are indexed by small
// integers in a battle's state.
const (
	MaxProfiles = 64
	MaxSpells   = 64
)

// Pack is a fighter pack (0.4): fighter profiles and spells, and how to
// assemble them into a warband.
type Pack struct {
	Name     string
	Origin   string
	Spells   []Spell
	Profiles []Profile
	Warband  WarbandRules
}

// ProfileIndex returns the index of the profile with id, or -1.
func (p *Pack) ProfileIndex(id string) int {
	for i := range p.Profiles {
		if p.Profiles[i].ID == id {
			return i
		}
	}
	return -1
}

// SpellIndex returns the index of the spell with id, or -1.
func (p *Pack) SpellIndex(id string) int {
	for i := range p.Spells {
		if p.Spells[i].ID == id {
			return i
		}
	}
	return -1
}

// ParsePack reads a fighter pack file. Errors name the file and line.
func ParsePack(origin string, src []byte) (*Pack, error) {
	pk := &Pack{Origin: origin, Warband: openWarband}
	fail := func(line int, format string, args ...any) error {
		return fmt.Errorf("%s line %d: %s", origin, line, fmt.Sprintf(format, args...))
	}
	if len(src) > MaxFileBytes {
		return nil, fmt.Errorf("%s: the file is %d bytes; a fighter pack is at most %d", origin, len(src), MaxFileBytes)
	}
	var sp *Spell
	var pr *Profile
	var rulesAt int // the line of the warband heading, 0 outside it
	var spellLists [][]string
	var spellLines []int
	for i, raw := range strings.Split(string(src), "\n") {
		n := i + 1
		line := strings.TrimRight(raw, " \t\r")
		if k := strings.Index(line, "//"); k >= 0 {
			line = strings.TrimRight(line[:k], " \t")
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(line); r != ' ' && r != '\t' && unicode.IsSpace(r) {
			return nil, fail(n, "the line starts with %U %q, a space that is neither a space bar space nor a tab: indent with spaces or tabs", r, r)
		}
		indented := line[0] == ' ' || line[0] == '\t'
		key, val, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok {
			return nil, fail(n, "expected \"key: value\", found %q", strings.TrimSpace(line))
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		if !indented {
			sp, pr, rulesAt = nil, nil, 0
			word, id, _ := strings.Cut(key, " ")
			id = strings.TrimSpace(id)
			switch word {
			case "pack":
				pk.Name = val
			case "warband":
				rulesAt = n
			case "spell", "fighter":
				if !validID(id) {
					return nil, fail(n, "%s id %q must be lower-case letters, digits and dashes", word, id)
				}
				if val == "" {
					return nil, fail(n, "%s %s has no name", word, id)
				}
				if word == "spell" && len(pk.Spells) >= MaxSpells || word == "fighter" && len(pk.Profiles) >= MaxProfiles {
					return nil, fail(n, "a pack has at most %d spells and %d fighters", MaxSpells, MaxProfiles)
				}
				if word == "spell" {
					if pk.SpellIndex(id) >= 0 {
						return nil, fail(n, "spell %s is defined twice", id)
					}
					pk.Spells = append(pk.Spells, Spell{ID: id, Name: val, Line: n})
					sp = &pk.Spells[len(pk.Spells)-1]
				} else {
					if pk.ProfileIndex(id) >= 0 {
						return nil, fail(n, "fighter %s is defined twice", id)
					}
					pk.Profiles = append(pk.Profiles, Profile{ID: id, Name: val, Line: n, Icon: id})
					pr = &pk.Profiles[len(pk.Profiles)-1]
					spellLists = append(spellLists, nil)
					spellLines = append(spellLines, n)
				}
			default:
				return nil, fail(n, "unknown heading %q (use pack, warband, spell or fighter)", word)
			}
			continue
		}
		switch {
		case rulesAt > 0:
			if known, err := pk.Warband.setRule(key, val); !known || err != nil {
				if err == nil {
					err = fmt.Errorf("unknown key %q (use points, fighters, copies, casters)", key)
				}
				return nil, fail(n, "warband: %v", err)
			}
		case sp != nil:
			if err := sp.set(key, val); err != nil {
				return nil, fail(n, "spell %s: %v", sp.ID, err)
			}
		case pr != nil:
			if key == "spells" {
				spellLists[len(spellLists)-1] = splitList(val)
				spellLines[len(spellLines)-1] = n
				continue
			}
			if err := pr.set(key, val); err != nil {
				return nil, fail(n, "fighter %s: %v", pr.ID, err)
			}
		default:
			return nil, fail(n, "%q is indented but belongs to no spell or fighter", key)
		}
	}
	for i := range pk.Spells {
		s := &pk.Spells[i]
		if len(s.Cost) == 0 {
			return nil, fail(s.Line, "spell %s has no cost", s.ID)
		}
		if s.Effect == EffBolt && s.Attack.Max == 0 {
			return nil, fail(s.Line, "spell %s is a bolt without an attack line", s.ID)
		}
		if s.Effect != EffBlink && s.Effect != EffBolt && s.Range == 0 {
			return nil, fail(s.Line, "spell %s has no range", s.ID)
		}
	}
	for i := range pk.Profiles {
		p := &pk.Profiles[i]
		if p.Toughness <= 0 || p.Movement <= 0 {
			return nil, fail(p.Line, "fighter %s needs toughness and movement above 0", p.ID)
		}
		if len(p.Attacks) == 0 {
			return nil, fail(p.Line, "fighter %s has no attack", p.ID)
		}
		for _, id := range spellLists[i] {
			k := pk.SpellIndex(id)
			if k < 0 {
				return nil, fail(spellLines[i], "fighter %s: unknown spell %q", p.ID, id)
			}
			p.Spells = append(p.Spells, k)
		}
	}
	if len(pk.Profiles) == 0 {
		return nil, fmt.Errorf("%s: no fighter profiles", origin)
	}
	return pk, nil
}

func (s *Spell) set(key, val string) error {
	switch key {
	case "cost":
		c, err := cards.ParseCost(val)
		if err != nil {
			return err
		}
		s.Cost = c
	case "effect":
		for i, w := range effectWords {
			if w == val {
				s.Effect = Effect(i)
				return nil
			}
		}
		return fmt.Errorf("unknown effect %q (known: %s)", val, strings.Join(effectWords[:], ", "))
	case "range":
		d, err := geom.Inches(val)
		if err != nil || d <= 0 {
			return fmt.Errorf("range %q is not a distance in inches", val)
		}
		s.Range = d
	case "attack":
		a, err := parseAttack("Missile: "+s.Name+"; "+val, true)
		if err != nil {
			return err
		}
		s.Attack = a
	case "text":
		s.Text = val
	default:
		return fmt.Errorf("unknown key %q (use cost, effect, range, attack, text)", key)
	}
	return nil
}

func (p *Profile) set(key, val string) error {
	statInt := func(dst *int, lo, hi int) error {
		v, err := strconv.Atoi(val)
		if err != nil || v < lo || v > hi {
			return fmt.Errorf("%s %q must be a whole number from %d to %d", key, val, lo, hi)
		}
		*dst = v
		return nil
	}
	stat := func(dst *int8, lo, hi int) error {
		var v int
		if err := statInt(&v, lo, hi); err != nil {
			return err
		}
		*dst = int8(v)
		return nil
	}
	switch key {
	case "icon":
		p.Icon = val
	case "cost":
		return statInt(&p.Cost, 0, MaxPoints)
	case "toughness":
		return stat(&p.Toughness, 1, 30)
	case "movement":
		return stat(&p.Movement, 1, 12)
	case "armour":
		return stat(&p.Armour, 0, 10)
	case "deflect":
		return stat(&p.Deflect, 0, 10)
	case "evasion":
		return stat(&p.Evasion, 0, 10)
	case "dodge":
		return stat(&p.Dodge, 0, 10)
	case "melee", "missile":
		a, err := parseAttack(key+": "+val, key == "missile")
		if err != nil {
			return err
		}
		if len(p.Attacks) >= 4 {
			return fmt.Errorf("at most 4 attacks")
		}
		p.Attacks = append(p.Attacks, a)
	case "abilities":
		for _, w := range splitList(val) {
			found := false
			for _, n := range abilityNames {
				if n.name == w {
					p.Abilities |= n.a
					found = true
				}
			}
			if !found {
				return fmt.Errorf("unknown ability %q", w)
			}
		}
	case "text":
		p.Text = val
	default:
		return fmt.Errorf("unknown key %q", key)
	}
	return nil
}

// parseAttack reads "melee: Warhammer; range 1; light 3/4; heavy 6/3" or
// "missile: Longbow; range 2-12; power 4; precision 5".
func parseAttack(s string, missile bool) (AttackProfile, error) {
	a := AttackProfile{Missile: missile}
	_, rest, _ := strings.Cut(s, ":")
	parts := strings.Split(rest, ";")
	a.Name = strings.TrimSpace(parts[0])
	if a.Name == "" {
		return a, fmt.Errorf("attack %q has no name", s)
	}
	var power, precision = int8(-1), int8(-1)
	for _, part := range parts[1:] {
		w, v, _ := strings.Cut(strings.TrimSpace(part), " ")
		v = strings.TrimSpace(v)
		switch w {
		case "range":
			lo, hi, two := strings.Cut(v, "-")
			var err error
			if two {
				if a.Min, err = geom.Inches(strings.TrimSpace(lo)); err != nil {
					return a, fmt.Errorf("attack %s: range %q: %v", a.Name, v, err)
				}
				lo = hi
			}
			if a.Max, err = geom.Inches(strings.TrimSpace(lo)); err != nil || a.Max <= 0 || a.Min < 0 || a.Min > a.Max {
				return a, fmt.Errorf("attack %s: range %q must be \"max\" or \"min-max\" in inches", a.Name, v)
			}
		case "light", "heavy":
			pp, err := parsePP(v)
			if err != nil {
				return a, fmt.Errorf("attack %s: %s %q: %v", a.Name, w, v, err)
			}
			a.Split = true
			if w == "light" {
				a.Light = pp
			} else {
				a.Heavy = pp
			}
		case "power", "precision":
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > 12 {
				return a, fmt.Errorf("attack %s: %s %q must be 0 to 12", a.Name, w, v)
			}
			if w == "power" {
				power = int8(n)
			} else {
				precision = int8(n)
			}
		default:
			return a, fmt.Errorf("attack %s: unknown part %q (use range, light, heavy, power, precision)", a.Name, w)
		}
	}
	if a.Max == 0 {
		return a, fmt.Errorf("attack %s has no range", a.Name)
	}
	if a.Split {
		if a.Light.Power == 0 || a.Heavy.Power == 0 {
			return a, fmt.Errorf("attack %s: a split profile needs both light and heavy", a.Name)
		}
	} else {
		if power < 1 || precision < 0 {
			return a, fmt.Errorf("attack %s needs power and precision (or light and heavy)", a.Name)
		}
		a.Light = PowerPrecision{power, precision}
	}
	return a, nil
}

func parsePP(v string) (PowerPrecision, error) {
	p, q, ok := strings.Cut(v, "/")
	pw, err1 := strconv.Atoi(strings.TrimSpace(p))
	pr, err2 := strconv.Atoi(strings.TrimSpace(q))
	if !ok || err1 != nil || err2 != nil || pw < 1 || pw > 12 || pr < 0 || pr > 12 {
		return PowerPrecision{}, fmt.Errorf("expected power/precision such as 3/5")
	}
	return PowerPrecision{int8(pw), int8(pr)}, nil
}

func splitList(s string) []string {
	var out []string
	for _, w := range strings.Split(s, ",") {
		if w = strings.TrimSpace(w); w != "" {
			out = append(out, w)
		}
	}
	return out
}

func validID(id string) bool {
	if id == "" || len(id) > 24 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}
