package battleaxe

import (
	"skirmish/rules"
)

// The muster: before play each hero seat in turn, A to D, chooses its hero
// from the ready-to-play heroes ("Battle-Axe comes with 16 ready-to-play
// heroes that you can use if you wish") or the 64 a player may create from
// a race block and a role block ("You can create 64 unique heroes!"), the
// quest's ready-made party being the default, and no two seats the same
// hero card (a ruling). A seat may name its hero ("A hero elf-wizard Mira
// Quickstep"; ValidName); unnamed, he goes by his card's name. The choices
// are actions, so they are in the replay.

// musterLegal lists seat's choices, unnamed: its default hero first (when
// no seat before it took him), then every hero card not taken by an earlier
// seat, the ready-to-play ones before the created ones.
func (g *Game) musterLegal(seat rules.Seat) []rules.Action {
	d := g.dg
	id := g.minis[g.seats[seat]].ID
	def := d.q.Party[seat]
	var out []rules.Action
	if g.heroFree(def, int(seat)) {
		out = append(out, Action{Kind: ActMuster, Hero: id, Card: g.cat.Heroes[def].ID})
	}
	for c := range g.cat.Heroes {
		if c != def && g.heroFree(c, int(seat)) {
			out = append(out, Action{Kind: ActMuster, Hero: id, Card: g.cat.Heroes[c].ID})
		}
	}
	return out
}

// heroFree reports whether no seat before seat plays hero card c.
func (g *Game) heroFree(c, seat int) bool {
	for s := range seat {
		if g.minis[g.seats[s]].Card == c {
			return false
		}
	}
	return true
}

// muster applies a seat's choice of hero.
func (g *Game) muster(a Action, h int) ([]Event, error) {
	d := g.dg
	if a.Kind != ActMuster {
		return nil, rules.Illegal(a, "the party is mustering: seat %c chooses its hero first", g.minis[g.seats[d.muster]].ID)
	}
	if int(g.seats[d.muster]) != h {
		return nil, rules.Illegal(a, "seat %c chooses its hero now", g.minis[g.seats[d.muster]].ID)
	}
	c, ok := g.cat.Hero(a.Card)
	if !ok {
		return nil, rules.Illegal(a, "there is no hero %q", a.Card)
	}
	if !g.heroFree(c, int(d.muster)) {
		return nil, rules.Illegal(a, "%s is already in the party", g.cat.Heroes[c].Name)
	}
	if a.Name != "" && !ValidName(a.Name) {
		return nil, rules.Illegal(a, "%q is not a hero's name: up to %d letters, digits, spaces, ' and -, starting with a letter", a.Name, MaxNameLen)
	}
	if err := g.becomeHero(h, c); err != nil {
		return nil, rules.Illegal(a, "%v", err)
	}
	g.setName(int(d.muster), a.Name)
	d.muster++
	what := g.name(h)
	if a.Name != "" {
		what += " (" + g.cat.Heroes[c].Name + ")"
	}
	ev := g.event(EvMuster, h, -1, "Seat %c plays %s", g.minis[h].ID, what)
	ev.Card = a.Card
	evs := []Event{ev}
	if !d.mustering() {
		evs = append(evs, g.event(EvMuster, -1, -1, "The party is mustered: the quest begins. Goal: %s", d.q.Goal))
	}
	return evs, nil
}

// becomeHero makes hero mini h the hero of card c, at full Health with his
// sheet's current stats and starting kit.
func (g *Game) becomeHero(h, c int) error {
	m := &g.minis[h]
	s, err := g.cat.Sheet(c)
	if err != nil {
		return err
	}
	k, err := g.cat.kitOf(&s)
	if err != nil {
		return err
	}
	m.Card = c
	m.Stats, m.Tall, m.Heavy, m.Role = s.Current, s.Tall(), s.Heavy(), s.Role.ID
	m.Missile = g.cat.holds(&s, MissileWeapon)
	m.Health = int8(m.Stats.Health)
	g.kits[h] = k
	return nil
}
