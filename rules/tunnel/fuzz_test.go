package tunnel

// Fuzz targets for everything Tunnel Fighters reads from outside: action
// notation, level files and encoded states (the snapshots inside saves).
// None may panic, and each rejects bad input with an error naming where.
//
// Their seed corpora are under testdata/fuzz/<target>. The generated seeds
// (files named seed-*) are rewritten by
//
//	go test ./rules/tunnel -run TestWriteFuzzCorpus -args -write-corpus
//
// which leaves the crashers the fuzzer found (hash-named files) in place.

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"skirmish/rules"
)

// fuzzOrigin is the origin the fuzz targets give ParseLevel.
const fuzzOrigin = "fuzz/level.txt"

// FuzzParseAction: any text reads as an action whose notation reads back
// as the same action, or gives a *rules.NotationError with a column inside
// the text.
func FuzzParseAction(f *testing.F) {
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			var ne *rules.NotationError
			if !errors.As(err, &ne) {
				t.Fatalf("%q: error %T %v, want a *rules.NotationError", s, err, err)
			}
			if ne.Input != s || ne.Col < 1 || ne.Col > len(s)+1 {
				t.Fatalf("%q: column %d outside 1..%d (input %q)", s, ne.Col, len(s)+1, ne.Input)
			}
			if !strings.Contains(err.Error(), fmt.Sprintf("column %d", ne.Col)) {
				t.Fatalf("%q: message %q does not name the column", s, err)
			}
			return
		}
		out := a.String()
		b, err := ParseAction(out)
		if err != nil {
			t.Fatalf("%q reads as %q, which does not read back: %v", s, out, err)
		}
		if b != a || b.String() != out {
			t.Fatalf("%q reads as %+v (%q), which reads back as %+v (%q)", s, a, out, b, b.String())
		}
	})
}

// FuzzParseLevel: any file gives a level that plays, or a *LevelError
// naming the file and a line inside it.
func FuzzParseLevel(f *testing.F) {
	f.Fuzz(func(t *testing.T, src []byte) {
		lvl, err := ParseLevel("fuzz", fuzzOrigin, src)
		if err != nil {
			checkLevelError(t, err, src)
			return
		}
		checkLevel(t, lvl)
		g := NewGame(lvl, rules.NewDice(rules.Hash64(src)))
		playRandomly(t, g, rules.Hash64(src), 24)
	})
}

// FuzzDecode: any bytes decode to a state that encodes, plays and decodes
// again to the same encoding, or give an error.
func FuzzDecode(f *testing.F) {
	f.Fuzz(checkDecode)
}

// FuzzDecodePlay is FuzzDecode with the level part of the encoding fixed to
// an embedded level (which picks it), so that the fuzzer changes the state
// of play rather than the level's text.
func FuzzDecodePlay(f *testing.F) {
	heads := levelHeads(f)
	f.Fuzz(func(t *testing.T, which byte, play []byte) {
		checkDecode(t, append(bytes.Clone(heads[int(which)%len(heads)]), play...))
	})
}

// levelHeads returns the start of the encoding of a game of each embedded
// level: everything before the state of play.
func levelHeads(tb testing.TB) [][]byte { return encoding.LevelHeads(scenarios(tb)) }

// checkDecode decodes data and checks the state that comes back.
func checkDecode(t *testing.T, data []byte) {
	st, err := rules.DecodeRoundTrip(Ruleset{}, data)
	if err != nil {
		t.Fatal(err)
	}
	if st == nil {
		return // refused, saying why
	}
	g := st.(*Game)
	checkLevel(t, g.Level())
	_ = g.Describe()
	_ = g.View(0).Describe()
	playRandomly(t, g.Copy(), g.Hash(), 4)
}

// checkLevelError fails unless err is a *LevelError naming fuzzOrigin and,
// when it names a line, a line of src.
func checkLevelError(t *testing.T, err error, src []byte) {
	t.Helper()
	var le *LevelError
	if !errors.As(err, &le) {
		t.Fatalf("error %T %v, want a *LevelError", err, err)
	}
	lines := bytes.Count(src, []byte("\n")) + 1
	if le.File != fuzzOrigin || le.Line < 0 || le.Line > lines || le.Col < 0 || le.Msg == "" {
		t.Fatalf("error %q names file %q line %d col %d; the file has %d lines", err, le.File, le.Line, le.Col, lines)
	}
	if !strings.HasPrefix(err.Error(), fuzzOrigin+":") {
		t.Fatalf("error %q does not start with the file's name", err)
	}
}

// checkLevel fails on a parsed level outside the documented limits.
func checkLevel(t *testing.T, l *Level) {
	t.Helper()
	if l.W < 1 || l.H < 1 || l.W > MaxSide || l.H > MaxSide || len(l.Tiles) != l.W*l.H {
		t.Fatalf("%dx%d map with %d tiles", l.W, l.H, len(l.Tiles))
	}
	if len(l.Sides) < 2 || len(l.Sides) > MaxSides || len(l.Models) < 2 || len(l.Models) > MaxModels {
		t.Fatalf("%d sides, %d models", len(l.Sides), len(l.Models))
	}
	if l.Rounds < 1 || l.Goal.Escape >= len(l.Sides) {
		t.Fatalf("%d rounds, escape goal for side %d", l.Rounds, l.Goal.Escape)
	}
	for _, m := range l.Models {
		if !l.At(m.At).Walkable() || m.Side < 0 || m.Side >= len(l.Sides) {
			t.Fatalf("model %c of side %d stands on tile %d at %s", m.ID, m.Side, l.At(m.At), m.At)
		}
	}
}

// playRandomly plays up to n random legal actions, checking that every one
// is accepted and that the notation of each reads back.
func playRandomly(t *testing.T, g *Game, seed uint64, n int) {
	t.Helper()
	pick := rules.NewDice(seed)
	for k := 0; k < n && !g.Outcome().Over; k++ {
		seats := g.ToAct()
		if len(seats) == 0 {
			t.Fatalf("not over, but no seat to act\n%s", g.Describe())
		}
		legal := g.Legal(seats[0])
		if len(legal) == 0 {
			t.Fatalf("seat %d to act has no legal action\n%s", seats[0], g.Describe())
		}
		a := legal[pick.IntN(len(legal))]
		back, err := g.ParseAction(a.String())
		if err != nil || back != a {
			t.Fatalf("legal %q reads back as %v, %v", a, back, err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("legal %q refused: %v\n%s", a, err, g.Describe())
		}
		_ = g.Hash()
	}
	_ = g.Describe()
}
