package tunnel

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// maxOddsBars is the most defender's choices the chart gives a bar each.
const maxOddsBars = 4

// oddsAction returns the swing or defence whose odds the panel shows: the
// swing whose Stamina is being chosen, or the defence a human chooses.
func (b *Battle) oddsAction() (tf.Action, bool) {
	g := b.Game()
	switch {
	case g.Phase() == tf.PhaseDefend && b.humanSide() >= 0:
		sw, _ := g.PendingSwing()
		return tf.Action{Kind: tf.Defend, Model: g.Model(int(sw.Target)).ID, N: int8(b.p.commit)}, true
	case g.Phase() == tf.PhaseAct && b.p.mode == modeCommit && b.p.sel >= 0:
		return tf.Action{Kind: tf.Swing, Model: g.Model(b.p.sel).ID, To: b.p.target, N: int8(b.p.commit)}, true
	}
	return tf.Action{}, false
}

// updateOdds makes the odds chart show the odds of the action being
// chosen, worked out again only when the position or the action changes,
// and reports whether there are odds to show.
func (b *Battle) updateOdds(a table.Host) bool {
	t := a.Theme()
	b.oddsStyle = table.TrayOddsStyle(t)
	b.oddsStyle.Warn = t.Muted
	act, ok := b.oddsAction()
	if !ok {
		return false
	}
	g := b.Game()
	key := g.Hash()*31 + uint64(act.Kind)<<40 + uint64(act.To.X)<<24 + uint64(act.To.Y)<<16 + uint64(act.N)
	if b.odds.Stale(key) {
		b.odds.Set(key, swingPlot(g, act))
	}
	return true
}

// swingPlot is the chart of a swing's or a defence's odds. Within a case,
// every one of the six results is as likely to be left on an Attack Die
// (tf.Game.Odds): the chart names the best, the Heavy Blow.
func swingPlot(g *tf.Game, act tf.Action) render.OddsPlot {
	o, err := g.Odds(act)
	if err != nil {
		return render.OddsPlot{Words: []string{err.Error()}}
	}
	heavy := tf.ResultNames[6]
	cs := o.Cases
	if len(cs) == 1 {
		c := cs[0]
		draw, each := chances(c)
		return render.OddsPlot{
			Title: c.Condition,
			Bars: []render.OddsBar{
				{Label: "Some result", Count: c.Total - draw, Total: c.Total},
				{Label: heavy, Count: each, Total: c.Total},
				{Label: "Draw", Count: draw, Total: c.Total, Warn: true},
			},
			Words: []string{
				fmt.Sprintf("%s possible: %s, as is each of the six results.", heavy, render.Percent(each, c.Total)),
				fmt.Sprintf("A draw, every Attack Die cancelled: %s.", render.Percent(draw, c.Total)),
			},
		}
	}
	// The defender chooses its Stamina after the attacker commits: a bar
	// per choice (at most maxOddsBars of them, the least and the most
	// always), case k being k Stamina spent.
	who := g.Name(g.ModelAt(act.To))
	p := render.OddsPlot{Title: fmt.Sprintf("%s possible, as %s defends", heavy, who)}
	last := len(cs) - 1
	for n := range min(len(cs), maxOddsBars) {
		k := n
		if len(cs) > maxOddsBars {
			k = n * last / (maxOddsBars - 1)
		}
		_, each := chances(cs[k])
		label := fmt.Sprintf("Spends %d", k)
		if k == 0 {
			label = "Spends none"
		}
		p.Bars = append(p.Bars, render.OddsBar{Label: label, Count: each, Total: cs[k].Total})
	}
	_, most := chances(cs[0])
	_, least := chances(cs[last])
	drawLo, _ := chances(cs[0])
	drawHi, _ := chances(cs[last])
	p.Words = []string{
		fmt.Sprintf("%s possible: %s if %s spends nothing, %s if it spends %d; each result as likely.",
			heavy, render.Percent(most, cs[0].Total), who, render.Percent(least, cs[last].Total), last),
		fmt.Sprintf("A draw: %s to %s. %s chooses after you commit.",
			render.Percent(drawLo, cs[0].Total), render.Percent(drawHi, cs[last].Total), who),
	}
	return p
}

// chances returns a case's draws and the rolls leaving any one result.
func chances(c rules.OddsCase) (draw, each uint64) {
	if len(c.Outcomes) < 2 {
		return 0, 0
	}
	return c.Outcomes[0].Count, c.Outcomes[len(c.Outcomes)-1].Count
}

// drawFelt draws the tray's felt, under its dice or the odds.
func (b *Battle) drawFelt(a table.Host, screen *ebiten.Image) {
	r := b.trayArea
	pal := a.Pal()
	b.felt.Rect(screen, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), pal.TrayEdge, 1)
	b.felt.Rect(screen, float64(r.Min.X)+3, float64(r.Min.Y)+3, float64(r.Dx())-6, float64(r.Dy())-6, pal.Tray, 1)
}

// drawOdds draws the odds chart in the tray's place.
func (b *Battle) drawOdds(a table.Host, screen *ebiten.Image) {
	r := b.trayArea
	pad := a.Theme().Px(8)
	b.odds.Layout(&b.oddsStyle, r.Dx()-2*pad)
	b.odds.Draw(screen, r.Min.X+pad, r.Min.Y+pad, &b.oddsStyle)
}
