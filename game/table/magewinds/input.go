package magewinds

import (
	"image"
	"slices"

	"skirmish/game/input"
	"skirmish/game/table"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// Input turns this tick's input on the board into choices or steps of the
// pick: the muster board's cards and buttons; the cursor (the mouse, the
// arrows and the pad, from marked spot to spot in a step move); a click
// on a card, on a fighter or on the battlefield; Confirm at the cursor;
// Back. The frame has answered the side panel's keys.
func (m *mageBoard) Input(f *table.Frame) {
	in := f.Host().In()
	g := deciderView(f)
	deciding := f.Screen().Deciding()
	if g.Phase == mw.PhaseMuster {
		if deciding {
			m.musterInput(f)
		}
		return
	}
	if in.Has(input.NextModel) || in.Has(input.PrevModel) {
		m.snap(f, g, in.Has(input.NextModel)) // the cursor to the next sensible spot (cursor.go)
	}
	// the board cursor: mouse, or ¼" steps with the arrows and the pad
	x, y := in.Cursor()
	if in.CursorMoved() {
		hp, ok := m.field.FromScreen(x, y)
		m.hover, m.hoverOK = geom.Point{X: hp.X, Y: hp.Y}, ok
		if k := m.spotNear(m.hover); ok && k >= 0 {
			m.hover = m.spots[k].At // the ghost stands on the marked spot
		}
		if m.hoverOK {
			m.cursor = m.hover
		}
	}
	for _, d := range [4]struct {
		i      input.Intent
		dx, dy int64
	}{{input.Up, 0, -1}, {input.Down, 0, 1}, {input.Left, -1, 0}, {input.Right, 1, 0}} {
		if in.Has(d.i) && len(m.spots) > 0 {
			// a step move: the arrows go from marked spot to marked spot
			from := m.cursor
			if !m.hoverOK || m.spotNear(from) < 0 {
				from = g.Fighters[m.p.sel].Pos
			}
			if k := m.spotToward(from, d.dx, d.dy); k >= 0 {
				m.cursor = m.spots[k].At
				m.hover, m.hoverOK = m.cursor, true
			}
			continue
		}
		if in.Has(d.i) {
			m.cursor.X = min(max(m.cursor.X+d.dx*geom.Inch/4, 0), geom.FieldW)
			m.cursor.Y = min(max(m.cursor.Y+d.dy*geom.Inch/4, 0), geom.FieldH)
			m.hover, m.hoverOK = m.cursor, true
		}
	}
	if in.Clicked() {
		if m.clickCard(f, g, x, y) {
			return
		}
		if p, ok := m.field.FromScreen(x, y); ok && deciding {
			m.clickField(f, g, geom.Point{X: p.X, Y: p.Y})
		}
		return
	}
	if in.Has(input.Confirm) && deciding {
		m.hover, m.hoverOK = m.cursor, true // the keyboard's and the pads' cursor, wherever the mouse was
		m.clickField(f, g, m.cursor)
	}
	if in.RightClicked() || in.Has(input.Back) {
		m.back(g)
	}
}

// back steps back in the pick: out of a move or a spell being aimed, else
// off the fighter selected.
func (m *mageBoard) back(g *mw.Game) {
	switch {
	case m.p.mode != mmNone:
		m.p.mode, m.p.pay = mmNone, nil
	default:
		if g.Phase != mw.PhaseDeploy && g.Act.Step == mw.StepNone {
			m.p.sel = -1
		}
	}
}

// clickField acts on a click (or Confirm) at a battlefield point.
func (m *mageBoard) clickField(f *table.Frame, g *mw.Game, p geom.Point) {
	if fi := m.fighterAt(g, p); fi >= 0 && g.Phase == mw.PhaseAction && g.Act.Step == mw.StepNone && m.p.mode == mmNone {
		if int(g.Fighters[fi].Side) == int(g.Turn) && g.CanActivate(fi) {
			m.p = mpick{sel: fi}
			return
		}
		if m.p.sel >= 0 { // attack the clicked enemy with the first attack that can
			for _, o := range m.opts {
				if o.Action != nil && o.Action.Kind == mw.KAttack && o.Action.Target == g.FighterID(fi) {
					f.Play(*o.Action)
					return
				}
			}
		}
	}
	if m.p.mode == mmNone && g.Phase == mw.PhaseAction && g.Act.Step == mw.StepNone && m.p.sel >= 0 {
		m.p.mode = mmMove // a click on open ground starts a move
	}
	if k := m.spotNear(p); k >= 0 {
		f.Play(m.spots[k]) // a marked step spot
		return
	}
	act, ok := boardAction(g, &m.p, p)
	if !ok {
		return
	}
	if why := g.WhyNot(act); why != "" {
		f.Host().Toast(why)
		return
	}
	f.Play(act)
}

// spotAt returns the card drawn on top at p (the last drawn of those
// there: the cards of the hand overlap), if any.
func (m *mageBoard) spotAt(p image.Point) (cardSpot, bool) {
	for i := len(m.cardRects) - 1; i >= 0; i-- {
		if p.In(m.cardRects[i].r) {
			return m.cardRects[i], true
		}
	}
	return cardSpot{}, false
}

// clickCard handles clicks on the face-up cards, the deck and the hand.
func (m *mageBoard) clickCard(f *table.Frame, g *mw.Game, x, y int) bool {
	cs, ok := m.spotAt(image.Pt(x, y))
	if !ok {
		return false
	}
	switch {
	case cs.slot >= 0 && g.Phase == mw.PhaseChannel:
		act := mw.Action{Kind: mw.KDraw, N: cs.slot}
		if why := g.WhyNot(act); why != "" {
			f.Host().Toast(why)
		} else {
			f.Play(act)
		}
	case cs.slot == -3 && g.Phase == mw.PhaseDeploy:
		if ft := &g.Fighters[cs.fighter]; int(ft.Side) == human(f) && int(ft.Side) == int(g.Turn) && !ft.Deployed {
			m.p = mpick{sel: cs.fighter} // the fighter to set up next
		}
	case cs.slot == -1 && m.p.mode == mmCast:
		if k := slices.Index(m.p.pay, cs.card); k >= 0 {
			m.p.pay = slices.Delete(m.p.pay, k, k+1)
		} else {
			m.p.pay = append(m.p.pay, cs.card)
		}
	}
	return true
}

// command carries out a step of the pick chosen in the action list.
func (m *mageBoard) command(f *table.Frame, o mopt) {
	switch o.Cmd {
	case mcSelect:
		m.p = mpick{sel: o.Arg}
	case mcMove:
		m.p.mode = mmMove
	case mcCast:
		m.p.mode, m.p.spell, m.p.pay = mmCast, o.Spell, m.defaultPay(deciderView(f), o.Spell)
	case mcPay:
		m.p.pay = slices.Clone(o.Pay)
	case mcBack:
		if m.p.mode != mmNone {
			m.p.mode, m.p.pay = mmNone, nil
		} else {
			m.p.sel = -1
		}
	}
}

// defaultPay proposes the cheapest payment of a spell from the hand.
func (m *mageBoard) defaultPay(g *mw.Game, spell string) []cards.Card {
	sp := g.Pack().Spells[g.Pack().SpellIndex(spell)]
	opts := sp.Cost.Options(g.Hands[g.Turn])
	if len(opts) == 0 {
		return nil
	}
	return slices.Clone(opts[0].Cards)
}
