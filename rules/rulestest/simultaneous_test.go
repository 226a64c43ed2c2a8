package rulestest

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"skirmish/rules"
)

// TestSimultaneousChoice: both seats are listed at the start of a round,
// either may choose first, and the other is still listed after.
func TestSimultaneousChoice(t *testing.T) {
	for first := range rules.Seat(2) {
		g := start(t, "duel", 3)
		if got := g.ToAct(); !slices.Equal(got, []rules.Seat{0, 1}) {
			t.Fatalf("to act at the start: %v, want both seats", got)
		}
		other := 1 - first
		a := Action{Verb: Pick, Seat: first, N: 2}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("seat %d choosing first: %v", first+1, err)
		}
		if got := g.ToAct(); !slices.Equal(got, []rules.Seat{other}) {
			t.Fatalf("after %q: %v to act, want seat %d alone", a, got, other+1)
		}
		if len(g.Legal(first)) != 0 {
			t.Fatalf("seat %d has chosen but may still %v", first+1, g.Legal(first))
		}
		if _, err := g.Apply(Action{Verb: Pick, Seat: first, N: 1}); !rules.IsIllegal(err) {
			t.Fatalf("choosing twice gives %v, want an illegal action error", err)
		}
		evs, err := g.Apply(Action{Verb: Pick, Seat: other, N: 3})
		if err != nil {
			t.Fatal(err)
		}
		if g.Round() != 2 || !slices.Equal(g.ToAct(), []rules.Seat{0, 1}) || g.Score(other) != 1 || g.Score(first) != 0 {
			t.Fatalf("after the round: round %d, %v to act, scores %d and %d\n%s", g.Round(), g.ToAct(), g.Score(0), g.Score(1), texts(evs, first))
		}
	}
}

// TestLegalDiffersBetweenSeats: a roll, or a pass spent in an earlier
// round, leaves one seat with fewer actions than the other; rolling does
// not take the seat off the list to act.
func TestLegalDiffersBetweenSeats(t *testing.T) {
	g := start(t, "duel", 6)
	play(t, g, "1 roll")
	if got := g.ToAct(); !slices.Equal(got, []rules.Seat{0, 1}) {
		t.Fatalf("after a roll %v to act, want both seats", got)
	}
	want0, want1 := []string{"1 pick 1", "1 pick 2", "1 pick 3"}, []string{"2 pick 1", "2 pick 2", "2 pick 3", "2 roll"}
	if got := notations(g.Legal(0)); !slices.Equal(got, want0) {
		t.Errorf("seat 1 may %v, want %v", got, want0)
	}
	if got := notations(g.Legal(1)); !slices.Equal(got, want1) {
		t.Errorf("seat 2 may %v, want %v", got, want1)
	}
	p := start(t, "party", 1)
	play(t, p, "1 pass", "2 pick 1", "3 pick 2")
	if got := notations(p.Legal(0)); slices.Contains(got, "1 pass") || !slices.Contains(notations(p.Legal(1)), "2 pass") {
		t.Errorf("after seat 1 passed: seat 1 may %v, seat 2 %v", got, notations(p.Legal(1)))
	}
}

// TestPrivateChoiceEvents: the chooser reads its number, every other seat
// and the spectator only that it has chosen, and a pass reads to them
// exactly as a pick does. The reveal is public.
func TestPrivateChoiceEvents(t *testing.T) {
	g := start(t, "party", 2)
	pick := play(t, g, "1 pick 3")
	pass := play(t, g, "2 pass")
	for _, evs := range [][]rules.Event{pick, pass} {
		if len(evs) != 1 {
			t.Fatalf("a choice gives %d events", len(evs))
		}
		if _, ok := evs[0].(rules.Private); !ok {
			t.Fatalf("%T is not private", evs[0])
		}
	}
	if got := texts(pick, 0); got != "Red picks 3 (hidden from the other seats).\n" {
		t.Errorf("the chooser reads %q", got)
	}
	if got := texts(pass, 1); got != "Green passes this round (hidden from the other seats).\n" {
		t.Errorf("the passer reads %q", got)
	}
	for _, seat := range []rules.Seat{1, 2, rules.Spectator} {
		if got := texts(pick, seat); got != "Red has chosen.\n" {
			t.Errorf("seat %d reads %q", seat, got)
		}
		if got := rules.EventFor(pick[0], seat).(ChoiceEvent).Choice; got != Hidden {
			t.Errorf("seat %d's copy of the event holds choice %d", seat, got)
		}
	}
	if a, b := texts(pass, 0), texts(pick, 1); strings.TrimPrefix(a, "Green") != strings.TrimPrefix(b, "Red") {
		t.Errorf("a pass reads %q to another seat, a pick %q", a, b)
	}
	end := play(t, g, "3 pick 1")
	for _, seat := range []rules.Seat{0, 1, rules.Spectator} {
		if got := texts(end[1:], seat); got != texts(end[1:], 2) || !strings.Contains(got, "Red 3, Green passed, Blue 1") {
			t.Errorf("seat %d reads the end of the round as %q", seat, got)
		}
	}
}

