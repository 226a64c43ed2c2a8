package rules

import (
	"fmt"

	"skirmish/levels"
)

// AppendScenarios appends to list a Scenario for each of files, in order,
// titled and described by describe, which parses the file; a file that
// does not parse is left out (each ruleset tests that all of its embedded
// files parse). It is the body of every ruleset's embedded scenario list:
//
//	var embedded = sync.OnceValue(func() []rules.Scenario {
//		return rules.AppendScenarios(nil, mylevels.List(), func(f levels.File) (string, string, error) {
//			lvl, err := ParseLevel(f.Name, f.Path, f.Source)
//			if err != nil {
//				return "", "", err
//			}
//			return lvl.Title, lvl.Blurb, nil
//		})
//	})
func AppendScenarios(list []Scenario, files []levels.File, describe func(f levels.File) (title, blurb string, err error)) []Scenario {
	for _, f := range files {
		title, blurb, err := describe(f)
		if err != nil {
			continue
		}
		list = append(list, Scenario{Name: f.Name, Title: title, Blurb: blurb, Origin: f.Path, Source: f.Source})
	}
	return list
}

// FindScenario returns the scenario of list with the given name; the
// error names the ruleset and the scenario.
func FindScenario(list []Scenario, ruleset, name string) (Scenario, error) {
	for _, sc := range list {
		if sc.Name == name {
			return sc, nil
		}
	}
	return Scenario{}, fmt.Errorf("%s has no scenario %q", ruleset, name)
}
