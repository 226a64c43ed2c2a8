package gametest

import (
	"testing"

	"skirmish/game"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
	"skirmish/rules/catalog"
)

// ScenarioSetup sets up the embedded scenario name of the ruleset of k
// with a seed and loaded dice.
func ScenarioSetup(t testing.TB, k table.Kind, name string, seed uint64, dice []int) session.Setup {
	t.Helper()
	rs := k.Rules()
	sc, err := catalog.Scenario(rs, name)
	if err != nil {
		t.Fatal(err)
	}
	return session.Setup{Ruleset: rs, Scenario: sc, Seed: seed, Options: rules.Options{Dice: dice}}
}

// Humans is a sitter list of n human seats.
func Humans(n int) []session.Sitter {
	s := make([]session.Sitter, n)
	for i := range s {
		s[i] = session.Human
	}
	return s
}

// StartTable starts a game of setup at a after actions, as the setup
// screen or a continued replay does, runs one tick to show it, and
// returns the table shown, which must be a T (named what in the failure).
func StartTable[T table.Table](tb testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action, what string) T {
	tb.Helper()
	a.StartGame(setup, sitters, actions)
	if err := a.Update(); err != nil {
		tb.Fatal(err)
	}
	c, ok := a.Table().(T)
	if !ok {
		tb.Fatalf("scene %T after starting the game, want %s", a.Scene(), what)
	}
	return c
}

// OpenTable is StartTable after checking that a session of setup plays
// actions: the app says why a game cannot start in a message on screen,
// and this says it in the test.
func OpenTable[T table.Table](tb testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action, what string) T {
	tb.Helper()
	ses, err := session.NewSession(setup, sitters, a.Settings.UndoPolicy())
	if err == nil {
		err = ses.Continue(actions)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return StartTable[T](tb, a, setup, sitters, actions, what)
}

// Recording plays actions from setup into a recording, with the sitters
// given and undo free.
func Recording(t testing.TB, setup session.Setup, sitters []session.Sitter, actions []rules.Action) *session.Recording {
	t.Helper()
	ses, err := session.NewSession(setup, sitters, rules.UndoFree)
	if err != nil {
		t.Fatal(err)
	}
	if err := ses.Continue(actions); err != nil {
		t.Fatal(err)
	}
	return session.RecordingOf(ses)
}

// PlayedUntil plays the computer for every seat of setup, the first seat
// to act deciding from its view, until want says the game has come where
// a test needs it, and returns the actions that lead there. It tries the
// players players(seed, seat) gives for seeds 1 to tries in turn (one
// player a seat for a try), each try for at most most actions, and fails
// when none comes there.
func PlayedUntil[G rules.State](t testing.TB, setup session.Setup, tries, most int, players func(seed uint64, seat rules.Seat) rules.Player, want func(g G) bool) []rules.Action {
	t.Helper()
	for seed := uint64(1); seed <= uint64(tries); seed++ {
		st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
		if err != nil {
			t.Fatal(err)
		}
		g := st.(G)
		ps := map[rules.Seat]rules.Player{}
		var acts []rules.Action
		for range most {
			if want(g) {
				return acts
			}
			seats := g.ToAct()
			if len(seats) == 0 {
				break
			}
			s := seats[0]
			p, ok := ps[s]
			if !ok {
				p = players(seed, s)
				ps[s] = p
			}
			a, err := p.Choose(g.View(s), s)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("the computer's %s: %v", a, err)
			}
			acts = append(acts, a)
		}
	}
	t.Fatal("no game of the computer's came where the test needs it")
	return nil
}
