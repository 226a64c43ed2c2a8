package game

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// label is a string made from a key and kept while the key stays the same,
// so that a label drawn every frame is formatted only when what it says
// changes.
type label[K comparable] struct {
	key K
	s   string
	ok  bool
}

// get returns the label for k, made by mk when k is new.
func (l *label[K]) get(k K, mk func(K) string) string {
	if !l.ok || l.key != k {
		l.key, l.s, l.ok = k, mk(k), true
	}
	return l.s
}

// mageTexts are the Magewinds table's labels drawn every frame.
type mageTexts struct {
	round  label[[2]int]   // round, rounds
	score  label[scoreKey] // both sides and their points
	deck   label[int]      // cards left in the deck
	hand   label[handKey]  // whose hand, how many cards
	other  label[handKey]  // the other side's hand, face down
	inches label[int64]    // a path's length
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

// drawText draws s with its top-left corner at (x, y) in the colour c (see
// tint), from the shared text sprites (see render.TextSprites).
func drawText(dst *ebiten.Image, s string, face text.Face, x, y float64, c ebiten.ColorScale) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale = c
	render.DrawText(dst, s, face, op)
}

// tint returns the colour scale that paints white in c, as
// ColorScale.ScaleWithColor does, without making c an interface (which
// allocates every frame).
func tint[C interface{ RGBA() (r, g, b, a uint32) }](c C) ebiten.ColorScale {
	r, g, b, a := c.RGBA()
	var s ebiten.ColorScale
	s.Scale(float32(r)/0xffff, float32(g)/0xffff, float32(b)/0xffff, float32(a)/0xffff)
	return s
}
