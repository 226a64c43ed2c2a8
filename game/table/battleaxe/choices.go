package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/game/table"
	ba "skirmish/rules/battleaxe"
)

// The groups of the list.
const (
	groupAct   = iota // what the hero does
	groupItems        // items, traits, spells, potions, luck
	groupFace         // turning (free)
	groupHero         // another hero to act, the computer
	groupView         // the camera
	groupCount
)

// dirWords name the sides of a square for players.
var dirWords = [4]string{"north", "east", "south", "west"}

// entry is a list entry of group that does do, a local step.
func entry(group int, label, tip string, half bool, do func()) table.Choice {
	return table.Choice{ListEntry: table.ListEntry{Label: label, Tip: tip, Group: group, Half: half}, Do: do}
}

// Choices returns the action list of the seat deciding: the enemies'
// phase stepped, the choice of luck, or the hero's actions (moves are
// chosen on the board), then the other heroes that may act instead, and
// the camera.
func (c *dungeon) Choices(f *table.Frame) ([]table.ListGroup, []table.Choice) {
	g, side := c.decidingView(), c.side()
	groups := make([]table.ListGroup, groupCount)
	var out []table.Choice
	folded, playing := f.Folded(), f.Recording() == nil
	switch {
	case c.foes.on:
		groups[groupAct].Title = "The enemies' turns"
		next := entry(groupAct, "Next enemy", "Show the next enemy's turn: its target and the rule that chose it.", true, c.foes.next)
		next.Primary = true
		out = append(out, next, entry(groupAct, "Play through", "Show the rest of the enemies' turns one after another.", true, func() { c.foes.playing = true }))
	case side >= 0 && shopping(g):
		out = append(out, c.shopOptions(g, side, groups)...)
	case side >= 0:
		h := g.SeatHero(side)
		groups[groupAct].Title = g.MiniName(h)
		if !folded { // the folded panel has no room for long headers
			groups[groupItems].Title = "Items, traits, luck"
			if mustering(g) {
				groups[groupItems].Title = "Heroes you made"
			}
			groups[groupFace].Title = "Turn (free)"
		}
		out = append(out, c.heroOptions(g, side, h)...)
		others := c.otherHeroes(g, side)
		if len(others) > 0 && !folded {
			groups[groupHero].Title = "Or another hero acts"
		}
		out = append(out, others...)
		seats := f.Seating()
		if !folded && playing && seats.Seated() {
			for t := range seats.Sides {
				if t != side && len(seats.Sides[t]) > 0 && seats.Names(t) != seats.Names(side) {
					out = append(out, entry(groupHero, "Hand "+g.MiniName(h)+" to "+seats.Names(t), "His player has left: "+seats.Names(t)+" plays him from now on.", false, func() {
						seats.Sides[side] = append([]table.Controller(nil), seats.Sides[t]...)
						f.Host().Toast(seats.Names(t) + " plays " + g.MiniName(h) + " now.")
					}))
				}
			}
		}
		if !folded && playing {
			out = append(out, entry(groupHero, "Computer plays "+g.MiniName(h), "Hand "+g.MiniName(h)+" to the computer: it plays his turns until you take him back (in this list).", false,
				func() { c.auto[side] = true }))
		}
	}
	if playing && !c.foes.on {
		for s, on := range c.auto {
			if on {
				out = append(out, entry(groupHero, "Take back "+g.MiniName(g.SeatHero(s)), "The computer stops playing him: his turns are yours again.", false, func() { c.auto[s] = false }))
			}
		}
	}
	if !folded {
		fit := entry(groupView, "Fit all", "Show the whole dungeon (the wheel zooms, a drag pans).", true, c.fitOrFollow)
		if c.cam.fitted {
			fit.Label, fit.Tip = "Follow", "Zoom in on the hero acting; the camera follows what happens."
		}
		out = append(out, fit,
			entry(groupView, "Zoom in", "Closer (the mouse wheel).", true, func() { c.zoomBy(1.25) }),
			entry(groupView, "Zoom out", "Farther (the mouse wheel).", true, func() { c.zoomBy(1 / 1.25) }))
	}
	c.choices = out
	return groups, out
}

// zoomBy zooms the camera by z about the board's middle.
func (c *dungeon) zoomBy(z float64) {
	r := c.lay.board
	c.cam.zoom(z, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2), c.f.Host().Theme().Scale)
}

// fitOrFollow fits the whole dungeon in view, or, fitted, zooms in on the
// action and follows it.
func (c *dungeon) fitOrFollow() {
	if c.cam.fitted {
		c.zoomBy(2)
		c.followAction()
		return
	}
	b := c.Game().Board()
	c.cam.fit(c.lay.board, b.W, b.H, revealedBox(b), false)
}

