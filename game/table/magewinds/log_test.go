package magewinds

import (
	"strings"
	"testing"

	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// TestLogHidesTheComputersSecrets plays a battle of the computer against
// itself until the computer's side (seat 1) has drawn blind and kept a
// card at Windburn, then opens it at the table for a human in seat 0: the
// log never names a card the computer drew blind or kept, nor its warband
// before the reveal, while the human's own blind draws are named. A review
// of the same game tells everything, and says so in its first line.
func TestLogHidesTheComputersSecrets(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := mageSetup(t)
	acts := secretsGame(t, setup)
	a := rig.App(t)
	m := rig.Open(t, a, setup, []session.Sitter{session.Human, session.Computer}, acts)
	if m.seatAtScreen() != 0 {
		t.Fatalf("the seat at the screen is %d, not the human's", m.seatAtScreen())
	}
	check := func(lines []string, ofHuman bool) {
		t.Helper()
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
						if ofHuman && strings.Contains(line, p.Name) {
							t.Errorf("before the reveal the human's log tells the computer's warband: %q", line)
						}
					}
					if !ofHuman && !strings.Contains(line, "Stormhorn Brute") {
						t.Errorf("the review does not tell the computer's muster: %q", line)
					}
				case (me.Kind == mw.EvDrew || me.Kind == mw.EvKept) && me.Hides():
					named := strings.Contains(line, me.Card.Long()) || strings.Contains(line, " "+me.Card.String())
					if me.Side == 1 && ofHuman && named {
						t.Errorf("the human's log names the computer's card: %q (%s)", line, me.Card)
					}
					if (me.Side == 0 || !ofHuman) && !named {
						t.Errorf("the log does not name the %s to the seat entitled to it: %q", me.Card.Long(), line)
					}
				}
			}
		}
		if k != len(lines) {
			t.Errorf("the log has %d lines for %d events", len(lines), k)
		}
	}
	check(m.mlog.All(m.seatAtScreen()), true)
	// the panel shows the end of the same lines
	all := m.mlog.All(m.seatAtScreen())
	if tail := m.mlog.Lines(m.seatAtScreen(), 7); strings.Join(tail, "\n") != strings.Join(all[len(all)-7:], "\n") {
		t.Errorf("the panel's log %q is not the end of the log", tail)
	}
	// a review tells everything, and says why first
	rv, err := newReview(session.RecordingOf(m.ses))
	if err != nil {
		t.Fatal(err)
	}
	if first := rv.mlog.Lines(rv.seatAtScreen(), 7)[0]; !strings.Contains(first, "after the game") || !strings.Contains(first, "everything") {
		t.Errorf("the review's first log line is %q", first)
	}
	check(rv.mlog.All(rv.seatAtScreen()), false)
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
