package arena

import (
	"fmt"
	"strings"

	"skirmish/game/table"
	"skirmish/render"
	ar "skirmish/rules/arena"
)

// choice is an entry of the action list that plays a.
func choice(label, tip string, group int, a ar.Action) table.Choice {
	return table.Choice{ListEntry: table.ListEntry{Label: label, Tip: tip, Group: group}, Action: a}
}

// The groups of the action list, in the order they are shown. Every
// legal action falls in one: the kinds the table knows in theirs, every
// other kind (added to the rules after the table) in grpOther, labelled
// from its notation.
const (
	grpChoice = iota // a defender's, a roller's at the TN, an interrupter's, a rammed fighter's choice
	grpAttack
	grpShoot
	grpBody // grabs, grapples, rams, disarms, getting up and free
	grpGuard
	grpTend
	grpGear
	grpOther
	grpHold
	grpWith
	grpMove
	grpCount
)

// groupTitles name the groups.
var groupTitles = [grpCount]string{"", "Attack", "Shoot or throw", "Grapple, ram, disarm", "Guard", "Tend the fallen", "Weapons and shields",
	"Other actions", "", "A click on an enemy strikes with", "Move (or click a square)"}

// options returns the action list of side deciding in g (its view):
// every legal action, grouped and labelled, and the items a click on an
// enemy may strike with (local steps).
func (c *arenaBoard) options(g *ar.Game, side int) ([]table.ListGroup, []table.Choice) {
	if g.Phase() == ar.PhaseMuster {
		return musterOptions(g, side, c.inspect, c.folded)
	}
	legal := g.LegalActions(side)
	var out []table.Choice
	var items []string
	for _, a := range legal {
		o := choice(actionLabel(g, a), actionTip(g, a), groupOf(a.Kind), a)
		if c.folded && (a.Kind == ar.Attack || a.Kind == ar.Interrupt || a.Kind == ar.Shoot || a.Kind == ar.Throw) {
			o.Label = itemName(g, a.Item) + " at " + string(a.Target) // the folded panel is narrow: the letter names the target
		}
		switch a.Kind {
		case ar.Attack, ar.Interrupt, ar.Shoot, ar.Throw:
			if s := oddsSummary(g, a); s != "" && !c.folded { // folded: the tray shows the odds of the entry focused
				o.Label += ": " + s
			}
			if !hasString(items, a.Item) {
				items = append(items, a.Item)
			}
		case ar.Move, ar.Jump, ar.Fly, ar.Draw, ar.Drop, ar.Take:
			o.Half = true
		case ar.Both:
			if p, ok := tiePlot(g); ok && len(p.Bars) == 2 && !c.folded {
				if pr, ok := g.PendingRoll(); ok {
					o.Label = fmt.Sprintf("Both: %s falls %s · you %s", g.Name(int(pr.Defender)), render.Percent(p.Bars[0].Count, p.Bars[0].Total), render.Percent(p.Bars[1].Count, p.Bars[1].Total))
				}
			}
		case ar.Neither:
		default:
			if s := oddsSummary(g, a); s != "" && !c.folded { // folded: the tray shows the odds of the entry focused
				o.Label += ": " + s
			}
		}
		out = append(out, o)
	}
	if g.Phase() == ar.PhaseAct && len(items) > 1 {
		with := c.strikeItem(g, items)
		for _, id := range items {
			o := table.Choice{ListEntry: table.ListEntry{Label: itemName(g, id), Half: true, Group: grpWith,
				Tip: "A click on an enemy strikes (or shoots) with the " + itemName(g, id) + " when it can."}, Do: c.strikeWith(id)}
			if id == with {
				o.Label = "● " + o.Label
			}
			out = append(out, o)
		}
	}
	sortByGroup(out)
	markPrimary(g, out)
	groups := make([]table.ListGroup, grpCount)
	for k := range groups {
		groups[k].Title = groupTitles[k]
	}
	if g.Phase() != ar.PhaseAct {
		groups[grpChoice].Title = choiceTitle(g)
	}
	return groups, out
}

