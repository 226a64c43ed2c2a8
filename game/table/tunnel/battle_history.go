package tunnel

import (
	"skirmish/game/table"
	tf "skirmish/rules/tunnel"
)

// undo takes back the last decision of the player at the screen, if the
// undo policy allows; another human seat's needs its agreement.
func (b *Battle) undo(a table.Host) {
	b.comp.Cancel()
	table.Undo(a, b, table.SeatAtScreen(b.ses, b.lastSide))
}

// AfterUndo shows the position after an undo and autosaves it.
func (b *Battle) AfterUndo(a table.Host) {
	b.afterJump()
	a.Autosave(b.ses)
}

// redo steps forward over an undone action.
func (b *Battle) redo(a table.Host) {
	if ok, why := b.ses.History().CanRedo(); !ok {
		a.Toast("Cannot redo: " + why)
		return
	}
	b.comp.Cancel()
	for {
		if err := b.ses.Redo(); err != nil {
			a.Toast("Cannot redo: " + err.Error())
			break
		}
		if b.ses.HumanToAct() {
			break
		}
		if ok, _ := b.ses.History().CanRedo(); !ok {
			break
		}
	}
	b.afterJump()
	a.Autosave(b.ses)
}

// afterJump refreshes everything after undo or redo; nothing animates.
func (b *Battle) afterJump() {
	b.followSeat()
	b.anim.Skip()
	b.log.sync(b.ses)
	b.p = pick{sel: -1}
	b.lastResult = b.log.lastResult()
	g := b.Game()
	if g.Phase() == tf.PhaseDefend {
		b.p.commit = maxSpend(g)
	}
	b.endShown = g.Phase() == tf.PhaseOver
	b.autoSelect()
	b.dirty = true
}