// heroOptions lists what hero h (of seat side) may do besides moving:
// fights and shots with their odds, doors, jumps, items, traits, spells,
// potions, luck, carrying, turning, the retreat, the end of his turn and
// his console; in the muster, the ready-to-play heroes, then the roster's
// and Create a hero.
func (c *dungeon) heroOptions(g *ba.Game, side, h int) []table.Choice {
	var out, items, trades, faces []table.Choice
	var end, retreat *table.Choice
	muster := false
	for _, ra := range c.legalOf(g, side) {
		a, ok := ra.(ba.Action)
		if !ok {
			continue
		}
		o := table.Choice{Action: a}
		switch a.Kind {
		case ba.ActMove:
			continue // on the board
		case ba.ActFight, ba.ActShoot:
			o.Label, o.Tip = attackLabel(g, a), oddsTip(g, a)
			o.Primary = a.Kind == ba.ActFight
			out = append(out, o)
		case ba.ActOpen, ba.ActClose:
			verb := "Open"
			if a.Kind == ba.ActClose {
				verb = "Close"
			}
			o.Label = verb + " the door " + dirWords[a.Dir&3]
			o.Tip = verb + " the door on the " + dirWords[a.Dir&3] + " side of his square: his Standard Action."
			out = append(out, o)
		case ba.ActJump:
			o.Label = "Jump the chasm to " + a.Path[0].String()
			o.Tip = oddsTip(g, a)
			out = append(out, o)
		case ba.ActRetreat:
			o.Label, o.Tip = "Retreat from the dungeon", "The party escapes: every living hero is on a starting square. The game ends with no winner."
			retreat = &o
		case ba.ActEnd:
			o.Label = "End " + g.MiniName(h) + "'s turn"
			o.Tip = "When every hero has had his turn, the enemies have theirs."
			o.Primary = len(out) == 0
			end = &o
		case ba.ActFace:
			o.Label, o.Half, o.Group = "Face "+dirWords[a.Dir&3], true, groupFace
			faces = append(faces, o)
		case ba.ActMuster:
			if muster = true; madeCard(g, a.Card) {
				continue // made on the creation screen
			}
			o.Label, o.Tip = musterLabel(g, a)
			o.Primary = len(out) == 0
			out = append(out, o)
		case ba.ActFinish:
			o.Label, o.Tip, o.Primary = "Finish the quest", "The goal is reached: the quest ends.", true
			out = append(out, o)
		case ba.ActAccept:
			o.Label, o.Primary = "Accept the roll", true
			o.Tip = "Keep the enemy's roll: your luck stays for later."
			out = append(out, o)
		case ba.ActLuck:
			o.Label, o.Tip = luckLabel(g, a)
			if luckPending(g) {
				out = append(out, o)
				continue
			}
			o.Group = groupItems
			items = append(items, o)
		case ba.ActTrade:
			o.Label, o.Tip = itemLabel(g, h, a)
			o.Group = groupItems
			trades = append(trades, o)
		default:
			o.Label, o.Tip = itemLabel(g, h, a)
			o.Group = groupItems
			items = append(items, o)
		}
	}
	if end != nil {
		out = append(out, *end)
	}
	if retreat != nil {
		out = append(out, *retreat)
	}
	if muster {
		items = append(items, c.musterMore(g, side, h)...)
	} else if !luckPending(g) {
		items = append(items, c.consoleOption(g, h))
	}
	out = append(out, items...)
	out = append(out, trades...)
	return append(out, faces...)
}

// otherHeroes lists the other human heroes that may start their turn
// instead, between turns.
func (c *dungeon) otherHeroes(g *ba.Game, side int) []table.Choice {
	if g.Turn().Hero >= 0 || luckPending(g) {
		return nil
	}
	var out []table.Choice
	for _, s := range c.humansToAct() {
		if int(s) == side {
			continue
		}
		h := g.SeatHero(int(s))
		out = append(out, entry(groupHero, g.MiniName(h)+" acts next", "Heroes take their turns in any order: let "+g.MiniName(h)+" go now (or click him on the board).", false,
			func() { c.pick, c.console = h, -1 }))
	}
	return out
}

// attackLabel words a fight or a shot: "Fight Goblin g (55% to hit)".
func attackLabel(g *ba.Game, a ba.Action) string {
	h, e := g.MiniByID(a.Hero), g.MiniByID(a.Target)
	m := g.Mini(h)
	if a.Kind == ba.ActShoot {
		return fmt.Sprintf("Shoot %s (%d%%)", g.MiniName(e), m.Stats.Missile)
	}
	return fmt.Sprintf("Fight %s (%d%%)", g.MiniName(e), m.Stats.Attack)
}

// oddsTip words the odds of an action that rolls, exactly as the rules
// give them: each case and the chance of each outcome.
func oddsTip(g *ba.Game, a ba.Action) string {
	o, err := g.Odds(a)
	if err != nil || o == nil {
		return ""
	}
	var s strings.Builder
	for i, cs := range o.Cases {
		if i > 0 {
			s.WriteString("\n")
		}
		s.WriteString(cs.Condition + ": ")
		for k, ch := range cs.Outcomes {
			if k > 0 {
				s.WriteString(", ")
			}
			fmt.Fprintf(&s, "%s %s", ch.Label, percent(ch.Count, cs.Total))
		}
		if cs.Note != "" {
			s.WriteString(" (" + cs.Note + ")")
		}
	}
	return s.String()
}

