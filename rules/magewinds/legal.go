package magewinds

import (
	"slices"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// Legal returns the actions the seat may take now, in a fixed order.
// Positions are continuous, so for moves, steps, deployment and drops the
// list holds a sample of points (docs/rules/magewinds.md, "Points the table
// offers"); Apply accepts any legal point.
func (g *Game) Legal(seat rules.Seat) []rules.Action {
	var out []rules.Action
	add := func(a Action) { out = append(out, a) }
	if g.Phase == PhaseMuster {
		g.legalMuster(seat, add)
		return out
	}
	if g.Phase == PhaseOver || int(seat) != g.Decider() {
		return nil
	}
	switch g.Phase {
	case PhaseDeploy:
		for i := range g.Fighters {
			f := &g.Fighters[i]
			if int(f.Side) != int(g.Turn) || f.Deployed {
				continue
			}
			for _, p := range g.deploySpots(i) {
				add(Action{Kind: KDeploy, Fighter: g.FighterID(i), At: p, HasAt: true})
			}
		}
	case PhaseChannel:
		if len(g.Hands[g.Turn]) < HandLimit {
			for k, c := range g.FaceUp {
				if c != cards.None {
					add(Action{Kind: KDraw, N: k + 1})
				}
			}
			if len(g.Deck) > 0 {
				add(Action{Kind: KDraw})
			}
		}
		add(Action{Kind: KPass})
	case PhaseWindburn:
		g.legalWindburn(add)
	case PhaseAction:
		g.legalAction(add)
	}
	return out
}

func (g *Game) legalWindburn(add func(Action)) {
	s := int(g.Turn)
	var mine []string
	for i := range g.Fighters {
		if int(g.Fighters[i].Side) == s && g.OnField(i) {
			mine = append(mine, g.FighterID(i))
		}
	}
	for _, c := range g.Hands[s] {
		add(Action{Kind: KDiscard, Cards: []cards.Card{c}})
		if len(mine) == 0 {
			continue
		}
		// every way to spread the damage: multisets of fighters, in order
		var rec func(start int, burn []string)
		rec = func(start int, burn []string) {
			if len(burn) == c.Value() {
				add(Action{Kind: KKeep, Cards: []cards.Card{c}, Burn: slices.Clone(burn)})
				return
			}
			for k := start; k < len(mine); k++ {
				rec(k, append(burn, mine[k]))
			}
		}
		rec(0, nil)
	}
}

func (g *Game) legalAction(add func(Action)) {
	act := &g.Act
	switch act.Step {
	case StepNone, StepActing:
		for i := range g.Fighters {
			if int(g.Fighters[i].Side) != int(g.Turn) || !g.CanActivate(i) {
				continue
			}
			if act.Step == StepActing && int(act.Fighter) != i {
				continue
			}
			g.legalActivation(i, add)
		}
	case StepStep:
		fi := int(act.Fighter)
		id := g.FighterID(fi)
		stay := g.actionFrom(fi, g.Fighters[fi].Pos) == ""
		if stay {
			add(Action{Kind: KStay, Fighter: id})
		}
		s := g.stepsOf(fi)
		offered := false
		for _, p := range s.spotList() {
			if g.actionFrom(fi, p) == "" {
				add(Action{Kind: KStep, Fighter: id, At: p, HasAt: true})
				offered = true
			}
		}
		if !offered && !stay {
			// the action was declared because some step makes it possible
			if p, ok := s.find(func(p geom.Point) bool { return g.actionFrom(fi, p) == "" }); ok {
				add(Action{Kind: KStep, Fighter: id, At: p, HasAt: true})
			}
		}
	case StepChoice:
		id := g.FighterID(int(act.Fighter))
		for _, c := range []Choice{ChoiceLight, ChoiceHeavy, ChoiceFeint} {
			add(Action{Kind: KChoose, Fighter: id, Choice: c})
		}
	case StepReact:
		ti := int(act.Target)
		id := g.FighterID(ti)
		add(Action{Kind: KReact, Fighter: id, Reaction: ReactNone})
		if g.Fighters[ti].Actions < 2 {
			if g.canDodge(ti) {
				add(Action{Kind: KReact, Fighter: id, Reaction: ReactDodge})
			}
			add(Action{Kind: KReact, Fighter: id, Reaction: ReactDeflect})
		}
	case StepKnock:
		id := g.FighterID(int(act.Fighter))
		mx := g.knockMax()
		add(Action{Kind: KKnock, Fighter: id})
		for _, d := range []int64{geom.Inch / 4, geom.Inch / 2, 3 * geom.Inch / 4, geom.Inch} {
			if d < mx && g.knockOK(d) {
				add(Action{Kind: KKnock, Fighter: id, Dist: d})
			}
		}
		if mx > 0 && g.knockOK(mx) {
			add(Action{Kind: KKnock, Fighter: id, Dist: mx})
		}
	case StepReactStep:
		ti := int(act.Target)
		id := g.FighterID(ti)
		if act.Reaction == ReactDodge {
			for _, p := range g.dodgeSpots(ti) {
				add(Action{Kind: KStep, Fighter: id, At: p, HasAt: true})
			}
			return
		}
		add(Action{Kind: KStay, Fighter: id})
		from := g.Fighters[ti].Pos
		for _, p := range g.stepsOf(ti).spotList() {
			if notCloser(p, from, act.Source) {
				add(Action{Kind: KStep, Fighter: id, At: p, HasAt: true})
			}
		}
	case StepEndDrop:
		fi := int(act.Fighter)
		id := g.FighterID(fi)
		add(Action{Kind: KHold, Fighter: id})
		for _, p := range g.dropSpots(fi) {
			add(Action{Kind: KDrop, Fighter: id, At: p, HasAt: true})
		}
	}
}

// legalActivation lists the actions fighter fi may start its activation with.
func (g *Game) legalActivation(fi int, add func(Action)) {
	id := g.FighterID(fi)
	f := &g.Fighters[fi]
	add(Action{Kind: KGuard, Fighter: id})
	sf := g.stepsOf(fi)
	for k := range g.Prof(fi).Attacks {
		ap := &g.Prof(fi).Attacks[k]
		for ti := range g.Fighters {
			if ti == fi || !g.OnField(ti) {
				continue
			}
			if geom.BaseDist(f.Pos, g.Fighters[ti].Pos) > ap.Max+geom.Inch {
				continue
			}
			if sf.findSeeing(ti, g.Fighters[ti].Pos, func(p geom.Point) bool { return g.canAttack(fi, p, ti, ap) }) {
				add(Action{Kind: KAttack, Fighter: id, Target: g.FighterID(ti), N: k + 1})
			}
		}
	}
	g.legalCasts(sf, add)
	for _, m := range g.MoveOptions(fi) {
		add(m)
	}
	if g.Act.Step == StepNone && f.Carry >= 0 {
		for _, p := range g.dropSpots(fi) {
			add(Action{Kind: KDrop, Fighter: id, At: p, HasAt: true})
		}
	}
}

// legalCasts lists the spells the fighter of sf can cast, with every
// payment and target.
func (g *Game) legalCasts(sf *stepFinder, add func(Action)) {
	fi := sf.fi
	id := g.FighterID(fi)
	hand := g.Hands[g.Fighters[fi].Side]
	for _, si := range g.Prof(fi).Spells {
		sp := &g.pack.Spells[si]
		pays := sp.Cost.Options(hand)
		if len(pays) == 0 {
			continue
		}
		// payments come ordered by X: the targets are found once per X,
		// or once when X does not change them
		var targets []castTarget
		lastX := -1
		for _, p := range pays {
			if p.X != lastX && (lastX < 0 || sp.Effect.Targets() == TargetPoint) {
				targets = g.castTargets(sf, si, p.X)
			}
			lastX = p.X
			for _, t := range targets {
				a := Action{Kind: KCast, Fighter: id, Spell: sp.ID, Cards: p.Cards}
				if t.pt {
					a.At, a.HasAt = t.at, true
				} else {
					a.Target = t.id
				}
				add(a)
			}
		}
	}
}

// castTarget is a target a spell can be cast at: a fighter or object id,
// or a point.
type castTarget struct {
	id string
	at geom.Point
	pt bool
}

// castTargets lists the targets the fighter of sf can cast spell si at with
// X = x, from where it stands or after a step move. Only a point target
// (Shadow Step) depends on x.
func (g *Game) castTargets(sf *stepFinder, si, x int) []castTarget {
	fi := sf.fi
	sp := &g.pack.Spells[si]
	var list []castTarget
	if sp.Effect.Targets() == TargetPoint {
		for _, p := range g.blinkSpots(fi, x) {
			list = append(list, castTarget{at: p, pt: true})
		}
		return list
	}
	reach := sp.Range
	if sp.Effect == EffBolt {
		reach = sp.Attack.Max
	}
	for ti := range g.Fighters {
		if !g.OnField(ti) || !geom.Within(sf.from, g.Fighters[ti].Pos, reach+geom.Inch) || g.spellTargetKind(fi, si, ti) != "" {
			continue
		}
		if ti == fi || sf.findSeeing(ti, g.Fighters[ti].Pos, func(p geom.Point) bool { return g.spellReaches(fi, p, si, ti, -1, geom.Point{}, x) }) {
			list = append(list, castTarget{id: g.FighterID(ti)})
		}
	}
	if sp.Effect == EffPush {
		for oi := range g.Objects {
			if g.lvl.Objects[oi].Moveable && g.Objects[oi].CarriedBy < 0 &&
				geom.Within(sf.from, g.Objects[oi].Pos, reach+geom.Inch) &&
				sf.findSeeing(-1, g.Objects[oi].Pos, func(p geom.Point) bool { return g.spellReaches(fi, p, si, -1, oi, geom.Point{}, x) }) {
				list = append(list, castTarget{id: ObjectID(oi)})
			}
		}
	}
	return list
}

// blinkSpots are the points the table offers for Blink: on sixteen bearings
// at the full 2X" and at half of it.
func (g *Game) blinkSpots(fi, x int) []geom.Point {
	from := g.Fighters[fi].Pos
	var out []geom.Point
	for _, d := range []int64{int64(2*x) * geom.Inch, int64(x) * geom.Inch} {
		for k := 0; k < 16; k++ {
			p := offset(from, k, d)
			if g.blinkWhyNot(fi, from, p, x) == "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// deploySpots are points 1" apart across side s's deployment zone where
// fighter fi could be set up.
func (g *Game) deploySpots(fi int) []geom.Point {
	s := int(g.Fighters[fi].Side)
	z := g.lvl.Zones[s]
	m := g.mover(fi)
	var out []geom.Point
	r := int64(geom.BaseRadius) + geom.Inch/8
	for y := z[0].Y + r; y <= z[1].Y-r; y += geom.Inch {
		for x := z[0].X + r; x <= z[1].X-r; x += geom.Inch {
			p := geom.Point{X: x, Y: y}
			if g.lvl.InZone(s, p) && m.CanStand(p) {
				out = append(out, p)
			}
		}
	}
	return out
}

// MoveOptions lists the Move actions the table offers fighter fi: points on
// a 1" lattice within its Movement, its full Movement on sixteen bearings,
// points ¼" from other bases and in contact with carriable objects, each
// reachable by a legal path.
func (g *Game) MoveOptions(fi int) []Action {
	f := &g.Fighters[fi]
	id := g.FighterID(fi)
	limit := g.MoveAllowance(fi)
	if limit <= 0 {
		return nil
	}
	m := g.mover(fi)
	reach := m.Reach(f.Pos, limit)
	var cands []geom.Point
	step := int64(geom.Inch)
	if limit > 4*geom.Inch {
		step = 3 * geom.Inch / 2
	}
	n := limit / step
	for dy := -n; dy <= n; dy++ {
		for dx := -n; dx <= n; dx++ {
			if (dx != 0 || dy != 0) && (dx*dx+dy*dy)*step*step <= limit*limit {
				cands = append(cands, geom.Point{X: f.Pos.X + dx*step, Y: f.Pos.Y + dy*step})
			}
		}
	}
	for k := 0; k < 16; k++ {
		cands = append(cands, offset(f.Pos, k, limit))
	}
	for j := range g.Fighters {
		if j == fi || !g.OnField(j) || geom.BaseDist(f.Pos, g.Fighters[j].Pos) > limit+geom.Inch {
			continue
		}
		for k := 0; k < 16; k += 2 {
			cands = append(cands, offset(g.Fighters[j].Pos, k, 2*geom.BaseRadius+geom.Inch/4))
		}
	}
	startObj := g.objectInContact(f.Pos)
	for oi := range g.Objects {
		if !g.lvl.Objects[oi].Carriable || g.Objects[oi].CarriedBy >= 0 || geom.BaseDist(f.Pos, g.Objects[oi].Pos) > limit+geom.Inch {
			continue
		}
		for k := 0; k < 16; k += 2 {
			cands = append(cands, offset(g.Objects[oi].Pos, k, 2*geom.BaseRadius+100))
		}
	}
	var out []Action
	seen := make([]geom.Point, 0, len(cands))
	for _, p := range cands {
		if slices.Contains(seen, p) || !m.CanStand(p) {
			continue
		}
		seen = append(seen, p)
		if _, _, ok := reach.To(p); !ok {
			continue
		}
		out = append(out, Action{Kind: KMove, Fighter: id, At: p, HasAt: true})
		if f.Carry < 0 && (startObj >= 0 || g.objectInContact(p) >= 0) {
			out = append(out, Action{Kind: KMove, Fighter: id, At: p, HasAt: true, Take: true})
		}
	}
	return out
}
