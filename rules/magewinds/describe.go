package magewinds

import (
	"fmt"
	"strings"

	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// Describe draws the battle as plain text for the command line.
func (g *Game) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: round %d of %d, %s", g.lvl.Title, g.Round, g.lvl.Rounds, g.Phase)
	if g.Phase != PhaseOver {
		fmt.Fprintf(&b, ", %s to decide", g.lvl.Sides[g.Decider()])
	}
	fmt.Fprintf(&b, "\nVictory points: %s %d, %s %d\n", g.lvl.Sides[0], g.VP[0], g.lvl.Sides[1], g.VP[1])
	if g.Phase == PhaseMuster {
		g.describeMuster(&b)
		return b.String()
	}
	for s := 0; s < 2; s++ {
		fmt.Fprintf(&b, "%s (hand: %s):\n", g.lvl.Sides[s], handText(g.Hands[s]))
		for i := range g.Fighters {
			f := &g.Fighters[i]
			if int(f.Side) != s {
				continue
			}
			p := g.Prof(i)
			state := "at " + inchPoint(f.Pos)
			switch {
			case f.Out && f.Deployed:
				state = "out of action"
			case !f.Deployed:
				state = "not deployed"
			}
			fmt.Fprintf(&b, "  %s %-14s %s, damage %d/%d, actions %d", g.FighterID(i), p.Name, state, f.Damage, p.Toughness, f.Actions)
			if f.Guard {
				b.WriteString(", guarding")
			}
			if f.Carry >= 0 {
				fmt.Fprintf(&b, ", carrying the %s", g.lvl.Objects[f.Carry].Name)
			}
			b.WriteByte('\n')
		}
	}
	fmt.Fprintf(&b, "Face up: %s; deck %d; discard %d\n", handText(g.FaceUp[:]), len(g.Deck), len(g.Discard))
	if g.Phase == PhaseOver {
		b.WriteString(g.Reason + "\n")
	}
	return b.String()
}

func handText(cs []cards.Card) string {
	if len(cs) == 0 {
		return "none"
	}
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// inchPoint gives a point in inches for players: (3.25", 4.5").
func inchPoint(p geom.Point) string {
	return "(" + geom.FormatInches(p.X) + ", " + geom.FormatInches(p.Y) + ")"
}

// Progress says how far the battle is: "Round 2 of 4, Action, The Gale
// Wardens to act", or how it ended.
func (g *Game) Progress() string {
	if g.Phase == PhaseOver {
		if g.Winner >= 0 {
			return "Game over: " + g.lvl.Sides[g.Winner] + " " + g.verb(int(g.Winner), "wins", "win")
		}
		return "Game over: a draw"
	}
	if g.Phase == PhaseMuster {
		return fmt.Sprintf("Mustering the warbands, %s to choose", g.lvl.Sides[g.Decider()])
	}
	return fmt.Sprintf("Round %d of %d, %s, %s to act", max(1, int(g.Round)), g.lvl.Rounds, g.Phase, g.lvl.Sides[g.Decider()])
}

// Title returns the scenario's title.
func (g *Game) Title() string { return g.lvl.Title }

// describeMuster lists each side's warband as far as this state shows it.
func (g *Game) describeMuster(b *strings.Builder) {
	r := &g.lvl.Rules
	fmt.Fprintf(b, "Warbands: %d to %d fighters, at most %d of one profile, at least %d %s", r.Min, r.Max, r.Copies, r.Casters, plural(r.Casters, "spellcaster", "spellcasters"))
	if r.Points > 0 {
		fmt.Fprintf(b, ", at most %d points", r.Points)
	}
	b.WriteString("\n")
	for s := range 2 {
		state := "mustering"
		if g.Ready[s] {
			state = "ready"
		}
		if !g.sees(s) {
			fmt.Fprintf(b, "%s (%s): hidden\n", g.lvl.Sides[s], state)
			continue
		}
		fmt.Fprintf(b, "%s (%s): %s; %s\n", g.lvl.Sides[s], state, g.pack.warbandText(g.Warbands[s]), g.warbandSum(s))
	}
}
