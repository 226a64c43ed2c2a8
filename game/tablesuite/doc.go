// Package tablesuite holds the table tests every ruleset's table must pass,
// run over the registry (game/rulesets) so that they name no ruleset: undo
// and redo against the computer give back the game as it was, and in
// hot-seat games of a ruleset that hides information every drawn frame is
// the view of the seat at the screen, the public view while the hand-over
// cover is up. The tests play each table through injected input only and
// read it through exported surfaces (table.Table, table.Prober,
// table.Quickest, table.ScreenReporter, the session). The package has no
// code of its own.
package tablesuite
