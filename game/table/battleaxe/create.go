package battleaxe

import (
	"fmt"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	ba "skirmish/rules/battleaxe"
	"skirmish/ui"
)

// The creation screen (CREATE YOUR OWN HERO): from the muster, the player
// picks a race and a role (8 x 8), names the hero, and sees the
// combination live as the seed builds it: the race block beside the role
// block, the summed base values (green pegs), the starting kit as placed,
// the current values (red pegs), the spells of each type, the race's
// traits, Tall or Short, Heavy or Light. Save adds him to the roster,
// which the muster lists after the ready-to-play heroes. It is a window
// over the table, driven like every window by mouse, keys or pad; the
// name is typed on the keyboard, or suggested.

// creation is the creation screen's state.
type creation struct {
	race, role int    // indexes into Catalog.Races and Catalog.Roles
	name       []rune // the name typed
	typing     bool   // the keyboard types into the name
	suggested  int    // names suggested so far
	list       bool   // the roster is shown instead of the hero made
	focus      string // the key of the button to focus once rebuilt
	keyed      []keyedButton
}

// keyedButton is a button of a window rebuilt on each change, with the
// key that finds it again in the new one (to keep the focus on it).
type keyedButton struct {
	key string
	b   *widget.Button
}

// suggestNames are the names the screen offers (original).
var suggestNames = []string{"Mira Quickstep", "Bron Ashford", "Tamsin Vale", "Odo Bramble", "Kael Emberscale", "Vesk Thornhorn",
	"Hilda Stonebrow", "Pip Tumbleburrow", "Garth Ironjaw", "Lira Moonbrook", "Fenn Copperkettle", "Rook Blackwater",
	"Sable Nightember", "Dunstan Oakhelm", "Wren Fairweather", "Grusk Bonebreaker"}

// openCreation shows the creation screen, the roster read first.
func (c *dungeon) openCreation(a table.Host) {
	if cat := c.Game().Catalog(); len(cat.Races) == 0 || len(cat.Roles) == 0 {
		a.Toast("The cards have no race or no role to make a hero of.")
		return
	}
	c.loadRoster(a)
	c.create = creation{}
	c.suggestName()
	c.showCreation(a)
}

// suggestName puts the next suggested name not in the roster.
func (c *dungeon) suggestName() {
	cr := &c.create
	for range suggestNames {
		name := suggestNames[cr.suggested%len(suggestNames)]
		cr.suggested++
		if !c.inRoster(name) {
			cr.name = []rune(name)
			return
		}
	}
}

// inRoster reports whether the roster has a hero called name.
func (c *dungeon) inRoster(name string) bool {
	for _, h := range c.roster.heroes {
		if strings.EqualFold(h.Name, name) {
			return true
		}
	}
	return false
}

// showCreation (re)builds the creation window, the button that had the
// focus keeping it.
func (c *dungeon) showCreation(a table.Host) {
	c.f.Modal().Open(a, c.f.UI(), c.creationWindow(a))
	c.create.refocus(c)
}

// refocus gives the focus back to the button labelled cr.focus.
func (cr *creation) refocus(c *dungeon) {
	refocus(c, cr.keyed, cr.focus)
}

// refocus gives the focus to the button of keyed with key, if any.
func refocus(c *dungeon, keyed []keyedButton, key string) {
	if key == "" || c.f.Modal().Window() == nil {
		return
	}
	for _, k := range keyed {
		if k.key == key {
			c.f.UI().SetFocusedWidget(k.b)
			return
		}
	}
}

