package magewinds

import (
	"math/rand/v2"
	"strings"
	"testing"

	"skirmish/rules"
)

// TestSideNamesDecideTheVerb: a side's name decides its verbs, by its head
// noun unless the scenario's side line says "plural" or "singular".
func TestSideNamesDecideTheVerb(t *testing.T) {
	for _, tc := range []struct {
		line, name string
		plural     bool
	}{
		{"The Gale Wardens", "The Gale Wardens", true},
		{"The Ashen Circle", "The Ashen Circle", false},
		{"Wardens", "Wardens", true},
		{"Side 1", "Side 1", false},
		{"The Sons of the Storm", "The Sons of the Storm", true},
		{"The Circle of Thorns", "The Circle of Thorns", false},
		{"The Glass", "The Glass", false},
		{"Magus", "Magus", false},
		{"The Host; plural", "The Host", true},
		{"The Wandering Bones; singular", "The Wandering Bones", false},
	} {
		name, plural := parseSide(tc.line)
		if name != tc.name || plural != tc.plural {
			t.Errorf("side %q: name %q, plural %v; want %q, %v", tc.line, name, plural, tc.name, tc.plural)
		}
	}
	lv := &Level{Plural: [2]bool{true, false}}
	if got := lv.Verb(0, "draws", "draw") + "/" + lv.Verb(1, "draws", "draw"); got != "draw/draws" {
		t.Errorf("Verb: %s", got)
	}
}

// TestLogVerbsAgree plays Gale Bridge with random legal actions and reads
// every sentence of the log, as each seat and as a spectator sees it: a
// plural side's name ("The Gale Wardens") is never followed by a verb in
// the singular ("draws", "has") nor refers to itself as "its"; a singular
// one ("The Ashen Circle") never by the plural of a verb the log uses.
func TestLogVerbsAgree(t *testing.T) {
	g := setup(t, "gale-bridge", 3)
	plural, singular := g.lvl.Sides[0], g.lvl.Sides[1]
	if !g.lvl.Plural[0] || g.lvl.Plural[1] {
		t.Fatalf("plural %v for %q and %q", g.lvl.Plural, plural, singular)
	}
	bare := map[string]bool{}  // the log's verbs in the plural, which a singular side must not take
	third := map[string]bool{} // and in the singular, which a plural side must not take
	for _, v := range []string{"draw", "pass", "take", "deploy", "place", "reveal", "keep", "discard", "score", "win", "have", "add", "remove", "change", "activate"} {
		bare[v] = true
		switch {
		case v == "have":
			third["has"] = true
		case strings.HasSuffix(v, "s"):
			third[v+"es"] = true
		default:
			third[v+"s"] = true
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	seen := map[string]bool{}
	for n := 0; n < 3000 && !g.Outcome().Over; n++ {
		seat := g.ToAct()[0]
		legal := g.Legal(seat)
		if len(legal) == 0 {
			t.Fatalf("no legal action for seat %d", seat)
		}
		evs, err := g.Apply(legal[rng.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			for _, s := range []rules.Seat{0, 1, rules.Spectator} {
				text := rules.EventFor(e, s).String()
				for _, sentence := range strings.SplitAfter(text, ". ") {
					seen[firstWordAfter(sentence, plural)] = true
					if w := firstWordAfter(sentence, plural); third[w] {
						t.Errorf("%q: %q takes %q", text, plural, w)
					}
					if strings.HasPrefix(sentence, plural) && strings.Contains(sentence, " its ") {
						t.Errorf("%q: %q is not an \"it\"", text, plural)
					}
					if w := firstWordAfter(sentence, singular); bare[w] {
						t.Errorf("%q: %q takes %q", text, singular, w)
					}
				}
			}
		}
	}
	for _, v := range []string{"draw", "deploy", "pass"} {
		if !seen[v] {
			t.Errorf("no sentence read %q %s: the test did not see the sentences it guards (saw %v)", plural, v, seen)
		}
	}
}

// firstWordAfter returns the word that follows name in s, or "".
func firstWordAfter(s, name string) string {
	_, rest, ok := strings.Cut(s, name+" ")
	if !ok {
		return ""
	}
	w, _, _ := strings.Cut(rest, " ")
	return strings.TrimRight(w, ".,:;")
}
