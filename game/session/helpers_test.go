package session

import (
	"skirmish/rules/catalog"
	"skirmish/rules/magewinds"
	"skirmish/rules/tunnel"
)

// testCatalog is the rulesets these tests play: real ones, as fixtures.
var testCatalog = catalog.Catalog{tunnel.Ruleset{}, magewinds.Ruleset{}}
