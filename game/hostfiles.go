package game

import "skirmish/game/table"

var _ table.FileHost = (*App)(nil)

// Files returns the app's store as the tables' files (a ruleset's roster
// of heroes is kept beside the saves and replays).
func (a *App) Files() table.Files { return a.Store() }
