package magewinds

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	mw "skirmish/rules/magewinds"
	"skirmish/ui"
)

// musterBoard is the muster on the screen (10.2): the pack's fighter
// profiles as cards to add, the warband of the seat at the screen as cards
// to remove, its fighters and points against the scenario's limits, why a
// fighter cannot be added, the other side only as mustering or ready
// (never its picks, which its view withholds), the scenario's warband and
// Ready. The mouse clicks the cards and buttons; the arrows (or the pad)
// move a cursor over them and Confirm chooses.
type musterBoard struct {
	pc         packCards
	spots      []mspot // where the cards and buttons were drawn, for clicks
	focus      mkey    // the keyboard and gamepad cursor
	seat       int     // the seat the cursor is for
	cursor     bool    // the cursor is shown: the arrows or the pad were used last
	top        int     // the first row of the pack shown (a large pack scrolls)
	rows       int     // the rows of the pack shown
	cols       int     // the columns of the pack
	whys       musterWhys
	slotArea   image.Rectangle // the warband's places, as drawn
	hotNow     mkey            // the spot under the mouse or the cursor, as drawn
	still      int             // ticks the mouse has rested: its tooltip waits a moment
	status     statusKey       // what the status line says, for statusText
	statusText string
	head       render.Label[bandKey]
	other      render.Label[otherKey]
	more       render.Label[[4]int] // the heading: deciding, the rows of the pack shown
	tips       map[tipKey][]string  // the tooltips, wrapped
}

// mkind is what a spot of the muster board is.
type mkind uint8

const (
	mkProfile mkind = iota // a profile of the pack: add one
	mkMember               // a fighter of the warband: remove it
	mkDefault              // take the scenario's warband
	mkReady                // the warband is chosen
)

// mkey names a spot: its kind and which (the profile's index in the pack,
// the fighter's place in the warband).
type mkey struct {
	kind mkind
	n    int
}

// mspot is a card or button drawn on the muster board.
type mspot struct {
	r    image.Rectangle
	key  mkey
	prof int // the profile of a card
}

// musterWhys are the reasons the choices of the muster are refused now,
// found again when the position changes.
type musterWhys struct {
	of     *mw.Game
	side   int
	add    []string // per profile of the pack
	short  []string // the same, in a few words for the card
	dflt   string
	ready  string
	remove string
}

type statusKey struct {
	of     *mw.Game
	key    mkey
	on     bool
	width  int
	prompt string
	pad    bool // a gamepad is in hand
}

type bandKey struct {
	side      string
	n, lo, hi int
	pts, max  int
}

type otherKey struct {
	side  string
	ready bool
	names string // its picks, in a review
}

type tipKey struct {
	prof  int
	width int
}

// packBand is the colour of the name band of the pack's cards.
var packBand = render.RGB(0x4a3b2c)

// musterLayout places the board in r: the heading, the pack's grid, the
// status line, and the warband's row with the buttons at its right. It
// returns the rectangles of the pack's cards (visible ones), the warband's
// slots, the two buttons and where the lines of text go.
type musterLayout struct {
	heading, status, band image.Point
	cards                 []image.Rectangle // per visible profile, from m.top*cols
	slots                 []image.Rectangle // the warband's places
	other, dflt, ready    image.Rectangle
}

