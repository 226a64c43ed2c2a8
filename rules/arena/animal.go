package arena

import "fmt"

// Body is a fighter's animal features ("Animal Features"), read from the
// pack's words quadruped, hexapod, octopod, swarm, fangs, clawed, webs,
// wings and flight F.
type Body struct {
	Legs   int  // 4, 6 or 8 for quadrupeds, hexapods and octopods; 0 for two
	Swarm  bool // a swarm: loses 1 HP a blow; its Bonus is 12 - its HP
	Fangs  bool // a successful attack with a natural weapon also grapples
	Clawed bool // +1 Damage in Brawl-based attacks
	Webs   bool // a spinner: webs never hold it
	Wings  bool // may fly when it carries less Weight than Speed + Flight
	Flight int  // the Flight skill
}

// legsSteps is what four legs or more add to a move: "Quadrupeds cover an
// extra 3 steps when running"; Hexapods and Octopods "enjoy +3 movement,
// like quadrupeds".
const legsSteps = 3

// set turns on the feature named by a pack word.
func (b *Body) set(word string) error {
	legs := map[string]int{"quadruped": 4, "hexapod": 6, "octopod": 8}
	if n, ok := legs[word]; ok {
		if b.Legs != 0 {
			return fmt.Errorf("%s: the fighter has legs of another kind already", word)
		}
		b.Legs = n
		return nil
	}
	switch word {
	case "swarm":
		b.Swarm = true
	case "fangs":
		b.Fangs = true
	case "clawed":
		b.Clawed = true
	case "webs":
		b.Webs = true
	case "wings":
		b.Wings = true
	}
	return nil
}

// Words returns the pack words of the features, in a fixed order.
func (b Body) Words() []string {
	var ws []string
	switch b.Legs {
	case 4:
		ws = append(ws, "quadruped")
	case 6:
		ws = append(ws, "hexapod")
	case 8:
		ws = append(ws, "octopod")
	}
	for _, f := range []struct {
		on   bool
		word string
	}{{b.Swarm, "swarm"}, {b.Fangs, "fangs"}, {b.Clawed, "clawed"}, {b.Webs, "webs"}, {b.Wings, "wings"}} {
		if f.on {
			ws = append(ws, f.word)
		}
	}
	return ws
}

// legSteps returns the steps a fighter's legs add to a move on foot: 3
// for four legs or more, "so a dog with Speed +0 and Athletics 1 does not
// run 4 steps but 7 steps when spending an AP to move".
func (b Body) legSteps() int {
	if b.Legs >= 4 {
		return legsSteps
	}
	return 0
}

// swarmTop is what a swarm's Bonus counts down from: "The rats above have
// only 3 HPs, so their Attack Bonus is 9" (ruling: 12 - HP, so that "once
// only a single HP-worth of rats remained, they would struggle to hit the
// last of them").
const swarmTop = 12

// SwarmBonus returns the Bonus of a swarm at hp Hit Points: 12 - hp,
// never below 0. It stands for Dexterity, skill and weapon, attacking and
// resisting alike (ruling).
func SwarmBonus(hp int) int { return max(swarmTop-hp, 0) }

// swarmLoss caps the HP a blow takes from fighter i: "no matter how much
// Damage they would deal to a person, the swarm only loses 1 HP".
func (g *Game) swarmLoss(i, lost int) int {
	if g.Prof(i).Swarm && lost > 1 {
		return 1
	}
	return lost
}

// clawBonus returns +1 for a clawed fighter's Brawl-based attacks: Claws
// "inflict +1 Damage during Brawl-based attacks".
func (g *Game) clawBonus(i, item int) int {
	if g.Prof(i).Clawed && (item < 0 || g.Item(item).Brawl) {
		return 1
	}
	return 0
}