// percent words count out of total as a percentage with one decimal.
func percent(count, total uint64) string {
	if total == 0 {
		return "?"
	}
	tenths := (count*1000 + total/2) / total
	return fmt.Sprintf("%d.%d%%", tenths/10, tenths%10)
}

// luckLabel words a Use My Luck.
func luckLabel(g *ba.Game, a ba.Action) (string, string) {
	switch a.N {
	case 2:
		if luckPending(g) {
			return "Luck: re-roll my defence", "Use My Luck: roll your defence again."
		}
		return "Luck: re-roll his defence", "Use My Luck: the enemy rolls its defence against your last blow again."
	case 3:
		return "Luck: re-roll the roll", "Use My Luck: roll the Speed Roll (or the failed jump) again."
	}
	if luckPending(g) {
		return "Luck: re-roll its attack", "Use My Luck: the enemy rolls its attack against you again."
	}
	return "Luck: re-roll my attack", "Use My Luck: roll your last attack again."
}

// itemLabel words the other actions: items, traits, spells, potions,
// carrying.
func itemLabel(g *ba.Game, h int, a ba.Action) (string, string) {
	target := func() string {
		if i := g.MiniByID(a.Target); i >= 0 {
			return g.MiniName(i)
		}
		return string(a.Target)
	}
	cat := g.Catalog()
	items := func(ids []string) string {
		var names []string
		for _, id := range ids {
			if it, ok := cat.Item(id); ok {
				names = append(names, it.Name)
			} else {
				names = append(names, id)
			}
		}
		return strings.Join(names, " and ")
	}
	switch a.Kind {
	case ba.ActDrink:
		return "Drink a healing potion", "Free: he regains Health."
	case ba.ActPour:
		return "Pour a potion into " + target(), "Pour a healing potion into an unconscious hero's mouth."
	case ba.ActTrait:
		name := fmt.Sprintf("trait %d", a.N)
		tip := "Once a quest."
		if race, ok := cat.Race(cat.Heroes[g.Mini(h).Card].Race); ok {
			name, tip = race.Traits[a.N-1].Name, race.Traits[a.N-1].Text
		}
		if a.Target != 0 {
			return name + " on " + target(), tip
		}
		return name, tip
	case ba.ActHold:
		return "Hold only " + items(a.Items), "Swap what he holds with his backpack: the rest is back-packed."
	case ba.ActWear:
		return "Put on " + items(a.Items), "He may not move this turn once he has."
	case ba.ActRemove:
		return "Take off " + items(a.Items), "He may not move this turn once he has."
	case ba.ActTrade:
		if len(a.Items) > 0 {
			return "Give " + items(a.Items) + " to " + target(), "Swap & Exchange with an adjacent hero."
		}
		return "Take " + items(a.Take) + " from " + target(), "Swap & Exchange with an adjacent hero."
	case ba.ActCarry:
		return "Carry " + target(), "Pick him up: carrying slows you down."
	case ba.ActDrop:
		return "Set him down on " + a.Path[0].String(), ""
	case ba.ActCast:
		name := a.Spell
		tip := ""
		if i, ok := cat.Spell(a.Spell); ok {
			name, tip = cat.Spells[i].Name, cat.Spells[i].Text
		}
		return "Cast " + name + " at " + target(), tip
	}
	return a.String(), ""
}

// blowOdds words the odds of one blow in short: "1 wound 44%, Vital Hit 5%".
func blowOdds(g *ba.Game, a ba.Action) string {
	o, err := g.Odds(a)
	if err != nil || o == nil || len(o.Cases) == 0 {
		return ""
	}
	cs := o.Cases[0]
	var parts []string
	for _, ch := range cs.Outcomes[1:] {
		parts = append(parts, ch.Label+" "+percent(ch.Count, cs.Total))
	}
	return strings.Join(parts, ", ")
}

// musterLabel words a hero chosen in the muster: "Play Torvik (Dwarf
// Warrior)", with his race's and role's words as the tip.
func musterLabel(g *ba.Game, a ba.Action) (string, string) {
	cat := g.Catalog()
	i, ok := cat.Hero(a.Card)
	if !ok {
		return "Play " + a.Card, ""
	}
	h := cat.Heroes[i]
	label, tip := "Play "+h.Name, ""
	race, rok := cat.Race(h.Race)
	role, lok := cat.Role(h.Role)
	if rok && lok {
		label += " (" + race.Name + " " + role.Name + ")"
		tip = race.Blurb + " " + role.Blurb
		if s, err := cat.Sheet(i); err == nil {
			b := s.Base
			tip = fmt.Sprintf("Health %d, Speed %d, Luck %d, Attacks %d, Attack %d%%, Missile %d%%, Defend %d%%. ", b.Health, b.Speed, b.Luck, b.Attacks, b.Attack, b.Missile, b.Defend) + tip
		}
	}
	return label, tip
}

// mustering reports whether g is in the muster: the seat to act chooses
// its hero.
func mustering(g *ba.Game) bool {
	for _, s := range g.ToAct() {
		for _, a := range g.Legal(s) {
			return a.(ba.Action).Kind == ba.ActMuster
		}
	}
	return false
}
