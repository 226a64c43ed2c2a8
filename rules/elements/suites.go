package elements

import "skirmish/rules"

var _ rules.Profiled = Ruleset{}

// Profile is what the shared suites need to know about Elements
// (rules.Profile): Legal lists every legal action and every game ends.
// Its corpus must hold the muster (add, remove, default, ready), every
// activation and the winner's choices (result, shift). "hide" is not
// required: no computer or random player of the corpus hid a model when
// it was written, and the rules' own tests cover hiding.
func (Ruleset) Profile() rules.Profile {
	return rules.Profile{
		PropertyActions: 100_000,
		CorpusWords:     []string{"add", "remove", "default", "ready", "move", "attack", "shoot", "throw", "recover", "done", "result", "shift"},
	}
}
