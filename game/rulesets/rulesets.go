// Package rulesets is the program's one list of rulesets. It is the only
// place outside a ruleset's own folders (rules/<id>, levels/<id>,
// render/<id>, game/table/<id>) that names one: adding a ruleset is adding
// its folders and one line to All (docs/adding-a-ruleset.md).
package rulesets

import (
	"skirmish/game/table"
	"skirmish/game/table/arena"
	"skirmish/game/table/battleaxe"
	"skirmish/game/table/elements"
	"skirmish/game/table/magewinds"
	"skirmish/game/table/tunnel"
)

// All lists every ruleset's table kind, in menu order; the first is the
// default ruleset.
var All = []table.Kind{tunnel.Kind, magewinds.Kind, elements.Kind, battleaxe.Kind, arena.Kind}
