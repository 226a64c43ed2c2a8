package arena

import "skirmish/rules"

var _ rules.Profiled = Ruleset{}

// Profile is what the shared suites need to know about Arena
// (rules.Profile): Legal lists every legal action and every bout ends.
// Its corpus must hold the muster (pick, default, ready), the fighter's
// actions, the defender's and the roller's choices, the manoeuvres and the
// rarer actions of its scenarios (fly, breathe, scream, reload). Not
// required, because no player of the corpus chose them when it was
// written: bypass and sneak (the rules' own tests cover both).
func (Ruleset) Profile() rules.Profile {
	return rules.Profile{
		PropertyActions: 100_000,
		CorpusWords: []string{"pick", "default", "ready", "attack", "move", "draw", "drop", "tend", "hold", "defend", "both", "neither", "interrupt", "pass",
			"shoot", "grab", "grapple", "break", "ram", "brace", "dodge", "stand", "free", "jump", "fly", "guard", "disarm", "take",
			"reload", "throw", "breathe", "retreat", "scream"},
	}
}
