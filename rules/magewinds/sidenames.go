package magewinds

import "strings"

// A side's name decides the verbs of the sentences it is the subject of:
// "The Gale Wardens draw", "The Ashen Circle draws". A scenario may say
// so on the side's line ("side 1: The Host; plural" or "; singular");
// otherwise the name's head noun (its last word, or the last word before
// " of ") tells: a word ending in s (but not in ss, us, is or 's) is
// plural.

// parseSide reads the value of a "side N" line: the name, and whether it
// is plural.
func parseSide(val string) (name string, plural bool) {
	name, mark, ok := strings.Cut(val, ";")
	name = strings.TrimSpace(name)
	if ok {
		switch strings.ToLower(strings.TrimSpace(mark)) {
		case "plural":
			return name, true
		case "singular":
			return name, false
		}
	}
	return name, pluralName(name)
}

// pluralName reports whether a name reads as plural by its head noun.
func pluralName(name string) bool {
	head := strings.ToLower(name)
	if i := strings.Index(head, " of "); i >= 0 {
		head = head[:i]
	}
	words := strings.Fields(head)
	if len(words) == 0 {
		return false
	}
	w := strings.TrimRight(words[len(words)-1], ".,!?")
	if !strings.HasSuffix(w, "s") {
		return false
	}
	for _, not := range [...]string{"ss", "us", "is", "'s", "’s"} {
		if strings.HasSuffix(w, not) {
			return false
		}
	}
	return len(w) > 1
}

// Verb returns one when side s's name is singular and many when it is
// plural: Verb(s, "draws", "draw"), Verb(s, "its", "their").
func (lv *Level) Verb(s int, one, many string) string {
	if s >= 0 && s < len(lv.Plural) && lv.Plural[s] {
		return many
	}
	return one
}

// verb is the level's Verb for side s.
func (g *Game) verb(s int, one, many string) string { return g.lvl.Verb(s, one, many) }
