// Package arena is the table of Arena, the gladiatorial bout of seed 003:
// the secret muster, then the grid of steps with heights and the fighters
// with their Hit Points,
// Fate Points and Action Point tracks (a bar that goes below zero), the
// initiative order as a strip of portraits, the dice tray with the 2D6
// against the TN and the Damage dice with the armour and Fate Points that
// absorb them, the exact odds before every roll, every legal action in
// the side panel (any kind the rules add, by its notation), the log, and
// the review of a recorded bout.
package arena

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// Kind is Arena as the app sees it: its rules, its table (the frame with
// the Arena board, which also reviews replays), the preview of a
// scenario, and the sounds of its events.
var Kind table.Kind = kind{table.BoardKind[*ar.Game]{Ruleset: ar.Ruleset{},
	NewBoard: func(g *ar.Game) table.Board { return newBoard(g) },
	Picture:  func(g *ar.Game) table.Preview { return &preview{game: g} },
	Sounds:   sound}}

type kind struct{ table.BoardKind[*ar.Game] }

var (
	_ table.BenchKind   = kind{}
	_ table.LayoutKind  = kind{}
	_ table.Backdropper = kind{}
)

// sound returns the sound of an event.
func sound(e rules.Event) table.Sound {
	ev, ok := e.(ar.Event)
	if !ok {
		return table.NoSound
	}
	switch ev.Kind {
	case ar.EvDamage, ar.EvFell, ar.EvPushed, ar.EvFall, ar.EvDisarm:
		return table.SoundHit
	case ar.EvMoved, ar.EvFlew:
		return table.SoundStep
	case ar.EvDrew, ar.EvDropped, ar.EvHeld, ar.EvTie, ar.EvReady, ar.EvMustered, ar.EvPicked, ar.EvGuard:
		return table.SoundClick
	case ar.EvForces:
		return table.SoundDoor
	case ar.EvOver:
		return table.SoundEnd
	}
	if len(ev.Dice) > 0 {
		return table.SoundDice // a roll of any kind
	}
	return table.NoSound
}

// Busyness scores a position for the frame benchmark: a defender choosing
// after blows have landed is what it wants (the board, the tracks, the
// tray and the odds), a bout under way will do.
func (kind) Busyness(st rules.State, played int) int {
	g, ok := st.(*ar.Game)
	if !ok {
		return 0
	}
	hurt := 0
	for i, f := range g.Fighters() {
		if int(f.HP) < g.Prof(i).HP() {
			hurt++
		}
	}
	switch {
	case g.Phase() == ar.PhaseDefend && hurt > 0:
		return 2
	case g.Phase() != ar.PhaseOver:
		return 1
	}
	return 0
}

// BenchScenario names the scenario of the busy table.
func (kind) BenchScenario() string {
	return table.FirstScenarioName(ar.Ruleset{})
}

// phaseNames name the phases for the layouts and the probe.
var phaseNames = [...]string{ar.PhaseAct: "act", ar.PhaseDefend: "defend", ar.PhaseTie: "tie", ar.PhaseInterrupt: "interrupt",
	ar.PhaseOver: "over", ar.PhaseMuster: "muster", ar.PhaseRam: "ram"}

// phaseName names g's phase.
func phaseName(g *ar.Game) string {
	if int(g.Phase()) < len(phaseNames) && phaseNames[g.Phase()] != "" {
		return phaseNames[g.Phase()]
	}
	return "act" // a phase added to the rules after the table: its choices are in the list
}

// Layout names the layout a position shows: an action, a defender's
// choice, a roll on the TN, an interruption, the end.
func (kind) Layout(st rules.State) string {
	g, ok := st.(*ar.Game)
	if !ok {
		return ""
	}
	return phaseName(g)
}

// preview draws a game's arena into a rectangle.
type preview struct {
	game  *ar.Game
	board boardDrawer
}

// Draw draws the arena into r.
func (p *preview) Draw(screen *ebiten.Image, r image.Rectangle, pal *render.Palette) {
	p.board.fill(p.game, 1, pal)
	p.board.m.Reset()
	lvl := p.game.Level()
	p.board.layout(r, image.Rectangle{}, lvl.W, lvl.H)
	p.board.draw(screen, -1)
}
