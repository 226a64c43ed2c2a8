package arena

import (
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/table"
	ar "skirmish/rules/arena"
)

// scrubRow returns the review's scrub bar with Continue from here and
// Back, or nil for a game (or a review played on from some point: it is a
// game then).
func (c *ArenaTable) scrubRow(a table.Host, inner int) *widget.Container {
	if c.rec == nil || !c.review {
		return nil
	}
	return c.scrub.Row(a, c.ses, inner, table.ReviewSpec{Seek: c.Seek, Continue: func() { c.continueHere(a) },
		ContinueTip: "Start a new game from this position: you take the side to act, the computer the other."})
}

// continueHere starts a new game from the position shown: the human takes
// the side to act, the computer the other.
func (c *ArenaTable) continueHere(a table.Host) {
	table.ContinueReview(a, c.rec, c.ses, c.Game().Phase() == ar.PhaseOver, false)
}
