package rulesets

import (
	"skirmish/rules"
	"skirmish/rules/catalog"
)

// Catalog returns the rules of every ruleset of All, in the same order.
func Catalog() catalog.Catalog {
	cat := make(catalog.Catalog, 0, len(All))
	for _, k := range All {
		cat = append(cat, k.Rules())
	}
	return cat
}

// Default returns the default ruleset: the first of All.
func Default() rules.Ruleset { return All[0].Rules() }
