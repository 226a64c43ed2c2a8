package cli

import (
	"regexp"
	"strings"
	"testing"

	"skirmish/game/rulesets"
	"skirmish/game/session"
	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

// TestConsolePrintsTheKey checks that the console prints the key to the
// board under the first board it draws, before the first prompt, and
// again with "board", for every ruleset that has one; and that the key of
// every ruleset's board is its own (rules.Legend).
func TestConsolePrintsTheKey(t *testing.T) {
	for _, rs := range rulesets.Catalog() {
		l, ok := rs.(rules.Legend)
		if !ok {
			continue
		}
		t.Run(rs.ID(), func(t *testing.T) {
			st, err := rs.Setup(rs.Scenarios()[0], 1, rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			sitters := make([]session.Sitter, len(st.Seats())) // two, or a party's seats
			for i := range sitters {
				sitters[i] = session.Computer
			}
			sitters[0] = session.Human
			_, out := playConsole(t, rs.ID(), 1, sitters, "board\nquit\n")
			key := "Key to the board:\n" + l.Legend()
			first := strings.Index(out, "\n"+st.Seats()[0].Name+"> ")
			if first < 0 || !strings.Contains(out[:first+1], key) {
				t.Errorf("no key under the first board, before the first prompt:\n%s", out)
			}
			if n := strings.Count(out, key); n != 2 {
				t.Errorf("the key is printed %d times, want 2 (the first board and \"board\"):\n%s", n, out)
			}
		})
	}
}

// mapRow is a line of the Tunnel board's map: a row number, then squares.
var mapRow = regexp.MustCompile(`(?m)^ *\d+ (.*)$`)

// TestTunnelKeyNamesEverySymbol draws the board of every Tunnel scenario
// and checks that the key explains every character its map uses.
func TestTunnelKeyNamesEverySymbol(t *testing.T) {
	rs, err := rulesets.Catalog().Lookup("tunnel")
	if err != nil {
		t.Fatal(err)
	}
	key := rs.(rules.Legend).Legend()
	for _, sc := range rs.Scenarios() {
		st, err := rs.Setup(sc, 1, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		seen := map[rune]bool{}
		for _, m := range mapRow.FindAllStringSubmatch(st.Describe(), -1) {
			for _, r := range m[1] {
				seen[r] = true
			}
		}
		for r := range seen {
			var ok bool
			switch {
			case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
				ok = strings.Contains(key, "letter is a model")
			case r >= '1' && r <= '9':
				ok = strings.Contains(key, "1-9  a light")
			case r == ' ':
				ok = strings.Contains(key, "(space) rock")
			default:
				ok = strings.Contains(key, "  "+string(r)+"  ")
			}
			if !ok {
				t.Errorf("%s: the map shows %q, which the key does not explain:\n%s", sc.Name, r, key)
			}
		}
	}
}

// TestMagewindsKeyNamesTheMarks checks that the Magewinds key explains the
// marks its board prints: fighter ids, positions in inches, action
// counters and every suit letter of the short card names.
func TestMagewindsKeyNamesTheMarks(t *testing.T) {
	rs, err := rulesets.Catalog().Lookup("magewinds")
	if err != nil {
		t.Fatal(err)
	}
	l, ok := rs.(rules.Legend)
	if !ok {
		t.Fatal("Magewinds gives no key to its board (rules.Legend)")
	}
	key := l.Legend()
	for _, want := range []string{"a1, b2", "(x, y)", "inches", "actions", "damage"} {
		if !strings.Contains(key, want) {
			t.Errorf("the key does not explain %q:\n%s", want, key)
		}
	}
	for s := range cards.Suit(cards.NumSuits) {
		if !strings.Contains(key, string(s.Letter())+" "+s.String()) {
			t.Errorf("the key does not name the suit letter %c (%s):\n%s", s.Letter(), s, key)
		}
	}
}
