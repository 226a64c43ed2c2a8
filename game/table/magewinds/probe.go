package magewinds

import (
	"fmt"
	"image"
	"slices"

	"skirmish/game/table"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/geom"
)

// Probe tells the tests (window.skirmish.state(), the couch tests) what
// the table shows: the phase, the side deciding, the pad's cursor and the
// aim of the deployment as "x,y" in micrometres (and, as the square
// "aim", where it is on the screen), the selected fighter,
// the action list, the fighters, and whether the game is paused or the
// screen is being handed over. It reads and changes nothing.
func (m *MageTable) Probe() table.Probe {
	g := m.Game()
	p := table.Probe{
		Phase:   g.Phase.String(),
		ToAct:   m.humanSide(),
		Cursor:  microPoint(m.cursor),
		Window:  m.modal.Window(),
		Paused:  m.strand.Paused(),
		Covered: m.privacy.Covered(),
		For:     -1,
	}
	if p.ToAct < 0 && g.Phase != mw.PhaseOver {
		p.ToAct = g.Decider()
	}
	if p.Covered {
		p.For = m.privacy.For()
	}
	if m.p.sel >= 0 && m.p.sel < len(g.Fighters) {
		p.Selected = g.FighterID(m.p.sel)
	}
	for _, o := range m.opts {
		p.Choices = append(p.Choices, table.ProbeChoice{Label: o.Label, Enabled: o.Why == ""})
	}
	for i := range g.Fighters {
		f := &g.Fighters[i]
		at := ""
		if f.Deployed {
			at = microPoint(f.Pos)
		}
		p.Pieces = append(p.Pieces, table.ProbePiece{ID: g.FighterID(i), Side: int(f.Side), At: at, Dead: f.Out})
	}
	if aim, ok := m.deployAim(g); ok {
		p.Aim = microPoint(aim)
		if m.field != nil {
			x, y := m.field.ToScreen(pt(aim))
			p.Squares = map[string]image.Rectangle{"aim": image.Rect(int(x)-1, int(y)-1, int(x)+2, int(y)+2)}
		}
	}
	return p
}

// microPoint writes p as "x,y" in whole micrometres.
func microPoint(p geom.Point) string { return fmt.Sprintf("%d,%d", p.X, p.Y) }

// deployAim returns the point nearest the cursor, on the cursor's ¼"
// grid, where the selected fighter may deploy: where a player steering
// the cursor toward their zone would press A.
func (m *MageTable) deployAim(g *mw.Game) (geom.Point, bool) {
	if g.Phase != mw.PhaseDeploy || m.p.sel < 0 || m.humanSide() < 0 {
		return geom.Point{}, false
	}
	step := int64(geom.Inch / 4)
	type cand struct {
		p geom.Point
		d int64
	}
	var cs []cand
	for _, ra := range g.Legal(rules.Seat(m.humanSide())) {
		a, ok := ra.(mw.Action)
		if !ok || a.Kind != mw.KDeploy || a.Fighter != g.FighterID(m.p.sel) {
			continue
		}
		// the spot on the cursor's grid, rounded toward the cursor
		q := geom.Point{X: m.cursor.X + (a.At.X-m.cursor.X)/step*step, Y: m.cursor.Y + (a.At.Y-m.cursor.Y)/step*step}
		cs = append(cs, cand{q, abs64(q.X-m.cursor.X) + abs64(q.Y-m.cursor.Y)})
	}
	slices.SortStableFunc(cs, func(a, b cand) int { return int(a.d - b.d) })
	for _, c := range cs {
		a := mw.Action{Kind: mw.KDeploy, Fighter: g.FighterID(m.p.sel), At: c.p, HasAt: true}
		if g.WhyNot(a) == "" {
			return c.p, true
		}
	}
	return geom.Point{}, false
}

// abs64 returns the absolute value of v.
func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}
