package table

// The optional interfaces of a board whose seats take their turns in any
// order (a co-operative game's heroes) or which shows a phase the players
// only watch before the game goes on (the enemies' turns, step by step).
type (
	// ScreenPicker adjusts the Screen the frame worked out for the tick:
	// which of the human seats that may act at once the screen serves
	// (the hero the players picked), none of those the table itself plays
	// for them. The frame plays f.Play for the Decider it returns.
	ScreenPicker interface {
		PickScreen(f *Frame, s Screen) Screen
	}
	// EndHolder holds the end-of-game window back while the board still
	// shows the last action in steps the players take (HoldEnd true).
	EndHolder interface {
		HoldEnd(f *Frame) bool
	}
)

// pickScreen is s as the board picks it (ScreenPicker), else s.
func (f *Frame) pickScreen(s Screen) Screen {
	if p, ok := f.board.(ScreenPicker); ok {
		return p.PickScreen(f, s)
	}
	return s
}

// holdEnd reports whether the board holds the end window back (EndHolder).
func (f *Frame) holdEnd() bool {
	h, ok := f.board.(EndHolder)
	return ok && h.HoldEnd(f)
}
