package cli

import (
	"cmp"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"skirmish/game/session"
	"skirmish/rules"
)

// mix derives independent seeds from one (SplitMix64's finaliser).
func mix(seed, k uint64) uint64 {
	z := seed + (k+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Bounds of sim's counts. A million games takes from half an hour to half a
// day (scenarios play from about 25 to 500 games a second); a game not over
// after a million actions never will be.
const (
	maxSimGames   = 1_000_000
	maxSimActions = 1_000_000
)

// parsePlayers reads -players for sim: a computer or random player per seat.
func parsePlayers(list string, seats []rules.SeatInfo) ([]session.Sitter, error) {
	sitters, err := session.ParseSitters(list)
	if err != nil {
		return nil, usagef("-players: %v", err)
	}
	if len(sitters) != len(seats) {
		return nil, usagef("-players lists %d players but the scenario has %d seats (%s)", len(sitters), len(seats), seatNames(seats))
	}
	for _, s := range sitters {
		if s == session.Human {
			return nil, usagef("-players: sim has no human seats (use ai or random)")
		}
	}
	return sitters, nil
}

func seatNames(seats []rules.SeatInfo) string {
	var s []string
	for _, x := range seats {
		s = append(s, x.Name)
	}
	return strings.Join(s, ", ")
}

// seatPlayers returns the players of game k, one per seat: the list as
// given, or with swap rotated by k, so that with two seats every second game
// gives the first player listed the second seat.
func seatPlayers(sitters []session.Sitter, k int, swap bool) []session.Sitter {
	if !swap {
		return sitters
	}
	n := len(sitters)
	out := make([]session.Sitter, n)
	for i := range out {
		out[i] = sitters[(i+k)%n]
	}
	return out
}

// sideTally counts how one side fared over a run of games.
type sideTally struct {
	Side    string  `json:"side"`
	Wins    int     `json:"wins"`
	Losses  int     `json:"losses"`
	Draws   int     `json:"draws"`
	WinRate float64 `json:"winPercent"`
}

// tallySides counts, for each seat, the games it won (alone or with other
// seats: a co-operative party wins together), the games others won without
// it, and the games nobody won (draws, lost parties, unfinished games).
// winners holds each game's winning seats.
func tallySides(seats []rules.SeatInfo, winners [][]rules.Seat) []sideTally {
	out := make([]sideTally, len(seats))
	for s := range out {
		out[s].Side = seats[s].Name
		for _, ws := range winners {
			switch {
			case slices.Contains(ws, rules.Seat(s)):
				out[s].Wins++
			case len(ws) > 0:
				out[s].Losses++
			default:
				out[s].Draws++
			}
		}
		if len(winners) > 0 {
			out[s].WinRate = float64(out[s].Wins) * 100 / float64(len(winners))
		}
	}
	return out
}

// endTally counts how games ended, by the outcome's reason, in the order
// of the most frequent (ties by the reason's text): "the quest is
// achieved 31, the heroes retreat 8, ...".
func endTally(reasons []string) string {
	counts := map[string]int{}
	for _, r := range reasons {
		counts[r]++
	}
	keys := slices.Collect(maps.Keys(counts))
	slices.SortFunc(keys, func(a, b string) int {
		if c := cmp.Compare(counts[b], counts[a]); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		if k == "" {
			k = "not over"
		}
		parts[i] = fmt.Sprintf("%s %d", k, counts[keys[i]])
	}
	return strings.Join(parts, "; ")
}

// writeSideTable prints the tally of each side as a table.
func writeSideTable(w io.Writer, t []sideTally) {
	width := len("side")
	for _, x := range t {
		width = max(width, len(x.Side))
	}
	fmt.Fprintf(w, "%-*s  %6s  %6s  %6s  %6s\n", width, "side", "wins", "losses", "draws", "win %")
	for _, x := range t {
		fmt.Fprintf(w, "%-*s  %6d  %6d  %6d  %6.1f\n", width, x.Side, x.Wins, x.Losses, x.Draws, x.WinRate)
	}
}

func runSim(args []string, e *env) error {
	fs := newFlags("sim", e)
	var p position
	p.register(fs)
	games := fs.Int("games", 10, "number of games")
	list := fs.String("players", "ai,random", "comma-separated player per seat: ai or random")
	swap := fs.Bool("swap", false, "swap seats every second game (the players listed take the seats in turn), so each player plays each side")
	limit := fs.Int("max-actions", 100000, "stop a game that is not over after this many actions")
	asJSON := fs.Bool("json", false, "print one JSON object per game and a summary object")
	quiet := fs.Bool("quiet", false, "print only the summary and the table of the sides")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if p.actions != "" || p.actionsFile != "" {
		return usagef("sim plays whole games; -actions is for play and odds")
	}
	if *games < 1 || *games > maxSimGames {
		return usagef("-games must be from 1 to %d, got %d", maxSimGames, *games)
	}
	if *limit < 1 || *limit > maxSimActions {
		return usagef("-max-actions must be from 1 to %d, got %d", maxSimActions, *limit)
	}
	base, err := p.setup()
	if err != nil {
		return err
	}
	seats := base.state.Seats()
	sitters, err := parsePlayers(*list, seats)
	if err != nil {
		return err
	}
	// playerWins counts the wins of each player as listed, whichever seat it
	// took, alone; winners holds each game's winning seats, together counts
	// the games several seats won together (a co-operative party), reasons
	// each game's end.
	playerWins := make([]int, len(sitters))
	winners := make([][]rules.Seat, 0, *games)
	reasons := make([]string, 0, *games)
	draws, together, totalActions := 0, 0, 0
	var hashes []byte
	start := time.Now()
	for k := range *games {
		seed := mix(p.seed, uint64(k))
		st, err := base.Ruleset.Setup(base.Scenario, seed, base.Options)
		if err != nil {
			return err
		}
		seated := seatPlayers(sitters, k, *swap)
		players := make([]rules.Player, len(seated))
		for i, s := range seated {
			players[i] = session.PlayerFor(base.Ruleset, s, rules.Seat(i), seed)
		}
		n, err := rules.Play(st, players, *limit)
		if err != nil {
			return fmt.Errorf("game %d (seed %d): %w", k+1, seed, err)
		}
		totalActions += n
		out := st.Outcome()
		h := st.Hash()
		hashes = binary.LittleEndian.AppendUint64(hashes, h)
		winner := "draw"
		w := out.Winner()
		winners = append(winners, slices.Clone(out.Winners))
		reasons = append(reasons, out.Reason)
		if len(out.Winners) > 1 {
			together++
			winner = out.WinnersText(seats) + " win together"
		} else if w >= 0 {
			if *swap {
				playerWins[(int(w)+k)%len(sitters)]++
			} else {
				playerWins[w]++
			}
			winner = fmt.Sprintf("%s (%s) win", seats[w].Name, seated[w])
		} else {
			draws++
		}
		switch {
		case *quiet:
		case *asJSON:
			b, _ := json.Marshal(map[string]any{"game": k + 1, "seed": seed, "players": sitterNames(seated), "actions": n, "winner": w, "winners": out.Winners, "reason": out.Reason, "hash": rules.FormatHash(h)})
			fmt.Fprintln(e.stdout, string(b))
		default:
			fmt.Fprintf(e.stdout, "game %d seed %d: %s after %d actions (%s); hash %s\n", k+1, seed, winner, n, out.Reason, rules.FormatHash(h))
		}
	}
	secs := time.Since(start).Seconds()
	combined := rules.FormatHash(rules.Hash64(hashes))
	sides := tallySides(seats, winners)
	names := sitterNames(sitters)
	if *asJSON {
		b, _ := json.Marshal(map[string]any{"games": *games, "wins": playerWins, "draws": draws, "wonTogether": together, "players": names, "swap": *swap,
			"sides": sides, "gamesPerSecond": float64(*games) / secs, "actions": totalActions, "combinedHash": combined})
		fmt.Fprintln(e.stdout, string(b))
		return nil
	}
	var parts []string
	for s, w := range playerWins {
		if *swap {
			parts = append(parts, fmt.Sprintf("player %d (%s) won %d", s+1, names[s], w))
		} else {
			parts = append(parts, fmt.Sprintf("%s (%s) won %d", seats[s].Name, names[s], w))
		}
	}
	seating := ""
	if *swap {
		seating = " (seats swapped every second game)"
	}
	shared, none := "", "draws"
	if together > 0 { // a co-operative party: a game it did not win is lost, not drawn
		shared = fmt.Sprintf(", won together %d (%.1f%%)", together, float64(together)*100/float64(*games))
		none = "not won"
	}
	fmt.Fprintf(e.stdout, "%d games%s: %s%s, %s %d; %.1f games/s, %.0f actions/game; combined hash %s\n",
		*games, seating, strings.Join(parts, ", "), shared, none, draws, float64(*games)/secs, float64(totalActions)/float64(*games), combined)
	fmt.Fprintf(e.stdout, "ends: %s\n", endTally(reasons))
	writeSideTable(e.stdout, sides)
	return nil
}

func sitterNames(sitters []session.Sitter) []string {
	names := make([]string, len(sitters))
	for i, s := range sitters {
		names[i] = s.String()
	}
	return names
}
