package battleaxe

import (
	"slices"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/table"
	ba "skirmish/rules/battleaxe"
	"skirmish/ui"
)

// The console window's controls on the hero's own turn: the items ticked
// to hold, putting on and taking off, and the trades with an adjacent
// hero, each sent as the rules' action.

// kitControls adds the controls of his own turn: the items he may hold,
// ticked or not, and Hold these; then putting on, taking off and trading,
// each a legal action of the rules.
func (c *dungeon) kitControls(a table.Host, g *ba.Game, side int, k ba.Kit, col *widget.Container, width int) {
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
			m := g.Mini(kp.hero)
			if !it.UsableBy(m.Tall, m.Heavy, m.Role) {
				label += " (cannot use)"
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
func (c *dungeon) kitButton(a table.Host, s ui.ButtonSpec, key string) *widget.Button {
	kp := &c.kit
	f := s.OnClick
	s.OnClick = func() {
		kp.focus = key
		f()
		if c.f.Modal().Shown() {
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
func (c *dungeon) tradeControls(a table.Host, g *ba.Game, trades []ba.Action, col *widget.Container, width int) {
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
func (c *dungeon) kitApply(a table.Host, act ba.Action) {
	if c.play(a, act) {
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
