package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/rules"
)

// SpellType is arcane, holy or nature.
type SpellType uint8

// The spell types.
const (
	Arcane SpellType = iota
	Holy
	Nature
)

var spellTypeNames = [...]string{"arcane", "holy", "nature"}

// String returns the type's word.
func (t SpellType) String() string { return spellTypeNames[t%3] }

// SpellCard is a hero's spell card.
type SpellCard struct {
	ID, Name string
	Type     SpellType
	Heal     bool   // heals a hero; else wounds an enemy
	Amount   int    // Health healed or wounds done
	Distance bool   // cast with Clear Sight, as shooting; else by touch
	Only     string // the one enemy type it affects, "" for any
	Text     string
	Line     int
}

// Spell returns the index of the spell card with id.
func (c *Catalog) Spell(id string) (int, bool) {
	for i := range c.Spells {
		if c.Spells[i].ID == id {
			return i, true
		}
	}
	return 0, false
}

func readSpell(r *blockReader) SpellCard {
	s := SpellCard{ID: r.b.ID, Name: r.text("name"), Amount: r.num("amount", 1, 6), Only: r.optText("only", ""),
		Text: r.optText("text", ""), Line: r.b.Line}
	t, line, _ := r.get("type")
	found := false
	for i, n := range spellTypeNames {
		if strings.EqualFold(t, n) {
			s.Type, found = SpellType(i), true
		}
	}
	if !found {
		r.failf(line, "type: expected arcane, holy or nature, found %q", t)
	}
	switch e, line, _ := r.get("effect"); e {
	case "heal":
		s.Heal = true
	case "wound":
	default:
		r.failf(line, "effect: expected heal or wound, found %q", e)
	}
	switch rg, line, _ := r.get("range"); rg {
	case "distance":
		s.Distance = true
	case "touch":
	default:
		r.failf(line, "range: expected touch or distance, found %q", rg)
	}
	return s
}

// spellsLeft returns how many spells of type t hero h may still cast.
func (k *Kit) spellsLeft(t SpellType) int {
	return int(k.SpellsLeft[t%3])
}

// cast is "Action: Cast a Spell". "A hero can cast each spell just once
// during a quest"; "he can only cast as many spells as shown on the
// Console". A hero has access to every card of a type he starts with spells
// of (a ruling: "a wizard has access to all the arcane cards, a priest ...
// all the holy cards ... a paladin will also have access to the 6 holy
// cards"). "Touch spells: ... they must be adjacent" (or the caster himself);
// "Distance spells: ... treated like shooting and so there must be Clear
// Sight ... except that a spell can be cast if the caster is adjacent to an
// enemy. The enemy cannot defend against a spell." A spell for one enemy
// type does not affect a Unique enemy ("such spells or traits will not
// affect them"). Healing does not reach the dead ("he cannot be healed with
// a healing spell"). A scroll item casts its spell once, by any hero,
// without the console's spell count (items.go).
func (g *Game) cast(a Action, h int) ([]Event, error) {
	k := &g.kits[h]
	spell, scroll := a.Spell, g.scrollOf(a)
	if scroll >= 0 {
		if !has(k.Backpack, uint8(scroll)) {
			return nil, rules.Illegal(a, "%s has no %s in his backpack", g.name(h), g.cat.Items[scroll].Name)
		}
		spell = g.cat.Items[scroll].Spell
	}
	si, ok := g.cat.Spell(spell)
	if !ok {
		return nil, rules.Illegal(a, "there is no spell %q", a.Spell)
	}
	sp := &g.cat.Spells[si]
	switch {
	case scroll >= 0:
	case k.Access&(1<<sp.Type) == 0:
		return nil, rules.Illegal(a, "%s has no access to %s spells", g.name(h), sp.Type)
	case k.spellsLeft(sp.Type) == 0:
		return nil, rules.Illegal(a, "%s has no %s spells left to cast", g.name(h), sp.Type)
	case k.Cast&(1<<si) != 0:
		return nil, rules.Illegal(a, "%s has cast %s this quest", g.name(h), sp.Name)
	}
	t := g.MiniByID(a.Target)
	if t < 0 || !g.minis[t].OnBoard() {
		return nil, rules.Illegal(a, "there is no %c on the board", a.Target)
	}
	tm := &g.minis[t]
	switch {
	case sp.Heal && !tm.Hero:
		return nil, rules.Illegal(a, "%s heals heroes", sp.Name)
	case sp.Heal && tm.Dead():
		return nil, rules.Illegal(a, "%s is dead: no healing spell reaches him", g.name(t))
	case sp.Heal && int(tm.Health) >= tm.Stats.Health:
		return nil, rules.Illegal(a, "%s is at full Health", g.name(t))
	case !sp.Heal && tm.Hero:
		return nil, rules.Illegal(a, "%s is cast at an enemy", sp.Name)
	case !sp.Heal && sp.Only != "" && (g.enemyCard(t).Unique() || !strings.EqualFold(g.enemyCard(t).Type, sp.Only)):
		return nil, rules.Illegal(a, "%s affects only %s enemies, and %s is %s", sp.Name, sp.Only, g.name(t), g.enemyCard(t).Type)
	case !sp.Distance && t != h && !g.adjacent(h, t):
		return nil, rules.Illegal(a, "%s is a touch spell: %s must be adjacent", sp.Name, g.name(t))
	case sp.Distance && t != h && !g.ClearSight(h, t):
		return nil, rules.Illegal(a, "%s has no Clear Sight of %s", g.name(h), g.name(t))
	}
	if err := g.standardAction(a, h); err != nil {
		return nil, err
	}
	how := ""
	if scroll >= 0 {
		take(&k.Backpack, uint8(scroll))
		how = " from a scroll"
	} else {
		k.SpellsLeft[sp.Type]--
		k.Cast |= 1 << si
	}
	ev := g.event(EvSpell, h, t, "%s casts %s%s at %s", g.name(h), sp.Name, how, g.name(t))
	evs := []Event{ev}
	if sp.Heal {
		before := tm.Health
		tm.Health = int8(min(int(tm.Health)+sp.Amount, tm.Stats.Health))
		evs[0].Text += fmt.Sprintf(": Health %d to %d", before, tm.Health)
		if before <= 0 && tm.Health > 0 {
			tm.Revived = false
		}
	} else {
		evs[0].Text += ": no defence against a spell"
		evs = g.wound(evs, h, t, sp.Amount)
	}
	return g.settle(evs), nil
}
