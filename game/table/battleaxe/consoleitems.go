package battleaxe

import (
	"fmt"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/table"
	ba "skirmish/rules/battleaxe"
	"skirmish/ui"
)

// The console with items, as the seed's HERO CONSOLE lays it out: the
// holding slots of the left and right hand (a two-handed item across
// both), the wearing slots Head, Body, Hands, Legs and Feet, the
// back-packed items, the spells (those cast face down), the traits used
// (Yes or No), the base values in green and the current ones in red. On
// the hero's own turn it changes his items with the rules' actions: Hold
// the items ticked ("A hold dagger wooden-shield"), put on or take off a
// worn item, trade with an adjacent hero.

// kitPick is the console window's state: the hero shown, the items ticked
// to hold, and the button to focus once rebuilt.
type kitPick struct {
	hero    int
	hold    []string // item ids ticked to hold; nil: what he holds now
	picked  bool     // the player ticked or unticked an item
	partner byte     // the adjacent hero traded with
	focus   string
	keyed   []keyedButton
}

// consoleOption is the list's entry that opens hero h's console window.
func (c *dungeon) consoleOption(g *ba.Game, h int) table.Choice {
	return entry(groupItems, "Console: hold, wear, trade", "Open "+g.MiniName(h)+"'s console: his slots, backpack, spells and traits; change what he holds and wears.", false,
		func() { c.openConsole(c.f.Host()) })
}

// openConsole opens the console window of the hero shown.
func (c *dungeon) openConsole(a table.Host) {
	c.kit = kitPick{hero: c.consoleHero(c.shown())}
	c.showConsole(a)
}

// showConsole (re)builds the console window, the focus kept.
func (c *dungeon) showConsole(a table.Host) {
	c.f.Modal().Open(a, c.f.UI(), c.consoleWindow(a))
	refocus(c, c.kit.keyed, c.kit.focus)
}

// kitSide returns the human seat deciding now when the console shown is
// its hero's (his own turn: he may change his items), else -1.
func (c *dungeon) kitSide(g *ba.Game) int {
	s := c.side()
	if s < 0 || g.SeatHero(s) != c.kit.hero {
		return -1
	}
	return s
}

// consoleWindow builds the console window of the hero picked.
func (c *dungeon) consoleWindow(a table.Host) *widget.Container {
	t := a.Theme()
	g := c.shown()
	kp := &c.kit
	kp.keyed = kp.keyed[:0]
	h := kp.hero
	m := g.Mini(h)
	cat := g.Catalog()
	k := g.HeroKit(h)
	card := cat.Heroes[m.Card]
	race, _ := cat.Race(card.Race)
	w, _ := a.Size()
	colW := max(min(t.Px(290), (w-t.Px(110))/3), t.Px(160))
	p := t.Panel(0)
	head := fmt.Sprintf("%c %s", m.ID, g.MiniName(h))
	if r, ok := cat.Race(card.Race); ok {
		if l, ok := cat.Role(card.Role); ok {
			head += " · " + r.Name + " " + l.Name
		}
	}
	p.AddChild(t.Text(head+" · "+sizeWords(m.Tall, m.Heavy)+goldWords(g, h), t.Heading, t.Accent, 0))
	body := t.Row(20)
	left := t.Column(4, 0, false)
	left.AddChild(statGrid(t, []pegColumn{
		{head: "Base", vals: statValues(k.Base), col: t.Good},
		{head: "Current", vals: statValues(m.Stats), col: t.Bad},
	}, colW))
	left.AddChild(t.Text(fmt.Sprintf("Health now %d of %d · Luck left %d of %d · Potions %d", m.Health, m.Stats.Health, max(k.Base.Luck-int(m.Luck), 0), k.Base.Luck, m.Potions), t.Small, t.Ink, colW))
	if race != nil {
		left.AddChild(t.Text("Traits used", t.Small, t.Muted, colW))
		for i, tr := range race.Traits {
			used := "No"
			if m.Traits&(1<<i) != 0 {
				used = "Yes"
			}
			left.AddChild(t.Text(fmt.Sprintf("%s: %s", tr.Name, used), t.Small, t.Ink, colW))
		}
	}
	left.AddChild(t.Text("Spells to cast", t.Small, t.Muted, colW))
	for _, l := range spellLines(cat, k) {
		left.AddChild(t.Text(l, t.Small, t.Ink, colW))
	}
	body.AddChild(left)
	mid := t.Column(4, 0, false)
	mid.AddChild(t.Text("Holding", t.Small, t.Muted, colW))
	mid.AddChild(holdSlots(t, cat, k.Held, colW))
	mid.AddChild(t.Text("Wearing", t.Small, t.Muted, colW))
	mid.AddChild(wearSlots(t, cat, k.Worn, colW))
	mid.AddChild(t.Text("Backpack: "+itemList(cat, k.Backpack, false), t.Small, t.Ink, colW))
	body.AddChild(mid)
	right := t.Column(4, 0, false)
	if side := c.kitSide(g); side >= 0 {
		c.kitControls(a, g, side, k, right, colW)
	} else {
		right.AddChild(t.Text("His items change on his own turn.", t.Small, t.Muted, colW))
	}
	body.AddChild(right)
	p.AddChild(body)
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Close", Default: true, OnClick: func() { c.f.Modal().Close() }}))
	return p
}

