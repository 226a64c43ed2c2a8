package tablesuite

import (
	"strings"
	"testing"

	"skirmish/game/table"
	"skirmish/rules"
	"skirmish/rules/catalog"
	"skirmish/rules/rulestest"
)

// TestScreenFault: the secrecy check passes a table that drew
// View(Viewer), the public view while covered, and names what a table
// drew instead: another seat's view, the whole position, a seat's view
// behind the cover. (It needs no display: the check itself can fail.)
func TestScreenFault(t *testing.T) {
	rs := rulestest.Ruleset{}
	sc, err := catalog.Scenario(rs, "duel")
	if err != nil {
		t.Fatal(err)
	}
	st, err := rs.Setup(sc, 3, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	pick, err := st.ParseAction("1 pick 3")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Apply(pick); err != nil { // seat 1's hidden pick: the views differ
		t.Fatal(err)
	}
	if st.View(0).Hash() == st.View(1).Hash() || st.View(1).Hash() == st.Hash() {
		t.Fatal("the fixture hides nothing: seat 1's pick shows in seat 2's view")
	}
	for _, c := range []struct {
		screen table.Screen
		drawn  rules.State
		want   string // "" passes
	}{
		{table.Screen{Viewer: 0, Decider: 1}, st.View(0), ""},
		{table.Screen{Viewer: 1, Decider: 1}, st.View(1), ""},
		{table.Screen{Viewer: rules.Spectator, Decider: 1, Covered: true}, st.View(rules.Spectator), ""},
		{table.Screen{Viewer: 1, Decider: 1}, st.View(0), "seat 1's view"},
		{table.Screen{Viewer: 1, Decider: 1}, st, "the whole position"},
		{table.Screen{Viewer: 0, Decider: 1, Covered: true}, st.View(0), "cover is up"},
		{table.Screen{Viewer: rules.Spectator, Covered: true}, st.View(0), "seat 1's view"},
		{table.Screen{Viewer: 0}, nil, "drew no view"},
	} {
		err := screenFault(st, c.screen, c.drawn)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%+v: %v, want no fault", c.screen, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%+v: %v, want a fault naming %q", c.screen, err, c.want)
		}
	}
}
