package battleaxe

import (
	"strings"

	"skirmish/rules"
)

// Trait bonuses, in percentage points (original traits: rulings).
const (
	OldGrudge     = 15 // Dwarf: Attack Success against orcs and goblins
	KeenEye       = 15 // Elf: Missile Success
	StoneSkin     = 15 // Dwarf: Defend Success until his next turn
	NimbleFingers = 20 // Halfling: specific actions
)

// trait uses a race's trait, free, once a quest. The Human traits are the
// seed's: "Attacking Flurry - ... When Fighting, you get 1 extra attack for
// 1 Turn." and "Run for It - ... You add +10 to your speed for 1 turn. You
// may apply this after rolling the D6 for movement." The other races'
// traits are original (levels/battleaxe/heroes.cards), each worded so that
// it is used before its effect.
func (g *Game) trait(a Action, h int) ([]Event, error) {
	m := &g.minis[h]
	t := &g.turn
	race, ok := g.cat.Race(g.cat.Heroes[m.Card].Race)
	if !ok {
		return nil, rules.Illegal(a, "%s has no race", g.name(h))
	}
	if a.N < 1 || a.N > 2 {
		return nil, rules.Illegal(a, "a race has traits 1 and 2")
	}
	name := race.Traits[a.N-1].Name
	if m.Traits&(1<<(a.N-1)) != 0 {
		return nil, rules.Illegal(a, "%s has used %s this quest", g.name(h), name)
	}
	needsTarget := name == "Sleep Song" || name == "Beast Friend" || name == "Cheery Word"
	if needsTarget != (a.Target != 0) {
		if needsTarget {
			return nil, rules.Illegal(a, "%s names an enemy: \"%c trait %d g\"", name, m.ID, a.N)
		}
		return nil, rules.Illegal(a, "%s names no target", name)
	}
	var evs []Event
	switch name {
	case "Attacking Flurry":
		if t.acted && t.attacksLeft == 0 {
			return nil, rules.Illegal(a, "%s has no fighting left this turn", g.name(h))
		}
		t.flurry = true
		if t.acted {
			t.attacksLeft++
		}
	case "Run for It":
		if !t.rolled {
			return nil, rules.Illegal(a, "Run for It is applied after rolling the D6 for movement")
		}
		if t.acted && t.movedFirst {
			return nil, rules.Illegal(a, "%s's moving is over this turn", g.name(h))
		}
		t.allowance += 10
	case "Arcane Blood":
		return nil, rules.Illegal(a, "Arcane Blood is always in effect: one more arcane spell a quest")
	case "Drain Life":
		t.boost |= boostDrain
	case "Old Grudge":
		t.boost |= boostGrudge
	case "Keen Eye":
		t.boost |= boostKeen
	case "Nimble Fingers":
		t.boost |= boostNimble
	case "Battle Frenzy":
		t.boost |= boostFrenzy
	case "Scaled Hide":
		m.Ward |= wardWound
	case "Fire Blood":
		m.Ward |= wardSpell
	case "Stone Skin":
		m.Ward |= wardStone
	case "Phantom Double":
		m.Ward |= wardMissRound
	case "Thick Skull":
		m.Ward |= wardMiss
	case "Sleep Song", "Beast Friend", "Cheery Word":
		e, err := g.traitTarget(a, h, name)
		if err != nil {
			return nil, err
		}
		if name == "Sleep Song" {
			g.minis[e].Asleep = true
			evs = append(evs, g.event(EvTrait, h, e, "%s sings %s to sleep: it misses its next turn", g.name(h), g.name(e)))
			break
		}
		// "if it is befriended by the heroes, by a spell or trait, then it is
		// also considered defeated"
		g.minis[e].Health = 0
		g.minis[e].Gone = true
		g.reoccupy()
		evs = append(evs, g.event(EvKilled, h, e, "%s befriends %s: it is defeated and leaves", g.name(h), g.name(e)))
	default:
		return nil, rules.Illegal(a, "%s has no rule yet", name)
	}
	m.Traits |= 1 << (a.N - 1)
	evs = append([]Event{g.event(EvTrait, h, -1, "%s uses %s", g.name(h), name)}, evs...)
	return g.settle(evs), nil
}

// traitTarget checks the enemy a targeted trait names: Sleep Song and
// Cheery Word reach an adjacent enemy, Beast Friend one adjacent or in
// Clear Sight; Sleep Song affects a Humanoid or an Animal, Beast Friend an
// Animal, Cheery Word a Humanoid; none a Unique enemy ("Some enemies will
// show 'Unique' which means that such spells or traits will not affect
// them").
func (g *Game) traitTarget(a Action, h int, name string) (int, error) {
	e := g.MiniByID(a.Target)
	if e < 0 || g.minis[e].Hero || !g.minis[e].OnBoard() {
		return 0, rules.Illegal(a, "there is no enemy %c on the board", a.Target)
	}
	c := g.enemyCard(e)
	kinds := map[string]string{"Sleep Song": "Humanoid Animal", "Beast Friend": "Animal", "Cheery Word": "Humanoid"}[name]
	switch {
	case c.Unique():
		return 0, rules.Illegal(a, "%s is Unique: %s does not affect it", g.name(e), name)
	case !strings.Contains(kinds, c.Type):
		return 0, rules.Illegal(a, "%s affects %s enemies; %s is %s", name, strings.ReplaceAll(kinds, " ", " or "), g.name(e), c.Type)
	case !g.adjacent(h, e) && (name != "Beast Friend" || !g.ClearSight(h, e)):
		return 0, rules.Illegal(a, "%s cannot reach %s", g.name(h), g.name(e))
	}
	return e, nil
}

// isGrudged reports whether an enemy is an orc or a goblin, for Old Grudge:
// its card's name says so (goblin, goblin archer, orc).
func isGrudged(c *EnemyCard) bool {
	n := strings.ToLower(c.Name)
	return strings.Contains(n, "goblin") || strings.Contains(n, "orc")
}