// goldWords words a hero's gold pieces for the console's General Info
// ("Gold Pieces:").
func goldWords(g *ba.Game, h int) string { return fmt.Sprintf(" · Gold %d", g.Gold(h)) }

// holdSlots shows the left and right holding slots; a two-handed item
// lies across both.
func holdSlots(t *ui.Theme, cat *ba.Catalog, held []uint8, width int) *widget.Container {
	var names [2]string
	both := ""
	n := 0
	for _, i := range held {
		if int(i) >= len(cat.Items) {
			continue
		}
		it := &cat.Items[i]
		if it.Hands >= 2 {
			both = it.Name + bonusWords(it)
			continue
		}
		if n < 2 {
			names[n] = it.Name + bonusWords(it)
			n++
		}
	}
	if both != "" {
		c := t.Column(0, 4, true)
		c.AddChild(t.Text("Both hands: "+both, t.Small, t.Ink, width-t.Px(10)))
		return c
	}
	g := t.Grid(2, 4)
	for s, word := range []string{"Left hand", "Right hand"} {
		c := t.Column(0, 4, true)
		name := names[s]
		if name == "" {
			name = "empty"
		}
		c.AddChild(t.Text(word+": "+name, t.Small, t.Ink, width/2-t.Px(14)))
		g.AddChild(c)
	}
	return g
}

// wearSlots shows the five wearing slots, each empty or with its item.
func wearSlots(t *ui.Theme, cat *ba.Catalog, worn []uint8, width int) *widget.Container {
	g := t.Grid(1, 2)
	for s := ba.Head; s <= ba.Feet; s++ {
		name := "empty"
		for _, i := range worn {
			if int(i) < len(cat.Items) && cat.Items[i].Slot == s {
				name = cat.Items[i].Name + bonusWords(&cat.Items[i])
			}
		}
		word := s.String()
		g.AddChild(t.Text(strings.ToUpper(word[:1])+word[1:]+": "+name, t.Small, t.Ink, width))
	}
	return g
}

// bonusWords words what an item adds to the current values: " (Attack
// +5%)", "" when nothing.
func bonusWords(it *ba.Item) string {
	var parts []string
	for i, v := range statValues(it.Bonus) {
		if v != 0 {
			parts = append(parts, strings.TrimSuffix(statNames[i], " (+D6)")+" "+statWord(i, v, true))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// spellLines words the spells of each type he may cast: how many are left
// and the cards, those cast face down ("A hero can cast each spell just
// once during a quest - turn the card face-down").
func spellLines(cat *ba.Catalog, k ba.Kit) []string {
	var out []string
	for ty := range 3 {
		if k.Access&(1<<ty) == 0 {
			continue
		}
		var cards []string
		for i := range cat.Spells {
			sp := &cat.Spells[i]
			if int(sp.Type) != ty {
				continue
			}
			if i < 64 && k.Cast&(1<<i) != 0 {
				cards = append(cards, "[face down]")
			} else {
				cards = append(cards, sp.Name)
			}
		}
		word := ba.SpellType(ty).String()
		out = append(out, fmt.Sprintf("%s: %d left · %s", strings.ToUpper(word[:1])+word[1:], k.SpellsLeft[ty], strings.Join(cards, ", ")))
	}
	if len(out) == 0 {
		out = append(out, "None: he has no spells.")
	}
	return out
}
