package battleaxe

import (
	"fmt"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
	"skirmish/ui"
)

// The hero's console, as the seed's HERO CONSOLE sets it out: the base
// values (green pegs) and the current ones (red pegs) of each stat, what he
// holds, wears and has back-packed, his potions, spells and traits, his
// height and weight, and who plays him.

// consoleLines words hero mini h's console in g, his seat played by who;
// the first line is his name and what he is.
func consoleLines(g *ba.Game, h int, who string) []string {
	m := g.Mini(h)
	if !m.Hero {
		return enemyLines(g, h)
	}
	cat := g.Catalog()
	card := cat.Heroes[m.Card]
	k := g.HeroKit(h)
	race, _ := cat.Race(card.Race)
	role, _ := cat.Role(card.Role)
	head := fmt.Sprintf("%c %s", m.ID, g.MiniName(h))
	if race != nil && role != nil {
		head += ", " + race.Name + " " + role.Name
	}
	size := "Short"
	if m.Tall {
		size = "Tall"
	}
	if m.Heavy {
		size += ", Heavy"
	} else {
		size += ", Light"
	}
	head += " · " + size
	if who != "" {
		head += " · " + who
	}
	state := ""
	switch {
	case m.Dead():
		state = " (dead)"
	case !m.Conscious():
		state = " (unconscious)"
	}
	b, cur := k.Base, m.Stats
	lines := []string{
		head,
		fmt.Sprintf("Health %d of %d%s · Speed %s (+D6) · Luck %d of %d · Attacks %s",
			m.Health, cur.Health, state, peg(cur.Speed, b.Speed, ""), max(b.Luck-int(m.Luck), 0), b.Luck, peg(cur.Attacks, b.Attacks, "")),
		fmt.Sprintf("Attack %s · Missile %s · Defend %s", peg(cur.Attack, b.Attack, "%"), peg(cur.Missile, b.Missile, "%"), peg(cur.Defend, b.Defend, "%")),
		"Holding: " + itemList(cat, k.Held, false) + " · Wearing: " + itemList(cat, k.Worn, true),
		"Backpack: " + itemList(cat, k.Backpack, false) + fmt.Sprintf(" · Potions %d · Gold %d", m.Potions, g.Gold(h)),
	}
	var extra, traits []string
	if k.Access != 0 {
		var sp []string
		for t, word := range []string{"Arcane", "Holy", "Nature"} {
			if k.Access&(1<<t) != 0 {
				sp = append(sp, fmt.Sprintf("%s %d", word, k.SpellsLeft[t]))
			}
		}
		extra = append(extra, "Spells left: "+strings.Join(sp, ", "))
	}
	if race != nil {
		for i, tr := range race.Traits {
			used := ""
			if m.Traits&(1<<i) != 0 {
				used = " (used)"
			}
			traits = append(traits, tr.Name+used)
		}
	}
	if len(traits) > 0 {
		extra = append(extra, "Traits: "+strings.Join(traits, ", "))
	}
	return append(lines, strings.Join(extra, " · "))
}

// peg words a stat: its current value, and the base one in brackets when
// they differ ("60% (base 55%)").
func peg(cur, base int, unit string) string {
	if cur == base {
		return fmt.Sprintf("%d%s", cur, unit)
	}
	return fmt.Sprintf("%d%s (base %d%s)", cur, unit, base, unit)
}

// itemList names the catalog items of list, with their slot when worn;
// "nothing" when empty.
func itemList(cat *ba.Catalog, list []uint8, slot bool) string {
	if len(list) == 0 {
		return "nothing"
	}
	names := make([]string, 0, len(list))
	for _, i := range list {
		if int(i) >= len(cat.Items) {
			continue
		}
		it := &cat.Items[i]
		n := it.Name
		if slot {
			n += " (" + slotWords[min(int(it.Slot), len(slotWords)-1)] + ")"
		}
		names = append(names, n)
	}
	return strings.Join(names, ", ")
}

// slotWords name the console's slots.
var slotWords = [...]string{"hands", "head", "body", "hands", "legs", "feet", "?"}

