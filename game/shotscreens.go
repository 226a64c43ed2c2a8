package game

import (
	"fmt"
	"image"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
)

// ShotScales are the UI scales `skirmish shot -all` and the layout test
// draw every screen at, in percent.
var ShotScales = []int{75, 100, 125, 150, 200}

// ShotSizes are the window sizes they draw every screen at.
var ShotSizes = []image.Point{{1024, 600}, {1280, 800}, {1920, 1080}, {2560, 1440}}

// ShotTVSizes are the window sizes of a television the layout test draws
// every screen at in the TV layout (Settings.TVLayout).
var ShotTVSizes = []image.Point{{1280, 720}, {1920, 1080}}

// ShotScreen is one screen of the game that `skirmish shot -all` and the
// layout test draw: a menu, or a ruleset's table at a position with its
// own layout.
type ShotScreen struct {
	// Name names the screen in file names and messages: "title",
	// "<ruleset>-<layout>".
	Name string
	// Group names the screens that show the same table (the battle at its
	// positions): their steady regions must not move from one to another.
	Group string
	open  func(a *App) (Scene, error)
}

// shotSeed is the seed of the games the screens show: the computer plays
// it against itself to reach every layout.
const shotSeed = 11

// shotSteps bounds the computer's game that finds the layouts.
const shotSteps = 3000

// ShotReplays is how many replays the store of `skirmish shot -all` holds,
// so that the list of replays is longer than a screen.
const ShotReplays = 14

// ShotScreensOf lists every screen of the app with the tables of kinds:
// the title, the setup, the settings, the list of replays, the join
// screen; then for each ruleset, its table at the first position of each
// layout the computer's game reaches (table.LayoutKind), the game menu,
// and its replay viewer. It also returns a replay for the store, so that
// the list of replays has entries.
func ShotScreensOf(kinds []table.Kind) ([]ShotScreen, []byte, error) {
	screens := []ShotScreen{
		{Name: "title", open: func(a *App) (Scene, error) { return NewTitle(), nil }},
		{Name: "setup", open: func(a *App) (Scene, error) { return NewSetup(a.kinds), nil }},
		{Name: "settings", open: func(a *App) (Scene, error) { return NewSettingsScene(NewTitle()), nil }},
		{Name: "load", open: func(a *App) (Scene, error) { return NewLoadReplay(NewTitle()), nil }},
	}
	var replay []byte
	for ki, k := range kinds {
		rs := k.Rules()
		sc := rs.Scenarios()[0]
		if bk, ok := k.(table.BenchKind); ok {
			for _, s := range rs.Scenarios() {
				if s.Name == bk.BenchScenario() {
					sc = s
				}
			}
		}
		setup := session.Setup{Ruleset: rs, Scenario: sc, Seed: shotSeed}
		if ki == 0 {
			screens = append(screens, ShotScreen{Name: "join", open: func(a *App) (Scene, error) {
				return NewJoinScene(setup, allHuman(setup), NewTitle()), nil
			}})
		}
		acts, at, names, err := layoutsOf(k, setup)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", rs.ID(), err)
		}
		group := rs.ID() + " table"
		for i, n := range at {
			played := acts[:n]
			screens = append(screens, ShotScreen{Name: rs.ID() + "-" + names[i], Group: group, open: func(a *App) (Scene, error) {
				b, err := a.startTable(setup, allHuman(setup), played)
				if err != nil {
					return nil, err
				}
				b.t.Uncover()
				return b, nil
			}})
		}
		screens = append(screens, ShotScreen{Name: rs.ID() + "-menu", Group: group, open: func(a *App) (Scene, error) {
			b, err := a.startTable(setup, allHuman(setup), acts[:at[len(at)/2]])
			if err != nil {
				return nil, err
			}
			b.t.Uncover()
			a.scene = b
			a.ensureBuilt(true)
			b.t.ShowMenu(a)
			return b, nil
		}})
		screens = append(screens, ShotScreen{Name: rs.ID() + "-replay", Group: rs.ID() + " replay", open: func(a *App) (Scene, error) {
			rec, err := recordingFrom(setup, acts)
			if err != nil {
				return nil, err
			}
			sc := a.reviewScene(rec, NewTitle())
			if ts, ok := sc.(*tableScene); ok {
				if sk, ok := ts.t.(table.Seeker); ok {
					sk.Seek(rec.Len() / 2)
				}
			}
			return sc, nil
		}})
		if replay == nil {
			rec, err := recordingFrom(setup, acts)
			if err != nil {
				return nil, nil, err
			}
			replay = rec.Replay(rec.Len()).Marshal()
		}
	}
	return screens, replay, nil
}

// layoutsOf lets the computer play setup against itself and returns its
// actions, and the first position of each layout the kind's table shows
// (with the layout's name): the first position of all, then each new
// layout in the order the game reaches them, the end last.
func layoutsOf(k table.Kind, setup session.Setup) (acts []rules.Action, at []int, names []string, err error) {
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		return nil, nil, nil, err
	}
	comps := make([]session.Sitter, len(st.Seats()))
	for i := range comps {
		comps[i] = session.Computer
	}
	ses, err := session.NewSession(setup, comps, rules.UndoFree)
	if err != nil {
		return nil, nil, nil, err
	}
	lk, _ := k.(table.LayoutKind)
	seen := map[string]bool{}
	for n := 0; n < shotSteps; n++ {
		name := "battle"
		if lk != nil {
			name = lk.Layout(ses.State())
		}
		if !seen[name] {
			seen[name] = true
			at, names = append(at, ses.Position()), append(names, name)
		}
		if lk == nil && n > 0 {
			break
		}
		_, _, ok, err := ses.StepComputer()
		if err != nil {
			return nil, nil, nil, err
		}
		if !ok {
			break
		}
	}
	return ses.History().Actions(), at, names, nil
}
