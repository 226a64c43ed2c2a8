package rulestest

import (
	"fmt"
	"strconv"
	"strings"

	"skirmish/rules"
)

// Kind is how a scenario is won.
type Kind uint8

// The scenario kinds. In a Duel the seats with the top score win, unless the
// house has more than every seat; in a Coop game every seat wins together
// when their total beats the house, and the party is lost otherwise.
const (
	Duel Kind = iota
	Coop
)

// String returns the kind's word in scenario texts.
func (k Kind) String() string {
	if k == Coop {
		return "coop"
	}
	return "duel"
}

// Limits of a scenario.
const (
	MinSeats  = 2
	MaxSeats  = 4
	MaxRounds = 9
	MaxPasses = 9 // passes per seat per game
	MaxBonus  = 9 // bonus dice per seat per game
	maxName   = 24
)

// Level is a parsed scenario: its seats, its length and what it allows. It
// is never changed after parsing and is shared by every copy of a game.
type Level struct {
	Name   string // the scenario id
	Origin string // where the text came from, for messages
	Source string // the text it was parsed from
	Title  string
	Blurb  string
	Kind   Kind
	Seats  []string // seat names, index = seat
	Rounds int
	Passes int // how many times each seat may pass in a game
	Bonus  int // how many bonus dice each seat may roll in a game

	fingerprint uint64
}

// ParseLevel reads a scenario text: one "key: value" a line, blank lines
// and lines starting with # ignored. The keys are title and blurb (free
// text), kind (duel or coop), seats (2 to 4 names separated by commas),
// rounds (1 to 9), passes and bonus (0 to 9, default 0). Errors name the
// scenario and the line.
func ParseLevel(name, origin string, src []byte) (*Level, error) {
	lvl := &Level{Name: name, Origin: origin, Source: string(src), fingerprint: rules.Hash64(src)}
	seen := map[string]bool{}
	for i, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fail := func(format string, args ...any) error {
			return fmt.Errorf("scenario %s (%s) line %d: %s", name, origin, i+1, fmt.Sprintf(format, args...))
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fail(`expected "key: value", found %q`, line)
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if seen[key] {
			return nil, fail("%s given twice", key)
		}
		seen[key] = true
		var err error
		switch key {
		case "title":
			lvl.Title = value
		case "blurb":
			lvl.Blurb = value
		case "kind":
			switch value {
			case "duel":
				lvl.Kind = Duel
			case "coop":
				lvl.Kind = Coop
			default:
				err = fmt.Errorf("kind %q: expected duel or coop", value)
			}
		case "seats":
			lvl.Seats, err = parseSeats(value)
		case "rounds":
			lvl.Rounds, err = parseCount(key, value, 1, MaxRounds)
		case "passes":
			lvl.Passes, err = parseCount(key, value, 0, MaxPasses)
		case "bonus":
			lvl.Bonus, err = parseCount(key, value, 0, MaxBonus)
		default:
			err = fmt.Errorf("unknown key %q (known: title, blurb, kind, seats, rounds, passes, bonus)", key)
		}
		if err != nil {
			return nil, fail("%v", err)
		}
	}
	for _, key := range [...]string{"title", "kind", "seats", "rounds"} {
		if !seen[key] {
			return nil, fmt.Errorf("scenario %s (%s): no %s given", name, origin, key)
		}
	}
	return lvl, nil
}

// parseSeats reads 2 to 4 distinct seat names separated by commas.
func parseSeats(value string) ([]string, error) {
	names := strings.Split(value, ",")
	if len(names) < MinSeats || len(names) > MaxSeats {
		return nil, fmt.Errorf("%d seats: expected %d to %d names separated by commas", len(names), MinSeats, MaxSeats)
	}
	for i, n := range names {
		n = strings.TrimSpace(n)
		switch {
		case n == "":
			return nil, fmt.Errorf("seat %d has no name", i+1)
		case len(n) > maxName:
			return nil, fmt.Errorf("seat %d: the name is longer than %d bytes", i+1, maxName)
		}
		for _, r := range n {
			if r < ' ' || r == 0x7f {
				return nil, fmt.Errorf("seat %d: the name holds a control character", i+1)
			}
		}
		for j := range i {
			if names[j] == n {
				return nil, fmt.Errorf("seats %d and %d are both named %q", j+1, i+1, n)
			}
		}
		names[i] = n
	}
	return names, nil
}

// parseCount reads a whole number within [lo, hi].
func parseCount(key, value string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(value)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s %q: expected a whole number from %d to %d", key, value, lo, hi)
	}
	return n, nil
}