// whoPlays says who plays seat s: the computer, the players' controllers,
// or nobody in particular (one screen shared by all).
func (c *dungeon) whoPlays(s int) string {
	if s < 0 {
		return ""
	}
	if s < len(c.auto) && c.auto[s] || c.ses.Sitter(rules.Seat(s)) != session.Human {
		return "the computer plays him"
	}
	if s < len(c.f.Seating().Sides) && len(c.f.Seating().Sides[s]) > 0 {
		return c.f.Seating().Names(s) + " plays him"
	}
	return ""
}

// enemyLines words an enemy's card: its name, Health and stats, its
// missile and spell, and how it stands.
func enemyLines(g *ba.Game, e int) []string {
	m := g.Mini(e)
	st := m.Stats
	state := ""
	switch {
	case m.Gone || m.Dead():
		state = " (dead)"
	case m.Asleep:
		state = " (asleep)"
	}
	lines := []string{
		fmt.Sprintf("%s, an enemy%s", g.MiniName(e), state),
		fmt.Sprintf("Health %d of %d · Speed %d · Attacks %d", m.Health, st.Health, st.Speed, st.Attacks),
		fmt.Sprintf("Attack %d%% · Missile %d%% · Defend %d%%", st.Attack, st.Missile, st.Defend),
	}
	if m.Casts > 0 {
		lines = append(lines, fmt.Sprintf("Spells left to cast: %d", m.Casts))
	}
	return append(lines, "Its turn is the rules': the enemies' script chooses its target.")
}

// consoleWidget is a tab per hero (a click opens his console) over the
// console of the hero shown; folded, only the console's first line.
func (c *dungeon) consoleWidget(a table.Host, g *ba.Game, inner int, folded bool) *widget.Container {
	t := a.Theme()
	card := t.Column(2, 0, false)
	shown := c.consoleHero(g)
	seats := g.Seats()
	if !folded && len(seats) > 1 {
		cols := len(seats)
		tabW := func(n int) int { return (inner - (n-1)*t.Px(4)) / n }
		for s := range seats { // two rows when the names do not fit in one
			full := string(g.Mini(g.SeatHero(s)).ID) + " " + seats[s].Name
			if table.ClipLabel(t, full, "", false, tabW(cols)) != full {
				cols = min(cols, 2)
			}
		}
		tabs := t.Grid(cols, 4)
		tw := tabW(cols)
		for s := range seats {
			hero := g.SeatHero(s)
			m := g.Mini(hero)
			label := string(m.ID) + " " + seats[s].Name
			for _, try := range []string{label, seats[s].Name, string(m.ID)} {
				if label = table.ClipLabel(t, try, "", false, tw); label == try {
					break
				}
			}
			seat := s
			b := t.Button(ui.ButtonSpec{Label: label, Tip: "Open " + seats[s].Name + "'s console; between turns he acts next.", OnClick: func() {
				c.console = hero
				if c.mayStart(seat) {
					c.pick = hero
				}
				c.f.Stale()
			}})
			b.GetWidget().Disabled = hero == shown
			tabs.AddChild(b)
		}
		card.AddChild(tabs)
	}
	seat := -1
	for s := range seats {
		if g.SeatHero(s) == shown {
			seat = s
		}
	}
	lines := consoleLines(g, shown, c.whoPlays(seat))
	if folded {
		lines = lines[:1]
	}
	for i, line := range lines {
		col := t.Ink
		if i == 0 {
			col = t.Accent
		}
		card.AddChild(t.Text(line, t.Small, col, inner))
	}
	return card
}

// mayStart reports whether seat's hero may start his turn now, instead
// of the one deciding: between turns, a human seat that may act.
func (c *dungeon) mayStart(seat int) bool {
	g := c.Game()
	if g.Turn().Hero >= 0 || luckPending(g) || c.foes.on {
		return false
	}
	for _, s := range c.humansToAct() {
		if int(s) == seat {
			return true
		}
	}
	return false
}
