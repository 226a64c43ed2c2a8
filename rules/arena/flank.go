package arena

import "skirmish/rules/grid"

// FlankBonus is the Bonus of an attack from the rear: "Flanking grants a
// +2 Attack Bonus when attacking someone from the rear."
const FlankBonus = 2

// MaxFoes is how many enemies may attack one fighter in a round: "Up to 6
// opponents can attack a lone character".
const MaxFoes = 6

// atRear reports whether fighter i stands at fighter j's rear: on one of
// the three squares behind j as it faces (ruling: with diagonals, the
// rear is the row of three squares behind; the two squares level with a
// fighter and the three before it are not). Three of the eight squares
// around are the rear: "only half can flank, and any available walls
// reduce this number".
func (g *Game) atRear(i, j int) bool {
	v, d := g.f[j].Facing.Vec(), g.f[i].At.Sub(g.f[j].At)
	return int(v.X)*int(d.X)+int(v.Y)*int(d.Y) < 0
}

// canTurn reports whether fighter j may turn to face an attacker: "Anyone
// can turn to face an attacker so long as they can act (this costs 0 APs
// but the character have enough APs to act)". Ruling: standing, with AP
// above 0 before it pays to resist, and aware of the fight.
func (g *Game) canTurn(j int) bool {
	f := &g.f[j]
	return f.Status == Standing && f.AP > 0 && f.Cond&Unaware == 0
}

// Flanks reports whether fighter i's attack on fighter j comes from the
// rear: i stands at j's rear and j cannot turn to face it. A defender
// that can turn always does (ruling: turning is free and never worse), so
// this holds before the attack and while its roll is resolved.
func (g *Game) Flanks(i, j int) bool {
	return g.atRear(i, j) && !g.canTurn(j)
}

// flankBonus returns FlankBonus when fighter i attacks fighter j from
// the rear, else 0.
func (g *Game) flankBonus(i, j int) int {
	if g.Flanks(i, j) {
		return FlankBonus
	}
	return 0
}

// AttackBonus returns what fighter i adds to 2D6 attacking fighter j with
// an item: RollBonus and the flank's Bonus.
func (g *Game) AttackBonus(i, item, j, penalty int) int {
	return g.RollBonus(i, item, j, penalty) + g.flankBonus(i, j)
}

// mayEngage reports whether fighter i may attack fighter j this round:
// it has attacked j already, or fewer than MaxFoes enemies have (ruling:
// "Up to 6 opponents can attack a lone character" counts the enemies
// that attack it in a round).
func (g *Game) mayEngage(i, j int) bool {
	foes := g.f[j].Foes
	return foes&(1<<i) != 0 || popcount(foes) < MaxFoes
}

func popcount(v uint32) int {
	n := 0
	for ; v != 0; v &= v - 1 {
		n++
	}
	return n
}

// face turns fighter i towards square p (Toward), if p is elsewhere.
func (g *Game) face(i int, p grid.Point) {
	if p != g.f[i].At {
		g.f[i].Facing = Toward(g.f[i].At, p)
	}
}

// engage records fighter i attacking fighter j, whom fighter d resists
// for (j itself, or its guardian): i faces j, d turns to face i if it
// can, and i counts among j's foes this round.
func (g *Game) engage(i, j, d int) {
	g.face(i, g.f[j].At)
	if d >= 0 && g.canTurn(d) {
		g.face(d, g.f[i].At)
	}
	if g.f[j].Side != g.f[i].Side { // an ally struck in the dark (ruling 70) is no foe
		g.f[j].Foes |= 1 << i
	}
}

// beforeAction turns fighters as an action begins (ruling: a fighter
// faces what it strikes, shoots, guards or tends; one who moves faces
// its last step, which move.go sets) and ends what the action ends: a
// guard when its guardian moves or guards another.
func (g *Game) beforeAction(i int, a Action) {
	j := g.ByID(a.Target)
	switch a.Kind {
	case Attack, Interrupt:
		d := j
		if gd := g.guardianOf(i, j); gd >= 0 {
			d = gd
		}
		g.engage(i, j, d)
	case Disarm:
		g.engage(i, j, j)
	case Sneak: // the unaware victim does not turn
		g.engage(i, j, -1)
	case Shoot, Throw, Tend, Guard, Bypass:
		g.face(i, g.f[j].At)
		if a.Kind == Shoot || a.Kind == Throw {
			g.f[j].Cond &^= Unaware // shot at, it notices the fight
		}
	}
	if a.Kind == Move || a.Kind == Guard {
		g.f[i].Guards = -1
	}
}
