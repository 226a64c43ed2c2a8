package arena

import (
	ra "skirmish/render/arena"
	ar "skirmish/rules/arena"
	"skirmish/rules/grid"
)

// motion slides the fighters an action moved from where they stood to
// where they stand, as the board's scene allows (ra.Fighter.Moving). It
// remembers where every fighter stood after the last action shown.
type motion struct {
	seen  []grid.Point // each fighter's square after the last action shown
	from  []grid.Point // where each fighter sliding comes from
	slide []bool       // which fighters slide
	left  int          // ticks left of the slide
	ticks int          // ticks the slide lasts
}

// moveTicks is how long a slide lasts at the normal speed: a quarter of a
// second.
const moveTicks = 15

// remember notes where g's fighters stand, with no slide.
func (m *motion) remember(g *ar.Game) {
	m.seen = m.seen[:0]
	for _, f := range g.Fighters() {
		m.seen = append(m.seen, f.At)
	}
	m.left = 0
}

// start slides every fighter of g that stands elsewhere than it was seen,
// for ticks ticks (none: no slide), and remembers where they stand.
func (m *motion) start(g *ar.Game, ticks int) {
	fs := g.Fighters()
	if len(m.seen) != len(fs) || ticks <= 0 {
		m.remember(g)
		return
	}
	m.from, m.slide = m.from[:0], m.slide[:0]
	any := false
	for i, f := range fs {
		moved := f.At != m.seen[i] && f.Status == ar.Standing
		m.from, m.slide = append(m.from, m.seen[i]), append(m.slide, moved)
		any = any || moved
	}
	m.remember(g)
	if any {
		m.left, m.ticks = ticks, ticks
	}
}

// tick moves the slide on.
func (m *motion) tick() {
	if m.left > 0 {
		m.left--
	}
}

// apply marks the sliding fighters of s on their way.
func (m *motion) apply(s *ra.Scene) {
	if m.left <= 0 || len(m.slide) != len(s.Fighters) {
		return
	}
	t := 1 - float64(m.left)/float64(max(1, m.ticks))
	for i, on := range m.slide {
		if on {
			f := &s.Fighters[i]
			f.Moving, f.From, f.T = true, rpt(m.from[i]), t
		}
	}
}
