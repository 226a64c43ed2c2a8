package elements

// Fuzz targets for everything Elements reads from outside: action
// notation, level files, pack files and encoded states. None may panic,
// and each rejects bad input with an error naming where.
//
// Their seed corpora are under testdata/fuzz/<target>; the generated
// seeds (seed-*) are rewritten by
//
//	go test ./rules/elements -run TestWriteFuzzCorpus -args -write-corpus

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"skirmish/rules"
)

const fuzzOrigin = "fuzz/level.txt"

// FuzzParseAction: any text reads as an action whose notation reads back
// as the same action, or gives a *rules.NotationError with a column
// inside the text.
func FuzzParseAction(f *testing.F) {
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			var ne *rules.NotationError
			if !errors.As(err, &ne) {
				t.Fatalf("%q: error %T %v, want a *rules.NotationError", s, err, err)
			}
			if ne.Input != s || ne.Col < 1 || ne.Col > len(s)+1 {
				t.Fatalf("%q: column %d outside 1..%d", s, ne.Col, len(s)+1)
			}
			if !strings.Contains(err.Error(), fmt.Sprintf("column %d", ne.Col)) {
				t.Fatalf("%q: message %q does not name the column", s, err)
			}
			return
		}
		out := a.String()
		b, err := ParseAction(out)
		if err != nil || b != a || b.String() != out {
			t.Fatalf("%q reads as %+v (%q), which reads back as %+v (%v)", s, a, out, b, err)
		}
	})
}

// FuzzParseLevel: any file gives a level that plays, or a *LevelError
// naming the file and a line inside it.
func FuzzParseLevel(f *testing.F) {
	f.Fuzz(func(t *testing.T, src []byte) {
		lvl, err := ParseLevel("fuzz", fuzzOrigin, src)
		if err != nil {
			var le *LevelError
			if !errors.As(err, &le) {
				t.Fatalf("error %T %v, want a *LevelError", err, err)
			}
			lines := bytes.Count(src, []byte("\n")) + 1
			if le.File != fuzzOrigin || le.Line < 0 || le.Line > lines || le.Msg == "" {
				t.Fatalf("error %q names line %d of %d", err, le.Line, lines)
			}
			return
		}
		g := NewGame(lvl, rules.NewDice(rules.Hash64(src)))
		playRandomly(t, g, rules.Hash64(src), 40)
	})
}

// FuzzParsePack: any pack file parses to profiles within the limits, or
// gives a *PackError naming the file and a line inside it.
func FuzzParsePack(f *testing.F) {
	f.Fuzz(func(t *testing.T, src []byte) {
		pk, err := ParsePack("fuzz.pack", src)
		if err != nil {
			var pe *PackError
			lines := bytes.Count(src, []byte("\n")) + 1
			if !errors.As(err, &pe) || pe.File != "fuzz.pack" || pe.Line < 0 || pe.Line > lines {
				t.Fatalf("error %T %v, want a *PackError naming a line of %d", err, err, lines)
			}
			return
		}
		for _, p := range pk.Profiles {
			if p.Attack < 1 || p.Attack > MaxStat || p.Defence < 0 || p.Defence > MaxStat || p.Move < 1 || p.Move > MaxStat || p.Range > MaxRange {
				t.Fatalf("profile %+v outside the limits", p)
			}
		}
	})
}

// FuzzDecode: any bytes decode to a state that encodes, plays and decodes
// again to the same encoding, or give an error.
func FuzzDecode(f *testing.F) {
	f.Fuzz(checkDecode)
}

// FuzzDecodePlay is FuzzDecode with the level part of the encoding fixed
// to an embedded level (which picks it), so that the fuzzer changes the
// state of play rather than the level's text.
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
	_ = g.View(0).Describe()
	_ = g.View(1).Describe()
	if g.viewer < -1 {
		playRandomly(t, g.Copy(), g.Hash(), 8)
	} else {
		_ = g.Legal(0)
		_ = g.Legal(1)
	}
}

// playRandomly plays up to n random legal actions, checking that every
// one is accepted and leaves the invariants whole.
func playRandomly(t *testing.T, g *Game, seed uint64, n int) {
	t.Helper()
	pick := rules.NewDice(seed)
	for k := 0; k < n && !g.Outcome().Over; k++ {
		seats := g.ToAct()
		if len(seats) == 0 {
			t.Fatalf("not over, but no seat to act\n%s", g.Describe())
		}
		legal := g.LegalActions(int(seats[0]))
		if len(legal) == 0 {
			t.Fatalf("seat %d to act has no legal action\n%s", seats[0], g.Describe())
		}
		a := legal[pick.IntN(len(legal))]
		if _, err := g.Do(a); err != nil {
			t.Fatalf("legal %q refused: %v\n%s", a, err, g.Describe())
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %q: %v", a, err)
		}
		for _, s := range []rules.Seat{0, 1} {
			if v := g.View(s).(*Game); v.ToAct() == nil && !g.Outcome().Over {
				t.Fatalf("a view has no seat to act")
			}
		}
	}
	_ = g.Describe()
}
