package rulestest

import (
	"strings"
	"testing"

	"skirmish/rules"
)

// TestScenarios: every embedded scenario parses, the default is the duel,
// and between them they have two to four seats, both kinds, passing and
// bonus dice.
func TestScenarios(t *testing.T) {
	scs := Ruleset{}.Scenarios()
	if len(scs) != len(embeddedScenarios) || scs[0].Name != "duel" {
		t.Fatalf("scenarios %v", scs)
	}
	seats := map[int]bool{}
	kinds := map[Kind]bool{}
	passes, bonus := false, false
	for _, sc := range scs {
		g, err := Setup(sc, 1, rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if sc.Title == "" || sc.Blurb == "" || len(g.Seats()) != len(g.lvl.Seats) {
			t.Errorf("%s: title %q, blurb %q", sc.Name, sc.Title, sc.Blurb)
		}
		seats[len(g.lvl.Seats)] = true
		kinds[g.lvl.Kind] = true
		passes = passes || g.lvl.Passes > 0
		bonus = bonus || g.lvl.Bonus > 0
	}
	if len(seats) != 3 || len(kinds) != 2 || !passes || !bonus {
		t.Errorf("the scenarios cover seats %v, kinds %v, passes %v, bonus %v", seats, kinds, passes, bonus)
	}
	var rs rules.Ruleset = Ruleset{}
	if sec, ok := rs.(rules.Secretive); !ok || !sec.HidesInformation() {
		t.Error("Guessing Duel does not say it hides information")
	}
	if _, err := Scenario("nope"); err == nil {
		t.Error("an unknown scenario was found")
	}
}

// TestParseLevelErrors: a scenario text that is wrong is refused with the
// line at fault and what was expected.
func TestParseLevelErrors(t *testing.T) {
	const good = "title: T\nkind: duel\nseats: A, B\nrounds: 2\n"
	if _, err := ParseLevel("x", "test", []byte(good)); err != nil {
		t.Fatalf("a good scenario: %v", err)
	}
	cases := []struct{ src, want string }{
		{good + "rounds: 3\n", "line 5: rounds given twice"},
		{good + "colour: red\n", `line 5: unknown key "colour"`},
		{good + "no colon here\n", `line 5: expected "key: value"`},
		{"title: T\nkind: chess\nseats: A, B\nrounds: 2\n", `line 2: kind "chess"`},
		{"title: T\nkind: duel\nseats: A\nrounds: 2\n", "line 3: 1 seats"},
		{"title: T\nkind: duel\nseats: A,B,C,D,E\nrounds: 2\n", "line 3: 5 seats"},
		{"title: T\nkind: duel\nseats: A, A\nrounds: 2\n", `seats 1 and 2 are both named "A"`},
		{"title: T\nkind: duel\nseats: A, \nrounds: 2\n", "seat 2 has no name"},
		{"title: T\nkind: duel\nseats: A, B\x01\nrounds: 2\n", "control character"},
		{"title: T\nkind: duel\nseats: A, B\nrounds: 0\n", "line 4: rounds \"0\""},
		{"title: T\nkind: duel\nseats: A, B\nrounds: 10\n", "from 1 to 9"},
		{good + "passes: -1\n", `line 5: passes "-1"`},
		{good + "bonus: many\n", `line 5: bonus "many"`},
		{"kind: duel\nseats: A, B\nrounds: 2\n", "no title given"},
		{"title: T\nkind: duel\nseats: A, B\n", "no rounds given"},
		{"", "no title given"},
	}
	for _, c := range cases {
		_, err := ParseLevel("x", "test", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "scenario x (test)") {
			t.Errorf("%q: got %v, want %q", c.src, err, c.want)
		}
	}
}
