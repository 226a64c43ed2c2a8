package arena

import "skirmish/rules/grid"

// Penalty returns the Penalty negative Action Points give: "Negative APs
// inflict a Penalty to all actions". It counts the AP a fighter has before
// paying for the action (ruling: Kosh's and Sindon's examples count so;
// the crawler's table counts after paying; docs/rules/arena.md).
func Penalty(ap int) int { return min(ap, 0) }

// skill returns the fighter's skill for an item: Brawl for brawling
// weapons, Melee for the rest ("Standard Attacks use Dexterity + Melee,
// plus any weapon Bonus"; "The Brawl skill covers unarmed attacks").
func (g *Game) skill(i, item int) int {
	if g.Item(item).Brawl {
		return g.Prof(i).Brawl
	}
	return g.Prof(i).Melee
}

// higher returns 1 when fighter i stands on a higher step than fighter j:
// "Higher Ground ... grants a +1 Bonus to attack" (ruling: to resist too).
func (g *Game) higher(i, j int) int {
	if g.lvl.HeightAt(g.f[i].At) > g.lvl.HeightAt(g.f[j].At) {
		return 1
	}
	return 0
}

// RollBonus returns what fighter i adds to 2D6 with an item against
// fighter j, with the given Penalty: Dexterity + skill + the item's Bonus
// + higher ground + the Penalty, less the Penalty of an enclosed space
// (enclosed.go).
func (g *Game) RollBonus(i, item, j, penalty int) int {
	if g.Prof(i).Swarm {
		return SwarmBonus(int(g.f[i].HP)) + g.higher(i, j) + penalty
	}
	return g.Prof(i).Dex + g.skill(i, item) + g.Item(item).Bonus + g.higher(i, j) + penalty - g.cramped(i, item)
}

// TN returns the number the roller must beat: "adds their Bonuses to TN 7"
// — 7 plus the resisting fighter's own bonus with what it resists with,
// less 2 when it has lost its bearings in the dark (dark.go).
func (g *Game) TN(defender, guard, attacker, penalty int) int {
	return 7 + g.RollBonus(defender, guard, attacker, penalty) + g.lostPenalty(defender)
}

// DamageOf returns the Damage fighter i deals with an item before it is
// converted to a roll: the default 4 ("people deal 4 Damage"), plus the
// Strength Bonus ("roll 1D6 plus your Strength Bonus") and the item's
// Damage.
func (g *Game) DamageOf(i, item int) int {
	return 4 + g.Prof(i).Str + g.Item(item).Damage + g.clawBonus(i, item)
}

// reach reports whether fighters i and j can strike each other: on
// neighbouring squares, diagonals included, at most one step of height
// apart (ruling: a higher drop is a wall between them).
func (g *Game) reach(i, j int) bool {
	a, b := g.f[i].At, g.f[j].At
	if grid.Chebyshev(a, b) != 1 {
		return false
	}
	d := g.lvl.HeightAt(a) - g.lvl.HeightAt(b)
	return d >= -1 && d <= 1
}

// weapons lists what fighter i may strike or resist with: the items in its
// hands that work in melee, then its natural weapons; its fists when it
// has nothing else (ruling: anyone may brawl, but a fighter resists with
// what it holds).
func (g *Game) weapons(i int, dst []int) []int {
	f := &g.f[i]
	for _, k := range f.Hands {
		if k >= 0 && g.Item(int(k)).Melee() && (f.Grip < 0 || g.Item(int(k)).Weight <= maxGrappleWeight) && !containsInt(dst, int(k)) { // two of a kind are one choice
			dst = append(dst, int(k))
		}
	}
	for _, k := range g.Prof(i).Natural {
		if f.Grip < 0 || g.Item(k).Weight <= maxGrappleWeight {
			dst = append(dst, k)
		}
	}
	if len(dst) == 0 {
		dst = append(dst, g.lvl.Pack.Fists)
	}
	return dst
}

// canStrike reports whether fighter i may attack with item k: anything
// weapons lists, or a kick: "anyone can try a quick kick or head-butt for
// 1 AP, even while holding a weapon".
func (g *Game) canStrike(i, k int) bool {
	if k == g.lvl.Pack.Fists {
		return true
	}
	var buf [4]int
	for _, w := range g.weapons(i, buf[:0]) {
		if w == k {
			return true
		}
	}
	return false
}
