// Package elements is the board of Elements, the elemental-dice ninja
// skirmish, at the table frame (table.Frame): the grid with its terrain
// and the models with their facing, influence zones on hover and
// selection, the dice tray with the attacker's and the defender's pools,
// the winner's choice of result, the secret muster and the odds of an
// attack. The frame runs the rest: the loop, undo and redo, the review of
// a recorded game, the seats at the screen, the side panel and its log.
package elements

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// Kind is Elements as the app sees it: its rules, its table (the frame
// with the Elements board, which also reviews replays), the preview of a
// scenario, and the sounds of its events.
var Kind table.Kind = kind{table.BoardKind[*el.Game]{Ruleset: el.Ruleset{},
	NewBoard: func(*el.Game) table.Board { return newBoard() },
	Picture:  func(g *el.Game) table.Preview { return &preview{game: g} },
	Sounds:   sound}}

type kind struct{ table.BoardKind[*el.Game] }

var (
	_ table.BenchKind   = kind{}
	_ table.LayoutKind  = kind{}
	_ table.Backdropper = kind{}
)

// sound returns the sound of an event.
func sound(e rules.Event) table.Sound {
	ev, ok := e.(el.Event)
	if !ok {
		return table.NoSound
	}
	switch ev.Kind {
	case el.EvRolled:
		return table.SoundDice
	case el.EvInjured, el.EvStunned, el.EvOut:
		return table.SoundHit
	case el.EvMoved, el.EvShifted:
		return table.SoundStep
	case el.EvRevealed, el.EvHid, el.EvForces:
		return table.SoundDoor
	case el.EvResult, el.EvReady:
		return table.SoundClick
	case el.EvGameOver:
		return table.SoundEnd
	}
	return table.NoSound
}

// Busyness scores a position for the frame benchmark: a choice of result
// after a roll with models hurt is what it wants (the board, the tray and
// the markers all drawn), a battle under way will do.
func (kind) Busyness(st rules.State, played int) int {
	g, ok := st.(*el.Game)
	if !ok {
		return 0
	}
	hurt := 0
	for _, m := range g.Models() {
		if m.Injured || m.Stunned {
			hurt++
		}
	}
	switch {
	case g.Phase() == el.PhaseResult && hurt > 0:
		return 2
	case g.Phase() == el.PhaseAct || g.Phase() == el.PhaseResult || g.Phase() == el.PhaseShift:
		return 1
	}
	return 0
}

// BenchScenario names the scenario of the busy table.
func (kind) BenchScenario() string {
	return table.FirstScenarioName(el.Ruleset{})
}

// Layout names the layout a position shows: the muster, the battle, the
// winner's choice of result, its movement, the end.
func (kind) Layout(st rules.State) string {
	g, ok := st.(*el.Game)
	if !ok {
		return ""
	}
	return [...]string{"muster", "battle", "result", "shift", "over"}[min(int(g.Phase()), 4)]
}

// preview draws a game's board into a rectangle.
type preview struct {
	game   *el.Game
	drawer boardDrawer
}

// Draw draws the board into r.
func (p *preview) Draw(screen *ebiten.Image, r image.Rectangle, pal *render.Palette) {
	p.drawer.setGame(p.game, 0)
	lvl := p.game.Level()
	p.drawer.layout(r, lvl.W, lvl.H)
	p.drawer.draw(screen, pal)
}
