package arena

import (
	"fmt"

	"skirmish/rules"
)

// Apply validates and resolves an action (rules.State). An illegal
// action returns a *rules.IllegalError and leaves the game untouched.
func (g *Game) Apply(a rules.Action) ([]rules.Event, error) {
	act, ok := a.(Action)
	if !ok {
		if p, isPtr := a.(*Action); isPtr && p != nil {
			act = *p
		} else {
			return nil, rules.Illegal(a, "not an Arena action")
		}
	}
	evs, err := g.Do(act)
	if err != nil {
		return nil, err
	}
	out := make([]rules.Event, len(evs))
	for i, e := range evs {
		out[i] = e
	}
	return out, nil
}

// Do is Apply with concrete types. The action is resolved on a copy,
// which replaces the game only when all went well: a refused action, or
// loaded dice running out, leave the game as it was.
func (g *Game) Do(a Action) ([]Event, error) {
	if g.viewer != -2 {
		return nil, rules.Illegal(a, "this is a seat's view of the game, not the game")
	}
	if err := g.check(a); err != nil {
		return nil, err
	}
	c := g.Copy()
	evs, err := c.resolve(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", a, err)
	}
	*g = *c
	return evs, nil
}

// check returns an *rules.IllegalError unless a is legal now.
func (g *Game) check(a Action) error {
	if g.phase == PhaseMuster {
		return g.checkMuster(a)
	}
	i := g.ByID(a.Who)
	switch {
	case g.phase == PhaseOver:
		return rules.Illegal(a, "the bout is over")
	case i < 0:
		return rules.Illegal(a, "there is no fighter %c", a.Who)
	case i != g.deciding():
		return rules.Illegal(a, "%s does not decide now", g.Name(i))
	}
	switch g.phase {
	case PhaseRam:
		_, err := g.checkBody(i, a)
		return err
	case PhaseDefend:
		if a.Kind != Defend {
			return rules.Illegal(a, "%s is attacked and must choose what to resist with", g.Name(i))
		}
		k := g.lvl.Pack.Item(a.Item)
		var buf [4]int
		if k < 0 || !containsInt(g.weapons(i, buf[:0]), k) {
			return rules.Illegal(a, "%s cannot resist with %q", g.Name(i), a.Item)
		}
		return nil
	case PhaseTie:
		if a.Kind != Both && a.Kind != Neither {
			return rules.Illegal(a, "the roll met the TN exactly: %s chooses both or neither", g.Name(i))
		}
		return nil
	case PhaseInterrupt:
		m := int(g.mv.Mover)
		switch {
		case a.Kind == Pass:
			return nil
		case a.Kind != Interrupt:
			return rules.Illegal(a, "%s may interrupt %s's move or pass", g.Name(i), g.Name(m))
		case g.ByID(a.Target) != m:
			return rules.Illegal(a, "%s may interrupt only %s, who is moving", g.Name(i), g.Name(m))
		}
		if k := g.lvl.Pack.Item(a.Item); k < 0 || !g.canStrike(i, k) {
			return rules.Illegal(a, "%s has no %q to strike with", g.Name(i), a.Item)
		}
		return nil
	}
	switch a.Kind {
	case Attack:
		j := g.ByID(a.Target)
		k := g.lvl.Pack.Item(a.Item)
		switch {
		case j < 0 || g.f[j].Side == g.f[i].Side || g.f[j].Status != Standing:
			return rules.Illegal(a, "%c is not an enemy standing", a.Target)
		case !g.reach(i, j):
			return rules.Illegal(a, "%s cannot reach %s", g.Name(i), g.Name(j))
		case !g.mayEngage(i, j):
			return rules.Illegal(a, "%d enemies have attacked %s this round already", MaxFoes, g.Name(j))
		case k < 0 || !g.canStrike(i, k):
			return rules.Illegal(a, "%s has no %q to strike with", g.Name(i), a.Item)
		}
	case Move:
		if g.pinned(i) || !g.reachable(i, a.To) {
			return rules.Illegal(a, "%s cannot move to %s", g.Name(i), a.To)
		}
	case Draw:
		if g.stowedSlot(i, a.Item) < 0 || !g.drawOK(i, g.lvl.Pack.Item(a.Item)) {
			return rules.Illegal(a, "%s has no %q stowed, or no free hand that may hold it", g.Name(i), a.Item)
		}
	case Drop:
		if g.heldHand(i, a.Item) < 0 {
			return rules.Illegal(a, "%s holds no %q", g.Name(i), a.Item)
		}
	case Tend:
		j := g.ByID(a.Target)
		if j < 0 || g.f[j].Side != g.f[i].Side || g.f[j].Status != Fallen || !g.reach(i, j) {
			return rules.Illegal(a, "%c is not a fallen ally within reach", a.Target)
		}
	case Shoot:
		if !g.canShoot(i, g.ByID(a.Target), g.lvl.Pack.Item(a.Item)) {
			return rules.Illegal(a, "%s cannot shoot %q at %c", g.Name(i), a.Item, a.Target)
		}
	case Reload:
		if !g.canReload(i, g.lvl.Pack.Item(a.Item)) {
			return rules.Illegal(a, "%s cannot reload %q: it reloads a fired crossbow it holds, once", g.Name(i), a.Item)
		}
	case Throw:
		if !g.canThrow(i, g.ByID(a.Target), g.lvl.Pack.Item(a.Item)) {
			return rules.Illegal(a, "%s cannot throw %q at %c", g.Name(i), a.Item, a.Target)
		}
	case Breathe:
		if !g.canBreathe(i) {
			return rules.Illegal(a, "%s may begin holding its breath only in the dark", g.Name(i))
		}
	case Scream:
		if !g.canScream(i) {
			return rules.Illegal(a, "%s may scream only in the dark, once a round, not holding its breath", g.Name(i))
		}
	case Retreat:
		if g.pinned(i) {
			return rules.Illegal(a, "%s cannot run: it is prone, entangled or grappling (ruling 76)", g.Name(i))
		}
	case Hold:
	case Guard, Bypass, Disarm, Sneak, Take:
		return g.checkManoeuvre(i, a)
	default:
		if handled, err := g.checkBody(i, a); handled {
			return err
		}
		return rules.Illegal(a, "%s has the initiative and may attack, shoot, throw, move, draw, drop, tend, reload, breathe, scream, retreat, hold, grab, grapple, break, ram, stand, free, jump, fly, guard, bypass, disarm, sneak or take", g.Name(i))
	}
	return nil
}

