package battleaxe

import (
	"fmt"
	"strings"
)

// Catalog is every race, role, item, ready-to-play hero and enemy card the
// game knows, read from card files (levels/battleaxe/*.cards). Lists keep
// file order; lookups go by id.
type Catalog struct {
	Races   []Race
	Roles   []Role
	Items   []Item
	Heroes  []HeroCard
	Enemies []EnemyCard
	Spells  []SpellCard
}

// Race returns the race with id.
func (c *Catalog) Race(id string) (*Race, bool) {
	for i := range c.Races {
		if c.Races[i].ID == id {
			return &c.Races[i], true
		}
	}
	return nil, false
}

// Role returns the role with id.
func (c *Catalog) Role(id string) (*Role, bool) {
	for i := range c.Roles {
		if c.Roles[i].ID == id {
			return &c.Roles[i], true
		}
	}
	return nil, false
}

// Item returns the item with id.
func (c *Catalog) Item(id string) (*Item, bool) {
	for i := range c.Items {
		if c.Items[i].ID == id {
			return &c.Items[i], true
		}
	}
	return nil, false
}

// Hero returns the index of the ready-to-play hero with id.
func (c *Catalog) Hero(id string) (int, bool) {
	for i := range c.Heroes {
		if c.Heroes[i].ID == id {
			return i, true
		}
	}
	return 0, false
}

// Enemy returns the index of the enemy card with id.
func (c *Catalog) Enemy(id string) (int, bool) {
	for i := range c.Enemies {
		if c.Enemies[i].ID == id {
			return i, true
		}
	}
	return 0, false
}

// ParseCards reads a card file into c: blocks "race", "role", "item",
// "hero" and "enemy" (the format is in docs/rules/battleaxe.md). Ids must be
// new; heroes must name a known race and role, roles known items. Errors
// name the file and line.
func (c *Catalog) ParseCards(file string, src []byte) error {
	blocks, err := parseBlocks(file, src)
	if err != nil {
		return err
	}
	for _, b := range blocks {
		r := &blockReader{file: file, b: b}
		if dup := c.has(b.Kind, b.ID); dup {
			return &FileError{file, b.Line, fmt.Sprintf("%s %s is defined twice", b.Kind, b.ID)}
		}
		switch b.Kind {
		case "race":
			c.Races = append(c.Races, readRace(r))
		case "role":
			c.Roles = append(c.Roles, c.readRole(r))
		case "item":
			c.Items = append(c.Items, readItem(r))
		case "hero":
			c.Heroes = append(c.Heroes, c.readHero(r))
		case "enemy":
			c.Enemies = append(c.Enemies, readEnemy(r))
		case "spell":
			if len(c.Spells) == 64 {
				return &FileError{file, b.Line, "at most 64 spell cards"}
			}
			c.Spells = append(c.Spells, readSpell(r))
		default:
			return &FileError{file, b.Line, fmt.Sprintf("unknown entry %q (expected race, role, item, hero, enemy or spell)", b.Kind)}
		}
		r.done()
		if r.err != nil {
			return r.err
		}
	}
	return nil
}

func (c *Catalog) has(kind, id string) bool {
	var ok bool
	switch kind {
	case "race":
		_, ok = c.Race(id)
	case "role":
		_, ok = c.Role(id)
	case "item":
		_, ok = c.Item(id)
	case "hero":
		_, ok = c.Hero(id)
	case "enemy":
		_, ok = c.Enemy(id)
	case "spell":
		_, ok = c.Spell(id)
	}
	return ok
}

func readStats(r *blockReader, lo int) Stats {
	return Stats{
		Health: r.num("health", lo, 20), Speed: r.num("speed", lo, 20), Luck: r.num("luck", lo, 10),
		Attacks: r.num("attacks", lo, 6), Attack: r.num("attack", lo, 95), Missile: r.num("missile", lo, 95),
		Defend: r.num("defend", lo, 95),
	}
}

