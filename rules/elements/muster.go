package elements

import (
	"fmt"
	"slices"
	"strings"
)

// The muster: both sides choose their forces at the same time and in
// secret, from the pack's profiles, within the scenario's points limit and
// its deployment squares, then declare them ready. When both are ready the
// forces are revealed and deployed on their sides' deployment squares in
// order, and the first round begins.

// forceCost returns what a force costs in points.
func (g *Game) forceCost(f []uint8) int {
	c := 0
	for _, k := range f {
		c += g.lvl.Pack.Profiles[k].Cost
	}
	return c
}

// whyNotMuster explains why a muster action may not be taken now, or
// returns "".
func (g *Game) whyNotMuster(a Action) string {
	if !a.Kind.mustering() {
		return "the forces are being mustered: add, remove, default or ready"
	}
	s := int(a.Side)
	if s < 0 || s > 1 {
		return "no such side"
	}
	if g.ready[s] {
		return fmt.Sprintf("%s has declared its force ready", g.lvl.Sides[s])
	}
	if g.viewer >= -1 && int(g.viewer) != s {
		return "this view does not show that side's force"
	}
	f := g.force[s]
	switch a.Kind {
	case Add, Remove:
		k := g.lvl.Pack.ProfileIndex(a.Profile)
		if k < 0 {
			return fmt.Sprintf("the pack has no profile %q", a.Profile)
		}
		if g.changes[s] >= musterLimit {
			return fmt.Sprintf("a side may change its force %d times: take the default force or declare it ready", musterLimit)
		}
		if a.Kind == Remove {
			if !slices.Contains(f, uint8(k)) {
				return fmt.Sprintf("there is no %s in the force", g.lvl.Pack.Profiles[k].Name)
			}
			return ""
		}
		if len(f) >= len(g.lvl.Deploy[s]) {
			return fmt.Sprintf("the scenario gives %s %d deployment squares", g.lvl.Sides[s], len(g.lvl.Deploy[s]))
		}
		if c := g.forceCost(f) + g.lvl.Pack.Profiles[k].Cost; c > g.lvl.Points {
			return fmt.Sprintf("a %s would bring the force to %d points; the limit is %d", g.lvl.Pack.Profiles[k].Name, c, g.lvl.Points)
		}
	case Default:
		if slices.Equal(f, g.lvl.DefaultForce(s)) {
			return "the force already is the scenario's"
		}
	case Ready:
		if len(f) == 0 {
			return "a force needs at least one model"
		}
	}
	return ""
}

// legalMuster lists side s's muster actions: default, ready, each profile
// it may add, each it may remove.
func (g *Game) legalMuster(s int, add func(Action)) {
	if s < 0 || s > 1 || g.ready[s] {
		return
	}
	try := func(a Action) {
		if g.whyNotMuster(a) == "" {
			add(a)
		}
	}
	try(Action{Kind: Default, Side: int8(s)})
	try(Action{Kind: Ready, Side: int8(s)})
	for k := range g.lvl.Pack.Profiles {
		try(Action{Kind: Add, Side: int8(s), Profile: g.lvl.Pack.Profiles[k].ID})
	}
	for k := range g.lvl.Pack.Profiles {
		try(Action{Kind: Remove, Side: int8(s), Profile: g.lvl.Pack.Profiles[k].ID})
	}
}

// forceText names a force: "Samurai, Ninja, Archer (34 points)".
func (g *Game) forceText(f []uint8) string {
	names := make([]string, len(f))
	for i, k := range f {
		names[i] = g.lvl.Pack.Profiles[k].Name
	}
	return fmt.Sprintf("%s (%d points)", strings.Join(names, ", "), g.forceCost(f))
}

// muster carries out a muster action whyNotMuster accepted.
func (g *Game) muster(a Action) []Event {
	s := int(a.Side)
	side := g.lvl.Sides[s]
	if a.Kind == Ready {
		g.ready[s] = true
		evs := []Event{g.event(EvReady, -1, -1, "%s %s its force ready.", side, "declares")}
		if g.ready[0] && g.ready[1] {
			evs = append(evs, g.deploy()...)
		}
		return evs
	}
	switch a.Kind {
	case Add:
		g.changes[s]++
		g.force[s] = append(g.force[s], uint8(g.lvl.Pack.ProfileIndex(a.Profile)))
	case Remove:
		g.changes[s]++
		k := uint8(g.lvl.Pack.ProfileIndex(a.Profile))
		i := slices.Index(g.force[s], k)
		for j := i + 1; j < len(g.force[s]); j++ {
			if g.force[s][j] == k {
				i = j // the last one added
			}
		}
		g.force[s] = slices.Delete(g.force[s], i, i+1)
	case Default:
		g.force[s] = g.lvl.DefaultForce(s)
	}
	e := g.event(EvMustered, -1, -1, "%s's force: %s.", side, g.forceText(g.force[s]))
	return []Event{secret(e, s, side+" changes its force.")}
}

// deploy reveals the forces and sets their models on the deployment
// squares: the n-th model of a side on its n-th square, lettered A.. for
// side 1 and a.. for side 2. Stealthy models start hidden.
func (g *Game) deploy() []Event {
	g.models = g.models[:0]
	text := "The forces are revealed."
	for s := range 2 {
		for k, p := range g.force[s] {
			d := g.lvl.Deploy[s][k]
			m := Model{ID: d.ID, Side: int8(s), Profile: p, At: d.At, Facing: d.Facing}
			m.Hidden = g.lvl.Pack.Profiles[p].Has(Stealthy)
			g.models = append(g.models, m)
		}
		text += fmt.Sprintf(" %s: %s.", g.lvl.Sides[s], g.forceText(g.force[s]))
	}
	g.placeModels()
	e := g.event(EvForces, -1, -1, "%s", text)
	e.chance = true
	g.phase, g.round, g.turn, g.cur = PhaseAct, 1, 0, -1
	return []Event{e, g.event(EvRound, -1, -1, "Round 1 of %d begins; %s activates first.", g.lvl.Rounds, g.lvl.Sides[0])}
}

// DefaultMuster returns the muster actions that give both sides the
// scenario's ready-made forces.
func DefaultMuster() []Action {
	return []Action{{Kind: Default, Side: 0}, {Kind: Ready, Side: 0}, {Kind: Default, Side: 1}, {Kind: Ready, Side: 1}}
}
