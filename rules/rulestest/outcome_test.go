package rulestest

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"skirmish/rules"
)

// TestOutcomes plays whole games with loaded house dice and checks who
// wins: one seat, a tie of several, the house (nobody), the party together
// (several) and the lost party (nobody).
func TestOutcomes(t *testing.T) {
	cases := []struct {
		name     string
		scenario string
		dice     []int
		rounds   [][]string // each round's actions
		winners  []rules.Seat
		reason   string
		progress string
	}{
		{"one winner", "duel", []int{1, 1, 3},
			[][]string{{"1 pick 1", "2 pick 2"}, {"2 pick 2", "1 pick 1"}, {"1 pick 1", "2 pick 2"}},
			[]rules.Seat{0}, "North wins with 2 points", "Game over: North wins"},
		{"a tie gives two winners", "duel", []int{2, 2, 2},
			[][]string{{"1 pick 2", "2 pick 2"}, {"1 pick 2", "2 pick 2"}, {"2 pick 2", "1 pick 2"}},
			[]rules.Seat{0, 1}, "North and South share the top score of 3 points", "Game over: North and South win"},
		{"a tie with the house still wins", "duel", []int{1, 3, 2},
			[][]string{{"1 pick 1", "2 pick 2"}, {"1 pick 1", "2 pick 2"}, {"1 pick 1", "2 pick 2"}},
			[]rules.Seat{0, 1}, "North and South share the top score of 1 point", "Game over: North and South win"},
		{"the house wins", "duel", []int{3, 3, 1},
			[][]string{{"1 pick 1", "2 pick 2"}, {"1 pick 1", "2 pick 2"}, {"1 pick 1", "2 pick 2"}},
			nil, "the house wins with 2 points; no seat has more than 1", "Game over: the house wins"},
		{"every seat passing leaves the round to the house", "crowd", []int{3, 3},
			[][]string{{"1 pick 1", "2 pick 2", "3 pass", "4 pick 1"}, {"4 pass", "3 pass", "2 pass", "1 pass"}},
			nil, "the house wins with 2 points; no seat has more than 0", "Game over: the house wins"},
		{"the party wins together", "party", []int{1, 2, 3, 3},
			[][]string{{"1 pick 1", "2 pick 2", "3 pick 3"}, {"3 pick 3", "2 pick 2", "1 pick 1"}, {"1 pick 1", "2 pick 2", "3 pick 3"}, {"1 pick 1", "2 pick 1", "3 pick 1"}},
			[]rules.Seat{0, 1, 2}, "the party wins together, 3 points against the house's 1", "Game over: Red, Green and Blue win"},
		{"the party is lost", "party", []int{2, 3, 2, 1},
			[][]string{{"1 pick 1", "2 pick 1", "3 pick 1"}, {"1 pass", "2 pick 1", "3 pick 1"}, {"1 pick 1", "2 pass", "3 pick 1"}, {"1 pick 1", "2 pick 2", "3 pass"}},
			nil, "the party is lost, 1 point against the house's 3", "Game over: the party is lost"},
	}
	for _, c := range cases {
		g := start(t, c.scenario, c.dice...)
		var evs []rules.Event
		for i, round := range c.rounds {
			if g.Outcome().Over {
				t.Fatalf("%s: over before round %d", c.name, i+1)
			}
			evs = play(t, g, round...)
		}
		out := g.Outcome()
		if !out.Over || !slices.Equal(out.Winners, c.winners) || out.Reason != c.reason {
			t.Errorf("%s: outcome %+v, want winners %v, %q", c.name, out, c.winners, c.reason)
		}
		if got := g.Progress(); got != c.progress {
			t.Errorf("%s: progress %q, want %q", c.name, got, c.progress)
		}
		if len(c.winners) != 1 && out.Winner() != rules.Spectator {
			t.Errorf("%s: Winner() gives %d", c.name, out.Winner())
		}
		if last := evs[len(evs)-1]; last.String() != "Game over: "+c.reason+"." {
			t.Errorf("%s: last event %q", c.name, last)
		}
		if len(g.ToAct()) != 0 || len(g.Legal(0)) != 0 {
			t.Errorf("%s: after the end %v to act, seat 1 may %v", c.name, g.ToAct(), g.Legal(0))
		}
		if _, err := g.Apply(Action{Verb: Pick, Seat: 0, N: 1}); !rules.IsIllegal(err) || !strings.Contains(err.Error(), "the game is over") {
			t.Errorf("%s: an action after the end gives %v", c.name, err)
		}
	}
}

