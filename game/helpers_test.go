package game

import (
	"bytes"
	"testing"
	"time"

	"skirmish/game/session"
	"skirmish/rules"
	"skirmish/rules/catalog"
	"skirmish/rules/rulestest"
)

// testCatalog is the engine's test ruleset: the shell's tests need a game,
// not a particular one.
var testCatalog = catalog.Catalog{rulestest.Ruleset{}}

// saveGame starts a game of four human seats choosing at once (the test
// ruleset's "crowd"): three of them can decide, one after another, before
// anything is revealed.
func saveGame(t testing.TB, policy rules.UndoPolicy) *session.Session {
	t.Helper()
	rs := rulestest.Ruleset{}
	sc, err := catalog.Scenario(rs, "crowd")
	if err != nil {
		t.Fatal(err)
	}
	sitters := []session.Sitter{session.Human, session.Human, session.Human, session.Human}
	s, err := session.NewSession(session.Setup{Ruleset: rs, Scenario: sc, Seed: 20261122}, sitters, policy)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// humanActs plays n actions, each the first legal one of the seat to decide
// that reveals nothing (so that it can be undone).
func humanActs(t testing.TB, s *session.Session, n int) {
	t.Helper()
	for range n {
		seat, ok := s.Deciding()
		if !ok || s.Sitter(seat) != session.Human {
			t.Fatalf("no human is to act after %d actions", s.Position())
		}
		var chosen rules.Action
		for _, a := range s.State().Legal(seat) {
			evs, err := s.State().Clone().Apply(a)
			if err == nil && !chance(evs) {
				chosen = a
				break
			}
		}
		if chosen == nil {
			t.Fatalf("no quiet action after %d actions", s.Position())
		}
		if _, err := s.Apply(chosen); err != nil {
			t.Fatalf("%s: %v", chosen, err)
		}
	}
}

// chance reports whether any of evs revealed something.
func chance(evs []rules.Event) bool {
	for _, e := range evs {
		if e.Chance() {
			return true
		}
	}
	return false
}

// saveTime is the time the tests save at.
var saveTime = time.Date(2026, 11, 22, 10, 30, 0, 0, time.UTC)

// saveDamage is one way an autosave can be damaged, and what the warning
// must say about it.
type saveDamage struct {
	name string
	edit func(t testing.TB, data []byte) []byte
	want []string
}

// saveDamages are damages of every kind the loader tells apart: content
// behind a checksum, a truncated file, an empty one, and one of a newer
// version. (game/session tests every damage of the format itself.)
var saveDamages = []saveDamage{
	{"a digit of the seed", func(t testing.TB, d []byte) []byte {
		i := bytes.Index(d, []byte(`"seed": `))
		if i < 0 {
			t.Fatal("no seed in the save")
		}
		out := bytes.Clone(d)
		out[i+len(`"seed": `)+2] ^= 1
		return out
	}, []string{"damaged: the checksum does not match"}},
	{"truncated", func(t testing.TB, d []byte) []byte { return d[:len(d)/2] }, []string{"the file ends too early (truncated?)"}},
	{"empty", func(t testing.TB, d []byte) []byte { return nil }, []string{"damaged: the file is empty"}},
	{"newer version", func(t testing.TB, d []byte) []byte {
		return bytes.Replace(d, []byte(`"version": 1,`), []byte(`"version": 2, "newField": true,`), 1)
	}, []string{"update Skirmish to open it"}},
}
