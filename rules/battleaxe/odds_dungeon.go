package battleaxe

import (
	"fmt"

	"skirmish/rules"
)

// doorOdds is a door to the unrevealed: the Door Dice when the door is in
// a room, the Quest Room Dice after 5 rooms completed, and the room cards
// left, each as likely as another.
func (g *Game) doorOdds(a Action) (*rules.Odds, error) {
	h := g.MiniByID(a.Hero)
	if h < 0 || !g.minis[h].Hero || g.dg == nil {
		return nil, rules.ErrNoOdds
	}
	at := g.minis[h].At
	if !g.board.Unexplored(at, at.Step(a.Dir)) {
		return nil, rules.ErrNoOdds
	}
	d := g.dg
	dk := d.q.Decks
	out := &rules.Odds{Action: a.String()}
	if g.board.Areas[g.board.AreaOf(at)].Room {
		r := 0
		for _, f := range dk.DoorFaces {
			if f == 'R' {
				r++
			}
		}
		out.Cases = append(out.Cases, rules.OddsCase{Condition: "the Door Dice (a door in a room)", Total: uint64(len(dk.DoorFaces)),
			Outcomes: []rules.Chance{{Label: "R: a room", Count: uint64(r)}, {Label: "P: a passage", Count: uint64(len(dk.DoorFaces) - r)}}})
	}
	if !d.questFound && d.completed >= 5 {
		q := 0
		for _, f := range dk.QuestFaces {
			if f {
				q++
			}
		}
		out.Cases = append(out.Cases, rules.OddsCase{Condition: fmt.Sprintf("the Quest Room Dice (%d rooms completed), if a room", d.completed), Total: uint64(len(dk.QuestFaces)),
			Outcomes: []rules.Chance{{Label: "Q: the Quest Room", Count: uint64(q)}, {Label: "blank: a room card", Count: uint64(len(dk.QuestFaces) - q)}}})
	}
	if n := len(d.rooms); n > 0 && !d.questFound {
		out.Cases = append(out.Cases, rules.OddsCase{Condition: "a room card drawn", Total: uint64(n),
			Outcomes: []rules.Chance{{Label: fmt.Sprintf("one of the %d room cards left", n), Count: uint64(n)}},
			Note:     "every card left is as likely: 1 in each"})
	}
	return out, nil
}
