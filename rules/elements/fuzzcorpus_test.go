package elements

// The generator of the fuzz targets' seed corpora (see fuzz_test.go).

import (
	"flag"
	"path/filepath"
	"testing"

	"skirmish/internal/fuzzseed"
	elementslevels "skirmish/levels/elements"
	"skirmish/rules"
)

var writeCorpus = flag.Bool("write-corpus", false, "rewrite the generated fuzz seeds under testdata/fuzz")

// TestWriteFuzzCorpus writes the generated seeds of every fuzz target
// when run with -write-corpus.
func TestWriteFuzzCorpus(t *testing.T) {
	if !*writeCorpus {
		t.Skip("run with -args -write-corpus to rewrite testdata/fuzz")
	}
	dir := filepath.Join("testdata", "fuzz")
	write := func(target string, seeds []fuzzseed.Seed) {
		if err := fuzzseed.Write(dir, target, seeds); err != nil {
			t.Fatal(err)
		}
	}
	var actions []fuzzseed.Seed
	for i, ex := range (Ruleset{}).Examples() {
		actions = append(actions, fuzzseed.Of(itoa(i), ex.Action))
	}
	for i, s := range []string{"", " ", "A", "A move", "A move z99 Q", "3 add", "1 add Monk", "A result spirit", "a shift aa1 N", "A attack c0"} {
		actions = append(actions, fuzzseed.Of("bad-"+itoa(i), s))
	}
	write("FuzzParseAction", actions)
	var levels, states []fuzzseed.Seed
	for _, f := range elementslevels.List() {
		levels = append(levels, fuzzseed.Of(f.Name, f.Source))
		sc, _ := Scenario(f.Name)
		g, err := Setup(sc, 5, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, fuzzseed.Of(f.Name+"-muster", g.Encode()))
		p := []rules.Player{rules.NewRandomPlayer(1), rules.NewRandomPlayer(2)}
		rules.Play(g, p, 30)
		states = append(states, fuzzseed.Of(f.Name+"-middle", g.Encode()))
		states = append(states, fuzzseed.Of(f.Name+"-view", g.View(0).Encode()))
		rules.Play(g, p, 100000)
		states = append(states, fuzzseed.Of(f.Name+"-over", g.Encode()))
	}
	levels = append(levels, fuzzseed.Of("empty", []byte("")), fuzzseed.Of("tiny", []byte(tinyLevel)))
	write("FuzzParseLevel", levels)
	write("FuzzDecode", append(states, fuzzseed.Of("empty", []byte{})))
	heads := levelHeads(t)
	var plays []fuzzseed.Seed
	for _, st := range states {
		data := st.Args[0].([]byte)
		for k, h := range heads {
			if len(data) >= len(h) && string(data[:len(h)]) == string(h) {
				plays = append(plays, fuzzseed.Seed{Name: st.Name, Args: []any{byte(k), data[len(h):]}})
			}
		}
	}
	write("FuzzDecodePlay", plays)
	pack, err := elementslevels.Read(elementslevels.PackName)
	if err != nil {
		t.Fatal(err)
	}
	write("FuzzParsePack", []fuzzseed.Seed{fuzzseed.Of("shadow-clans", pack), fuzzseed.Of("empty", []byte("")),
		fuzzseed.Of("one", []byte("pack: P\nprofile x: X\n  attack: 2\n  move: 1\n  abilities: range 4, volley\n"))})
}

const tinyLevel = `title: Tiny
pack: shadow-clans
points: 30
side 1: A
side 2: B
map:
A.a
...
*..
legend:
A: ninja facing E
a: monk facing W
`
