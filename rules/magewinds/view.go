package magewinds

import (
	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
)

// The values of Game.hidden besides a seat's own (0 or 1).
const (
	battleItself int8 = -1 // not a view: the battle itself
	PublicView   int8 = -2 // View(rules.Spectator): what every seat may see
)

// View returns what seat may see (12.0: hands may be hidden; 18.3: the
// attack choice lies face down until revealed; 10.2: the warbands are
// chosen in secret): the other hand as unknown cards, the deck's order
// unknown, a face-down attack choice hidden, the other side's picks in the
// muster withheld until both are ready, and dice that cannot foretell
// rolls. View(rules.Spectator) hides both sides' hands and picks. A view
// cannot be played on.
func (g *Game) View(seat rules.Seat) rules.State {
	v := g.clone()
	v.hidden = PublicView
	if seat == 0 || seat == 1 {
		v.hidden = int8(seat)
	}
	for s := range 2 {
		if v.sees(s) {
			continue
		}
		for i := range v.Hands[s] {
			v.Hands[s][i] = cards.None
		}
		if int(v.Turn) == s {
			for i := range v.Kept {
				v.Kept[i] = cards.None
			}
		}
		if v.Phase == PhaseMuster {
			v.Warbands[s], v.Changes[s] = nil, 0
		}
	}
	for i := range v.Deck {
		v.Deck[i] = cards.None
	}
	if v.Act.Choice != ChoiceNone && v.Act.Fighter >= 0 && !v.sees(int(v.Fighters[v.Act.Fighter].Side)) &&
		(v.Act.Step == StepReact || v.Act.Step == StepChoice) {
		v.Act.Choice = ChoiceHidden
	}
	v.dice = rules.NewDice(0)
	return v
}

// HasSecrets reports whether View(seat) shows something View(rules.Spectator)
// withholds (rules.SecretKeeper): a card in the seat's hand, the cards it
// keeps aside on its turn, its warband in the muster, its face-down attack
// choice. With none, a shared screen passes to the seat with no privacy
// screen (in the deployment both hands are empty: no hand-over at all).
func (g *Game) HasSecrets(seat rules.Seat) bool {
	s := int(seat)
	if s != 0 && s != 1 || !g.sees(s) {
		return false
	}
	hidden := func(cs []cards.Card) bool {
		for _, c := range cs {
			if c != cards.None {
				return true
			}
		}
		return false
	}
	switch {
	case hidden(g.Hands[s]):
		return true
	case int(g.Turn) == s && hidden(g.Kept):
		return true
	case g.Phase == PhaseMuster && (len(g.Warbands[s]) > 0 || g.Changes[s] != 0):
		return true
	}
	a := g.Act
	return a.Choice != ChoiceNone && a.Choice != ChoiceHidden && a.Fighter >= 0 && int(g.Fighters[a.Fighter].Side) == s &&
		(a.Step == StepReact || a.Step == StepChoice)
}

// Viewer returns the seat whose view this is (0 or 1), PublicView for the
// public view, or -1 for the battle itself.
func (g *Game) Viewer() int { return int(g.hidden) }

// sees reports whether this state shows side s's secrets: the battle
// itself, or side s's own view.
func (g *Game) sees(s int) bool { return g.hidden == battleItself || int(g.hidden) == s }

// isView reports whether this is a view rather than the battle itself.
func (g *Game) isView() bool { return g.hidden != battleItself }
