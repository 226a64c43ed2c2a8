package magewinds

// Fuzz targets for everything Magewinds reads from outside: scenario files,
// fighter packs and encoded states (the snapshots inside saves); the one
// for action notation, FuzzParseAction, is in notation_test.go. None may
// panic, and each rejects bad input with an error naming where.
//
// Their seed corpora are under testdata/fuzz/<target>. The generated seeds
// (files named seed-*) are rewritten by
//
//	go test ./rules/magewinds -run TestWriteFuzzCorpus -args -write-corpus
//
// which leaves the crashers the fuzzer found (hash-named files) in place.

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	mwlevels "skirmish/levels/magewinds"
	"skirmish/rules"
)

// The origins the fuzz targets give the parsers.
const (
	fuzzOrigin     = "fuzz/scenario.txt"
	fuzzPackOrigin = "fuzz/fighters.pack"
)

// FuzzParseLevel: any file gives a scenario that plays, or an error naming
// the file and a line inside it.
func FuzzParseLevel(f *testing.F) {
	pk, err := DefaultPack()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		lv, err := ParseLevel("fuzz", fuzzOrigin, src, pk)
		if err != nil {
			checkFileError(t, err, fuzzOrigin, src)
			return
		}
		checkLevel(t, lv, pk)
		seed := rules.Hash64(src)
		playBoth(t, NewGame(lv, pk, rules.NewDice(seed)), seed)
	})
}

// FuzzParsePack: any file gives a pack whose fighters play the embedded
// scenarios that name only fighters it has, or an error naming the file and
// a line inside it.
func FuzzParsePack(f *testing.F) {
	files := mwlevels.List()
	f.Fuzz(func(t *testing.T, src []byte) {
		pk, err := ParsePack(fuzzPackOrigin, src)
		if err != nil {
			checkFileError(t, err, fuzzPackOrigin, src)
			return
		}
		if len(pk.Profiles) == 0 {
			t.Fatal("a pack without fighters")
		}
		for _, p := range pk.Profiles {
			if p.Toughness < 1 || p.Movement < 1 || len(p.Attacks) == 0 || len(p.Attacks) > 4 {
				t.Fatalf("fighter %s: toughness %d, movement %d, %d attacks", p.ID, p.Toughness, p.Movement, len(p.Attacks))
			}
			for _, k := range p.Spells {
				if k < 0 || k >= len(pk.Spells) {
					t.Fatalf("fighter %s: spell %d of %d", p.ID, k, len(pk.Spells))
				}
			}
		}
		seed := rules.Hash64(src)
		for _, file := range files {
			lv, err := ParseLevel(file.Name, file.Path, file.Source, pk)
			if err != nil {
				continue
			}
			playBoth(t, NewGame(lv, pk, rules.NewDice(seed)), seed)
		}
	})
}

// playBoth plays a battle at its muster randomly, then again from the
// battle the scenario's warbands give (DefaultMuster), which must be legal.
func playBoth(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	playRandomly(t, g.clone(), seed, 12)
	for _, a := range DefaultMuster() {
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("the default muster: %q: %v", a, err)
		}
	}
	playRandomly(t, g, seed, 12)
}

// FuzzDecode: any bytes decode to a state that encodes, plays and decodes
// again to the same encoding, or give an error.
func FuzzDecode(f *testing.F) {
	f.Fuzz(checkDecode)
}

// FuzzDecodePlay is FuzzDecode with the scenario part of the encoding fixed
// to an embedded scenario (which picks it), so that the fuzzer changes the
// state of play rather than the scenario's text.
func FuzzDecodePlay(f *testing.F) {
	heads := scenarioHeads(f)
	f.Fuzz(func(t *testing.T, which byte, play []byte) {
		checkDecode(t, append(bytes.Clone(heads[int(which)%len(heads)]), play...))
	})
}

// scenarioHeads returns the start of the encoding of a battle of each
// embedded scenario: everything before the state of play.
func scenarioHeads(tb testing.TB) [][]byte {
	var out [][]byte
	for _, sc := range scenarios(tb) {
		w := rules.NewWriter(nil)
		encoding.StartEncode(w, rules.LevelSource{Name: sc.Name, Origin: sc.Origin, Source: sc.Source})
		out = append(out, w.Data())
	}
	return out
}

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
	_ = g.Describe()
	for s := rules.Spectator; s < 2; s++ {
		_ = g.View(s).Describe()
	}
	if g.isView() { // a view: it lists actions but plays none
		_ = g.Legal(rules.Seat(g.Decider()))
		return
	}
	playRandomly(t, g.clone(), g.Hash(), 4)
}

