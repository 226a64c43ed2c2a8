package battleaxe

import (
	"fmt"
	"strings"
)

// Created heroes and the catalog's last checks. "You can create your own
// unique hero using the race block and the roles & equipment block. You can
// create 64 unique heroes!" The catalog holds a hero card for every race and
// role, after the ready-to-play heroes, so a mini's Card still indexes
// Catalog.Heroes.

// ReadyToPlay returns how many of c.Heroes are ready-to-play heroes (the
// cards of the files); the created ones follow them.
func (c *Catalog) ReadyToPlay() int {
	n := 0
	for n < len(c.Heroes) && !c.Heroes[n].Created {
		n++
	}
	return n
}

// Complete checks what a card file cannot check alone (a scroll's spell, an
// item's roles, a role's starting kit) and then adds the created heroes: a
// card "<race>-<role>" named "<Race> <Role>" for every race and role, in
// file order, races first. Call it once, after every card file is read.
func (c *Catalog) Complete() error {
	for i := range c.Items {
		it := &c.Items[i]
		if it.Spell != "" {
			if _, ok := c.Spell(it.Spell); !ok {
				return fmt.Errorf("item %s (line %d): unknown spell %q", it.ID, it.Line, it.Spell)
			}
		}
		if _, ok := c.Spell(it.ID); ok {
			return fmt.Errorf("item %s (line %d): a spell card has the same id", it.ID, it.Line)
		}
		for _, r := range it.Not {
			if _, ok := c.Role(r); !ok {
				return fmt.Errorf("item %s (line %d): not: unknown role %q", it.ID, it.Line, r)
			}
		}
	}
	// A role starts only with items its own role may use (a ruling: the
	// seed's blocks never give a Wizard a Great Sword).
	for _, r := range c.Roles {
		for _, id := range r.Equipment {
			if it, ok := c.Item(id); ok && it.Forbids(r.ID) {
				return fmt.Errorf("role %s (line %d): starts with %s, which a %s cannot use", r.ID, r.Line, it.Name, r.Name)
			}
		}
	}
	for _, race := range c.Races {
		for _, role := range c.Roles {
			h := HeroCard{ID: race.ID + "-" + role.ID, Name: race.Name + " " + role.Name, Race: race.ID, Role: role.ID, Created: true}
			if _, dup := c.Hero(h.ID); dup {
				return fmt.Errorf("hero %s: a ready-to-play hero has the id of a created one", h.ID)
			}
			c.Heroes = append(c.Heroes, h)
		}
	}
	return nil
}

// MaxNameLen bounds a created hero's chosen name.
const MaxNameLen = 20

// ValidName reports whether s may be a hero's chosen name: 1 to 20
// characters, ASCII letters, digits, single spaces, ' and -, starting with
// a letter (a ruling: the console's "Name:" line is short, and the name
// must read back from the notation word for word).
func ValidName(s string) bool {
	if s == "" || len(s) > MaxNameLen || strings.Contains(s, "  ") || strings.HasSuffix(s, " ") {
		return false
	}
	for i := 0; i < len(s); i++ {
		b := s[i]
		letter := b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
		switch {
		case i == 0 && !letter:
			return false
		case letter, b >= '0' && b <= '9', b == ' ', b == '\'', b == '-':
		default:
			return false
		}
	}
	return true
}
