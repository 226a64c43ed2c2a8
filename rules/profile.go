package rules

import (
	"errors"
	"fmt"
)

// Profile is what the shared test suites need to know about one ruleset:
// its share of the property test, how its Legal lists actions, whether its
// games must end, and the words its replay corpus must contain. Each
// ruleset declares its own in its folder (rules/<id>/profile.go), so that
// no shared file names a ruleset and none is silently left unchecked: the
// seam test (game/rulesets) requires every registered ruleset to have one.
type Profile struct {
	// PropertyActions is the ruleset's share of a full run of the property
	// test (rules/proptest): how many random actions it plays, each checked
	// for invariants, encoding, undo and replay. A ruleset whose actions are
	// slow to list or apply takes fewer; a -short run plays a twentieth.
	// It must be positive.
	PropertyActions int
	// SampledLegal reports that Legal lists only a sample of the legal
	// actions, because positions are continuous (a move to any point, a
	// lattice of them listed) or paths are many (one shortest path listed
	// to each square): an action the state accepts although Legal does not
	// list it is then not a fault. A ruleset with SampledLegal false must
	// refuse every action it does not list.
	SampledLegal bool
	// Unbounded reports that the ruleset's games have no limit of rounds,
	// so that seats choosing at random may never end one (a quest ends by
	// its goal, the party's death or its retreat, none of which random
	// heroes need seek). The property test stops such a game after its
	// longest and does not fail it; the ruleset's own tests must show that
	// its computer players' games do end.
	Unbounded bool
	// CorpusWords are the words the actions of the ruleset's replays in the
	// determinism corpus (rules/determinism) must contain between them, so
	// that the corpus exercises every kind of action: the verbs of its
	// notation, and words that stand for a kind of choice. A word is
	// matched against every space-separated word of every action. A word
	// ending in "#" stands for what comes before the "#" followed by one
	// digit from 1 to 9 ("o#": o1, o2 ... o9). It must not be empty.
	CorpusWords []string
}

// Profiled is implemented by every ruleset the program offers: its
// Profile is read by the property test, the determinism corpus and the
// seam test. (The interface is apart from Ruleset so that a ruleset made
// inside a test needs none.)
type Profiled interface {
	Profile() Profile
}

// Check returns an error naming what the profile lacks: a positive
// PropertyActions and at least one corpus word, none of them blank.
func (p Profile) Check() error {
	var errs []error
	if p.PropertyActions <= 0 {
		errs = append(errs, fmt.Errorf("PropertyActions is %d; the property test must play some of its actions", p.PropertyActions))
	}
	if len(p.CorpusWords) == 0 {
		errs = append(errs, errors.New("CorpusWords is empty; the determinism corpus must be checked for the ruleset's kinds of action"))
	}
	for i, w := range p.CorpusWords {
		if w == "" || w == "#" {
			errs = append(errs, fmt.Errorf("CorpusWords[%d] is %q, not a word", i, w))
		}
	}
	return errors.Join(errs...)
}

// ProfileOf returns the profile rs declares, or an error when it declares
// none or an incomplete one (Profile.Check).
func ProfileOf(rs Ruleset) (Profile, error) {
	pr, ok := rs.(Profiled)
	if !ok {
		return Profile{}, fmt.Errorf("%s (%T) declares no rules.Profile: add a Profile method in its folder (docs/adding-a-ruleset.md)", rs.ID(), rs)
	}
	p := pr.Profile()
	if err := p.Check(); err != nil {
		return p, fmt.Errorf("%s's profile: %w", rs.ID(), err)
	}
	return p, nil
}

// MatchesWord reports whether the corpus word w (Profile.CorpusWords)
// matches the action word a: the same word, or, when w ends in "#", what
// comes before it followed by one digit from 1 to 9.
func MatchesWord(w, a string) bool {
	if n := len(w) - 1; n > 0 && w[n] == '#' {
		return len(a) == n+1 && a[:n] == w[:n] && a[n] >= '1' && a[n] <= '9'
	}
	return w == a
}