// groupOf is the list's group of an action of kind k.
func groupOf(k ar.Kind) int {
	switch k {
	case ar.Defend, ar.Both, ar.Neither, ar.Interrupt, ar.Pass, ar.Brace, ar.Dodge, ar.Ready, ar.Default:
		return grpChoice
	case ar.Attack, ar.Sneak:
		return grpAttack
	case ar.Shoot, ar.Throw:
		return grpShoot
	case ar.Grab, ar.Grapple, ar.Break, ar.Ram, ar.Disarm, ar.Stand, ar.Free:
		return grpBody
	case ar.Guard, ar.Bypass:
		return grpGuard
	case ar.Tend:
		return grpTend
	case ar.Draw, ar.Drop, ar.Take, ar.Reload:
		return grpGear
	case ar.Hold, ar.Retreat:
		return grpHold
	case ar.Move, ar.Jump, ar.Fly:
		return grpMove
	}
	return grpOther
}

// sortByGroup orders the options by group, keeping the rules' order within
// each (a stable insertion sort: the lists are short).
func sortByGroup(os []table.Choice) {
	for i := 1; i < len(os); i++ {
		for j := i; j > 0 && os[j].Group < os[j-1].Group; j-- {
			os[j], os[j-1] = os[j-1], os[j]
		}
	}
}

// markPrimary marks the entry a player most likely wants: the first
// choice of a prompt, else the first attack.
func markPrimary(g *ar.Game, os []table.Choice) {
	for i := range os {
		if os[i].Action != nil && (os[i].Group == grpChoice || os[i].Group == grpAttack) {
			os[i].Primary = true
			return
		}
	}
}

// choiceTitle heads the list of a prompt.
func choiceTitle(g *ar.Game) string {
	switch g.Phase() {
	case ar.PhaseDefend:
		return "Resist with"
	case ar.PhaseTie:
		return "On the TN exactly"
	case ar.PhaseInterrupt:
		return "Interrupt the move?"
	case ar.PhaseRam:
		return "Rammed: brace or dodge"
	}
	return ""
}

// strikeItem returns the item a click on an enemy strikes with: the one
// chosen, if the fighter still has it, else the first.
func (c *arenaBoard) strikeItem(g *ar.Game, items []string) string {
	if hasString(items, c.item) {
		return c.item
	}
	if len(items) > 0 {
		return items[0]
	}
	return ""
}

// strikeWith is the local step of choosing the item a click on an enemy
// strikes with.
func (c *arenaBoard) strikeWith(id string) func() {
	return func() { c.item, c.gen = id, c.gen+1 }
}

// actionLabel words an action for the list: the kinds the table knows in
// plain words, any other from its notation with the fighters and items
// named.
func actionLabel(g *ar.Game, a ar.Action) string {
	tgt := fighterName(g, a.Target)
	switch a.Kind {
	case ar.Attack:
		return itemName(g, a.Item) + " at " + tgt
	case ar.Interrupt:
		return itemName(g, a.Item) + " at " + tgt // under "Interrupt the move?"
	case ar.Shoot:
		if k := g.Level().Pack.Item(a.Item); k >= 0 && g.Item(k).Thrown {
			return "Throw the " + itemName(g, a.Item) + " at " + tgt
		}
		return itemName(g, a.Item) + " at " + tgt
	case ar.Defend:
		return "Resist with the " + itemName(g, a.Item) + weightNote(g, a.Item)
	case ar.Tend:
		return "Tend " + tgt + " (1 AP)"
	case ar.Move:
		return "Move to " + a.To.String()
	case ar.Draw:
		return "Draw " + itemName(g, a.Item)
	case ar.Drop:
		return "Drop " + itemName(g, a.Item)
	case ar.Hold:
		return "Hold for the rest of the round"
	case ar.Both:
		return "Both deal Damage"
	case ar.Neither:
		return "Neither deals Damage"
	case ar.Pass:
		return "Pass: let the move go on"
	case ar.Sneak:
		return "Sneak attack: " + itemName(g, a.Item) + " at " + tgt
	case ar.Disarm:
		return "Disarm " + tgt + " with the " + itemName(g, a.Item)
	case ar.Grab:
		return "Grab " + tgt
	case ar.Grapple:
		return "Strike " + tgt + " in the grapple"
	case ar.Break:
		return "Break free of the grapple"
	case ar.Ram:
		return "Ram " + tgt + " (2 AP)"
	case ar.Brace:
		return "Brace: stand your ground"
	case ar.Dodge:
		return "Dodge to " + a.To.String()
	case ar.Stand:
		return "Stand up (1 AP)"
	case ar.Free:
		return "Pull free (1 AP)"
	case ar.Jump:
		return "Jump down to " + a.To.String()
	case ar.Fly:
		return "Fly to " + a.To.String()
	case ar.Guard:
		return "Guard " + tgt + " (1 AP)"
	case ar.Bypass:
		return "Get past " + tgt + "'s guard"
	case ar.Take:
		return "Pick up " + itemName(g, a.Item)
	case ar.Throw:
		return "Throw the " + itemName(g, a.Item) + " at " + tgt
	case ar.Reload:
		return "Reload the " + itemName(g, a.Item) + " (the whole round)"
	case ar.Breathe:
		if i := g.ByID(a.Who); i >= 0 && g.Fighters()[i].Cond.Has(ar.Breath) {
			return "Let out the breath"
		}
		return "Hold the breath"
	case ar.Retreat:
		return "Retreat from the fight"
	case ar.Scream:
		return "Scream in the dark"
	case ar.Ready:
		return "Ready"
	case ar.Default:
		return "The ready-made force"
	}
	return notationLabel(g, a)
}

