package tunnel

import "skirmish/rules"

var _ rules.Profiled = Ruleset{}

// Profile is what the shared suites need to know about Tunnel Fighters
// (rules.Profile): it plays fast, so it takes most of the property test;
// Legal lists every legal action; every game ends within its level's
// rounds; its corpus must hold every verb of its notation
// (docs/notation.md).
func (Ruleset) Profile() rules.Profile {
	return rules.Profile{
		PropertyActions: 900_000,
		CorpusWords:     []string{"end", "move", "turn", "swing", "open", "recover", "defend", "pick", "shunt"},
	}
}
