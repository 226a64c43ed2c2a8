package elements

import (
	"fmt"
	"strings"

	"skirmish/game/table"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// dirWords name the facings for players.
var dirWords = [4]string{"north", "east", "south", "west"}

// entry is a list entry with its label and tip.
type entry = table.ListEntry

// play is a choice that plays a.
func play(e entry, a el.Action) table.Choice { return table.Choice{ListEntry: e, Action: a} }

// step is a choice that changes what the board has in hand (the
// selection, a pending move).
func step(e entry, do func()) table.Choice { return table.Choice{ListEntry: e, Do: do} }

// Choices lists what the decider may choose, in groups, for the model
// selected and a move waiting for its facing, and marks the squares of
// the board's choices (where to move, whom to attack).
func (b *Board) Choices(f *table.Frame) ([]table.ListGroup, []table.Choice) {
	g, side := decided(f), f.Screen().Side()
	var groups []table.ListGroup
	switch g.Phase() {
	case el.PhaseMuster:
		groups, b.choices = musterChoices(g, side)
	case el.PhaseResult:
		groups, b.choices = resultChoices(g, side)
	case el.PhaseShift:
		if b.destOn {
			groups, b.choices = b.facingChoices(g, side)
		} else {
			groups, b.choices = shiftChoices(g, side)
		}
	case el.PhaseAct:
		switch {
		case b.destOn && b.sel >= 0:
			groups, b.choices = b.facingChoices(g, side)
		case b.sel >= 0:
			groups, b.choices = b.modelChoices(g, side)
		default:
			groups, b.choices = b.activateChoices(g, side, f.Folded())
		}
	default:
		b.choices = nil
	}
	b.marks.make(g, side, b.sel)
	return groups, b.choices
}

// resultChoice returns the choice of result e listed, if any.
func (b *Board) resultChoice(e el.Element) (el.Action, bool) {
	for _, c := range b.choices {
		if a, ok := c.Action.(el.Action); ok && a.Kind == el.Result && a.Result == e {
			return a, true
		}
	}
	return el.Action{}, false
}

// activateChoices lists the models side may activate, with their values
// (by name alone in a folded panel, where they would be cut).
func (b *Board) activateChoices(g *el.Game, side int, folded bool) ([]table.ListGroup, []table.Choice) {
	var out []table.Choice
	seen := map[byte]bool{}
	for _, a := range g.LegalActions(side) {
		i := g.ModelByID(a.Model)
		if i < 0 || seen[a.Model] {
			continue
		}
		seen[a.Model] = true
		label := g.Name(i) + ": " + statLine(g.Prof(i))
		switch {
		case folded:
			label = g.Name(i)
		case g.Models()[i].Stunned:
			label = g.Name(i) + ": Stunned, can only recover"
		}
		at := g.Models()[i].At
		out = append(out, step(entry{Label: label, Tip: "Select " + g.Name(i) + " to activate it (or click it on the board)."}, func() {
			b.sel, b.destOn, b.pointer.Cursor = i, false, at
		}))
	}
	return []table.ListGroup{{Title: "Activate a model"}}, out
}

// statLine is a profile's values in short: "AT 3 DF 4 MV 3".
func statLine(p *el.Profile) string {
	s := fmt.Sprintf("AT %d DF %d MV %d", p.Attack, p.Defence, p.Move)
	if p.Range > 0 {
		s += fmt.Sprintf(" bow %d", p.Range)
	}
	return s
}

// modelChoices lists what the selected model may do besides moving (a
// click on a marked square moves it): its attacks, hiding, recovering,
// turning where it stands, and ending its activation.
func (b *Board) modelChoices(g *el.Game, side int) ([]table.ListGroup, []table.Choice) {
	i := b.sel
	m := g.Models()[i]
	var out, turns []table.Choice
	for _, a := range g.LegalActions(side) {
		if a.Model != m.ID {
			continue
		}
		switch a.Kind {
		case el.Attack, el.Shoot, el.Throw:
			tip := attackTip(a.Kind)
			if words := attackPlot(g, a).Words; len(words) > 0 {
				tip = strings.Join(words, " ") + "\n" + tip // the exact odds, as the tray's chart shows them
			}
			out = append(out, play(entry{Label: attackLabel(g, a), Tip: tip, Primary: a.Kind == el.Attack}, a))
		case el.Hide:
			out = append(out, play(entry{Label: "Hide: go into stealth", Tip: "The other side loses sight of it until it attacks or is found in an influence zone."}, a))
		case el.Recover:
			out = append(out, play(entry{Label: "Recover from Stunned", Primary: true, Tip: "A Stunned model spends its activation recovering."}, a))
		case el.Move:
			if a.To == m.At {
				turns = append(turns, play(entry{Label: "Turn " + dirWords[a.Facing&3], Half: true, Group: 1,
					Tip: "Turn to face " + dirWords[a.Facing&3] + " without moving: this is the activation's move."}, a))
			}
		case el.Done:
			out = append(out, play(entry{Label: "Done: end " + g.Name(i) + "'s activation", Tip: "The other side activates next."}, a))
		}
	}
	out = append(out, turns...)
	if g.Current() < 0 {
		out = append(out, step(entry{Label: "Choose another model", Group: 2, Tip: "Drop the selection (Back, or right-click)."}, func() {
			b.sel, b.destOn = -1, false
		}))
	}
	return []table.ListGroup{{Title: g.Name(i)}, {Title: "Turn without moving"}, {}}, out
}

// attackLabel words an attack: "Attack Monk a (close combat)".
func attackLabel(g *el.Game, a el.Action) string {
	t := nameOf(g, g.ModelAt(a.To))
	switch a.Kind {
	case el.Shoot:
		return "Shoot " + t + " (bow)"
	case el.Throw:
		return "Throw shuriken at " + t
	}
	return "Attack " + t + " (close combat)"
}

// attackTip says what an attack rolls, from the seed.
func attackTip(k el.Kind) string {
	switch k {
	case el.Shoot:
		return "Ranged: Attack dice against Defence dice, no assists, back strikes or stealth; only Water (Injured) and Earth (Stunned) hit."
	case el.Throw:
		return "Shuriken: one die, no bonuses, the defender rolls none; only Earth (Stunned) hits. Shuriken are Stealthy."
	}
	return "Close combat: both sides roll, Spirit and Void are discarded, the most dice wins (a tie goes to the attacker), and the winner chooses the result from its own dice."
}

// facingChoices lists the facings of a move (or a shift) waiting for
// one, the way it goes first.
func (b *Board) facingChoices(g *el.Game, side int) ([]table.ListGroup, []table.Choice) {
	kind, mover := el.Move, b.mover(g)
	if g.Phase() == el.PhaseShift {
		kind = el.Shift
	}
	if mover < 0 {
		return nil, nil
	}
	m := g.Models()[mover]
	best := travelFacing(m.At, b.dest, m.Facing)
	var out []table.Choice
	for _, a := range g.LegalActions(side) {
		if a.Kind != kind || a.To != b.dest || a.Model != m.ID {
			continue
		}
		out = append(out, play(entry{Label: "Face " + dirWords[a.Facing&3], Half: true, Primary: a.Facing == best,
			Tip: "Move " + g.Name(mover) + " to " + b.dest.String() + ", facing " + dirWords[a.Facing&3] + "."}, a))
	}
	out = append(out, step(entry{Label: "Cancel the move", Group: 1, Tip: "Choose another square (Back)."}, func() { b.destOn = false }))
	return []table.ListGroup{{Title: "Facing on " + b.dest.String()}, {}}, out
}

// travelFacing is the facing of a move from p to q: the way it mostly
// goes, or was when it stays.
func travelFacing(p, q grid.Point, was grid.Dir) grid.Dir {
	if p == q {
		return was
	}
	return grid.Toward(p, q)
}

// resultChoices lists the results the winner may choose, in the seed's
// words.
func resultChoices(g *el.Game, side int) ([]table.ListGroup, []table.Choice) {
	f, _ := g.PendingFight()
	var out, misses []table.Choice
	for _, a := range g.LegalActions(side) {
		if a.Kind != el.Result {
			continue
		}
		o := play(entry{Label: resultLabel(g, f, a.Result), Tip: resultTip(f.Kind, a.Result)}, a)
		if f.Kind != el.Attack && a.Result != el.Water && a.Result != el.Earth {
			misses = append(misses, o) // a miss at range: after the results that hit
			continue
		}
		out = append(out, o)
	}
	out = append(out, misses...)
	if len(out) > 0 {
		out[0].Primary = true
	}
	return []table.ListGroup{{Title: "Choose the result"}}, out
}

// resultLabel words result e of fight f: "Fire: Monk a Injured; Samurai A
// may move 1".
func resultLabel(g *el.Game, f *el.Fight, e el.Element) string {
	w := int(f.Winner)
	loser := nameOf(g, int(f.Attacker)+int(f.Defender)-w)
	if f.Kind != el.Attack {
		switch e {
		case el.Water:
			return "Water: " + loser + " Injured"
		case el.Earth:
			return "Earth: " + loser + " Stunned"
		}
		return e.Title() + ": a miss"
	}
	switch e {
	case el.Fire:
		return "Fire: " + loser + " Injured; " + nameOf(g, w) + " may move 1"
	case el.Water:
		return "Water: " + loser + " Injured"
	case el.Earth:
		return "Earth: " + loser + " Stunned"
	case el.Air:
		return "Air: " + loser + " Stunned, may be moved 2"
	}
	return e.Title()
}

// resultTip quotes the seed's result.
func resultTip(k el.Kind, e el.Element) string {
	if k != el.Attack {
		if e == el.Water || e == el.Earth {
			return "At range only Water (Injured) and Earth (Stunned) are effective."
		}
		return "At range only Water and Earth are effective: this result is a miss."
	}
	return [...]string{"", "Fire = Loser Injured and winner may be moved 1 space.", "Water = Loser Injured.", "Earth = Loser Stunned.",
		"Air = Loser Stunned and may be moved up to 2 spaces."}[min(int(e), 4)] + " An Injured model injured again is out; a Stunned model stunned again is Injured."
}

// shiftChoices offers to leave the model a result moves where it is; the
// marked squares move it.
func shiftChoices(g *el.Game, side int) ([]table.ListGroup, []table.Choice) {
	f, _ := g.PendingFight()
	mv := int(f.Moved)
	m := g.Models()[mv]
	var out []table.Choice
	for _, a := range g.LegalActions(side) {
		if a.Kind == el.Shift && a.To == m.At && a.Facing == m.Facing {
			out = append(out, play(entry{Label: "Leave " + g.Name(mv) + " where it is", Primary: true,
				Tip: "The winner chooses whether to move the model or not."}, a))
		}
	}
	return []table.ListGroup{{Title: fmt.Sprintf("Move it up to %d", f.MaxSteps)}}, out
}

// musterChoices lists side's muster: ready, the scenario's force, each
// profile to add (those that do not fit say why), each to take out.
func musterChoices(g *el.Game, side int) ([]table.ListGroup, []table.Choice) {
	legal := map[string]bool{}
	for _, a := range g.LegalActions(side) {
		legal[a.String()] = true
	}
	lvl := g.Level()
	cost := 0
	for _, k := range g.Force(side) {
		cost += lvl.Pack.Profiles[k].Cost
	}
	// offer is the choice of a, or, when a is not legal, why not.
	offer := func(e entry, a el.Action) table.Choice {
		if !legal[a.String()] {
			e.Off, e.Tip = true, g.WhyNot(a)
		}
		return play(e, a)
	}
	out := []table.Choice{
		offer(entry{Label: fmt.Sprintf("Ready (%d of %d)", cost, lvl.Points), Primary: true, Half: true,
			Tip: "Declare the force ready; it is revealed when both sides are."}, el.Action{Kind: el.Ready, Side: int8(side)}),
		offer(entry{Label: "Scenario's force", Half: true, Tip: "Take the force the scenario sets out."}, el.Action{Kind: el.Default, Side: int8(side)}),
	}
	var cannot []table.Choice // the profiles that do not fit come after those that do
	for k := range lvl.Pack.Profiles {
		p := &lvl.Pack.Profiles[k]
		o := offer(entry{Label: fmt.Sprintf("%s %d: %s", p.Name, p.Cost, statLine(p)), Group: 1, Tip: abilityText(p)},
			el.Action{Kind: el.Add, Side: int8(side), Profile: p.ID})
		if o.Off {
			cannot = append(cannot, o)
			continue
		}
		out = append(out, o)
	}
	out = append(out, cannot...)
	for k := range lvl.Pack.Profiles {
		p := &lvl.Pack.Profiles[k]
		rm := el.Action{Kind: el.Remove, Side: int8(side), Profile: p.ID}
		if legal[rm.String()] {
			out = append(out, play(entry{Label: "Take out " + article(p.Name) + " " + p.Name, Group: 2, Half: true}, rm))
		}
	}
	return []table.ListGroup{{}, {Title: "Add to your force"}, {Title: "Take out of your force"}}, out
}

// abilityText says what a profile's abilities do.
func abilityText(p *el.Profile) string {
	var parts []string
	if p.Has(el.Stealthy) {
		parts = append(parts, "Stealthy: starts hidden and may hide again")
	}
	if p.Has(el.Centred) {
		parts = append(parts, "Centred: re-rolls Spirit and Void once in close combat")
	}
	if p.Has(el.Volley) {
		parts = append(parts, "Volley: two dice for shuriken")
	}
	if p.Range > 0 {
		parts = append(parts, fmt.Sprintf("a bow: ranged attacks up to %d spaces", p.Range))
	}
	if len(parts) == 0 {
		return "No special abilities."
	}
	return strings.Join(parts, "; ") + "."
}

// article is "an" before a vowel, else "a".
func article(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an"
	}
	return "a"
}

// mover returns the model a pending move (or a result's movement) moves,
// or -1.
func (b *Board) mover(g *el.Game) int {
	if f, ok := g.PendingFight(); ok && g.Phase() == el.PhaseShift {
		return int(f.Moved)
	}
	return b.sel
}
