package rulestest

// The scenarios are Go constants rather than files under levels/: this
// ruleset tests the engine and is not offered to players. Each is a list of
// "key: value" lines (see ParseLevel).

// scenarioDuel is the default scenario: two seats, bonus dice, no passing.
const scenarioDuel = `# Two seats guess the house die; the higher score wins.
title: Guessing Duel
blurb: Two seats guess the house die over three rounds.
kind: duel
seats: North, South
rounds: 3
passes: 0
bonus: 1
`

// scenarioParty is a co-operative game of three seats that may pass and
// roll two bonus dice, at most one a round.
const scenarioParty = `# Three seats together try to outscore the house.
title: Party of Three
blurb: Three seats guess together; the party wins if it beats the house.
kind: coop
seats: Red, Green, Blue
rounds: 4
passes: 1
bonus: 2
`

// scenarioCrowd is a duel of four seats with passes and no bonus dice.
const scenarioCrowd = `# Four seats, two rounds, ties are likely.
title: Four at the Table
blurb: Four seats guess over two rounds; every seat may pass twice.
kind: duel
seats: North, East, South, West
rounds: 2
passes: 2
bonus: 0
`

// scenarioOrigin is where the embedded scenarios come from, for messages.
const scenarioOrigin = "rules/rulestest/scenarios.go"

// embeddedScenarios lists the scenarios by name, the default first.
var embeddedScenarios = [...]struct{ name, source string }{
	{"duel", scenarioDuel},
	{"party", scenarioParty},
	{"crowd", scenarioCrowd},
}
