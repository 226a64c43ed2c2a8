package arena

import (
	"bytes"
	"testing"

	"skirmish/rules"
)

// TestRandomGames plays seeded random bouts of every scenario, each seat
// choosing uniformly among its legal actions, and after every action
// checks the invariants, the Encode/Decode round trip (same bytes, same
// hash, same legal actions), that a clone is independent, that every
// action's notation reads back as itself, that undo (rules.History) gives
// back the hash before and redo the hash after, and that an action listed
// before but not now is refused untouched. Each bout is then written as a
// replay and verified from a fresh set-up. Every bout must end, and every
// kind of action must be played. Games of odd seeds start at the muster
// (Setup), of even seeds at the bout (NewGame): startGame.
func TestRandomGames(t *testing.T) {
	target := 25000
	if testing.Short() {
		target = 5000
	}
	scs := append(scenarios(t), manoeuvreScenarios()...)
	actions, games, refused := 0, 0, 0
	var kinds [len(kindWords)]int
	for seed := uint64(1); actions < target; seed++ {
		sc := scs[int(seed)%len(scs)]
		start, err := startGame(sc, seed)
		if err != nil {
			t.Fatal(err)
		}
		hist := rules.NewHistory(start, rules.UndoFree)
		replay := &rules.Replay{Format: rules.ReplayFormat, Version: rules.ReplayVersion, Ruleset: RulesetID,
			RulesetVersion: RulesetVersion, Scenario: sc.Name, Seed: seed}
		d := rules.NewDice(seed * 977)
		var prev []Action
		for n := 0; ; n++ {
			g := hist.Current().(*Game)
			if g.Outcome().Over {
				break
			}
			if n > 20000 {
				t.Fatalf("%s seed %d: not over after %d actions", sc.Name, seed, n)
			}
			seat := g.ToAct()[0]
			legal := g.LegalActions(int(seat))
			if len(legal) == 0 {
				t.Fatalf("%s seed %d: seat %d to act has no legal action\n%s", sc.Name, seed, seat, g.Describe())
			}
			if n%5 == 0 {
				refused += tryStale(t, g, prev, legal)
			}
			a := legal[d.IntN(len(legal))]
			if b, err := ParseAction(a.String()); err != nil || b != a {
				t.Fatalf("%q reads back as %+v (%v)", a, b, err)
			}
			before, beforeHash := g.Encode(), g.Hash()
			if _, err := hist.Apply(a); err != nil {
				t.Fatalf("%s seed %d: legal %q refused: %v\n%s", sc.Name, seed, a, err, g.Describe())
			}
			actions++
			kinds[a.Kind]++
			if !bytes.Equal(g.Encode(), before) {
				t.Fatalf("%s seed %d: applying %q changed the position before it", sc.Name, seed, a)
			}
			after := hist.Current().(*Game)
			checkPosition(t, after, sc.Name, seed, a)
			replay.Record(a, after)
			h := after.Hash()
			if err := hist.Undo(); err != nil || hist.Current().Hash() != beforeHash {
				t.Fatalf("%s seed %d: undo after %q: %v", sc.Name, seed, a, err)
			}
			if err := hist.Redo(); err != nil || hist.Current().Hash() != h {
				t.Fatalf("%s seed %d: redo of %q: %v", sc.Name, seed, a, err)
			}
			prev = legal
		}
		fresh, err := startGame(sc, seed)
		if err != nil {
			t.Fatal(err)
		}
		back, err := rules.ParseReplay(replay.Marshal())
		if err != nil {
			t.Fatalf("%s seed %d: reading the replay: %v", sc.Name, seed, err)
		}
		if final, err := back.Verify(fresh); err != nil || final.Hash() != hist.Current().Hash() {
			t.Fatalf("%s seed %d: replay: %v", sc.Name, seed, err)
		}
		games++
	}
	t.Logf("%d random actions in %d bouts, %d stale actions refused; by kind %v", actions, games, refused, kinds)
	for k, n := range kinds {
		if n == 0 {
			t.Errorf("no random bout chose a %s action", Kind(k))
		}
	}
}

// checkPosition checks the invariants of a position, of its views, and
// that it decodes from its encoding to the same bytes, hash and choices.
func checkPosition(t *testing.T, g *Game, name string, seed uint64, a Action) {
	t.Helper()
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("%s seed %d after %q: %v\n%s", name, seed, a, err, g.Describe())
	}
	enc := g.Encode()
	back, err := Decode(enc)
	if err != nil {
		t.Fatalf("%s seed %d after %q: decode: %v", name, seed, a, err)
	}
	if !bytes.Equal(back.Encode(), enc) || back.Hash() != g.Hash() {
		t.Fatalf("%s seed %d after %q: encode/decode round trip differs", name, seed, a)
	}
	if len(g.ToAct()) > 0 {
		s := int(g.ToAct()[0])
		l1, l2 := g.LegalActions(s), back.LegalActions(s)
		if len(l1) != len(l2) || len(l1) > 0 && l1[0] != l2[0] || len(l1) > 0 && l1[len(l1)-1] != l2[len(l2)-1] {
			t.Fatalf("%s seed %d after %q: the decoded game offers other actions", name, seed, a)
		}
	}
	for _, s := range []int{0, 1, -1} {
		if err := g.ViewOf(s).CheckInvariants(); err != nil {
			t.Fatalf("%s seed %d after %q: view of %d: %v", name, seed, a, s, err)
		}
	}
}

// tryStale applies, to a copy, an action legal in the previous position
// but not now, and checks it is refused as illegal with nothing changed.
func tryStale(t *testing.T, g *Game, prev, now []Action) int {
	t.Helper()
	for _, a := range prev {
		listed := false
		for _, b := range now {
			listed = listed || a == b
		}
		if listed {
			continue
		}
		c := g.Copy()
		h := c.Hash()
		if _, err := c.Do(a); !rules.IsIllegal(err) {
			t.Fatalf("%q, not legal now, gives %v\n%s", a, err, g.Describe())
		}
		if c.Hash() != h {
			t.Fatalf("the refused %q changed the game", a)
		}
		return 1
	}
	return 0
}
