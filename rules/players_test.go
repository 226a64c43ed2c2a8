package rules_test

import (
	"errors"
	"strings"
	"testing"

	"skirmish/rules"
)

// randomGame plays a game with random players seeded 1 and 2 by hand and
// returns its actions in notation.
func randomGame(t *testing.T, seed uint64, limit int) []string {
	t.Helper()
	g := newTunnel(t, seed)
	players := []*rules.RandomPlayer{rules.NewRandomPlayer(1), rules.NewRandomPlayer(2)}
	var actions []string
	for !g.Outcome().Over && len(actions) < limit {
		seat := g.ToAct()[0]
		a, err := players[seat].Choose(g, seat)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("random player chose %q: %v", a, err)
		}
		actions = append(actions, a.String())
	}
	return actions
}

func TestRandomPlayerDeterministic(t *testing.T) {
	a := randomGame(t, 5, 120)
	b := randomGame(t, 5, 120)
	if strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Fatal("two games with the same seeds went differently")
	}

	// The same player seed chooses differently from another seed.
	g := newTunnel(t, 5)
	seat := g.ToAct()[0]
	if len(g.Legal(seat)) < 10 {
		t.Fatalf("only %d legal actions at the start", len(g.Legal(seat)))
	}
	choices := func(seed uint64) string {
		p := rules.NewRandomPlayer(seed)
		var out []string
		for range 20 {
			a, err := p.Choose(g, seat)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, a.String())
		}
		return strings.Join(out, ", ")
	}
	if choices(1) != choices(1) {
		t.Error("the same seed chose differently on the same position")
	}
	if choices(1) == choices(2) {
		t.Error("seeds 1 and 2 chose the same 20 actions")
	}
	if p := rules.NewRandomPlayer(1); p.Name() != "random" {
		t.Errorf("Name() = %q", p.Name())
	}
}

func TestRandomPlayerChoosesLegalActions(t *testing.T) {
	g := newTunnel(t, 11)
	p := rules.NewRandomPlayer(3)
	for n := 0; !g.Outcome().Over; n++ {
		seat := g.ToAct()[0]
		a, err := p.Choose(g, seat)
		if err != nil {
			t.Fatal(err)
		}
		legal := false
		for _, b := range g.Legal(seat) {
			legal = legal || b.String() == a.String()
		}
		if !legal {
			t.Fatalf("action %d: %q is not among the legal actions", n+1, a)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := p.Choose(g, 0); err == nil {
		t.Error("Choose in a finished game returned no error")
	}
}

func players(a, b uint64) []rules.Player {
	return []rules.Player{rules.NewRandomPlayer(a), rules.NewRandomPlayer(b)}
}

func TestPlayToTheEnd(t *testing.T) {
	g := newTunnel(t, 5)
	n, err := rules.Play(g, players(1, 2), 10000)
	if err != nil {
		t.Fatalf("Play: %v", err)
	}
	if !g.Outcome().Over {
		t.Fatal("Play returned before the game was over")
	}
	if want := len(randomGame(t, 5, 10000)); n != want {
		t.Errorf("Play applied %d actions, the same game by hand takes %d", n, want)
	}
	if again, err := rules.Play(g, players(1, 2), 10000); again != 0 || err != nil {
		t.Errorf("Play on a finished game = %d, %v; want 0, nil", again, err)
	}
}

func TestPlayLimit(t *testing.T) {
	g := newTunnel(t, 5)
	n, err := rules.Play(g, players(1, 2), 7)
	if n != 7 || err == nil || !strings.Contains(err.Error(), "not over after 7 actions") {
		t.Errorf("Play with limit 7 = %d, %v; want 7 and an error saying the game is not over", n, err)
	}
	if g.Outcome().Over {
		t.Error("game over after 7 actions")
	}
}

// A game that ends with its very last allowed action has been played to the
// end: Play must not report that it is not over.
func TestPlayEndsExactlyAtLimit(t *testing.T) {
	total := len(randomGame(t, 5, 10000))
	g := newTunnel(t, 5)
	n, err := rules.Play(g, players(1, 2), total)
	if !g.Outcome().Over {
		t.Fatalf("game not over after %d actions", n)
	}
	if n != total || err != nil {
		t.Errorf("Play with limit %d (the game's length) = %d, %v; want %d, nil", total, n, err, total)
	}
}

func TestPlayNoPlayer(t *testing.T) {
	tests := []struct {
		name    string
		players []rules.Player
		seat    string
	}{
		{"nil for the first seat", []rules.Player{nil, rules.NewRandomPlayer(2)}, "seat 0"},
		{"nil for the second seat", []rules.Player{rules.NewRandomPlayer(1), nil}, "seat 1"},
		{"too few players", []rules.Player{rules.NewRandomPlayer(1)}, "seat 1"},
		{"no players", nil, "seat 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newTunnel(t, 5)
			n, err := rules.Play(g, tt.players, 10000)
			if !errors.Is(err, rules.ErrNoPlayer) {
				t.Fatalf("Play = %d, %v; want ErrNoPlayer", n, err)
			}
			if !strings.HasSuffix(err.Error(), tt.seat) {
				t.Errorf("error %q does not name %s", err, tt.seat)
			}
			if seat := g.ToAct()[0]; !strings.HasSuffix(tt.seat, string(rune('0'+seat))) {
				t.Errorf("stopped with seat %d to act, want %s", seat, tt.seat)
			}
			if g.Outcome().Over {
				t.Error("game over without a player")
			}
		})
	}
}
