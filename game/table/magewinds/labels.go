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
	round  render.Label[[2]int]   // round, rounds
	score  render.Label[scoreKey] // both sides and their points
	deck   render.Label[int]      // cards left in the deck
	hand   render.Label[handKey]  // whose hand, how many cards
	other  render.Label[handKey]  // the other side's hand, face down
	inches render.Label[int64]    // a path's length
}

type scoreKey struct {
	a, b   string
	va, vb int
}

type handKey struct {
	side string
	n    int
}

func roundText(k [2]int) string   { return fmt.Sprintf("Round %d/%d", k[0], k[1]) }
func scoreText(k scoreKey) string { return fmt.Sprintf("%s %d : %d %s", k.a, k.va, k.vb, k.b) }
func deckText(n int) string       { return fmt.Sprintf("Deck %d", n) }
func handText(k handKey) string   { return fmt.Sprintf("Hand of %s (%d)", k.side, k.n) }
func otherText(k handKey) string  { return fmt.Sprintf("%s: %d cards", k.side, k.n) }

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

// hash returns g.Hash(), kept while the position shown is the same state:
// the table asks for it several times a frame, and states in the history
// are never changed once made.
func (m *MageTable) hash(g *mw.Game) uint64 {
	if g != m.hashOf {
		m.hashOf, m.hashV = g, g.Hash()
	}
	return m.hashV
}
