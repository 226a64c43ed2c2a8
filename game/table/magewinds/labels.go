package magewinds

import (
	"fmt"
	"strings"

	"skirmish/render"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// mageTexts are the Magewinds table's labels drawn every frame.
type mageTexts struct {
	round      render.Label[[2]int]    // round, rounds
	score      render.Label[scoreKey]  // both sides and their points
	scoreShort render.Label[scoreKey]  // the points alone, for a narrow bar
	deck       render.Label[int]       // cards left in the deck
	hand       render.Label[handKey]   // whose hand, how many cards
	other      render.Label[handKey]   // the other side's hand, face down
	inches     render.Label[int64]     // a path's length
	deploy     render.Label[deployKey] // the seat's own fighters to deploy
	deploy2    render.Label[deployKey] // the other side's
}

type scoreKey struct {
	a, b   string
	va, vb int
}

type handKey struct {
	side string
	n    int
	own  bool // the seat at the screen's own hand
}

func roundText(k [2]int) string        { return fmt.Sprintf("Round %d/%d", k[0], k[1]) }
func scoreText(k scoreKey) string      { return fmt.Sprintf("%s %d : %d %s", k.a, k.va, k.vb, k.b) }
func scoreShortText(k scoreKey) string { return fmt.Sprintf("VP %d : %d", k.va, k.vb) }
func deckText(n int) string            { return fmt.Sprintf("Deck %d", n) }
func handText(k handKey) string {
	if k.own {
		return fmt.Sprintf("Your hand (%d)", k.n)
	}
	return fmt.Sprintf("Hand of %s (%d)", k.side, k.n)
}
func otherText(k handKey) string {
	if k.own {
		return fmt.Sprintf("Their hand (%d)", k.n)
	}
	return fmt.Sprintf("Hand of %s (%d)", k.side, k.n)
}

// oddsLine is one line of the odds box: the condition, and the chances of
// each amount of damage.
type oddsLine struct {
	condition, chances string
}

// oddsText writes the odds cases as the box's lines.
func oddsText(cases []rules.OddsCase) []oddsLine {
	out := make([]oddsLine, 0, len(cases))
	for _, c := range cases {
		var parts []string
		for d, o := range c.Outcomes {
			if o.Count == 0 {
				continue
			}
			pct := o.Count * 1000 / c.Total
			lbl := fmt.Sprint(d)
			if strings.Contains(o.Label, "taken down") {
				lbl += "†"
			}
			parts = append(parts, fmt.Sprintf("%s:%d.%d%%", lbl, pct/10, pct%10))
		}
		out = append(out, oddsLine{c.Condition, strings.Join(parts, "  ")})
	}
	return out
}

// hash returns g.Hash(), kept while the position is the same state: the
// table asks for it several times a frame, and states in the history (and
// the views made of them) are never changed once made. It keeps two: the
// battle itself, for the choices, and the view drawn.
func (m *MageTable) hash(g *mw.Game) uint64 {
	for i := range m.hashes {
		if m.hashes[i].of == g {
			return m.hashes[i].v
		}
	}
	k := m.hashNext
	m.hashes[k].of, m.hashes[k].v = g, g.Hash()
	m.hashNext = 1 - k
	return m.hashes[k].v
}

// hashed is a state and its hash.
type hashed struct {
	of *mw.Game
	v  uint64
}
