package magewinds

import (
	"slices"

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
