package magewinds

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
)

// row returns the card row's layout, laid out again only when the area,
// the screen's height or the scale change.
func (m *mageBoard) row(a table.Host) *rowLayout {
	_, h := a.Size()
	k := rowKey{area: m.area, height: h, px: a.Theme().Px(100)}
	if !m.lay.row.ok || m.lay.row.key != k {
		m.lay.row = layRow(a.Theme(), k)
	}
	return &m.lay.row
}

// drawCards draws the face-up row, the deck, the hands, the dice tray and
// the attack choice card, as g, the view of the seat at the screen, holds
// them: the seat's own hand face up, a hand it may not see as face-down
// cards (a review sees both), the deck face down. Each group keeps to its
// slot of the row (layRow): when it holds more cards, they overlap more.
func (m *mageBoard) drawCards(f *table.Frame, screen *ebiten.Image, g *mw.Game) {
	a := f.Host()
	t := a.Theme()
	l := m.row(a)
	cw, ch, y := l.cardW, l.cardH, l.y
	m.cardRects = m.cardRects[:0]
	small := render.Face(float64(t.Px(12)))
	side := ownSide(f, g)
	hand, oh := g.Hands[side], g.Hands[1-side]
	own := f.Screen().Viewer == rules.Seat(side)
	label := func(s string, slot image.Rectangle) {
		if s != "" {
			render.DrawLabel(screen, s, small, float64(slot.Min.X), float64(l.labelY), render.Tint(t.Muted))
		}
	}
	cx, _ := a.In().Cursor()
	label(m.texts.face.Get(0, l.face.Dx(), small, faceForms), l.face)
	x := l.face.Min.X
	for k, c := range g.FaceUp {
		r := image.Rect(x, y, x+cw, y+ch)
		if c != cards.None {
			// the card under the cursor is the top one: the next covers this one's right part
			hover := g.Phase == mw.PhaseChannel && m.cursorIn(a, r) && (k == len(g.FaceUp)-1 || cx < x+l.faceStep)
			rmw.DrawCard(screen, r, int(c.Suit()), c.Rank(), rmw.CardStyle{Hover: hover})
			m.cardRects = append(m.cardRects, cardSpot{r: r, card: c, slot: k + 1})
		}
		x += l.faceStep
	}
	label(m.texts.deck.Get(len(g.Deck), l.deck.Dx(), small, deckForms), l.deck)
	rmw.DrawDeck(screen, l.deck, len(g.Deck))
	m.cardRects = append(m.cardRects, cardSpot{r: l.deck, card: cards.None, slot: 0})
	m.drawTray(f, screen)
	if g.Phase == mw.PhaseDeploy { // no cards in hand yet: the fighters to deploy instead
		m.drawToDeploy(f, screen, g)
		return
	}
	label(m.texts.hand.Get(handKey{g.Level().Sides[side], len(hand), own}, l.hand.Dx(), small, handForms), l.hand)
	st := step(l.hand, len(hand), cw, cw*3/4)
	x = l.hand.Min.X
	for k, c := range hand {
		r := image.Rect(x, y, x+cw, y+ch)
		sel := m.p.mode == mmCast && containsCard(m.p.pay, c) // lifted and haloed: the row leaves room above
		if c == cards.None {
			rmw.DrawCard(screen, r, -1, 0, rmw.CardStyle{FaceDown: true})
		} else {
			hover := m.p.mode == mmCast && m.cursorIn(a, r) && (k == len(hand)-1 || cx < x+st)
			rmw.DrawCard(screen, r, int(c.Suit()), c.Rank(), rmw.CardStyle{Selected: sel, Hover: hover})
			m.cardRects = append(m.cardRects, cardSpot{r: r, card: c, slot: -1})
		}
		x += st
	}
	label(m.texts.other.Get(handKey{g.Level().Sides[1-side], len(oh), own}, l.other.Dx(), small, otherForms), l.other)
	natural := max(1, cw/8) // face down: a stack
	if len(oh) > 0 && oh[0] != cards.None {
		natural = cw / 3 // face up (a review): each card's corner shows
	}
	st = step(l.other, len(oh), cw, natural)
	for k, c := range oh {
		r := image.Rect(l.other.Min.X+k*st, y, l.other.Min.X+k*st+cw, y+ch)
		rmw.DrawCard(screen, r, int(c.Suit()), c.Rank(), rmw.CardStyle{FaceDown: c == cards.None})
		m.cardRects = append(m.cardRects, cardSpot{r: r, card: c, slot: -2})
	}
	fullW, fullH := rmw.CardSize(t.Px(118))
	m.drawAttackChoice(a, screen, g, fullW, fullH)
}

func containsCard(cs []cards.Card, c cards.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

func (m *mageBoard) cursorIn(a table.Host, r image.Rectangle) bool {
	x, y := a.In().Cursor()
	return image.Pt(x, y).In(r)
}

// drawAttackChoice shows the attack choice card: face down while the
// defender decides (face up in the attacker's own view), then flipping
// over beside the reaction.
func (m *mageBoard) drawAttackChoice(a table.Host, screen *ebiten.Image, g *mw.Game, cw, ch int) {
	t := a.Theme()
	x := m.area.Max.X - cw - t.Px(10)
	y := m.area.Min.Y + t.Px(8)
	r := image.Rect(x, y, x+cw, y+ch)
	face := render.BoldFace(float64(t.Px(13)))
	switch {
	case m.flip > 0:
		ft := 1 - float64(m.flip)/50
		choice := m.revealed[0] - 1
		rmw.DrawFlip(screen, r, min(1, ft*1.6), func(d *ebiten.Image, rr image.Rectangle) {
			rmw.DrawAttackChoice(d, rr, -1, rmw.CardStyle{})
		}, func(d *ebiten.Image, rr image.Rectangle) {
			rmw.DrawAttackChoice(d, rr, choice, rmw.CardStyle{})
		})
		react := [...]string{"No reaction", "Dodge", "Deflect"}[m.revealed[1]]
		tw, _ := text.Measure(react, face, 0)
		render.DrawLabel(screen, "Revealed!", face, float64(x), float64(y+ch+t.Px(4)), render.Tint(t.Accent))
		render.DrawLabel(screen, react, face, float64(x+cw)-tw, float64(y+ch+t.Px(22)), render.Tint(t.Ink))
	case g.Phase == mw.PhaseAction && (g.Act.Step == mw.StepReact || g.Act.Step == mw.StepChoice) && g.Act.Choice != mw.ChoiceNone:
		show := -1 // the view shows the choice to the attacker (and a review), never to the defender
		if c := g.Act.Choice; c >= mw.ChoiceLight && c <= mw.ChoiceFeint {
			show = int(c) - 1
		}
		rmw.DrawAttackChoice(screen, r, show, rmw.CardStyle{})
		render.DrawLabel(screen, "Face down", face, float64(x), float64(y+ch+t.Px(4)), render.Tint(t.Muted))
	}
}
