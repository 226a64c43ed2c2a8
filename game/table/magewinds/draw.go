package magewinds

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/geom"
	"skirmish/ui"
)

// Draw draws the battle as the seat at the screen may see it (the
// frame's View): the muster board during the muster, else the battlefield,
// the step spots, the phase bar, the cards and the odds.
func (m *mageBoard) Draw(f *table.Frame, screen *ebiten.Image) {
	g := shown(f)
	h := f.Host()
	m.drawPhaseBar(f, screen, g)
	if g.Phase == mw.PhaseMuster {
		m.drawMuster(f, screen, g)
		return
	}
	sc := m.scene(f, g)
	m.cursorMark(f, &sc.Overlay)
	m.field.Draw(screen, sc)
	m.drawSteps(screen, g)
	m.drawCards(f, screen, g)
	m.drawOdds(h, screen, g)
}

// DrawOver draws over the side panel: the muster's tooltip, or the
// controls written in the room the panel keeps for them.
func (m *mageBoard) DrawOver(f *table.Frame, screen *ebiten.Image) {
	if shown(f).Phase == mw.PhaseMuster {
		m.musterTip(f, screen, m.mu.hotNow)
		return
	}
	m.drawHints(f.Host(), screen)
}

// CoverDetail says what the hand-over screen hides.
func (m *mageBoard) CoverDetail(f *table.Frame) string {
	if battle(f).Phase == mw.PhaseMuster {
		return "Your warband is mustered in secret: the other player sees only whether you are ready."
	}
	return "Your hand and your face-down choices are hidden from the other player."
}

// EndStats gives the end window's figures: the actions, the rounds and
// the victory points.
func (m *mageBoard) EndStats(f *table.Frame) (string, string) {
	g := battle(f)
	sides := g.Level().Sides
	return fmt.Sprintf("%d actions, %d rounds. Victory points: %s %d, %s %d.", f.Session().Position(), g.Round, sides[0], g.VP[0], sides[1], g.VP[1]),
		"Look at the battlefield"
}

func pt(p geom.Point) rmw.Pt { return rmw.Pt{X: p.X, Y: p.Y} }

// scene fills the render scene from the battle and the player's pick.
func (m *mageBoard) scene(f *table.Frame, g *mw.Game) *rmw.Scene {
	sc := m.sceneOf(g)
	hv := -1
	if m.hoverOK {
		hv = m.fighterAt(g, m.hover)
	}
	m.overlay(g, sc, hv, f.Screen().Deciding())
	return sc
}

// sceneOf fills the render scene of the battlefield, without overlays. The
// scene and its slices are reused from frame to frame.
func (m *mageBoard) sceneOf(g *mw.Game) *rmw.Scene {
	if m.terrain == nil { // the scenario's terrain never changes: convert it once
		for _, f := range g.Level().Field.Features {
			t := rmw.Terrain{Name: f.Name, Height: rmw.Height(f.Height)}
			for _, p := range f.Poly {
				t.Poly = append(t.Poly, pt(p))
			}
			m.terrain = append(m.terrain, t)
		}
	}
	sc := &m.sc
	ov := &sc.Overlay
	*sc = rmw.Scene{Terrain: m.terrain, Tokens: sc.Tokens[:0], Objects: sc.Objects[:0], Zones: sc.Zones[:0], Markers: sc.Markers[:0],
		Overlay: rmw.Overlay{Rings: ov.Rings[:0], Path: ov.Path[:0], Lines: ov.Lines[:0]}}
	if g.Phase == mw.PhaseDeploy || g.Round == 0 {
		for s := 0; s < 2; s++ {
			z := g.Level().Zones[s]
			sc.Zones = append(sc.Zones, rmw.Zone{Side: s, Rect: [2]rmw.Pt{pt(z[0]), pt(z[1])}})
		}
	}
	for k, mk := range g.Level().Markers {
		sc.Markers = append(sc.Markers, rmw.Marker{Name: mk.Name, Pos: pt(mk.At), Owner: g.Controller(k)})
	}
	for i, o := range g.Objects {
		if o.CarriedBy >= 0 {
			continue
		}
		spec := g.Level().Objects[i]
		sc.Objects = append(sc.Objects, rmw.Object{Name: spec.Name, Icon: spec.Icon, Pos: pt(o.Pos), Carriable: spec.Carriable, Moveable: spec.Moveable})
	}
	hv := -1
	if m.hoverOK {
		hv = m.fighterAt(g, m.hover)
	}
	for i := range g.Fighters {
		if !g.OnField(i) {
			continue
		}
		f := &g.Fighters[i]
		p := g.Prof(i)
		sc.Tokens = append(sc.Tokens, rmw.Token{Name: p.Name, Icon: p.Icon, Side: int(f.Side), Pos: pt(f.Pos), Damage: int(f.Damage), Toughness: int(p.Toughness),
			Actions: int(f.Actions), Guarding: f.Guard, Carrying: f.Carry >= 0, Selected: i == m.p.sel, Hover: i == hv,
			Active: g.Phase == mw.PhaseAction && int(g.Act.Fighter) == i, Dim: f.Actions >= 2})
	}
	return sc
}

