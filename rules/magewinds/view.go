package magewinds

import (
	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

// View returns what seat may see (12.0: hands may be hidden; 18.3: the
// attack choice lies face down until revealed): the other hand as unknown
// cards, the deck's order unknown, a face-down attack choice hidden, and
// dice that cannot foretell rolls. A view cannot be played on.
func (g *Game) View(seat rules.Seat) rules.State {
	v := g.clone()
	v.hidden = int8(seat)
	other := 1 - int(seat)
	for i := range v.Hands[other] {
		v.Hands[other][i] = cards.None
	}
	if int(v.Turn) == other {
		for i := range v.Kept {
			v.Kept[i] = cards.None
		}
	}
	for i := range v.Deck {
		v.Deck[i] = cards.None
	}
	if v.Act.Choice != ChoiceNone && v.Act.Fighter >= 0 && int(v.Fighters[v.Act.Fighter].Side) != int(seat) &&
		(v.Act.Step == StepReact || v.Act.Step == StepChoice) {
		v.Act.Choice = ChoiceHidden
	}
	v.dice = rules.NewDice(0)
	return v
}

// Viewer returns the seat whose view this is, or -1 for the battle itself.
func (g *Game) Viewer() int { return int(g.hidden) }
