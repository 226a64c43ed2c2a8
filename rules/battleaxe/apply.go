package battleaxe

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Do validates and resolves a hero's action, then, when every hero has had
// his turn, the enemies' turns. An illegal action returns a
// *rules.IllegalError and leaves the game untouched; so does an action whose
// loaded dice run out (with that error).
func (g *Game) Do(a Action) ([]Event, error) {
	if g.over.Over {
		return nil, rules.Illegal(a, "the game is over: %s", g.over.Reason)
	}
	c := g.clone()
	r := NewRoller(&c.dice)
	evs, err := c.apply(a, r)
	if err != nil {
		return nil, err
	}
	if r.Err() != nil {
		return nil, fmt.Errorf("%s: %w", a, r.Err())
	}
	if c.camp != nil && c.over.Over && !c.camp.ended {
		more, err := c.endQuest()
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	}
	*g = *c
	return evs, nil
}

func (g *Game) apply(a Action, r *Roller) ([]Event, error) {
	h := g.MiniByID(a.Hero)
	if h < 0 || !g.minis[h].Hero {
		return nil, rules.Illegal(a, "there is no hero %c", a.Hero)
	}
	m := &g.minis[h]
	if g.camp.shopping() {
		return g.shopApply(a, h)
	}
	if a.Kind >= ActBuy && int(a.Kind) < len(actWords) {
		return nil, rules.Illegal(a, "%s is done in a campaign's shop, between quests", actWords[a.Kind])
	}
	if g.dg.mustering() {
		return g.muster(a, h)
	}
	if a.Kind == ActMuster {
		return nil, rules.Illegal(a, "the party has mustered")
	}
	if g.pend.valid {
		if h != int(g.pend.def) || a.Kind != ActLuck && a.Kind != ActAccept {
			whose := g.name(int(g.pend.att)) + "'s"
			if g.pend.trapPending() {
				whose = "the trap's"
			}
			return nil, rules.Illegal(a, "%s must first choose whether to use his luck against %s roll", g.name(int(g.pend.def)), whose)
		}
		return g.resolvePending(a, r)
	}
	if a.Kind == ActAccept {
		return nil, rules.Illegal(a, "there is no roll to accept")
	}
	switch {
	case !m.Conscious():
		return nil, rules.Illegal(a, "%s can do nothing: he is %s", g.name(h), g.downWord(h))
	case m.Carrier != 0:
		return nil, rules.Illegal(a, "%s is being carried", g.name(h))
	case g.done&(1<<h) != 0:
		return nil, rules.Illegal(a, "%s has had his turn this round", g.name(h))
	case g.turn.hero >= 0 && int(g.turn.hero) != h:
		return nil, rules.Illegal(a, "it is %s's turn until he ends it", g.name(int(g.turn.hero)))
	}
	switch {
	case (a.Kind == ActMove) && (len(a.Path) == 0 || len(a.Path) > maxPath):
		return nil, rules.Illegal(a, "a move names 1 to %d squares", maxPath)
	case (a.Kind == ActJump || a.Kind == ActDrop) && len(a.Path) != 1:
		return nil, rules.Illegal(a, "a jump or a drop names one square")
	case int(a.Kind) >= len(actWords):
		return nil, rules.Illegal(a, "unknown action")
	}
	if g.turn.hero < 0 {
		g.turn = heroTurn{hero: int8(h), target: -1}
		m.Ward &^= wardStone // Stone Skin lasts until his next turn
	}
	last := g.last
	g.last = lastBlow{}
	d6 := g.turn.d6
	g.turn.d6 = 0
	var evs []Event
	var err error
	switch a.Kind {
	case ActMove:
		evs, err = g.move(a, h, r)
	case ActFight:
		evs, err = g.fight(a, h, r)
	case ActShoot:
		evs, err = g.shoot(a, h, r)
	case ActOpen, ActClose:
		evs, err = g.door(a, h, r)
	case ActJump:
		evs, err = g.jump(a, h, r)
	case ActFace:
		if a.Dir == m.Facing {
			return nil, rules.Illegal(a, "%s already faces %s", g.name(h), a.Dir)
		}
		m.Facing = a.Dir
		evs = append(evs, g.event(EvFaced, h, -1, "%s turns to face %s", g.name(h), a.Dir))
	case ActEnd:
		evs = g.endTurn(h, r)
	case ActDrink, ActPour:
		evs, err = g.potion(a, h)
	case ActTrait:
		evs, err = g.trait(a, h)
	case ActHold, ActWear, ActRemove:
		evs, err = g.items(a, h)
	case ActLuck:
		if a.N == 3 {
			evs, err = g.luckSpeed(a, h, d6, r)
		} else {
			evs, err = g.useLuck(a, h, last, r)
		}
	case ActTrade:
		evs, err = g.trade(a, h)
	case ActCarry:
		evs, err = g.carry(a, h)
	case ActCast:
		evs, err = g.cast(a, h)
	case ActRetreat:
		evs, err = g.retreat(a)
	case ActFinish:
		evs, err = g.finish(a)
	case ActDrop:
		evs, err = g.drop(a, h)
	default:
		return nil, rules.Illegal(a, "unknown action")
	}
	if err != nil {
		return nil, err
	}
	if a.Kind == ActMove {
		evs = g.explorePassageEnds(evs, h, r)
	}
	if g.dg != nil && !g.over.Over {
		evs = g.progress(evs, h, r)
		g.checkOver()
	}
	if t := g.turn.hero; t >= 0 && !g.minis[t].Conscious() && !g.pend.valid {
		evs = append(evs, g.endTurn(int(t), r)...) // he fell: his turn is over (after any choice of luck)
	}
	return evs, nil
}

