package magewinds

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	rmw "skirmish/render/magewinds"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
	"skirmish/rules/magewinds/cards"
)

// drawCards draws the face-up row, the deck, the shown seat's hand and the
// attack choice cards under the battlefield.
func (m *MageTable) drawCards(a table.Host, screen *ebiten.Image, g *mw.Game) {
	t := a.Theme()
	_, h := a.Size()
	ch := t.Px(118)
	cw, _ := rmw.CardSize(ch)
	y := h - ch - t.Px(12)
	x := m.area.Min.X + t.Px(6)
	m.cardRects = m.cardRects[:0]
	small := render.Face(float64(t.Px(12)))
	label := func(s string, lx int) {
		render.DrawLabel(screen, s, small, float64(lx), float64(y-t.Px(18)), render.Tint(t.Muted))
	}
	label("Face up", x)
	for k, c := range g.FaceUp {
		r := image.Rect(x, y, x+cw, y+ch)
		if c != cards.None {
			rmw.DrawCard(screen, r, int(c.Suit()), c.Rank(), rmw.CardStyle{Hover: g.Phase == mw.PhaseChannel && m.cursorIn(a, r)})
			m.cardRects = append(m.cardRects, cardSpot{r: r, card: c, slot: k + 1})
		}
		x += cw + t.Px(4)
	}
	x += t.Px(6)
	label(m.texts.deck.Get(len(g.Deck), deckText), x)
	dr := image.Rect(x, y, x+cw, y+ch)
	rmw.DrawDeck(screen, dr, len(g.Deck))
	m.cardRects = append(m.cardRects, cardSpot{r: dr, card: cards.None, slot: 0})
	x += cw + t.Px(22)
	side := m.shownSide()
	if side < 0 {
		side = int(g.Turn)
	}
	hand := g.Hands[side]
	hidden := m.ses.Sitter(rules.Seat(side)) != session.Human && m.shownSide() >= 0
	handLabel := m.texts.hand.Get(handKey{g.Level().Sides[side], len(hand)}, handText)
	label(handLabel, x)
	lw, _ := text.Measure(handLabel, small, 0)
	labelEnd := x + int(lw) + t.Px(16)
	// Cards overlap by a quarter, and more when the hand would otherwise
	// run under the side panel.
	step := cw*3/4 + t.Px(2)
	if n := len(hand); n > 1 {
		step = max(t.Px(16), min(step, (m.area.Max.X-t.Px(6)-x-cw)/(n-1)))
	}
	cx, _ := a.In().Cursor()
	for k, c := range hand {
		r := image.Rect(x, y, x+cw, y+ch)
		sel := m.p.mode == mmCast && containsCard(m.p.pay, c)
		if sel {
			r = r.Add(image.Pt(0, -t.Px(14)))
		}
		if hidden {
			rmw.DrawCard(screen, r, -1, 0, rmw.CardStyle{FaceDown: true})
		} else {
			// The card under the cursor is the top one: the next card covers
			// this one's right part.
			hover := m.p.mode == mmCast && m.cursorIn(a, r) && (k == len(hand)-1 || cx < x+step)
			rmw.DrawCard(screen, r, int(c.Suit()), c.Rank(), rmw.CardStyle{Selected: sel, Hover: hover})
			m.cardRects = append(m.cardRects, cardSpot{r: r, card: c, slot: -1})
		}
		x += step
	}
	x += cw - step
	other := 1 - side
	x = max(x+t.Px(18), labelEnd)
	if x+cw < m.area.Max.X {
		label(m.texts.other.Get(handKey{g.Level().Sides[other], len(g.Hands[other])}, otherText), x)
		for k := range g.Hands[other] {
			r := image.Rect(x+k*t.Px(10), y, x+k*t.Px(10)+cw, y+ch)
			rmw.DrawCard(screen, r, -1, 0, rmw.CardStyle{FaceDown: true})
		}
	}
	m.drawAttackChoice(a, screen, g, cw, ch)
}

func containsCard(cs []cards.Card, c cards.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

func (m *MageTable) cursorIn(a table.Host, r image.Rectangle) bool {
	x, y := a.In().Cursor()
	return image.Pt(x, y).In(r)
}

// drawAttackChoice shows the attack choice card: face down while the
// defender decides (face up to the attacking seat when it is human and the
// screen is its own), then flipping over beside the reaction.
func (m *MageTable) drawAttackChoice(a table.Host, screen *ebiten.Image, g *mw.Game, cw, ch int) {
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
		attacker := int(g.Fighters[g.Act.Fighter].Side)
		show := -1
		if m.shownSide() == attacker && m.ses.Sitter(rules.Seat(attacker)) == session.Human && !m.privacy.On() {
			show = int(g.Act.Choice) - 1
		}
		rmw.DrawAttackChoice(screen, r, show, rmw.CardStyle{})
		render.DrawLabel(screen, "Face down", face, float64(x), float64(y+ch+t.Px(4)), render.Tint(t.Muted))
	}
}
