package magewinds

import (
	"strings"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// TestLogHidesTheComputersSecrets plays a battle of the computer against
// itself until the computer's side (seat 1) has drawn blind and kept a
// card at Windburn, then opens it at the table for a human in seat 0: the
// log never names a card the computer drew blind or kept, nor its warband
// before the reveal, while the human's own blind draws are named. A review
// of the same game under way tells neither side's secrets, and says so in
// its first line; the review of the battle played to its end tells
// everything.
func TestLogHidesTheComputersSecrets(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := mageSetup(t)
	acts := secretsGame(t, setup)
	d := gametest.NewDriver(t, kinds)
	m := openAt(t, d.App, setup, []session.Sitter{session.Human, session.Computer}, acts)
	d.Tick()
	if m.Screen().Viewer != 0 {
		t.Fatalf("the seat at the screen is %d, not the human's", m.Screen().Viewer)
	}
	// check reads the log of acts as seat reads it: the secrets of the
	// sides it sees are told, the others' never.
	check := func(lines []string, acts []rules.Action, seat rules.Seat) {
		t.Helper()
		sees := func(side int) bool { return seat == table.Everything || int(seat) == side }
		k := 0
		st, _ := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
		pk := st.(*mw.Game).Pack()
		for _, act := range acts {
			evs, _ := st.Apply(act)
			for _, e := range evs {
				me := e.(mw.Event)
				if k >= len(lines) {
					t.Fatalf("the log has %d lines, the game more events", len(lines))
				}
				line := lines[k]
				k++
				switch {
				case me.Kind == mw.EvMustered && me.Side == 1:
					for _, p := range pk.Profiles {
						if !sees(1) && strings.Contains(line, p.Name) {
							t.Errorf("before the reveal seat %d's log tells the computer's warband: %q", seat, line)
						}
					}
					if sees(1) && !strings.Contains(line, "Stormhorn Brute") {
						t.Errorf("seat %d's log does not tell the computer's muster: %q", seat, line)
					}
				case (me.Kind == mw.EvDrew || me.Kind == mw.EvKept) && me.Hides():
					named := strings.Contains(line, me.Card.Long()) || strings.Contains(line, " "+me.Card.String())
					if !sees(int(me.Side)) && named {
						t.Errorf("seat %d's log names side %d's card: %q (%s)", seat, me.Side, line, me.Card)
					}
					if sees(int(me.Side)) && !named {
						t.Errorf("the log does not name the %s to seat %d, entitled to it: %q", me.Card.Long(), seat, line)
					}
				}
			}
		}
		if k != len(lines) {
			t.Errorf("the log has %d lines for %d events", len(lines), k)
		}
	}
	acts = m.Session().History().Actions() // the computer may have answered since the table opened
	check(m.EventLog().All(m.Screen().Viewer), acts, 0)
	// the panel shows the end of the same lines
	all := m.EventLog().All(m.Screen().Viewer)
	if tail := m.EventLog().Lines(m.Screen().Viewer, 7); strings.Join(tail, "\n") != strings.Join(all[len(all)-7:], "\n") {
		t.Errorf("the panel's log %q is not the end of the log", tail)
	}
	// a review of the game under way tells what every player could see,
	// and says why first
	rv := tableOf(rig.Review(d, session.RecordingOf(m.Session())))
	if rv.Screen().Viewer != rules.Spectator {
		t.Fatalf("the review of a battle under way shows the view of seat %d", rv.Screen().Viewer)
	}
	if first := rv.EventLog().Lines(rv.Screen().Viewer, 7)[0]; !strings.Contains(first, "under way") || !strings.Contains(first, "every player could see") {
		t.Errorf("the review's first log line is %q", first)
	}
	check(rv.EventLog().All(rv.Screen().Viewer), acts, rules.Spectator)
	// the review of the battle played to its end tells everything
	whole := append(acts[:len(acts):len(acts)], playOn(t, setup, acts)...)
	over := tableOf(rig.Review(d, gametest.Recording(t, setup, gametest.Humans(2), whole)))
	if over.Screen().Viewer != table.Everything {
		t.Fatalf("the review of a battle over shows the view of seat %d", over.Screen().Viewer)
	}
	if first := over.EventLog().Lines(over.Screen().Viewer, 7)[0]; !strings.Contains(first, "every secret is open") {
		t.Errorf("the review's first log line is %q", first)
	}
	check(over.EventLog().All(over.Screen().Viewer), whole, table.Everything)
}

// playOn plays the computer against itself from setup after acts to the
// end of the battle, and returns the actions it played.
func playOn(t *testing.T, setup session.Setup, acts []rules.Action) []rules.Action {
	t.Helper()
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range acts {
		if _, err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	ais := []rules.Player{mw.NewAI(1), mw.NewAI(2)}
	var out []rules.Action
	for i := 0; i < 3000 && !st.Outcome().Over; i++ {
		seat := st.ToAct()[0]
		a, err := ais[seat].Choose(st.View(seat), seat)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	if !st.Outcome().Over {
		t.Fatal("the battle did not end")
	}
	return out
}

// secretsGame plays the computer against itself from setup, except that
// each side draws blind from the deck once and the second keeps a card at
// Windburn once (the computer does neither), until both have, and returns
// the actions.
func secretsGame(t *testing.T, setup session.Setup) []rules.Action {
	t.Helper()
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	ais := []rules.Player{mw.NewAI(1), mw.NewAI(2)}
	var seen struct{ drew0, drew1, kept1 bool }
	var out []rules.Action
	for i := 0; i < 3000 && !(seen.drew0 && seen.drew1 && seen.kept1); i++ {
		if st.Outcome().Over {
			break
		}
		seat := st.ToAct()[0]
		a, err := ais[seat].Choose(st.View(seat), seat)
		if err != nil {
			t.Fatal(err)
		}
		// the computer never draws blind nor keeps a card: make each side do so once
		g := st.(*mw.Game)
		switch {
		case g.Phase == mw.PhaseChannel && (seat == 0 && !seen.drew0 || seat == 1 && !seen.drew1):
			if draw := (mw.Action{Kind: mw.KDraw}); g.WhyNot(draw) == "" {
				a = draw
			}
		case g.Phase == mw.PhaseWindburn && seat == 1 && !seen.kept1:
			for _, l := range g.Legal(seat) {
				if l.(mw.Action).Kind == mw.KKeep {
					a = l
					break
				}
			}
		}
		evs, err := st.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
		for _, e := range evs {
			me := e.(mw.Event)
			switch {
			case !me.Hides():
			case me.Kind == mw.EvDrew && me.Side == 0:
				seen.drew0 = true
			case me.Kind == mw.EvDrew && me.Side == 1:
				seen.drew1 = true
			case me.Kind == mw.EvKept && me.Side == 1:
				seen.kept1 = true
			}
		}
	}
	if !seen.drew0 || !seen.drew1 || !seen.kept1 {
		t.Fatalf("the game played holds no blind draw of each side and no card kept by the second: %+v", seen)
	}
	return out
}
