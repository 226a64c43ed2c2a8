package arena

import (
	"fmt"

	"skirmish/game/table"
	ar "skirmish/rules/arena"
)

// musterOptions lists side's muster (in secret, both sides at once):
// Ready with the force's points, the ready-made force, and for each of its
// start squares a folded group of the fighters it may put there instead,
// with their worth in points; the group of the fighter clicked on the
// board (open, -1 none) is open. The folded panel is narrow: its groups
// are named by the start square's letter alone ("For A"), which a cut
// "Instead of Toesplint…" would lose (the list cuts long headers).
func musterOptions(g *ar.Game, side, open int, folded bool) ([]table.ListGroup, []table.Choice) {
	legal := g.LegalActions(side)
	pk := g.Level().Pack
	groups := []table.ListGroup{{}}
	var out []table.Choice
	slot := map[byte]int{} // a start fighter's letter: its group
	for i, f := range g.Fighters() {
		if int(f.Side) != side {
			continue
		}
		slot[f.ID] = len(groups)
		title := "Instead of " + g.Name(i)
		if folded {
			title = "For " + string(f.ID)
		}
		groups = append(groups, table.ListGroup{Title: title, Fold: i != open})
	}
	for _, a := range legal {
		switch a.Kind {
		case ar.Ready:
			o := choice(fmt.Sprintf("Ready (%d of %d points)", g.ForceValue(side), g.Budget(side)), "Declare the force ready; both are revealed when both sides are.", 0, a)
			o.Primary, o.Half = true, true
			out = append(out, o)
		case ar.Default:
			o := choice(actionLabel(g, a), "Take back the scenario's force.", 0, a)
			o.Half = true
			out = append(out, o)
		case ar.Pick:
			k := pk.Profile(a.Item)
			label := a.Item
			if k >= 0 {
				label = fmt.Sprintf("%s (%d points)", pk.Profiles[k].Name, pk.Value(k))
			}
			o := choice(label, "Put a "+label+" on "+fighterName(g, a.Who)+"'s start square.\nNotation: "+a.String(), slot[a.Who], a)
			o.Half = true
			out = append(out, o)
		default: // a muster action the table has no words for
			out = append(out, choice(notationLabel(g, a), "Notation: "+a.String(), 0, a))
		}
	}
	return groups, out
}
