package arena

import (
	"fmt"
	"strings"

	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	ar "skirmish/rules/arena"
	"skirmish/ui"
)

// oddsAction returns the action whose odds the tray shows before it is
// made: the entry focused or under the mouse in the action list, else the
// one a click on the square under the cursor would make (an attack or a
// shot at an enemy, tending a fallen friend).
func (c *arenaBoard) oddsAction(g *ar.Game) (ar.Action, bool) {
	if c.side() < 0 {
		return ar.Action{}, false
	}
	if ch, ok := c.f.Considered(); ok {
		if a, ok := ch.Action.(ar.Action); ok && hasOdds(a.Kind) {
			return a, true
		}
	}
	if !c.ptr.HoverOn || g.Phase() != ar.PhaseAct {
		return ar.Action{}, false
	}
	if act, ok := c.clickAction(g, c.ptr.Hover); ok && hasOdds(act.Kind) {
		return act, true
	}
	return ar.Action{}, false
}

// hasOdds reports whether the table shows the odds of an action of kind k
// before it is made: the kinds that roll (those the rules give no odds
// for show the last roll instead).
func hasOdds(k ar.Kind) bool {
	switch k {
	case ar.Move, ar.Draw, ar.Drop, ar.Hold, ar.Neither, ar.Pass, ar.Pick, ar.Default, ar.Ready, ar.Stand, ar.Fly, ar.Guard, ar.Take,
		ar.Reload, ar.Breathe, ar.Scream:
		return false
	}
	return true
}

// updateOdds makes the chart show the odds of the action considered,
// worked out again only when the position or the action changes, and
// reports whether there are odds to show.
func (c *arenaBoard) updateOdds(t *ui.Theme, g *ar.Game) (render.OddsStyle, bool) {
	st := table.TrayOddsStyle(t)
	act, ok := c.oddsAction(g)
	if !ok {
		return st, false
	}
	if c.oddsView != g { // the position's hash, worked out once per view
		c.oddsView, c.oddsHash = g, g.Hash()
	}
	key := c.oddsHash*31 + uint64(act.Kind)<<40 + uint64(act.Who)<<32 + uint64(act.Target)<<24 + uint64(len(act.Item))<<16 + uint64(act.To.X)<<8 + uint64(act.To.Y)
	for i := 0; i < len(act.Item); i++ {
		key = key*131 + uint64(act.Item[i])
	}
	if c.odds.Stale(key) {
		c.odds.Set(key, c.plots.of(g, key, act))
		c.oddsKey = key
	}
	return st, len(c.odds.Plot().Bars) > 0
}

// plotCache keeps the charts of the actions considered in one view, so
// that the mouse going back and forth over the targets works none out
// again (and allocates nothing).
type plotCache struct {
	view  *ar.Game
	keys  []uint64
	plots []render.OddsPlot
}

// maxPlots bounds the charts kept for one view.
const maxPlots = 64

// of returns the chart of act in g, keyed key.
func (pc *plotCache) of(g *ar.Game, key uint64, act ar.Action) render.OddsPlot {
	if pc.view != g {
		pc.view, pc.keys, pc.plots = g, pc.keys[:0], pc.plots[:0]
	}
	for i, k := range pc.keys {
		if k == key {
			return pc.plots[i]
		}
	}
	p := oddsPlot(g, act)
	if len(pc.keys) < maxPlots {
		pc.keys, pc.plots = append(pc.keys, key), append(pc.plots, p)
	}
	return p
}

// roll is one resisted roll of the rules' odds: how many of the 36 rolls
// of 2D6 beat the TN, meet it and fall under it.
type roll struct {
	beat, tie, under uint64
	cond             string
}

// rollOf reads a case of the rules' odds whose three outcomes are a roll
// beating, meeting and falling under the TN.
func rollOf(cs rules.OddsCase) (roll, bool) {
	if len(cs.Outcomes) != 3 || cs.Total != 36 {
		return roll{}, false
	}
	return roll{cs.Outcomes[0].Count, cs.Outcomes[1].Count, cs.Outcomes[2].Count, cs.Condition}, true
}

