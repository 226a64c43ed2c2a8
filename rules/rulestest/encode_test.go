package rulestest

import (
	"bytes"
	"strings"
	"testing"

	"skirmish/rules"
)

// TestDecodeRejectsDamage: truncated or altered encodings give errors,
// never panics, and whatever decodes is a sound position.
func TestDecodeRejectsDamage(t *testing.T) {
	g := start(t, "party", 5, 1)
	play(t, g, "1 roll", "1 pick 1", "2 pass")
	for _, st := range []*Game{g, g.View(1).(*Game)} {
		data := st.Encode()
		for cut := range len(data) {
			if _, err := Decode(data[:cut]); err == nil {
				t.Fatalf("decoding %d of %d bytes succeeded", cut, len(data))
			}
		}
		for i := range data {
			for _, flip := range []byte{0x01, 0x5a, 0xff} {
				bad := bytes.Clone(data)
				bad[i] ^= flip
				if d, err := Decode(bad); err == nil {
					if err := d.CheckInvariants(); err != nil {
						t.Fatalf("byte %d ^ %#x decodes to an unsound position: %v", i, flip, err)
					}
				}
			}
		}
	}
	if _, err := Decode([]byte("not a game")); err == nil {
		t.Fatal("garbage decoded")
	}
}

// TestDecodeRefusesUnreachable: positions the rules never reach are
// refused even when every byte is well formed.
func TestDecodeRefusesUnreachable(t *testing.T) {
	cases := []struct {
		name   string
		change func(g *Game)
		want   string
	}{
		{"a hidden choice outside a view", func(g *Game) { g.choice[1] = Hidden }, "choice 5"},
		{"a pass with none left", func(g *Game) { g.choice[1], g.passes[1] = Passed, 0 }, "passes left"},
		{"a roll with no die spent", func(g *Game) { g.rolled[2] = true }, "bonus dice left"},
		{"more points than rounds", func(g *Game) { g.score[0] = 3 }, "points after"},
		{"a round that gave nobody a point", func(g *Game) { g.round = 3 }, "after 2 rounds"},
		{"every seat chosen, round unresolved", func(g *Game) { g.choice = [MaxSeats]Choice{1, 2, 3} }, "not resolved"},
		{"a viewer outside a view", func(g *Game) { g.viewer = 1 }, "viewer"},
	}
	for _, c := range cases {
		g := start(t, "party", 1)
		play(t, g, "1 pick 1", "2 pick 2", "3 pick 3")
		c.change(g)
		_, err := Decode(g.Encode())
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
	g := start(t, "duel")
	data := g.Encode()
	data[len("RULESTEST")] = 9 // the version
	if _, err := Decode(data); err == nil || !strings.Contains(err.Error(), "version 9") {
		t.Errorf("another encoding version: %v", err)
	}
}

// TestCloneIsIndependent: changing a clone, its dice included, leaves the
// original as it was.
func TestCloneIsIndependent(t *testing.T) {
	g := start(t, "crowd")
	before := g.Encode()
	c := g.Clone().(*Game)
	play(t, c, "1 pick 2", "2 pass")
	c.dice.Roll(6)
	if !bytes.Equal(g.Encode(), before) || g.Choice(0) != Undecided {
		t.Fatal("a clone shares state with its original")
	}
	if _, err := (Ruleset{}).Decode(before); err != nil {
		t.Fatal(err)
	}
	if st, _ := (Ruleset{}).Setup(rules.Scenario{Name: "bad", Source: []byte("kind: duel")}, 1, rules.Options{}); st != nil {
		t.Fatal("a bad scenario set up a game")
	}
}

// TestHashSeesEveryField: changing any one thing of a position changes
// both its encoding and its hash.
func TestHashSeesEveryField(t *testing.T) {
	g := start(t, "party", 5, 1)
	play(t, g, "1 roll", "1 pick 1", "2 pass")
	changes := map[string]func(g *Game){
		"round":   func(g *Game) { g.round++ },
		"choice":  func(g *Game) { g.choice[0] = 2 },
		"rolled":  func(g *Game) { g.rolled[1] = true },
		"score":   func(g *Game) { g.score[2]++ },
		"passes":  func(g *Game) { g.passes[2]-- },
		"bonus":   func(g *Game) { g.bonus[2]-- },
		"house":   func(g *Game) { g.house++ },
		"view":    func(g *Game) { g.view = true },
		"viewer":  func(g *Game) { g.viewer = 0 },
		"dice":    func(g *Game) { g.dice.Roll(6) },
		"level":   func(g *Game) { g.lvl = start(t, "duel").lvl },
		"nothing": nil,
	}
	for name, change := range changes {
		c := g.Copy()
		if change != nil {
			change(c)
		}
		same := bytes.Equal(c.Encode(), g.Encode())
		if same != (change == nil) || (c.Hash() == g.Hash()) != (change == nil) {
			t.Errorf("changing the %s: same encoding %v, same hash %v", name, same, c.Hash() == g.Hash())
		}
	}
}