// ghostAt points the overlay's ghost at p.
func (m *mageBoard) ghostAt(ov *rmw.Overlay, p geom.Point) {
	m.ghost = pt(p)
	ov.Ghost = &m.ghost
}

// overlay draws what the player is choosing: move rings and the path under
// the mouse, the 1" ring of a step, lines of attack and cover while aiming.
func (m *mageBoard) overlay(g *mw.Game, sc *rmw.Scene, hv int, deciding bool) {
	ov := &sc.Overlay
	sel := m.p.sel
	if g.Phase == mw.PhaseDeploy && sel >= 0 && m.hoverOK && deciding {
		// where the fighter would be set up, and whether it may
		m.ghostAt(ov, m.hover)
		a := mw.Action{Kind: mw.KDeploy, Fighter: g.FighterID(sel), At: m.hover, HasAt: true}
		if why := g.WhyNot(a); why != "" {
			ov.Label, ov.LabelAt = "cannot deploy here", pt(m.hover)
		}
		return
	}
	if sel < 0 || !g.Fighters[sel].Deployed || g.Fighters[sel].Out {
		if hv >= 0 {
			m.rangeRings(g, ov, hv)
		}
		return
	}
	from := g.Fighters[sel].Pos
	ov.Rings = append(ov.Rings, rmw.Ring{C: pt(from), R: geom.Inch + geom.BaseRadius, Kind: rmw.RingInch})
	act := &g.Act
	switch {
	case g.Phase == mw.PhaseAction && act.Step == mw.StepNone && m.p.mode == mmMove:
		limit := g.MoveAllowance(sel)
		ov.Rings = append(ov.Rings, rmw.Ring{C: pt(from), R: limit, Kind: rmw.RingMove})
		if m.hoverOK {
			h := m.hash(g) ^ uint64(sel)
			if m.reach == nil || m.reachFor != [2]uint64{h, uint64(sel)} {
				mv := &geom.Mover{Field: &g.Level().Field, Blockers: blockersFor(g, sel)}
				m.reach, m.reachFor = mv.Reach(from, limit), [2]uint64{h, uint64(sel)}
			}
			path, n, ok := m.reach.To(m.hover) // the same path and limit as the Move rule
			ov.Path = append(ov.Path, pt(from))
			if ok { // one label over the path's end: its length as the rule measures it
				for _, p := range path {
					ov.Path = append(ov.Path, pt(p))
				}
				ov.PathLabel = m.texts.inches.Get(n, geom.FormatInches)
			} else {
				ov.Path = append(ov.Path, pt(m.hover))
				ov.PathLabel = "cannot reach"
			}
			ov.PathOK = ok
			m.ghostAt(ov, m.hover)
		}
	case g.Phase == mw.PhaseAction && (act.Step == mw.StepStep || act.Step == mw.StepReactStep):
		if m.hoverOK {
			m.ghostAt(ov, m.hover)
		}
		if act.Kind == mw.ActAttack && act.Target >= 0 {
			m.attackLines(g, ov, sel, int(act.Target), attackOfAct(g))
		}
	case g.Phase == mw.PhaseAction && act.Target >= 0 && (act.Kind == mw.ActAttack || act.Kind == mw.ActCast && act.Attack < 0):
		m.attackLines(g, ov, int(act.Fighter), int(act.Target), attackOfAct(g))
	default:
		if hv >= 0 && int(g.Fighters[hv].Side) != int(g.Fighters[sel].Side) && len(g.Prof(sel).Attacks) > 0 {
			best := &g.Prof(sel).Attacks[0]
			for k := range g.Prof(sel).Attacks {
				if ap := &g.Prof(sel).Attacks[k]; ap.Max > best.Max {
					best = ap
				}
			}
			m.attackLines(g, ov, sel, hv, best)
		}
		m.rangeRings(g, ov, sel)
	}
}

