package battleaxe

import (
	"fmt"
	"image"
	"strings"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	rb "skirmish/render/battleaxe"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// oddsState is the odds chart the tray shows in place of the dice before
// a fight or a shot: the one focused in the list or under the mouse, or
// the enemy under the cursor.
type oddsState struct {
	chart render.OddsChart
	for_  rules.State
	act   ba.Action
	on    bool
}

// oddsAction returns the fight or shot whose odds the tray shows before
// it is made: the entry focused in the list or under the resting mouse,
// else what a Confirm (or a click) on the enemy under the cursor would do.
func (c *dungeon) oddsAction(a table.Host) (ba.Action, bool) {
	if c.side() < 0 {
		return ba.Action{}, false
	}
	in := a.In()
	mouse := in.LastDevice() == input.Mouse
	var focused *widget.Button
	if c.f.PanelFocused() && c.f.UI() != nil {
		focused, _ = c.f.UI().GetFocusedWidget().(*widget.Button)
	}
	x, y := in.Cursor()
	list := c.f.List()
	for i := range list.Items() {
		b := list.Button(i)
		if b == nil || (b != focused && !(mouse && image.Pt(x, y).In(b.GetWidget().Rect))) {
			continue
		}
		if e, ok := list.Entry(i); ok && e.ID < len(c.choices) {
			if a, ok := c.choices[e.ID].Action.(ba.Action); ok && (a.Kind == ba.ActFight || a.Kind == ba.ActShoot) {
				return a, true
			}
		}
	}
	if !c.hoverOn || mouse && c.still < tipRest {
		return ba.Action{}, false
	}
	g := c.Game()
	i := g.MiniAt(c.hover)
	if i < 0 {
		return ba.Action{}, false
	}
	id := g.Mini(i).ID
	for _, k := range [...]ba.ActKind{ba.ActFight, ba.ActShoot} {
		for _, t := range c.marks.targets {
			if t.Target == id && t.Kind == k {
				return t, true
			}
		}
	}
	return ba.Action{}, false
}

// drawOdds draws the odds of the fight or shot considered in the tray,
// and reports whether it did.
func (c *dungeon) drawOdds(a table.Host, screen *ebiten.Image) bool {
	o := &c.odds
	act, ok := c.oddsAction(a)
	o.on = ok
	if !ok {
		return false
	}
	st := c.ses.State()
	if o.for_ != st || !sameAttack(o.act, act) || o.chart.Empty() {
		o.for_, o.act = st, act
		o.chart.Set(1, attackPlot(c.decidingView(), act))
	}
	t := a.Theme()
	r := c.lay.tray
	style := table.TrayOddsStyle(t)
	pal := a.Pal()
	c.tray.tray.Draw(screen, r, &emptyDice, pal)
	pad := t.Px(10)
	o.chart.Layout(&style, r.Dx()-2*pad)
	o.chart.Draw(screen, r.Min.X+pad, r.Min.Y+pad, &style)
	return true
}

// emptyDice is a tray with no roll: the felt the odds are drawn on.
var emptyDice rb.Dice

// sameAttack reports whether a and b are the same fight or shot.
func sameAttack(a, b ba.Action) bool {
	return a.Kind == b.Kind && a.Hero == b.Hero && a.Target == b.Target
}

// attackPlot is the chart of a fight's or a shot's exact odds (the rules'
// Odds): the outcomes of one blow, and the wounds over all his attacks.
func attackPlot(g *ba.Game, act ba.Action) render.OddsPlot {
	o, err := g.Odds(act)
	if err != nil || o == nil || len(o.Cases) == 0 {
		why := "no odds"
		if err != nil {
			why = err.Error()
		}
		return render.OddsPlot{Words: []string{why}}
	}
	cs := o.Cases[0]
	p := render.OddsPlot{Title: attackLabel(g, act) + ": " + cs.Condition}
	for k, ch := range cs.Outcomes {
		p.Bars = append(p.Bars, render.OddsBar{Label: ch.Label, Count: ch.Count, Total: cs.Total, Warn: k == 0})
	}
	for _, more := range o.Cases[1:] {
		var parts []string
		for _, ch := range more.Outcomes {
			parts = append(parts, fmt.Sprintf("%s %s", ch.Label, render.Percent(ch.Count, more.Total)))
		}
		p.Words = append(p.Words, table.Sentence(more.Condition)+" "+strings.Join(parts, ", ")+".")
	}
	return p
}
