package magewinds

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// A refusal of a scenario or a fighter pack names the characters at
// fault whole: the message is valid UTF-8 and holds them (never one byte
// of a character written with several).
func TestFileErrorsNameWholeCharacters(t *testing.T) {
	pk, err := DefaultPack()
	if err != nil {
		t.Fatal(err)
	}
	const small = "warband 1: ironclad, hawkeye\nwarband 2: stormhorn\ndeploy 1: 0,0 3,12\ndeploy 2: 13,0 16,12\n"
	for _, tc := range []struct{ line, want string }{
		{"feature: hígh; Wall; 1,1 2,1 2,2", `unknown height "hígh"`},
		{"feature: high; Wall; 1,1 2é,1 2,2", `"2é,1" is not a point`},
		{"rounds: ④", `rounds "④" must be 1 to 12`},
		{"é: x", `unknown key "é"`},
		{"side ２: x", `found "２"`},
		{"object: Relic; carriáble; 5,5", `unknown word "carriáble"`},
		{"warband 1: ironclád", `unknown fighter "ironclád"`},
	} {
		_, err := ParseLevel("t", "t.txt", []byte(small+tc.line+"\n"), pk)
		if err == nil || !utf8.ValidString(err.Error()) || !strings.HasPrefix(err.Error(), "t.txt line 5: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want line 5 and %s", tc.line, err, tc.want)
		}
	}
	for _, tc := range []struct{ src, want string }{
		{"fighter é: X\n", `p.pack line 1: fighter id "é" must be`},
		{"spell s: S\n  cost: 1 ♥\n", `"♥" is not a card type`},
		// a line indented with a no-break space: the space is named
		{"fighter f: X\n\u00a0 toughness: 3\n", `p.pack line 2: the line starts with U+00A0 '\u00a0', a space that is neither`},
	} {
		_, err := ParsePack("p.pack", []byte(tc.src))
		if err == nil || !utf8.ValidString(err.Error()) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %s", tc.src, err, tc.want)
		}
	}
}

// fatalRecorder is a testing.TB whose Fatalf records the message and
// stops the helper that called it.
type fatalRecorder struct {
	testing.TB
	msg string
}

func (f *fatalRecorder) Helper() {}
func (f *fatalRecorder) Fatalf(format string, args ...any) {
	f.msg = strings.TrimSpace(fmt.Sprintf(format, args...))
	panic(f)
}

// The maps drawn as text in these tests are scenarios too: one with a
// character the map does not know names it whole, with its column.
func TestMapNamesAnUnknownCharacter(t *testing.T) {
	rec := &fatalRecorder{TB: t}
	func() {
		defer func() {
			if r := recover(); r != nil && r != any(rec) {
				panic(r)
			}
		}()
		scenarioFromMap(rec, []string{"....", "..é#"})
	}()
	if want := `map: unknown character 'é' in row 1, column 2`; rec.msg != want {
		t.Errorf("got %q, want %q", rec.msg, want)
	}
}