// TestViewHidesPendingChoices: a seat's view shows its own choice and only
// that the others have chosen; views of games that differ only in another
// seat's choice, or in the dice to come, are the same bytes. A view cannot
// be played on.
func TestViewHidesPendingChoices(t *testing.T) {
	var views [2][]byte // seat 2's view and the spectator's, of the first game
	for k, choice := range []string{"1 pick 1", "1 pick 2", "1 pick 3", "1 pass"} {
		g := start(t, "crowd")
		g.dice = rules.NewDice(uint64(k)) // the dice to come must not show either
		play(t, g, "3 pick 2", choice)
		own := g.View(0).(*Game)
		if own.Choice(0) != g.Choice(0) || own.Choice(2) != Hidden {
			t.Fatalf("seat 1 sees its choice as %d and seat 3's as %d", own.Choice(0), own.Choice(2))
		}
		if text := g.View(1).Describe(); strings.Contains(text, "picked") || strings.Contains(text, "(hidden)") {
			t.Fatalf("seat 2's view describes a choice:\n%s", g.View(1).Describe())
		}
		for i, seat := range []rules.Seat{1, rules.Spectator} {
			v := g.View(seat).(*Game)
			if v.Choice(0) != Hidden || v.Choice(2) != Hidden || v.Choice(1) != Undecided {
				t.Fatalf("%q: seat %d sees choices %v", choice, seat, v.choice)
			}
			if k == 0 {
				views[i] = v.Encode()
			} else if !bytes.Equal(v.Encode(), views[i]) {
				t.Fatalf("%q: the view of seat %d differs from the one after %q", choice, seat, "1 pick 1")
			}
		}
		if _, err := g.View(1).Apply(Action{Verb: Pick, Seat: 1, N: 1}); !rules.IsIllegal(err) {
			t.Fatalf("playing on a view gives %v", err)
		}
	}
}

// TestAIDecidesFromItsView: the computer gives the same decision from
// positions that differ only in another seat's hidden choice, whether it
// is handed the view or the whole game, in many positions and seeds; and
// its decisions do vary, so the comparison means something.
func TestAIDecidesFromItsView(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(40) {
		base := start(t, "crowd")
		base.dice = rules.NewDice(seed)
		d := rules.NewDice(seed)
		for !base.Outcome().Over {
			ai := NewAI(seed)
			var first rules.Action
			for _, choice := range []string{"1 pick 1", "1 pick 2", "1 pick 3", "1 pass"} {
				g := base.Copy()
				if _, err := g.Apply(mustParse(t, choice)); err != nil {
					continue // seat 1 has no passes left
				}
				for _, st := range []rules.State{g.View(1), g} {
					a, err := ai.Choose(st, 1)
					if err != nil {
						t.Fatal(err)
					}
					if first == nil {
						first = a
					} else if a != first {
						t.Fatalf("seed %d: after %q the computer chooses %q, after another choice %q", seed, choice, a, first)
					}
				}
			}
			seen[first.String()] = true
			for _, seat := range base.ToAct() {
				legal := base.Legal(seat)
				play(t, base, legal[d.IntN(len(legal))].String())
			}
		}
	}
	if len(seen) != Highest {
		t.Fatalf("the computer only ever chose %v", seen)
	}
}

func mustParse(t *testing.T, s string) Action {
	t.Helper()
	a, err := ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestUndoStopsAtReveals: under the default undo policy a hidden choice can
// be taken back, a bonus roll or the end of a round (the reveal and the
// house die) cannot.
func TestUndoStopsAtReveals(t *testing.T) {
	g := start(t, "duel", 6, 2)
	h := rules.NewHistory(g, rules.UndoUntilDice)
	for _, step := range []struct {
		action string
		undo   bool
	}{{"1 pick 2", true}, {"2 roll", false}, {"2 pick 1", false}} {
		if _, err := h.Apply(mustParse(t, step.action)); err != nil {
			t.Fatal(err)
		}
		if ok, why := h.CanUndo(); ok != step.undo {
			t.Fatalf("after %q undo is %v (%s), want %v", step.action, ok, why, step.undo)
		}
	}
}
