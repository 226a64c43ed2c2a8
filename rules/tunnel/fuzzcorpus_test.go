package tunnel

// The generator of the fuzz targets' seed corpora (see fuzz_test.go):
//
//	go test ./rules/tunnel -run TestWriteFuzzCorpus -args -write-corpus

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/internal/fuzzseed"
	tunnellevels "skirmish/levels/tunnel"
	"skirmish/rules"
)

var writeCorpus = flag.Bool("write-corpus", false, "rewrite the generated fuzz seeds under testdata/fuzz")

// seed is one generated corpus entry: a file name (without the "seed-"
// prefix) and the target's argument, a string, a []byte or a byte, or a
// []any of them for a target of several arguments.
type seed struct {
	name string
	arg  any
}

// writeSeeds replaces the generated seeds (seed-*) of a target's corpus.
func writeSeeds(t *testing.T, target string, seeds []seed) {
	t.Helper()
	out := make([]fuzzseed.Seed, len(seeds))
	for i, s := range seeds {
		args, ok := s.arg.([]any)
		if !ok {
			args = []any{s.arg}
		}
		out[i] = fuzzseed.Seed{Name: s.name, Args: args}
	}
	if err := fuzzseed.Write(filepath.Join("testdata", "fuzz"), target, out); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d seeds", target, len(seeds))
}

// TestWriteFuzzCorpus writes the generated seeds of every fuzz target here
// when run with -write-corpus.
func TestWriteFuzzCorpus(t *testing.T) {
	if !*writeCorpus {
		t.Skip("run with -args -write-corpus to rewrite testdata/fuzz")
	}
	writeSeeds(t, "FuzzParseAction", actionSeeds(t))
	writeSeeds(t, "FuzzParseLevel", levelSeeds())
	states := stateSeeds(t)
	writeSeeds(t, "FuzzDecode", states)
	writeSeeds(t, "FuzzDecodePlay", playSeeds(t, states))
}