func (g *Game) downWord(h int) string {
	m := &g.minis[h]
	switch {
	case m.Gone:
		return "lost"
	case m.Dead():
		return "dead"
	}
	return "unconscious"
}

// standardAction checks that hero h may take his Standard Action now and
// marks it taken: not after another, and for a revived hero at 0 Health
// not after moving ("each turn can only move or take an action - not
// both!").
func (g *Game) standardAction(a Action, h int) error {
	t := &g.turn
	if t.acted {
		return rules.Illegal(a, "%s has taken his Standard Action this turn", g.name(h))
	}
	if g.load(h) >= 0 {
		return rules.Illegal(a, "%s is carrying %s: he can only move", g.name(h), g.name(g.load(h)))
	}
	if g.minis[h].Health == 0 && t.used > 0 {
		return rules.Illegal(a, "%s is very weak at 0 Health: he can only move or take an action each turn, not both", g.name(h))
	}
	t.acted = true
	t.attacksLeft = 0
	return nil
}

// endTurn ends hero h's turn; when every hero has had his, the enemies take
// their turns and a new round begins.
func (g *Game) endTurn(h int, r *Roller) []Event {
	evs := []Event{g.event(EvTurnEnd, h, -1, "%s ends his turn", g.name(h))}
	g.done |= 1 << h
	g.turn = heroTurn{hero: -1, target: -1}
	if g.checkOver(); g.over.Over {
		return evs
	}
	for i := range g.minis {
		if g.minis[i].Hero && g.minis[i].Conscious() && g.minis[i].Carrier == 0 && g.done&(1<<i) == 0 {
			return evs
		}
	}
	evs = append(evs, g.event(EvEnemyTurns, -1, -1, "The enemies have their turns"))
	g.pausing = true
	evs = g.enemyTurns(evs, r)
	g.pausing = false
	if g.pend.valid {
		return evs
	}
	return g.finishRound(evs)
}

// finishRound ends the round after the enemies' turns.
func (g *Game) finishRound(evs []Event) []Event {
	g.round++
	g.done, g.shotAt, g.gang = 0, 0, -1
	for i := range g.minis {
		g.minis[i].Ward &^= wardMissRound // Phantom Double lasts the round
	}
	evs = append(evs, g.event(EvRound, -1, -1, "Round %d begins", g.round))
	return g.settle(evs)
}

