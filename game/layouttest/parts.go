package layouttest

import (
	"cmp"
	"slices"
	"strings"

	"skirmish/game"
	"skirmish/game/table"
)

// Parts is how many packages share the layout test's screens:
// game/layouttest/part1 to part<Parts>, each a test of four lines calling
// Run with its number. go test runs packages beside each other (as many
// as there are processors), so the screens take about 1/Parts of the time
// they took in one package, and no package runs for long. When a part
// takes more than about two minutes alone on a quiet machine (rulesets
// and layouts added), add a part: a folder like the others, and Parts one
// more (TestPartsAreFolders checks the two agree).
const Parts = 3

// menusUnit names the unit of the screens that show no ruleset's table.
const menusUnit = "menus"

// unit is screens that one part shows together: a ruleset's (its table's
// positions, its game menu and its replay viewer, whose steady regions
// are compared with each other), or the app's own menus.
type unit struct {
	name    string // the ruleset's id, or menusUnit
	screens []game.ShotScreen
}

// unitsOf sorts screens into units: one for each of kinds, in their
// order, whose screens are those named "<id>-..." (ShotScreen.Name), and
// the menus first.
func unitsOf(screens []game.ShotScreen, kinds []table.Kind) []unit {
	units := []unit{{name: menusUnit}}
	for _, k := range kinds {
		units = append(units, unit{name: k.Rules().ID()})
	}
	for _, s := range screens {
		at := 0
		for i, u := range units[1:] {
			if strings.HasPrefix(s.Name, u.name+"-") {
				at = i + 1
			}
		}
		units[at].screens = append(units[at].screens, s)
	}
	return units
}

// share deals the units out to n parts: the largest first (by screens),
// each to the part with the fewest screens so far (the first of those),
// so that the parts take about the same time. Within a part the units
// keep the order they came in.
func share(units []unit, n int) [][]unit {
	order := make([]int, len(units))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(len(units[b].screens), len(units[a].screens)) })
	load := make([]int, n)
	partOf := make([]int, len(units))
	for _, i := range order {
		p := 0
		for q := range load {
			if load[q] < load[p] {
				p = q
			}
		}
		partOf[i] = p
		load[p] += len(units[i].screens)
	}
	parts := make([][]unit, n)
	for i, u := range units {
		parts[partOf[i]] = append(parts[partOf[i]], u)
	}
	return parts
}