// creationWindow builds the screen: the race and role pickers and the
// name on the left, the hero as made on the right, Save and Back under.
func (c *dungeon) creationWindow(a table.Host) *widget.Container {
	t := a.Theme()
	cat := c.Game().Catalog()
	cr := &c.create
	w, _ := a.Size()
	sheetW := max(min(t.Px(540), w-t.Px(420)), t.Px(240))
	cr.keyed = cr.keyed[:0]
	p := t.Panel(0)
	p.AddChild(t.Text("Create a hero", t.Heading, t.Accent, 0))
	body := t.Row(16)
	left := t.Column(4, 0, false)
	button := func(s ui.ButtonSpec, key string) *widget.Button {
		f := s.OnClick
		s.OnClick = func() {
			cr.focus = key
			f()
			c.showCreation(a)
		}
		b := t.Button(s)
		cr.keyed = append(cr.keyed, keyedButton{key, b})
		return b
	}
	left.AddChild(t.Text("Race", t.Small, t.Muted, 0))
	races := t.Grid(2, 4)
	for i := range cat.Races {
		r := &cat.Races[i]
		races.AddChild(button(ui.ButtonSpec{Label: r.Name, Selected: i == cr.race, Default: i == cr.race, MinW: 130, Tip: r.Blurb,
			OnClick: func() { cr.race = i }}, r.Name))
	}
	left.AddChild(races)
	left.AddChild(t.Text("Role", t.Small, t.Muted, 0))
	roles := t.Grid(2, 4)
	for i := range cat.Roles {
		r := &cat.Roles[i]
		roles.AddChild(button(ui.ButtonSpec{Label: r.Name, Selected: i == cr.role, MinW: 130, Tip: r.Blurb,
			OnClick: func() { cr.role = i }}, r.Name))
	}
	left.AddChild(roles)
	head := "Name"
	if cr.typing {
		head = "Name: type it, Enter ends"
	}
	left.AddChild(t.Text(head, t.Small, t.Muted, 0))
	label, tip := nameLabel(cr), "Click, then type the hero's name; Enter ends."
	if a.In().LastDevice() == input.Gamepad {
		tip = "Suggest a name picks another; a keyboard can type one."
	}
	left.AddChild(button(ui.ButtonSpec{Label: label, Tip: tip, Selected: cr.typing, OnClick: func() { cr.typing = !cr.typing }}, "name"))
	left.AddChild(button(ui.ButtonSpec{Label: "Suggest a name", OnClick: func() { cr.typing = false; c.suggestName() }}, "Suggest a name"))
	body.AddChild(left)
	if cr.list {
		body.AddChild(c.rosterWidget(a, sheetW, button))
	} else {
		body.AddChild(c.madeWidget(t, cat, sheetW))
	}
	p.AddChild(body)
	row := t.Grid(4, 8)
	row.AddChild(t.Button(ui.ButtonSpec{Label: "Save to the roster", Primary: true, Icon: "save", OnClick: func() { c.saveCreation(a) }}))
	play := ui.ButtonSpec{Label: "Play him now", Tip: "The seat choosing plays him in this quest (he is not saved: Save keeps him).", OnClick: func() { c.playCreation(a) }}
	if c.musterSide() < 0 {
		play.Tip, play.OnClick = "Only in the muster, by the seat choosing its hero.", func() {}
	}
	row.AddChild(t.Button(play))
	view := fmt.Sprintf("Your roster (%d)", len(c.roster.heroes))
	if cr.list {
		view = "The hero made"
	}
	row.AddChild(button(ui.ButtonSpec{Label: view, Tip: "Switch between the hero made and the heroes saved.", OnClick: func() { cr.list = !cr.list }}, "view"))
	row.AddChild(t.Button(ui.ButtonSpec{Label: "Back", OnClick: func() { c.f.Modal().Close() }}))
	p.AddChild(row)
	return p
}

// nameLabel words the name button: the name, a caret while typing.
func nameLabel(cr *creation) string {
	if cr.typing {
		return string(cr.name) + "_"
	}
	if len(cr.name) == 0 {
		return "(type a name)"
	}
	return string(cr.name)
}

// madeWidget shows the hero made: the race block beside the role block,
// the base and current values, the starting kit as placed, the spells,
// height, weight and the race's traits.
func (c *dungeon) madeWidget(t *ui.Theme, cat *ba.Catalog, width int) *widget.Container {
	cr := &c.create
	col := t.Column(4, 8, true)
	race, role := &cat.Races[cr.race], &cat.Roles[cr.role]
	s, err := madeSheet(cat, race.ID, role.ID, string(cr.name))
	if err != nil {
		col.AddChild(t.Text(err.Error(), t.Small, t.Bad, width))
		return col
	}
	col.AddChild(t.Text(fmt.Sprintf("%s %s · %s", race.Name, role.Name, sizeWords(s.Tall(), s.Heavy())), t.Body, t.Accent, width))
	col.AddChild(statGrid(t, []pegColumn{
		{head: race.Name, vals: statValues(race.Base), col: t.Ink},
		{head: role.Name, vals: statValues(role.Mod), col: t.Ink, signed: true},
		{head: "Base", vals: statValues(s.Base), col: t.Good},
		{head: "Current", vals: statValues(s.Current), col: t.Bad},
	}, width))
	col.AddChild(t.Text(race.Blurb+" "+role.Blurb, t.Small, t.Muted, width))
	lines := []string{
		"Starting equipment: " + itemNames(cat, role.Equipment),
		"Holding: " + itemNames(cat, s.Held),
		"Wearing: " + itemNames(cat, s.Worn) + " · Backpack: " + itemNames(cat, s.Backpack),
		"Spells each quest: " + spellWords(s.Spells),
	}
	for _, l := range lines {
		col.AddChild(t.Text(l, t.Small, t.Ink, width))
	}
	col.AddChild(t.Text(race.Name+" traits", t.Small, t.Muted, width))
	for _, tr := range race.Traits {
		col.AddChild(t.Text(tr.Name+": "+tr.Text, t.Small, t.Ink, width))
	}
	return col
}

// maxRosterShown bounds the heroes the roster view lists.
const maxRosterShown = 10

