package tunnel

import (
	"strings"
	"testing"

	"skirmish/rules"
)

// swingTexts returns the words of the roll, cancel, draw and result events.
func swingTexts(evs []Event) []string {
	var out []string
	for _, e := range evs {
		switch e.Kind {
		case EvRolled, EvCancelled, EvDraw, EvResult:
			out = append(out, e.String())
		}
	}
	return out
}

// TestSwingTexts reads the log of swings with forced dice, in every case of
// cancelling: some dice left on both sides, every Attack Die cancelled,
// every die cancelled, none, the Defence Dice used up, no Defence Dice.
// On faceOff the Goblin b (Strength 1) acts first; the Gnome A has
// Strength 3.
func TestSwingTexts(t *testing.T) {
	for _, tc := range []struct {
		name    string
		dice    []int
		actions []string
		want    []string
	}{
		{
			// Seed: "if the attacking Gnome rolls 1,2,2,4,5 and the
			// defending Goblin rolls 2,3,5 then one 2 and the 5 cancel out
			// leaving remaining Attack Dice of 1, 2 and 4 and an unused
			// Defence Dice of 3. The attacker can pick the number on one
			// of the remaining Attack Dice".
			"the seed's example", []int{1, 2, 2, 4, 5, 2, 3, 5},
			[]string{"b turn N", "b turn W", "end", "A swing d2 2", "b defend 2", "A pick 4"},
			[]string{
				"The Attack Dice show 1, 2, 2, 4 and 5; the Defence Dice show 2, 3 and 5.",
				"A pair of 2s and a pair of 5s cancel out. Attack Dice 1, 2 and 4 remain, and Defence Die 3 is unused.",
				"Gnome A picks the 4, a Floor: the defender falls prone.",
			},
		},
		{
			// Seed: "If they have no Attack Dice remaining the result is a draw."
			"every Attack Die cancelled, a Defence Die unused", []int{3, 3, 3, 3, 1},
			[]string{"b swing c2 1", "A defend 0"},
			[]string{
				"The Attack Dice show 3 and 3; the Defence Dice show 3, 3 and 1.",
				"Two pairs of 3s cancel out. No Attack Dice remain, and Defence Die 1 is unused.",
				"With no Attack Dice remaining, the swing is a draw.",
			},
		},
		{
			"every die cancelled", []int{2, 4, 4, 2, 2, 4, 4, 2},
			[]string{"end", "A swing d2 1", "b defend 3"},
			[]string{
				"The Attack Dice show 2, 4, 4 and 2; the Defence Dice show 2, 4, 4 and 2.",
				"Two pairs of 2s and two pairs of 4s cancel out. No dice remain on either side.",
				"With no Attack Dice remaining, the swing is a draw.",
			},
		},
		{
			"no die cancelled", []int{2, 4, 4, 2, 6, 6, 1},
			[]string{"end", "A swing d2 1", "b defend 2", "A pick 2"},
			[]string{
				"The Attack Dice show 2, 4, 4 and 2; the Defence Dice show 6, 6 and 1.",
				"No Attack Die matches a Defence Die, so none cancel. Attack Dice 2, 4, 4 and 2 remain, and Defence Dice 6, 6 and 1 are unused.",
				"Gnome A picks the 2, a Shunt: the defender is forced one space back or to either side.",
			},
		},
		{
			"Attack Dice left, every Defence Die used", []int{3, 3, 3, 3, 3},
			[]string{"end", "A swing d2 1", "b defend 0"},
			[]string{
				"The Attack Dice show 3, 3, 3 and 3; the Defence Die shows 3.",
				"A pair of 3s cancels out. Attack Dice 3, 3 and 3 remain, and no Defence Dice remain.",
				"The only number left is 3, a Strike: the defender takes 2 damage.",
			},
		},
		{
			"one Attack Die left, two Defence Dice unused", []int{6, 6, 6, 1, 2},
			[]string{"b swing c2 1", "A defend 0"},
			[]string{
				"The Attack Dice show 6 and 6; the Defence Dice show 6, 1 and 2.",
				"A pair of 6s cancels out. Attack Die 6 remains, and Defence Dice 1 and 2 are unused.",
				"The only number left is 6, a Heavy Blow: the defender takes 3 damage.",
			},
		},
		{
			// Seed: "If a model cannot see its attacker it does not get to
			// roll any dice in defence."
			"no Defence Dice", []int{5, 5, 1, 1},
			[]string{"b turn E", "end", "A swing d2 1", "A pick 5"},
			[]string{
				"The Attack Dice show 5, 5, 1 and 1.",
				"Gnome A picks the 5, a Roar: the attacker recovers 3 Stamina (up to its starting level).",
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := board(t, faceOff, tc.dice...)
			got := swingTexts(do(t, g, tc.actions...))
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("got\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(tc.want, "\n\t"))
			}
		})
	}
}

// TestSwingTextsReadAsSentences plays seeded random games on every scenario
// and checks the words of every roll, cancel, draw and result: sentences
// that start with a capital and end in one full stop, with no stray
// punctuation and no empty list (which would leave two spaces).
func TestSwingTextsReadAsSentences(t *testing.T) {
	seen := map[string]bool{}
	for _, sc := range scenarios(t) {
		for seed := range uint64(10) {
			g, err := Setup(sc, seed, rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			p := rules.NewRandomPlayer(seed)
			for n := 0; n < 5000 && !g.Outcome().Over; n++ {
				a, err := p.Choose(g, g.ToAct()[0])
				if err != nil {
					t.Fatal(err)
				}
				evs, err := g.Do(a.(Action), nil)
				if err != nil {
					t.Fatal(err)
				}
				for _, s := range swingTexts(evs) {
					seen[s] = true
				}
			}
		}
	}
	for s := range seen {
		for _, bad := range []string{"..", ".;", ";.", " .", " ,", ",.", "  ", ": ."} {
			if strings.Contains(s, bad) {
				t.Errorf("%q contains %q", s, bad)
			}
		}
		if !strings.HasSuffix(s, ".") || strings.ToUpper(s[:1]) != s[:1] {
			t.Errorf("%q is not a sentence", s)
		}
	}
	if len(seen) < 100 {
		t.Errorf("only %d different texts seen; the games should show many more", len(seen))
	}
}
