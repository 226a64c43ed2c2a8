package elements

import (
	"fmt"

	"skirmish/game/table"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// undo takes back the last decision of the player at the screen; another
// human seat's needs its agreement. A review steps back one action.
func (c *ClanTable) undo(a table.Host) {
	c.comp.Cancel()
	table.UndoOrStepBack(a, c, c.rec != nil, c.lastSide)
}

// AfterUndo shows the position after an undo and autosaves it.
func (c *ClanTable) AfterUndo(a table.Host) {
	c.sel, c.destOn = -1, false
	c.endShown = c.Game().Phase() == el.PhaseOver || c.rec != nil
	if c.rec == nil {
		a.Autosave(c.ses)
	}
}

// redo plays again what was taken back.
func (c *ClanTable) redo(a table.Host) {
	if err := c.ses.Redo(); err != nil {
		a.Toast(err.Error())
		return
	}
	c.comp.Cancel()
	c.sel, c.destOn = -1, false
	if c.rec == nil {
		a.Autosave(c.ses)
	}
}

// ShowMenu opens the game menu.
func (c *ClanTable) ShowMenu(a table.Host) { table.GameMenu(a, &c.modal, c.ui, c.ses) }

// showEnd opens the kit's end-of-game window: who won, how, the figures,
// and the ways on.
func (c *ClanTable) showEnd(a table.Host) {
	g := c.Game()
	sides := g.Level().Sides
	stats := fmt.Sprintf("%d actions, %d rounds. Models left: %s %d, %s %d.", c.ses.Position(), g.Round(), sides[0], standing(g, 0), sides[1], standing(g, 1))
	table.ShowEnd(a, &c.modal, c.ui, c.ses, table.EndSpec{Title: table.WinnersTitle(g.Outcome(), g.Seats()), Reason: table.Sentence(g.Outcome().Reason),
		Stats: stats, Look: "Look at the board", Review: c.rec == nil})
	c.refresh(a, true)
}

// standing counts side's models still in the game.
func standing(g *el.Game, side int) int {
	n := 0
	for _, m := range g.Models() {
		if int(m.Side) == side && !m.Out {
			n++
		}
	}
	return n
}

var _ table.ComputerPacer = (*ClanTable)(nil)

// ComputerPace groups the computer's actions into decisions (see
// table.ComputerPacer): a result and its movement follow the roll without
// a pause, as do a model's actions after its first; the first action of
// each activation, and the muster, are new decisions.
func (c *ClanTable) ComputerPace(last, next rules.Action) table.Pace {
	l, lok := last.(el.Action)
	n, nok := next.(el.Action)
	if !lok || !nok {
		return table.PaceDecision
	}
	switch {
	case n.Kind == el.Result || n.Kind == el.Shift:
		return table.PaceFollow
	case n.Model != 0 && n.Model == l.Model && l.Kind != el.Done && l.Kind != el.Recover:
		return table.PaceFollow
	}
	return table.PaceDecision
}