func readRace(r *blockReader) Race {
	race := Race{ID: r.b.ID, Name: r.text("name"), Base: readStats(r, 0), Blurb: r.optText("blurb", ""), Line: r.b.Line}
	h, line, _ := r.get("height")
	switch strings.ToLower(h) {
	case "tall":
		race.Tall = true
	case "short":
	default:
		r.failf(line, "height: expected tall or short, found %q", h)
	}
	w, line, _ := r.get("weight")
	switch strings.ToLower(w) {
	case "heavy":
		race.Heavy = true
	case "light":
	default:
		r.failf(line, "weight: expected heavy or light, found %q", w)
	}
	for i, k := range []string{"trait 1", "trait 2"} {
		v, line, ok := r.get(k)
		name, text, cut := strings.Cut(v, ":")
		if !ok || !cut || strings.TrimSpace(name) == "" {
			r.failf(line, "%s: expected \"<name>: <what it does>\"", k)
		}
		race.Traits[i] = Trait{strings.TrimSpace(name), strings.TrimSpace(text)}
	}
	return race
}

func (c *Catalog) readRole(r *blockReader) Role {
	role := Role{ID: r.b.ID, Name: r.text("name"), Mod: readStats(r, -20), Blurb: r.optText("blurb", ""), Line: r.b.Line}
	role.Spells = Spells{Arcane: r.optNum("arcane spells", 0, 6, 0), Holy: r.optNum("holy spells", 0, 6, 0),
		Nature: r.optNum("nature spells", 0, 6, 0)}
	eq, line, _ := r.get("equipment")
	for _, id := range strings.Split(eq, ",") {
		id = strings.TrimSpace(id)
		if id == "" {
			continue
		}
		if _, ok := c.Item(id); !ok {
			r.failf(line, "equipment: unknown item %q (items must come before the roles that start with them)", id)
		}
		role.Equipment = append(role.Equipment, id)
	}
	return role
}

func readItem(r *blockReader) Item {
	it := Item{ID: r.b.ID, Name: r.text("name"), Cost: r.optNum("cost", 0, 10000, 0), Text: r.optText("text", ""), Line: r.b.Line}
	s, line, _ := r.get("slot")
	switch strings.ToLower(s) {
	case "one hand":
		it.Hands = 1
	case "two hands":
		it.Hands = 2
	default:
		found := false
		for i, n := range slotNames[1:] {
			if strings.EqualFold(s, n) {
				it.Slot, found = Slot(i+1), true
			}
		}
		if !found {
			r.failf(line, "slot: expected one hand, two hands, head, body, hands, legs, feet or backpack, found %q", s)
		}
	}
	switch u := r.optText("use", ""); strings.ToLower(u) {
	case "gear", "":
	case "fight":
		it.Use = HandWeapon
	case "shoot":
		it.Use = MissileWeapon
	default:
		r.failf(r.b.Line, "use: expected gear, fight or shoot, found %q", u)
	}
	it.Bonus = Stats{Attack: r.optNum("attack", -50, 50, 0), Missile: r.optNum("missile", -50, 50, 0),
		Defend: r.optNum("defend", -50, 50, 0), Speed: r.optNum("speed", -5, 5, 0)}
	readKind(r, &it)
	if who, line, ok := r.get("who"); ok {
		for _, w := range strings.Split(strings.ToLower(who), " or ") {
			switch strings.TrimSpace(w) {
			case "tall":
				it.NeedTall = true
			case "short":
				it.NeedShort = true
			case "heavy":
				it.NeedHeavy = true
			case "anyone":
			default:
				r.failf(line, "who: expected anyone, tall, short or heavy (joined by \"or\"), found %q", who)
			}
		}
	}
	if not, line, ok := r.get("not"); ok {
		for _, w := range strings.Fields(strings.ToLower(not)) {
			if !validID(w) {
				r.failf(line, "not: expected role ids such as wizard druid, found %q", w)
			}
			it.Not = append(it.Not, w)
		}
	}
	return it
}

