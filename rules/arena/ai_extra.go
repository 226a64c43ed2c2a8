package arena

// scoreExtra rates the actions of the manoeuvres, the circumstances and
// the muster, each with the scoring in its topic's file (ai_<topic>.go),
// in hundredths of a Hit Point as score does; ok is false for the actions
// score rates itself.
func (g *Game) scoreExtra(a Action) (s int, ok bool) {
	switch a.Kind {
	case Pick, Default, Ready:
		return g.scoreMuster(a), true
	case Grab, Grapple, Break, Ram, Brace, Dodge, Stand, Free:
		return g.scoreBody(a)
	case Attack, Interrupt, Shoot, Defend, Both, Neither, Guard, Bypass, Disarm, Sneak, Take:
		return g.scoreManoeuvre(a)
	case Reload, Throw, Breathe, Retreat, Scream:
		return g.scoreCircum(a), true
	}
	return 0, false
}
