package game

import (
	"fmt"
	"strings"
	"time"

	"skirmish/game/session"
	"skirmish/ui"
)

// autosave saves the running game after an action (or an undo or redo), so
// that no game is lost to a crash or a closed window. A failure says so
// once on screen and is retried at the next action.
func (a *App) autosave(ses *session.Session) {
	if a.opts.NoAutosave {
		return
	}
	err := Autosave(a.Store(), ses, time.Now())
	switch {
	case err != nil && !a.autosaveFailed:
		a.autosaveFailed = true
		a.Toast("Could not save the running game: " + err.Error())
	case err == nil:
		a.autosaveFailed = false
	}
	if a.resumable != ses {
		a.resumable = nil // the game being played is the one saved now
	}
}

// loadResumable looks, once at start, for an unfinished game to offer on the
// title screen. Damaged saves are kept aside and reported.
func (a *App) loadResumable() {
	if a.opts.NoAutosave {
		return
	}
	ses, info, warnings, err := LoadAutosave(a.cat, a.Store())
	if err != nil {
		warnings = append(warnings, err.Error())
	}
	if len(warnings) > 0 {
		a.Toast("The running game's save was damaged: " + strings.Join(warnings, "; "))
	}
	if ses != nil && !info.Over {
		a.resumable, a.resumeInfo = ses, info
	}
}

// resumeButton offers the unfinished game saved last, or left last, if any.
func (a *App) resumeButton() *ui.ButtonSpec {
	if a.resumable == nil {
		return nil
	}
	i := a.resumeInfo
	i.Progress, i.Actions = a.resumable.State().Progress(), a.resumable.Position() // a game left may have gone on
	label := fmt.Sprintf("Resume: %s, %s", i.Scenario, i.Progress)
	tip := fmt.Sprintf("Saved %s, after %d actions.", i.SavedAt.Local().Format("2 Jan 15:04"), i.Actions)
	return &ui.ButtonSpec{Label: label, Icon: "replay", Default: true, Tip: tip, OnClick: func() {
		b, err := a.openTable(a.resumable)
		if err != nil {
			a.Toast("Cannot resume: " + err.Error())
			return
		}
		// The controllers sit where they sat when the game was left (or
		// when the program last ran): a pad that is gone pauses the game
		// until it is back or another controller takes its side over.
		a.seatTable(b, a.rememberedSeating(len(a.resumable.Sitters())))
		a.resumable = nil // played again: offered again when left unfinished
		a.SetScene(b)
	}}
}
