package magewinds

import (
	"fmt"

	"skirmish/game/table"
)

// undo takes back the last decision of the player at the screen; another
// human seat's needs its agreement. A review steps back one decision.
func (m *MageTable) undo(a table.Host) {
	m.comp.Cancel()
	if m.review {
		if err := m.ses.Undo(); err != nil {
			a.Toast(err.Error())
			return
		}
		m.AfterUndo(a)
		return
	}
	table.Undo(a, m, table.SeatAtScreen(m.ses, m.lastHidden))
}

// AfterUndo shows the position after an undo and autosaves it.
func (m *MageTable) AfterUndo(a table.Host) {
	m.p = mpick{sel: -1}
	m.reach = nil
	if !m.review {
		a.Autosave(m.ses)
	}
}

func (m *MageTable) redo(a table.Host) {
	if err := m.ses.Redo(); err != nil {
		a.Toast(err.Error())
		return
	}
	m.comp.Cancel()
	m.reach = nil
	if !m.review {
		a.Autosave(m.ses)
	}
}

// ShowMenu opens the game menu.
func (m *MageTable) ShowMenu(a table.Host) { table.GameMenu(a, &m.modal, m.ui, m.ses) }

// showEnd opens the kit's end-of-game window: who won, how, the figures,
// and the ways on (the replay, a rematch, the battlefield, the title).
func (m *MageTable) showEnd(a table.Host) {
	g := m.Game()
	sides := g.Level().Sides
	stats := fmt.Sprintf("%d actions, %d rounds. Victory points: %s %d, %s %d.", m.ses.Position(), g.Round, sides[0], g.VP[0], sides[1], g.VP[1])
	table.ShowEnd(a, &m.modal, m.ui, m.ses, table.EndSpec{Title: table.WinnersTitle(g.Outcome(), g.Seats()), Reason: g.Reason,
		Stats: stats, Look: "Look at the battlefield", Review: m.rec == nil})
	m.refresh(a, true) // the panel drops its own end buttons while the window shows them
}
