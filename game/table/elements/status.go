package elements

import (
	"skirmish/game/input"
	"skirmish/game/table"
	el "skirmish/rules/elements"
)

// Status says who decides what, in the ink of that side: the human
// deciding, else the side to act.
func (b *Board) Status(f *table.Frame) (string, int) {
	g := whole(f)
	side := f.Screen().Side()
	if side < 0 {
		side = g.Turn()
		if s := g.ToAct(); len(s) > 0 {
			side = int(s[0])
		}
	}
	who := g.Level().Sides[side]
	switch g.Phase() {
	case el.PhaseOver:
		return "Game over", side
	case el.PhaseMuster:
		return who + ": muster your force", side
	case el.PhaseResult:
		return who + ": choose the result", side
	case el.PhaseShift:
		return who + ": the result's move", side
	}
	return who + " to act", side
}

// Prompt says what the human deciding does now, for the device in hand.
func (b *Board) Prompt(f *table.Frame) string {
	in := f.Host().In()
	ok, next, list := in.Glyph(input.Confirm), in.Glyph(input.NextModel), in.Glyph(input.Panel)
	move := "the arrows"
	if in.LastDevice() == input.Gamepad {
		move = "the D-pad"
	}
	switch whole(f).Phase() {
	case el.PhaseMuster:
		return table.Says(in, "Choose your force in secret within the points limit: add models below, click one on the board (or its entry) to take it out, or take the scenario's force; then Ready.",
			"Choose your force in secret within the points limit: add and take out models with the number keys (or "+list+" and the arrows), or take the scenario's force; then Ready.",
			"Choose your force in secret within the points limit: "+list+" goes to the list, "+ok+" adds or takes out a model, or takes the scenario's force; then Ready.")
	case el.PhaseResult:
		return table.Says(in, "You won the combat: click one of your raised dice in the tray, or choose the result below.",
			"You won the combat: choose the result with its number key, or "+list+" and the arrows.",
			"You won the combat: "+list+" goes to the results, "+ok+" takes one.")
	case el.PhaseShift:
		return table.Says(in, "Click a marked square to move the model there, then its facing; or leave it where it is.",
			next+" goes from marked square to square, "+ok+" picks one, then its facing; or leave the model where it is.",
			next+" goes from marked square to square, "+ok+" picks one, then its facing; or leave the model where it is.")
	}
	switch {
	case b.destOn:
		return table.Says(in, "Choose the way it faces: click the square beside it it should face, or it again for the way it goes; or the list.",
			"Choose the way it faces: the number keys, or "+move+" beside it and "+ok+" ("+ok+" on it: the way it goes).",
			"Choose the way it faces: "+move+" beside it and "+ok+" ("+ok+" on it: the way it goes), or "+list+" for the list.")
	case b.sel >= 0:
		return table.Says(in, "Click a square with a dot to move, a marked enemy to attack, or choose below. Hover a model to see its influence zone.",
			"Move the cursor with "+move+" ("+next+" goes to the enemies it can attack): "+ok+" on a square with a dot moves, on a marked enemy attacks; or the number keys.",
			"Move the cursor with "+move+" ("+next+" goes to the enemies it can attack): "+ok+" on a square with a dot moves, on a marked enemy attacks; "+list+" for the list.")
	}
	return table.Says(in, "Click one of your models to activate it, or choose it below.",
		next+" goes to your next model, "+ok+" selects it; or its number key.",
		next+" goes to your next model, "+ok+" selects it; "+list+" for the list.")
}
