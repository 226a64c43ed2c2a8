package arena

import "skirmish/rules"

// manoeuvreLevel is a close bout for the random games: side 2 lies in
// ambush at a low TN, so side 1 mostly begins unaware (sneak attacks);
// the fighters stand packed between walls, so guards meet enemies
// (bypass), and hold weapons to knock flying (disarm, pick).
const manoeuvreLevel = `title: Manoeuvres
rounds: 6
side 1: The Guard
side 2: The Goblins
ambush: 2 tn 4

map:
##0##
#ABa#
#Cbc#
##0##

legend:
A: sindon
B: keelvore
C: hulkiss
a: gobchief
b: goblin
c: goblin
`

// manoeuvreScenarios returns the test scenarios the random games play
// besides the embedded ones.
func manoeuvreScenarios() []rules.Scenario {
	return []rules.Scenario{{Name: "manoeuvres", Title: "Manoeuvres", Origin: "melee_property_test.go", Source: []byte(manoeuvreLevel)}}
}
