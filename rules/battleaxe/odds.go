package battleaxe

import (
	"fmt"

	"skirmish/rules"
)

// BlowCounts returns, out of the 10,000 equally likely pairs of an attack
// D100 and a defence D100, how many give no wound, 1 wound, and a Vital Hit
// (2 wounds, rolls of 5 or less, whatever the Success stat), for a blow at
// attack Success against defend Success.
func BlowCounts(attack, defend int) (none, one, vital uint64) {
	attack, defend = clampPct(attack), clampPct(defend)
	vital = VitalHit * 100
	if attack > VitalHit {
		one = uint64(attack-VitalHit) * uint64(100-defend)
	}
	return 10000 - one - vital, one, vital
}

func clampPct(v int) int { return min(max(v, 0), 100) }

// MaxOddsAttacks is the most attacks whose joint distribution Odds gives
// exactly: 10,000 to the fourth power still fits an unsigned 64-bit count.
const MaxOddsAttacks = 4

// WoundCounts returns the distribution of the total wounds of n blows at
// attack against defend: element k counts the outcomes (out of 10,000^n)
// that give k wounds. Exact integer convolution; n is at most
// MaxOddsAttacks.
func WoundCounts(n, attack, defend int) ([]uint64, uint64, error) {
	if n < 1 || n > MaxOddsAttacks {
		return nil, 0, fmt.Errorf("odds of %d attacks: from 1 to %d", n, MaxOddsAttacks)
	}
	none, one, vital := BlowCounts(attack, defend)
	dist, total := []uint64{1}, uint64(1)
	for range n {
		next := make([]uint64, len(dist)+2)
		for k, c := range dist {
			next[k] += c * none
			next[k+1] += c * one
			next[k+2] += c * vital
		}
		dist, total = next, total*10000
	}
	return dist, total, nil
}

// Odds returns the exact odds of an action that rolls dice: a fight or a
// shot (the blow's chance of no wound, of 1 wound and of a Vital Hit, and
// for a fight the wounds over every attack the hero has left this turn, if
// all go at this enemy), a chasm jump, the first move of a turn (the
// squares the Speed Roll allows) and a door to the unrevealed (doorOdds). Other actions give rules.ErrNoOdds.
func (g *Game) Odds(ra rules.Action) (*rules.Odds, error) {
	a, ok := ra.(Action)
	if !ok {
		return nil, rules.ErrNoOdds
	}
	switch a.Kind {
	case ActJump:
		return g.jumpOdds(a)
	case ActMove:
		return g.moveOdds(a)
	case ActOpen:
		return g.doorOdds(a)
	case ActFight, ActShoot:
	default:
		return nil, rules.ErrNoOdds
	}
	h, e := g.MiniByID(a.Hero), g.MiniByID(a.Target)
	if h < 0 || e < 0 || !g.minis[h].Hero || g.minis[e].Hero {
		return nil, rules.Illegal(a, "no such hero or enemy")
	}
	success, word := g.minis[h].Stats.Attack, "attack"
	if a.Kind == ActShoot {
		success, word = g.minis[h].Stats.Missile, "missile"
	}
	def := g.minis[e].Stats.Defend
	none, one, vital := BlowCounts(success, def)
	out := &rules.Odds{Action: a.String(), Cases: []rules.OddsCase{{
		Condition: fmt.Sprintf("one %s at %d%% against Defend %d%%", word, success, def),
		Total:     10000,
		Outcomes: []rules.Chance{
			{Label: "no wound", Count: none},
			{Label: "1 wound", Count: one},
			{Label: "Vital Hit: 2 wounds", Count: vital},
		},
	}}}
	if a.Kind == ActFight {
		n := g.minis[h].Stats.Attacks
		if g.turn.acted && int(g.turn.hero) == h {
			n = int(g.turn.attacksLeft)
		}
		if n > 1 {
			dist, total, err := WoundCounts(min(n, MaxOddsAttacks), success, def)
			if err != nil {
				return nil, err
			}
			c := rules.OddsCase{Condition: fmt.Sprintf("all %d attacks left this turn at %s", min(n, MaxOddsAttacks), g.name(e)), Total: total,
				Note: fmt.Sprintf("wounds dealt in all; %s dies at %d, and a hero may then switch to another enemy", g.name(e), g.minis[e].Health)}
			for k, cnt := range dist {
				c.Outcomes = append(c.Outcomes, rules.Chance{Label: fmt.Sprintf("%d wounds", k), Count: cnt})
			}
			out.Cases = append(out.Cases, c)
		}
	}
	return out, nil
}

// jumpOdds is the chasm jump: D100 at or under the hero's chance.
func (g *Game) jumpOdds(a Action) (*rules.Odds, error) {
	h := g.MiniByID(a.Hero)
	if h < 0 || !g.minis[h].Hero {
		return nil, rules.Illegal(a, "no such hero")
	}
	m := &g.minis[h]
	c := ChasmJump.Chance(m.Role, m.Tall, m.Heavy)
	if int(g.turn.hero) == h && g.turn.boost&boostNimble != 0 {
		c = min(c+NimbleFingers, 100)
	}
	return &rules.Odds{Action: a.String(), Cases: []rules.OddsCase{{
		Condition: fmt.Sprintf("D100 against %d%%", c), Total: 100,
		Outcomes: []rules.Chance{{Label: "lands beyond the chasm", Count: uint64(c)}, {Label: "falls and dies", Count: uint64(100 - c)}},
	}}}, nil
}

// moveOdds is the Speed Roll of a hero's first move: Speed + D6 squares.
func (g *Game) moveOdds(a Action) (*rules.Odds, error) {
	h := g.MiniByID(a.Hero)
	if h < 0 || !g.minis[h].Hero {
		return nil, rules.Illegal(a, "no such hero")
	}
	if int(g.turn.hero) == h && g.turn.rolled || g.NoActiveEnemies() {
		return nil, rules.ErrNoOdds
	}
	speed := g.minis[h].Stats.Speed
	if g.load(h) >= 0 {
		speed = max(speed-CarrySlows, 0)
	}
	c := rules.OddsCase{Condition: fmt.Sprintf("Speed %d + D6", speed), Total: 6}
	for d := 1; d <= 6; d++ {
		c.Outcomes = append(c.Outcomes, rules.Chance{Label: fmt.Sprintf("up to %d squares", speed+d), Count: 1})
	}
	return &rules.Odds{Action: a.String(), Cases: []rules.OddsCase{c}}, nil
}
