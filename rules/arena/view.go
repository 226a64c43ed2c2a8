package arena

import (
	"fmt"
	"strings"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// View returns what seat may see (rules.State). Arena hides nothing but
// the dice: the view's dice are reseeded, so they cannot foretell rolls.
func (g *Game) View(seat rules.Seat) rules.State { return g.ViewOf(int(seat)) }

// ViewOf is View with the concrete type.
func (g *Game) ViewOf(s int) *Game {
	v := g.Copy()
	v.viewer = int8(s)
	if s < -1 || s > 1 {
		v.viewer = -1
	}
	v.dice = rules.NewDice(0)
	v.hideMuster(int(v.viewer))
	return v
}

// Describe draws the arena as text: the steps by height ('#' a wall),
// each fighter by its letter, then a line per fighter.
func (g *Game) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, round %d of %d\n", g.lvl.Title, g.round, g.lvl.Rounds)
	for y := range g.lvl.H {
		for x := range g.lvl.W {
			p := grid.Pt(x, y)
			switch i, h := g.At(p), g.lvl.HeightAt(p); {
			case i >= 0 && g.f[i].Status == Standing:
				b.WriteByte(g.f[i].ID)
			case i >= 0:
				b.WriteByte('x')
			case h == Wall:
				b.WriteByte('#')
			default:
				b.WriteByte(byte('0' + h))
			}
		}
		b.WriteByte('\n')
	}
	for i := range g.f {
		f := &g.f[i]
		mark := " "
		if i == g.deciding() {
			mark = ">"
		}
		fmt.Fprintf(&b, "%s%c %s %s at %s: %d HP, %d FP, %d AP", mark, f.ID, g.Prof(i).Name, f.Status, f.At, f.HP, f.FP, f.AP)
		for _, k := range f.Hands {
			if k >= 0 {
				b.WriteString(", " + g.Item(int(k)).ID)
			}
		}
		if f.Done {
			b.WriteString(", holding")
		}
		if f.Guards >= 0 {
			b.WriteString(", guards " + string(g.f[f.Guards].ID))
		}
		for _, w := range f.Cond.Words() {
			b.WriteString(", " + w)
		}
		b.WriteByte('\n')
	}
	for _, l := range g.loose {
		fmt.Fprintf(&b, " on the ground at %s: %s\n", l.At, g.Item(int(l.Item)).ID)
	}
	if g.out.Over {
		b.WriteString("Over: " + g.out.Reason + "\n")
	}
	if g.phase == PhaseMuster {
		b.WriteString(g.describeMuster())
	}
	return b.String()
}

// Legend says what Describe's map shows (rules.Legend).
func (Ruleset) Legend() string {
	return "0-9: a step of that height   #: a wall\n" +
		"A-Z: side 1's fighters   a-z: side 2's   x: a fighter down\n" +
		">: the fighter who decides now"
}

// Progress says how far the bout is in one line.
func (g *Game) Progress() string {
	if g.out.Over {
		return "Over: " + g.out.Reason
	}
	if g.phase == PhaseMuster {
		return g.musterProgress()
	}
	i := g.deciding()
	if i < 0 {
		return fmt.Sprintf("Round %d of %d", g.round, g.lvl.Rounds)
	}
	return fmt.Sprintf("Round %d of %d, %s to act", g.round, g.lvl.Rounds, g.Name(i))
}