// oddsSummary is an action's odds in a few words for its entry in the
// list: "deal 58% · take 28%", a range when the defender chooses what to
// resist with; "" when the rules have none.
func oddsSummary(g *ar.Game, a ar.Action) string {
	o, err := g.Odds(a)
	if err != nil || len(o.Cases) == 0 {
		return ""
	}
	pct := func(n uint64) string { return render.Percent(n, 36) }
	switch a.Kind {
	case ar.Attack, ar.Interrupt:
		var lo, hi, tlo, thi uint64 = 36, 0, 36, 0
		n := 0
		for k := 0; k+2 < len(o.Cases); k += 3 {
			r, ok := rollOf(o.Cases[k])
			if !ok {
				continue
			}
			n++
			lo, hi, tlo, thi = min(lo, r.beat), max(hi, r.beat), min(tlo, r.under), max(thi, r.under)
		}
		if n == 0 {
			return ""
		}
		if lo == hi && tlo == thi {
			return "deal " + pct(lo) + " · take " + pct(tlo)
		}
		return "deal " + strings.TrimSuffix(pct(lo), "%") + "–" + strings.TrimSuffix(pct(hi), "%") + ", take " + strings.TrimSuffix(pct(tlo), "%") + "–" + pct(thi)
	case ar.Defend:
		if r, ok := rollOf(o.Cases[0]); ok {
			return "take " + pct(r.beat) + " · deal " + pct(r.under)
		}
	case ar.Shoot, ar.Throw:
		if r, ok := rollOf(o.Cases[0]); ok {
			return "hit " + pct(r.beat)
		}
	case ar.Tend:
		if cs := o.Cases[0]; len(cs.Outcomes) == 3 {
			return "saved " + render.Percent(cs.Outcomes[0].Count+cs.Outcomes[1].Count, cs.Total)
		}
	default: // a roll of the manoeuvres, or of a kind the table does not know
		if r, ok := rollOf(o.Cases[0]); ok {
			return "beat the TN " + pct(r.beat)
		}
	}
	return ""
}

// oddsPlot is the chart of an action's exact odds (ar.Game.Odds) in plain
// words: the roll (deal, take, choose at the exact TN) as bars with the
// chance each fighter falls, and the Hit Points each loses after DR and
// Fate Points as words; any other odds the rules give, bar by bar.
func oddsPlot(g *ar.Game, a ar.Action) render.OddsPlot {
	if a.Kind == ar.Both {
		if p, ok := tiePlot(g); ok {
			return p
		}
	}
	o, err := g.Odds(a)
	if err != nil || len(o.Cases) == 0 {
		why := "no odds"
		if err != nil {
			why = err.Error()
		}
		return render.OddsPlot{Title: actionLabel(g, a), Words: []string{why}} // no bars: the tray shows the last roll
	}
	i, j := g.ByID(a.Who), g.ByID(a.Target)
	switch a.Kind {
	case ar.Attack, ar.Interrupt:
		if len(o.Cases) >= 3 && i >= 0 && j >= 0 {
			return exchangePlot(g, actionLabel(g, a), o.Cases, i, j, false)
		}
	case ar.Defend:
		if p, ok := g.PendingRoll(); ok && len(o.Cases) >= 3 {
			return exchangePlot(g, actionLabel(g, a), o.Cases, int(p.Attacker), int(p.Defender), true)
		}
	case ar.Shoot, ar.Throw:
		if r, ok := rollOf(o.Cases[0]); ok && len(o.Cases) >= 2 && j >= 0 {
			p := render.OddsPlot{Title: actionLabel(g, a) + ": " + r.cond}
			p.Title = strings.Replace(p.Title, "2D6", "roll 2D6", 1)
			p.Bars = []render.OddsBar{{Label: "Hit", Count: r.beat, Total: 36}, {Label: "On the TN: a fumble", Count: r.tie, Total: 36, Warn: true},
				{Label: "Miss", Count: r.under, Total: 36, Warn: true}}
			p.Words = []string{lossWords(g, j, o.Cases[1])}
			return p
		}
	}
	return genericPlot(actionLabel(g, a), o)
}

