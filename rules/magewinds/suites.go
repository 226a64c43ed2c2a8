package magewinds

import "skirmish/rules"

var _ rules.Profiled = Ruleset{}

// Profile is what the shared suites need to know about Magewinds
// (rules.Profile). Legal lists its moves with geometry and is more than
// ten times slower per action than Tunnel Fighters', so it takes a
// smaller share of the property test. Positions are continuous: a fighter
// may move to any point, and Legal offers the points of a lattice, so an
// action accepted although not listed is no fault. Its corpus must hold
// the muster (add, remove, default, ready), deployment, channelling,
// every activation, the hidden attack and defence choices, knockback,
// Windburn (keep, discard), objects (take, drop, a spell at an object:
// "o#" stands for o1, o2 ...) and spells.
func (Ruleset) Profile() rules.Profile {
	return rules.Profile{
		PropertyActions: 100_000,
		SampledLegal:    true,
		CorpusWords: []string{"add", "remove", "default", "ready", "deploy", "draw", "pass", "move", "attack", "guard", "cast", "drop", "hold",
			"step", "stay", "light", "heavy", "feint", "dodge", "deflect", "noreact", "knockback", "keep", "discard", "take", "o#"},
	}
}