// rosterWidget lists the roster's heroes, each with its Delete button.
func (c *dungeon) rosterWidget(a table.Host, width int, button func(ui.ButtonSpec, string) *widget.Button) *widget.Container {
	t := a.Theme()
	cat := c.Game().Catalog()
	col := t.Column(4, 8, true)
	col.AddChild(t.Text("Your roster: the heroes you made", t.Body, t.Accent, width))
	if len(c.roster.heroes) == 0 {
		col.AddChild(t.Text("None yet: pick a race and a role, name him, and Save.", t.Small, t.Muted, width))
		return col
	}
	grid := t.Grid(1, 4)
	for i, h := range c.roster.heroes {
		if i == maxRosterShown {
			col.AddChild(grid)
			col.AddChild(t.Text(fmt.Sprintf("and %d more (delete some to see them)", len(c.roster.heroes)-i), t.Small, t.Muted, width))
			return col
		}
		what := h.Race + " " + h.Role
		if r, ok := cat.Race(h.Race); ok {
			if l, ok := cat.Role(h.Role); ok {
				what = r.Name + " " + l.Name
			}
		}
		grid.AddChild(button(ui.ButtonSpec{Label: "Delete " + h.Name + " (" + what + ")", Tip: "Take " + h.Name + " out of the roster.", OnClick: func() {
			if err := c.roster.remove(i); err != nil {
				a.Toast(table.Sentence(err.Error()))
			}
		}}, "delete "+h.Name))
	}
	col.AddChild(grid)
	return col
}

// saveCreation adds the hero made to the roster and goes back to the
// muster, where he is listed; a name the roster refuses is said.
func (c *dungeon) saveCreation(a table.Host) {
	cat := c.Game().Catalog()
	cr := &c.create
	h := RosterHero{Name: strings.TrimSpace(string(cr.name)), Race: cat.Races[cr.race].ID, Role: cat.Roles[cr.role].ID}
	if err := c.roster.add(h); err != nil {
		a.Toast(table.Sentence(err.Error()))
		return
	}
	where := "for this game only"
	if c.roster.files != nil {
		where = "in " + c.roster.files.Where(RosterName)
	}
	a.Toast(fmt.Sprintf("%s the %s %s is in your roster (%s).", h.Name, cat.Races[cr.race].Name, cat.Roles[cr.role].Name, where))
	cr.typing = false
	c.f.Modal().Close()
	c.f.Stale()
}

// musterSide returns the human seat choosing its hero now, or -1.
func (c *dungeon) musterSide() int {
	if !mustering(c.Game()) {
		return -1
	}
	return c.side()
}

// playCreation has the seat choosing its hero play the hero made, named:
// "A hero elf-wizard Mira Quickstep".
func (c *dungeon) playCreation(a table.Host) {
	side := c.musterSide()
	if side < 0 || !table.MayChoose(a, side, c.f.Seating(), c.SideName(side)) {
		return
	}
	g := c.Game()
	cat := g.Catalog()
	cr := &c.create
	name := strings.TrimSpace(string(cr.name))
	if err := checkName(name); err != nil {
		a.Toast(table.Sentence(err.Error()))
		return
	}
	cr.typing = false
	act := ba.Action{Kind: ba.ActMuster, Hero: g.Mini(g.SeatHero(side)).ID, Card: cat.Races[cr.race].ID + "-" + cat.Roles[cr.role].ID, Name: name}
	if c.f.Play(act) {
		c.f.Modal().Close()
		c.f.Stale()
	}
}

// typeName feeds the keys typed to the name while the creation screen
// types: letters, digits, spaces, hyphens and apostrophes add, Backspace
// takes the last off, Enter or Escape end the typing. The keyboard's
// intents are dropped meanwhile (W is a letter, not Up). It reports
// whether it typed.
func (c *dungeon) typeName(a table.Host) bool {
	cr := &c.create
	if !cr.typing || !c.f.Modal().Shown() {
		cr.typing = false
		return false
	}
	in := a.In()
	typed := in.Typed(nil)
	in.Filter(func(e input.Event) bool { return e.Device != input.Keyboard })
	if len(typed) == 0 {
		return true
	}
	for _, r := range typed {
		switch r {
		case '\b':
			if len(cr.name) > 0 {
				cr.name = cr.name[:len(cr.name)-1]
			}
		case '\n', '\x1b':
			cr.typing = false
		default:
			if len(cr.name) < maxNameLen && (len(cr.name) > 0 || r != ' ') {
				cr.name = append(cr.name, r)
			}
		}
	}
	cr.focus = "name"
	c.showCreation(a)
	return true
}

// loadRoster reads the roster once, saying so when it was damaged.
func (c *dungeon) loadRoster(a table.Host) {
	if msg := c.roster.load(hostFiles(a), c.Game().Catalog()); msg != "" {
		a.Toast(msg)
	}
}
