package arena

import (
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/table"
	ar "skirmish/rules/arena"
)

// TestQuickPlan: the plan's skip plays through the rules to the end of the
// first scenario, leaving the last actions to input.
func TestQuickPlan(t *testing.T) { gametest.CheckQuickPlan(t, Kind, ar.Ruleset{}) }

// TestQuickChoice: the quickest answers as the list offers them.
func TestQuickChoice(t *testing.T) {
	choices := gametest.Choices
	gametest.CheckQuickChoices(t, Kind, []gametest.QuickCase{
		{Probe: table.Probe{Phase: "act", Choices: choices("Dagger at Goblin (b): deal 50% · take 30%", "Hold for the rest of the round")}, Want: "Hold for the rest of the round"},
		{Probe: table.Probe{Phase: "defend", Choices: choices("Resist with the Longsword (2 AP): take 40% · deal 30%", "Resist with the Buckler (1 AP): take 30% · deal 20%")}, Want: "Resist with the Longsword (2 AP): take 40% · deal 30%"},
		{Probe: table.Probe{Phase: "tie", Choices: choices("Both deal Damage", "Neither deals Damage")}, Want: "Neither deals Damage"},
		{Probe: table.Probe{Phase: "muster", Choices: choices("Ready (130 of 130 points)")}, Want: "Ready (130 of 130 points)"},
		{Probe: table.Probe{Phase: "ram", Choices: choices("Brace: stand your ground: beat the TN 42%", "Dodge to c4")}, Want: "Brace: stand your ground: beat the TN 42%"},
		{Probe: table.Probe{Phase: "act", Choices: choices("Break free of the grapple: beat the TN 30%")}, Want: "Break free of the grapple: beat the TN 30%"},
		{Probe: table.Probe{Phase: "act", Choices: choices("Scream in the dark")}, Want: "Scream in the dark"},
		{Probe: table.Probe{Phase: "interrupt", Choices: choices("Dagger at Kosh (A): deal 40% · take 40%", "Pass: let the move go on")}, Want: "Pass: let the move go on"},
	})
}
