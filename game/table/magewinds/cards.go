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

// drawCards draws the face-up row, the deck, the hands and the attack
// choice card under the battlefield, as g, the view of the seat at the
// screen, holds them: the seat's own hand face up, a hand it may not see
// as face-down cards (a review sees both), the deck face down. When the
// row is too long for the table, the face-up cards overlap, then the
// hand's, so that the other hand keeps its place.
func (m *MageTable) drawCards(a table.Host, screen *ebiten.Image, g *mw.Game) {
	t := a.Theme()
	_, h := a.Size()
	fullH := t.Px(118)
	fullW, _ := rmw.CardSize(fullH)
	x := m.area.Min.X + t.Px(6)
	m.cardRects = m.cardRects[:0]
	small := render.Face(float64(t.Px(12)))
	side := m.screenSide(g)
	hand, oh := g.Hands[side], g.Hands[1-side]
	own := m.seatAtScreen() == rules.Seat(side)
	handLabel := m.texts.hand.Get(handKey{g.Level().Sides[side], len(hand), own}, handText)
	otherLabel := m.texts.other.Get(handKey{g.Level().Sides[1-side], len(oh), own}, otherText)
	nHand, nOther := len(hand), len(oh)
	deploy := g.Phase == mw.PhaseDeploy // no cards in hand yet: the fighters to deploy instead
	if deploy {
		var n [2]int
		for i := range g.Fighters {
			if !g.Fighters[i].Deployed {
				n[g.Fighters[i].Side]++
			}
		}
		nHand, nOther = n[side], n[1-side]
		handLabel = m.texts.deploy.Get(deployKey{g.Level().Sides[side], nHand, own, true}, deployText)
		otherLabel = m.texts.deploy2.Get(deployKey{g.Level().Sides[1-side], nOther, own, false}, deployText)
	}
	hw, _ := text.Measure(handLabel, small, 0)
	ow, _ := text.Measure(otherLabel, small, 0)
	// the steps between cards that fit the row: the face-up cards overlap
	// first, then the hand's, then the cards themselves get smaller
	room := m.area.Max.X - t.Px(6) - x
	var ch, cw, gw, faceStep, step, ostep int
	for ch = fullH; ; ch -= t.Px(4) {
		cw, _ = rmw.CardSize(ch)
		gw = cw // the width of a card of the hands (or of a fighter to deploy)
		faceStep, step, ostep = cw+t.Px(4), cw*3/4+t.Px(2), t.Px(10)
		if len(oh) > 0 && oh[0] != cards.None {
			ostep = cw / 3 // face up (a review): each card's corner shows
		}
		if deploy {
			gw = ch * 4 / 5
			step, ostep = gw+t.Px(4), gw+t.Px(4)
		}
		need := func() int {
			handW := max(int(hw)+t.Px(16), gw+max(0, nHand-1)*step)
			otherW := max(int(ow), gw+max(0, nOther-1)*ostep) + t.Px(18)
			return 4*faceStep + cw + t.Px(6) + cw + t.Px(22) + handW + otherW
		}
		if over := need() - room; over > 0 {
			faceStep = max(cw*11/20, faceStep-(over+3)/4)
		}
		if over := need() - room; deploy && over > 0 && nOther > 1 { // the other side's fighters give way first
			ostep = max(t.Px(16), ostep-(over+nOther-2)/(nOther-1))
		}
		if over := need() - room; over > 0 && nHand > 1 {
			step = max(t.Px(16), step-(over+nHand-2)/(nHand-1))
		}
		if over := need() - room; over > 0 && nOther > 1 {
			ostep = max(t.Px(4), ostep-(over+nOther-2)/(nOther-1))
		}
		if need() <= room || ch <= fullH*7/10 {
			break
		}
	}
	y := h - ch - t.Px(12)
	label := func(s string, lx int) {
		render.DrawLabel(screen, s, small, float64(lx), float64(y-t.Px(18)), render.Tint(t.Muted))
	}
	cx, _ := a.In().Cursor()
	label("Face up", x)
	for k, c := range g.FaceUp {
		r := image.Rect(x, y, x+cw, y+ch)
		if c != cards.None {
			// the card under the cursor is the top one: the next covers this one's right part
			hover := g.Phase == mw.PhaseChannel && m.cursorIn(a, r) && (k == len(g.FaceUp)-1 || cx < x+faceStep)
			rmw.DrawCard(screen, r, int(c.Suit()), c.Rank(), rmw.CardStyle{Hover: hover})
			m.cardRects = append(m.cardRects, cardSpot{r: r, card: c, slot: k + 1})
		}
		x += faceStep
	}
	x += cw - faceStep + t.Px(6)
	label(m.texts.deck.Get(len(g.Deck), deckText), x)
	dr := image.Rect(x, y, x+cw, y+ch)
	rmw.DrawDeck(screen, dr, len(g.Deck))
	m.cardRects = append(m.cardRects, cardSpot{r: dr, card: cards.None, slot: 0})
	x += cw + t.Px(22)
	if deploy {
		m.drawToDeploy(a, screen, g, x, y, gw, ch, [2]int{step, ostep}, [2]string{handLabel, otherLabel})
		return
	}
	label(handLabel, x)
	labelEnd := x + int(hw) + t.Px(16)
	for k, c := range hand {
		r := image.Rect(x, y, x+cw, y+ch)
		sel := m.p.mode == mmCast && containsCard(m.p.pay, c)
		if sel {
			r = r.Add(image.Pt(0, -t.Px(14)))
		}
		if c == cards.None {
			rmw.DrawCard(screen, r, -1, 0, rmw.CardStyle{FaceDown: true})
		} else {
			hover := m.p.mode == mmCast && m.cursorIn(a, r) && (k == len(hand)-1 || cx < x+step)
			rmw.DrawCard(screen, r, int(c.Suit()), c.Rank(), rmw.CardStyle{Selected: sel, Hover: hover})
			m.cardRects = append(m.cardRects, cardSpot{r: r, card: c, slot: -1})
		}
		x += step
	}
	if len(hand) > 0 {
		x += cw - step
	}
	x = max(x+t.Px(18), labelEnd)
	if x+cw <= m.area.Max.X {
		label(otherLabel, x)
		for k, c := range oh {
			r := image.Rect(x+k*ostep, y, x+k*ostep+cw, y+ch)
			rmw.DrawCard(screen, r, int(c.Suit()), c.Rank(), rmw.CardStyle{FaceDown: c == cards.None})
			m.cardRects = append(m.cardRects, cardSpot{r: r, card: c, slot: -2})
		}
	}
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

func (m *MageTable) cursorIn(a table.Host, r image.Rectangle) bool {
	x, y := a.In().Cursor()
	return image.Pt(x, y).In(r)
}

// drawAttackChoice shows the attack choice card: face down while the
// defender decides (face up in the attacker's own view), then flipping
// over beside the reaction.
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
		show := -1 // the view shows the choice to the attacker (and a review), never to the defender
		if c := g.Act.Choice; c >= mw.ChoiceLight && c <= mw.ChoiceFeint {
			show = int(c) - 1
		}
		rmw.DrawAttackChoice(screen, r, show, rmw.CardStyle{})
		render.DrawLabel(screen, "Face down", face, float64(x), float64(y+ch+t.Px(4)), render.Tint(t.Muted))
	}
}
