package game

import (
	"fmt"

	"github.com/ebitenui/ebitenui"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	"skirmish/rules/catalog"
	"skirmish/ui"
)

// The App is the Host of the table it shows: what a table may ask of the
// program around it. These methods are that interface.
var _ table.Host = (*App)(nil)

// In returns the input layer.
func (a *App) In() *input.Layer { return a.in }

// Theme returns the widgets' theme, made for the settings' UI scale.
func (a *App) Theme() *ui.Theme { return a.theme }

// Pal returns the colours.
func (a *App) Pal() *render.Palette { return a.pal }

// Prefs returns the settings tables follow.
func (a *App) Prefs() table.Prefs {
	return table.Prefs{AnimSpeed: a.Settings.AnimSpeed, ComputerPace: a.Settings.ComputerPace, Folded: a.Settings.TVLayout && a.Settings.PanelFolded}
}

// Kinds returns the rulesets' tables the app was given, in menu order.
func (a *App) Kinds() []table.Kind { return a.kinds }

// Catalog returns the rulesets of the app's kinds.
func (a *App) Catalog() catalog.Catalog { return a.cat }

// Autosave saves the running game (see autosave).
func (a *App) Autosave(ses *session.Session) { a.autosave(ses) }

// PlayEvents plays the sounds of events at the table shown.
func (a *App) PlayEvents(evs []rules.Event) {
	if ts, ok := a.scene.(*tableScene); ok {
		a.playEvents(ts.kind, evs)
	}
}

// SaveReplay hands the replay of ses to the player and says where it went.
func (a *App) SaveReplay(ses *session.Session) {
	msg, err := exportReplay(a, ses.Setup.Scenario.Name, ses.Replay().Marshal())
	if err != nil {
		a.Toast("Could not save the replay: " + err.Error())
		return
	}
	a.Toast(msg)
}

// Rematch starts the game of ses again with a new seed and the same seats:
// the same sitters, and the same controllers on each side as at the table
// shown (after any take-over).
func (a *App) Rematch(ses *session.Session) {
	setup := ses.Setup
	setup.Seed = a.newSeed()
	seats, ok := a.tableSeating()
	if !ok {
		seats = a.rememberedSeating(len(ses.Sitters()))
	}
	a.startSeated(setup, ses.Sitters(), nil, seats)
}

// StartGame starts a game of setup at the table of its ruleset, after
// replaying actions, and shows it (continue from a replay): the
// controllers sit where they sat last (SeatMemory).
func (a *App) StartGame(setup session.Setup, sitters []session.Sitter, actions []rules.Action) {
	a.startSeated(setup, sitters, actions, a.rememberedSeating(len(sitters)))
}

// startSeated starts a game of setup with seats and shows it.
func (a *App) startSeated(setup session.Setup, sitters []session.Sitter, actions []rules.Action, seats table.Seating) {
	s, err := a.startTable(setup, sitters, actions)
	if err != nil {
		a.Toast("Cannot start the game: " + err.Error())
		return
	}
	a.seatTable(s, seats)
	a.SetScene(s)
}

// Review shows rec at the review table of its ruleset; Back returns to the
// scene shown now.
func (a *App) Review(rec *session.Recording) { a.SetScene(a.reviewScene(rec, a.scene)) }

// Back leaves the table shown for the scene it was opened from, or the
// title screen.
func (a *App) Back() {
	if ts, ok := a.scene.(*tableScene); ok && ts.back != nil {
		a.SetScene(ts.back)
		return
	}
	a.SetScene(NewTitle())
}

// Title goes back to the title screen; from a game under way it asks
// first (see leaveTable).
func (a *App) Title() { a.leaveTable() }

// LoadReplay opens the list of replays; Back returns to the scene shown.
func (a *App) LoadReplay() { a.SetScene(NewLoadReplay(a.scene)) }

// OpenSettings opens the settings; Back returns to the scene shown.
func (a *App) OpenSettings() { a.SetScene(NewSettingsScene(a.scene)) }

// Table returns the table shown, or nil on a menu screen.
func (a *App) Table() table.Table {
	if ts, ok := a.scene.(*tableScene); ok {
		return ts.t
	}
	return nil
}

// kindOf returns the table kind of a ruleset.
func (a *App) kindOf(rs rules.Ruleset) (table.Kind, error) {
	for _, k := range a.kinds {
		if k.Rules().ID() == rs.ID() {
			return k, nil
		}
	}
	return nil, fmt.Errorf("no table for the %s ruleset", rs.Name())
}

// startSession starts a game of setup with the settings' undo policy and
// replays actions.
func (a *App) startSession(setup session.Setup, sitters []session.Sitter, actions []rules.Action) (*session.Session, error) {
	ses, err := session.NewSession(setup, sitters, a.Settings.UndoPolicy())
	if err != nil {
		return nil, err
	}
	if err := ses.Continue(actions); err != nil {
		return nil, err
	}
	return ses, nil
}

// startTable starts a game of setup and returns the scene of its table.
func (a *App) startTable(setup session.Setup, sitters []session.Sitter, actions []rules.Action) (*tableScene, error) {
	ses, err := a.startSession(setup, sitters, actions)
	if err != nil {
		return nil, err
	}
	return a.openTable(ses)
}

// openTable returns the scene of the table for a session under way.
func (a *App) openTable(ses *session.Session) (*tableScene, error) {
	k, err := a.kindOf(ses.Setup.Ruleset)
	if err != nil {
		return nil, err
	}
	t, err := k.Open(a, ses)
	if err != nil {
		return nil, err
	}
	return &tableScene{t: t, kind: k}, nil
}

// reviewScene returns the review of rec at the table of its ruleset,
// returning to back; when it cannot be shown it says why and returns back.
func (a *App) reviewScene(rec *session.Recording, back Scene) Scene {
	k, err := a.kindOf(rec.Setup.Ruleset)
	var t table.Table
	if err == nil {
		t, err = k.Review(a, rec)
	}
	if err != nil {
		a.Toast("Cannot show the replay: " + err.Error())
		if back == nil {
			return NewTitle()
		}
		return back
	}
	return &tableScene{t: t, kind: k, back: back, review: true, recording: rec}
}

// tableScene shows a ruleset's table as a scene of the app: the table, its
// kind, and the scene a review returns to.
type tableScene struct {
	t         table.Table
	kind      table.Kind
	back      Scene
	review    bool               // a recorded game shown for review
	recording *session.Recording // the game reviewed
}

// Build implements Scene.
func (s *tableScene) Build(a *App) { s.t.Build(a) }

// Update implements Scene.
func (s *tableScene) Update(a *App) error { return s.t.Update(a) }

// Draw implements Scene.
func (s *tableScene) Draw(a *App, screen *ebiten.Image) { s.t.Draw(a, screen) }

// UI implements Scene.
func (s *tableScene) UI() *ebitenui.UI { return s.t.UI() }

// Busy reports whether the table is doing something on its own.
func (s *tableScene) Busy() bool { return s.t.Busy() }
