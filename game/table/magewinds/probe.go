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

// ProbeBoard fills the board's part of the tests' probe
// (window.skirmish.state(), the couch tests): the phase, the pad's cursor
// and the aim of the deployment as "x,y" in micrometres (and, as the
// square "aim", where it is on the screen), the selected fighter and the
// fighters. It reads and changes nothing.
func (m *mageBoard) ProbeBoard(f *table.Frame, p *table.Probe) {
	g := battle(f)
	p.Phase, p.Cursor = g.Phase.String(), microPoint(m.cursor)
	if _, ok := f.Session().FirstHumanToAct(); !ok && g.Phase != mw.PhaseOver {
		p.ToAct = g.Decider()
	}
	if m.p.sel >= 0 && m.p.sel < len(g.Fighters) {
		p.Selected = g.FighterID(m.p.sel)
	}
	for i := range g.Fighters {
		ft := &g.Fighters[i]
		at := ""
		if ft.Deployed {
			at = microPoint(ft.Pos)
		}
		p.Pieces = append(p.Pieces, table.ProbePiece{ID: g.FighterID(i), Side: int(ft.Side), At: at, Dead: ft.Out})
	}
	if aim, ok := m.deployAim(deciderView(f), human(f)); ok {
		p.Aim = microPoint(aim)
		x, y := m.field.ToScreen(pt(aim))
		p.Squares = map[string]image.Rectangle{"aim": image.Rect(int(x)-1, int(y)-1, int(x)+2, int(y)+2)}
	}
}

// microPoint writes p as "x,y" in whole micrometres.
func microPoint(p geom.Point) string { return fmt.Sprintf("%d,%d", p.X, p.Y) }

// deployAim returns the point nearest the cursor, on the cursor's ¼"
// grid, where the selected fighter may deploy: where a player steering
// the cursor toward their zone would press A.
func (m *mageBoard) deployAim(g *mw.Game, side int) (geom.Point, bool) {
	if g.Phase != mw.PhaseDeploy || m.p.sel < 0 || side < 0 {
		return geom.Point{}, false
	}
	step := int64(geom.Inch / 4)
	type cand struct {
		p geom.Point
		d int64
	}
	var cs []cand
	for _, ra := range g.Legal(rules.Seat(side)) {
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
