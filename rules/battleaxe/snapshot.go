package battleaxe

import (
	"fmt"
	"strings"
)

// snapshot writes every fact of the position as text, so that two positions
// can be compared byte for byte (the canonical binary encoding comes with
// the rules.State wrapper).
func (g *Game) snapshot() []byte {
	var s strings.Builder
	fmt.Fprintf(&s, "round %d done %b shot %b gang %d turn %+v over %+v dice %d\n", g.round, g.done, g.shotAt, g.gang, g.turn, g.over, g.dice.Rolls())
	for _, m := range g.minis {
		fmt.Fprintf(&s, "%+v\n", m)
	}
	for _, d := range g.board.Doors() {
		fmt.Fprintf(&s, "door %s %s %d\n", d[0], d[1], g.board.EdgeBetween(d[0], d[1]))
	}
	return []byte(s.String())
}
