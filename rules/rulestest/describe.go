package rulestest

import (
	"fmt"
	"strings"

	"skirmish/rules"
)

// Describe draws the game as text: the round, the house's points, then
// each seat's points, choice and what it has left, and who is to choose.
// A view shows another seat's choice only as made.
func (g *Game) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s, %d seats), round %d of %d\n", g.lvl.Title, g.lvl.Kind, g.seats(), min(int(g.round), g.lvl.Rounds), g.lvl.Rounds)
	fmt.Fprintf(&b, "House: %s\n", points(int(g.house)))
	for s, name := range g.lvl.Seats {
		fmt.Fprintf(&b, "%d %s: %s; %s", s+1, name, points(int(g.score[s])), choiceText(g.choice[s]))
		if g.lvl.Passes > 0 {
			fmt.Fprintf(&b, "; %d of %d passes left", g.passes[s], g.lvl.Passes)
		}
		if g.lvl.Bonus > 0 {
			fmt.Fprintf(&b, "; %d of %d bonus dice left", g.bonus[s], g.lvl.Bonus)
		}
		if g.rolled[s] {
			b.WriteString("; rolled this round")
		}
		b.WriteByte('\n')
	}
	b.WriteString(g.Progress())
	b.WriteByte('\n')
	return b.String()
}

// choiceText says what a seat has chosen, as Describe shows it.
func choiceText(c Choice) string {
	switch c {
	case Undecided:
		return "to choose"
	case Hidden:
		return "has chosen"
	case Passed:
		return "passes (hidden)"
	}
	return fmt.Sprintf("picked %d (hidden)", c)
}

// points says "1 point" or "n points".
func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}

// Progress says how far the game is: "Round 2 of 3, North and South to
// choose", or how it ended: "Game over: North wins", "Game over: the party
// is lost".
func (g *Game) Progress() string {
	seats := g.Seats()
	if g.out.Over {
		switch {
		case len(g.out.Winners) == 1:
			return "Game over: " + g.out.WinnersText(seats) + " wins"
		case len(g.out.Winners) > 1:
			return "Game over: " + g.out.WinnersText(seats) + " win"
		case g.lvl.Kind == Coop:
			return "Game over: the party is lost"
		}
		return "Game over: the house wins"
	}
	return fmt.Sprintf("Round %d of %d, %s to choose", g.round, g.lvl.Rounds, rules.Outcome{Winners: g.ToAct()}.WinnersText(seats))
}