// exchangePlot charts a resisted roll between attacker i and defender j:
// the first case set of cases (what the defender resists with first, or
// the one it chose), the others in words. defending: the chart is the
// defender's, whose taking is the attacker's dealing.
func exchangePlot(g *ar.Game, title string, cases []rules.OddsCase, i, j int, defending bool) render.OddsPlot {
	r, ok := rollOf(cases[0])
	if !ok {
		return genericPlot(title, &rules.Odds{Cases: cases})
	}
	p := render.OddsPlot{Title: title + ": " + rollWords(r.cond, g.Name(j))}
	deal, take := "Deal Damage", "Take Damage"
	if defending {
		deal, take = "Take Damage", "Deal Damage"
		roll, _, _ := strings.Cut(rollWords(r.cond, g.Name(j)), ",")
		p.Title = title + ": " + g.Name(i) + " rolls " + roll
	}
	p.Bars = []render.OddsBar{
		{Label: deal, Count: r.beat, Total: 36, Warn: defending},
		{Label: "On the TN: " + g.Name(i) + " chooses", Count: r.tie, Total: 36},
		{Label: take, Count: r.under, Total: 36, Warn: !defending},
	}
	p.Words = []string{lossWords(g, j, cases[1]), lossWords(g, i, cases[2])}
	for k := 3; k+2 < len(cases); k += 3 {
		if o, ok := rollOf(cases[k]); ok {
			p.Words = append(p.Words, fmt.Sprintf("Resisting with the %s: deal %s, take %s, on the TN %s.", strings.TrimPrefix(o.cond, g.Name(j)+" resists with the "),
				render.Percent(o.beat, 36), render.Percent(o.under, 36), render.Percent(o.tie, 36)))
		}
	}
	return p
}

// rollWords shortens the rules' condition of a resisted roll, "Goblin
// (b) resists with the Dagger: 2D6+3 against TN 9", to "2D6+3 against
// TN 9, resisting with the Dagger".
func rollWords(cond, defender string) string {
	with, roll, ok := strings.Cut(strings.TrimPrefix(cond, defender+" resists with the "), ": ")
	if !ok {
		return cond
	}
	return roll + ", resisting with the " + with
}

// fallChance is how many of a loss case's cases take fighter k to 0 HP
// or below: it falls.
func fallChance(g *ar.Game, k int, cs rules.OddsCase) uint64 {
	hp := int(g.Fighters()[k].HP)
	var n uint64
	for _, ch := range cs.Outcomes {
		var lost int
		if _, err := fmt.Sscanf(ch.Label, "%d HP", &lost); err == nil && lost >= hp {
			n += ch.Count
		}
	}
	return n
}

// lossWords says the HP fighter k loses after its DR and Fate Points, and
// the chance it falls: "HP Goblin (b) loses (5 left, DR 1, 2 FP): 0: 52%,
// 1: 8%, ...; falls: 9%".
func lossWords(g *ar.Game, k int, cs rules.OddsCase) string {
	f := g.Fighters()[k]
	var b strings.Builder
	fmt.Fprintf(&b, "HP %s loses (%d left, DR %d, %d FP):", g.Name(k), f.HP, g.DR(k, 0, 0), f.FP)
	for n, ch := range cs.Outcomes {
		if n > 0 {
			b.WriteByte(',')
		}
		b.WriteString(" " + strings.TrimSuffix(ch.Label, " HP") + ": " + render.Percent(ch.Count, cs.Total))
	}
	return b.String() + "; falls: " + render.Percent(fallChance(g, k, cs), max(cs.Total, 1)) + "."
}

// genericPlot charts odds the table has no words for: the first case as
// bars, the others as words.
func genericPlot(title string, o *rules.Odds) render.OddsPlot {
	cs := o.Cases[0]
	p := render.OddsPlot{Title: title + ": " + cs.Condition}
	for _, ch := range cs.Outcomes {
		p.Bars = append(p.Bars, render.OddsBar{Label: ch.Label, Count: ch.Count, Total: max(cs.Total, 1)})
	}
	for _, cs := range o.Cases[1:] {
		var parts []string
		for _, ch := range cs.Outcomes {
			parts = append(parts, ch.Label+" "+render.Percent(ch.Count, max(cs.Total, 1)))
		}
		p.Words = append(p.Words, cs.Condition+": "+strings.Join(parts, ", ")+".")
	}
	return p
}
