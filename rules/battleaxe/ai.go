package battleaxe

// enemyTurns plays every enemy's turn (the enemy script), appending events.
func (g *Game) enemyTurns(evs []Event, r *Roller) []Event { return evs }
