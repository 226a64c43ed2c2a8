package arena

import (
	"testing"

	"skirmish/rules"
)

// FuzzParseAction: any text either reads as an action that writes back as
// itself, or is refused with an error; it never panics.
func FuzzParseAction(f *testing.F) {
	for _, ex := range (Ruleset{}).Examples() {
		f.Add(ex.Action)
	}
	f.Add("A move zz999")
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			return
		}
		b, err := ParseAction(a.String())
		if err != nil || b != a {
			t.Fatalf("%q reads as %+v, which writes as %q and reads back as %+v (%v)", s, a, a.String(), b, err)
		}
	})
}

// FuzzParseLevel: any level text parses to a level a bout can start on,
// or is refused with an error; it never panics.
func FuzzParseLevel(f *testing.F) {
	for _, sc := range (Ruleset{}).Scenarios() {
		f.Add(sc.Source)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		lvl, err := ParseLevel("fuzz", "fuzz.txt", src)
		if err != nil {
			return
		}
		d := rules.NewDice(1)
		g, err := NewGame(lvl, d)
		if err != nil {
			t.Fatalf("a level that parses does not start: %v", err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzDecode: any bytes decode to a sound game that encodes back to the
// same bytes, or are refused with an error; they never panic.
func FuzzDecode(f *testing.F) {
	for k, sc := range (Ruleset{}).Scenarios() {
		g, err := Setup(sc, uint64(k), rules.Options{})
		if err != nil {
			f.Fatal(err)
		}
		f.Add(g.Encode())
		d := rules.NewDice(uint64(k))
		for range 30 {
			if g.Outcome().Over {
				break
			}
			legal := g.LegalActions(int(g.ToAct()[0]))
			if _, err := g.Do(legal[d.IntN(len(legal))]); err != nil {
				f.Fatal(err)
			}
			f.Add(g.Encode())
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := rules.DecodeRoundTrip(Ruleset{}, data); err != nil {
			t.Fatal(err)
		}
	})
}
