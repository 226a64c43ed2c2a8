package magewinds

// The muster board's parts: the marks on its cards, its buttons, the
// status line, the tooltips and the labels.

import (
	"image"
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game/table"
	"skirmish/render"
	mw "skirmish/rules/magewinds"
	"skirmish/ui"
)

// ribbon marks a pack card that cannot be added with a dark red tag in
// its bottom right-hand corner (where its lines of text, set from the
// left, rarely reach), saying why in a few words.
func ribbon(t *ui.Theme, screen *ebiten.Image, r image.Rectangle, why string) {
	face := render.BoldFace(float64(t.Px(11)))
	tw, th := text.Measure(why, face, 0)
	pad := t.Px(6)
	w, h := int(tw)+2*pad, int(th)+t.Px(6)
	x, y := r.Max.X-w-t.Px(6), r.Max.Y-h-t.Px(6)
	vector.FillRect(screen, float32(x), float32(y), float32(w), float32(h), color.NRGBA{0x8c, 0x20, 0x18, 0xf0}, false)
	render.DrawLabel(screen, why, face, float64(x+pad), float64(y)+(float64(h)-th)/2, render.Tint(color.White))
}

// emptySlot outlines an empty place of the warband; the places a warband
// must fill (its fewest fighters) more boldly.
func emptySlot(screen *ebiten.Image, r image.Rectangle, needed bool) {
	c := color.NRGBA{0x5a, 0x52, 0x48, 0xff}
	w := float32(1)
	if needed {
		c, w = color.NRGBA{0x9a, 0x88, 0x70, 0xff}, 2
	}
	vector.StrokeRect(screen, float32(r.Min.X)+w, float32(r.Min.Y)+w, float32(r.Dx())-2*w, float32(r.Dy())-2*w, w, c, false)
}

// musterButton draws one of the muster's buttons, lit when hot, greyed
// when it cannot be chosen.
func (m *mageBoard) musterButton(a table.Host, screen *ebiten.Image, r image.Rectangle, label string, hot, on bool) {
	t := a.Theme()
	fill, edge, ink := color.NRGBA{0x3a, 0x33, 0x2c, 0xff}, color.NRGBA{0x6b, 0x5d, 0x4c, 0xff}, t.Ink
	if !on {
		fill, edge, ink = color.NRGBA{0x26, 0x23, 0x20, 0xff}, color.NRGBA{0x3a, 0x35, 0x30, 0xff}, color.NRGBA{0x70, 0x68, 0x5e, 0xff}
	}
	if hot {
		edge = t.Accent
		if on {
			fill = color.NRGBA{0x57, 0x4a, 0x3a, 0xff}
		}
	}
	vector.FillRect(screen, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), fill, false)
	vector.StrokeRect(screen, float32(r.Min.X)+1, float32(r.Min.Y)+1, float32(r.Dx())-2, float32(r.Dy())-2, float32(t.Px(2)), edge, false)
	face := render.BoldFace(float64(t.Px(14)))
	tw, th := text.Measure(label, face, 0)
	render.DrawLabel(screen, label, face, float64(r.Min.X)+(float64(r.Dx())-tw)/2, float64(r.Min.Y)+(float64(r.Dy())-th)/2, render.Tint(ink))
}

// musterStatus says what the spot under the cursor does, or why it cannot.
func (m *mageBoard) musterStatus(g *mw.Game, side, human int, k statusKey, w *musterWhys) string {
	pk := g.Pack()
	if !k.on {
		switch {
		case g.Ready[side]:
			return g.Level().Sides[side] + " " + g.Level().Verb(side, "is", "are") + " ready; the warbands are revealed when both sides are."
		case human < 0:
			return "The computer is mustering."
		}
		return "Both sides muster at once, in secret."
	}
	switch k.key.kind {
	case mkProfile:
		p := &pk.Profiles[k.key.n]
		if why := w.add[k.key.n]; why != "" {
			return "Cannot add: " + why + "."
		}
		return "Add " + p.AName() + " (" + itoa(p.Cost) + " points): " + how(k) + "."
	case mkMember:
		if wb := g.Warbands[side]; k.key.n < len(wb) {
			return "Remove the " + pk.Profiles[wb[k.key.n]].Name + " from your warband: " + how(k) + "."
		}
	case mkDefault:
		if w.dflt != "" {
			return "Cannot take the scenario's warband: " + w.dflt + "."
		}
		return "Take the scenario's warband in place of your picks: " + warbandNames(pk, g.Level().Default(side)) + "."
	case mkReady:
		if w.ready != "" {
			return "Not ready: " + w.ready + "."
		}
		return "Ready: the warband is final, and stays hidden until both sides are ready."
	}
	if k.pad {
		return "Choose a fighter with the D-pad and " + k.prompt + " to add it, one of your warband to remove it."
	}
	return "Click a fighter to add it, one of your warband to remove it; or the arrow keys and " + k.prompt + "."
}

