package battleaxe

import (
	"fmt"

	"skirmish/game/table"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// undo takes back the last decision of the player at the screen; another
// human seat's needs its agreement. A review steps back one action.
func (c *DungeonTable) undo(a table.Host) {
	c.comp.Cancel()
	table.UndoOrStepBack(a, c, c.rec != nil, c.lastSide)
}

// AfterUndo shows the position after an undo and autosaves it.
func (c *DungeonTable) AfterUndo(a table.Host) {
	c.reset()
	c.endShown = c.Game().Outcome().Over || c.rec != nil
	if c.rec == nil {
		a.Autosave(c.ses)
	}
}

// redo plays again what was taken back.
func (c *DungeonTable) redo(a table.Host) {
	if err := c.ses.Redo(); err != nil {
		a.Toast(err.Error())
		return
	}
	c.comp.Cancel()
	c.reset()
	if c.rec == nil {
		a.Autosave(c.ses)
	}
}

// ShowMenu opens the game menu.
func (c *DungeonTable) ShowMenu(a table.Host) { table.GameMenu(a, &c.modal, c.ui, c.ses) }

// showEnd opens the kit's end-of-game window.
func (c *DungeonTable) showEnd(a table.Host) {
	g := c.Game()
	standing := 0
	for s := range g.Seats() {
		if g.Mini(g.SeatHero(s)).Conscious() {
			standing++
		}
	}
	stats := fmt.Sprintf("%d actions, %d rounds. Heroes standing: %d of %d.", c.ses.Position(), g.Round(), standing, len(g.Seats()))
	table.ShowEnd(a, &c.modal, c.ui, c.ses, table.EndSpec{Title: table.WinnersTitle(g.Outcome(), g.Seats()), Reason: table.Sentence(g.Outcome().Reason),
		Stats: stats, Look: "Look at the board", Review: c.rec == nil})
	c.refresh(a, true)
}

var _ table.ComputerPacer = (*DungeonTable)(nil)

// ComputerPace groups the computer's actions into decisions: a hero's
// actions after his first follow without a pause; a new hero's turn is a
// new decision.
func (c *DungeonTable) ComputerPace(last, next rules.Action) table.Pace {
	l, lok := last.(ba.Action)
	n, nok := next.(ba.Action)
	if lok && nok && l.Hero == n.Hero && l.Kind != ba.ActEnd {
		return table.PaceFollow
	}
	return table.PaceDecision
}
