package magewinds

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/render"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/geom"
)

// boardAction turns a click at pt into the action it means now, if any.
func boardAction(g *mw.Game, p *mpick, pt geom.Point) (mw.Action, bool) {
	switch g.Phase {
	case mw.PhaseDeploy:
		if p.sel < 0 || g.Fighters[p.sel].Deployed {
			return mw.Action{}, false
		}
		return mw.Action{Kind: mw.KDeploy, Fighter: g.FighterID(p.sel), At: pt, HasAt: true}, true
	case mw.PhaseAction:
	default:
		return mw.Action{}, false
	}
	act := &g.Act
	switch act.Step {
	case mw.StepNone, mw.StepActing:
		if p.sel < 0 {
			return mw.Action{}, false
		}
		id := g.FighterID(p.sel)
		if p.mode == mmMove {
			a := mw.Action{Kind: mw.KMove, Fighter: id, At: pt, HasAt: true, Take: true}
			if g.WhyNot(a) != "" {
				a.Take = false
			}
			return a, true
		}
		if p.mode == mmCast {
			return mw.Action{Kind: mw.KCast, Fighter: id, Spell: p.spell, At: pt, HasAt: true, Cards: slices.Clone(p.pay)}, true
		}
	case mw.StepStep:
		return mw.Action{Kind: mw.KStep, Fighter: g.FighterID(int(act.Fighter)), At: pt, HasAt: true}, true
	case mw.StepReactStep:
		ti := int(act.Target)
		from := g.Fighters[ti].Pos
		if act.Reaction == mw.ReactDodge {
			pt = geom.Toward(from, pt, geom.Inch)
		}
		return mw.Action{Kind: mw.KStep, Fighter: g.FighterID(ti), At: pt, HasAt: true}, true
	case mw.StepEndDrop:
		fi := int(act.Fighter)
		at := geom.Toward(g.Fighters[fi].Pos, pt, 2*geom.BaseRadius+100)
		return mw.Action{Kind: mw.KDrop, Fighter: g.FighterID(fi), At: at, HasAt: true}, true
	}
	return mw.Action{}, false
}

// bearing names the compass direction from a to b on the battlefield as
// the players see it (north is the top edge).
func bearing(a, b geom.Point) string {
	dx, dy := b.X-a.X, b.Y-a.Y
	names := [8]string{"east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east"}
	// sector by comparing against tan(22.5°) ≈ 0.4142 in integers
	ax, ay := dx, dy
	if ax < 0 {
		ax = -ax
	}
	if ay < 0 {
		ay = -ay
	}
	var k int
	switch {
	case ay*10000 <= ax*4142:
		k = 0
		if dx < 0 {
			k = 4
		}
	case ax*10000 <= ay*4142:
		k = 2
		if dy < 0 {
			k = 6
		}
	default:
		switch {
		case dx > 0 && dy > 0:
			k = 1
		case dx < 0 && dy > 0:
			k = 3
		case dx < 0 && dy < 0:
			k = 5
		default:
			k = 7
		}
	}
	return names[k]
}

func attackOfAct(g *mw.Game) *mw.AttackProfile {
	if g.Act.Attack >= 0 {
		return &g.Prof(int(g.Act.Fighter)).Attacks[g.Act.Attack]
	}
	return &g.Pack().Spells[g.Act.Spell].Attack
}

// spotSnap is how near a click (or the cursor) must fall to a marked spot
// to take it: less than half the distance between two spots.
const spotSnap = geom.Inch * 18 / 100

// setSpots keeps the step moves among the legal actions of the human
// deciding now: in a step move (13.1) and a reaction's (13.3), each is a
// spot marked on the battlefield, chosen like a move's destination.
func (m *mageBoard) setSpots(g *mw.Game, legal []rules.Action) {
	m.spots = m.spots[:0]
	if g.Phase != mw.PhaseAction || g.Act.Step != mw.StepStep && g.Act.Step != mw.StepReactStep {
		return
	}
	for _, ra := range legal {
		if a := ra.(mw.Action); a.Kind == mw.KStep {
			m.spots = append(m.spots, a)
		}
	}
}

// spotNear returns the marked spot nearest p within spotSnap, or -1.
func (m *mageBoard) spotNear(p geom.Point) int {
	best, bestD := -1, int64(spotSnap)
	for i, a := range m.spots {
		if d := geom.Dist(a.At, p); d <= bestD {
			best, bestD = i, d
		}
	}
	return best
}

// spotToward returns the marked spot an arrow moves the cursor to from p:
// the nearest lying ahead in direction (dx, dy) (within 45° of it), or -1.
func (m *mageBoard) spotToward(p geom.Point, dx, dy int64) int {
	best, bestD := -1, int64(1<<62)
	for i, a := range m.spots {
		ahead := (a.At.X-p.X)*dx + (a.At.Y-p.Y)*dy
		side := (a.At.X-p.X)*dy - (a.At.Y-p.Y)*dx
		if side < 0 {
			side = -side
		}
		if ahead <= 0 || side > ahead {
			continue
		}
		if d := geom.Dist(a.At, p); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// spotInk and spotHot are the marks of the step spots, boxed once (a
// colour passed as an interface would be boxed every frame).
var (
	spotInk color.Color = color.NRGBA{0xF2, 0xB1, 0x4C, 0xD0}
	spotHot color.Color = color.NRGBA{0xFF, 0xF0, 0xC0, 0xFF}
	spotRim color.Color = color.NRGBA{0x20, 0x18, 0x10, 0xC0}
)

// drawSteps marks each step move offered on the battlefield, the one
// under the mouse (or the cursor) brighter.
func (m *mageBoard) drawSteps(screen *ebiten.Image, g *mw.Game) {
	if len(m.spots) == 0 || g.Act.Step != mw.StepStep && g.Act.Step != mw.StepReactStep {
		return
	}
	hot := -1
	if m.hoverOK {
		hot = m.spotNear(m.hover)
	}
	r := float32(max(3, m.field.Scale()*0.12))
	for i, a := range m.spots {
		x, y := m.field.ToScreen(pt(a.At))
		c := spotInk
		rr := r
		if i == hot {
			c, rr = spotHot, r*1.4
		}
		m.fillSpot(screen, x, y, rr+1.5, spotRim)
		m.fillSpot(screen, x, y, rr, c)
	}
}

// fillSpot fills a circle, anti-aliased, with a path kept for the purpose
// and always as many curves (see render.AddCircle): vector.FillCircle
// would queue twenty times as many vertices (see render.AddArc), and a
// new path would be garbage every frame.
func (m *mageBoard) fillSpot(screen *ebiten.Image, x, y, r float32, c color.Color) {
	m.spotPath.Reset()
	render.AddCircle(&m.spotPath, x, y, r, 12)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(screen, &m.spotPath, nil, op)
}