func (mb *musterBoard) layout(t *ui.Theme, r image.Rectangle, n, slots int) musterLayout {
	var l musterLayout
	gap := t.Px(8)
	l.heading = image.Pt(r.Min.X, r.Min.Y+t.Px(4))
	// the foot: the warband's row, the other side and the buttons at its right
	bw, bh := t.Px(250), t.Px(34)
	slots = max(1, min(slots, mw.MaxWarband))
	mini := min(t.Px(92), (r.Dx()-bw-gap*2-(slots-1)*t.Px(6))/slots)
	miniH := mini * 5 / 4
	right := t.Px(30) + 2*(bh+t.Px(6))
	bandY := r.Max.Y - max(miniH+t.Px(24), right)
	l.band = image.Pt(r.Min.X, bandY)
	for k := range slots {
		x := r.Min.X + k*(mini+t.Px(6))
		l.slots = append(l.slots, image.Rect(x, bandY+t.Px(24), x+mini, bandY+t.Px(24)+miniH))
	}
	bx := r.Max.X - bw
	l.other = image.Rect(bx, bandY, r.Max.X, bandY+t.Px(30))
	l.dflt = image.Rect(bx, l.other.Max.Y+t.Px(6), r.Max.X, l.other.Max.Y+t.Px(6)+bh)
	l.ready = image.Rect(bx, l.dflt.Max.Y+t.Px(6), r.Max.X, l.dflt.Max.Y+t.Px(6)+bh)
	l.status = image.Pt(r.Min.X, bandY-t.Px(24))
	// the pack: as many columns as fit cards of a readable width, rows as
	// tall as fit (a pack too large for them scrolls)
	top, bottom := r.Min.Y+t.Px(28), l.status.Y-t.Px(6)
	packH := bottom - top
	fit := max(1, (packH+gap)/(t.Px(96)+gap))
	most := max(1, min(n, r.Dx()/t.Px(200)))
	mb.cols = most
	for c := 1; c <= most; c++ { // the fewest columns that show the whole pack
		if (n+c-1)/c <= fit {
			mb.cols = c
			break
		}
	}
	rows := (n + mb.cols - 1) / mb.cols
	mb.rows = min(rows, fit)
	mb.top = max(0, min(mb.top, rows-mb.rows))
	cw := (r.Dx() - (mb.cols-1)*gap) / mb.cols
	ch := min((packH-(mb.rows-1)*gap)/max(1, mb.rows), t.Px(170))
	for i := mb.top * mb.cols; i < n && i < (mb.top+mb.rows)*mb.cols; i++ {
		row, col := i/mb.cols-mb.top, i%mb.cols
		x, y := r.Min.X+col*(cw+gap), top+row*(ch+gap)
		l.cards = append(l.cards, image.Rect(x, y, x+cw, y+ch))
	}
	return l
}

// musterWhy finds why each muster choice of side is refused in g, the
// position as the seat at the screen sees it.
func (m *mageBoard) musterWhy(g *mw.Game, side int) *musterWhys {
	w := &m.mu.whys
	if w.of == g && w.side == side {
		return w
	}
	pk := g.Pack()
	w.of, w.side = g, side
	w.add, w.short = w.add[:0], w.short[:0]
	band := mw.WarbandLetter(side)
	wb := g.Warbands[side]
	rl := g.Level().Rules
	for i := range pk.Profiles {
		why := g.WhyNot(mw.Action{Kind: mw.KAdd, Warband: band, Profile: pk.Profiles[i].ID})
		short := ""
		if why != "" {
			n := 0
			for _, p := range wb {
				if int(p) == i {
					n++
				}
			}
			switch {
			case g.Ready[side]:
				short = "warband chosen"
			case int(g.Changes[side]) >= mw.MusterChanges:
				short = "no changes left"
			case len(wb) >= rl.Max:
				short = "warband full"
			case n >= rl.Copies:
				short = "at most " + itoa(rl.Copies)
			case rl.Points > 0 && pk.Cost(wb)+pk.Profiles[i].Cost > rl.Points:
				short = "over the points"
			default:
				short = "cannot add"
			}
		}
		w.add, w.short = append(w.add, why), append(w.short, short)
	}
	w.dflt = g.WhyNot(mw.Action{Kind: mw.KDefault, Warband: band})
	w.ready = g.WhyNot(mw.Action{Kind: mw.KReady, Warband: band})
	w.remove = ""
	if g.Ready[side] {
		w.remove = g.Level().Sides[side] + " " + g.Level().Verb(side, "has chosen its", "have chosen their") + " warband"
	}
	return w
}

