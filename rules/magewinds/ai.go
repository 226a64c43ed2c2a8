package magewinds

import (
	"errors"
	"math/rand/v2"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// AI is the computer opponent. It sees only its seat's view of the battle
// (not the other hand, the deck or a face-down attack choice) and decides
// with the same exact odds the table shows: it channels the suits its
// spells need, activates the fighter whose action is worth most, moves
// towards targets, markers and cover, chooses Light or Heavy from the odds,
// feints now and then, and reacts when a reaction saves more than the
// action it costs.
type AI struct {
	rng *rand.Rand
}

// NewAI returns a computer player whose occasional random choices (feints)
// come from seed.
func NewAI(seed uint64) *AI { return &AI{rng: rand.New(rand.NewPCG(seed, seed^0xa5a5a5a5))} }

// Name returns "computer".
func (p *AI) Name() string { return "computer" }

// Choose picks the seat's action.
func (p *AI) Choose(st rules.State, seat rules.Seat) (rules.Action, error) {
	g, ok := st.(*Game)
	if !ok {
		return nil, errors.New("the Magewinds computer player needs a Magewinds battle")
	}
	if !g.isView() {
		g = g.View(seat).(*Game)
	}
	viewer := g.hidden
	g.hidden = battleItself // the view is only read
	defer func() { g.hidden = viewer }()
	legal := g.Legal(seat)
	if len(legal) == 0 {
		return nil, errors.New("no legal action")
	}
	if g.Phase == PhaseMuster {
		return musterChoice(legal), nil
	}
	best, bestScore := legal[0], int64(-1<<62)
	pl := g.plan(int(seat))
	for _, ra := range legal {
		a := ra.(Action)
		s := p.score(g, pl, a)
		if s > bestScore {
			best, bestScore = ra, s
		}
	}
	return best, nil
}

// plan is what the computer works out once per decision.
type plan struct {
	side     int
	want     [4]int // how much each suit is wanted by the spells of living casters
	casters  int
	enemies  []int
	friends  []int
	melee    []bool // by fighter: has no missile attack
	threat   []int64
	markerAt []geom.Point
}

func (g *Game) plan(side int) *plan {
	pl := &plan{side: side, melee: make([]bool, len(g.Fighters))}
	for i := range g.Fighters {
		if !g.OnField(i) && g.Fighters[i].Deployed {
			continue
		}
		pl.melee[i] = true
		for _, a := range g.Prof(i).Attacks {
			if a.Missile {
				pl.melee[i] = false
			}
		}
		if int(g.Fighters[i].Side) == side {
			pl.friends = append(pl.friends, i)
			if len(g.Prof(i).Spells) > 0 {
				pl.casters++
			}
			for _, si := range g.Prof(i).Spells {
				for _, part := range g.pack.Spells[si].Cost {
					for s := cards.Suit(0); s < 4; s++ {
						if part.Type.Matches(cards.New(s, 2)) {
							pl.want[s] += part.Min
						}
					}
				}
			}
		} else {
			pl.enemies = append(pl.enemies, i)
		}
	}
	for _, m := range g.lvl.Markers {
		pl.markerAt = append(pl.markerAt, m.At)
	}
	return pl
}

// score rates an action for the computer: higher is better.
func (p *AI) score(g *Game, pl *plan, a Action) int64 {
	fi := g.FighterByID(a.Fighter)
	switch a.Kind {
	case KDeploy:
		return g.deployScore(pl, fi, a.At) + int64(p.rng.IntN(50))
	case KDraw, KPass:
		return g.channelScore(pl, a)
	case KKeep:
		return -1000 * int64(a.Cards[0].Value())
	case KDiscard:
		return 0
	case KGuard:
		if g.enemyNear(fi, g.Fighters[fi].Pos, 4*geom.Inch) {
			return 600
		}
		return 100
	case KAttack:
		ti := g.FighterByID(a.Target)
		if int(g.Fighters[ti].Side) == pl.side {
			return -100000
		}
		return g.attackValue(fi, g.Fighters[fi].Pos, ti, &g.Prof(fi).Attacks[a.N-1]) + 500
	case KCast:
		return g.castValue(pl, fi, a)
	case KMove:
		v := g.positionValue(pl, fi, a.At) - g.positionValue(pl, fi, g.Fighters[fi].Pos)
		if a.Take {
			v += 3000
		}
		return v
	case KDrop:
		return -5000
	case KHold:
		return 0
	case KStay, KStep:
		at := g.Fighters[fi].Pos
		if a.Kind == KStep {
			at = a.At
		}
		return g.stepValue(pl, fi, at)
	case KChoose:
		return p.choiceValue(g, a.Choice)
	case KReact:
		return g.reactValue(a.Reaction)
	case KKnock:
		if pl.melee[int(g.Act.Fighter)] {
			return -a.Dist
		}
		return a.Dist
	}
	return 0
}

func (g *Game) enemyNear(fi int, at geom.Point, d int64) bool {
	for j := range g.Fighters {
		if g.OnField(j) && g.Fighters[j].Side != g.Fighters[fi].Side && geom.Within(at, g.Fighters[j].Pos, d) {
			return true
		}
	}
	return false
}

func (g *Game) deployScore(pl *plan, fi int, at geom.Point) int64 {
	// spread out, melee towards the middle of the battlefield, missiles back
	mid := geom.Point{X: geom.FieldW / 2, Y: geom.FieldH / 2}
	var v int64
	v -= geom.Dist(at, mid) / 100
	if !pl.melee[fi] {
		v += geom.Dist(at, mid) / 200
	}
	for _, j := range pl.friends {
		if j != fi && g.Fighters[j].Deployed && geom.Dist(at, g.Fighters[j].Pos) < 2*geom.Inch {
			v -= 2000
		}
	}
	return v
}

func (g *Game) channelScore(pl *plan, a Action) int64 {
	hand := g.Hands[pl.side]
	target := 1 + 2*pl.casters
	if target > 4 {
		target = 4
	}
	if a.Kind == KPass {
		if len(hand) >= target {
			return 100
		}
		return -100
	}
	if a.N == 0 {
		return 50
	}
	c := g.FaceUp[a.N-1]
	return 60 + int64(pl.want[c.Suit()]*40*c.Value())
}

// attackValue is the expected worth of an attack: expected damage, a
// takedown bonus, assuming the target makes its best reaction.
func (g *Game) attackValue(fi int, from geom.Point, ti int, ap *AttackProfile) int64 {
	profs := []PowerPrecision{ap.Light}
	if ap.Split {
		profs = append(profs, ap.Heavy)
	}
	reacts := []Reaction{ReactNone}
	if g.Fighters[ti].Actions < 2 {
		reacts = append(reacts, ReactDodge, ReactDeflect)
	}
	best := int64(0)
	left := g.left(ti)
	cover := g.InCover(fi, from, ti, ap)
	for _, pp := range profs {
		worst := int64(1 << 40)
		for _, r := range reacts {
			tn, armour := g.defence(cover, ti, pp, r)
			counts := cards.DamageCounts(int(pp.Power), tn, armour)
			total := cards.Total(int(pp.Power))
			var ev, kill uint64
			for d, n := range counts {
				ev += uint64(min(d, left)) * n
				if d >= left {
					kill += n
				}
			}
			v := int64(ev*1000/total) + int64(kill*3000/total)
			if r != ReactNone {
				v += 300 // a reaction costs the target an action
			}
			worst = min(worst, v)
		}
		best = max(best, worst)
	}
	return best
}

func (g *Game) castValue(pl *plan, fi int, a Action) int64 {
	sp := &g.pack.Spells[g.pack.SpellIndex(a.Spell)]
	pay, err := sp.Cost.Pay(a.Cards)
	if err != nil {
		return -1 << 40
	}
	spent := int64(cards.Worth(a.Cards))
	x := pay.X
	ti := g.FighterByID(a.Target)
	var v int64
	switch sp.Effect {
	case EffBolt:
		if ti < 0 || int(g.Fighters[ti].Side) == pl.side {
			return -100000
		}
		v = g.attackValue(fi, g.Fighters[fi].Pos, ti, &sp.Attack) + 400
	case EffWither:
		v = int64(min(x, g.left(ti))) * 500
		if x >= g.left(ti) {
			v += 1500
		}
	case EffHeal:
		v = int64(min(x, int(g.Fighters[ti].Damage))) * 900
	case EffRecover:
		if g.Fighters[ti].Actions == 0 || ti == fi {
			return -1000
		}
		v = 1200
	case EffWard:
		if g.Fighters[ti].Ward > 0 || !g.enemyNear(ti, g.Fighters[ti].Pos, 3*geom.Inch) {
			return -1000
		}
		v = 900
	case EffChill:
		if g.Fighters[ti].Actions >= 2 {
			return -1000
		}
		v = 1300
	case EffPush:
		if ti >= 0 && geom.Within(g.Fighters[fi].Pos, g.Fighters[ti].Pos, geom.Inch) {
			v = 800
		} else {
			v = 200
		}
	case EffBlink:
		v = g.positionValue(pl, fi, a.At) - g.positionValue(pl, fi, g.Fighters[fi].Pos) - 300
	}
	return v - spent*120
}

// positionValue rates fighter fi standing at p.
func (g *Game) positionValue(pl *plan, fi int, p geom.Point) int64 {
	var v int64
	nearest := int64(1 << 40)
	var ap *AttackProfile
	for k := range g.Prof(fi).Attacks {
		a := &g.Prof(fi).Attacks[k]
		if ap == nil || a.Max > ap.Max {
			ap = a
		}
	}
	inRange := false
	near := -1
	for _, j := range pl.enemies {
		if !g.OnField(j) {
			continue
		}
		d := geom.BaseDist(p, g.Fighters[j].Pos)
		if d < nearest {
			near = j
		}
		nearest = min(nearest, d)
		if d >= ap.Min && d <= ap.Max {
			inRange = true
		}
	}
	if nearest < 1<<40 {
		if pl.melee[fi] {
			v -= nearest / 20
		} else {
			// keep a distance: best at two thirds of the longest range
			want := ap.Max * 2 / 3
			diff := nearest - want
			if diff < 0 {
				diff = -diff * 2
			}
			v -= diff / 30
		}
	}
	if inRange && g.Fighters[fi].Actions < 1 {
		v += 600
	}
	// cover (18.2) from the nearest enemy, when it is not in base contact
	if near >= 0 && nearest > geom.Inch && g.lvl.Field.InCover(g.Fighters[near].Pos, p, g.others(fi, near)) {
		v += 300
	}
	for k, m := range pl.markerAt {
		if g.withinPoint(p, m, ControlRange) {
			ctl := g.Controller(k)
			if ctl != pl.side {
				v += int64(g.lvl.Score.Marker) * 900
			} else {
				v += int64(g.lvl.Score.Marker) * 300
			}
		} else if g.lvl.Score.Marker > 0 {
			v -= geom.Dist(p, m) / 200
		}
	}
	f := &g.Fighters[fi]
	for oi := range g.Objects {
		if !g.lvl.Objects[oi].Carriable {
			continue
		}
		o := &g.Objects[oi]
		if o.CarriedBy < 0 && f.Carry < 0 {
			v -= geom.Dist(p, o.Pos) / 40
		}
	}
	if f.Carry >= 0 {
		z := g.lvl.Zones[pl.side]
		c := geom.Point{X: (z[0].X + z[1].X) / 2, Y: (z[0].Y + z[1].Y) / 2}
		v -= geom.Dist(p, c) / 20
		if g.lvl.InZone(pl.side, p) {
			v += 3000
		}
	}
	return v
}

func (g *Game) stepValue(pl *plan, fi int, at geom.Point) int64 {
	act := &g.Act
	if act.Step != StepStep {
		if act.Reaction == ReactDodge || act.Reaction == ReactDeflect {
			return geom.Dist(at, act.Source) // step away from the attacker
		}
		return g.positionValue(pl, fi, at)
	}
	switch act.Kind {
	case ActAttack:
		return g.attackValue(fi, at, int(act.Target), g.attackOf(fi))
	case ActCast:
		if g.pack.Spells[act.Spell].Effect == EffBolt {
			return g.attackValue(fi, at, int(act.Target), &g.pack.Spells[act.Spell].Attack)
		}
	}
	if int(g.Fighters[fi].Side) != pl.side {
		return 0
	}
	if act.Target >= 0 && int(act.Target) == fi && act.Reaction == ReactDodge {
		return geom.Dist(at, act.Source)
	}
	return g.positionValue(pl, fi, at)
}

func (p *AI) choiceValue(g *Game, c Choice) int64 {
	act := &g.Act
	fi, ti := int(act.Fighter), int(act.Target)
	ap := g.attackOf(fi)
	if c == ChoiceFeint {
		if g.Fighters[ti].Actions < 2 && p.rng.IntN(8) == 0 {
			return 1 << 30 // now and then, bait a reaction
		}
		return -1
	}
	pp := ap.Light
	if c == ChoiceHeavy {
		pp = ap.Heavy
	}
	// the defender's reaction is unknown: average the three
	var sum int64
	n := int64(0)
	cover := g.InCover(fi, act.Source, ti, ap)
	for _, r := range []Reaction{ReactNone, ReactDodge, ReactDeflect} {
		if r != ReactNone && g.Fighters[ti].Actions >= 2 {
			continue
		}
		tn, armour := g.defence(cover, ti, pp, r)
		sum += ExpectedDamage(int(pp.Power), tn, armour, g.left(ti))
		n++
	}
	return sum / n
}

// reactValue rates a reaction for the defender: the damage it saves on
// average over the attacker's possible choices, less the action it costs.
func (g *Game) reactValue(r Reaction) int64 {
	act := &g.Act
	fi, ti := int(act.Fighter), int(act.Target)
	ap := g.attackOf(fi)
	profs := []PowerPrecision{ap.Light}
	if ap.Split {
		profs = append(profs, ap.Heavy)
	}
	var dmg int64
	cover := g.InCover(fi, act.Source, ti, ap)
	for _, pp := range profs {
		tn, armour := g.defence(cover, ti, pp, r)
		dmg += ExpectedDamage(int(pp.Power), tn, armour, g.left(ti)+1)
	}
	v := -dmg / int64(len(profs))
	if r != ReactNone && !g.Fighters[ti].Guard {
		v -= 500
	}
	return v
}

// musterChoice is the computer's muster (10.2): it takes the scenario's
// warband, which the scenario balances against the other side's, and
// declares itself ready. It reads nothing but its own legal actions, so
// the other side's picks (hidden from its view) cannot sway it.
func musterChoice(legal []rules.Action) rules.Action {
	for _, want := range []Kind{KDefault, KReady} {
		for _, ra := range legal {
			if ra.(Action).Kind == want {
				return ra
			}
		}
	}
	return legal[0]
}
