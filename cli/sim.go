package cli

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
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

func runSim(args []string, e *env) error {
	fs := newFlags("sim", e)
	var p position
	p.register(fs)
	games := fs.Int("games", 10, "number of games")
	list := fs.String("players", "ai,random", "comma-separated player per seat: ai or random")
	limit := fs.Int("max-actions", 100000, "stop a game that is not over after this many actions")
	asJSON := fs.Bool("json", false, "print one JSON object per game and a summary object")
	quiet := fs.Bool("quiet", false, "print only the summary")
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
	names := make([]string, len(sitters))
	for i, s := range sitters {
		names[i] = s.String()
	}
	wins := make([]int, len(seats))
	draws, totalActions := 0, 0
	var hashes []byte
	start := time.Now()
	for k := range *games {
		seed := mix(p.seed, uint64(k))
		st, err := base.Ruleset.Setup(base.Scenario, seed, base.Options)
		if err != nil {
			return err
		}
		players := make([]rules.Player, len(sitters))
		for i, s := range sitters {
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
		if w := out.Winner(); w >= 0 {
			wins[w]++
			winner = fmt.Sprintf("%s (%s) win", seats[w].Name, names[w])
		} else {
			draws++
		}
		switch {
		case *quiet:
		case *asJSON:
			b, _ := json.Marshal(map[string]any{"game": k + 1, "seed": seed, "actions": n, "winner": out.Winner(), "reason": out.Reason, "hash": rules.FormatHash(h)})
			fmt.Fprintln(e.stdout, string(b))
		default:
			fmt.Fprintf(e.stdout, "game %d seed %d: %s after %d actions (%s); hash %s\n", k+1, seed, winner, n, out.Reason, rules.FormatHash(h))
		}
	}
	secs := time.Since(start).Seconds()
	combined := rules.FormatHash(rules.Hash64(hashes))
	if *asJSON {
		b, _ := json.Marshal(map[string]any{"games": *games, "wins": wins, "draws": draws, "players": names,
			"gamesPerSecond": float64(*games) / secs, "actions": totalActions, "combinedHash": combined})
		fmt.Fprintln(e.stdout, string(b))
		return nil
	}
	var parts []string
	for s, w := range wins {
		parts = append(parts, fmt.Sprintf("%s (%s) won %d", seats[s].Name, names[s], w))
	}
	fmt.Fprintf(e.stdout, "%d games: %s, draws %d; %.1f games/s, %.0f actions/game; combined hash %s\n",
		*games, strings.Join(parts, ", "), draws, float64(*games)/secs, float64(totalActions)/float64(*games), combined)
	return nil
}
