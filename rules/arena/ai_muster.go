package arena

// scoreMuster rates a muster action for the computer (ruling 96): it
// declares its force ready at once, so that it plays the scenario's
// ready-made force; a force another seat changed it takes back first, as
// long as it may.
func (g *Game) scoreMuster(a Action) int {
	switch a.Kind {
	case Default:
		return 2000
	case Ready:
		return 1000
	}
	return 0
}
