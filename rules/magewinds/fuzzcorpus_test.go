package magewinds

// The generator of the fuzz targets' seed corpora (see fuzz_test.go):
//
//	go test ./rules/magewinds -run TestWriteFuzzCorpus -args -write-corpus

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/internal/fuzzseed"
	mwlevels "skirmish/levels/magewinds"
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
	actions, states := playedSeeds(t)
	writeSeeds(t, "FuzzParseAction", append(actionSeeds(), actions...))
	writeSeeds(t, "FuzzParseLevel", levelSeeds())
	writeSeeds(t, "FuzzParsePack", packSeeds(t))
	writeSeeds(t, "FuzzDecode", states)
	writeSeeds(t, "FuzzDecodePlay", playSeeds(t, states))
}

// actionSeeds: the notation's examples (docs/notation.md) and texts that
// are not actions.
func actionSeeds() []seed {
	var out []seed
	for i, s := range []string{
		"a1 deploy @76.2,50.8", "draw 3", "draw deck", "pass", "a1 move @120,80.5", "a1 move @120,80.5 take",
		"a1 attack b2 1", "a1 guard", "a1 cast mend a2 pay 7H,KH", "a1 cast gale o1 pay AS", "a1 cast blink @10.001,0 pay 2S,3S",
		"a1 drop @30,40", "a1 hold", "a1 step @1,2", "a1 stay", "a1 light", "a1 heavy", "a1 feint", "b2 dodge",
		"b2 deflect", "b2 noreact", "a1 knockback 25.4", "a1 knockback 0", "keep KH a1,a2", "discard KH",
		"a add stormblade", "b remove hawkeye", "a default", "b ready",
	} {
		out = append(out, seed{fmt.Sprintf("doc-%02d", i), s})
	}
	for i, s := range []string{
		"", " ", "\x00", "\xff\xfe", "é", "a1", "a1 fly", "a1 move @", "a1 move @,", "a1 move @-0,-0",
		"a1 move @536870.912,0", "a1 move @536870.913,0", "a1 move @99999999999999999999,1", "a1 move @1e3,2",
		"a1 move @1.0000,2", "a1 move @ 1 , 2", "a1 attack b2 01", "a1 attack b2 99999999999999999999",
		"a1 cast mend a2 pay " + strings.Repeat("KH,", 12) + "KH", "a1 cast mend a2 pay 1H", "a1 cast mend a2 pay 11H",
		"a1 cast " + strings.Repeat("x", 25) + " a2 pay KH", "a1 knockback 2147483648", "a1 knockback 9223372036854775807",
		"a1 knockback -0", "keep KH " + strings.Repeat("a1,", 60) + "a1", "keep KH a1,,a2", "draw 5\x00",
		"a1\tguard", "a1\u00a0guard", "a1 guard\n", strings.Repeat("a1 guard ", 30), strings.Repeat("@", 5000),
		"a", "a add", "a add Stormblade", "a ready now", "c ready", "a1 ready", "ready", "a remove " + strings.Repeat("x", 25),
	} {
		out = append(out, seed{fmt.Sprintf("bad-%02d", i), s})
	}
	return out
}

// playedSeeds plays a random battle of every embedded scenario and returns
// legal actions of every kind met, and the encodings of states along the
// way (every phase, a view, the end) with damaged ones.
func playedSeeds(t *testing.T) (actions, states []seed) {
	byKind := map[Kind]int{}
	for k, sc := range scenarios(t) {
		g, err := Setup(sc, uint64(k+3), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, seed{sc.Name + "-start", g.Encode()})
		met := map[string]bool{}
		randomGame(t, g, uint64(k), 5000, func(a Action, _ []rules.Event) {
			if byKind[a.Kind] < 2 {
				byKind[a.Kind]++
				actions = append(actions, seed{fmt.Sprintf("legal-%s-%d", a.Kind, byKind[a.Kind]), a.String()})
			}
			where := fmt.Sprintf("phase%d", g.Phase)
			if g.Phase == PhaseAction && g.Act.Step != StepNone {
				where = fmt.Sprintf("step%d", g.Act.Step)
			}
			if !met[where] && g.Phase != PhaseOver {
				met[where] = true
				states = append(states, seed{sc.Name + "-" + where, g.Encode()})
				if g.Phase == PhaseMuster { // a view that hides the other side's picks
					states = append(states, seed{sc.Name + "-muster-view", g.View(0).Encode()})
				}
			}
		})
		end := g.Encode()
		states = append(states, seed{sc.Name + "-over", end}, seed{sc.Name + "-view", g.View(1).Encode()}, seed{sc.Name + "-public-view", g.View(rules.Spectator).Encode()})
		if k == 0 {
			states = append(states,
				seed{"truncated", end[:len(end)-5]},
				seed{"trailing", append(bytes.Clone(end), 0)},
				seed{"magic-only", []byte("MAGEWINDS")},
				seed{fmt.Sprintf("version-%d", encoding.Version+1), []byte{'M', 'A', 'G', 'E', 'W', 'I', 'N', 'D', 'S', byte(encoding.Version + 1)}},
				seed{"huge-length", append([]byte{'M', 'A', 'G', 'E', 'W', 'I', 'N', 'D', 'S', byte(encoding.Version)}, "\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01"...)},
				seed{"empty", []byte{}},
			)
		}
	}
	return actions, states
}

