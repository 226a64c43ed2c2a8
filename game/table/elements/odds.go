package elements

import (
	"fmt"
	"image"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/table"
	"skirmish/render"
	el "skirmish/rules/elements"
)

// oddsAction returns the attack whose odds the tray shows before it is
// made: the attack focused in the action list, else the one a click on the
// enemy under the cursor would make.
func (c *ClanTable) oddsAction(g *el.Game) (el.Action, bool) {
	if g.Phase() != el.PhaseAct || c.sel < 0 || c.humanSide() < 0 {
		return el.Action{}, false
	}
	var focused *widget.Button
	if c.focus && c.ui != nil {
		focused, _ = c.ui.GetFocusedWidget().(*widget.Button)
	}
	x, y := c.mouse.X, c.mouse.Y
	for i := range c.list.Items() {
		b := c.list.Button(i)
		if b == nil || (b != focused && !(c.mouseOn && image.Pt(x, y).In(b.GetWidget().Rect))) {
			continue // neither focused nor under the mouse
		}
		if e, ok := c.list.Entry(i); ok && e.ID < len(c.opts) {
			if o := c.opts[e.ID]; o.kind == optAct && isAttack(o.act.Kind) {
				return o.act, true
			}
		}
	}
	if !c.hoverOn {
		return el.Action{}, false
	}
	j := g.ModelAt(c.hover)
	if j < 0 || int(g.Models()[j].Side) == c.humanSide() {
		return el.Action{}, false
	}
	for _, k := range [...]el.Kind{el.Attack, el.Shoot, el.Throw} {
		act := el.Action{Kind: k, Model: g.Models()[c.sel].ID, To: c.hover}
		if g.WhyNot(act) == "" {
			return act, true
		}
	}
	return el.Action{}, false
}

// isAttack reports whether k rolls dice.
func isAttack(k el.Kind) bool { return k == el.Attack || k == el.Shoot || k == el.Throw }

// updateOdds makes the chart show the odds of the attack considered, worked
// out again only when the position or the attack changes, and reports
// whether there are odds to show.
func (c *ClanTable) updateOdds(a table.Host, g *el.Game) (render.OddsStyle, bool) {
	t := a.Theme()
	st := table.TrayOddsStyle(t)
	act, ok := c.oddsAction(g)
	if !ok {
		return st, false
	}
	key := g.Hash()*31 + uint64(act.Kind)<<40 + uint64(act.To.X)<<24 + uint64(act.To.Y)<<16 + uint64(act.Model)
	if c.odds.Stale(key) {
		c.odds.Set(key, attackPlot(g, act))
	}
	return st, true
}

// attackPlot is the chart of an attack's exact odds (el.Game.Odds), in
// plain words: "Attacker wins: 62%", "Injured (Water): 40%".
func attackPlot(g *el.Game, act el.Action) render.OddsPlot {
	o, err := g.Odds(act)
	if err != nil || len(o.Cases) == 0 {
		why := "no odds"
		if err != nil {
			why = err.Error()
		}
		return render.OddsPlot{Words: []string{why}}
	}
	cs := o.Cases[0]
	n := cs.Outcomes
	pct := func(k int) string { return render.Percent(n[k].Count, cs.Total) }
	bar := func(label string, k int, warn bool) render.OddsBar {
		return render.OddsBar{Label: label, Count: n[k].Count, Total: cs.Total, Warn: warn}
	}
	p := render.OddsPlot{Title: attackLabel(g, act) + ": " + cs.Condition}
	switch act.Kind {
	case el.Attack:
		if len(n) < 11 {
			break
		}
		p.Bars = []render.OddsBar{bar("Attacker wins", 0, false), bar("Defender wins", 1, true),
			bar("Injured (Water)", 4, false), bar("Stunned (Earth)", 5, false)}
		p.Words = []string{
			fmt.Sprintf("Attacker wins: %s. Defender wins: %s.", pct(0), pct(1)),
			fmt.Sprintf("Injured: %s with Water, %s with Fire. Stunned: %s with Earth, %s with Air. The defender can injure back: %s with Water, %s with Fire.",
				pct(4), pct(3), pct(5), pct(6), pct(8), pct(7)),
		}
	case el.Shoot:
		if len(n) < 4 {
			break
		}
		p.Bars = []render.OddsBar{bar("Hit", 2, false), bar("Injured (Water)", 0, false), bar("Stunned (Earth)", 1, false), bar("Miss", 3, true)}
		p.Words = []string{fmt.Sprintf("Hit: %s. Injured: %s. Stunned: %s. Miss: %s.", pct(2), pct(0), pct(1), pct(3))}
	case el.Throw:
		if len(n) < 2 {
			break
		}
		p.Bars = []render.OddsBar{bar("Stunned (Earth)", 0, false), bar("Miss", 1, true)}
		p.Words = []string{fmt.Sprintf("Stunned: %s. Miss: %s. Shuriken roll one die, Earth only.", pct(0), pct(1))}
	}
	return p
}

// oddsShown reports whether the tray shows odds now (for the probe and
// the regions).
func (c *ClanTable) oddsShown() bool { return !c.odds.Empty() && c.oddsOn }
