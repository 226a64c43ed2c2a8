package battleaxe

import (
	"fmt"
	"slices"
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
func (c *DungeonTable) consoleOption(g *ba.Game, h int) option {
	return option{Label: "Console: hold, wear, trade", Group: groupItems, kind: optConsole,
		Tip: "Open " + g.MiniName(h) + "'s console: his slots, backpack, spells and traits; change what he holds and wears."}
}

// openConsole opens the console window of the hero shown.
func (c *DungeonTable) openConsole(a table.Host) {
	c.kit = kitPick{hero: c.consoleHero(c.shown())}
	c.showConsole(a)
}

// showConsole (re)builds the console window, the focus kept.
func (c *DungeonTable) showConsole(a table.Host) {
	c.modal.Open(a, c.ui, c.consoleWindow(a))
	refocus(c, c.kit.keyed, c.kit.focus)
}

// kitSide returns the human seat deciding now when the console shown is
// its hero's (his own turn: he may change his items), else -1.
func (c *DungeonTable) kitSide(g *ba.Game) int {
	s := c.humanSide()
	if s < 0 || g.SeatHero(s) != c.kit.hero {
		return -1
	}
	return s
}

// consoleWindow builds the console window of the hero picked.
func (c *DungeonTable) consoleWindow(a table.Host) *widget.Container {
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
	colW := min(t.Px(290), (w-t.Px(110))/3)
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
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Close", Default: true, OnClick: func() { c.modal.Close() }}))
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

// kitControls adds the controls of his own turn: the items he may hold,
// ticked or not, and Hold these; then putting on, taking off and trading,
// each a legal action of the rules.
func (c *DungeonTable) kitControls(a table.Host, g *ba.Game, side int, k ba.Kit, col *widget.Container, width int) {
	t := a.Theme()
	cat := g.Catalog()
	kp := &c.kit
	var acts []ba.Action
	mayHold := false
	for _, ra := range c.legalOf(g, side) {
		if act, ok := ra.(ba.Action); ok {
			switch act.Kind {
			case ba.ActHold:
				mayHold = true
			case ba.ActWear, ba.ActRemove, ba.ActTrade:
				acts = append(acts, act)
			}
		}
	}
	button := func(s ui.ButtonSpec, key string) { col.AddChild(c.kitButton(a, s, key)) }
	held := idsOf(cat, k.Held)
	if !kp.picked {
		kp.hold = held
	}
	if !mayHold {
		col.AddChild(t.Text("He cannot swap what he holds now (Swap & Exchange is his Standard Action).", t.Small, t.Muted, width))
	} else {
		col.AddChild(t.Text("Hold (tick the items for his hands; the rest is back-packed)", t.Small, t.Muted, width))
		hands := 0
		for _, id := range kp.hold {
			if it, ok := cat.Item(id); ok {
				hands += it.Hands
			}
		}
		for _, id := range append(held, idsOf(cat, k.Backpack)...) {
			it, ok := cat.Item(id)
			if !ok || it.Slot != ba.Held {
				continue
			}
			on := slices.Contains(kp.hold, id)
			label := "[ ] " + it.Name
			if on {
				label = "[x] " + it.Name
			}
			if it.Hands > 1 {
				label += " (two hands)"
			}
			id := id
			button(ui.ButtonSpec{Label: label, Selected: on, Tip: it.Text, OnClick: func() {
				kp.picked = true
				if i := slices.Index(kp.hold, id); i >= 0 {
					kp.hold = slices.Delete(slices.Clone(kp.hold), i, i+1)
				} else {
					kp.hold = append(slices.Clone(kp.hold), id)
				}
			}}, "tick "+id)
		}
		act := ba.Action{Kind: ba.ActHold, Hero: g.Mini(kp.hero).ID, Items: kp.hold}
		label := "Hold " + itemNames(cat, kp.hold)
		if len(kp.hold) == 0 {
			label = "Hold nothing"
		}
		spec := ui.ButtonSpec{Label: label, Primary: kp.picked, Tip: "Swap & Exchange: his Standard Action (a trade may follow this turn).", OnClick: func() {
			c.kitApply(a, act)
		}}
		if hands > 2 {
			spec.Label, spec.Tip, spec.OnClick = "Too many for two hands", "Untick an item.", func() {}
		}
		button(spec, "hold")
	}
	var trades []ba.Action
	for _, act := range acts {
		if act.Kind == ba.ActTrade {
			trades = append(trades, act)
			continue
		}
		label, tip := itemLabel(g, kp.hero, act)
		button(ui.ButtonSpec{Label: label, Tip: tip, OnClick: func() { c.kitApply(a, act) }}, act.String())
	}
	c.tradeControls(a, g, trades, col, width)
}

// kitButton is a button of the console window: after its click the window
// is built again, the focus kept on it.
func (c *DungeonTable) kitButton(a table.Host, s ui.ButtonSpec, key string) *widget.Button {
	kp := &c.kit
	f := s.OnClick
	s.OnClick = func() {
		kp.focus = key
		f()
		if c.modal.Shown() {
			c.showConsole(a)
		}
	}
	b := a.Theme().Button(s)
	kp.keyed = append(kp.keyed, keyedButton{key, b})
	return b
}

// tradeControls offers the trades with one adjacent hero at a time (Swap
// & Exchange: "exchange items with an adjacent hero: any items that are
// being held or are within each heroes' backpacks"): a button per hero
// when several are adjacent, then what he may give and take, side by
// side.
func (c *DungeonTable) tradeControls(a table.Host, g *ba.Game, trades []ba.Action, col *widget.Container, width int) {
	if len(trades) == 0 {
		return
	}
	t := a.Theme()
	kp := &c.kit
	var partners []byte
	for _, act := range trades {
		if !slices.Contains(partners, act.Target) {
			partners = append(partners, act.Target)
		}
	}
	if !slices.Contains(partners, kp.partner) {
		kp.partner = partners[0]
	}
	name := func(id byte) string { return g.MiniName(g.MiniByID(id)) }
	col.AddChild(t.Text("Trade with "+name(kp.partner)+" (given items go to the backpack)", t.Small, t.Muted, width))
	if len(partners) > 1 {
		row := t.Grid(len(partners), 4)
		for _, id := range partners {
			row.AddChild(c.kitButton(a, ui.ButtonSpec{Label: name(id), Selected: id == kp.partner, Tip: "Trade with " + name(id) + ".",
				OnClick: func() { kp.partner = id }}, "partner "+string(id)))
		}
		col.AddChild(row)
	}
	cat := g.Catalog()
	var give, take []*widget.Button
	for _, act := range trades {
		if act.Target != kp.partner {
			continue
		}
		_, tip := itemLabel(g, kp.hero, act)
		if len(act.Items) > 0 {
			give = append(give, c.kitButton(a, ui.ButtonSpec{Label: "Give " + itemNames(cat, act.Items), Tip: tip, OnClick: func() { c.kitApply(a, act) }}, act.String()))
		} else {
			take = append(take, c.kitButton(a, ui.ButtonSpec{Label: "Take " + itemNames(cat, act.Take), Tip: tip, OnClick: func() { c.kitApply(a, act) }}, act.String()))
		}
	}
	grid := t.Grid(2, 4)
	for i := range max(len(give), len(take)) {
		for _, list := range [2][]*widget.Button{give, take} {
			if i < len(list) {
				grid.AddChild(list[i])
			} else {
				grid.AddChild(t.Space(0, 0))
			}
		}
	}
	col.AddChild(grid)
}

// kitApply plays an item action from the console; the window shows the
// console after it.
func (c *DungeonTable) kitApply(a table.Host, act ba.Action) {
	side := c.humanSide()
	if side < 0 || !table.MayChoose(a, side, &c.seats, c.SideName(side)) {
		return
	}
	before := c.ses.Position()
	c.apply(a, act)
	if c.ses.Position() != before {
		c.kit.picked, c.kit.hold = false, nil
	}
}

// idsOf returns the ids of catalog items.
func idsOf(cat *ba.Catalog, list []uint8) []string {
	out := make([]string, 0, len(list))
	for _, i := range list {
		if int(i) < len(cat.Items) {
			out = append(out, cat.Items[i].ID)
		}
	}
	return out
}
