package battleaxe

import "skirmish/rules"

// PotionHeals is the Health a healing potion restores, never above the
// hero's full Health. The seed names healing potions but prints no potion
// card: 2 is a ruling.
const PotionHeals = 2

// potion resolves drinking ("The player can also ... drink a potion (if he
// has one)": free) or pouring ("another hero can heal him ... by pouring a
// healing potion into his mouth (this is an action for the pourer and the
// heroes must be adjacent)"). The dead cannot be healed. The potion is one
// he started with or a potion item (potionOf, items.go).
func (g *Game) potion(a Action, h int) ([]Event, error) {
	heals, item, err := g.potionOf(a, h)
	if err != nil {
		return nil, err
	}
	target := h
	if a.Kind == ActPour {
		target = g.MiniByID(a.Target)
		switch {
		case target < 0 || !g.minis[target].Hero || target == h:
			return nil, rules.Illegal(a, "there is no other hero %c", a.Target)
		case g.minis[target].Conscious() || g.minis[target].Dead() || !g.minis[target].OnBoard():
			return nil, rules.Illegal(a, "%s is not unconscious: a potion is poured only into an unconscious hero's mouth", g.name(target))
		case !g.adjacent(h, target):
			return nil, rules.Illegal(a, "%s is not adjacent to %s", g.name(h), g.name(target))
		}
		if err := g.standardAction(a, h); err != nil {
			return nil, err
		}
	}
	t := &g.minis[target]
	if int(t.Health) >= t.Stats.Health {
		return nil, rules.Illegal(a, "%s is at full Health", g.name(target))
	}
	g.spendPotion(h, item)
	before := t.Health
	t.Health = int8(min(int(t.Health)+heals, t.Stats.Health))
	ev := g.event(EvWounded, h, target, "%s drinks a healing potion: Health %d to %d", g.name(target), before, t.Health)
	if a.Kind == ActPour {
		ev.Text = g.name(h) + " pours a healing potion into " + g.name(target) + "'s mouth: " + g.name(target) + " wakes"
	}
	ev.N, ev.M = int(before-t.Health), int(t.Health)
	return g.settle([]Event{ev}), nil
}