// how says how to take the card under the cursor, for the device in hand.
func how(k statusKey) string {
	if k.pad {
		return k.prompt
	}
	return "click, or " + k.prompt
}

// tipDelay is how many ticks the mouse rests on a card before its
// tooltip shows (the cursor's shows at once).
const tipDelay = 20

// musterTip draws the whole profile of the card under the mouse (or the
// cursor) beside it, over everything.
func (m *mageBoard) musterTip(f *table.Frame, screen *ebiten.Image, hot mkey) {
	a := f.Host()
	if hot.kind != mkProfile && hot.kind != mkMember || f.Modal().Shown() || !m.mu.cursor && m.mu.still < tipDelay {
		return
	}
	mb := &m.mu
	for _, s := range mb.spots {
		if s.key != hot {
			continue
		}
		t := a.Theme()
		k := tipKey{prof: s.prof, width: t.Px(440)}
		lines, ok := mb.tips[k]
		if !ok {
			if mb.tips == nil {
				mb.tips = map[tipKey][]string{}
			}
			lines = ui.Wrap(mb.pc.tips[s.prof], t.Small, float64(k.width), "  ")
			mb.tips[k] = lines
		}
		x, y := a.In().Cursor()
		if mb.cursor {
			x, y = s.r.Max.X-t.Px(20), s.r.Min.Y+t.Px(10)
		}
		table.DrawTooltip(a, screen, x, y, strings.Join(lines, "\n"))
		return
	}
}

// hot returns the spot under the mouse, or the cursor's when the arrows
// or the pad were used last.
func (mb *musterBoard) hot(a table.Host) mkey {
	if mb.cursor {
		return mb.focus
	}
	x, y := a.In().Cursor()
	if s, ok := mb.at(x, y); ok {
		return s.key
	}
	return mkey{kind: 255}
}

// at returns the spot drawn at (x, y).
func (mb *musterBoard) at(x, y int) (mspot, bool) {
	p := image.Pt(x, y)
	for _, s := range mb.spots {
		if p.In(s.r) {
			return s, true
		}
	}
	return mspot{}, false
}

func bandText(k bandKey) string {
	if k.n < 0 {
		return k.side + ": the warband is hidden"
	}
	s := "Your warband: " + itoa(k.n) + " of " + itoa(k.lo) + "–" + itoa(k.hi) + " fighters · " + itoa(k.pts)
	if k.max > 0 {
		s += "/" + itoa(k.max)
	}
	return s + " points"
}

// headText is the heading of the pack: what to do with it, and the rows
// shown of a pack too large for the screen.
func headText(k [4]int) string {
	s := "The fighter pack"
	switch {
	case k[2]-k[1]+1 < k[3]:
		s += ", rows " + itoa(k[1]) + "–" + itoa(k[2]) + " of " + itoa(k[3]) + " (scroll for more)"
	case k[0] == 1:
		s += ": click a fighter to add it to your warband"
	case k[0] == 2: // with a gamepad in hand
		s += ": choose a fighter to add it to your warband"
	}
	return s
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func otherStatus(k otherKey) string {
	s := k.side + ": mustering…"
	if k.ready {
		s = k.side + ": ready"
	}
	if k.names != "" {
		s += " (" + k.names + ")"
	}
	return s
}

// clipLine returns s, cut at a word and ended with "…" when it is wider
// than width in face.
func clipLine(s string, face text.Face, width float64) string {
	if tw, _ := text.Measure(s, face, 0); tw <= width {
		return s
	}
	lines := ui.Wrap(s, face, width-20, "")
	return strings.TrimRight(lines[0], " ,:;") + "…"
}

// warbandNames lists a warband's fighters: "Stormblade, Hawkeye".
func warbandNames(pk *mw.Pack, w []uint8) string {
	names := make([]string, len(w))
	for i, p := range w {
		names[i] = pk.Profiles[p].Name
	}
	return strings.Join(names, ", ")
}

func itoa(n int) string { return strconv.Itoa(n) }
