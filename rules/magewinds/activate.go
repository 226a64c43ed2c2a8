package magewinds

import (
	"fmt"
	"slices"

	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// whyNotAction explains why a may not be taken in the Action Phase now.
func (g *Game) whyNotAction(fi int, a Action) string {
	act := &g.Act
	switch act.Step {
	case StepNone, StepActing:
		return g.whyNotActivate(fi, a)
	}
	want := int(act.Fighter)
	if act.Step == StepReact || act.Step == StepReactStep {
		want = int(act.Target)
	}
	if fi != want {
		return fmt.Sprintf("%s must decide now", g.Name(want))
	}
	switch act.Step {
	case StepStep:
		if a.Kind == KStay {
			if why := g.actionFrom(fi, g.Fighters[fi].Pos); why != "" {
				return "without a step move " + why
			}
			return ""
		}
		if a.Kind != KStep {
			return "make a step move of up to 1\" (step) or none (stay)"
		}
		if !g.stepsOf(fi).reaches(a.At) {
			return "no step move of up to 1\" reaches that point (15.0: not through bases, medium or high obstacles or off the battlefield, and not ending on an obstacle)"
		}
		if why := g.actionFrom(fi, a.At); why != "" {
			return "after that step " + why
		}
	case StepChoice:
		if a.Kind != KChoose {
			return "place an attack choice face down: light, heavy or feint"
		}
	case StepReact:
		if a.Kind != KReact {
			return "choose a reaction: dodge, deflect or noreact"
		}
		if a.Reaction != ReactNone {
			if g.Fighters[fi].Actions >= 2 {
				return "a fighter with a double action counter cannot react (18.4)"
			}
			if a.Reaction == ReactDodge && !g.canDodge(fi) {
				return "there is no room for a 1\" step move further away from the attacker"
			}
		}
	case StepKnock:
		if a.Kind != KKnock {
			return "choose how far to knock the target back (0 for not at all)"
		}
		if a.Dist > 0 && !g.knockOK(a.Dist) {
			return "the target cannot be knocked back that far directly away (up to 1\", not through bases or obstacles, not off the battlefield)"
		}
	case StepReactStep:
		return g.whyNotReactStep(fi, a)
	case StepEndDrop:
		if a.Kind == KHold {
			return ""
		}
		if a.Kind != KDrop {
			return "drop the carried object in contact (drop) or keep carrying it (hold)"
		}
		if !g.dropOK(fi, a.At) {
			return "the object must be placed in contact with the fighter, clear of other bases and obstacles"
		}
	}
	return ""
}

// whyNotActivate checks the choice of a fighter and its action.
func (g *Game) whyNotActivate(fi int, a Action) string {
	if fi < 0 {
		return "choose one of your fighters to activate"
	}
	f := &g.Fighters[fi]
	if int(f.Side) != int(g.Turn) {
		return fmt.Sprintf("it is %s's turn", g.lvl.Sides[g.Turn])
	}
	if !g.OnField(fi) {
		return fmt.Sprintf("%s is not on the battlefield", g.Name(fi))
	}
	if f.Actions >= 2 {
		return fmt.Sprintf("%s has a double action counter and cannot activate", g.Name(fi))
	}
	if g.Act.Step == StepActing && int(g.Act.Fighter) != fi {
		return fmt.Sprintf("%s is activating", g.Name(int(g.Act.Fighter)))
	}
	switch a.Kind {
	case KMove:
		if _, why := g.movePath(fi, a.At, a.Take); why != "" {
			return why
		}
	case KAttack:
		ti := g.FighterByID(a.Target)
		if ti < 0 || !g.OnField(ti) {
			return fmt.Sprintf("%s is not on the battlefield", a.Target)
		}
		if ti == fi {
			return "a fighter cannot attack themselves"
		}
		if a.N < 1 || a.N > len(g.Prof(fi).Attacks) {
			return fmt.Sprintf("%s has no attack %d", g.Name(fi), a.N)
		}
		ap := &g.Prof(fi).Attacks[a.N-1]
		if !g.anyStep(fi, func(p geom.Point) bool { return g.canAttack(fi, p, ti, ap) }) {
			return g.whyNoLine(fi, f.Pos, ti, ap) + ", and no step move of up to 1\" gives a line of attack"
		}
	case KGuard:
	case KCast:
		return g.whyNotCast(fi, a)
	case KDrop:
		if g.Act.Step == StepActing {
			return "the object is already dropped: choose the action"
		}
		if f.Carry < 0 {
			return fmt.Sprintf("%s carries nothing", g.Name(fi))
		}
		if !g.dropOK(fi, a.At) {
			return "the object must be placed in contact with the fighter, clear of other bases and obstacles"
		}
	default:
		return "activate a fighter: move, attack, guard, cast, or drop what it carries"
	}
	return ""
}

// actionFrom checks that the declared action can still be carried out by
// a fighter standing at p.
func (g *Game) actionFrom(fi int, p geom.Point) string {
	act := &g.Act
	switch act.Kind {
	case ActAttack:
		if !g.canAttack(fi, p, int(act.Target), g.attackOf(fi)) {
			return g.whyNoLine(fi, p, int(act.Target), g.attackOf(fi))
		}
	case ActCast:
		if !g.spellReaches(fi, p, int(act.Spell), int(act.Target), int(act.Object), act.Point, int(act.X)) {
			return g.spellTargetFrom(fi, p, int(act.Spell), int(act.Target), int(act.Object), act.Point, int(act.X))
		}
	}
	return ""
}

// attackOf returns the attack profile of the attack under way.
func (g *Game) attackOf(fi int) *AttackProfile {
	if g.Act.Attack >= 0 {
		return &g.Prof(fi).Attacks[g.Act.Attack]
	}
	return &g.pack.Spells[g.Act.Spell].Attack
}

// canAttack reports whether fighter fi standing at p has a line of attack
// (18.1) to fighter ti with the attack.
func (g *Game) canAttack(fi int, p geom.Point, ti int, ap *AttackProfile) bool {
	return g.lvl.Field.HasLineOfAttack(p, g.Fighters[ti].Pos, g.others(fi, ti), ap.Min, ap.Max)
}

// whyNoLine explains why fighter fi standing at p has no line of attack
// (18.1) to fighter ti with the attack, naming the length of the lines it
// has, or returns "" when it has one.
func (g *Game) whyNoLine(fi int, p geom.Point, ti int, ap *AttackProfile) string {
	tp := g.Fighters[ti].Pos
	name := g.Name(ti)
	rng := fmt.Sprintf("the %s's range (%s\")", ap.Name, ap.RangeText())
	if !geom.Within(p, tp, ap.Max) {
		return fmt.Sprintf("%s is %s away, further than %s reaches", name, geom.FormatInches(geom.BaseDist(p, tp)), rng)
	}
	if g.canAttack(fi, p, ti, ap) {
		return ""
	}
	j := g.lvl.Field.JudgeLineOfAttack(p, tp, g.others(fi, ti), ap.Min, ap.Max)
	switch {
	case j.OK:
		return ""
	case !j.Clear:
		return fmt.Sprintf("every line to %s crosses a high obstacle or another fighter", name)
	case j.Shortest > ap.Max:
		return fmt.Sprintf("the shortest line of attack to %s that crosses no high obstacle or other fighter is %s long, longer than %s allows",
			name, geom.FormatInches(j.Shortest), rng)
	case j.Longest < ap.Min:
		return fmt.Sprintf("the longest line of attack to %s is %s long, shorter than %s allows", name, geom.FormatInches(j.Longest), rng)
	}
	return fmt.Sprintf("no line of attack to %s that crosses no high obstacle or other fighter is as long as %s asks", name, rng)
}

// movePath checks a Move action (13.4, 15.0) and returns its path.
func (g *Game) movePath(fi int, to geom.Point, take bool) ([]geom.Point, string) {
	f := &g.Fighters[fi]
	m := g.mover(fi)
	startObj := g.objectInContact(f.Pos)
	if take && startObj >= 0 && f.Carry < 0 {
		// picked up before moving: it no longer blocks the path
		m = &geom.Mover{Field: &g.lvl.Field, Blockers: g.blockersExceptObject(fi, startObj)}
	}
	limit := g.MoveAllowance(fi)
	if !m.CanStand(to) {
		return nil, "a fighter may not end a move overlapping another base, an obstacle or the edge"
	}
	path, n, ok := m.Reach(f.Pos, limit).To(to)
	if !ok {
		return nil, fmt.Sprintf("no path of at most %s reaches that point", geom.FormatInches(limit))
	}
	_ = n
	if take {
		if f.Carry >= 0 {
			return nil, fmt.Sprintf("%s already carries an object", g.Name(fi))
		}
		if startObj < 0 && g.objectInContact(to) < 0 {
			return nil, "there is no carriable object in contact at the start or the end of the move"
		}
	}
	return path, ""
}

// act carries out an Action Phase action that check accepted.
func (g *Game) act(fi int, a Action) []Event {
	act := &g.Act
	switch act.Step {
	case StepNone, StepActing:
		return g.activate(fi, a)
	case StepStep:
		var evs []Event
		if a.Kind == KStep {
			evs = g.stepTo(fi, a.At, "steps")
		}
		return append(evs, g.resolveAction()...)
	case StepChoice:
		act.Choice = a.Choice
		side := g.Fighters[fi].Side
		e := g.event(EvChoiceDown, "%s %s an attack choice face down (%s).", g.lvl.Sides[side], g.verb(int(side), "places", "place"), a.Choice.Long())
		e.public = fmt.Sprintf("%s %s an attack choice face down.", g.lvl.Sides[side], g.verb(int(side), "places", "place"))
		e.Fighter, e.Choice, e.Side = int8(fi), a.Choice, side
		evs := []Event{e}
		return append(evs, g.afterChoice()...)
	case StepReact:
		return g.react(fi, a.Reaction)
	case StepKnock:
		return g.knockBack(a.Dist)
	case StepReactStep:
		var evs []Event
		if a.Kind == KStep {
			evs = g.stepTo(fi, a.At, "steps away")
		}
		return append(evs, g.endAction()...)
	case StepEndDrop:
		var evs []Event
		if a.Kind == KDrop {
			evs = g.drop(fi, a.At)
		}
		return append(evs, g.finishActivation()...)
	}
	return nil
}

// activate starts a fighter's activation with its action (13.0).
func (g *Game) activate(fi int, a Action) []Event {
	f := &g.Fighters[fi]
	var evs []Event
	if g.Act.Step == StepNone {
		f.Guard = false // Guard lasts until the fighter's next activation
		g.Act = Activation{Fighter: int8(fi), Target: -1, Object: -1, Spell: -1, Attack: -1}
	}
	act := &g.Act
	switch a.Kind {
	case KDrop:
		evs = append(evs, g.drop(fi, a.At)...)
		act.Step, act.Dropped = StepActing, true
		return evs
	case KMove:
		act.Kind = ActMove
		startObj := g.objectInContact(f.Pos)
		if a.Take && startObj >= 0 {
			evs = append(evs, g.pickUp(fi, startObj)...)
		}
		path, _ := g.movePath(fi, a.At, false)
		e := g.event(EvMoved, "%s moves %s.", g.Name(fi), geom.FormatInches(pathLen(f.Pos, path)))
		e.Fighter, e.From, e.To, e.Path, e.Side = int8(fi), f.Pos, a.At, path, f.Side
		f.Pos = a.At
		evs = append(evs, e)
		if a.Take && f.Carry < 0 {
			if oi := g.objectInContact(f.Pos); oi >= 0 {
				evs = append(evs, g.pickUp(fi, oi)...)
			}
		}
		return append(evs, g.endAction()...)
	case KAttack:
		act.Kind, act.Target, act.Attack = ActAttack, int8(g.FighterByID(a.Target)), int8(a.N-1)
		ap := &g.Prof(fi).Attacks[a.N-1]
		e := g.event(EvCounter, "%s attacks %s with the %s.", g.Name(fi), g.Name(int(act.Target)), ap.Name)
		e.Fighter, e.Target = int8(fi), act.Target
		evs = append(evs, e)
	case KGuard:
		act.Kind = ActGuard
	case KCast:
		act.Kind, act.Spell = ActCast, int8(g.pack.SpellIndex(a.Spell))
		act.Pay = slices.Clone(a.Cards)
		pay, _ := g.pack.Spells[act.Spell].Cost.Pay(a.Cards)
		act.X = int8(pay.X)
		if a.HasAt {
			act.Point = a.At
		} else if isObjectID(a.Target) {
			act.Object = int8(a.Target[1] - '1')
		} else if a.Target != "" {
			act.Target = int8(g.FighterByID(a.Target))
		}
		if g.pack.Spells[act.Spell].Effect == EffBolt {
			act.Attack = -1
		}
	}
	act.Step = StepStep
	return evs
}

// resolveAction resolves the declared action after the step move.
func (g *Game) resolveAction() []Event {
	act := &g.Act
	fi := int(act.Fighter)
	switch act.Kind {
	case ActGuard:
		g.Fighters[fi].Guard = true
		e := g.event(EvGuard, "%s stands guard: the next Dodge or Deflect is free.", g.Name(fi))
		e.Fighter = int8(fi)
		return append([]Event{e}, g.endAction()...)
	case ActCast:
		return g.cast()
	}
	return g.startAttack()
}

// endAction gives the acting fighter its action counter unless the action
// was free (13.0, 13.2), then ends the activation.
func (g *Game) endAction() []Event {
	act := &g.Act
	fi := int(act.Fighter)
	var evs []Event
	if g.OnField(fi) && !act.Free {
		evs = append(evs, g.addCounter(fi)...)
	} else if act.Free {
		e := g.event(EvCounter, "The action is free: %s takes no action counter.", g.Name(fi))
		e.Fighter = int8(fi)
		evs = append(evs, e)
	}
	if g.Phase == PhaseOver {
		return evs
	}
	if g.OnField(fi) && g.Fighters[fi].Carry >= 0 && len(g.dropSpots(fi)) > 0 {
		act.Step = StepEndDrop
		return evs
	}
	return append(evs, g.finishActivation()...)
}

func (g *Game) addCounter(fi int) []Event {
	f := &g.Fighters[fi]
	if f.Actions >= 2 {
		return nil
	}
	f.Actions++
	word := "a single"
	if f.Actions == 2 {
		word = "a double"
	}
	e := g.event(EvCounter, "%s now has %s action counter.", g.Name(fi), word)
	e.Fighter, e.N = int8(fi), int(f.Actions)
	return []Event{e}
}

// finishActivation ends the activation and gives the next turn.
func (g *Game) finishActivation() []Event {
	g.Act = Activation{Fighter: -1, Target: -1, Object: -1, Spell: -1, Attack: -1}
	return g.nextTurn(1-int(g.Turn), false)
}

// nextTurn gives the turn to side s if it can activate a fighter, otherwise
// to the other side; when neither can, the Action Phase ends (13.5).
func (g *Game) nextTurn(s int, first bool) []Event {
	prev := int(g.Turn)
	for _, side := range [2]int{prev, 1 - prev} {
		if g.FirstDone < 0 && !g.sideCanActivate(side) && !first {
			g.FirstDone = int8(side)
		}
	}
	if first {
		for _, side := range [2]int{s, 1 - s} {
			if g.FirstDone < 0 && !g.sideCanActivate(side) {
				g.FirstDone = int8(side)
			}
		}
	}
	switch {
	case g.sideCanActivate(s):
		g.Turn = int8(s)
	case g.sideCanActivate(1 - s):
		g.Turn = int8(1 - s)
	default:
		return g.endPhase()
	}
	return nil
}

// stepTo moves fighter fi to p along the shortest path of its step move
// (13.1).
func (g *Game) stepTo(fi int, p geom.Point, verb string) []Event {
	f := &g.Fighters[fi]
	path, _, _ := g.stepsOf(fi).steps.To(p)
	e := g.event(EvMoved, "%s %s %s.", g.Name(fi), verb, geom.FormatInches(pathLen(f.Pos, path)))
	e.Fighter, e.From, e.To, e.Path, e.Side = int8(fi), f.Pos, p, path, f.Side
	f.Pos = p
	return []Event{e}
}

func pathLen(from geom.Point, path []geom.Point) int64 {
	var n int64
	for _, p := range path {
		n += geom.Dist(from, p)
		from = p
	}
	return n
}

// keep the cards package referenced for the Pay slice type.
var _ = cards.None
