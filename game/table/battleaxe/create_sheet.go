package battleaxe

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	ba "skirmish/rules/battleaxe"
	"skirmish/ui"
)

// madeSheet builds the console of a hero of race and role as the rules
// build it (CREATE YOUR OWN HERO: "Insert the green pegs into the hero
// console that match the combined values in the two blocks"; the starting
// equipment placed as Catalog.Sheet places it): from his card
// "<race>-<role>", or, where the catalog has none, on a copy of cat
// holding it after the others.
func madeSheet(cat *ba.Catalog, race, role, name string) (ba.Sheet, error) {
	if _, ok := cat.Race(race); !ok {
		return ba.Sheet{}, fmt.Errorf("there is no race %q", race)
	}
	if i, ok := cat.Hero(race + "-" + role); ok {
		return cat.Sheet(i)
	}
	c := *cat
	c.Heroes = append(append([]ba.HeroCard(nil), cat.Heroes...), ba.HeroCard{ID: race + "-" + role, Name: name, Race: race, Role: role})
	return c.Sheet(len(c.Heroes) - 1)
}

// statNames name the console's stats, in its order.
var statNames = [7]string{"Health", "Speed (+D6)", "Luck", "Attacks", "Attack", "Missile", "Defend"}

// statValues lists s in the console's order.
func statValues(s ba.Stats) [7]int {
	return [7]int{s.Health, s.Speed, s.Luck, s.Attacks, s.Attack, s.Missile, s.Defend}
}

// statWord words stat i's value v: a percentage for the chances of
// success, a sign for an adjustment ("+10%").
func statWord(i, v int, signed bool) string {
	unit := ""
	if i >= 4 {
		unit = "%"
	}
	if signed && v >= 0 {
		return fmt.Sprintf("+%d%s", v, unit)
	}
	return fmt.Sprintf("%d%s", v, unit)
}

// pegColumn is one column of a stats grid: its heading, its values, the
// colour it is printed in and whether its values are adjustments.
type pegColumn struct {
	head   string
	vals   [7]int
	col    color.Color
	signed bool
}

// statGrid lays stats out as the console's pegs: a row a stat, a column
// each for cols (the race block, the role block, the base values in green,
// the current ones in red).
func statGrid(t *ui.Theme, cols []pegColumn, width int) *widget.Container {
	stretch := make([]bool, len(cols)+1) // the names as wide as they are, the values sharing the rest
	for i := 1; i < len(stretch); i++ {
		stretch[i] = true
	}
	g := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(len(cols)+1),
			widget.GridLayoutOpts.Spacing(t.Px(10), t.Px(2)), widget.GridLayoutOpts.Stretch(stretch, nil))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
	cw := width / (len(cols) + 2)
	g.AddChild(t.Text("", t.Small, t.Muted, 0))
	for _, c := range cols {
		g.AddChild(t.Text(c.head, t.Small, t.Muted, cw))
	}
	for i, name := range statNames {
		g.AddChild(t.Text(name, t.Small, t.Ink, 0))
		for _, c := range cols {
			g.AddChild(t.Text(statWord(i, c.vals[i], c.signed), t.Small, c.col, cw))
		}
	}
	return g
}

// sizeWords words a hero's height and weight: "Tall, Light".
func sizeWords(tall, heavy bool) string {
	s := "Short"
	if tall {
		s = "Tall"
	}
	if heavy {
		return s + ", Heavy"
	}
	return s + ", Light"
}

// spellWords words the spells a hero may cast of each type: "Arcane 4,
// Holy 0, Nature 0".
func spellWords(s ba.Spells) string {
	return fmt.Sprintf("Arcane %d, Holy %d, Nature %d", s.Arcane, s.Holy, s.Nature)
}

// itemNames names catalog items by id, "nothing" for none.
func itemNames(cat *ba.Catalog, ids []string) string {
	if len(ids) == 0 {
		return "nothing"
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = id
		if it, ok := cat.Item(id); ok {
			names[i] = it.Name
		}
	}
	return strings.Join(names, ", ")
}
