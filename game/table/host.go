package table

import (
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/render"
	"skirmish/rules"
	"skirmish/ui"
)

// Host is what the app gives a table: the theme, the input layer and the
// screen, the player's preferences, messages, the autosave, sounds, and the
// ways out of the table (the game menu's entries, the end of a game, a
// review's Back). A table never reaches the app any other way.
type Host interface {
	// In returns the input layer: mouse, keyboard and gamepads as intents.
	In() *input.Layer
	// Theme returns the widgets' theme at the player's UI scale.
	Theme() *ui.Theme
	// Pal returns the colours (the colour-blind-safe palette when chosen).
	Pal() *render.Palette
	// Size returns the screen's logical size in pixels.
	Size() (w, h int)
	// Prefs returns the player's preferences that tables follow.
	Prefs() Prefs
	// Toast shows a short message at the bottom of the screen.
	Toast(msg string)
	// Autosave saves the game of ses after an action, an undo or a redo.
	Autosave(ses *session.Session)
	// PlayEvents plays the sounds of what just happened.
	PlayEvents(evs []rules.Event)

	// SaveReplay hands the replay of ses to the player and says where.
	SaveReplay(ses *session.Session)
	// Rematch starts the game of ses again with a new seed and the same
	// seats, at a new table.
	Rematch(ses *session.Session)
	// StartGame starts a game of setup with sitters in the seats after
	// replaying actions (continue from a replay), at a new table.
	StartGame(setup session.Setup, sitters []session.Sitter, actions []rules.Action)
	// Review shows a recorded game; its Back returns to this table.
	Review(rec *session.Recording)
	// Back leaves the table for the screen it was opened from.
	Back()
	// Title goes back to the title screen.
	Title()
	// LoadReplay opens the list of saved replays; Back returns here.
	LoadReplay()
	// OpenSettings opens the settings; Back returns here.
	OpenSettings()
}

// Prefs are the player's preferences that tables follow.
type Prefs struct {
	AnimSpeed    int // percent of the normal speed of animations; 0 none
	ComputerPace int // milliseconds between the computer's actions
	// Folded says the side panel keeps to its essentials (the TV layout's
	// folded panel, toggled by input.FoldPanel): the board takes the width.
	Folded bool
}
