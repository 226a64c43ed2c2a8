// Package table is what every ruleset's table shares: the Kind that ties a
// ruleset to its table, the Table the app shows, the Host the app gives a
// table, and the kit tables are built from: seats and controllers, the
// privacy screen between human seats, modal windows and the game menu, the
// widget layer, the computer's pacing, the side panel, tooltips and labels.
//
// A ruleset's table lives in game/table/<id> and exports its Kind; the one
// list of rulesets (game/rulesets) hands the kinds to the app, which knows
// no ruleset by name:
//
//	var All = []table.Kind{first.Kind, second.Kind}
package table

import (
	"image"

	"github.com/ebitenui/ebitenui"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/session"
	"skirmish/render"
	"skirmish/rules"
)

// Kind is one ruleset as the app sees it: its rules, how to open its table
// for play or for review, a preview of a scenario for the setup screen, and
// the sound of an event.
type Kind interface {
	// Rules returns the ruleset.
	Rules() rules.Ruleset
	// Open returns the table for a session of this ruleset, new or under
	// way (a resumed save, a continued replay).
	Open(h Host, ses *session.Session) (Table, error)
	// Review returns the table that shows a recorded game: stepping,
	// scrubbing, and continuing play from any point.
	Review(h Host, rec *session.Recording) (Table, error)
	// Preview returns a drawing of st, a game just set up, for the setup
	// screen; nil when the ruleset has none.
	Preview(st rules.State) Preview
	// Sound returns the sound an event makes, NoSound for none.
	Sound(e rules.Event) Sound
}

// Table is the screen where a game of one ruleset is played or reviewed:
// the board, the side panel, the log. The app shows one at a time and
// calls Build when the theme or the screen's size changes, then Update and
// Draw every tick.
type Table interface {
	// Build (re)creates the table's widgets for the host's theme and size.
	Build(h Host)
	// Update runs one tick: input, then the table's logic.
	Update(h Host) error
	// Draw draws the table.
	Draw(h Host, screen *ebiten.Image)
	// UI returns the table's widgets.
	UI() *ebitenui.UI
	// Busy reports whether the table is doing something on its own
	// (animating, waiting for the computer): the app keeps updating.
	Busy() bool
	// Session returns the game played at the table, or nil for a review
	// that is not played on.
	Session() *session.Session
	// SetSeating gives each seat its controllers (couch play).
	SetSeating(s Seating)
	// Uncover shows the table to the seat deciding now, without the
	// hand-over screen (screenshots).
	Uncover()
	// ShowMenu opens the game menu over the table.
	ShowMenu(h Host)
}

// Preview draws a position into a rectangle of the screen: a scenario on
// the setup screen, or the table behind the menus.
type Preview interface {
	Draw(screen *ebiten.Image, r image.Rectangle, pal *render.Palette)
}

// Backdropper is a Kind that can draw the table behind the menus. The app
// uses the first kind of its list that is one.
type Backdropper interface {
	Backdrop() Preview
}

// Sound is one of the table's short sound effects.
type Sound uint8

// The sounds, NoSound for an event that makes none.
const (
	SoundDice  Sound = iota // dice rolled
	SoundHit                // a hit, damage, a fall
	SoundStep               // a move
	SoundDoor               // a door, a card drawn or turned
	SoundClick              // a small click
	SoundEnd                // the end of the game
	NoSound
)

// Seeker is a review table that can show any position of its recording:
// Seek shows the position after at actions (0 is the start).
type Seeker interface {
	Seek(at int)
}

// BenchKind is a Kind whose table the frame benchmark (skirmish bench
// -frames) can run at a busy position: the computer plays both sides until
// Busyness scores a position 2 (what the benchmark wants: everything on
// the table), or the game ends (then the last position scoring 1).
type BenchKind interface {
	// Busyness scores a position: 2 what the benchmark wants, 1 what
	// will do, 0 not busy.
	Busyness(st rules.State, played int) int
	// BenchScenario names the scenario whose busy table stands for the
	// ruleset in the tests and the performance figures.
	BenchScenario() string
}

// BenchTable is a table the frame benchmark runs: where the mouse sweeps,
// where it may point without a widget being rebuilt, and how often the
// side panel's widgets were drawn.
type BenchTable interface {
	SweepArea() image.Rectangle
	Restful(x, y int) bool
	PanelDraws() int
}

// FirstScenarioGame returns a fresh game of rs's first scenario (seed 1, no
// options), the one behind the menus of its games; ok is false when rs has
// no scenario or it cannot be set up.
func FirstScenarioGame[G rules.State](rs rules.Ruleset) (g G, ok bool) {
	scs := rs.Scenarios()
	if len(scs) == 0 {
		return g, false
	}
	st, err := rs.Setup(scs[0], 1, rules.Options{})
	if err != nil {
		return g, false
	}
	g, ok = st.(G)
	return g, ok
}

// FirstScenarioName names rs's first scenario, "" when it has none.
func FirstScenarioName(rs rules.Ruleset) string {
	if scs := rs.Scenarios(); len(scs) > 0 {
		return scs[0].Name
	}
	return ""
}
