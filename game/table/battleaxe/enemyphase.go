package battleaxe

import (
	"strings"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
	"skirmish/rules/grid"
)

// enemyPhase shows the enemies' turns of an action one enemy at a time.
// The rules resolve them all inside the action (they are no seat), so the
// table steps through its events: before each enemy acts, the board marks
// its target with the rule that chose it (the EvDecision events), and the
// minis stand as they stood then (the position before the action, each
// enemy moved to where it ended once its turn is shown, the wounds dealt
// so far). "Next enemy" (Confirm) shows the next, "Play through" the rest.
type enemyPhase struct {
	on      bool
	playing bool
	wait    int
	at      int      // the history's length whose last action is shown
	pre     *ba.Game // the position before the action
	post    *ba.Game // the position after it
	evs     []ba.Event
	groups  []foeTurn // each enemy's turn among evs
	step    int       // enemies before step have acted; step's target is marked
	health  []int8    // per mini: Health as the step shows it
	gone    []bool
}

// foeTurn is one enemy's turn among the events: from first to end
// (exclusive), the enemy, its target (a mini, or a square it moves to),
// and the rule that chose it.
type foeTurn struct {
	first, end int
	enemy      int
	target     int        // the mini it attacks, -1 none
	to         grid.Point // where it ends its turn
	rule       string
}

// playPace is the ticks between two enemies played through, at the normal
// speed of animations.
const playPace = 45

// start shows the enemies' turns among evs, the events of the action that
// led from pre to post (the history's length at), if there are any.
func (p *enemyPhase) start(pre, post *ba.Game, evs []rules.Event, at int) {
	p.stop()
	first := -1
	p.evs = p.evs[:0]
	for _, e := range evs {
		ev, ok := e.(ba.Event)
		if !ok {
			continue
		}
		if first < 0 && (ev.Kind == ba.EvEnemyTurns || ev.Kind == ba.EvDecision || ev.Kind == ba.EvAttack && ev.Mini >= 0 && !post.Mini(int(ev.Mini)).Hero) {
			first = len(p.evs)
		}
		p.evs = append(p.evs, ev)
	}
	if first < 0 || pre == nil {
		return
	}
	p.groups = p.groups[:0]
	for i := first; i < len(p.evs); i++ {
		ev := p.evs[i]
		e := int(ev.Mini)
		enemy := e >= 0 && e < post.MiniCount() && !post.Mini(e).Hero
		switch {
		case ev.Kind == ba.EvRound || ev.Kind == ba.EvRevived:
			if n := len(p.groups); n > 0 && p.groups[n-1].end < 0 {
				p.groups[n-1].end = i
			}
		case enemy && (len(p.groups) == 0 || p.groups[len(p.groups)-1].enemy != e || p.groups[len(p.groups)-1].end >= 0):
			if n := len(p.groups); n > 0 && p.groups[n-1].end < 0 {
				p.groups[n-1].end = i
			}
			p.groups = append(p.groups, foeTurn{first: i, end: -1, enemy: e, target: -1, to: post.Mini(e).At})
		}
		if n := len(p.groups); n > 0 && p.groups[n-1].end < 0 {
			g := &p.groups[n-1]
			switch {
			case ev.Kind == ba.EvDecision && g.target < 0:
				g.rule = ruleOf(ev.Text)
			case (ev.Kind == ba.EvAttack || ev.Kind == ba.EvSpell) && g.target < 0 && ev.Other >= 0:
				g.target = int(ev.Other)
			}
		}
	}
	if n := len(p.groups); n > 0 && p.groups[n-1].end < 0 {
		p.groups[n-1].end = len(p.evs)
	}
	if len(p.groups) == 0 {
		return
	}
	p.on, p.pre, p.post, p.at, p.step = true, pre, post, at, 0
	p.health = p.health[:0]
	p.gone = p.gone[:0]
	for i := range pre.MiniCount() {
		m := pre.Mini(i)
		p.health = append(p.health, m.Health)
		p.gone = append(p.gone, m.Gone)
	}
}

// ruleOf is the rule of a decision's text, without the enemy's name:
// "Goblin g: Fight as Gang: ..." gives "Fight as Gang: ...".
func ruleOf(text string) string {
	if _, rest, ok := strings.Cut(text, ": "); ok {
		return rest
	}
	return text
}

// stop ends the showing.
func (p *enemyPhase) stop() { p.on, p.playing, p.wait, p.pre, p.post = false, false, 0, nil, nil }

// next shows the next enemy: the one marked acts, the next is marked;
// after the last, the showing ends.
func (p *enemyPhase) next() {
	if !p.on {
		return
	}
	g := &p.groups[p.step]
	for _, ev := range p.evs[g.first:g.end] {
		o := int(ev.Other)
		if o < 0 || o >= len(p.health) {
			continue
		}
		switch ev.Kind {
		case ba.EvWounded:
			p.health[o] = int8(ev.M)
		case ba.EvKilled, ba.EvFell:
			p.gone[o] = true
		}
	}
	p.step++
	if p.step >= len(p.groups) {
		p.stop()
	}
}

// update plays the enemies through, one each pace.
func (p *enemyPhase) update(in *input.Layer, speed int) {
	if !p.on || !p.playing {
		return
	}
	if p.wait > 0 && !in.Pressed(input.FastForward) {
		p.wait--
		return
	}
	p.next()
	p.wait = 0
	if speed > 0 {
		p.wait = playPace * 100 / speed
	}
}

// current returns the enemy's turn marked now.
func (p *enemyPhase) current() (foeTurn, bool) {
	if !p.on || p.step >= len(p.groups) {
		return foeTurn{}, false
	}
	return p.groups[p.step], true
}

// mini returns how mini i stands as the step shows it: where, its Health,
// whether it is gone. ok is false when the phase is not shown.
func (p *enemyPhase) mini(i int) (at grid.Point, health int8, gone, ok bool) {
	if !p.on || i >= len(p.health) || i >= p.post.MiniCount() {
		return grid.Point{}, 0, false, false
	}
	at = p.pre.Mini(i).At
	for k := range p.step {
		if p.groups[k].enemy == i {
			at = p.post.Mini(i).At
		}
	}
	return at, p.health[i], p.gone[i], true
}

// shownEvents returns how many of the action's events the log tells now:
// those of the enemies that acted, and the decisions of the one marked.
func (p *enemyPhase) shownEvents() int {
	if !p.on {
		return len(p.evs)
	}
	g := p.groups[p.step]
	n := g.first
	for n < g.end && p.evs[n].Kind == ba.EvDecision {
		n++
	}
	return n
}

// lastBlow returns the last blow the step shows, for the dice tray.
func (p *enemyPhase) lastBlow() (ba.Event, bool) {
	n := p.shownEvents()
	for i := n - 1; i >= 0; i-- {
		if p.evs[i].Kind == ba.EvAttack {
			return p.evs[i], true
		}
	}
	return ba.Event{}, false
}

// logLines returns the log as the seat at the screen may read it: while
// the enemies' turns are shown, only what has been shown of them.
func (c *dungeon) logLines() []string {
	seat, log := c.f.Screen().Viewer, c.f.EventLog()
	if !c.foes.on || len(log.Entries) == 0 {
		return log.Lines(seat, 80)
	}
	n := c.foes.shownEvents()
	var l table.EventLog
	l.Header = log.Header
	l.Entries = append(l.Entries, log.Entries[:len(log.Entries)-1]...)
	last := log.Entries[len(log.Entries)-1]
	l.Entries = append(l.Entries, table.LogEntry{After: last.After, Events: last.Events[:min(n, len(last.Events))]})
	return l.Lines(seat, 80)
}
