package tunnel

import (
	"fmt"
	"strings"

	"skirmish/rules/grid"
)

// Describe draws the game as text: the map with column letters and row
// numbers, then every model and whose decision it is.
//
// On the map, # is wall, + a closed door, / an open door, > an exit, a digit
// a light, a letter a model; lit floor is shown as '.', dark floor as ','.
func (g *Game) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, round %d of %d\n", g.lvl.Title, g.round, g.lvl.Rounds)
	if g.lvl.W > 26 {
		b.WriteString("    ")
		for x := range g.lvl.W {
			if x < 26 {
				b.WriteByte(' ')
			} else {
				b.WriteByte(byte('a' + x/26 - 1))
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString("    ")
	for x := range g.lvl.W {
		b.WriteByte(byte('a' + x%26))
	}
	b.WriteByte('\n')
	for y := range g.lvl.H {
		fmt.Fprintf(&b, "%3d ", y+1)
		for x := range g.lvl.W {
			b.WriteByte(g.glyph(grid.Pt(x, y)))
		}
		b.WriteByte('\n')
	}
	for i := range g.models {
		m := &g.models[i]
		fmt.Fprintf(&b, "%c %-18s %-10s ", m.ID, g.Name(i), g.lvl.Sides[m.Side])
		if m.Dead {
			b.WriteString("dead\n")
			continue
		}
		fmt.Fprintf(&b, "%-4s facing %-5s Stamina %d/%d  Endurance %d/%d", m.At, m.Facing, m.Stamina, m.Prof().Stamina, m.Endurance, m.Prof().Endurance)
		if m.Prone {
			b.WriteString("  PRONE")
		}
		if m.Swung {
			b.WriteString("  swung")
		}
		b.WriteByte('\n')
	}
	b.WriteString(g.status())
	b.WriteByte('\n')
	return b.String()
}

// Legend says what the characters of Describe's map and the marks of its
// model list mean; it implements rules.Legend. glyph and Describe draw
// what it lists.
func (Ruleset) Legend() string {
	return `Columns are lettered a, b, ... (then aa, ab, ...) and rows numbered
from 1 at the top: a square is named by both, as d4.
  #  wall              +  closed door       /  open door
  .  lit floor         ,  dark floor        >  exit
     (space) rock      1-9  a light of that radius, on floor
  A letter is a model, listed below the map with its side, square and
  facing (north is up the map; N, E, S or W in actions), its Stamina and
  Endurance left of the most, PRONE when it lies down and swung when it
  has swung this turn.
`
}

func (g *Game) glyph(p grid.Point) byte {
	if j := g.ModelAt(p); j >= 0 {
		return g.models[j].ID
	}
	for _, l := range g.lvl.Lights {
		if l.At == p {
			return '0' + byte(l.Radius)
		}
	}
	switch g.Tile(p) {
	case Rock:
		return ' '
	case Wall:
		return '#'
	case DoorClosed:
		return '+'
	case DoorOpen:
		return '/'
	case Exit:
		return '>'
	}
	if g.Lit(p) {
		return '.'
	}
	return ','
}

// status says whose decision it is, in words.
func (g *Game) status() string {
	switch g.phase {
	case PhaseOver:
		if g.out.Winner() < 0 {
			return "Game over: a draw (" + g.out.Reason + ")."
		}
		return fmt.Sprintf("Game over: %s win (%s).", g.lvl.Sides[g.out.Winner()], g.out.Reason)
	case PhaseDefend:
		return fmt.Sprintf("%s must choose the Stamina it spends on defence (0-%d) against %d Attack Dice.",
			g.Name(int(g.sw.Target)), g.maxDefend(), g.sw.AttackDice)
	case PhasePick:
		return fmt.Sprintf("%s must pick one remaining Attack Die: %v.", g.Name(int(g.sw.Attacker)), g.sw.Remaining())
	case PhaseShunt:
		return fmt.Sprintf("%s must choose where to shunt %s.", g.Name(int(g.sw.Attacker)), g.Name(int(g.sw.Target)))
	}
	return fmt.Sprintf("%s to act.", g.lvl.Sides[g.side])
}

// Progress says how far the game is: "Round 2 of 15, Gnomes to act", or how
// it ended.
func (g *Game) Progress() string {
	if g.out.Over {
		if w := g.out.Winner(); w >= 0 {
			return "Game over: " + g.lvl.Sides[w] + " win"
		}
		return "Game over: a draw"
	}
	s := fmt.Sprintf("Round %d", g.round)
	if g.lvl.Rounds > 0 {
		s += fmt.Sprintf(" of %d", g.lvl.Rounds)
	}
	return s + ", " + g.lvl.Sides[g.actingSide()] + " to act"
}

// Title returns the level's title.
func (g *Game) Title() string { return g.lvl.Title }