// TestRoundEvents: the end of a round reveals the choices, rolls the house
// die, scores the seats that guessed it, and starts the next round.
func TestRoundEvents(t *testing.T) {
	g := start(t, "crowd", 2)
	evs := play(t, g, "1 pick 2", "2 pick 1", "3 pass", "4 pick 2")
	want := `West picks 2 (hidden from the other seats).
Every seat has chosen: North 2, East 1, South passed, West 2.
The house rolls its die: 2.
North guessed the die and scores 1 point (now 1).
West guessed the die and scores 1 point (now 1).
Round 2 of 2: every seat chooses a number from 1 to 3.
`
	if got := texts(evs, 3); got != want {
		t.Errorf("the end of the round reads\n%s\nwant\n%s", got, want)
	}
	if got := g.Progress(); got != "Round 2 of 2, North, East, South and West to choose" {
		t.Errorf("progress %q", got)
	}
	for _, e := range evs[1:3] {
		if !e.Chance() {
			t.Errorf("%q is not a reveal", e)
		}
	}
	play(t, g, "1 pick 3")
	board := `Four at the Table (duel, 4 seats), round 2 of 2
House: 0 points
1 North: 1 point; picked 3 (hidden); 2 of 2 passes left
2 East: 0 points; to choose; 2 of 2 passes left
3 South: 0 points; to choose; 1 of 2 passes left
4 West: 1 point; to choose; 2 of 2 passes left
Round 2 of 2, East, South and West to choose
`
	if got := g.Describe(); got != board {
		t.Errorf("the game reads\n%s\nwant\n%s", got, board)
	}
	board = strings.Replace(board, "picked 3 (hidden)", "has chosen", 1)
	if got := g.View(1).Describe(); got != board {
		t.Errorf("East's view reads\n%s\nwant\n%s", got, board)
	}
}

// TestBonusDie: a 5 or 6 scores a point, a lower result nothing; either
// way the seat has one bonus die fewer and still has to choose.
func TestBonusDie(t *testing.T) {
	for face := 1; face <= BonusSides; face++ {
		g := start(t, "duel", face)
		evs := play(t, g, "2 roll")
		want := 0
		if face >= BonusScores {
			want = 1
		}
		if g.Score(1) != want || !evs[0].Chance() {
			t.Errorf("bonus die %d: %q, score %d", face, evs[0], g.Score(1))
		}
		if g.BonusLeft(1) != 0 || g.BonusLeft(0) != 1 || !slices.Contains(g.ToAct(), 1) {
			t.Errorf("bonus die %d: %d and %d dice left, %v to act", face, g.BonusLeft(0), g.BonusLeft(1), g.ToAct())
		}
		if _, err := g.Apply(Action{Verb: Roll, Seat: 1}); !rules.IsIllegal(err) {
			t.Errorf("a second bonus die gives %v", err)
		}
	}
	p := start(t, "party", 1, 2, 3)
	play(t, p, "3 roll")
	if _, err := p.Apply(Action{Verb: Roll, Seat: 2}); !rules.IsIllegal(err) || p.BonusLeft(2) != 1 || slices.Contains(p.Legal(2), rules.Action(Action{Verb: Roll, Seat: 2})) {
		t.Errorf("a second bonus die in one round, with one left: %v", err)
	}
	play(t, p, "1 pick 1", "2 pick 1", "3 pick 1", "3 roll")
	if p.BonusLeft(2) != 0 || !p.Rolled(2) {
		t.Errorf("the next round's roll leaves %d bonus dice", p.BonusLeft(2))
	}
}

// TestDiceExhausted: an action whose die the loaded dice cannot roll (no
// result left, or a result the die does not have) is refused, not as
// illegal, and leaves the game untouched.
func TestDiceExhausted(t *testing.T) {
	spent := start(t, "duel", 6)
	play(t, spent, "1 roll", "1 pick 1")
	tooHigh := start(t, "duel", 4)
	play(t, tooHigh, "1 pick 1")
	for _, c := range []struct {
		g         *Game
		action    string
		exhausted bool
	}{{spent, "2 pick 1", true}, {spent, "2 roll", true}, {tooHigh, "2 pick 1", false}} {
		before := c.g.Encode()
		_, err := c.g.Apply(mustParse(t, c.action))
		if err == nil || rules.IsIllegal(err) || !bytes.Equal(c.g.Encode(), before) {
			t.Errorf("%q: %v", c.action, err)
		}
		if errors.Is(err, rules.ErrDiceExhausted) != c.exhausted {
			t.Errorf("%q: %v; want the dice to have run out: %v", c.action, err, c.exhausted)
		}
	}
}
