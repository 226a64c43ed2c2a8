// Package input turns the mouse, the keyboard and gamepads into the same
// intents, so that the board and the menus never read a device directly.
//
// A Layer reads a Source once per tick and reports what the player meant:
// discrete intents such as Confirm or Undo as Events, held intents such as
// FastForward through Pressed, and the mouse through Cursor, Clicked and
// Wheel. Every binding lives in one table (see Bindings), so prompts, help
// screens and tests all read the same data.
//
// Usage, once per tick before the UI:
//
//	in := input.New(input.Ebiten())
//	ebuiinput.SetCursorUpdater(in.CursorUpdater())
//	...
//	in.Update()
//	ui.Update()
//	for _, ev := range in.Events() {
//		switch ev.Intent {
//		case input.Confirm:
//			...
//		}
//	}
//
// Tests drive a Script instead of the real devices, so they need no display.
package input
