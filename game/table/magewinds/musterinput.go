package magewinds

import (
	"fmt"
	"image"

	"skirmish/game/input"
	"skirmish/game/table"
	mw "skirmish/rules/magewinds"
)

// musterOptions lists the muster's choices (10.2) for the action list and
// its number keys: the scenario's warband and Ready first, always 1 and 2
// (greyed, with the reason, when they cannot be chosen), then each
// fighter to add, with its cost, and each to remove. all is the seat's
// legal actions.
func musterOptions(g *mw.Game, all []mw.Action) []mopt {
	if len(all) == 0 {
		return nil
	}
	band := all[0].Warband
	var out []mopt
	pk := g.Pack()
	for _, kind := range []mw.Kind{mw.KDefault, mw.KReady, mw.KAdd, mw.KRemove} {
		found := false
		for _, a := range all {
			if a.Kind != kind {
				continue
			}
			found = true
			a := a
			var label string
			switch kind {
			case mw.KDefault:
				label = "Take the scenario's warband"
			case mw.KReady:
				label = "Ready: this is my warband"
			case mw.KAdd:
				p := &pk.Profiles[pk.ProfileIndex(a.Profile)]
				label = fmt.Sprintf("Add %s (%d points)", p.AName(), p.Cost)
			default:
				label = "Remove " + pk.Profiles[pk.ProfileIndex(a.Profile)].AName()
			}
			out = append(out, mopt{Label: label, Action: &a})
		}
		if (kind == mw.KReady || kind == mw.KDefault) && !found {
			// shown, greyed, with the reason: the number keys stay put
			a := mw.Action{Kind: kind, Warband: band}
			label := "Ready: this is my warband"
			if kind == mw.KDefault {
				label = "Take the scenario's warband"
			}
			out = append(out, mopt{Label: label, Action: &a, Why: g.WhyNot(a)})
		}
	}
	return out
}

// musterInput handles the mouse, the keyboard and the pad on the muster
// board: a click on a pack card adds that fighter, on a fighter of the
// warband removes it, on a button takes the scenario's warband or
// declares it ready; the arrows move the cursor over them, the wheel
// scrolls a large pack, and Confirm chooses.
func (m *mageBoard) musterInput(f *table.Frame) {
	in := f.Host().In()
	mb := &m.mu
	if in.CursorMoved() {
		mb.cursor, mb.still = false, 0
	} else {
		mb.still++
	}
	for _, d := range [4]struct {
		i      input.Intent
		dx, dy int
	}{{input.Up, 0, -1}, {input.Down, 0, 1}, {input.Left, -1, 0}, {input.Right, 1, 0}} {
		if in.Has(d.i) {
			mb.move(d.dx, d.dy)
		}
	}
	if w := in.Wheel(); w != 0 && mb.rows > 0 {
		if w > 0 {
			mb.top--
		} else {
			mb.top++
		}
		mb.top = max(0, mb.top) // the layout keeps it within the pack
	}
	if in.Clicked() {
		if s, ok := mb.at(in.Cursor()); ok {
			mb.focus = s.key
			m.musterChoose(f, s)
		}
		return
	}
	if in.Has(input.Confirm) && mb.cursor {
		for _, s := range mb.spots {
			if s.key == mb.focus {
				m.musterChoose(f, s)
				return
			}
		}
	}
}

// move moves the cursor to the nearest spot in the direction (dx, dy), or
// shows it on the first spot. A move past the pack's rows shown scrolls.
func (mb *musterBoard) move(dx, dy int) {
	if len(mb.spots) == 0 {
		return
	}
	cur := -1
	for i, s := range mb.spots {
		if s.key == mb.focus {
			cur = i
		}
	}
	if !mb.cursor || cur < 0 {
		mb.cursor, mb.focus = true, mb.spots[0].key
		return
	}
	from := centre(mb.spots[cur].r)
	best, bestD := -1, 0
	for i, s := range mb.spots {
		c := centre(s.r)
		along := (c.X-from.X)*dx + (c.Y-from.Y)*dy
		if i == cur || along <= 0 {
			continue
		}
		across := c.Y - from.Y
		if dy != 0 {
			across = c.X - from.X
		}
		d := along + 3*max(across, -across)
		if best < 0 || d < bestD {
			best, bestD = i, d
		}
	}
	if best >= 0 {
		mb.focus = mb.spots[best].key
		return
	}
	// past the rows shown of a pack that scrolls
	if k := mb.spots[cur].key; k.kind == mkProfile && dy != 0 {
		if n := k.n + dy*mb.cols; n >= 0 && n < len(mb.pc.cards) {
			mb.focus = mkey{mkProfile, n}
			if row := n / mb.cols; row < mb.top {
				mb.top = row
			} else if row >= mb.top+mb.rows {
				mb.top = row - mb.rows + 1
			}
		}
	}
}

func centre(r image.Rectangle) image.Point {
	return image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
}

// musterChoose carries out the choice of a spot: add, remove, the
// scenario's warband, or ready; a refused one says why.
func (m *mageBoard) musterChoose(f *table.Frame, s mspot) {
	side := human(f)
	g := deciderView(f)
	if side < 0 || g.Phase != mw.PhaseMuster {
		return
	}
	act := mw.Action{Warband: mw.WarbandLetter(side)}
	switch s.key.kind {
	case mkProfile:
		act.Kind, act.Profile = mw.KAdd, g.Pack().Profiles[s.prof].ID
	case mkMember:
		act.Kind, act.Profile = mw.KRemove, g.Pack().Profiles[s.prof].ID
	case mkDefault:
		act.Kind = mw.KDefault
	case mkReady:
		act.Kind = mw.KReady
	default:
		return
	}
	if why := g.WhyNot(act); why != "" {
		f.Host().Toast(why)
		return
	}
	f.Play(act)
	if s.key.kind == mkMember && s.key.n > 0 && s.key.n >= len(battle(f).Warbands[side]) {
		m.mu.focus.n = s.key.n - 1 // the cursor stays in the warband
	}
}
