package elements

import (
	"fmt"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/table"
	"skirmish/render"
	el "skirmish/rules/elements"
)

// oddsAction returns the attack whose odds the tray shows before it is
// made: the attack focused in the action list, or under the mouse there,
// else the one a click on the enemy under the cursor would make.
func (b *Board) oddsAction(f *table.Frame, g *el.Game) (el.Action, bool) {
	side := f.Screen().Side()
	if g.Phase() != el.PhaseAct || b.sel < 0 || side < 0 {
		return el.Action{}, false
	}
	var focused *widget.Button
	if f.PanelFocused() && f.UI() != nil {
		focused, _ = f.UI().GetFocusedWidget().(*widget.Button)
	}
	list := f.List()
	for i := range list.Items() {
		btn := list.Button(i)
		if btn == nil || (btn != focused && !(b.pointer.MouseOn && b.pointer.Mouse.In(btn.GetWidget().Rect))) {
			continue // neither focused nor under the mouse
		}
		if e, ok := list.Entry(i); ok && e.ID < len(b.choices) {
			if a, ok := b.choices[e.ID].Action.(el.Action); ok && isAttack(a.Kind) {
				return a, true
			}
		}
	}
	pt := &b.pointer
	if !pt.HoverOn {
		return el.Action{}, false
	}
	if j := g.ModelAt(pt.Hover); j < 0 || int(g.Models()[j].Side) == side {
		return el.Action{}, false
	}
	return firstAttack(g, b.sel, pt.Hover)
}

// isAttack reports whether k rolls dice.
func isAttack(k el.Kind) bool { return k == el.Attack || k == el.Shoot || k == el.Throw }

// updateOdds makes the chart show the odds of the attack considered in g,
// worked out again only when the position or the attack changes, and
// reports whether there are odds to show.
func (b *Board) updateOdds(f *table.Frame, g *el.Game) bool {
	act, ok := b.oddsAction(f, g)
	if !ok {
		return false
	}
	key := g.Hash()*31 + uint64(act.Kind)<<40 + uint64(act.To.X)<<24 + uint64(act.To.Y)<<16 + uint64(act.Model)
	if b.odds.Stale(key) {
		b.odds.Set(key, attackPlot(g, act))
	}
	return true
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