// Scenarios the fuzzer showed could not play, and places where a refusal
// did not name its line, are refused with the line at fault.
func TestScenarioRefusalsNameTheLine(t *testing.T) {
	pk, err := DefaultPack()
	if err != nil {
		t.Fatal(err)
	}
	// small's warbands are of one or two fighters, so a zone needs room
	// for two; its warband rules come last so that the lines keep their
	// numbers.
	const small = "warband 1: ironclad, hawkeye\nwarband 2: stormhorn\ndeploy 1: 0,0 3,12\ndeploy 2: 13,0 16,12\n"
	const rules = "fighters: 1-2\ncasters: 0\n"
	for _, tc := range []struct{ src, want string }{
		// The fuzzer's find: no 1" lattice point fits a base in zone 1, and
		// zone 2 covers it.
		{"warband 1:spearwarden\nwarband 2:windcaller\ndeploy 1:00,0 1,1\ndeploy 2:0,0 1,10\n" + rules,
			"line 3: deployment zone 1 has room for 0 fighters"},
		{strings.Replace(small, "deploy 2: 13,0 16,12", "deploy 2: 0,0 16,12", 1) + rules, "line 3: deployment zone 1 has room for 0 fighters"},
		{small + "feature: high; Wall; 0,0 3,0 3,12 0,12\n" + rules, "line 3: deployment zone 1 has room for 0 fighters"},
		{strings.Replace(small, "deploy 1: 0,0 3,12", "deploy 1: 0,0 1.5,2", 1) + rules, "line 3: deployment zone 1 has room for 1 fighters 1\" apart, clear of terrain, objects and the other zone; a warband may have 2"},
		// 10.2: room for the largest warband the rules allow, not only
		// the scenario's: with three fighters allowed, 1.5" by 3" is short
		{strings.Replace(small, "deploy 1: 0,0 3,12", "deploy 1: 0,0 1.5,3", 1) + "fighters: 1-3\ncasters: 0\n", "line 3: deployment zone 1 has room for 2 fighters 1\" apart, clear of terrain, objects and the other zone; a warband may have 3"},
		{strings.Replace(small, "deploy 1: 0,0 3,12", "deploy 1: -2,0 3,12", 1) + rules, "line 3: deployment zone 1 is not on the battlefield"},
		{strings.Replace(small, "deploy 1: 0,0 3,12", "deploy 1: 0,0 3,12 4,4", 1) + rules, "line 3: deploy needs two corners in inches such as \"0,0 3,12\": found 3 points"},
		{small + "object: Edge; 0,6\n" + rules, "line 5: object Edge is not wholly on the battlefield"},
		// 10.2: the ready-made warbands must be legal warbands
		{small, "line 1: warband 1 breaks the warband rules: a warband has at least 3 fighters"},
		{strings.Replace(small, "hawkeye", "windcaller", 1) + "fighters: 1-2\n", "line 2: warband 2 breaks the warband rules: a warband has at least 1 spellcaster"},
		{small + rules + "points: 40\n", "line 1: warband 1 breaks the warband rules: the warband costs 42 points; the limit is 40"},
		{small + rules + "copies: 0\n", "line 7: copies \"0\" must be a whole number from 1 to 8"},
		{small + "fighters: 3\n", "line 5: fighters \"3\" must be \"least-most\" such as 3-8, from 1 to 8"},
	} {
		_, err := ParseLevel("test", "test.txt", []byte(tc.src), pk)
		if err == nil || !strings.HasPrefix(err.Error(), "test.txt "+tc.want) {
			t.Errorf("error %v, want it to start with %q\n%s", err, "test.txt "+tc.want, tc.src)
		}
	}
	if _, err := ParsePack("test.pack", []byte(numbered("fighter f%d: F\n", 65))); err == nil || err.Error() != "test.pack line 65: a pack has at most 64 spells and 64 fighters" {
		t.Errorf("65 fighters: %v", err)
	}
	if _, err := ParsePack("test.pack", make([]byte, MaxFileBytes+1)); err == nil || !strings.HasPrefix(err.Error(), "test.pack: the file is ") {
		t.Errorf("a pack of more than %d bytes: %v", MaxFileBytes, err)
	}
	if _, err := ParseLevel("test", "test.txt", make([]byte, MaxFileBytes+1), pk); err == nil || !strings.HasPrefix(err.Error(), "test.txt: the file is ") {
		t.Errorf("a scenario of more than %d bytes: %v", MaxFileBytes, err)
	}
}

// lineRef finds " line N:" in a parse error.
var lineRef = regexp.MustCompile(`^[^:]*? line (\d+): `)

// checkFileError fails unless err names origin first and, when it names a
// line, a line of src.
func checkFileError(t *testing.T, err error, origin string, src []byte) {
	t.Helper()
	msg := err.Error()
	if !strings.HasPrefix(msg, origin+" line ") && !strings.HasPrefix(msg, origin+": ") {
		t.Fatalf("error %q does not start with the file's name", msg)
	}
	if m := lineRef.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		if lines := bytes.Count(src, []byte("\n")) + 1; n < 1 || n > lines {
			t.Fatalf("error %q names line %d; the file has %d lines", msg, n, lines)
		}
	}
}

// checkLevel fails on a parsed scenario outside the documented limits.
func checkLevel(t *testing.T, lv *Level, pk *Pack) {
	t.Helper()
	if lv.Rounds < 1 || lv.Rounds > MaxRounds || len(lv.Objects) > MaxObjects || len(lv.Markers) > MaxMarkers ||
		len(lv.Field.Features) > MaxFeatures {
		t.Fatalf("%d rounds, %d objects, %d markers, %d features", lv.Rounds, len(lv.Objects), len(lv.Markers), len(lv.Field.Features))
	}
	r := lv.Rules
	if r.Min < 1 || r.Min > r.Max || r.Max > MaxWarband || r.Copies < 1 || r.Casters < 0 || r.Points < 0 || r.Points > MaxPoints {
		t.Fatalf("warband rules %+v", r)
	}
	for s := range 2 {
		if n := len(lv.Warband[s]); n < 1 || n > MaxWarband {
			t.Fatalf("side %d has %d fighters", s+1, n)
		}
		if why := r.whyNot(pk, lv.Default(s), true); why != "" {
			t.Fatalf("side %d's ready-made warband breaks the rules: %s", s+1, why)
		}
		for _, p := range lv.Warband[s] {
			if p < 0 || p >= len(pk.Profiles) {
				t.Fatalf("side %d: profile %d of %d", s+1, p, len(pk.Profiles))
			}
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
		if err != nil || back.String() != a.String() {
			t.Fatalf("legal %q reads back as %v, %v", a, back, err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("legal %q refused: %v\n%s", a, err, g.Describe())
		}
		_ = g.Hash()
	}
	_ = g.Describe()
}
