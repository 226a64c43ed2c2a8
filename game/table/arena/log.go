package arena

import (
	"skirmish/game/table"
	"skirmish/rules"
)

// eventFor is the event as seat may see it (table.EventFor): a hidden
// model's move reads "Something moves in the shadows" to the other side.
func eventFor(e rules.Event, seat rules.Seat) rules.Event { return table.EventFor(e, seat) }