// levelSeeds: every embedded scenario, edits of one that reach each rule of
// the format, and files that are no scenario at all.
func levelSeeds() []seed {
	var out []seed
	files := mwlevels.List()
	for _, f := range files {
		out = append(out, seed{"level-" + f.Name, f.Source})
	}
	const small = "title: Small\nside 1: A\nside 2: B\nwarband 1: ironclad, hawkeye\nwarband 2: stormhorn\ndeploy 1: 0,0 3,12\ndeploy 2: 13,0 16,12\nfighters: 1-8\ncasters: 0\n"
	for _, e := range []struct{ name, src string }{
		{"small", small},
		{"warband-rules", small + "points: 60\ncopies: 1\nfighters: 1-3\n"},
		{"warband-over-points", small + "points: 40\n"},
		{"warband-needs-caster", small + "casters: 1\n"},
		{"warband-too-few", small + "fighters: 3-8\n"},
		{"warband-rules-bad", small + "fighters: 4-2\ncopies: 99\npoints: -1\n"},
		{"warband-room", strings.Replace(small, "deploy 1: 0,0 3,12", "deploy 1: 0,0 1.5,3", 1)},
		{"small-crlf", strings.ReplaceAll(small, "\n", "\r\n")},
		{"small-everything", small + "rounds: 2\nvictory: most points\nfeature: high; Rock; 7,5 9,5 9,7 7,7\nobject: Relic; carriable; moveable; icon relic; 8,3\nmarker: Cairn; 8,9\nscore: takedown 1\nscore: marker 2\nscore: carry 1\nscore: home 3\n"},
		{"warband-of-nine", strings.Replace(small, "ironclad, hawkeye", strings.Repeat("hawkeye, ", 8)+"hawkeye", 1)},
		{"warband-unknown", strings.Replace(small, "stormhorn", "dragon", 1)},
		{"warband-huge", strings.Replace(small, "stormhorn", strings.Repeat("stormhorn,", 3000)+"stormhorn", 1)},
		{"no-warband-2", strings.Replace(small, "warband 2: stormhorn\n", "", 1)},
		{"side-3", small + "side 3: C\n"},
		{"side-huge", small + "deploy 99999999999999999999: 0,0 3,3\n"},
		{"deploy-tiny", strings.Replace(small, "deploy 1: 0,0 3,12", "deploy 1: 0,0 0.5,0.5", 1)},
		{"deploy-off-field", strings.Replace(small, "deploy 1: 0,0 3,12", "deploy 1: -4,-4 -2,-2", 1)},
		{"deploy-huge", strings.Replace(small, "deploy 1: 0,0 3,12", "deploy 1: 0,0 1000000000,1000000000", 1)},
		{"rounds-13", small + "rounds: 13\n"},
		{"feature-self-crossing", small + "feature: low; Bow; 5,5 7,7 7,5 5,7\n"},
		{"feature-65-points", small + "feature: low; Many;" + strings.Repeat(" 5,5", 65) + "\n"},
		{"feature-bad-height", small + "feature: towering; T; 5,5 6,5 6,6\n"},
		{"features-25", small + strings.Repeat("feature: low; W; 5,5 5.5,5 5.5,5.5 5,5.5\n", 25)},
		{"object-off-field", small + "object: Far; carriable; 40,40\n"},
		{"objects-7", small + strings.Repeat("object: O; 8,6\n", 7)},
		{"markers-7", small + strings.Repeat("marker: M; 8,6\n", 7)},
		{"score-unknown", small + "score: style 3\n"},
		{"comment-only", "// nothing\n"},
		{"nul", small + "title: \x00\x00\n"},
		{"invalid-utf8", small + "blurb: \xff\xfe\xc3\x28\n"},
		{"long-line", small + "blurb: " + strings.Repeat("x", 40000) + "\n"},
		{"inches-precision", strings.Replace(small, "deploy 1: 0,0 3,12", "deploy 1: 0.0001,0 3,12", 1)},
	} {
		out = append(out, seed{e.name, []byte(e.src)})
	}
	for i, s := range []string{"", "\n", ":", "title", "warband 1:", "deploy 1: 1,2", "feature: ;;", "object: ;", "marker: ;", "score: marker"} {
		out = append(out, seed{fmt.Sprintf("bad-%02d", i), []byte(s)})
	}
	return out
}

