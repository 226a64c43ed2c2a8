package elements

import (
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/table"
	el "skirmish/rules/elements"
)

// TestQuickPlan: the plan's skip plays through the rules to the end of the
// first scenario, leaving the last actions to input.
func TestQuickPlan(t *testing.T) { gametest.CheckQuickPlan(t, Kind, el.Ruleset{}) }

// TestQuickChoice: the quickest answers as the list offers them.
func TestQuickChoice(t *testing.T) {
	choices := gametest.Choices
	gametest.CheckQuickChoices(t, Kind, []gametest.QuickCase{
		{Probe: table.Probe{Phase: "muster", Choices: choices("Ready (34 of 40)", "Scenario's force")}, Want: "Ready (34 of 40)"},
		{Probe: table.Probe{Phase: "act", Choices: choices("Samurai A: AT 3 DF 4 MV 3", "Ninja B: AT 3 DF 2 MV 4")}, Want: "Samurai A: AT 3 DF 4 MV 3"},
		{Probe: table.Probe{Phase: "act", Choices: choices("Attack Monk a (close combat)", "Done: end Samurai A's activation")}, Want: "Done: end Samurai A's activation"},
		{Probe: table.Probe{Phase: "result", Choices: choices("Fire: Monk a Injured; Samurai A may move 1", "Earth: Monk a Stunned")}, Want: "Earth: Monk a Stunned"},
		{Probe: table.Probe{Phase: "shift", Choices: choices("Leave Samurai A where it is")}, Want: "Leave Samurai A where it is"},
	})
}
