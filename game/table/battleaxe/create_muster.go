package battleaxe

import (
	"fmt"

	"skirmish/game/table"
	ba "skirmish/rules/battleaxe"
)

// The muster's own entries for heroes made: the roster's heroes after the
// ready-to-play ones ("A hero elf-wizard Mira Quickstep"), and Create a
// hero, which opens the creation screen. The console's window is opened
// from the list the same way.

// musterMore lists the roster's heroes for hero mini h of seat side to
// play, then Create a hero. A hero whose card an earlier seat took is
// shown off ("no two seats the same hero card").
func (c *dungeon) musterMore(g *ba.Game, side, h int) []table.Choice {
	cat := g.Catalog()
	free := map[string]bool{}
	for _, ra := range c.legalOf(g, side) {
		if a, ok := ra.(ba.Action); ok && a.Kind == ba.ActMuster {
			free[a.Card] = true
		}
	}
	var out []table.Choice
	for _, rh := range c.roster.heroes {
		race, rok := cat.Race(rh.Race)
		role, lok := cat.Role(rh.Role)
		if !rok || !lok {
			continue
		}
		o := table.Choice{ListEntry: table.ListEntry{Label: fmt.Sprintf("Play %s (%s %s)", rh.Name, race.Name, role.Name), Group: groupItems},
			Action: ba.Action{Kind: ba.ActMuster, Hero: g.Mini(h).ID, Card: rh.Card(), Name: rh.Name}}
		if s, err := madeSheet(cat, rh.Race, rh.Role, rh.Name); err == nil {
			b := s.Base
			o.Tip = fmt.Sprintf("Your hero. Health %d, Speed %d, Luck %d, Attacks %d, Attack %d%%, Missile %d%%, Defend %d%%. %s.",
				b.Health, b.Speed, b.Luck, b.Attacks, b.Attack, b.Missile, b.Defend, sizeWords(s.Tall(), s.Heavy()))
		}
		switch _, ok := cat.Hero(rh.Card()); {
		case !ok:
			o.Off, o.Tip = true, "These rules have no hero card "+rh.Card()+" to muster him with."
		case !free[rh.Card()]:
			o.Off, o.Tip = true, "An earlier seat plays a "+race.Name+" "+role.Name+": no two seats the same hero card."
		}
		out = append(out, o)
	}
	return append(out, entry(groupItems, "Create a hero", "Pick a race and a role (64 heroes can be made), name him, and play him or save him to your roster.", false,
		func() { c.openCreation(c.f.Host()) }))
}

// madeCard reports whether hero card id is one a player makes from a race
// and a role (the 64 after the ready-to-play heroes): the muster's list
// leaves them to the creation screen and the roster.
func madeCard(g *ba.Game, id string) bool {
	cat := g.Catalog()
	i, ok := cat.Hero(id)
	return ok && cat.Heroes[i].Created
}