func (m *mageBoard) rangeRings(g *mw.Game, ov *rmw.Overlay, i int) {
	for _, ap := range g.Prof(i).Attacks {
		ov.Rings = append(ov.Rings, rmw.Ring{C: pt(g.Fighters[i].Pos), R: ap.Max + geom.BaseRadius, Kind: rmw.RingRange})
		if ap.Min > 0 {
			ov.Rings = append(ov.Rings, rmw.Ring{C: pt(g.Fighters[i].Pos), R: ap.Min + geom.BaseRadius, Kind: rmw.RingMinRange})
		}
	}
}

// attackLines shows the line of attack and the cover lines from fi to ti,
// found again only when the position or the aim changes.
func (m *mageBoard) attackLines(g *mw.Game, ov *rmw.Overlay, fi, ti int, ap *mw.AttackProfile) {
	aim := &m.aim
	if k := (aimKey{m.hash(g), fi, ti, ap}); !aim.ok || aim.key != k {
		*aim = aimLines{key: k, ok: true, lines: aim.lines[:0]}
		var others []geom.Point
		for j := range g.Fighters {
			if j != fi && j != ti && g.OnField(j) {
				others = append(others, g.Fighters[j].Pos)
			}
		}
		from, to := g.Fighters[fi].Pos, g.Fighters[ti].Pos
		clear, blocked := g.Level().Field.CoverLines(from, to, others)
		for _, l := range clear {
			aim.lines = append(aim.lines, rmw.Line{A: pt(l[0]), B: pt(l[1]), Kind: rmw.LineCover})
		}
		for _, l := range blocked {
			aim.lines = append(aim.lines, rmw.Line{A: pt(l[0]), B: pt(l[1]), Kind: rmw.LineBlocked})
		}
		ok, line := g.Level().Field.LineOfAttack(from, to, others, ap.Min, ap.Max)
		if ok {
			aim.lines = append(aim.lines, rmw.Line{A: pt(line[0]), B: pt(line[1]), Kind: rmw.LineClear})
		}
		cover := "in the open"
		if g.InCover(fi, from, ti, ap) {
			cover = "in cover: +2 Evasion"
		}
		aim.label = fmt.Sprintf("%s away, %s", geom.FormatInches(geom.BaseDist(from, to)), cover)
		if !ok {
			aim.label = "no line of attack within " + ap.RangeText() + "\""
		}
		aim.at = pt(to)
	}
	ov.Lines = append(ov.Lines, aim.lines...)
	ov.Label, ov.LabelAt = aim.label, aim.at
}

// aimKey is what the attack lines shown depend on.
type aimKey struct {
	hash   uint64
	fi, ti int
	ap     *mw.AttackProfile
}

// aimLines are the attack lines and label of an aim, kept between frames.
type aimLines struct {
	key   aimKey
	ok    bool
	lines []rmw.Line
	label string
	at    rmw.Pt
}

func blockersFor(g *mw.Game, fi int) []geom.Point {
	var out []geom.Point
	for i := range g.Fighters {
		if i != fi && g.OnField(i) {
			out = append(out, g.Fighters[i].Pos)
		}
	}
	for _, o := range g.Objects {
		if o.CarriedBy < 0 {
			out = append(out, o.Pos)
		}
	}
	return out
}

// drawOdds shows the odds of damage of the attack being considered as a
// chart (render.OddsChart), its exactness in its tooltip.
func (m *mageBoard) drawOdds(a table.Host, screen *ebiten.Image, g *mw.Game) {
	cases := m.oddsCases(g)
	if len(cases) == 0 || m.oddsChart.Empty() {
		return
	}
	t := a.Theme()
	st := render.OddsStyle{
		Face: render.Face(float64(t.Px(12))), Bold: render.BoldFace(float64(t.Px(12))), Unit: t.Scale,
		Ink: t.Ink, Muted: t.Muted, Accent: t.Accent, Bar: t.Good, Warn: t.Bad,
		Track: color.NRGBA{0x3a, 0x34, 0x2e, 0xff}, Back: color.NRGBA{0x14, 0x12, 0x10, 0xd8},
	}
	w := t.Px(300)
	h := m.oddsChart.Layout(&st, w)
	x, y := m.oddsSpot(t, g, w, h)
	m.oddsChart.Draw(screen, x, y, &st)
	if cx, cy := a.In().Cursor(); a.In().LastDevice() == input.Mouse {
		m.oddsChart.DrawTip(screen, cx, cy, &st)
	}
}

