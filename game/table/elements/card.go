package elements

import (
	"fmt"
	"strings"

	"skirmish/game/table"
	el "skirmish/rules/elements"
)

// Card describes the model selected, or the scenario, the pending fight,
// the force being mustered, the end, as the screen shows the game.
func (b *Board) Card(f *table.Frame) []string {
	g := shown(f)
	lvl := g.Level()
	if g.Phase() == el.PhaseMuster {
		side := ownSide(f, g)
		var names []string
		cost := 0
		for _, k := range g.Force(side) {
			names = append(names, lvl.Pack.Profiles[k].Name)
			cost += lvl.Pack.Profiles[k].Cost
		}
		force := "none yet"
		if len(names) > 0 {
			force = strings.Join(names, ", ")
		}
		var state [2]string
		for s := range 2 {
			state[s] = "choosing"
			if g.Ready(s) {
				state[s] = "ready"
			}
		}
		return []string{fmt.Sprintf("Your force (%s): %s. %d of %d points, %d deployment squares.", lvl.Sides[side], force, cost, lvl.Points, len(lvl.Deploy[side])),
			fmt.Sprintf("%s %s, %s %s.", lvl.Sides[0], state[0], lvl.Sides[1], state[1])}
	}
	if f, ok := g.PendingFight(); ok {
		w, l := nameOf(g, int(f.Winner)), nameOf(g, int(f.Attacker)+int(f.Defender)-int(f.Winner))
		if g.Phase() == el.PhaseResult {
			return []string{fmt.Sprintf("%s won against %s and chooses the result from its own dice; Spirit and Void are discarded.", w, l)}
		}
		return []string{fmt.Sprintf("%s chose %s: %s may be moved up to %d %s. Influence zones and terrain are ignored; every square costs 1.",
			w, f.Result.Title(), nameOf(g, int(f.Moved)), f.MaxSteps, map[bool]string{true: "space", false: "spaces"}[f.MaxSteps == 1])}
	}
	if g.Phase() == el.PhaseOver {
		return []string{fmt.Sprintf("%s, %d rounds. Models left: %s %d, %s %d.", lvl.Title, g.Round(), lvl.Sides[0], standing(g, 0), lvl.Sides[1], standing(g, 1))}
	}
	i := b.sel
	if i < 0 {
		return []string{fmt.Sprintf("%s. Round %d of %d. %s", lvl.Title, g.Round(), lvl.Rounds, goalText(g))}
	}
	m := g.Models()[i]
	p := g.Prof(i)
	state := []string{}
	if m.Injured {
		state = append(state, "Injured")
	}
	if m.Stunned {
		state = append(state, "Stunned")
	}
	if m.Hidden {
		state = append(state, "hidden")
	}
	st := "unhurt"
	if len(state) > 0 {
		st = strings.Join(state, ", ")
	}
	return []string{fmt.Sprintf("%s (%s) on %s facing %s: %s.", g.Name(i), lvl.Sides[m.Side], m.At, dirWords[m.Facing&3], st),
		fmt.Sprintf("Attack %d, Defence %d, Move %d. %s", p.Attack, p.Defence, p.Move, abilityText(p)),
		"Shaded in the enemy's colour: its influence zones. A step out of one costs 1 more (a Dodge); no ranged attack from inside one."}
}

// goalText says how the scenario is won.
func goalText(g *el.Game) string {
	lvl := g.Level()
	switch lvl.Goal.Kind {
	case el.Reach:
		return lvl.Sides[lvl.Goal.Side] + " wins by standing on a scroll square."
	case el.Hold:
		return lvl.Sides[lvl.Goal.Side] + " must not be outnumbered on the objective at a round's end."
	}
	return "Put the other clan out of the game."
}

// ownSide returns the side whose force and hidden models the screen shows
// as its own (Frame.OwnSide), else the side to act.
func ownSide(f *table.Frame, g *el.Game) int {
	if s := f.OwnSide(); s >= 0 {
		return s
	}
	return g.Turn()
}
