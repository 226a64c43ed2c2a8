package magewinds

import (
	"image"
	"slices"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// Update implements table.Table.
func (m *MageTable) Update(a table.Host) error {
	if m.flip > 0 {
		m.flip--
		if a.In().Pressed(input.FastForward) || a.Prefs().AnimSpeed == 0 {
			m.flip = 0
		}
	}
	table.FilterInput(a.In(), m.humanSide(), &m.seats, &m.modal) // couch play: each pad plays its own side
	m.refresh(a, false)
	// The hand-over screen first: the press that uncovers the table is
	// consumed before the widgets under the cover see it.
	covered := !m.strand.Paused() && m.updatePrivacy(a)
	m.followSeat(a)
	if !covered && !m.widgets.Resting(m.widgetsLive(a)) {
		m.ui.Update()
	}
	if m.strand.Watch(a, m) || covered {
		return nil
	}
	if table.ModalInput(a.In(), &m.modal, &m.widgets, m.ui) {
		return nil
	}
	m.handleInput(a)
	m.comp.Update(a, m)
	if m.Game().Phase == mw.PhaseOver && !m.endShown && m.flip == 0 {
		m.endShown = true
		m.showEnd(a)
	}
	return nil
}

func (m *MageTable) updatePrivacy(a table.Host) bool {
	covered, uncovered := m.privacy.Update(a, m.humanSide(), &m.seats, m.ses.State())
	if uncovered {
		// The click or key that took the screen chooses nothing, and the
		// muster's cursor starts afresh for the new seat.
		m.widgets.MarkStale()
		m.mu.cursor, m.mu.focus = false, mkey{}
		return true
	}
	return covered
}

// widgetsLive reports whether input may reach the widgets this tick.
func (m *MageTable) widgetsLive(a table.Host) bool {
	return table.WidgetsLive(a.In(), m.modal.Shown(), func(x, y int) bool { return m.overPanel(a, x, y) })
}

func (m *MageTable) handleInput(a table.Host) {
	in := a.In()
	g := m.Game()
	if in.Has(input.Undo) {
		m.undo(a)
		return
	}
	if in.Has(input.Redo) {
		m.redo(a)
		return
	}
	if in.Has(input.Menu) {
		m.ShowMenu(a)
		return
	}
	if in.Has(input.Panel) {
		m.focus = !m.focus
		switch {
		case !m.focus:
			m.ui.ClearFocus()
		case !m.lists.list.FocusFirst(m.ui): // the list's first choice, else the first button
			m.ui.ChangeFocus(widget.FOCUS_NEXT)
		}
	}
	human := m.humanSide() >= 0
	id, chosen := m.lists.list.Input(in, m.ui, m.focus) // the wheel, the number keys, the focus in the list
	if m.lists.list.Changed() {
		m.widgets.MarkStale()
	}
	if chosen {
		m.chooseOpt(a, id)
		return
	}
	if g.Phase == mw.PhaseMuster && !m.focus {
		if human {
			m.musterInput(a)
		}
		return
	}
	if in.Has(input.NextModel) || in.Has(input.PrevModel) {
		m.snap(g, in.Has(input.NextModel)) // the cursor to the next sensible spot (cursor.go)
	}
	if m.focus {
		if m.widgets.Navigate(a.In(), m.ui) {
			return
		}
		if in.Has(input.Back) {
			m.focus = false
			m.ui.ClearFocus()
		}
		return
	}
	// the board cursor: mouse, or ¼" steps with the arrows and the pad
	x, y := in.Cursor()
	if in.CursorMoved() {
		hp, ok := m.field.FromScreen(x, y)
		m.hover, m.hoverOK = geom.Point{X: hp.X, Y: hp.Y}, ok
		if k := m.lists.spotNear(m.hover); ok && k >= 0 {
			m.hover = m.lists.spots[k].At // the ghost stands on the marked spot
		}
		if m.hoverOK {
			m.cursor = m.hover
		}
	}
	for _, d := range []struct {
		i      input.Intent
		dx, dy int64
	}{{input.Up, 0, -1}, {input.Down, 0, 1}, {input.Left, -1, 0}, {input.Right, 1, 0}} {
		if in.Has(d.i) && len(m.lists.spots) > 0 {
			// a step move: the arrows go from marked spot to marked spot
			from := m.cursor
			if !m.hoverOK || m.lists.spotNear(from) < 0 {
				from = m.Game().Fighters[m.p.sel].Pos
			}
			if k := m.lists.spotToward(from, d.dx, d.dy); k >= 0 {
				m.cursor = m.lists.spots[k].At
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
		if m.overPanel(a, x, y) {
			return
		}
		if m.clickCard(a, x, y) {
			return
		}
		if p, ok := m.field.FromScreen(x, y); ok && human {
			m.clickField(a, geom.Point{X: p.X, Y: p.Y})
		}
		return
	}
	if in.Has(input.Confirm) && human {
		m.hover, m.hoverOK = m.cursor, true // the keyboard's and the pads' cursor, wherever the mouse was
		m.clickField(a, m.cursor)
	}
	if in.RightClicked() || in.Has(input.Back) {
		m.back()
	}
}

func (m *MageTable) overPanel(a table.Host, x, y int) bool {
	w, _ := a.Size()
	return x >= w-panelWidth(a)
}

func (m *MageTable) back() {
	switch {
	case m.p.mode != mmNone:
		m.p.mode, m.p.pay = mmNone, nil
	default:
		if g := m.Game(); g.Phase != mw.PhaseDeploy && g.Act.Step == mw.StepNone {
			m.p.sel = -1
		}
	}
}

// clickField acts on a click (or Confirm) at a battlefield point.
func (m *MageTable) clickField(a table.Host, p geom.Point) {
	g := m.Game()
	if fi := m.fighterAt(g, p); fi >= 0 && g.Phase == mw.PhaseAction && g.Act.Step == mw.StepNone && m.p.mode == mmNone {
		if int(g.Fighters[fi].Side) == int(g.Turn) && g.CanActivate(fi) {
			m.p = mpick{sel: fi}
			return
		}
		if m.p.sel >= 0 { // attack the clicked enemy with the first attack that can
			for _, o := range m.opts {
				if o.Action != nil && o.Action.Kind == mw.KAttack && o.Action.Target == g.FighterID(fi) {
					m.apply(a, *o.Action)
					return
				}
			}
		}
	}
	if m.p.mode == mmNone && g.Phase == mw.PhaseAction && g.Act.Step == mw.StepNone && m.p.sel >= 0 {
		m.p.mode = mmMove // a click on open ground starts a move
	}
	if k := m.lists.spotNear(p); k >= 0 {
		m.apply(a, m.lists.spots[k]) // a marked step spot
		return
	}
	act, ok := boardAction(g, &m.p, p)
	if !ok {
		return
	}
	if why := g.WhyNot(act); why != "" {
		a.Toast(why)
		return
	}
	m.apply(a, act)
}

// spotAt returns the card drawn on top at p (the last drawn of those
// there: the cards of the hand overlap), if any.
func (m *MageTable) spotAt(p image.Point) (cardSpot, bool) {
	for i := len(m.cardRects) - 1; i >= 0; i-- {
		if p.In(m.cardRects[i].r) {
			return m.cardRects[i], true
		}
	}
	return cardSpot{}, false
}

// clickCard handles clicks on the face-up cards, the deck and the hand.
func (m *MageTable) clickCard(a table.Host, x, y int) bool {
	g := m.Game()
	cs, ok := m.spotAt(image.Pt(x, y))
	if !ok {
		return false
	}
	switch {
	case cs.slot >= 0 && g.Phase == mw.PhaseChannel:
		act := mw.Action{Kind: mw.KDraw, N: cs.slot}
		if why := g.WhyNot(act); why != "" {
			a.Toast(why)
		} else {
			m.apply(a, act)
		}
	case cs.slot == -3 && g.Phase == mw.PhaseDeploy:
		if f := &g.Fighters[cs.fighter]; int(f.Side) == m.humanSide() && int(f.Side) == int(g.Turn) && !f.Deployed {
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

// chooseOpt carries out entry n of the action list.
func (m *MageTable) chooseOpt(a table.Host, n int) {
	if n >= len(m.opts) || m.humanSide() < 0 {
		return
	}
	o := m.opts[n]
	if o.Why != "" {
		a.Toast(o.Why)
		return
	}
	switch o.Cmd {
	case mcSelect:
		m.p = mpick{sel: o.Arg}
	case mcMove:
		m.p.mode = mmMove
	case mcCast:
		m.p.mode, m.p.spell, m.p.pay = mmCast, o.Spell, m.defaultPay(o.Spell)
	case mcPay:
		m.p.pay = slices.Clone(o.Pay)
	case mcBack:
		if m.p.mode != mmNone {
			m.p.mode, m.p.pay = mmNone, nil
		} else {
			m.p.sel = -1
		}
	default:
		m.apply(a, *o.Action)
	}
}

// defaultPay proposes the cheapest payment of a spell from the hand.
func (m *MageTable) defaultPay(spell string) []cards.Card {
	g := m.Game()
	sp := g.Pack().Spells[g.Pack().SpellIndex(spell)]
	opts := sp.Cost.Options(g.Hands[g.Turn])
	if len(opts) == 0 {
		return nil
	}
	return slices.Clone(opts[0].Cards)
}

// apply plays an action of the human deciding now: in the muster, where
// both seats decide at once, for the seat the table serves (the first
// human seat not yet ready). Session.ApplyFor accepts only the actions
// Legal lists, and a point on the battlefield (a deployment, a move) need
// not be one of those, so a lone seat's action goes through Apply.
func (m *MageTable) apply(a table.Host, act mw.Action) {
	side := m.humanSide()
	if side < 0 {
		return
	}
	var evs []rules.Event
	var err error
	if len(m.ses.ToAct()) > 1 {
		evs, err = m.ses.ApplyFor(rules.Seat(side), act)
	} else {
		evs, err = m.ses.Apply(act)
	}
	if err != nil {
		a.Toast(err.Error())
		return
	}
	m.AfterApply(a, evs)
}

// AfterApply starts the reveal animation, plays the sounds and autosaves;
// the log follows the history (table.EventLog).
func (m *MageTable) AfterApply(a table.Host, evs []rules.Event) {
	for _, e := range evs {
		if me, ok := e.(mw.Event); ok && me.Kind == mw.EvRevealed {
			m.flip = 50
			m.revealed = [2]int{int(me.Choice), int(me.React)}
		}
	}
	a.PlayEvents(evs)
	g := m.Game()
	if g.Phase != mw.PhaseAction || g.Act.Step == mw.StepNone {
		m.p.mode, m.p.pay = mmNone, nil
	}
	m.reach = nil
	m.review = false
	a.Autosave(m.ses)
}

// Uncover shows the table to the side deciding now without the hand-over
// screen (for screenshots).
func (m *MageTable) Uncover() { m.privacy.Show(m.humanSide()) }

// Seating returns who plays which side.
func (m *MageTable) Seating() *table.Seating { return &m.seats }

// SideName names a side for the kit's messages, which put "the" before
// it: "The Gale Wardens" is "Gale Wardens".
func (m *MageTable) SideName(side int) string {
	return strings.TrimPrefix(m.Game().Level().Sides[side], "The ")
}

// Modal returns the table's modal window.
func (m *MageTable) Modal() *table.Modal { return &m.modal }