// actionSeeds: the notation's examples (docs/notation.md), actions of every
// kind from random games, and texts that are not actions.
func actionSeeds(t *testing.T) []seed {
	var out []seed
	for i, s := range []string{
		"end", "A move c3 E", "A move c3-c4 E", "A turn S", "A swing d4 2", "A open e2", "A recover W",
		"b defend 2", "A pick 3", "A shunt e5", "A swing d4 x", "A jump c3",
	} {
		out = append(out, seed{fmt.Sprintf("doc-%02d", i), s})
	}
	byKind := map[Kind]int{}
	for k, sc := range scenarios(t) {
		g, err := Setup(sc, uint64(k), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		p := rules.NewRandomPlayer(uint64(k))
		for n := 0; n < 400 && !g.Outcome().Over; n++ {
			for _, a := range g.Legal(g.ToAct()[0]) {
				if a := a.(Action); byKind[a.Kind] < 2 {
					byKind[a.Kind]++
					out = append(out, seed{fmt.Sprintf("legal-%s-%d", a.Kind, byKind[a.Kind]), a.String()})
				}
			}
			a, err := p.Choose(g, g.ToAct()[0])
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	for i, s := range []string{
		"", " ", "\x00", "\xff\xfe", "é", "end end", "  end\t", "END", "A", "A move", "A move c3", "A move c3-",
		"A move -c3 E", "A move c3-c4-c5 E", "A move c0 E", "A move c03 E", "A move C3 E", "A move c3 NE",
		"A move zzzzzzzzzzzzzzzzzzzzzzzz1 E", "A move a99999999999999999999 E", "A move a4096-a4097 N",
		"A swing d4 0", "A swing d4 11", "A swing d4 -1", "A swing d4 99999999999999999999", "A swing d4 +2",
		"b defend -0", "b defend 00", "A pick 7", "A shunt", "A open", "AB move c3 E", "1 move c3 E",
		"A\tmove\tc3\tE", "A move c3 E\n", "A move c3 E\x00", "A move\xc3\x28 E",
		strings.Repeat("A move c3 E ", 2000),
		strings.Repeat("a", 10000) + "1",
	} {
		out = append(out, seed{fmt.Sprintf("bad-%02d", i), s})
	}
	return out
}

// levelSeeds: every embedded level, edits of a small one that reach each
// rule of the format, and files that are no level at all.
func levelSeeds() []seed {
	var out []seed
	for _, f := range tunnellevels.List() {
		out = append(out, seed{"level-" + f.Name, f.Source})
	}
	const duel = "title: Duel\nside 1: Gnomes\nside 2: Goblins\n\nmap:\n######\n#.AB.#\n######\n\nlegend:\nA: gnome side 1 facing E\nB: goblin side 2 facing W\n"
	edit := func(old, new string) []byte { return []byte(strings.Replace(duel, old, new, 1)) }
	for _, e := range []struct{ name, src string }{
		{"duel", duel},
		{"duel-crlf", strings.ReplaceAll(duel, "\n", "\r\n")},
		{"duel-escape", "goal: escape side 1\nrounds: 3\n" + strings.Replace(duel, "#.AB.#", "#>AB.#", 1)},
		{"duel-doors-lights", strings.Replace(duel, "#.AB.#", "#+A9B/>1#", 1)},
		{"duel-named", strings.Replace(duel, "facing W", "facing W name Grub the Bold", 1)},
		{"three-sides", "side 1: A\nside 2: B\nside 3: C\nmap:\n#####\n#A.B.C\n#####\nlegend:\nA: gnome side 1 facing E\nB: goblin side 2 facing W\nC: kobold side 3 facing N\n"},
		{"map-49-wide", string(edit("######\n#.AB.#", strings.Repeat("#", 49)+"\n#.AB.#"))},
		{"map-49-tall", string(edit("#.AB.#\n", "#.AB.#\n"+strings.Repeat("#.#\n", 46)))},
		{"map-million-wide", string(edit("######\n#.AB.#", strings.Repeat(".", 40000)+"\n#.AB.#"))},
		{"model-not-in-legend", string(edit("#.AB.#", "#.ABC#"))},
		{"model-twice", string(edit("#.AB.#", "#AAB.#"))},
		{"legend-unused", duel + "C: dwarf side 1 facing N\n"},
		{"legend-twice", duel + "A: dwarf side 1 facing N\n"},
		{"legend-side-huge", string(edit("goblin side 2", "goblin side 99999999999999999999"))},
		{"header-side-huge", string(edit("side 2: Goblins", "side 4294967297: Goblins"))},
		{"rounds-huge", "rounds: 99999999999999999999\n" + duel},
		{"rounds-negative", "rounds: -1\n" + duel},
		{"goal-bad", "goal: escape side\n" + duel},
		{"second-map", duel + "map:\n###\n"},
		{"unknown-tile", string(edit("#.AB.#", "#.AB*#"))},
		{"nul-in-map", string(edit("#.AB.#", "#.A\x00B#"))},
		{"utf8-in-map", string(edit("#.AB.#", "#.AéB#"))},
		{"invalid-utf8", string(edit("title: Duel", "title: \xff\xfe\xc3\x28"))},
		{"long-title", "title: " + strings.Repeat("x", 40000) + "\n" + duel},
		{"no-legend", "side 1: A\nside 2: B\nmap:\n#AB#\n"},
	} {
		out = append(out, seed{e.name, []byte(e.src)})
	}
	for i, s := range []string{"", "\n", "map:", "map:\n", "legend:", "\x00\x00\x00", "\xef\xbb\xbftitle: BOM\n", "title", ":", "side :x", "side 0: x"} {
		out = append(out, seed{fmt.Sprintf("bad-%02d", i), []byte(s)})
	}
	return out
}

// stateSeeds: encodings of fresh, middle, mid-swing and finished games of
// every embedded level, and damaged ones.
func stateSeeds(t *testing.T) []seed {
	var out []seed
	for k, sc := range scenarios(t) {
		g, err := Setup(sc, uint64(k+7), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, seed{sc.Name + "-start", g.Encode()})
		p := rules.NewRandomPlayer(uint64(k))
		swing := false
		for n := 0; !g.Outcome().Over; n++ {
			if n == 30 {
				out = append(out, seed{sc.Name + "-middle", g.Encode()})
			}
			if _, pending := g.PendingSwing(); pending && !swing {
				swing = true
				out = append(out, seed{fmt.Sprintf("%s-swing-phase%d", sc.Name, g.Phase()), g.Encode()})
			}
			a, err := p.Choose(g, g.ToAct()[0])
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		end := g.Encode()
		out = append(out, seed{sc.Name + "-over", end})
		if k == 0 {
			out = append(out,
				seed{"truncated", end[:len(end)-5]},
				seed{"trailing", append(bytes.Clone(end), 0)},
				seed{"magic-only", []byte("TUNNEL")},
				seed{"version-2", []byte("TUNNEL\x02")},
				seed{"huge-length", []byte("TUNNEL\x01\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01")},
				seed{"empty", []byte{}},
			)
		}
	}
	return out
}

// playSeeds: the state seeds of the embedded levels, split after the level.
func playSeeds(t *testing.T, states []seed) []seed {
	var out []seed
	for k, head := range levelHeads(t) {
		for _, s := range states {
			if enc := s.arg.([]byte); bytes.HasPrefix(enc, head) {
				out = append(out, seed{s.name, []any{byte(k), enc[len(head):]}})
			}
		}
	}
	out = append(out, seed{"empty", []any{byte(0), []byte{}}}, seed{"junk", []any{byte(255), []byte("\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01")}})
	return out
}
