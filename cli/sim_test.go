package cli

import (
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"skirmish/game/session"
	"skirmish/rules"
)

func TestSeatPlayersSwapsEverySecondGame(t *testing.T) {
	list := []session.Sitter{session.Computer, session.Random}
	for k, want := range [][]session.Sitter{
		{session.Computer, session.Random},
		{session.Random, session.Computer},
		{session.Computer, session.Random},
		{session.Random, session.Computer},
	} {
		if got := seatPlayers(list, k, true); !reflect.DeepEqual(got, want) {
			t.Errorf("game %d with -swap: seats %v, want %v", k+1, got, want)
		}
		if got := seatPlayers(list, k, false); !reflect.DeepEqual(got, list) {
			t.Errorf("game %d without -swap: seats %v, want %v", k+1, got, list)
		}
	}
}

// TestTallySides: a seat's wins are the games it won, alone or together
// with others (the last game, a party's), its losses those others won
// without it, its draws those nobody won.
func TestTallySides(t *testing.T) {
	seats := []rules.SeatInfo{{Seat: 0, Name: "Gnomes"}, {Seat: 1, Name: "Goblins"}}
	got := tallySides(seats, [][]rules.Seat{{0}, {1}, {1}, nil, {1}, {0, 1}})
	want := []sideTally{
		{Side: "Gnomes", Wins: 2, Losses: 3, Draws: 1, WinRate: 200.0 / 6},
		{Side: "Goblins", Wins: 4, Losses: 1, Draws: 1, WinRate: 400.0 / 6},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("tally %+v, want %+v", got, want)
	}
}

// TestCLISimSwap plays the computer against the random player with -swap:
// the players alternate seats game by game, and the table of the sides adds
// up to the games played, each side's wins being the other's losses.
func TestCLISimSwap(t *testing.T) {
	out := mustRun(t, "sim", "-games", "4", "-players", "ai,random", "-swap", "-json", "-seed", "3")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 {
		t.Fatalf("want 4 game lines and a summary, got:\n%s", out)
	}
	for k, line := range lines[:4] {
		var g struct {
			Players []string `json:"players"`
		}
		if err := json.Unmarshal([]byte(line), &g); err != nil {
			t.Fatalf("game line %d: %v", k+1, err)
		}
		want := []string{"ai", "random"}
		if k%2 == 1 {
			want = []string{"random", "ai"}
		}
		if !reflect.DeepEqual(g.Players, want) {
			t.Errorf("game %d seated %v, want %v", k+1, g.Players, want)
		}
	}
	var sum struct {
		Games int         `json:"games"`
		Swap  bool        `json:"swap"`
		Sides []sideTally `json:"sides"`
	}
	if err := json.Unmarshal([]byte(lines[4]), &sum); err != nil {
		t.Fatal(err)
	}
	if !sum.Swap || len(sum.Sides) != 2 || sum.Sides[0].Side != "Gnomes" || sum.Sides[1].Side != "Goblins" {
		t.Fatalf("summary %+v", sum)
	}
	for _, s := range sum.Sides {
		if s.Wins+s.Losses+s.Draws != 4 {
			t.Errorf("%s: %d wins, %d losses, %d draws do not add up to 4 games", s.Side, s.Wins, s.Losses, s.Draws)
		}
	}
	if sum.Sides[0].Wins != sum.Sides[1].Losses || sum.Sides[0].Losses != sum.Sides[1].Wins {
		t.Errorf("the sides' wins and losses do not match: %+v", sum.Sides)
	}

	text := mustRun(t, "sim", "-games", "4", "-players", "ai,random", "-swap", "-quiet", "-seed", "3")
	wantContains(t, "sim -swap", text, "4 games (seats swapped every second game): player 1 (ai) won", "player 2 (random) won")
	row := regexp.MustCompile(`(?m)^(Gnomes|Goblins) +(\d+) +(\d+) +(\d+) +(\d+\.\d)$`)
	rows := row.FindAllStringSubmatch(text, -1)
	if len(rows) != 2 {
		t.Fatalf("want a row per side in the table, got:\n%s", text)
	}
	for i, r := range rows {
		if w, _ := strconv.Atoi(r[2]); w != sum.Sides[i].Wins {
			t.Errorf("table row %q: %d wins, the JSON says %d", r[0], w, sum.Sides[i].Wins)
		}
	}
}

// TestEndTally: the ends of a run's games, the most frequent first, ties
// by their reason (an unfinished game, "not over", has none: first).
func TestEndTally(t *testing.T) {
	got := endTally([]string{"the heroes retreat", "the quest is achieved", "", "the quest is achieved", "all the heroes are dead"})
	want := "the quest is achieved 2; not over 1; all the heroes are dead 1; the heroes retreat 1"
	if got != want {
		t.Errorf("endTally = %q, want %q", got, want)
	}
}

// TestCLISimParty: a co-operative party's run counts the games it won
// together or did not win, and tallies the ends by their reason, adding up
// to the games played.
func TestCLISimParty(t *testing.T) {
	out := mustRun(t, "sim", "-ruleset", "battleaxe", "-games", "3", "-players", "ai,ai,ai,ai", "-quiet", "-seed", "2")
	wantContains(t, "sim of a party", out, "3 games: ", "ends: ")
	if !strings.Contains(out, "won together") && !strings.Contains(out, "not won 3") {
		t.Errorf("no shared wins and not all lost:\n%s", out)
	}
	ends := out[strings.Index(out, "ends: ")+len("ends: "):]
	ends = ends[:strings.Index(ends, "\n")]
	total := 0
	for _, part := range strings.Split(ends, "; ") {
		var n int
		if _, err := fmt.Sscanf(part[strings.LastIndex(part, " ")+1:], "%d", &n); err != nil {
			t.Fatalf("end %q has no count: %v", part, err)
		}
		total += n
	}
	if total != 3 {
		t.Errorf("the ends add up to %d games, not 3: %q", total, ends)
	}
}