// drawMuster draws the muster board over the table's area.
func (m *mageBoard) drawMuster(f *table.Frame, screen *ebiten.Image, g *mw.Game) {
	a := f.Host()
	t := a.Theme()
	_, sh := a.Size()
	r := image.Rect(m.area.Min.X, m.area.Min.Y, m.area.Max.X, sh-t.Px(10))
	mb := &m.mu
	pc := mb.pc.of(g.Pack())
	side := ownSide(f, g)
	seat := f.Screen().Viewer
	mine := seat == table.Everything || int(seat) == side // the warband shown is the seat's own
	deciding := mine && human(f) == side && !g.Ready[side]
	wb := g.Warbands[side]
	rl := g.Level().Rules
	l := mb.layout(t, r, len(pc.cards), max(min(rl.Max, rl.MostFighters(g.Pack())), len(wb)))
	whys := m.musterWhy(g, side)
	hot := mb.hot(a) // under the mouse as last drawn
	mb.spots = mb.spots[:0]
	bold := render.BoldFace(float64(t.Px(14)))
	small := render.Face(float64(t.Px(12)))
	rows := (len(pc.cards) + mb.cols - 1) / mb.cols
	head := mb.more.Get([4]int{b2i(deciding) * (1 + b2i(a.In().PadInHand())), mb.top + 1, mb.top + mb.rows, rows}, headText)
	render.DrawLabel(screen, head, bold, float64(l.heading.X), float64(l.heading.Y), render.Tint(t.Accent))
	for k, cr := range l.cards {
		i := mb.top*mb.cols + k
		key := mkey{mkProfile, i}
		st := rmw.ProfileStyle{Band: packBand, Text: float64(t.Px(12))}
		st.Hover = hot == key
		st.Dim = deciding && whys.add[i] != ""
		rmw.DrawProfile(screen, cr, &pc.cards[i], st)
		if deciding && whys.short[i] != "" {
			ribbon(t, screen, cr, whys.short[i])
		}
		mb.spots = append(mb.spots, mspot{r: cr, key: key, prof: i})
	}
	// the warband of the side at the screen
	sides := g.Level().Sides
	pal := a.Pal()
	lo, hi := rl.Min, rl.Max
	bk := bandKey{side: sides[side], n: len(wb), lo: lo, hi: hi, pts: g.Pack().Cost(wb), max: rl.Points}
	if !mine {
		bk.n = -1
	}
	render.DrawLabel(screen, mb.head.Get(bk, bandText), bold, float64(l.band.X), float64(l.band.Y), render.Tint(pal.Side[side%len(pal.Side)]))
	mb.slotArea = image.Rectangle{}
	for k, sr := range l.slots {
		mb.slotArea = mb.slotArea.Union(sr)
		if !mine || k >= len(wb) {
			emptySlot(screen, sr, k < lo)
			continue
		}
		p := int(wb[k])
		key := mkey{mkMember, k}
		st := rmw.ProfileStyle{Band: pal.Side[side%len(pal.Side)], Mini: true}
		st.Hover = hot == key
		rmw.DrawProfile(screen, sr, &pc.cards[p], st)
		if deciding {
			rr := float64(max(t.Px(9), sr.Dx()/9))
			rmw.DrawRemoveMark(screen, &m.brush, float64(sr.Min.X)+rr*0.9, float64(sr.Min.Y)+rr*0.9, rr, hot == key)
		}
		mb.spots = append(mb.spots, mspot{r: sr, key: key, prof: p})
	}
	// the other side: mustering or ready, never its picks
	other := 1 - side
	ok := otherKey{side: sides[other], ready: g.Ready[other]}
	if seat == table.Everything {
		ok.names = warbandNames(g.Pack(), g.Warbands[other])
	}
	cw, _ := rmw.CardSize(l.other.Dy())
	rmw.DrawCard(screen, image.Rect(l.other.Min.X, l.other.Min.Y, l.other.Min.X+cw, l.other.Max.Y), -1, 0, rmw.CardStyle{FaceDown: true, Dim: !g.Ready[other]})
	os := mb.other.Get(ok, otherStatus)
	if ok.names != "" {
		os = clipLine(os, small, float64(l.other.Dx()-cw-t.Px(8)))
	}
	render.DrawLabel(screen, os, small, float64(l.other.Min.X+cw+t.Px(8)), float64(l.other.Min.Y+t.Px(10)), render.Tint(pal.Side[other%len(pal.Side)]))
	m.musterButton(a, screen, l.dflt, "Take the scenario's warband", hot == mkey{mkDefault, 0}, deciding && whys.dflt == "")
	m.musterButton(a, screen, l.ready, "Ready", hot == mkey{mkReady, 0}, deciding && whys.ready == "")
	if deciding {
		mb.spots = append(mb.spots, mspot{r: l.dflt, key: mkey{mkDefault, 0}}, mspot{r: l.ready, key: mkey{mkReady, 0}})
	}
	if sk := (statusKey{of: g, key: hot, on: deciding, width: r.Dx(), prompt: a.In().Glyph(input.Confirm), pad: a.In().PadInHand()}); sk != mb.status {
		mb.status, mb.statusText = sk, clipLine(m.musterStatus(g, side, human(f), sk, whys), small, float64(sk.width))
	}
	op := &text.DrawOptions{}
	op.GeoM.Translate(float64(l.status.X), float64(l.status.Y))
	op.ColorScale = render.Tint(t.Muted)
	render.DrawPrompt(screen, mb.statusText, small, op) // its buttons drawn as glyphs
	mb.hotNow = hot                                     // its tooltip is drawn over the side panel too (musterTip)
}
