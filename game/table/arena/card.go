package arena

import (
	"fmt"
	"strings"

	"skirmish/game/table"
	ar "skirmish/rules/arena"
)

// Card describes the fighter clicked, else the one deciding, or the bout
// when nobody decides; in the muster, the force of the side at the
// screen.
func (c *arenaBoard) Card(f *table.Frame) []string {
	g := c.shown()
	lvl := g.Level()
	if g.Phase() == ar.PhaseMuster && c.inspect < 0 {
		return musterLines(g, c.screenSide(g))
	}
	i := c.inspect
	if i < 0 || i >= len(g.Fighters()) {
		i = c.deciding(g)
	}
	if g.Phase() == ar.PhaseOver || i < 0 {
		return []string{fmt.Sprintf("%s, round %d of %d. Standing: %s %d, %s %d.", lvl.Title, g.Round(), lvl.Rounds,
			lvl.Sides[0], standing(g, 0), lvl.Sides[1], standing(g, 1))}
	}
	out := []string{fighterLine(g, i), statLine(g, i)}
	if p, ok := g.PendingRoll(); ok {
		out = append(out, fmt.Sprintf("%s attacks %s with the %s.", g.Name(int(p.Attacker)), g.Name(int(p.Defender)), g.Item(int(p.Weapon)).Name))
	}
	return out
}

// fighterLine says where fighter i stands and how it fares: "Kosh (A),
// The Guard, on c4, 9 HP of 9, 2 FP, 3 AP, standing; longsword, buckler".
func fighterLine(g *ar.Game, i int) string {
	f := g.Fighters()[i]
	p := g.Prof(i)
	s := fmt.Sprintf("%s (%s) on %s: %d of %d HP, %d FP, %d AP", g.Name(i), g.Level().Sides[f.Side], f.At, f.HP, p.HP(), f.FP, f.AP)
	if f.AP < 0 {
		s += fmt.Sprintf(" (a Penalty of %d)", f.AP)
	}
	s += ", " + f.Status.String()
	if ws := f.Cond.Words(); len(ws) > 0 {
		s += ", " + strings.Join(ws, ", ")
	}
	if f.Done {
		s += ", holding"
	}
	var held []string
	for _, k := range f.Hands {
		if k >= 0 {
			held = append(held, g.Item(int(k)).Name)
		}
	}
	if len(held) > 0 {
		s += "; holds " + strings.Join(held, " and ")
	}
	return s + "."
}

// statLine is fighter i's stat block in short, with its armour.
func statLine(g *ar.Game, i int) string {
	p := g.Prof(i)
	s := fmt.Sprintf("Str %+d Dex %+d Spd %+d Wits %+d · Melee %d Brawl %d Athletics %d Projectiles %d · DR %d",
		p.Str, p.Dex, p.Spd, p.Wits, p.Melee, p.Brawl, p.Athletics, p.Projectiles, g.DR(i, 0, 0))
	if p.Armour >= 0 {
		a := g.Item(p.Armour)
		s += fmt.Sprintf(" (%s, covering %d)", a.Name, a.Cover)
	}
	return s
}

// standing counts side's fighters still standing.
func standing(g *ar.Game, side int) int {
	n := 0
	for _, f := range g.Fighters() {
		if int(f.Side) == side && f.Status == ar.Standing {
			n++
		}
	}
	return n
}

// musterLines describe side's force in the muster and where the other
// side stands: its fighters, its points, who is ready.
func musterLines(g *ar.Game, side int) []string {
	lvl := g.Level()
	if side < 0 || side > 1 {
		side = 0
	}
	var names []string
	for i, f := range g.Fighters() {
		if int(f.Side) == side {
			names = append(names, g.Name(i))
		}
	}
	state := func(s int) string {
		if g.Ready(s) {
			return "ready"
		}
		return "choosing"
	}
	return []string{fmt.Sprintf("Your force (%s): %s; %d of %d points.", lvl.Sides[side], strings.Join(names, ", "), g.ForceValue(side), g.Budget(side)),
		fmt.Sprintf("%s %s, %s %s. %d rounds.", lvl.Sides[0], state(0), lvl.Sides[1], state(1), lvl.Rounds)}
}