// oddsSpot places the odds chart, w×h, in a corner of the battlefield
// where it covers no fighter: the bottom left, bottom right, top left or
// top right, the first clear one, else the one covering fewest (the
// fighters of the attack counting most).
func (m *mageBoard) oddsSpot(t *ui.Theme, g *mw.Game, w, h int) (int, int) {
	pad, edge := t.Px(8), t.Px(10)
	r := m.field.Bounds().Intersect(m.area)
	if r.Empty() {
		r = m.area
	}
	left, right := r.Min.X+edge+pad, r.Max.X-w-edge-pad
	top, bottom := r.Min.Y+edge+pad, r.Max.Y-h-edge-pad
	corners := [4]image.Point{{left, bottom}, {right, bottom}, {left, top}, {right, top}}
	best, bestCost := corners[0], -1
	for _, c := range corners {
		box := image.Rect(c.X-pad, c.Y-pad, c.X+w+pad, c.Y+h+pad).Inset(-t.Px(16))
		cost := 0
		for i := range g.Fighters {
			if !g.OnField(i) {
				continue
			}
			fx, fy := m.field.ToScreen(pt(g.Fighters[i].Pos))
			if !image.Pt(int(fx), int(fy)).In(box) {
				continue
			}
			cost++
			if act := &g.Act; i == int(act.Fighter) || i == int(act.Target) {
				cost += 10
			}
		}
		if bestCost < 0 || cost < bestCost {
			best, bestCost = c, cost
		}
		if cost == 0 {
			break
		}
	}
	return best.X, best.Y
}

// oddsCases picks the attack whose odds to show: the one under way, the
// option the mouse is over, or the enemy under the mouse.
func (m *mageBoard) oddsCases(g *mw.Game) []rules.OddsCase {
	if g.Phase != mw.PhaseAction {
		return nil
	}
	act := &g.Act
	if act.Target >= 0 && (act.Kind == mw.ActAttack || act.Kind == mw.ActCast && act.Attack < 0 && act.Spell >= 0 && g.Pack().Spells[act.Spell].Effect == mw.EffBolt) {
		from := g.Fighters[act.Fighter].Pos
		if act.Step != mw.StepStep {
			from = act.Source
		}
		return m.attackOdds(g, int(act.Fighter), from, int(act.Target), attackOfAct(g))
	}
	if m.p.sel >= 0 && m.hoverOK && act.Step == mw.StepNone {
		if ti := m.fighterAt(g, m.hover); ti >= 0 && g.Fighters[ti].Side != g.Fighters[m.p.sel].Side {
			for _, o := range m.opts {
				if o.Action != nil && o.Action.Kind == mw.KAttack && o.Action.Target == g.FighterID(ti) {
					return m.attackOdds(g, m.p.sel, g.Fighters[m.p.sel].Pos, ti, &g.Prof(m.p.sel).Attacks[o.Action.N-1])
				}
			}
		}
	}
	return nil
}

// oddsKey is what the odds shown depend on.
type oddsKey struct {
	hash   uint64
	fi, ti int
	from   geom.Point
	ap     *mw.AttackProfile
}

// attackOdds is g.AttackOdds, kept while the position and the aim stay the
// same: it is asked every frame the odds are shown.
func (m *mageBoard) attackOdds(g *mw.Game, fi int, from geom.Point, ti int, ap *mw.AttackProfile) []rules.OddsCase {
	k := oddsKey{m.hash(g), fi, ti, from, ap}
	if m.odds == nil || k != m.oddsFor {
		m.odds, m.oddsFor = g.AttackOdds(fi, from, ti, ap), k
		m.oddsChart.Set(k.hash, oddsText(m.odds))
	}
	return m.odds
}
