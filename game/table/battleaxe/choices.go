package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/game/table"
	ba "skirmish/rules/battleaxe"
)

// optKind is what choosing an option does.
type optKind uint8

// The kinds of option.
const (
	optAct     optKind = iota // play act
	optPick                   // let hero mini arg act next
	optNext                   // the enemies' phase: show the next enemy
	optPlay                   // the enemies' phase: play it through
	optFit                    // the camera: fit the whole dungeon, or follow the action
	optZoomIn                 // the camera: closer
	optZoomOut                // the camera: farther
	optAuto                   // hand seat arg's hero to the computer, or take him back
	optHand                   // hand seat arg's hero to the controllers of seat to
)

// option is one entry of the action list.
type option struct {
	Label, Tip         string
	Group              int
	Off, Primary, Half bool
	kind               optKind
	act                ba.Action
	arg                int
	to                 int
}

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

// options returns the action list of the seat deciding in g: the enemies'
// phase stepped, the choice of luck, or the hero's actions (moves are
// chosen on the board), then the other heroes that may act instead, and
// the camera.
func (c *DungeonTable) options(g *ba.Game, side int) ([]table.ListGroup, []option) {
	groups := make([]table.ListGroup, groupCount)
	var out []option
	switch {
	case c.foes.on:
		groups[groupAct].Title = "The enemies' turns"
		out = append(out,
			option{Label: "Next enemy", Primary: true, Half: true, kind: optNext, Tip: "Show the next enemy's turn: its target and the rule that chose it."},
			option{Label: "Play through", Half: true, kind: optPlay, Tip: "Show the rest of the enemies' turns one after another."})
	case side >= 0 && shopping(g):
		out = append(out, c.shopOptions(g, side, groups)...)
	case side >= 0:
		h := g.SeatHero(side)
		groups[groupAct].Title = g.MiniName(h)
		if !c.folded { // the folded panel has no room for long headers
			groups[groupItems].Title = "Items, traits, luck"
			if mustering(g) {
				groups[groupItems].Title = "Heroes you made"
			}
			groups[groupFace].Title = "Turn (free)"
		}
		out = append(out, c.heroOptions(g, side, h)...)
		others := c.otherHeroes(g, side)
		if len(others) > 0 && !c.folded {
			groups[groupHero].Title = "Or another hero acts"
		}
		out = append(out, others...)
		if !c.folded && c.rec == nil && c.seats.Seated() {
			for t := range c.seats.Sides {
				if t != side && len(c.seats.Sides[t]) > 0 && c.seats.Names(t) != c.seats.Names(side) {
					out = append(out, option{Label: "Hand " + g.MiniName(h) + " to " + c.seats.Names(t), Group: groupHero, kind: optHand, arg: side, to: t,
						Tip: "His player has left: " + c.seats.Names(t) + " plays him from now on."})
				}
			}
		}
		if !c.folded && c.rec == nil {
			out = append(out, option{Label: "Computer plays " + g.MiniName(h), Group: groupHero, kind: optAuto, arg: side,
				Tip: "Hand " + g.MiniName(h) + " to the computer: it plays his turns until you take him back (in this list)."})
		}
	}
	if c.rec == nil && !c.foes.on {
		for s, on := range c.auto {
			if on {
				out = append(out, option{Label: "Take back " + g.MiniName(g.SeatHero(s)), Group: groupHero, kind: optAuto, arg: s,
					Tip: "The computer stops playing him: his turns are yours again."})
			}
		}
	}
	fit := option{Label: "Fit all", Half: true, Group: groupView, kind: optFit, Tip: "Show the whole dungeon (the wheel zooms, a drag pans)."}
	if c.cam.fitted {
		fit.Label, fit.Tip = "Follow", "Zoom in on the hero acting; the camera follows what happens."
	}
	if !c.folded {
		out = append(out, fit,
			option{Label: "Zoom in", Half: true, Group: groupView, kind: optZoomIn, Tip: "Closer (the mouse wheel)."},
			option{Label: "Zoom out", Half: true, Group: groupView, kind: optZoomOut, Tip: "Farther (the mouse wheel)."})
	}
	return groups, out
}

// heroOptions lists what hero h (of seat side) may do besides moving:
// fights and shots with their odds, doors, jumps, items, traits, spells,
// potions, luck, carrying, turning, the retreat, the end of his turn and
// his console; in the muster, the ready-to-play heroes, then the roster's
// and Create a hero.
func (c *DungeonTable) heroOptions(g *ba.Game, side, h int) []option {
	var out, items, trades, faces []option
	var end, retreat *option
	muster := false
	for _, ra := range c.legalOf(g, side) {
		a, ok := ra.(ba.Action)
		if !ok {
			continue
		}
		o := option{kind: optAct, act: a}
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
func (c *DungeonTable) otherHeroes(g *ba.Game, side int) []option {
	if g.Turn().Hero >= 0 || luckPending(g) {
		return nil
	}
	var out []option
	for _, s := range c.humansToAct() {
		if int(s) == side {
			continue
		}
		h := g.SeatHero(int(s))
		out = append(out, option{Label: g.MiniName(h) + " acts next", Group: groupHero, kind: optPick, arg: h,
			Tip: "Heroes take their turns in any order: let " + g.MiniName(h) + " go now (or click him on the board)."})
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