// readKind reads the back of an item card: its kind (given, or the one its
// use and slot imply), a weapon's use, a potion's heals and a scroll's
// spell. Potions and scrolls are carried in the backpack.
func readKind(r *blockReader, it *Item) {
	k, line, ok := r.get("kind")
	if !ok {
		switch {
		case it.Use == HandWeapon:
			k = "weapon"
		case it.Use == MissileWeapon:
			k = "missile weapon"
		case it.Slot != Held || it.Bonus.Defend > 0:
			k = "armour"
		default:
			k = "item"
		}
	}
	k = strings.Join(strings.Fields(strings.ToLower(k)), " ")
	found := false
	for _, n := range itemKinds {
		found = found || n == k
	}
	if !found {
		r.failf(line, "kind: expected weapon, missile weapon, armour, item, potion or scroll, found %q", k)
	}
	it.Kind = k
	switch k {
	case "weapon":
		it.Use = HandWeapon
	case "missile weapon":
		it.Use = MissileWeapon
	}
	if k == "potion" {
		it.Heals = r.num("heals", 1, 10)
	}
	if k == "scroll" {
		it.Spell = r.text("spell")
	}
	if (k == "potion" || k == "scroll") != (it.Slot == Pack) && r.err == nil {
		r.failf(line, "kind %s: potions and scrolls, and only they, go in the backpack slot", k)
	}
	if it.Slot != Held && it.Use != Gear && r.err == nil {
		r.failf(line, "kind %s: a weapon is held in one hand or two", k)
	}
}

func (c *Catalog) readHero(r *blockReader) HeroCard {
	h := HeroCard{ID: r.b.ID, Name: r.text("name"), Race: r.text("race"), Role: r.text("role"), Line: r.b.Line}
	if _, ok := c.Race(h.Race); !ok && r.err == nil {
		_, line, _ := r.get("race")
		r.failf(line, "unknown race %q", h.Race)
	}
	if _, ok := c.Role(h.Role); !ok && r.err == nil {
		_, line, _ := r.get("role")
		r.failf(line, "unknown role %q", h.Role)
	}
	return h
}

func readEnemy(r *blockReader) EnemyCard {
	e := EnemyCard{ID: r.b.ID, Name: r.text("name"), Reach: r.optNum("reach", 1, 3, 1), Type: r.text("type"),
		Health: r.num("health", 1, 30), Speed: r.num("speed", 0, 20), Attacks: r.num("attacks", 0, 6),
		Attack: r.num("attack", 0, 95), Missile: r.optNum("missile", 0, 95, 0), Defend: r.num("defend", 0, 95),
		Flank: r.yesNo("flank", false), OpenDoors: r.yesNo("open doors", false),
		Special: r.optText("special", ""), Description: r.text("description"), Line: r.b.Line}
	size, line, _ := r.get("size")
	switch size {
	case "1x1", "":
		e.W, e.H = 1, 1
	case "2x1":
		e.W, e.H = 2, 1
	case "2x2":
		e.W, e.H = 2, 2
	default:
		r.failf(line, "size: expected 1x1, 2x1 or 2x2, found %q", size)
	}
	ini, line, _ := r.get("initiative")
	found := false
	for i, n := range initiativeNames {
		if strings.EqualFold(ini, n) {
			e.Initiative, found = Initiative(i), true
		}
	}
	if !found {
		r.failf(line, "initiative: expected First, Last or RFI, found %q", ini)
	}
	pr, line, _ := r.get("priority")
	for _, s := range strings.Split(pr, ",") {
		p, ok := ParsePriority(s)
		if !ok {
			r.failf(line, "priority: unknown %q (expected e.g. Fight as Gang, Fight Closest)", strings.TrimSpace(s))
			break
		}
		e.Priorities = append(e.Priorities, p)
	}
	if name, _, ok := r.get("spell"); ok {
		e.Spell = &EnemySpell{Name: name, Success: r.num("spell success", 1, 100),
			Wounds: r.num("spell wounds", 1, 5), Casts: r.num("spell casts", 1, 9)}
	}
	return e
}
