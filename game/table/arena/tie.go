package arena

import (
	"fmt"

	"skirmish/render"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// tiePlot charts "both" on a roll that met the TN exactly: each side's
// blow at full DR (no Margin goes round armour), the HP each loses after
// DR and Fate Points and the chance each falls, worked out exactly from
// the rules' Damage (ar.Convert, ar.Absorb). "Neither" changes nothing.
func tiePlot(g *ar.Game) (render.OddsPlot, bool) {
	p, ok := g.PendingRoll()
	if !ok || g.Phase() != ar.PhaseTie || p.Guard < 0 {
		return render.OddsPlot{}, false
	}
	i, j := int(p.Attacker), int(p.Defender)
	dealt := blowCase(g, i, int(p.Weapon), j)
	taken := blowCase(g, j, int(p.Guard), i)
	plot := render.OddsPlot{Title: "Both deal Damage: " + g.Name(i) + " and " + g.Name(j) + " strike each other at full DR"}
	plot.Bars = []render.OddsBar{
		{Label: g.Name(j) + " falls", Count: fallChance(g, j, dealt), Total: max(dealt.Total, 1)},
		{Label: g.Name(i) + " falls", Count: fallChance(g, i, taken), Total: max(taken.Total, 1), Warn: true},
	}
	plot.Words = []string{lossWords(g, j, dealt), lossWords(g, i, taken)}
	return plot, true
}

// blowCase is the HP fighter to loses to a blow of fighter from with item
// k at full DR, as a loss case of the rules' odds ("n HP").
func blowCase(g *ar.Game, from, k, to int) rules.OddsCase {
	r := ar.Convert(g.DamageOf(from, k))
	ways := r.Ways()
	var total uint64
	var lost []uint64
	for raw, n := range ways {
		hp, _ := ar.Absorb(raw, g.DR(to, 0, 0), int(g.Fighters()[to].FP))
		for len(lost) <= hp {
			lost = append(lost, 0)
		}
		lost[hp] += n
		total += n
	}
	cs := rules.OddsCase{Total: total}
	for v, n := range lost {
		if n > 0 {
			cs.Outcomes = append(cs.Outcomes, rules.Chance{Label: fmt.Sprintf("%d HP", v), Count: n})
		}
	}
	return cs
}
