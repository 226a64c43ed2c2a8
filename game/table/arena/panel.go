package arena

import (
	"skirmish/game/input"
	"skirmish/game/table"
	ar "skirmish/rules/arena"
)

// panelNominal is the side panel's width at 100 %.
const panelNominal = 400

// PanelNominal gives the side panel's width at 100 %.
func (c *arenaBoard) PanelNominal() int { return panelNominal }

// Settle keeps the fighter described among the fighters and the board's
// marks made for the human deciding, and returns the key of what the
// panel shows of the board: the fighter described and the item for
// clicks.
func (c *arenaBoard) Settle(f *table.Frame) uint64 {
	if c.inspect >= len(c.game().Fighters()) {
		c.inspect = -1
	}
	c.folded = f.Folded()
	c.makeMarks(c.decidingView(), c.side())
	return uint64(c.inspect+1)<<32 | c.gen&(1<<32-1)
}

// Choices lists what the human deciding may choose: every legal action,
// grouped, and the items a click on an enemy may strike with (local
// steps); the moves' group is folded, as a click on the board moves.
func (c *arenaBoard) Choices(f *table.Frame) ([]table.ListGroup, []table.Choice) {
	g := c.decidingView()
	groups, opts := c.options(g, c.side())
	c.opts = opts
	if n := grpMove; n < len(groups) && g.Phase() == ar.PhaseAct {
		groups[n].Fold = true // the squares are many: a click on the board moves
	}
	return groups, opts
}

// Status says who decides what, in the ink of the side it speaks of: the
// human deciding, else the side to act.
func (c *arenaBoard) Status(f *table.Frame) (string, int) {
	g := c.shown()
	speaker := c.side()
	if s := g.ToAct(); speaker < 0 && len(s) > 0 {
		speaker = int(s[0])
	}
	speaker = max(speaker, 0)
	if g.Phase() == ar.PhaseMuster {
		return g.Level().Sides[speaker] + ": choose your fighters", speaker
	}
	i := c.deciding(g)
	if g.Phase() == ar.PhaseOver {
		return "Game over", speaker
	}
	if i < 0 {
		return g.Level().Sides[speaker] + " to choose", speaker
	}
	n := g.Name(i)
	switch g.Phase() {
	case ar.PhaseDefend:
		return n + ": resist with what?", speaker
	case ar.PhaseTie:
		return n + ": both or neither?", speaker
	case ar.PhaseInterrupt:
		return n + ": interrupt?", speaker
	case ar.PhaseRam:
		return n + ": brace or dodge?", speaker
	}
	return n + " to act", speaker
}

// Prompt says what to do now, for the device in hand.
func (c *arenaBoard) Prompt(f *table.Frame) string {
	in := f.Host().In()
	ok, next, list := in.Glyph(input.Confirm), in.Glyph(input.NextModel), in.Glyph(input.Panel)
	switch c.game().Phase() {
	case ar.PhaseMuster:
		return table.Says(in, "Choose your fighters in secret within the points: click one of yours (or its group below) for those who may take its place, or keep the ready-made force; then Ready.",
			"Choose your fighters in secret within the points: the number keys open a start square's group and put a fighter there; then Ready.",
			"Choose your fighters in secret within the points: "+list+" goes to the list, "+ok+" opens a group or puts a fighter; then Ready.")
	case ar.PhaseRam:
		return table.Says(in, "You are rammed: brace in the list, or click a dotted square to dodge to it.",
			"You are rammed: brace or dodge with the number keys, or the arrows and "+ok+" on a dotted square.",
			"You are rammed: "+list+" goes to the list, or the D-pad and "+ok+" on a dotted square.")
	case ar.PhaseDefend:
		return table.Says(in, "You are attacked: choose what to resist with below (the odds of each show as you point at it).",
			"You are attacked: choose what to resist with by its number key.",
			"You are attacked: "+list+" goes to the list, "+ok+" resists with the entry.")
	case ar.PhaseTie:
		return table.Says(in, "Your roll met the TN exactly: both deal Damage, or neither.",
			"Your roll met the TN exactly: 1 both, 2 neither.",
			"Your roll met the TN exactly: "+list+" goes to the list, "+ok+" chooses.")
	case ar.PhaseInterrupt:
		return table.Says(in, "An enemy moves within your reach: click it (or an entry) to interrupt, or pass.",
			"An enemy moves within your reach: interrupt with the number keys, or pass.",
			"An enemy moves within your reach: "+list+" goes to the list to interrupt or pass.")
	}
	return table.Says(in, "Click a dotted square to move, a marked enemy to strike or shoot, or choose below. Point at a target for the odds.",
		next+" goes to the targets, "+ok+" strikes; the arrows and "+ok+" move; or the number keys.",
		next+" goes to the targets, "+ok+" strikes; the D-pad and "+ok+" move; "+list+" for the list.")
}
