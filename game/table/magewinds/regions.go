package magewinds

import (
	"image"

	"skirmish/game/table"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// The kind names its layouts.
var _ table.LayoutKind = kind{}

// Layout names the layout a position shows (table.LayoutKind): the muster,
// the deployment, the channelling, the action phase, an attack choice, a
// reaction, the windburn, the end.
func (kind) Layout(st rules.State) string {
	g, ok := st.(*mw.Game)
	if !ok {
		return ""
	}
	switch g.Phase {
	case mw.PhaseMuster:
		return "muster"
	case mw.PhaseDeploy:
		return "deployment"
	case mw.PhaseChannel:
		return "channelling"
	case mw.PhaseWindburn:
		return "windburn"
	case mw.PhaseOver:
		return "over"
	}
	switch g.Act.Step {
	case mw.StepChoice:
		return "attack choice"
	case mw.StepReact:
		return "reaction"
	}
	return "action"
}

// BoardRegions reports what the board drew in its last drawing
// (table.BoardRegioner): the phase bar with each phase's name and the
// score, the battlefield or the muster board, and the rows of cards under
// it. It reads the board's layout and changes nothing.
func (m *mageBoard) BoardRegions(f *table.Frame, dst []table.Region) []table.Region {
	h := f.Host()
	t := h.Theme()
	_, sh := h.Size()
	g := shown(f)
	dst = m.phaseBarRegions(h, g, dst)
	if g.Phase == mw.PhaseMuster {
		r := image.Rect(m.area.Min.X, m.area.Min.Y, m.area.Max.X, sh-t.Px(10))
		return append(dst, table.Region{Name: "muster board", Rect: r, Steady: true})
	}
	dst = append(dst, table.Region{Name: "battlefield", Rect: m.field.Bounds(), Steady: true})
	// the rows of cards under the battlefield, each with its label above
	var groups [5]image.Rectangle // face up, deck, hand, other hand, fighters of the other side to deploy
	side := ownSide(f, g)
	for _, c := range m.cardRects {
		k := 0
		switch {
		case c.slot == 0:
			k = 1
		case c.slot == -1:
			k = 2
		case c.slot == -2:
			k = 3
		case c.slot == -3 && c.fighter < len(g.Fighters) && int(g.Fighters[c.fighter].Side) == side:
			k = 2
		case c.slot == -3:
			k = 4
		}
		groups[k] = groups[k].Union(c.r)
	}
	label := t.Px(18)
	names := [5]string{"face-up cards", "deck", "hand", "other hand", "other hand"}
	for k, r := range groups {
		if r.Empty() {
			continue
		}
		if k == 2 && !groups[1].Empty() {
			// a card chosen to pay is lifted: the row stays where the deck is
			r.Min.Y = max(r.Min.Y, groups[1].Min.Y)
		}
		r.Min.Y -= label
		dst = append(dst, table.Region{Name: names[k], Rect: r, Steady: k == 2})
	}
	if row := &m.lay.row; row.ok && !row.tray.Empty() {
		dst = append(dst, table.Region{Name: "dice tray", Rect: row.tray, Steady: true})
	}
	return dst
}

// phaseBarRegions reports the phase bar and, inside it, the round, each
// phase's name shown and the score, as layBar placed them for drawing.
func (m *mageBoard) phaseBarRegions(h table.Host, g *mw.Game, dst []table.Region) []table.Region {
	l := m.bar(h, g)
	dst = append(dst, table.Region{Name: "phase bar", Rect: l.bar, Steady: true},
		table.Region{Name: "round", In: "phase bar", Rect: l.round})
	for i, name := range l.phaseText {
		if name != "" {
			dst = append(dst, table.Region{Name: "phase " + phaseNames[i][0], In: "phase bar", Rect: l.phases[i]})
		}
	}
	return append(dst, table.Region{Name: "score", In: "phase bar", Rect: l.score})
}
