package battleaxe

import (
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/table"
)

// scrubRow returns the review's scrub bar with Continue from here and
// Back, or nil for a game (or a review played on from some point: it is a
// game then).
func (c *DungeonTable) scrubRow(a table.Host, inner int) *widget.Container {
	if c.rec == nil || !c.review {
		return nil
	}
	return c.scrub.Row(a, c.ses, inner, table.ReviewSpec{Seek: c.Seek, Continue: func() { c.continueHere(a) },
		ContinueTip: "Start a new game from this position: you play the heroes."})
}

// continueHere starts a new game from the position shown, every hero
// played by a human.
func (c *DungeonTable) continueHere(a table.Host) {
	table.ContinueReview(a, c.rec, c.ses, c.Game().Outcome().Over, true)
}
