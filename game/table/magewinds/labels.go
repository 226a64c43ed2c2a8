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
	round      render.Label[[2]int]       // round, rounds
	score      render.Label[scoreKey]     // both sides and their points
	scoreShort render.Label[scoreKey]     // the points alone, for a narrow bar
	inches     render.Label[int64]        // a path's length
	face       render.FitLabel[int]       // the face-up cards
	deck       render.FitLabel[int]       // cards left in the deck
	hand       render.FitLabel[handKey]   // whose hand, how many cards
	other      render.FitLabel[handKey]   // the other side's hand, face down
	deploy     render.FitLabel[deployKey] // the seat's own fighters to deploy
	deploy2    render.FitLabel[deployKey] // the other side's
	tray       render.FitLabel[rollKey]   // what the roll in the tray needed
	trayCount  render.FitLabel[rollKey]   // its hits
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
func faceForms(int) []string           { return []string{"Face up", "Up"} }
func deckForms(n int) []string         { return []string{fmt.Sprintf("Deck %d", n), fmt.Sprint(n)} }

// handForms are the forms of the label of the hand shown first.
func handForms(k handKey) []string {
	if k.own {
		return []string{fmt.Sprintf("Your hand (%d)", k.n), fmt.Sprintf("Yours (%d)", k.n), fmt.Sprintf("(%d)", k.n)}
	}
	return sideCount("Hand of ", k.side, k.n)
}

// otherForms are the forms of the label of the other hand.
func otherForms(k handKey) []string {
	if k.own {
		return []string{fmt.Sprintf("Their hand (%d)", k.n), fmt.Sprintf("Theirs (%d)", k.n), fmt.Sprintf("(%d)", k.n)}
	}
	return sideCount("Hand of ", k.side, k.n)
}

// sideCount are the forms of a label naming a side and a count: with
// what (as "Hand of "), then the side alone, then the count alone.
func sideCount(what, side string, n int) []string {
	var out []string
	for _, s := range sideForms(side) {
		out = append(out, fmt.Sprintf("%s%s (%d)", what, s, n))
	}
	for _, s := range sideForms(side) {
		out = append(out, fmt.Sprintf("%s (%d)", s, n))
	}
	return append(out, fmt.Sprintf("(%d)", n))
}

// oddsText makes the odds chart of an attack from its cases: a bar per
// possible amount of damage of the first case (the first profile, no reaction),
// then plain words: its chance of 1 damage or more and of taking the
// target down (or of 2 damage or more), and the chance of 1 damage or more
// in every other case, a line per profile.
func oddsText(cases []rules.OddsCase) render.OddsPlot {
	var p render.OddsPlot
	if len(cases) == 0 {
		return p
	}
	main := cases[0]
	p.Title = main.Condition
	last := 0
	for d, o := range main.Outcomes {
		if o.Count > 0 {
			last = d
		}
	}
	down := -1 // the least damage that takes the target down
	for d, o := range main.Outcomes[:last+1] {
		if o.Count == 0 {
			continue // no bar for what cannot happen
		}
		bar := render.OddsBar{Label: fmt.Sprintf("%d damage", d), Count: o.Count, Total: main.Total}
		if d == 0 {
			bar.Label = "No damage"
		}
		if strings.Contains(o.Label, "taken down") {
			bar.Label, bar.Warn = fmt.Sprintf("%d, taken down", d), true
			if down < 0 {
				down = d
			}
		}
		p.Bars = append(p.Bars, bar)
	}
	words := "1 damage or more: " + render.Percent(atLeast(main, 1), main.Total)
	switch {
	case down > 1:
		words += " · taken down: " + render.Percent(atLeast(main, down), main.Total)
	case down < 0 && last >= 2:
		words += " · 2 or more: " + render.Percent(atLeast(main, 2), main.Total)
	}
	p.Words = append(p.Words, words)
	// The other cases, a line per profile ("Heavy Attack, if it dodges").
	line, prof := "", profileOf(main.Condition)
	for _, c := range cases[1:] {
		pr, react := profileOf(c.Condition), reactionOf(c.Condition)
		if pr != prof {
			if line != "" {
				p.Words = append(p.Words, line+" (1 damage or more)")
			}
			line, prof = "", pr
		}
		part := react + ": " + render.Percent(atLeast(c, 1), c.Total)
		switch {
		case line == "" && pr == profileOf(main.Condition):
			line = upperFirst(part)
		case line == "":
			line = pr + ", " + part
		default:
			line += " · " + part
		}
	}
	if line != "" {
		p.Words = append(p.Words, line+" (1 damage or more)")
	}
	return p
}

// atLeast counts the rolls of c dealing d damage or more.
func atLeast(c rules.OddsCase, d int) uint64 {
	var n uint64
	for k, o := range c.Outcomes {
		if k >= d {
			n += o.Count
		}
	}
	return n
}

// profileOf is the attack profile of an odds case's condition ("Heavy
// Attack" of "Heavy Attack, if it dodges").
func profileOf(cond string) string {
	pr, _, _ := strings.Cut(cond, ", ")
	return pr
}

// reactionOf is the reaction of an odds case's condition ("if it dodges",
// or "no reaction").
func reactionOf(cond string) string {
	_, r, _ := strings.Cut(cond, ", ")
	return r
}

// upperFirst capitalises the first letter of s.
func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// hash returns g.Hash(), kept while the position is the same state: the
// table asks for it several times a frame, and states in the history (and
// the views made of them) are never changed once made. It keeps two: the
// battle itself, for the choices, and the view drawn.
func (m *mageBoard) hash(g *mw.Game) uint64 {
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