// settle applies what follows from the position: with No Active Enemies
// unconscious heroes come round; the game ends when no hero is conscious
// (a ruling: the party is lost when all are down, as "All the Heroes Die").
func (g *Game) settle(evs []Event) []Event {
	if g.NoActiveEnemies() {
		for i := range g.minis {
			m := &g.minis[i]
			if m.Hero && !m.Gone && m.Health == 0 && !m.Revived {
				m.Revived = true
				evs = append(evs, g.event(EvRevived, -1, i, "%s revives with 0 Health: No Active Enemies", g.name(i)))
			}
		}
	}
	// A hero left on a fallen carrier, with no square free beside him
	// when he fell, is set down once one is (else, revived, he could
	// neither act nor retreat).
	for i := range g.minis {
		if m := &g.minis[i]; m.Hero && m.Carrier != 0 && !g.minis[m.Carrier-1].Conscious() {
			evs = g.setDown(evs, int(m.Carrier-1), i)
		}
	}
	g.checkOver()
	return evs
}

// NoActiveEnemies reports whether "all the enemies on the table are dead or
// are behind doors that they cannot or will not open": no living enemy can
// walk to a hero, minis aside, through open edges, open doors, and closed
// doors when its card says Open Doors. Ways are the same both ways, so the
// floor is flooded from the living heroes twice, once through closed doors.
func (g *Game) NoActiveEnemies() bool {
	enemies := false
	for i := range g.minis {
		if e := &g.minis[i]; !e.Hero && !e.Gone && !e.Dead() {
			enemies = true
		}
	}
	if !enemies {
		return true
	}
	shut := g.heroFlood(false)
	var open []bool
	for i := range g.minis {
		e := &g.minis[i]
		if e.Hero || e.Gone || e.Dead() || !g.board.In(e.At) {
			continue
		}
		if shut[g.board.idx(e.At)] {
			return false
		}
		if g.enemyCard(i).OpenDoors {
			if open == nil {
				open = g.heroFlood(true)
			}
			if open[g.board.idx(e.At)] {
				return false
			}
		}
	}
	return true
}

// heroFlood marks the floor reachable from a living hero's square through
// open edges and open doors, and closed doors with doors set.
func (g *Game) heroFlood(doors bool) []bool {
	b := g.board
	seen := make([]bool, b.W*b.H)
	var stack []grid.Point
	for i := range g.minis {
		m := &g.minis[i]
		if m.Hero && m.OnBoard() && !m.Dead() && b.In(m.At) && !seen[b.idx(m.At)] {
			seen[b.idx(m.At)] = true
			stack = append(stack, m.At)
		}
	}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range grid.Dirs {
			q := p.Step(d)
			if !b.Ground(q).Floor() || seen[b.idx(q)] {
				continue
			}
			if ed := b.EdgeBetween(p, q); ed.Passable() || ed == DoorClosed && doors {
				seen[b.idx(q)] = true
				stack = append(stack, q)
			}
		}
	}
	return seen
}

// door opens or closes the door on side a.Dir of hero h's square: "Opening
// or closing a door is an action."
func (g *Game) door(a Action, h int, r *Roller) ([]Event, error) {
	at := g.minis[h].At
	q := at.Step(a.Dir)
	e := g.board.EdgeBetween(at, q)
	want, becomes, verb := DoorClosed, DoorOpen, "opens"
	if a.Kind == ActClose {
		want, becomes, verb = DoorOpen, DoorClosed, "closes"
	}
	if e != want {
		return nil, rules.Illegal(a, "there is no door to %s on the %s side of %s", actWords[a.Kind], a.Dir, at)
	}
	unexplored := g.dg != nil && a.Kind == ActOpen && g.board.Unexplored(at, q)
	if unexplored && g.dg.goal {
		return nil, rules.Illegal(a, "the quest's goal is achieved: \"they cannot open any new doors or explore new passages after the goal has been achieved\"")
	}
	if err := g.standardAction(a, h); err != nil {
		return nil, err
	}
	g.ownBoard().SetEdge(at, q, becomes)
	ev := g.event(EvDoor, h, -1, "%s %s the door between %s and %s", g.name(h), verb, at, q)
	if becomes == DoorOpen {
		ev.N = 1
	}
	evs := []Event{ev}
	if unexplored {
		evs = append(evs, g.reveal(h, at, a.Dir, r)...)
	}
	return g.settle(evs), nil
}
