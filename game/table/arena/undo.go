package arena

import (
	"fmt"

	"skirmish/game/table"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// undo takes back the last decision of the player at the screen; another
// human seat's needs its agreement. A review steps back one action.
func (c *ArenaTable) undo(a table.Host) {
	c.comp.Cancel()
	table.UndoOrStepBack(a, c, c.rec != nil, c.lastSide)
}

// AfterUndo shows the position after an undo and autosaves it.
func (c *ArenaTable) AfterUndo(a table.Host) {
	c.inspect = -1
	c.motion.remember(c.Game())
	c.endShown = c.Game().Phase() == ar.PhaseOver || c.rec != nil
	if c.rec == nil {
		a.Autosave(c.ses)
	}
}

// redo plays again what was taken back.
func (c *ArenaTable) redo(a table.Host) {
	if err := c.ses.Redo(); err != nil {
		a.Toast(err.Error())
		return
	}
	c.comp.Cancel()
	c.inspect = -1
	c.motion.remember(c.Game())
	if c.rec == nil {
		a.Autosave(c.ses)
	}
}

// ShowMenu opens the game menu.
func (c *ArenaTable) ShowMenu(a table.Host) { table.GameMenu(a, &c.modal, c.ui, c.ses) }

// showEnd opens the kit's end-of-game window: who won, how, the figures,
// and the ways on.
func (c *ArenaTable) showEnd(a table.Host) {
	g := c.Game()
	sides := g.Level().Sides
	stats := fmt.Sprintf("%d actions, %d rounds. Standing: %s %d, %s %d.", c.ses.Position(), g.Round(), sides[0], standing(g, 0), sides[1], standing(g, 1))
	table.ShowEnd(a, &c.modal, c.ui, c.ses, table.EndSpec{Title: table.WinnersTitle(g.Outcome(), g.Seats()), Reason: table.Sentence(g.Outcome().Reason),
		Stats: stats, Look: "Look at the board", Review: c.rec == nil})
	c.refresh(a, true)
}

var _ table.ComputerPacer = (*ArenaTable)(nil)

// ComputerPace groups the computer's actions into decisions (see
// table.ComputerPacer): a choice forced by the roll before (both or
// neither) follows it without a pause; every other action is a decision
// of its own, so that a player sees each blow land.
func (c *ArenaTable) ComputerPace(last, next rules.Action) table.Pace {
	n, ok := next.(ar.Action)
	if ok && (n.Kind == ar.Both || n.Kind == ar.Neither) {
		return table.PaceFollow
	}
	return table.PaceDecision
}
