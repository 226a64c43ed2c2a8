package battleaxe

import "skirmish/rules"

var _ rules.Profiled = Ruleset{}

// Profile is what the shared suites need to know about Battle-Axe
// (rules.Profile). Legal tries each candidate on a copy, so it takes a
// small share of the property test; its quests are played whole by the
// computer party in this package's tests. Legal lists one shortest path
// to each square a hero may reach, and he may walk any other path within
// his allowance: a move by another path is accepted although not listed.
// A quest ends by its goal, the heroes' death or their retreat ("There
// are 3 ways to finish a game"), and random heroes need seek none of
// them, so a random game may not end. The corpus must hold the muster
// (hero), every hero action, luck and its refusal (accept), and the shop
// (buy, sell, set-out). Not required, because the corpus as written has
// none: pouring a potion, finishing a quest by vote, raising the dead.
func (Ruleset) Profile() rules.Profile {
	return rules.Profile{
		PropertyActions: 40_000,
		SampledLegal:    true,
		Unbounded:       true,
		CorpusWords: []string{"hero", "move", "fight", "shoot", "open", "close", "jump", "face", "end", "drink", "trait", "hold", "wear", "remove",
			"luck", "accept", "trade", "carry", "drop", "cast", "retreat", "buy", "sell", "set-out"},
	}
}