// packSeeds: the embedded fighter pack, edits of a small one that reach
// each rule of the format, and files that are no pack at all.
func packSeeds(t *testing.T) []seed {
	src, err := mwlevels.Read(PackPath)
	if err != nil {
		t.Fatal(err)
	}
	out := []seed{{"pack-" + strings.TrimSuffix(filepath.Base(PackPath), ".pack"), src}}
	// small names the fighters of the embedded scenarios, so that they play it.
	const fighter = "fighter %s: %s\n  toughness: 5\n  movement: 4\n  melee: Blade; range 1; light 3/4; heavy 5/3\n"
	var small strings.Builder
	small.WriteString("pack: Small\n\nspell spark: Spark\n  cost: 1 Any\n  effect: bolt\n  attack: range 0-6; power 2; precision 5\n\nspell mend: Mend\n  cost: 1+ Hearts\n  effect: heal\n  range: 3\n\n")
	for _, id := range []string{"ironclad", "stormblade", "windcaller", "lifeweaver", "hawkeye", "stormhorn", "nightblade", "gravecaller", "spearwarden"} {
		fmt.Fprintf(&small, fighter, id, strings.ToUpper(id[:1])+id[1:])
	}
	small.WriteString("  missile: Bow; range 2-12; power 4; precision 5\n  spells: spark, mend\n  abilities: nimble, sharpshot, stalwart\n  icon: archer\n  text: Shoots.\n")
	s := small.String()
	for _, e := range []struct{ name, src string }{
		{"small", s},
		{"warband", "warband:\n  points: 50\n  fighters: 2-4\n  copies: 1\n  casters: 1\n" + strings.Replace(s, "toughness: 5", "cost: 12\n  toughness: 5", -1)},
		{"warband-unknown-key", "warband:\n  gold: 5\n" + s},
		{"warband-bad-range", "warband:\n  fighters: 9-2\n" + s},
		{"cost-negative", strings.Replace(s, "toughness: 5", "cost: -3\n  toughness: 5", 1)},
		{"small-crlf", strings.ReplaceAll(s, "\n", "\r\n")},
		{"spell-unknown", strings.Replace(s, "spells: spark, mend", "spells: fireball", 1)},
		{"spell-twice", strings.Replace(s, "spell mend: Mend", "spell spark: Spark", 1)},
		{"fighter-twice", s + strings.Replace(fighter, "%s", "hawkeye", 1)},
		{"spell-no-cost", strings.Replace(s, "  cost: 1 Any\n", "", 1)},
		{"spell-no-range", strings.Replace(s, "  range: 3\n", "", 1)},
		{"spell-bad-effect", strings.Replace(s, "effect: heal", "effect: explode", 1)},
		{"cost-huge", strings.Replace(s, "cost: 1 Any", "cost: 99999999999999999999 Any", 1)},
		{"cost-range", strings.Replace(s, "cost: 1 Any", "cost: 1-52 Spades", 1)},
		{"range-huge", strings.Replace(s, "range: 3", "range: 1000000000", 1)},
		{"range-reversed", strings.Replace(s, "range 2-12", "range 12-2", 1)},
		{"toughness-0", strings.Replace(s, "toughness: 5", "toughness: 0", 1)},
		{"toughness-huge", strings.Replace(s, "toughness: 5", "toughness: 99999999999999999999", 1)},
		{"five-attacks", s + strings.Repeat("  melee: Fist; range 1; power 1; precision 1\n", 4)},
		{"split-half", strings.Replace(s, "; heavy 5/3", "", 1)},
		{"power-13", strings.Replace(s, "power 4", "power 13", 1)},
		{"ability-unknown", strings.Replace(s, "stalwart", "flying", 1)},
		{"indented-orphan", "  toughness: 3\n" + s},
		{"id-bad", strings.Replace(s, "fighter hawkeye", "fighter Hawk_Eye", 1)},
		{"id-long", strings.Replace(s, "fighter hawkeye", "fighter "+strings.Repeat("h", 30), 1)},
		{"unknown-heading", "armour: 3\n" + s},
		{"no-fighters", "pack: Empty\n"},
		{"fighters-65", s + numbered("fighter x%d: X\n", 65)},
		{"spells-65", numbered("spell s%d: S\n", 65) + s},
		{"nul", strings.Replace(s, "pack: Small", "pack: \x00", 1)},
		{"invalid-utf8", strings.Replace(s, "text: Shoots.", "text: \xff\xfe", 1)},
		{"long-line", strings.Replace(s, "text: Shoots.", "text: "+strings.Repeat("x", 40000), 1)},
	} {
		out = append(out, seed{e.name, []byte(e.src)})
	}
	for i, s := range []string{"", "\n", ":", "fighter", "fighter a:", "spell a: A", "\tx: y", "fighter a: A\n  melee: ;"} {
		out = append(out, seed{fmt.Sprintf("bad-%02d", i), []byte(s)})
	}
	return out
}

// numbered repeats a format n times, numbering it from 1.
func numbered(format string, n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, format, i)
	}
	return b.String()
}

// playSeeds: the state seeds of the embedded scenarios, split after the
// scenario.
func playSeeds(t *testing.T, states []seed) []seed {
	var out []seed
	for k, head := range scenarioHeads(t) {
		for _, s := range states {
			if enc := s.arg.([]byte); bytes.HasPrefix(enc, head) {
				out = append(out, seed{s.name, []any{byte(k), enc[len(head):]}})
			}
		}
	}
	out = append(out, seed{"empty", []any{byte(0), []byte{}}}, seed{"junk", []any{byte(255), []byte("\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01")}})
	return out
}
