package table

import "skirmish/rules"

// Screen is who sits at the screen: the frame computes it once per tick,
// before anything is drawn or chosen, and the board cannot pick another.
type Screen struct {
	// Viewer is the seat whose View the board is drawn from: a seat at
	// the screen, or rules.Spectator (the public view) while the
	// hand-over cover is up or the screen is being handed over, so that
	// no seat's secrets are drawn for another. (The review of a finished
	// game, which shows the whole position, may name a viewer of its
	// own.)
	Viewer rules.Seat
	// Decider is the seat whose choices are listed and whose input the
	// board takes, rules.Spectator when no seat at the screen decides.
	Decider rules.Seat
	// Covered reports whether the hand-over cover hides the table.
	Covered bool
}

// ScreenReporter is a table that says whose view it draws, for the shared
// table suite's hot-seat secrecy test (game/tablesuite): after each drawn
// frame, DrawnView must be the position's View(Screen().Viewer).
type ScreenReporter interface {
	// Screen returns the Screen the frame computed for this tick.
	Screen() Screen
	// DrawnView returns the view the board was last drawn from (nil
	// before the first draw). Callers must not change it.
	DrawnView() rules.State
}
