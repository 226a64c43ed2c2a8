package arena

import (
	"errors"
	"testing"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// TestNotationRoundTrip checks that every kind of action reads back as
// itself and writes back as the same text.
func TestNotationRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Action
	}{
		{"A attack b greatsword", Action{Kind: Attack, Who: 'A', Target: 'b', Item: "greatsword"}},
		{"b attack C fists", Action{Kind: Attack, Who: 'b', Target: 'C', Item: "fists"}},
		{"A move c4", Action{Kind: Move, Who: 'A', To: grid.Pt(2, 3)}},
		{"Z move z26", Action{Kind: Move, Who: 'Z', To: grid.Pt(25, 25)}},
		{"A draw dagger", Action{Kind: Draw, Who: 'A', Item: "dagger"}},
		{"A drop buckler", Action{Kind: Drop, Who: 'A', Item: "buckler"}},
		{"A tend C", Action{Kind: Tend, Who: 'A', Target: 'C'}},
		{"A hold", Action{Kind: Hold, Who: 'A'}},
		{"b defend buckler", Action{Kind: Defend, Who: 'b', Item: "buckler"}},
		{"A both", Action{Kind: Both, Who: 'A'}},
		{"a neither", Action{Kind: Neither, Who: 'a'}},
		{"A grab b", Action{Kind: Grab, Who: 'A', Target: 'b'}},
		{"A grapple b", Action{Kind: Grapple, Who: 'A', Target: 'b'}},
		{"A break", Action{Kind: Break, Who: 'A'}},
		{"A ram b", Action{Kind: Ram, Who: 'A', Target: 'b'}},
		{"b brace", Action{Kind: Brace, Who: 'b'}},
		{"b dodge c4", Action{Kind: Dodge, Who: 'b', To: grid.Pt(2, 3)}},
		{"A stand", Action{Kind: Stand, Who: 'A'}},
		{"A free", Action{Kind: Free, Who: 'A'}},
		{"A jump c4", Action{Kind: Jump, Who: 'A', To: grid.Pt(2, 3)}},
		{"A fly c4", Action{Kind: Fly, Who: 'A', To: grid.Pt(2, 3)}},
		{"A reload crossbow", Action{Kind: Reload, Who: 'A', Item: "crossbow"}},
		{"A throw b longsword", Action{Kind: Throw, Who: 'A', Target: 'b', Item: "longsword"}},
		{"A breathe", Action{Kind: Breathe, Who: 'A'}},
		{"a retreat", Action{Kind: Retreat, Who: 'a'}},
	} {
		a, err := ParseAction(tc.text)
		if err != nil || a != tc.want {
			t.Errorf("%q reads as %+v (%v), want %+v", tc.text, a, err, tc.want)
		}
		if got := tc.want.String(); got != tc.text {
			t.Errorf("%+v writes as %q, want %q", tc.want, got, tc.text)
		}
	}
}

// TestNotationErrors checks that malformed actions are refused with the
// column of the word at fault.
func TestNotationErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		col  int
	}{
		{"", 1},
		{"AB hold", 1},
		{"A leap", 3},
		{"A jump", 7},
		{"A attack", 9},
		{"A attack b", 11},
		{"A attack bb sword", 10},
		{"A attack b Sword", 12},
		{"A move 4c", 8},
		{"A move aa99", 8},
		{"A hold now", 8},
		{"A tend", 7},
	} {
		_, err := ParseAction(tc.text)
		var ne *rules.NotationError
		if !errors.As(err, &ne) || ne.Col != tc.col {
			t.Errorf("%q: %v, want a notation error at column %d", tc.text, err, tc.col)
		}
	}
}

// TestLegalActionsReadBack checks every legal action of every scenario's
// first position reads back through the state's own ParseAction.
func TestLegalActionsReadBack(t *testing.T) {
	for _, sc := range scenarios(t) {
		g, err := Setup(sc, 3, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range g.Legal(g.ToAct()[0]) {
			b, err := g.ParseAction(a.String())
			if err != nil || b != a {
				t.Fatalf("%s: %q reads back as %v (%v)", sc.Name, a, b, err)
			}
		}
	}
}
