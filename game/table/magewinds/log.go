package magewinds

import (
	"fmt"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
)

// eventFor is the event as seat may see it (table.EventFor).
func eventFor(e rules.Event, seat rules.Seat) rules.Event { return table.EventFor(e, seat) }

// reviewHeader is the first line of a review's log.
func reviewHeader(rec *session.Recording) string {
	return fmt.Sprintf("Replay of %d actions from %s, shown after the game: everything is in view, both hands, every card drawn and every hidden choice. Undo and Redo step through it; any action continues from here.", rec.Len(), rec.Origin)
}
