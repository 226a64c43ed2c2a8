package rulestest

import "skirmish/rules"

var _ rules.Profiled = Ruleset{}

// Profile is what the shared suites would need to know about Guessing
// Duel (rules.Profile) were it registered, as tests that build a registry
// with it may do: Legal lists every legal action, every game ends after
// its scenario's rounds, and its actions are pick, pass and roll.
func (Ruleset) Profile() rules.Profile {
	return rules.Profile{
		PropertyActions: 20_000,
		CorpusWords:     []string{"pick", "pass", "roll"},
	}
}