func containsInt(list []int, v int) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// resolve carries out a legal action.
func (g *Game) resolve(a Action) ([]Event, error) {
	if g.phase == PhaseMuster {
		return g.resolveMuster(a)
	}
	i := g.ByID(a.Who)
	f := &g.f[i]
	if g.phase == PhaseAct {
		f.Cond &^= Late
	}
	var evs []Event
	if g.needsSense(i, a) {
		sensed, next, goOn, err := g.sense(i, a)
		if err != nil {
			return nil, err
		}
		evs, a = sensed, next
		if !goOn {
			if g.phase == PhaseInterrupt {
				g.phase = PhaseAct
			}
			more, err := g.afterAction()
			return append(evs, more...), err
		}
	}
	g.beforeAction(i, a)
	switch a.Kind {
	case Guard, Bypass, Disarm, Sneak, Take:
		more, err := g.manoeuvre(i, a)
		return append(evs, more...), err
	case Attack, Interrupt:
		more, err := g.attack(i, g.ByID(a.Target), g.lvl.Pack.Item(a.Item))
		return append(evs, more...), err
	case Shoot, Throw:
		j, k := g.ByID(a.Target), g.lvl.Pack.Item(a.Item)
		if gd := g.missileGuardian(i, j); gd >= 0 && a.Kind == Shoot {
			more, err := g.guardedShot(i, j, gd, k)
			return append(evs, more...), err
		}
		more, err := g.shoot(i, j, k)
		return append(evs, more...), err
	case Reload:
		evs = append(evs, g.reload(i, g.lvl.Pack.Item(a.Item)))
	case Breathe:
		evs = append(evs, g.breathe(i))
	case Scream:
		evs = append(evs, g.scream(i))
	case Retreat:
		more, err := g.retreat(i)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	case Pass:
		g.phase = PhaseAct
		evs = append(evs, g.event(EvHeld, i, int(g.mv.Mover), "%s lets %s pass", g.Name(i), g.Name(int(g.mv.Mover))))
	case Defend:
		return g.defend(g.lvl.Pack.Item(a.Item))
	case Both, Neither:
		return g.tie(a.Kind == Both)
	case Tend:
		more, err := g.tend(i, g.ByID(a.Target))
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	case Move:
		g.startMove(i, a.To)
	case Draw:
		slot := g.stowedSlot(i, a.Item)
		f.Stowed &^= 1 << slot
		f.Hands[g.freeHand(i)] = int8(g.Prof(i).Carry[slot])
		g.pay(i, 1)
		evs = append(evs, g.event(EvDrew, i, -1, "%s draws the %s (1 AP, %d left)", g.Name(i), g.itemName(a.Item), f.AP))
	case Drop:
		h := g.heldHand(i, a.Item)
		g.lay(f.At, int(f.Hands[h]))
		f.Hands[h] = -1
		evs = append(evs, g.event(EvDropped, i, -1, "%s drops the %s (0 AP) at its feet", g.Name(i), g.itemName(a.Item)))
	case Hold:
		f.Done = true
		evs = append(evs, g.event(EvHeld, i, -1, "%s holds for the rest of the round", g.Name(i)))
	default:
		more, err := g.resolveBody(i, a)
		if err != nil {
			return nil, err
		}
		if g.phase == PhaseRam {
			return more, nil
		}
		evs = append(evs, more...)
	}
	more, err := g.afterAction()
	return append(evs, more...), err
}

func (g *Game) itemName(id string) string { return g.Item(g.lvl.Pack.Item(id)).Name }

// pay spends n Action Points of fighter i: "they just keep going, and keep
// spending APs".
func (g *Game) pay(i, n int) {
	g.f[i].AP -= int16(n)
	g.f[i].Spent += int16(n)
	g.breathOut(i)
}

// stowedSlot returns the slot of the profile's Carry list holding a
// stowed item with the given id, or -1.
func (g *Game) stowedSlot(i int, id string) int {
	for k, it := range g.Prof(i).Carry {
		if g.f[i].Stowed&(1<<k) != 0 && g.Item(it).ID == id {
			return k
		}
	}
	return -1
}

// freeHand returns a free hand of fighter i, or -1.
func (g *Game) freeHand(i int) int {
	for h, k := range g.f[i].Hands {
		if k < 0 {
			return h
		}
	}
	return -1
}

// heldHand returns the hand holding an item with the given id, or -1.
func (g *Game) heldHand(i int, id string) int {
	for h, k := range g.f[i].Hands {
		if k >= 0 && g.Item(int(k)).ID == id {
			return h
		}
	}
	return -1
}
