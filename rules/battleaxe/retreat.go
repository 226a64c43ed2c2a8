package battleaxe

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// retreat ends the game: "The Heroes Retreat. The players can decide to end
// the game by moving the heroes back to the squares they started in - they
// basically escape the dungeon/quest. This is always an option if some of
// the heroes are badly wounded, unconscious or dead". It is allowed when
// every conscious hero stands on one of the squares the party started on,
// or is carried by a conscious hero who does; the dead, and the
// unconscious no conscious hero carries, may be left behind (a ruling:
// they are lost with the quest). A retreat is no win: the game is over
// with no winners (a ruling: the quest is not achieved).
func (g *Game) retreat(a Action) ([]Event, error) {
	var left []int
	for i := range g.minis {
		m := &g.minis[i]
		if !m.Hero || m.Gone || m.Dead() {
			continue
		}
		at := m.At
		if m.Carrier != 0 && g.minis[m.Carrier-1].Conscious() {
			at = g.minis[m.Carrier-1].At
		} else if !m.Conscious() {
			// Also one whose carrier fell with him still on him.
			left = append(left, i)
			continue
		}
		if !g.startSquare(at) {
			return nil, rules.Illegal(a, "%s is not on a square the party started on", g.name(i))
		}
	}
	var evs []Event
	for _, i := range left {
		evs = append(evs, g.event(EvRetreat, i, -1, "%s, unconscious, is left behind: he is lost with the quest", g.name(i)))
	}
	g.fled = true
	g.turn = heroTurn{hero: -1, target: -1}
	g.checkOver()
	return append(evs, g.event(EvRetreat, -1, -1, "The heroes retreat: they escape the dungeon")), nil
}

// startSquare reports whether p is a square a hero of the level started on.
func (g *Game) startSquare(p grid.Point) bool {
	for _, pl := range g.lvl.Minis {
		if pl.Hero && pl.At == p {
			return true
		}
	}
	return false
}