// notationLabel words an action of a kind the table does not know from
// its notation: the kind's word capitalised, then each word of the rest
// with a fighter's letter as its name and an item's id as its name
// ("A guard C" reads "Guard Sindon (C)").
func notationLabel(g *ar.Game, a ar.Action) string {
	words := strings.Fields(a.String())
	if len(words) < 2 {
		return a.String()
	}
	out := []string{strings.ToUpper(words[1][:1]) + words[1][1:]}
	for _, w := range words[2:] {
		switch {
		case len(w) == 1 && g.ByID(w[0]) >= 0:
			out = append(out, g.Name(g.ByID(w[0])))
		case g.Level().Pack.Item(w) >= 0:
			out = append(out, g.Item(g.Level().Pack.Item(w)).Name)
		default:
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// actionTip says what an action does and costs, in the seed's terms.
func actionTip(g *ar.Game, a ar.Action) string {
	note := "Notation: " + a.String()
	switch a.Kind {
	case ar.Attack, ar.Interrupt:
		return "A resisted roll: 2D6 + Dexterity + skill + the weapon's Bonus against TN 7 + the defender's. Costs the weapon's Weight in AP.\n" + note
	case ar.Shoot:
		return "A shot: 2D6 + Dexterity + Projectiles against the target's TN; a miss deals nothing back.\n" + note
	case ar.Defend:
		return "Resisting is mandatory and costs the item's Weight in AP, at any AP.\n" + note
	case ar.Both, ar.Neither:
		return "\"Rolling just on the TN means the player chooses -- both Damage, or neither.\"\n" + note
	case ar.Move:
		return "1 AP for up to 3 + Athletics steps; an enemy the move comes within a step of may interrupt it.\n" + note
	case ar.Tend:
		return "Wits + Medicine against TN 7 + the HP below 0: saved, or dead.\n" + note
	case ar.Hold:
		return "The fighter takes no more actions of its own this round; it still resists.\n" + note
	case ar.Pass:
		return "The move goes on; an interruption costs the weapon's Weight in AP.\n" + note
	}
	return note
}

// weightNote is " (n AP)" for the item's Weight.
func weightNote(g *ar.Game, id string) string {
	k := g.Level().Pack.Item(id)
	if k < 0 {
		return ""
	}
	return fmt.Sprintf(" (%d AP)", g.Item(k).Weight)
}

// fighterName names the fighter with letter id, "someone" when none.
func fighterName(g *ar.Game, id byte) string {
	if i := g.ByID(id); i >= 0 {
		return g.Name(i)
	}
	return "someone"
}

// itemName names the item with id, the id when the armoury has none.
func itemName(g *ar.Game, id string) string {
	if k := g.Level().Pack.Item(id); k >= 0 {
		return g.Item(k).Name
	}
	return id
}

// hasString reports whether list holds s.
func hasString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
