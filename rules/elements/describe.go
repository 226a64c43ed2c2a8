package elements

import (
	"fmt"
	"skirmish/rules/grid"
	"strings"
)

// Legend says what the characters of Describe's map mean (rules.Legend).
func (Ruleset) Legend() string {
	return strings.Join([]string{
		". ground (costs 1)   , rough ground (costs 2)   ^ high ground (2 to climb onto)",
		"* objective   # wall (blocks sight)   _ gap (blocks movement, not sight)",
		"A-H side 1's models, a-h side 2's; after the map each model's facing and state:",
		"  > < ^ v facing; I Injured, S Stunned, H hidden, done = activated this round",
	}, "\n")
}

var facingMarks = [4]byte{'^', '>', 'v', '<'}

// Describe draws the position as text: the map with the models, then a
// line per model and what is awaited.
func (g *Game) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", g.lvl.Title, g.Progress())
	if g.phase == PhaseMuster {
		for s := range 2 {
			state := "choosing"
			if g.ready[s] {
				state = "ready"
			}
			force := "(hidden)"
			if g.viewer < -1 || int(g.viewer) == s {
				force = g.forceText(g.force[s])
			}
			fmt.Fprintf(&b, "%s (%s): %s\n", g.lvl.Sides[s], state, force)
		}
		return b.String()
	}
	for y := 0; y < g.lvl.H; y++ {
		for x := 0; x < g.lvl.W; x++ {
			p := grid.Pt(x, y)
			if j := g.ModelAt(p); j >= 0 {
				b.WriteByte(g.models[j].ID)
			} else {
				b.WriteByte(g.lvl.Tile(p).Char())
			}
		}
		b.WriteByte('\n')
	}
	for i := range g.models {
		m := &g.models[i]
		fmt.Fprintf(&b, "%c %s (%s)", m.ID, g.Prof(i).Name, g.lvl.Sides[m.Side])
		switch {
		case m.Out:
			b.WriteString(" out of the game\n")
			continue
		case m.Unseen:
			b.WriteString(" hidden somewhere\n")
			continue
		}
		fmt.Fprintf(&b, " on %s %c", m.At, facingMarks[m.Facing])
		for _, f := range [...]struct {
			on   bool
			mark string
		}{{m.Injured, " I"}, {m.Stunned, " S"}, {m.Hidden, " H"}, {m.Activated, " done"}} {
			if f.on {
				b.WriteString(f.mark)
			}
		}
		b.WriteByte('\n')
	}
	switch g.phase {
	case PhaseResult:
		fmt.Fprintf(&b, "%s won the combat and chooses a result:", g.Name(int(g.fight.Winner)))
		for _, e := range g.fight.options() {
			fmt.Fprintf(&b, " %s", e.Title())
		}
		b.WriteByte('\n')
	case PhaseShift:
		fmt.Fprintf(&b, "%s chooses where %s goes (up to %d spaces).\n", g.Name(int(g.fight.Winner)), g.Name(int(g.fight.Moved)), g.fight.MaxSteps)
	case PhaseAct:
		if g.cur >= 0 {
			fmt.Fprintf(&b, "%s is activating.\n", g.Name(int(g.cur)))
		}
	}
	return b.String()
}

// Progress says how far the game is in one line.
func (g *Game) Progress() string {
	switch g.phase {
	case PhaseMuster:
		return "Muster: the sides choose their forces"
	case PhaseOver:
		if w := g.out.Winner(); w >= 0 {
			return fmt.Sprintf("Over after round %d: %s won", g.round, g.lvl.Sides[w])
		}
		return fmt.Sprintf("Over after round %d: a draw", g.round)
	}
	return fmt.Sprintf("Round %d of %d, %s to act", g.round, g.lvl.Rounds, g.lvl.Sides[g.actingSide()])
}
