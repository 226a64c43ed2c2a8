package arena

import (
	"fmt"

	"skirmish/rules/grid"
)

// CheckInvariants returns an error naming the first fact of the position
// the rules should never break (rules.Checker): fighters on steps, one to
// a square; HP, FP and AP within their bounds and every AP spent counted;
// a fighter standing or fled exactly while above 0 HP; the circumstances
// (checkCircum); hands holding what hands
// hold; the fighter with the initiative able to act, a pending roll
// between two enemies; and a seat to act exactly while the bout is on.
func (g *Game) CheckInvariants() error {
	lvl := g.lvl
	if len(g.f) != len(lvl.Start) {
		return g.broken("%d fighters for the level's %d", len(g.f), len(lvl.Start))
	}
	for i := range g.f {
		f := &g.f[i]
		if f.ID != lvl.Start[i].ID || f.Side != lvl.Start[i].Side || int(f.Profile) >= len(lvl.Pack.Profiles) {
			return g.broken("fighter %d is not the level's %c", i, lvl.Start[i].ID)
		}
		p := g.Prof(i)
		if lvl.HeightAt(f.At) == Wall {
			return g.broken("%c stands off the steps at %s", f.ID, f.At)
		}
		for j := range i {
			if g.f[j].At == f.At && f.Status != Fled && g.f[j].Status != Fled {
				return g.broken("%c and %c share %s", g.f[j].ID, f.ID, f.At)
			}
		}
		if int(f.HP) > p.HP() || f.FP < 0 || int(f.FP) > p.FP || int(f.AP) > p.AP() || int(f.AP)+int(f.Spent)+int(f.Lost) != p.AP() || f.Lost < 0 {
			return g.broken("%c has HP %d, FP %d, AP %d, %d spent, %d lost against its stat block", f.ID, f.HP, f.FP, f.AP, f.Spent, f.Lost)
		}
		if err := g.checkBodyState(i); err != nil {
			return err
		}
		if (f.Status == Standing || f.Status == Fled) != (f.HP > 0) || f.Status > Fled {
			return g.broken("%c is %s at %d HP", f.ID, f.Status, f.HP)
		}
		if err := g.checkCircum(i); err != nil {
			return err
		}
		for _, k := range f.Hands {
			if k >= 0 && (int(k) >= len(lvl.Pack.Items) || g.Item(int(k)).Kind == Armour || g.Item(int(k)).Natural) {
				return g.broken("%c holds item %d", f.ID, k)
			}
		}
	}
	switch g.phase {
	case PhaseAct:
		if g.cur < 0 || int(g.cur) >= len(g.f) || !g.canAct(int(g.cur)) {
			return g.broken("fighter %d has the initiative but cannot act", g.cur)
		}
	case PhaseDefend, PhaseTie:
		p := &g.pend
		a, d := int(p.Attacker), int(p.Defender)
		if a < 0 || d < 0 || a >= len(g.f) || d >= len(g.f) || a == d || int(p.Weapon) >= len(lvl.Pack.Items) {
			return g.broken("the pending roll is not between two fighters (an ally, after a mishap in the dark)")
		}
		if g.phase == PhaseDefend && (g.f[d].Status != Standing || p.Guard != -1) {
			return g.broken("the defender is not standing, or has chosen already")
		}
		if g.phase == PhaseTie && (p.Margin != 0 || p.Guard < 0 || int(p.Guard) >= len(lvl.Pack.Items)) {
			return g.broken("a tie with margin %d and guard %d", p.Margin, p.Guard)
		}
	case PhaseInterrupt:
		j, m := int(g.mv.Asking), int(g.mv.Mover)
		if !g.mv.Active || j < 0 || j >= len(g.f) || g.mv.Asked&(1<<j) == 0 || !g.canInitiate(j) || g.f[j].Side == g.f[m].Side || !g.reach(j, m) {
			return g.broken("fighter %d is asked to interrupt the move but cannot", j)
		}
	case PhaseRam:
		p := &g.pend
		a, d := int(p.Attacker), int(p.Defender)
		if a < 0 || d < 0 || a >= len(g.f) || d >= len(g.f) || g.f[a].Side == g.f[d].Side || g.f[d].Status != Standing || !g.reach(a, d) {
			return g.broken("a ram not between two enemies side by side")
		}
	case PhaseOver:
		if !g.out.Over || g.cur != -1 {
			return g.broken("the bout is over, yet not in its outcome")
		}
	case PhaseMuster: // checkMusterState
	default:
		return g.broken("phase %d", g.phase)
	}
	if err := g.checkMove(); err != nil {
		return err
	}
	if err := g.checkMusterState(); err != nil {
		return err
	}
	if err := g.checkManoeuvres(); err != nil {
		return err
	}
	if g.out.Over != (g.phase == PhaseOver) {
		return g.broken("outcome over %v in phase %d", g.out.Over, g.phase)
	}
	if g.round < 1 || int(g.round) > lvl.Rounds {
		return g.broken("round %d of %d", g.round, lvl.Rounds)
	}
	return nil
}

func (g *Game) broken(format string, args ...any) error {
	return fmt.Errorf("%s, round %d: %s", g.lvl.Name, g.round, fmt.Sprintf(format, args...))
}

// checkMove checks a move under way: only while a roll or a choice
// interrupts it, its mover standing on its path, each step of the path one
// step, and within the mover's reach.
func (g *Game) checkMove() error {
	mv := &g.mv
	if !mv.Active {
		if g.phase == PhaseInterrupt {
			return g.broken("an interruption with no move under way")
		}
		return nil
	}
	m := int(mv.Mover)
	switch {
	case g.phase == PhaseAct || g.phase == PhaseOver:
		return g.broken("a move under way in phase %d", g.phase)
	case m < 0 || m >= len(g.f) || mv.N < 2 || int(mv.N) > MaxPath || mv.Step < 1 || mv.Step >= mv.N:
		return g.broken("a move of %d squares at step %d", mv.N, mv.Step)
	case g.f[m].At != mv.Path[mv.Step] || int(mv.N)-1 > g.Reach(m):
		return g.broken("%c is not on its path, or the path is too long", g.f[m].ID)
	case g.f[m].Status != Standing && g.phase == PhaseInterrupt:
		return g.broken("%c has fallen yet may be interrupted", g.f[m].ID)
	}
	for k := 1; k < int(mv.N); k++ {
		if grid.Chebyshev(mv.Path[k-1], mv.Path[k]) != 1 || !g.step(mv.Path[k-1], mv.Path[k]) {
			return g.broken("the path of %c jumps from %s to %s", g.f[m].ID, mv.Path[k-1], mv.Path[k])
		}
	}
	return nil
}
